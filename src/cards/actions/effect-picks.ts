/**
 * The answers a card's effect button carries beside which effect it applies: how much of an "up to N"
 * amount is taken (1..N; taking 0 is not pressing), and which suffer move an "any suffer move" effect
 * makes (Starforged's "make a suffer move (-1)", Pay the Price style). Pure: an answer and the effect
 * become the plain effects the applier takes; an answer out of range, or one the effect does not ask
 * for, is refused (a RulesError, shown localised) before anything is written.
 */
import { RulesError } from "../../rules/errors";
import { SUFFER_MOVES, sufferKindsOf, type EffectRuleset } from "../../rules/effects";
import type { EffectMeter, OutcomeEffect, SufferKind } from "../../rules/effects/vocabulary";

/** What the player picked on the button (absent: the effect asks nothing). */
export interface EffectAnswer {
  /** "Up to N": the amount taken, 1..N. */
  readonly amount?: number;
  /** "Any suffer move": the kind of suffer move made. */
  readonly suffer?: string;
  /** An effect on a companion: which one (its item id), where the character has several. */
  readonly companion?: string;
  /** A move taken as an automatic outcome: the option picked of its own choice (Sojourn's Resupply). */
  readonly inner?: number;
  /** Repair's points: the step taken ("situation.<key>", "exchange", "buy.<what>"). */
  readonly repair?: string;
}

/** The amounts an "up to" meter effect offers (1..N), or [] for any other effect. */
export function upToAmounts(effect: OutcomeEffect): number[] {
  if (effect.type !== "meter" || effect.upTo !== true) return [];
  return Array.from({ length: Math.abs(effect.amount) }, (_, i) => i + 1);
}

/** The suffer moves an "any" suffer effect offers: the ruleset's, where the card can write their meter. */
export function sufferChoices(ruleset: EffectRuleset, writes: (meter: EffectMeter) => boolean): Exclude<SufferKind, "any">[] {
  return sufferKindsOf(ruleset).filter((kind) => {
    const rule = SUFFER_MOVES[ruleset][kind];
    return rule !== undefined && writes(rule.meter);
  });
}

function outOfRange(what: string, value: unknown, min: number, max: number): RulesError {
  return new RulesError("ChoiceOutOfRange", `${what} must be one of ${min}..${max}`, { chosen: [value], min, max, options: max });
}

/**
 * The effect as the player answered it: an "up to" amount fixed at the amount taken (its "for each"
 * cost with it), an "any" suffer move made as the one picked; any other effect as it is, and only
 * without an answer.
 */
export function answeredEffect(
  effect: OutcomeEffect,
  answer: EffectAnswer,
  ruleset: EffectRuleset,
  writes: (meter: EffectMeter) => boolean,
): OutcomeEffect {
  const amounts = upToAmounts(effect);
  if (effect.type === "meter" && amounts.length > 0) {
    if (answer.suffer !== undefined) throw outOfRange("the suffer move", answer.suffer, 0, 0);
    const taken = answer.amount ?? amounts.length;
    if (!Number.isInteger(taken) || !amounts.includes(taken)) throw outOfRange("the amount taken", taken, 1, amounts.length);
    const { upTo: _upTo, ...fixed } = effect;
    return { ...fixed, amount: Math.sign(effect.amount) * taken };
  }
  if (effect.type === "suffer" && effect.move === "any") {
    if (answer.amount !== undefined) throw outOfRange("the amount", answer.amount, 0, 0);
    const choices = sufferChoices(ruleset, writes);
    const picked = choices.find((k) => k === answer.suffer);
    if (picked === undefined) throw outOfRange("the suffer move", answer.suffer, 1, choices.length);
    return { ...effect, move: picked };
  }
  if (answer.amount !== undefined || answer.suffer !== undefined) {
    throw new RulesError("NotOffered", "this effect takes no answer");
  }
  return effect;
}

/** The effect, option and answer a card button's arguments name (an index left out reads as none). */
export function effectPickOf(args: {
  effectIndex?: number;
  optionIndex?: number;
  amount?: number;
  sufferMove?: string;
  companion?: string;
  innerIndex?: number;
  repair?: string;
}): { effect: number; option: number | null } & EffectAnswer {
  return {
    effect: args.effectIndex ?? -1,
    option: args.optionIndex ?? null,
    ...(args.amount !== undefined ? { amount: args.amount } : {}),
    ...(args.sufferMove !== undefined ? { suffer: args.sufferMove } : {}),
    ...(args.companion !== undefined ? { companion: args.companion } : {}),
    ...(args.innerIndex !== undefined ? { inner: args.innerIndex } : {}),
    ...(args.repair !== undefined ? { repair: args.repair } : {}),
  };
}
