/**
 * What a card action does to a card, as plain data: the card's next state and the changes to make on
 * its actor and progress track, computed with the rules engine. Pure: the dice an action draws come
 * from the caller (Foundry's dice in the chat log, a seeded generator in the playground), and nothing
 * is written here. Who may act, and writing the documents, belong to card-actions.ts.
 */
import { burnMomentum as augurBurn, gainMomentum } from "../../rules/augur-momentum";
import { RulesError } from "../../rules/errors";
import { adjustMomentum, momentumReset } from "../../rules/momentum";
import { buildPool, PUSH_CHOICES } from "../../rules/pool";
import { assertRank, markProgress } from "../../rules/progress";
import { assertInt, assertOneOf } from "../../rules/validate";
import { type ActionCardState, type CardActionId, type CardState } from "../card-state";
import { actionMomentumGain } from "../move-momentum";
import { resolveCard } from "../resolve-card";
import { rerollAllowedFor, rerollDieOf } from "../reroll";
import { offeredActions, type CardTargets } from "./offered";
import { readNumber, readString, readTrack } from "./tracks";
import { type CardActionArgs } from "./types";

/** The kinds of die an action may draw: the d6 action die, a d10 challenge die, a d10 of a pool. */
export type DrawnDie = "action" | "challenge" | "pool";

/** Faces of each kind of die. */
export const DIE_FACES: Readonly<Record<DrawnDie, number>> = { action: 6, challenge: 10, pool: 10 };

/** Draws one die of a kind and returns its face (1..DIE_FACES[kind]). */
export type DrawDie = (kind: DrawnDie) => number;

/**
 * Changes to a document's `system`, by path below `system` ("momentum", "harm.value", "ticks"):
 * Foundry's update takes them as "system.<path>", the playground sets them on its sample character.
 */
export type SystemChanges = Record<string, number>;

/** What applying an action gives. */
export interface CardActionResult {
  /** The card's next state, with the action in `applied`. */
  card: CardState;
  /** Changes for the card's actor, or null. */
  actor: SystemChanges | null;
  /** Changes for the card's progress item, or null. */
  track: SystemChanges | null;
  /** The dice drawn, in order (at most one today). */
  drawn: Array<{ kind: DrawnDie; value: number }>;
}

interface Draft {
  card: CardState;
  actor?: SystemChanges | null;
  track?: SystemChanges | null;
}

function requireActor(targets: CardTargets): { system: unknown } {
  if (!targets.actor) throw new RulesError("NoActor", "this action needs the card's actor");
  return targets.actor;
}

/** Marked debilities/impacts of an Ironsworn or Starforged character (its derived `marked`). */
function markedOf(system: unknown): number {
  const marked = readNumber(system, "marked", Number.NaN);
  if (Number.isInteger(marked)) return marked;
  return 10 - readNumber(system, "momentumMax", 10);
}

/** A track path below `system` ("system.harm.value" -> "harm.value"). */
function below(path: string): string {
  return path.replace(/^system\./, "");
}

function markOne(system: unknown, key: string): SystemChanges {
  const track = readTrack(system, key);
  if (!track) throw new RulesError("NoTrack", `the actor has no ${key} track`, { key });
  if (track.max !== null && track.value >= track.max) throw new RulesError("TrackFull", `${key} is already full`, { key });
  return { [below(track.path)]: track.value + 1 };
}

function burn(state: CardState, targets: CardTargets): Draft {
  const actor = requireActor(targets);
  if (state.kind === "action") {
    const card = { ...state, burned: true };
    resolveCard(card); // refuses a burn that would not improve the roll
    const reset = readNumber(actor.system, "momentumReset", Number.NaN);
    return { card, actor: { momentum: Number.isInteger(reset) ? reset : momentumReset(markedOf(actor.system)) } };
  }
  if (state.kind === "threat") {
    const card = { ...state, burnedMomentum: state.momentum };
    resolveCard(card); // refuses a burn below 4 or one that would not improve the roll
    return { card, actor: { momentum: augurBurn(state.momentum) } };
  }
  throw new RulesError("NotOffered", "momentum cannot be burned on this card");
}

function takeMomentum(state: CardState, targets: CardTargets, args: CardActionArgs): Draft {
  const actor = requireActor(targets);
  const current = readNumber(actor.system, "momentum", 0);
  if (state.kind === "threat") return { card: state, actor: { momentum: gainMomentum(current, state.momentumGained) } };
  if (state.kind !== "action") throw new RulesError("NotOffered", "momentum is not taken from this card");
  const amount = actionMomentumGain(state);
  if (amount === null) throw new RulesError("NotOffered", "the move's outcome grants no momentum");
  if (args.amount !== undefined && args.amount !== amount) {
    throw new RulesError("MomentumAmountMismatch", `the move grants +${amount} momentum, not ${String(args.amount)}`, { amount, value: args.amount });
  }
  return { card: state, actor: { momentum: adjustMomentum(current, amount, markedOf(actor.system)) } };
}

function progress(state: CardState, targets: CardTargets): Draft {
  if (state.kind !== "progress" || !targets.track) throw new RulesError("NotOffered", "this card has no track to mark");
  const rank = readString(targets.track.system, "rank");
  assertRank(rank);
  return { card: state, track: { ticks: markProgress(readNumber(targets.track.system, "ticks", 0), rank) } };
}

function push(state: CardState, targets: CardTargets, args: CardActionArgs, draw: DrawDie): Draft {
  if (state.kind !== "pool") throw new RulesError("NotOffered", "only a pool roll can be pushed");
  assertOneOf(args.choice, PUSH_CHOICES, "push");
  const plan = buildPool({ skillDice: 1, effect: state.effect, push: args.choice });
  const breaking = targets.actor ? readTrack(targets.actor.system, "breaking") : null;
  const actor =
    breaking && plan.breakingToMark > 0
      ? { [below(breaking.path)]: Math.min(breaking.value + plan.breakingToMark, breaking.max ?? Infinity) }
      : null;
  if (plan.pushDice === 0) return { card: { ...state, effect: plan.effect, pushed: args.choice }, actor };
  return { card: { ...state, pool: [...state.pool, draw("pool")], pushed: args.choice }, actor };
}

function reroll(state: CardState, args: CardActionArgs, draw: DrawDie): Draft {
  if (state.kind !== "action") throw new RulesError("NotOffered", "only an action roll's dice can be rerolled");
  assertInt(args.dieIndex, 0, 2, "die to reroll");
  if (!rerollAllowedFor(state, args.dieIndex)) {
    throw new RulesError("RerollNotAllowed", "this card allows no reroll of that die", { die: rerollDieOf(args.dieIndex) ?? "" });
  }
  const card: ActionCardState = { ...state, challengeDice: [...state.challengeDice] };
  if (args.dieIndex === 0) card.actionDie = draw("action");
  else card.challengeDice[args.dieIndex - 1] = draw("challenge");
  return { card };
}

function draft(action: CardActionId, state: CardState, targets: CardTargets, args: CardActionArgs, draw: DrawDie): Draft {
  switch (action) {
    case "burnMomentum":
      return burn(state, targets);
    case "takeMomentum":
      return takeMomentum(state, targets, args);
    case "markProgress":
      return progress(state, targets);
    case "push":
      return push(state, targets, args, draw);
    case "reroll":
      return reroll(state, args, draw);
    case "markHarm":
      return { card: state, actor: markOne(requireActor(targets).system, "harm") };
    case "markBreaking":
      return { card: state, actor: markOne(requireActor(targets).system, "breaking") };
    case "learnSkill":
      throw new RulesError("NotOffered", "learning a skill is not applied from the card");
  }
}

/**
 * The die an action will draw, or null when it draws none or would be refused before drawing (so a
 * caller can roll it beforehand without casting a die for nothing).
 */
export function dieNeeded(action: CardActionId, state: CardState, args: CardActionArgs): DrawnDie | null {
  if (action === "push" && state.kind === "pool" && args.choice === "addDie") return "pool";
  if (action === "reroll" && state.kind === "action" && typeof args.dieIndex === "number" && rerollAllowedFor(state, args.dieIndex)) {
    return rerollDieOf(args.dieIndex);
  }
  return null;
}

/**
 * Applies `action` to the card. Throws a RulesError when the card does not offer it now (not offered
 * by the rules, or already applied) or the rules refuse it; `dice` draws any die the action rolls.
 */
export function applyCardAction(
  state: CardState,
  action: CardActionId,
  args: CardActionArgs,
  targets: CardTargets,
  dice: DrawDie,
): CardActionResult {
  if (state.applied.includes(action)) throw new RulesError("AlreadyApplied", `${action} was already applied on this card`, { action });
  if (!offeredActions(state, targets).includes(action)) throw new RulesError("NotOffered", `the card does not offer ${action}`, { action });
  const drawn: CardActionResult["drawn"] = [];
  const draw: DrawDie = (kind) => {
    const value = dice(kind);
    assertInt(value, 1, DIE_FACES[kind], `${kind} die`);
    drawn.push({ kind, value });
    return value;
  };
  const result = draft(action, state, targets, args, draw);
  const card = { ...result.card, applied: [...state.applied, action] } as CardState;
  resolveCard(card);
  return { card, actor: result.actor ?? null, track: result.track ?? null, drawn };
}
