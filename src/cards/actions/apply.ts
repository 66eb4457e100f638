/**
 * What a card action does to a card, as plain data: the card's next state, the changes to make on its
 * actor and progress track (Ironsworn / Starforged numbers), and the operations to run on a Forged
 * Ties, Augur or Strike! character through the document operations (see operations.ts), computed with
 * the rules engine. Pure: the dice an action draws come from the caller (Foundry's dice in the chat log,
 * a seeded generator in the playground), and nothing is written here. Who may act, and writing the
 * documents, belong to card-actions.ts.
 */
import { burnMomentum as augurBurn, gainMomentum } from "../../rules/augur-momentum";
import { RulesError } from "../../rules/errors";
import { FORGE_OPTIONS } from "../../rules/forge";
import { assertInt, assertName, assertOneOf } from "../../rules/validate";
import { adjustMomentum, momentumReset } from "../../rules/momentum";
import { buildPool, PUSH_CHOICES } from "../../rules/pool";
import { assertRank, markProgress } from "../../rules/progress";
import type { ActionCardState } from "../../kinds/action";
import type { CardActionId } from "../../kinds/kind";
import type { CardState } from "../../kinds/registry";
import type { ForgeCardState } from "../../kinds/forge";
import { actionMomentumGain } from "../../kinds/action";
import { resolveCard } from "../../kinds/registry";
import { rerollAllowedFor, rerollDieOf } from "../../kinds/action";
import { forgedTiesOf, strikeOf } from "../../data/documents";
import { type ActorSubtype } from "../../data/index";
import { burnMomentumOf, offeredActions, type CardTargets } from "./offered";
import { forgeOptionsFor, removableHarm } from "../../kinds/forge";
import { readNumber, readString } from "../../data/tracks";
import { applyOutcomeEffect, isEffectCard, undoOutcomeEffect } from "./outcome-effects";
import { type CardActionArgs, type CardOperation } from "../../kinds/card-action";

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
export type SystemChanges = Record<string, number | boolean>;

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
  /** Operations on the characters, in order (see operations.ts); empty when there are none. */
  operations: CardOperation[];
}

interface Draft {
  card: CardState;
  actor?: SystemChanges | null;
  track?: SystemChanges | null;
  operations?: CardOperation[];
  /** False when the action stays open on the card after this (a helper's bond, with more helpers to go). */
  close?: boolean;
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

/** The momentum a card's burn would burn now, or null when it offers none. */
function burnOffered(state: CardState, targets: CardTargets): number | null {
  // The burn reads the actor's momentum now, not the momentum stored when the card was rolled (on a
  // threat card it must be 4 or more); either way it must improve the roll.
  const offer = resolveCard(state, burnMomentumOf(targets));
  if (offer.kind === "action") return offer.result.burn?.momentum ?? null;
  if (offer.kind === "threat") return offer.result?.burn?.momentum ?? null;
  return null;
}

function burn(state: CardState, targets: CardTargets): Draft {
  const actor = requireActor(targets);
  if (state.kind !== "action" && state.kind !== "threat") {
    throw new RulesError("NotOffered", "momentum cannot be burned on this card");
  }
  if (state.burnedMomentum !== null) {
    throw new RulesError("NotOffered", "momentum was already burned on this card");
  }
  const momentum = burnOffered(state, targets);
  if (momentum === null) throw new RulesError("NotOffered", "momentum cannot be burned on this card");
  if (state.kind === "threat") {
    return { card: { ...state, burnedMomentum: momentum }, actor: { momentum: augurBurn(momentum) } };
  }
  const reset = readNumber(actor.system, "momentumReset", Number.NaN);
  return {
    card: { ...state, burnedMomentum: momentum },
    actor: { momentum: Number.isInteger(reset) ? reset : momentumReset(markedOf(actor.system)) },
  };
}

function takeMomentum(state: CardState, targets: CardTargets, args: CardActionArgs): Draft {
  const actor = requireActor(targets);
  const current = readNumber(actor.system, "momentum", 0);
  if (state.kind === "threat" && targets.actor?.type === ("augurCharacter" satisfies ActorSubtype)) {
    return { card: state, operations: [{ op: "gainMomentum", n: state.momentumGained }] };
  }
  if (state.kind === "threat")
    return { card: state, actor: { momentum: gainMomentum(current, state.momentumGained) } };
  if (state.kind !== "action") throw new RulesError("NotOffered", "momentum is not taken from this card");
  const amount = actionMomentumGain(state);
  if (amount === null) throw new RulesError("NotOffered", "the move's outcome grants no momentum");
  if (args.amount !== undefined && args.amount !== amount) {
    throw new RulesError(
      "MomentumAmountMismatch",
      `the move grants +${amount} momentum, not ${String(args.amount)}`,
      { amount, value: args.amount },
    );
  }
  return { card: state, actor: { momentum: adjustMomentum(current, amount, markedOf(actor.system)) } };
}

function progress(state: CardState, targets: CardTargets): Draft {
  if (state.kind !== "progress" || !targets.track)
    throw new RulesError("NotOffered", "this card has no track to mark");
  const rank = readString(targets.track.system, "rank");
  assertRank(rank);
  return { card: state, track: { ticks: markProgress(readNumber(targets.track.system, "ticks", 0), rank) } };
}

/**
 * A push marks breaking on the card's Forged Ties character (through the operation: a ruin space or
 * the Broken box says so), then adds a die or raises effect. A card without such a character is pushed
 * all the same, with nothing to mark.
 */
function push(state: CardState, targets: CardTargets, args: CardActionArgs, draw: DrawDie): Draft {
  if (state.kind !== "pool") throw new RulesError("NotOffered", "only a pool roll can be pushed");
  assertOneOf(args.choice, PUSH_CHOICES, "push");
  const plan = buildPool({ skillDice: 1, effect: state.effect, push: args.choice });
  const operations: CardOperation[] =
    forgedTiesOf(targets.actor) && plan.breakingToMark > 0
      ? [{ op: "markBreaking", n: plan.breakingToMark, clearHeartFirst: false }]
      : [];
  if (plan.pushDice === 0)
    return { card: { ...state, effect: plan.effect, pushed: args.choice }, operations };
  return { card: { ...state, pool: [...state.pool, draw("pool")], pushed: args.choice }, operations };
}

function clearHeartFirst(args: CardActionArgs): boolean {
  if (args.choice !== undefined && args.choice !== "clearHeart") {
    throw new RulesError(
      "BadChoice",
      `breaking is marked with "clearHeart" or no choice, not ${String(args.choice)}`,
      { value: args.choice },
    );
  }
  return args.choice === "clearHeart";
}

function markBreaking(state: CardState, args: CardActionArgs): Draft {
  if (state.kind === "pool")
    return {
      card: state,
      operations: [{ op: "markBreaking", n: 1, clearHeartFirst: clearHeartFirst(args) }],
    };
  if (state.kind === "forge") {
    const resolved = resolveCard(state);
    if (resolved.kind !== "forge") throw new RulesError("NotOffered", "no forge result");
    const operation: CardOperation = {
      op: "forgeOutcome",
      outcome: resolved.result.outcome,
      option: null,
      harmIndex: null,
      clearHeartFirst: clearHeartFirst(args),
    };
    return { card: state, operations: [operation] };
  }
  throw new RulesError("NotOffered", "breaking is not marked from this card");
}

function markHarm(state: CardState, args: CardActionArgs): Draft {
  if (state.kind !== "pool") throw new RulesError("NotOffered", "harm is not marked from this card");
  const name = typeof args.name === "string" ? args.name.trim() : args.name;
  assertName(name, "harm name");
  return { card: state, operations: [{ op: "markHarm", name }] };
}

function forgeOption(state: CardState, targets: CardTargets, args: CardActionArgs): Draft {
  if (state.kind !== "forge") throw new RulesError("NotOffered", "only a forge card offers its options");
  const character = forgedTiesOf(targets.actor);
  if (!character) throw new RulesError("NoActor", "this action needs the card's Forged Ties character");
  assertOneOf(args.choice, FORGE_OPTIONS, "forge option");
  const outcome = resolveCard(state);
  if (outcome.kind !== "forge") throw new RulesError("NotOffered", "no forge result");
  const option = args.choice;
  if (!forgeOptionsFor(outcome.result.outcome, character).includes(option)) {
    throw new RulesError(
      "ForgeOptionNotOffered",
      `a forge ${outcome.result.outcome} does not offer ${option} now`,
      { outcome: outcome.result.outcome, option },
    );
  }
  const removes = option !== "markHeart";
  if (removes && !removableHarm(character).includes(args.harmIndex ?? -1)) {
    throw new RulesError(
      "BadHarmIndex",
      `harm slot ${String(args.harmIndex)} holds no harm a forge can remove`,
      { value: args.harmIndex },
    );
  }
  const harmIndex = removes ? (args.harmIndex as number) : null;
  return {
    card: state,
    operations: [
      { op: "forgeOutcome", outcome: outcome.result.outcome, option, harmIndex, clearHeartFirst: false },
    ],
  };
}

function markBond(state: CardState, args: CardActionArgs): Draft {
  if (state.kind !== "forge") throw new RulesError("NotOffered", "only a forge card has helpers");
  if (!state.actorUuid) throw new RulesError("NoActor", "a bond is marked with the card's character");
  assertInt(args.helperIndex, 0, state.helpers.length - 1, "helper");
  const index = args.helperIndex;
  const helper = state.helpers[index];
  if (helper.bondMarked)
    throw new RulesError("AlreadyApplied", `${helper.name} already marked their bond`, {
      action: "markBond",
    });
  const helpers = state.helpers.map((h, i) => (i === index ? { ...h, bondMarked: true } : { ...h }));
  const card: ForgeCardState = { ...state, helpers };
  return {
    card,
    operations: [
      { op: "markBond", helperIndex: index, forgerUuid: state.actorUuid, helperName: helper.name },
    ],
    close: helpers.every((h) => h.bondMarked),
  };
}

function learn(state: CardState, targets: CardTargets): Draft {
  if ((state.kind !== "strike" && state.kind !== "opposed") || state.skillId === null) {
    throw new RulesError("NotOffered", "no skill to learn on this card");
  }
  const character = strikeOf(targets.actor);
  if (!character) throw new RulesError("NoActor", "this action needs the card's Strike! character");
  // The name comes from the character's sheet, never from the card's text (its author may rewrite it).
  const skill = character.skills.find((s) => s.id === state.skillId);
  if (!skill) throw new RulesError("NotOffered", "the card's skill is not on the character's sheet");
  return { card: state, operations: [{ op: "learnSkill", skillId: skill.id, name: skill.name }] };
}

function reroll(state: CardState, args: CardActionArgs, draw: DrawDie): Draft {
  if (state.kind !== "action")
    throw new RulesError("NotOffered", "only an action roll's dice can be rerolled");
  assertInt(args.dieIndex, 0, 2, "die to reroll");
  if (!rerollAllowedFor(state, args.dieIndex)) {
    throw new RulesError("RerollNotAllowed", "this card allows no reroll of that die", {
      die: rerollDieOf(args.dieIndex) ?? "",
    });
  }
  const card: ActionCardState = { ...state, challengeDice: [...state.challengeDice] };
  if (args.dieIndex === 0) card.actionDie = draw("action");
  else card.challengeDice[args.dieIndex - 1] = draw("challenge");
  return { card };
}

/** Take Decisive Action: records that the character acted from a bad spot; the outcome drops a step. */
function badSpot(state: CardState): Draft {
  if (state.kind !== "progress" || state.badSpot !== false) {
    throw new RulesError("NotOffered", "this card does not ask about a bad spot");
  }
  return { card: { ...state, badSpot: true } };
}

/** An outcome effect applied from the card, or the last one undone (outcome-effects.ts); stays open. */
function outcomeEffect(
  action: "applyEffect" | "undoEffect",
  state: CardState,
  targets: CardTargets,
  args: CardActionArgs,
  user: EffectUser,
): Draft {
  if (!isEffectCard(state)) throw new RulesError("NotOffered", "this card has no outcome effects");
  const actor = requireActor(targets).system;
  const track = targets.track?.system ?? null;
  const done =
    action === "applyEffect"
      ? applyOutcomeEffect(state, { effect: args.effectIndex ?? -1, option: args.optionIndex ?? null }, actor, track, user)
      : undoOutcomeEffect(state, actor, track);
  const some = (changes: SystemChanges) => (Object.keys(changes).length > 0 ? changes : null);
  return {
    card: { ...state, effectLog: done.effectLog },
    actor: some(done.actor),
    track: some(done.track),
    close: false,
  };
}

/** Who applies an outcome effect (kept on the card's trace). */
export interface EffectUser {
  id: string;
  name: string;
}

function draft(
  action: CardActionId,
  state: CardState,
  targets: CardTargets,
  args: CardActionArgs,
  draw: DrawDie,
  user: EffectUser,
): Draft {
  switch (action) {
    case "applyEffect":
    case "undoEffect":
      return outcomeEffect(action, state, targets, args, user);
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
      return markHarm(state, args);
    case "markBreaking":
      return markBreaking(state, args);
    case "learnSkill":
      return learn(state, targets);
    case "forgeOption":
      return forgeOption(state, targets, args);
    case "markBond":
      return markBond(state, args);
    case "takeHarm":
      return { card: state, operations: [{ op: "takeHarm", n: 1 }] };
    case "loseMomentum":
      return { card: state, operations: [{ op: "loseMomentumInstead" }] };
    case "markShort":
      return { card: state, operations: [{ op: "markShort" }] };
    case "badSpot":
      return badSpot(state);
  }
}

/**
 * The die an action will draw, or null when it draws none or would be refused before drawing (so a
 * caller can roll it beforehand without casting a die for nothing).
 */
export function dieNeeded(action: CardActionId, state: CardState, args: CardActionArgs): DrawnDie | null {
  if (action === "push" && state.kind === "pool" && args.choice === "addDie") return "pool";
  if (
    action === "reroll" &&
    state.kind === "action" &&
    typeof args.dieIndex === "number" &&
    rerollAllowedFor(state, args.dieIndex)
  ) {
    return rerollDieOf(args.dieIndex);
  }
  return null;
}

/**
 * Applies `action` to the card. Throws a RulesError when the card does not offer it now (not offered
 * by the rules, or already applied) or the rules refuse it; `dice` draws any die the action rolls.
 * Every action closes on the card once applied, except markBond, which closes when the last helper has
 * marked their bond (each helper's mark is kept on the card).
 */
export function applyCardAction(
  state: CardState,
  action: CardActionId,
  args: CardActionArgs,
  targets: CardTargets,
  dice: DrawDie,
  user: EffectUser = { id: "", name: "" },
): CardActionResult {
  if (state.applied.includes(action))
    throw new RulesError("AlreadyApplied", `${action} was already applied on this card`, { action });
  if (!offeredActions(state, targets).includes(action))
    throw new RulesError("NotOffered", `the card does not offer ${action}`, { action });
  const drawn: CardActionResult["drawn"] = [];
  const draw: DrawDie = (kind) => {
    const value = dice(kind);
    assertInt(value, 1, DIE_FACES[kind], `${kind} die`);
    drawn.push({ kind, value });
    return value;
  };
  const result = draft(action, state, targets, args, draw, user);
  const applied = result.close === false ? [...state.applied] : [...state.applied, action];
  const card = { ...result.card, applied } as CardState;
  resolveCard(card);
  return {
    card,
    actor: result.actor ?? null,
    track: result.track ?? null,
    drawn,
    operations: result.operations ?? [],
  };
}
