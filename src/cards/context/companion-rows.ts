/**
 * The outcome-effects panel's buttons for an effect on a companion: one button when one companion is
 * open to it, one per companion (named, data-companion) when several are, none when none is; a
 * companion's fate named by what it does to that companion ("Mark Rook out of action"). The trace's
 * words for a companion's writes. Plain data out.
 */
import { companionFate, type FateDice } from "../../rules/effects";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import type { EffectButton } from "../../kinds/effects-panel-types";
import type { EffectWrite } from "../../kinds/effect-fields";
import type { CardEnv } from "../../kinds/view";
import { COMPANION_FLAG_PATH, type CompanionRef } from "../../operations/companion";
import { companionsFor, reachesCompanion } from "../actions/companion-effects";

const K = "VOWFORGE.CardEffect";

type T = CardEnv["localize"];

/**
 * The buttons for `effects` (one effect, or one option's), built from `button` (its label and data);
 * unchanged when they reach no companion.
 */
export function companionButtons(
  t: T,
  effects: readonly OutcomeEffect[],
  button: EffectButton,
  companions: readonly CompanionRef[],
  dice: FateDice,
): EffectButton[] {
  if (!effects.some(reachesCompanion)) return [button];
  const open = companionsFor(effects, companions, dice);
  const fate = effects.find((e) => e.type === "companionFate");
  const label = (c: CompanionRef) => {
    const state = fate ? companionFate(c.health, fate.deadOn, dice) : null;
    return state ? t(`${K}.CompanionMark.${state}`, { name: c.name }) : t(`${K}.ForCompanion`, { effect: button.label, name: c.name });
  };
  if (open.length === 1 && !fate) return [button];
  return open.map((c) => ({ ...button, label: label(c), ...(open.length > 1 ? { companion: c.id } : {}) }));
}

/** A companion's write in the trace's words: what ("Health of Rook") and its values. */
export function companionWriteWords(t: T, w: EffectWrite): { what: string; before: string; after: string } {
  const name = w.itemName ?? "";
  if (w.path !== COMPANION_FLAG_PATH) {
    const what = t(w.meter === "integrity" ? `${K}.IntegrityOf` : `${K}.CompanionHealthOf`, { name });
    return { what, before: String(w.before), after: String(w.after) };
  }
  const state = (value: EffectWrite["before"]) => t(`${K}.CompanionState.${value === "" ? "none" : String(value)}`);
  return { what: name, before: state(w.before), after: state(w.after) };
}
