/**
 * The system's data model modules declare their classes on Foundry's TypeDataModel when they load. The
 * playground never builds a data model, but it runs the real document operations (src/operations),
 * which read character data through those modules; this empty base class lets them load without
 * Foundry. Imported first by main.ts.
 */
const scope = globalThis as unknown as {
  foundry?: { abstract?: { TypeDataModel?: unknown } };
};
scope.foundry ??= {};
scope.foundry.abstract ??= {};
scope.foundry.abstract.TypeDataModel ??= class TypeDataModel {};

export {};
