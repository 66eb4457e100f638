/**
 * Opens the guide: the journal "Start here" of the Vowforge Guide compendium (packs/content/guide.json),
 * found by the content id every journal of ours carries in `flags.vowforge.contentId`. A missing pack or
 * journal (a world without our compendiums) ends in a localised message.
 */
import { SYSTEM_ID } from "../../constants";
import { localize } from "../../locale";

/** The guide compendium's id (system.json `packs`: "guide"). */
export const GUIDE_PACK = `${SYSTEM_ID}.guide`;

/** The content id of the guide's first journal. */
export const GUIDE_START = `${SYSTEM_ID}/guide/start`;

/** The part of a compendium pack read here. */
interface GuidePack {
  getIndex(options: { fields: string[] }): Promise<Iterable<{ _id: string; flags?: { vowforge?: { contentId?: unknown } } }>>;
  getDocument(id: string): Promise<unknown>;
}

type Sheet = { render(options: { force: boolean }): unknown };

/** The id of the journal whose content id is `contentId` among a pack's index entries, or null. */
export function journalIdOf(index: Iterable<{ _id: string; flags?: { vowforge?: { contentId?: unknown } } }>, contentId: string): string | null {
  for (const entry of index) if (entry.flags?.vowforge?.contentId === contentId) return entry._id;
  return null;
}

/** Opens the guide's first journal; resolves to whether it opened. */
export async function openGuide(): Promise<boolean> {
  const pack = game.packs?.get(GUIDE_PACK) as unknown as GuidePack | undefined;
  try {
    const id = pack ? journalIdOf(await pack.getIndex({ fields: ["flags.vowforge.contentId"] }), GUIDE_START) : null;
    const journal = (id && pack ? await pack.getDocument(id) : null) as { sheet?: Sheet | null } | null;
    if (journal?.sheet) {
      await journal.sheet.render({ force: true });
      return true;
    }
  } catch (error) {
    console.error("Vowforge | the guide could not be opened", error);
  }
  ui.notifications?.error(localize("VOWFORGE.Guide.Error.Missing"));
  return false;
}
