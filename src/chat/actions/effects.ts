/**
 * What each card action does: the card's next state and the writes on its actor or track, computed from
 * the rules engine. Async only where a die is rolled (a push that adds a die, a reroll).
 */
import { ChallengeDie } from "../../dice/terms/challenge-die";
import { adjustMomentum, momentumReset } from "../../rules/momentum";
import { burnMomentum as augurBurn, gainMomentum } from "../../rules/augur-momentum";
import { buildPool, PUSH_CHOICES } from "../../rules/pool";
import { assertRank, markProgress } from "../../rules/progress";
import { RulesError } from "../../rules/errors";
import { assertInt, assertOneOf } from "../../rules/validate";
import { type CardActionId, type CardState } from "../card-state";
import { resolveCard } from "../resolve-card";
import { type CardTargets } from "./offered";
import { readNumber, readString, readTrack } from "./tracks";
import { type CardActionArgs } from "./types";

/** What applying an action changes. */
export interface CardEffect {
  /** The card's next state (without the action in `applied` yet). */
  card: CardState;
  /** Changes for the actor, or null. */
  actor: Record<string, unknown> | null;
  /** Changes for the progress item, or null. */
  track: Record<string, unknown> | null;
  /** Dice rolled by the action, to attach to the message; null when none. */
  roll: foundry.dice.Roll | null;
}

/** Rolls one die of `formula` ("1d10", "1dx", "1d6") with Foundry and returns it with its face. */
async function rollOne(formula: string): Promise<{ roll: foundry.dice.Roll; value: number }> {
  const roll = new foundry.dice.Roll(formula);
  await roll.evaluate();
  const value = roll.dice[0]?.results[0]?.result;
  if (typeof value !== "number") throw new RulesError("NoDieRolled", `rolling ${formula} gave no die`);
  return { roll, value };
}

function requireActor(targets: CardTargets): { system: unknown } {
  if (!targets.actor) throw new RulesError("NoActor", "this action needs the card's actor");
  return targets.actor;
}

/** Marked debilities/impacts of an Ironsworn or Starforged character (its derived `marked`). */
function markedOf(system: unknown): number {
  const marked = readNumber(system, "marked", Number.NaN);
  if (Number.isInteger(marked)) return marked;
  const max = readNumber(system, "momentumMax", 10);
  return 10 - max;
}

function markOne(system: unknown, key: string): Record<string, unknown> {
  const track = readTrack(system, key);
  if (!track) throw new RulesError("NoTrack", `the actor has no ${key} track`, { key });
  if (track.max !== null && track.value >= track.max) throw new RulesError("TrackFull", `${key} is already full`, { key });
  return { [track.path]: track.value + 1 };
}

function burn(state: CardState, targets: CardTargets): CardEffect {
  const actor = requireActor(targets);
  if (state.kind === "action") {
    const card = { ...state, burned: true };
    resolveCard(card); // refuses a burn that would not improve the roll
    const reset = readNumber(actor.system, "momentumReset", Number.NaN);
    const value = Number.isInteger(reset) ? reset : momentumReset(markedOf(actor.system));
    return { card, actor: { "system.momentum": value }, track: null, roll: null };
  }
  if (state.kind === "threat") {
    const card = { ...state, burnedMomentum: state.momentum };
    resolveCard(card); // refuses a burn below 4 or one that would not improve the roll
    return { card, actor: { "system.momentum": augurBurn(state.momentum) }, track: null, roll: null };
  }
  throw new RulesError("NotOffered", "momentum cannot be burned on this card");
}

function takeMomentum(state: CardState, targets: CardTargets, args: CardActionArgs): CardEffect {
  const actor = requireActor(targets);
  const current = readNumber(actor.system, "momentum", 0);
  if (state.kind === "threat") {
    return { card: state, actor: { "system.momentum": gainMomentum(current, state.momentumGained) }, track: null, roll: null };
  }
  if (state.kind !== "action") throw new RulesError("NotOffered", "momentum is not taken from this card");
  assertInt(args.amount, 1, 10, "momentum to take");
  return { card: state, actor: { "system.momentum": adjustMomentum(current, args.amount, markedOf(actor.system)) }, track: null, roll: null };
}

function progress(state: CardState, targets: CardTargets): CardEffect {
  if (state.kind !== "progress" || !targets.track) throw new RulesError("NotOffered", "this card has no track to mark");
  const rank = readString(targets.track.system, "rank");
  assertRank(rank);
  const ticks = markProgress(readNumber(targets.track.system, "ticks", 0), rank);
  return { card: state, actor: null, track: { "system.ticks": ticks }, roll: null };
}

async function push(state: CardState, targets: CardTargets, args: CardActionArgs): Promise<CardEffect> {
  if (state.kind !== "pool") throw new RulesError("NotOffered", "only a pool roll can be pushed");
  assertOneOf(args.choice, PUSH_CHOICES, "push");
  const plan = buildPool({ skillDice: 1, effect: state.effect, push: args.choice });
  const breaking = targets.actor ? readTrack(targets.actor.system, "breaking") : null;
  const actor = breaking && plan.breakingToMark > 0 ? { [breaking.path]: Math.min(breaking.value + plan.breakingToMark, breaking.max ?? Infinity) } : null;
  if (plan.pushDice === 0) return { card: { ...state, effect: plan.effect, pushed: args.choice }, actor, track: null, roll: null };
  const { roll, value } = await rollOne("1d10");
  return { card: { ...state, pool: [...state.pool, value], pushed: args.choice }, actor, track: null, roll };
}

async function reroll(state: CardState, args: CardActionArgs): Promise<CardEffect> {
  if (state.kind !== "action") throw new RulesError("NotOffered", "only an action roll's dice can be rerolled here");
  assertInt(args.dieIndex, 0, 2, "die to reroll");
  if (args.dieIndex === 0) {
    const { roll, value } = await rollOne("1d6");
    return { card: { ...state, actionDie: value }, actor: null, track: null, roll };
  }
  const { roll, value } = await rollOne(`1d${ChallengeDie.DENOMINATION}`);
  const challengeDice: [number, number] = args.dieIndex === 1 ? [value, state.challengeDice[1]] : [state.challengeDice[0], value];
  return { card: { ...state, challengeDice }, actor: null, track: null, roll };
}

/** The effect of `action` on the card. Throws a RulesError when the rules refuse it. */
export async function cardEffect(action: CardActionId, state: CardState, targets: CardTargets, args: CardActionArgs): Promise<CardEffect> {
  switch (action) {
    case "burnMomentum":
      return burn(state, targets);
    case "takeMomentum":
      return takeMomentum(state, targets, args);
    case "markProgress":
      return progress(state, targets);
    case "push":
      return push(state, targets, args);
    case "reroll":
      return reroll(state, args);
    case "markHarm":
      return { card: state, actor: markOne(requireActor(targets).system, "harm"), track: null, roll: null };
    case "markBreaking":
      return { card: state, actor: markOne(requireActor(targets).system, "breaking"), track: null, roll: null };
    case "learnSkill":
      throw new RulesError("NotOffered", "learning a skill is not applied from the card");
  }
}
