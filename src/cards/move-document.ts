/**
 * The move item a roll names by its uuid, read as a move: what a card copies from it when rolled (its
 * outcome texts, its effects and Datasworn id) and the outcome texts a drawn card shows. A document that
 * is not a move (another item, an actor) is not read as one.
 */
import { isItemOf, type DocumentLike, type ItemOf } from "../data/documents";

/** A move item as the cards read it: its data, and its name. */
type MoveDocument = ItemOf<"move"> & { name?: string | null };

/**
 * The move at `uuid`, or null when nothing is there or it is not a move. Rejects as Foundry's fromUuid
 * does (a compendium that cannot be read).
 */
export async function moveAt(uuid: string): Promise<MoveDocument | null> {
  // fromUuid is typed as any document class, some with no `system`: the document comes in as data still
  // unread (DocumentLike), and isItemOf narrows it to a move item's data, or it is not read.
  const found = (await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0])) as
    | (DocumentLike & { name?: string | null })
    | null;
  return isItemOf(found, "move") ? found : null;
}
