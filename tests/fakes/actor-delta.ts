/**
 * How Foundry shows an unlinked token's actor: the base actor's stored data with the token's ActorDelta
 * over it. Since v11 the delta stores only what the token overrides, and the synthetic actor is the base
 * source merged with it the way `foundry.utils.mergeObject` merges (objects key by key, anything else,
 * arrays included, replaced whole); updating the synthetic actor writes into the delta (dnd5e's
 * module/migration.mjs migrates unlinked tokens through `token.actor.update`, which lands in the delta).
 * The exact merge is on the list for the first licensed run.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `delta` merged over `base`, as a new object (neither is changed). */
export function mergeDelta(base: unknown, delta: unknown): unknown {
  if (!isObject(base) || !isObject(delta)) return structuredClone(delta === undefined ? base : delta);
  const out: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(delta)) out[key] = mergeDelta(base[key], value);
  return out;
}

/** The token's actor as Foundry builds it: the base source with the delta's system and flags over it. */
export function syntheticSource(
  base: Record<string, unknown>,
  delta: { system?: unknown; flags?: unknown },
): Record<string, unknown> {
  return {
    ...structuredClone(base),
    system: mergeDelta(base.system ?? {}, delta.system ?? {}),
    flags: mergeDelta(base.flags ?? {}, delta.flags ?? {}),
  };
}
