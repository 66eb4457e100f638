/**
 * The schema version of data this code writes: the version of the last migration in the registry
 * (registry.ts refuses to load when they differ). It lives apart from the migrations so the `ready`
 * hook can tell whether the world is behind without loading them (see on-ready.ts).
 */
export const SCHEMA_VERSION = 16;
