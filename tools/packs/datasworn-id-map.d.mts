/** Types of the Datasworn id map generator (the generator itself is plain JavaScript). */

/** The file the generator writes. */
export const ID_MAP_FILE: string;

/** old id -> typed id, for moves, assets and NPCs. */
export function storedIdMap(forward?: Record<string, string>): Record<string, string>;

/** The entries of `map` whose old id is not the untyped form of the new one by rule. */
export function idMapExceptions(map?: Record<string, string>): Record<string, string>;

/** The TypeScript module holding the exceptions. */
export function idMapModule(exceptions: Record<string, string>): string;
