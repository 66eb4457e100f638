/**
 * Which items an actor's sheet accepts when dropped (from a compendium, the sidebar or another actor):
 * item types by actor type, and no second copy of an asset or a move the actor already has.
 */
import { fold } from "./moves-context";
import { textOf, type SheetItem } from "./types";
import { isItemOf, type DocumentLike } from "../../../data/documents";

/** Item types each actor type holds. */
export const ACCEPTED_ITEMS: Readonly<Record<string, readonly string[]>> = {
  character: ["asset", "progress", "move"],
  starship: ["asset"],
  shared: ["progress"],
  foe: [],
};

export type DropVerdict = { ok: true } | { ok: false; key: string; data: Record<string, string> };

/** An item as the drop rules read it: its name, and its data still unread (any subtype). */
type DroppedItem = DocumentLike & { name: string; type: string };

/** The Datasworn id of an asset or a move ("" for any other item, or for one made by hand). */
function dataswornIdOf(item: DroppedItem): string {
  return isItemOf(item, "asset") || isItemOf(item, "move") ? textOf(item.system.dataswornId) : "";
}

function sameContent(a: DroppedItem, b: DroppedItem): boolean {
  const idA = dataswornIdOf(a);
  const idB = dataswornIdOf(b);
  if (idA && idB) return idA === idB;
  return fold(a.name.trim()) === fold(b.name.trim());
}

/** Whether `dropped` may be created on the actor; a refusal carries the i18n key of its message. */
export function dropVerdict(
  actor: { name: string; type: string; items: readonly SheetItem[] },
  dropped: DroppedItem,
  typeLabel: string,
): DropVerdict {
  const data = { actor: actor.name, name: dropped.name, type: typeLabel };
  if (!(ACCEPTED_ITEMS[actor.type] ?? []).includes(dropped.type)) return { ok: false, key: "VOWFORGE.Sheet.Drop.WrongType", data };
  const twin = actor.items.some((item) => item.type === dropped.type && sameContent(item, dropped));
  if (twin && dropped.type === "asset") return { ok: false, key: "VOWFORGE.Sheet.Drop.DuplicateAsset", data };
  if (twin && dropped.type === "move") return { ok: false, key: "VOWFORGE.Sheet.Drop.DuplicateMove", data };
  return { ok: true };
}
