/**
 * Turns a RollRequest into the CardState of a rolled card, drawing every die from a DiceRoller. This is
 * what the Foundry roll code does with real dice; the playground does it with its seeded generator.
 * The draw order is fixed per kind (action die, then challenge dice; pool, then challenge dice; action
 * dice, then threat dice; skill dice, then helper dice) so a seed always gives the same card.
 */
import { type CardState, type RollRequest } from "../src/chat/card-state";
import { gainMomentum } from "../src/rules/augur-momentum";
import { diceToRoll } from "../src/rules/strike";
import { planThreatRoll } from "../src/rules/threat";
import { type DiceRoller } from "./prng";

function dice(roller: DiceRoller, count: number, faces: number): number[] {
  return Array.from({ length: count }, () => roller.die(faces));
}

function challengeDice(roller: DiceRoller): [number, number] {
  return [roller.die(10), roller.die(10)];
}

/** Rolls the dice a request calls for and returns the card's state. Throws a RulesError on bad input. */
export function rollRequest(request: RollRequest, roller: DiceRoller): CardState {
  switch (request.kind) {
    case "action": {
      const actionDie = roller.die(6);
      return {
        ...request,
        actionDie,
        challengeDice: challengeDice(roller),
        burned: false,
        reroll: request.reroll ?? null,
        moveOutcomes: request.moveOutcomes ?? null,
        applied: [],
      };
    }
    case "progress":
      return { ...request, challengeDice: challengeDice(roller), applied: [] };
    case "pool": {
      const { dice: count, ...rest } = request;
      const pool = dice(roller, Math.max(1, count), 10);
      return { ...rest, pool, challengeDice: challengeDice(roller), applied: [] };
    }
    case "threat": {
      const { plan: planInput, ...rest } = request;
      const plan = planThreatRoll(planInput);
      const none = { actionDice: [], keep: "highest" as const, threatDice: [], momentumGained: 0 };
      if (plan.kind !== "roll") {
        return { ...rest, ...none, noRoll: plan.kind, burnedMomentum: null, applied: [] };
      }
      const actionDice = dice(roller, plan.actionDice, 6);
      const threatDice = dice(roller, plan.threatDice, 8);
      return {
        ...rest,
        noRoll: null,
        actionDice,
        keep: plan.keep,
        threatDice,
        momentumGained: plan.momentumGained,
        momentum: gainMomentum(rest.momentum, plan.momentumGained),
        burnedMomentum: null,
        applied: [],
      };
    }
    case "strike": {
      const { helpers, ...rest } = request;
      const plan = diceToRoll({ advantage: rest.advantage, disadvantage: rest.disadvantage });
      const skillDice = dice(roller, plan.count, 6);
      return { ...rest, dice: skillDice, helperDice: dice(roller, helpers, 6), applied: [] };
    }
    case "oracle":
      return { ...request, roll: roller.die(100), applied: [] };
  }
}
