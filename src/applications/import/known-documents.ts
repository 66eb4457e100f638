/**
 * The documents a Datasworn file may link to outside itself, by Datasworn id: those of the system's
 * packs and of earlier imports (each document keeps its id in `flags.vowforge.dataswornId`), read from
 * the packs' indexes only. A site theme's or domain's rows come with it (indexed fields, as dnd5e's
 * compendium browser asks `getIndex({ fields })` for `system.*` paths), for a delve site naming it.
 */
import { SYSTEM_ID } from "../../constants";
import { type ExternalDocument, type SiteRow } from "../../content/context";
import { type ImportedPacks } from "../../settings";

const ID_FIELD = `flags.${SYSTEM_ID}.dataswornId`;
const ASPECT_FIELDS = ["system.features", "system.dangers"];

/** The rows an indexed siteAspect item holds, or undefined for any other entry. */
function aspectOf(entry: object): ExternalDocument["aspect"] {
  const features: unknown = foundry.utils.getProperty(entry, "system.features");
  const dangers: unknown = foundry.utils.getProperty(entry, "system.dangers");
  if ((entry as { type?: unknown }).type !== "siteAspect" || !Array.isArray(features) || !Array.isArray(dangers)) return undefined;
  return { features: features as SiteRow[], dangers: dangers as SiteRow[] };
}

export async function knownDocuments(imported: ImportedPacks): Promise<Map<string, ExternalDocument>> {
  const known = new Map<string, ExternalDocument>();
  for (const pack of game.packs) {
    if (pack.metadata.packageName !== SYSTEM_ID && !(pack.collection in imported)) continue;
    const index = await pack.getIndex({ fields: [ID_FIELD, "type", ...ASPECT_FIELDS] as never[] });
    for (const entry of index) {
      const id = foundry.utils.getProperty(entry, ID_FIELD);
      const uuid = (entry as { uuid?: string }).uuid ?? `Compendium.${pack.collection}.${pack.documentName}.${entry._id}`;
      if (typeof id === "string") known.set(id, { uuid, name: String(entry.name ?? ""), aspect: aspectOf(entry) });
    }
  }
  return known;
}
