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

/** The move named `name` in `pack` (for example "starforged-moves"). */
export function packMove(pack: string, name: string): PackMove {
  generated ??= generateDocuments();
  const documents = (generated.packs.find((p) => p.name === pack)?.documents ?? []) as unknown as PackMove[];
  const doc = documents.find((d) => d.name === name);
  if (!doc) throw new Error(`no move "${name}" in the ${pack} pack`);
  return structuredClone(doc);
}
