/**
 * Turns a RollRequest into the CardState of a rolled card, drawing every die from a DiceRoller. This is
 * what the Foundry roll classes do with real dice; the playground does it with its seeded generator,
 * through the same pure builders (each kind's `fromDice`, src/kinds/). The draw order is fixed per kind (action
 * die, then challenge dice, then the cursed die when asked; pool, then challenge dice; action dice, then threat dice; skill dice, then
 * helper dice, side a before side b) so a seed always gives the same card.
 */
import type { CardState, RollRequest } from "../src/kinds/registry";
import { cardFromDice, validateRequest } from "../src/kinds/registry";
import { forgeCount } from "../src/kinds/forge";
import { opposedCounts } from "../src/kinds/opposed";
import { planThreat } from "../src/kinds/threat";
import { poolCount } from "../src/kinds/pool";
import { strikeCounts } from "../src/kinds/strike";
import { type DiceRoller } from "./prng";

function dice(roller: DiceRoller, count: number, faces: number): number[] {
  return Array.from({ length: count }, () => roller.die(faces));
}

function challengeDice(roller: DiceRoller): [number, number] {
  return [roller.die(10), roller.die(10)];
}

/** Rolls the dice a request calls for and returns the card's state. Throws a RulesError on bad input. */
export function rollRequest(request: RollRequest, roller: DiceRoller): CardState {
  validateRequest(request);
  switch (request.kind) {
    case "action": {
      const actionDie = roller.die(6);
      const challenge = challengeDice(roller);
      // Sundered Isles' cursed die comes last, as in the Foundry roll's formula.
      const cursedDie = request.cursedDie ? roller.die(10) : null;
      return cardFromDice(request, { actionDie, challengeDice: challenge, cursedDie });
    }
    case "progress":
      return cardFromDice(request, { challengeDice: challengeDice(roller) });
    case "pool": {
      const pool = dice(roller, poolCount(request), 10);
      return cardFromDice(request, { pool, challengeDice: challengeDice(roller) });
    }
    case "threat": {
      const plan = planThreat(request);
      if (plan.kind !== "roll") return cardFromDice(request, null);
      const actionDice = dice(roller, plan.actionDice, 6);
      return cardFromDice(request, { actionDice, threatDice: dice(roller, plan.threatDice, 8) });
    }
    case "strike": {
      const counts = strikeCounts(request);
      const skillDice = dice(roller, counts.dice, 6);
      return cardFromDice(request, { dice: skillDice, helperDice: dice(roller, counts.helpers, 6) });
    }
    case "oracle":
      return cardFromDice(request, { roll: roller.die(100) });
    case "forge": {
      const pool = dice(roller, forgeCount(request), 10);
      return cardFromDice(request, { pool, challengeDice: challengeDice(roller) });
    }
    case "opposed": {
      const counts = opposedCounts(request);
      const side = (c: { dice: number; helpers: number }) => {
        const skill = dice(roller, c.dice, 6);
        return { dice: skill, helperDice: dice(roller, c.helpers, 6) };
      };
      const a = side(counts.a);
      return cardFromDice(request, { a, b: side(counts.b) });
    }
    case "purchase":
      return cardFromDice(request, { die: roller.die(6) });
  }
}
