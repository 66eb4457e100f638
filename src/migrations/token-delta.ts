/**
 * What a migration reads of an unlinked token's delta. The delta holds only what the token overrides;
 * Foundry shows the token's actor as the base actor's stored data with the delta merged over it
 * (objects key by key, anything else, lists included, replaced whole: `foundry.utils.mergeObject`, as
 * the synthetic actor of an ActorDelta is built since v11). A migration that needs a value the delta
 * does not hold reads it here, from that merged view, and still writes only what a value the delta
 * holds calls for. Pure: no Foundry globals.
 */
import { clone, isPlainObject } from "../paths";
import { type DocumentSource, type MigrationContext } from "./types";

/** `delta` merged over `base` as Foundry merges a token's delta over its actor; a new object. */
export function overlay(base: unknown, delta: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(delta)) return clone(delta === undefined ? base : delta);
  const out = clone(base);
  for (const [key, value] of Object.entries(delta)) out[key] = overlay(base[key], value);
  return out;
}

/**
 * The `system` data a migration reads: the source's own, or for a delta whose base is known, the
 * base's with the delta's over it (what the token shows).
 */
export function readableSystem(
  source: DocumentSource,
  context: MigrationContext = {},
): Record<string, unknown> {
  const own = isPlainObject(source.system) ? source.system : {};
  const base = context.delta?.base?.system;
  return isPlainObject(base) ? (overlay(base, own) as Record<string, unknown>) : own;
}

/** Whether the source is an unlinked token's delta (it holds only some of the fields). */
export function isDelta(context: MigrationContext = {}): boolean {
  return context.delta !== undefined;
}
