/**
 * Repair's points spent on the card (SF-25): the pool a `repairPoints` effect opened, read from the
 * card's trace (each line a step that gained or spent points; an undone one counts for nothing, so
 * undo gives its points back), and one step applied to the character's documents: the situation's
 * points; -1 supply (Sacrifice Resources) for +1 point; clearing the battered impact; +1 integrity on
 * a vehicle asset or +1 health on a companion asset (their item's meter, as a companion's effects
 * write it: companion-effects.ts); a module or another device, which the documents do not hold,
 * with its trace line only. Pure.
 */
import { RulesError } from "../../rules/errors";
import { applyEffects, pickCompanion, sufferMove, type EffectCharacter, type EffectChange } from "../../rules/effects";
import { repairStep, type RepairStep } from "../../rules/effects/repair";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import type { EffectLogEntry } from "../../kinds/effect-fields";
import type { CompanionRef } from "../../operations/companion";
import { withCompanion } from "./companion-effects";

type RepairPoints = Extract<OutcomeEffect, { type: "repairPoints" }>;

/** The steps taken with the points of the card's effect `effect` (lines not undone). */
export function repairStepsOf(log: readonly EffectLogEntry[], effect: number): RepairStep[] {
  return log.flatMap((e) => (!e.undone && e.effect === effect && e.repair ? [e.repair] : []));
}

/** The assets a buy may reach: companions below their maximum health, vehicles below their maximum integrity. */
export function repairTargets(buy: string, companions: readonly CompanionRef[], vehicles: readonly CompanionRef[]): CompanionRef[] {
  const below = (list: readonly CompanionRef[]) => list.filter((a) => a.health < a.max);
  if (buy === "buy.companionHealth") return below(companions);
  if (buy === "buy.integrity") return below(vehicles);
  return [];
}

/** Whether the character can take `buy` now (battered marked to clear; an asset below its maximum). */
export function repairBuyOpen(buy: string, character: EffectCharacter, companions: readonly CompanionRef[], vehicles: readonly CompanionRef[]): boolean {
  if (buy === "buy.battered") return character.conditions.battered === true;
  if (buy === "buy.companionHealth" || buy === "buy.integrity") return repairTargets(buy, companions, vehicles).length > 0;
  return true;
}

/** What one step does: the step, the character after (with the asset reached as its companion), the changes, the asset. */
export interface RepairDone {
  readonly step: RepairStep;
  readonly before: EffectCharacter;
  readonly character: EffectCharacter;
  readonly changes: readonly EffectChange[];
  readonly asset: CompanionRef | null;
  readonly vehicle: boolean;
}

/**
 * Applies the step `answer` of the effect to `own`; `steps` are those taken already. Refused
 * ("NotOffered") for a buy the character cannot take now, and as repairStep refuses.
 */
export function applyRepairStep(
  effect: RepairPoints,
  answer: string | undefined,
  steps: readonly RepairStep[],
  own: EffectCharacter,
  companions: readonly CompanionRef[],
  vehicles: readonly CompanionRef[],
  assetId?: string,
): RepairDone {
  if (answer === undefined) throw new RulesError("NotOffered", "pick what to do with the repair points");
  const step = repairStep(answer, steps, effect.points, effect.extraFromSupply);
  if (step.points < 0 && !repairBuyOpen(answer, own, companions, vehicles)) {
    throw new RulesError("NotOffered", "the character has nothing that buy repairs now");
  }
  const targets = repairTargets(answer, companions, vehicles);
  if (targets.length === 0 && assetId !== undefined) throw new RulesError("NotOffered", "this step reaches no asset");
  const asset = targets.length > 0 ? pickCompanion(targets, assetId) : null;
  const before = asset ? withCompanion(own, asset) : own;
  const base = { step, before, asset, vehicle: answer === "buy.integrity" };
  if (answer === "exchange") {
    const done = sufferMove(own, "resources", 1);
    return { ...base, character: done.character, changes: done.changes };
  }
  if (answer === "buy.battered") {
    const done = applyEffects([{ type: "condition", key: "battered", mark: false }], own, { moveId: "" });
    return { ...base, character: done.character, changes: done.changes };
  }
  if (asset) {
    const done = applyEffects([{ type: "meter", meter: "companionHealth", amount: 1 }], before, { moveId: "" });
    return { ...base, character: done.character, changes: done.changes };
  }
  return { ...base, character: own, changes: [] };
}
