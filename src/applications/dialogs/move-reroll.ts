/**
 * A reroll a move grants with its own roll (its effects' `roll` list, src/rules/effects; Ironsworn's
 * Forge a Bond after a vow fulfilled to the benefit of that person or community, IS-14), as the roll
 * dialog offers a reroll: a tick naming the move, left unticked, since the move grants it only when
 * its condition holds. Moves without one offer none; a published Starforged move never has one
 * (SF-22, docs/rulings.md).
 */
import { assertMoveEffects } from "../../rules/effects/validate-effects";
import type { RerollAllowance } from "../../kinds/action";

/** The reroll the move's `effects` grant with its roll, named for `moveName`, or null. */
export function moveRerollOf(effects: unknown, moveName: string): RerollAllowance | null {
  if (typeof effects !== "object" || effects === null) return null;
  try {
    assertMoveEffects(effects);
  } catch {
    return null;
  }
  const reroll = (effects.roll ?? []).find((e) => e.type === "reroll");
  if (reroll?.type !== "reroll" || moveName.trim() === "") return null;
  return { dice: reroll.dice === "any" ? ["action", "challenge"] : ["challenge"], source: moveName };
}
