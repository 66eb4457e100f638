/**
 * Whether a Starforged character's roll dialog offers Sundered Isles' cursed die, and what adds it.
 * The Datasworn data adds it through the Chattering Skull ("When you make a move in its presence, add
 * a cursed die to the roll", its first ability); otherwise a curse in play is the player's call, so
 * the dialog offers the die unticked. Without Sundered Isles nothing is offered. Pure: plain data.
 */
import { recordOf, type SheetItem } from "./types";

/** The Datasworn id of the asset whose first ability adds the cursed die. */
export const CURSED_DIE_ASSET = "asset:sundered_isles/companion/chattering_skull";

function firstAbilityEnabled(system: Record<string, unknown>): boolean {
  const abilities = Array.isArray(system.abilities) ? system.abilities : [];
  return recordOf(abilities[0]).enabled === true;
}

/** The cursed die the dialog offers: its source when an asset adds it, "" for a bare offer; null for none. */
export function cursedDieOffer(items: readonly SheetItem[], sunderedIsles: boolean): { source: string } | null {
  if (!sunderedIsles) return null;
  const skull = items.find((item) => {
    const system = recordOf(item.system);
    return item.type === "asset" && system.dataswornId === CURSED_DIE_ASSET && firstAbilityEnabled(system);
  });
  return { source: skull?.name ?? "" };
}
