/**
 * Initiative (Ironsworn) and in control (Starforged) in the roll dialog (IS-16 / SF-27): for a move
 * whose outcomes give or take it (Enter the Fray, Strike, Clash, Starforged's combat moves; their
 * `control` effects, src/rules/effects), the dialog is given where the character stands and names it
 * as a line under its heading (roll-dialog-context.ts `controlLine`): which of Strike and Clash the
 * fight calls for follows from it. Other moves show none.
 */
import { assertMoveEffects } from "../../rules/effects/validate-effects";
import { EFFECT_OUTCOMES, type OutcomeEffect } from "../../rules/effects/vocabulary";
import { type RollDialogInput } from "./roll-dialog-types";
import { type CharacterInput } from "../sheets/context/vitals-context";

/** Whether any outcome of the move's `effects` gives or takes the initiative / control. */
export function setsControl(effects: unknown): boolean {
  if (typeof effects !== "object" || effects === null) return false;
  try {
    assertMoveEffects(effects);
  } catch {
    return false;
  }
  return EFFECT_OUTCOMES.some((outcome) => (effects[outcome] ?? []).some(givesControl));
}

/** Whether the effect is a `control` one, or holds one in a choice's option or a condition's branch. */
function givesControl(effect: OutcomeEffect): boolean {
  if (effect.type === "control") return true;
  if (effect.type === "choose") return effect.options.some((o) => o.effects.some(givesControl));
  if (effect.type === "when") return [...effect.then, ...(effect.otherwise ?? [])].some(givesControl);
  return false;
}

/**
 * What the dialog is given about the character's initiative / control for a move with `effects`:
 * `{ control }` with the character's stored value when the move's outcomes set it, else nothing.
 */
export function controlOffer(system: Pick<CharacterInput, "inControl">, effects: unknown): Pick<RollDialogInput, "control"> {
  if (!setsControl(effects)) return {};
  return { control: system.inControl === true };
}
