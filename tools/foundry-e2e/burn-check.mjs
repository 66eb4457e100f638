/**
 * What a momentum burn must leave behind (docs/rulings.md; src/cards/actions/card-actions.ts): the actor's
 * momentum at its reset value, the card recording the momentum burned and listing the burn as applied,
 * its outcome changed (a burn is offered only when it improves the roll), and no Burn button left.
 * The seeded dice's faces, compared with what the seed should give, tell a licensed run whether
 * ceil(u × faces) is Foundry's mapping (dice-seed.mjs).
 */
import { SEED_UNIFORM, seededFace } from "./dice-seed.mjs";

/**
 * @param {import("./burn-check.d.mts").BurnSeen} seen
 * @returns {string[]} what is wrong, empty when the burn did what it must
 */
export function judgeBurn(seen) {
  const problems = [];
  if (seen.burnedMomentum !== seen.momentumBefore)
    problems.push(`the card records a burn of ${seen.burnedMomentum}, not the ${seen.momentumBefore} momentum burned`);
  if (seen.momentumAfter !== seen.reset)
    problems.push(`momentum is ${seen.momentumAfter} after the burn, not its reset value ${seen.reset}`);
  if (!seen.applied.includes("burnMomentum")) problems.push("the card does not list the burn as applied");
  if (seen.outcomeAfter === seen.outcomeBefore)
    problems.push(`the card's outcome stayed "${seen.outcomeBefore}" after the burn`);
  if (seen.buttonShown) problems.push("the card still offers Burn");
  return problems;
}

/**
 * The dice a card stored (an action card's action die and challenge dice, a threat card's action and
 * threat dice), and whether they are the faces the seed gives.
 *
 * @param {{ kind: string; dice: Record<string, unknown> | null }} card the card's kind and its kind's stored data
 */
export function seededFaces({ kind, dice }) {
  const list = (v) => (Array.isArray(v) ? v : typeof v === "number" ? [v] : []);
  const groups =
    kind === "action"
      ? [["action die", list(dice?.actionDie), 6], ["challenge dice", list(dice?.challengeDice), 10]]
      : kind === "threat"
        ? [["action dice", list(dice?.actionDice), 6], ["threat dice", list(dice?.threatDice), 8]]
        : [];
  const text = groups.map(([name, values]) => `${name} ${values.join(", ")}`).join("; ");
  const expected = groups.length > 0 && groups.every(([, values, faces]) => values.length > 0 && values.every((v) => v === seededFace(SEED_UNIFORM, faces)));
  return { text, expected };
}
