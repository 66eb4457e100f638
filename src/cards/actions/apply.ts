/**
 * What a card action does to a card, as plain data: the card's next state, the changes to make on its
 * actor and progress track (Ironsworn / Starforged numbers), and the operations to run on a Forged
 * Ties, Augur or Strike! character through the document operations (see operations.ts). Each kind
 * declares how its actions apply (its `actions`, src/kinds/<kind>.ts); the outcome effects' own apply
 * on every card that carries them. Pure: the dice an action draws come from the caller (Foundry's dice
 * in the chat log, a seeded generator in the playground), and nothing is written here. Who may act,
 * and writing the documents, belong to card-actions.ts.
 *
 * In Foundry, `cardEffect` rolls the die an action draws with Foundry's dice (so it shows in the chat
 * log and in Dice So Nice), lets `applyCardAction` work out the card's next state and the document
 * changes, and turns those into Foundry update data. This module is the vowforge-card-actions.mjs
 * chunk, fetched with the first action a client applies (rollup.config.mjs).
 */
import { CHALLENGE_DIE_DENOMINATION } from "../../constants";
import { RulesError } from "../../rules/errors";
import { assertInt } from "../../rules/validate";
import {
  DRAWN_DIE_FACES,
  requireActor,
  type ActionDraft,
  type CardActionArgs,
  type CardOperation,
  type CardTargets,
  type DrawDie,
  type DrawnDie,
  type SystemChanges,
} from "../../kinds/contract";
import type { CardActionId } from "../../kinds/kind";
import { resolveCard, traitsOf, type CardState } from "../../kinds/registry";
import { isEffectCard } from "../../kinds/effect-cards";
import { offeredActions } from "../context/card-context";
import { loadedCardEffects } from "../effects-on-demand";
import { companionsOf, vehiclesOf } from "../../operations/companion";

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

/** An outcome effect applied from the card, or the last one undone (outcome-effects.ts); stays open. */
function outcomeEffect(
  action: "applyEffect" | "undoEffect",
  state: CardState,
  targets: CardTargets,
  args: CardActionArgs,
  user: EffectUser,
  draw: DrawDie,
): ActionDraft<CardState> {
  const effects = loadedCardEffects();
  if (!isEffectCard(state) || !effects) throw new RulesError("NotOffered", "this card has no outcome effects");
  const { applyOutcomeEffect, undoOutcomeEffect, needsRecommitDie, effectPickOf } = effects;
  const actor = requireActor(targets);
  const track = targets.track;
  const die = action === "applyEffect" && needsRecommitDie(state, args) ? draw("lowerChallenge") : undefined;
  const done =
    action === "applyEffect"
      ? applyOutcomeEffect(state, effectPickOf(args), actor, track, user, die, companionsOf(actor), vehiclesOf(actor))
      : undoOutcomeEffect(state, actor, track);
  const some = (changes: SystemChanges) => (Object.keys(changes).length > 0 ? changes : null);
  return {
    card: { ...state, effectLog: done.effectLog },
    actor: some(done.actor),
    track: some(done.track),
    operations: done.operations,
    close: false,
  };
}

/** Who applies an outcome effect (kept on the card's trace). */
export interface EffectUser {
  id: string;
  name: string;
}

/** How the card's kind applies `action`, or null when it has no such action. */
function kindAction(action: CardActionId, state: CardState) {
  return traitsOf(state).actions?.[action] ?? null;
}

/**
 * The die an action will draw, or null when it draws none or would be refused before drawing (so a
 * caller can roll it beforehand without casting a die for nothing).
 */
export function dieNeeded(action: CardActionId, state: CardState, args: CardActionArgs): DrawnDie | null {
  // A recommit by the lower of two fresh challenge dice (recommit-effects.ts), through the loaded effects.
  if (action === "applyEffect") return loadedCardEffects()?.needsRecommitDie(state, args) ? "lowerChallenge" : null;
  return kindAction(action, state)?.die?.(state, args) ?? null;
}

/**
 * Applies `action` to the card. Throws a RulesError when the card does not offer it now (not offered
 * by the rules, or already applied) or the rules refuse it; `dice` draws any die the action rolls.
 * Every action closes on the card once applied, except markBond, which closes when the last helper has
 * marked their bond (each helper's mark is kept on the card), and the outcome effects' own.
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
    assertInt(value, 1, DRAWN_DIE_FACES[kind], `${kind} die`);
    drawn.push({ kind, value });
    return value;
  };
  let result: ActionDraft<CardState>;
  if (action === "applyEffect" || action === "undoEffect") {
    result = outcomeEffect(action, state, targets, args, user, draw);
  } else {
    const own = kindAction(action, state);
    if (!own) throw new RulesError("NotOffered", `the card does not offer ${action}`, { action });
    result = own.apply(state, { targets, args, draw });
  }
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

/** What applying an action changes, as Foundry updates. */
export interface CardEffect {
  /** The card's next state, with the action in `applied`. */
  card: CardState;
  /** Update data for the actor ("system.momentum": 2), or null. */
  actor: Record<string, unknown> | null;
  /** Update data for the progress item, or null. */
  track: Record<string, unknown> | null;
  /** Dice rolled by the action (a Foundry Roll), to attach to the message; null when none. */
  roll: unknown;
  /** Operations on the characters (run by runCardOperations). */
  operations: CardOperation[];
}

const FORMULA: Readonly<Record<DrawnDie, string>> = {
  action: "1d6",
  challenge: `1d${CHALLENGE_DIE_DENOMINATION}`,
  pool: "1d10",
  // Foundry's keep-lowest modifier, as dnd5e's disadvantage rolls it (module/dice/d20-die.mjs "kl").
  lowerChallenge: `2d${CHALLENGE_DIE_DENOMINATION}kl`,
};

/** Rolls one die of `kind`: the roll to attach to the message and the face it shows. */
export type DieRoller = (kind: DrawnDie) => Promise<{ roll: unknown; value: number }>;

/** Rolls one die of a kind with Foundry and returns the roll with its face. */
export async function rollOne(kind: DrawnDie): Promise<{ roll: foundry.dice.Roll; value: number }> {
  const formula = FORMULA[kind];
  const roll = new foundry.dice.Roll(formula);
  await roll.evaluate();
  // Two dice kept lowest: the roll's total is the die kept (the other is discarded).
  const value = kind === "lowerChallenge" ? roll.total : roll.dice[0]?.results[0]?.result;
  if (typeof value !== "number")
    throw new RulesError("NoDieRolled", `rolling ${formula} gave no die`, { formula });
  return { roll, value };
}

function updateData(changes: SystemChanges | null): Record<string, unknown> | null {
  if (!changes) return null;
  return Object.fromEntries(Object.entries(changes).map(([path, value]) => [`system.${path}`, value]));
}

/** The effect of `action` on the card. Throws a RulesError when the rules refuse it. */
export async function cardEffect(
  action: CardActionId,
  state: CardState,
  targets: CardTargets,
  args: CardActionArgs,
  roll: DieRoller = rollOne,
  user?: EffectUser,
): Promise<CardEffect> {
  const kind = dieNeeded(action, state, args);
  const rolled = kind ? await roll(kind) : null;
  const result = applyCardAction(state, action, args, targets, (asked) => {
    if (!rolled || asked !== kind)
      throw new RulesError("NoDieRolled", `no ${asked} die was rolled for this action`, {
        formula: FORMULA[asked],
      });
    return rolled.value;
  }, user);
  return {
    card: result.card,
    actor: updateData(result.actor),
    track: updateData(result.track),
    roll: rolled?.roll ?? null,
    operations: result.operations,
  };
}
