/**
 * Repair's points on the card (SF-25): before a situation is picked, a row of the move's situations
 * with their points; then the points left as the row's heading, the Sacrifice Resources exchange while
 * it is open, and the price list as buttons (clearing battered while it is marked, +1 integrity or
 * +1 health for each vehicle or companion asset below its maximum, a module and other devices for the
 * trace). A buy the points left cannot pay is shown disabled, its price in its label and a hint saying
 * what it needs (and what the exchange can still add); the action refuses it all the same, for a card
 * drawn before the points ran short or a press that bypasses the button. Once nothing on the row can
 * be pressed the pool is done and the row goes. The words of a step, for its button and its trace line
 * (a buy that writes nothing says what it spent). Plain data out.
 */
import type { EffectCharacter } from "../../rules/effects";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import { REPAIR_BUYS, REPAIR_PRICES, exchanged, repairAffordable, repairPointsLeft, situationPicked, type RepairBuy } from "../../rules/effects/repair";
import type { EffectButton, EffectRow } from "../../kinds/effects-panel-types";
import type { EffectLogEntry } from "../../kinds/effect-fields";
import type { CardEnv } from "../../kinds/view";
import type { CompanionRef } from "../../operations/companion";
import { repairBuyOpen, repairStepsOf, repairTargets } from "../actions/repair-effects";
import { pluralText } from "../../locale";

const K = "VOWFORGE.CardEffect.Repair";

type T = CardEnv["localize"];

/** A step in words ("At a facility: 5 points", "+1 integrity: Starship (1 point)"); `name`: the asset's. */
export function repairStepLabel(t: T, step: string, points: Readonly<Record<string, number>>, name = ""): string {
  if (step.startsWith("situation.")) {
    const key = step.slice("situation.".length);
    return t(`${K}.Situation`, { situation: t(`${K}.Situations.${key}`), points: points[key] ?? 0 });
  }
  if (step === "exchange") return t(`${K}.Exchange`);
  const buy = step.slice("buy.".length) as RepairBuy;
  return t(`${K}.Buy.${buy}`, { price: REPAIR_PRICES[buy], name });
}

/**
 * The trace's words for a repair step: what it was (a buy's asset named from its write) and, where
 * the step writes nothing, the points in place of before → after: those the situation picked gave
 * ("At a facility", "5 repair points"), or those a module or device spent ("3 repair points spent …").
 */
export function repairTrace(t: T, entry: EffectLogEntry, effect: OutcomeEffect | undefined): { what: string; points: string | null } {
  if (!entry.repair || effect?.type !== "repairPoints") return { what: "", points: null };
  const { step, points } = entry.repair;
  if (step.startsWith("situation.")) {
    return { what: t(`${K}.Situations.${step.slice("situation.".length)}`), points: pluralText(t, `${K}.Gained`, points) };
  }
  const name = entry.writes.find((w) => w.doc === "companion")?.itemName ?? "";
  const spent = step.startsWith("buy.") && entry.writes.length === 0 ? pluralText(t, `${K}.Spent`, -points) : null;
  return { what: repairStepLabel(t, step, effect.points, name), points: spent };
}

/** Why a buy of `price` cannot be paid from `left` points, and what the exchange can still add (0: nothing, or not open). */
function shortHint(t: T, price: number, left: number, exchangesLeft: number): string {
  const short = pluralText(t, `${K}.Short`, price, { left: String(left) });
  return exchangesLeft > 0 ? `${short} ${pluralText(t, `${K}.ShortExchange`, exchangesLeft)}` : short;
}

/** The rows of the `repairPoints` effect at `index` for a viewer who may act. */
export function repairRows(
  t: T,
  effect: Extract<OutcomeEffect, { type: "repairPoints" }>,
  index: number,
  log: readonly EffectLogEntry[],
  character: EffectCharacter | null,
  companions: readonly CompanionRef[],
  vehicles: readonly CompanionRef[],
): EffectRow[] {
  const steps = repairStepsOf(log, index);
  const button = (repair: string, label: string, companion?: string): EffectButton => ({
    action: "applyEffect",
    label,
    effectIndex: String(index),
    optionIndex: null,
    repair,
    ...(companion === undefined ? {} : { companion }),
  });
  if (!situationPicked(steps)) {
    const buttons = Object.keys(effect.points).map((key) => button(`situation.${key}`, repairStepLabel(t, `situation.${key}`, effect.points)));
    return [{ heading: t(`${K}.Pick`), buttons }];
  }
  const left = repairPointsLeft(steps);
  // Points Sacrifice Resources can still add (offered to a Starforged character, whose supply it spends).
  const exchangesLeft = character?.ruleset === "starforged" ? effect.extraFromSupply - exchanged(steps) : 0;
  const buttons: EffectButton[] = [];
  if (exchangesLeft > 0) buttons.push(button("exchange", t(`${K}.Exchange`)));
  if ((left > 0 || exchangesLeft > 0) && character) {
    for (const buy of REPAIR_BUYS) {
      const step = `buy.${buy}`;
      if (!repairBuyOpen(step, character, companions, vehicles)) continue;
      const dear = repairAffordable(buy, left) ? {} : { disabled: true, hint: shortHint(t, REPAIR_PRICES[buy], left, exchangesLeft) };
      const targets = repairTargets(step, companions, vehicles);
      if (targets.length === 0) buttons.push({ ...button(step, repairStepLabel(t, step, effect.points)), ...dear });
      // Each asset its own button, naming it (data-companion when there are several to tell apart).
      for (const a of targets) buttons.push({ ...button(step, repairStepLabel(t, step, effect.points, a.name), targets.length > 1 ? a.id : undefined), ...dear });
    }
  }
  if (!buttons.some((b) => b.disabled !== true)) return [];
  return [{ heading: t(`${K}.Left`, { left }), buttons }];
}
