/**
 * A move as our packs ship it, made by the pack generator in memory (the generated pack sources are
 * build output and may not exist yet).
 */
import { generateDocuments } from "../../tools/packs/build.mjs";

/** A pack document as the generator makes it. */
export interface PackMove {
  _id: string;
  name: string;
  system: Record<string, unknown>;
}

let generated: ReturnType<typeof generateDocuments> | null = null;

/** Every document of `pack` (for example "starforged-moves"), as the generator makes them (copies). */
export function packMoves<T extends PackMove = PackMove>(pack: string): T[] {
  generated ??= generateDocuments();
  const documents = generated.packs.find((p) => p.name === pack)?.documents ?? [];
  return structuredClone(documents) as unknown as T[];
}

/** The move named `name` in `pack`. */
export function packMove(pack: string, name: string): PackMove {
  const doc = packMoves(pack).find((d) => d.name === name);
  if (!doc) throw new Error(`no move "${name}" in the ${pack} pack`);
  return doc;
}
