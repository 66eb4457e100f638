/**
 * The documents a Datasworn file may link to outside itself, by Datasworn id: those of the system's
 * packs and of earlier imports (each document keeps its id in `flags.vowforge.dataswornId`), read from
 * the packs' indexes only.
 */
import { SYSTEM_ID } from "../../constants";
import { type ImportedPacks } from "../../settings";

const ID_FIELD = `flags.${SYSTEM_ID}.dataswornId`;

export async function knownDocuments(imported: ImportedPacks): Promise<Map<string, { uuid: string; name: string }>> {
  const known = new Map<string, { uuid: string; name: string }>();
  for (const pack of game.packs) {
    if (pack.metadata.packageName !== SYSTEM_ID && !(pack.collection in imported)) continue;
    const index = await pack.getIndex({ fields: [ID_FIELD] as never[] });
    for (const entry of index) {
      const id = foundry.utils.getProperty(entry, ID_FIELD);
      const uuid = (entry as { uuid?: string }).uuid ?? `Compendium.${pack.collection}.${pack.documentName}.${entry._id}`;
      if (typeof id === "string") known.set(id, { uuid, name: String(entry.name ?? "") });
    }
  }
  return known;
}
