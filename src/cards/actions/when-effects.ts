/**
 * Effects that hold only when a test is true (`when`) on the card. A `when` guarding one choice
 * ("if your companion's health is not 0, you may ...") is offered as that choice, each option guarded
 * by the test, so the card shows the options where the test holds and nothing where it does not. A
 * test on the companion's health is the companion's the card targets (companion-effects.ts); any
 * other test is the character's. Pure.
 */
import { meterTestHolds, testMeter, whenBranch, type EffectCharacter, type EffectContext } from "../../rules/effects";
import type { EffectTest, OutcomeEffect } from "../../rules/effects/vocabulary";

/** Whether the test reads the companion's health (the targeted companion's, not the character's). */
export function readsCompanion(test: EffectTest): boolean {
  return testMeter(test) === "companionHealth";
}

/**
 * The effect as the card offers it: a `when` whose `then` is one choice and which has no `otherwise`
 * becomes that choice, its options each guarded by the test; any other effect as it is.
 */
export function guardedChoice(effect: OutcomeEffect): OutcomeEffect {
  if (effect.type !== "when" || effect.otherwise !== undefined || effect.then.length !== 1) return effect;
  const [choice] = effect.then;
  if (choice.type !== "choose") return effect;
  return {
    ...choice,
    options: choice.options.map((o) => ({ id: o.id, effects: [{ type: "when", test: effect.test, then: o.effects }] })),
  };
}

/**
 * Whether each `when` among `effects` whose test is the character's gives the character something
 * now (a `when` on the companion's health is left to the companion it reaches).
 */
export function characterGuardsHold(effects: readonly OutcomeEffect[], character: EffectCharacter, ctx: EffectContext): boolean {
  return effects.every((e) => e.type !== "when" || readsCompanion(e.test) || whenBranch(e, character, ctx).length > 0);
}

/** Whether each `when` among `effects` on the companion's health gives the companion at `health` something. */
export function companionGuardsHold(effects: readonly OutcomeEffect[], health: number): boolean {
  return effects.every((e) => {
    if (e.type !== "when" || !readsCompanion(e.test)) return true;
    return (meterTestHolds(e.test, { companionHealth: health }) ? e.then : (e.otherwise ?? [])).length > 0;
  });
}
