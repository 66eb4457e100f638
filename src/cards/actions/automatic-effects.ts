/**
 * A move taken as an automatic outcome from the card (Starforged's Sojourn: each pick is a recover
 * move's automatic strong hit, SF-26): the pick's effects are the named move's own, carried in the
 * data (`makeMove` with `automatic` and `effects`), applied as made during the rolled move (Hearten's
 * "+1 more" as you Sojourn). Which such picks the card can apply (each effect, both branches of a
 * condition, every option of the move's own choice), the choice within them the player answers
 * (Resupply's "choose one"), and the inputs that answer gives the applier. Pure.
 */
import { RulesError } from "../../rules/errors";
import type { EffectInput } from "../../rules/effects/apply";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";

type MakeMove = Extract<OutcomeEffect, { type: "makeMove" }>;
type Choose = Extract<OutcomeEffect, { type: "choose" }>;

/** An automatic move that carries its effects. */
export type AutomaticMove = MakeMove & { readonly effects: readonly OutcomeEffect[]; readonly move: string };

/** Whether the effect is a move taken as an automatic outcome, with its effects carried. */
export function isAutomatic(effect: OutcomeEffect): effect is AutomaticMove {
  return effect.type === "makeMove" && effect.automatic !== undefined && effect.effects !== undefined && effect.move !== undefined;
}

/** The choice among the automatic move's effects the player answers (at most one), or null. */
export function innerChoice(effect: OutcomeEffect): Choose | null {
  if (!isAutomatic(effect)) return null;
  const choices = effect.effects.filter((e): e is Choose => e.type === "choose");
  return choices.length === 1 ? choices[0] : null;
}

/**
 * Whether the card can apply the automatic move: each of its effects by `can` (the card's own test),
 * a condition's both branches, and its one choice's every option; never a suffer move (a roll of its
 * own) nor a second choice.
 */
export function automaticApplicable(effect: OutcomeEffect, can: (e: OutcomeEffect) => boolean): boolean {
  if (!isAutomatic(effect)) return false;
  const plain = (e: OutcomeEffect): boolean => {
    if (e.type === "when") return [...e.then, ...(e.otherwise ?? [])].every(plain);
    return e.type !== "choose" && e.type !== "suffer" && e.type !== "repairPoints" && can(e);
  };
  const choices = effect.effects.filter((e) => e.type === "choose");
  if (choices.length > 1) return false;
  return effect.effects.every((e) =>
    e.type === "choose" ? e.min === 1 && e.max === 1 && e.options.every((o) => o.effects.every(plain)) : plain(e),
  );
}

/**
 * The applier's inputs for `effects` (an option's), with `inner` the option picked of an automatic
 * move's own choice; refused ("NotOffered") when `inner` is given and no such choice asks for it.
 * Left out where one asks, the applier refuses the empty choice ("ChoiceOutOfRange").
 */
export function automaticInputs(effects: readonly OutcomeEffect[], inner: number | undefined): (EffectInput | undefined)[] {
  if (inner !== undefined && !effects.some((e) => innerChoice(e) !== null)) {
    throw new RulesError("NotOffered", "this effect takes no choice of its own");
  }
  return effects.map((e) => {
    const choice = innerChoice(e);
    if (!choice || !isAutomatic(e)) return undefined;
    return { branch: e.effects.map((x) => (x === choice ? { chosen: inner === undefined ? [] : [inner] } : undefined)) };
  });
}
