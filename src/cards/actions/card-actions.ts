/**
 * The card-action runner: burn momentum, take momentum, mark progress, push, reroll, mark harm or
 * breaking, the forge's options and helpers' bonds, Augur harm or momentum instead, learning a skill,
 * marking Short, an outcome effect applied or undone. One entry point, `runCardAction`, checks that
 * the action is offered on this card, not applied yet, and that the user owns the actor (or is the GM;
 * a helper's bond: the helper's owner), works out what the action does, then writes the characters
 * (through the document operations where they have them) and the card once, with what followed as
 * notes on the card.
 *
 * Once only, however many clicks or users: while a GM is connected, every action is carried out by the
 * active GM's client (players' requests travel over the system socket), where each action holds the
 * write locks of the message and of every document it may write (operations/write-lock.ts), so actions
 * on one card, or on two cards of one actor, run one after another, and each re-reads the stored
 * `applied` list and the documents first. The GM re-checks the requesting user's ownership. With no GM
 * connected, a user who may update the message acts locally.
 *
 * What an action does to a card is worked out as plain data first (`applyCardAction`): the card's next
 * state, the changes to make on its actor and progress track (Ironsworn / Starforged numbers), and the
 * operations to run on a Forged Ties, Augur or Strike! character through the document operations (see
 * operations.ts). Each kind declares how its actions apply (its `actions`, src/kinds/<kind>.ts); the
 * outcome effects' own apply on every card that carries them. That step is pure: the dice an action
 * draws come from the caller (Foundry's dice in the chat log, a seeded generator in the playground),
 * and nothing is written there. In Foundry, `cardEffect` rolls the die an action draws with Foundry's
 * dice (so it shows in the chat log and in Dice So Nice) and turns the result into Foundry update data.
 *
 * A card's buttons (chat/chat-message.ts) and the GM's socket handler (vowforge.ts) call it directly;
 * drawing a card, its offers and who may act are log-cards.ts's.
 */
import { CHALLENGE_DIE_DENOMINATION } from "../../constants";
import { cardDocuments, resolveCard, storeCard, traitsOf, type CardState } from "../../kinds/registry";
import { CARD_ACTIONS, type CardActionId, type CardNote } from "../../kinds/shape";
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
import { isEffectCard } from "../../kinds/effect-cards";
import { cardOfMessage, FOUNDRY_CARD_LOOKUP, loadTargets, mayAct, offeredActions, type CardLookup } from "../log-cards";
import { showDice } from "../../dice/dice-so-nice";
import { RulesError } from "../../rules/errors";
import { assertInt } from "../../rules/validate";
import { type TrackActor } from "../../operations/actor-write";
import { CARD_ACTION_REQUEST, isSocketFailure, requestFromActiveGM } from "../socket";
import { withWriteLocks } from "../../operations/write-lock";
import { loadedCardEffects } from "../effects-on-demand";
import { runCardOperations } from "./operations";
import { type ActingUser, type CardMessage } from "./types";
import { announceCardAction } from "../../module-hooks";
import { companionsOf, vehiclesOf } from "../../operations/companion";

/** Why an action was refused; each is a key under VOWFORGE.CardAction.Error. */
export type CardActionError =
  | "NotACard"
  | "UnknownAction"
  | "AlreadyApplied"
  | "NotOffered"
  | "NotPermitted"
  | "BadArgument"
  | "NoActiveGM"
  | "NotActiveGM"
  | "RelayTimeout"
  | "Invalid"
  | "Failed";

/** A taken action says what followed on the actor (`notes`, also kept on the card). */
export type CardActionOutcome =
  | { ok: true; action: CardActionId; notes?: CardNote[] }
  | { ok: false; error: CardActionError; detail?: string };

export function refuse(error: CardActionError, detail?: string): CardActionOutcome {
  return detail === undefined ? { ok: false, error } : { ok: false, error, detail };
}

export { cardOfMessage };

/** What a player's client sends the GM. */
export interface CardActionRequest {
  messageId: string;
  actionId: CardActionId;
  args: CardActionArgs;
}

// What an action does to the card

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

// Running an action

/**
 * Where a card action finds what it works on: the documents a card names and whether its actor rolled
 * again (log-cards.ts `CardLookup`), the dice it draws and how they are shown. In Foundry that is the
 * world (FOUNDRY_CARD_WORLD); the playground passes its page's own, so its cards run this same code.
 */
export interface CardWorld extends CardLookup {
  rollDie: DieRoller;
  showDice(roll: unknown, message: CardMessage): Promise<void>;
}

export const FOUNDRY_CARD_WORLD: CardWorld = {
  ...FOUNDRY_CARD_LOOKUP,
  rollDie: (kind) => rollOne(kind),
  showDice: (roll, message) => showDice(roll, message),
};

/** Checks whether `user` may take `action` now, without writing anything. */
export async function checkCardAction(
  message: CardMessage,
  actionId: CardActionId,
  user: ActingUser,
  args: CardActionArgs = {},
  world: CardWorld = FOUNDRY_CARD_WORLD,
): Promise<CardActionOutcome> {
  if (!(CARD_ACTIONS as readonly string[]).includes(actionId)) return refuse("UnknownAction");
  const state = cardOfMessage(message);
  if (!state) return refuse("NotACard");
  if (state.applied.includes(actionId)) return refuse("AlreadyApplied");
  const targets = await loadTargets(state, message, world);
  if (!mayAct(user, actionId, message, targets, args)) return refuse("NotPermitted");
  if (!offeredActions(state, targets as CardTargets).includes(actionId)) return refuse("NotOffered");
  return { ok: true, action: actionId };
}

function rulesRefusal(error: unknown): CardActionOutcome {
  if (!(error instanceof RulesError)) throw error;
  if (error.code === "NotOffered" || error.code === "AlreadyApplied")
    return refuse(error.code, error.message);
  return refuse("Invalid", error.message);
}

/**
 * The write locks an action on the card holds: the message's, and those of the documents the card's
 * actions write (its actor, a progress card's track, a forge card's helpers; as `loadTargets` finds
 * them). A player cannot change the UUIDs a card names (card-rewrite.ts).
 */
export function cardWriteKeys(message: Pick<CardMessage, "id">, state: CardState | null): string[] {
  const keys = [`ChatMessage.${message.id ?? ""}`];
  if (!state) return keys;
  if (state.actorUuid) keys.push(state.actorUuid);
  const writes = cardDocuments(state);
  if (writes.track) keys.push(writes.track);
  keys.push(...writes.helpers);
  return keys;
}

/**
 * Applies the action on this client, holding the card's write locks: checks it, works out its effect,
 * runs its operations, writes the actor, track and message. `world` is Foundry's unless the caller (the
 * playground) brings its own.
 */
export async function applyCardActionHere(
  message: CardMessage,
  actionId: CardActionId,
  user: ActingUser,
  args: CardActionArgs,
  world: CardWorld = FOUNDRY_CARD_WORLD,
): Promise<CardActionOutcome> {
  return withWriteLocks(cardWriteKeys(message, cardOfMessage(message)), async () => {
    // Re-read after waiting: an action applied meanwhile is in `applied` now.
    const checked = await checkCardAction(message, actionId, user, args, world);
    if (!checked.ok) return checked;
    const state = cardOfMessage(message) as CardState;
    const targets = await loadTargets(state, message, world);
    let effect;
    let notes;
    try {
      effect = await cardEffect(actionId, state, targets as CardTargets, args, world.rollDie, {
        id: user.id,
        name: user.name ?? "",
      });
      // Each operation checks its input with the rules before writing; a refusal leaves the card as it was.
      // Most actions (a burn, a reroll, marking progress) have none: nothing to run, no notes.
      notes =
        effect.operations.length === 0
          ? []
          : await runCardOperations(effect.operations, {
              actor: targets.actor as TrackActor | null,
              helpers: targets.helpers as Array<TrackActor | null>,
            });
    } catch (error) {
      return rulesRefusal(error);
    }
    if (effect.actor && targets.actor) await targets.actor.update(effect.actor);
    if (effect.track && targets.track) await targets.track.update(effect.track);
    const card =
      notes.length > 0 ? { ...effect.card, notes: [...(effect.card.notes ?? []), ...notes] } : effect.card;
    const update: Record<string, unknown> = { system: storeCard(card) };
    if (effect.roll)
      update.rolls = [...message.rolls.map((r) => JSON.stringify(r)), JSON.stringify(effect.roll)];
    await message.update(update);
    if (effect.roll) await world.showDice(effect.roll, message);
    announceCardAction(message, actionId, user.id, card, notes);
    return notes.length > 0 ? { ok: true, action: actionId, notes } : { ok: true, action: actionId };
  });
}

function isActionArgs(value: unknown): value is CardActionArgs {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Takes a card action for `user`. On the user's own client it checks, then either applies it here or
 * sends it to the active GM; on the active GM's client (a relayed request) it checks again for the
 * requesting user and applies it. Never throws for a refusal: the outcome says why.
 */
export async function runCardAction(
  message: CardMessage,
  actionId: CardActionId,
  user: ActingUser,
  args: CardActionArgs = {},
): Promise<CardActionOutcome> {
  if (!isActionArgs(args)) return refuse("BadArgument");
  const self = game.user;
  if (user.id !== self.id) {
    // Acting for another user happens only on the active GM's client.
    if (!self.isActiveGM) return refuse("NotActiveGM");
    return applyCardActionHere(message, actionId, user, args);
  }
  const checked = await checkCardAction(message, actionId, user, args);
  if (!checked.ok) return checked;
  const gm = game.users.activeGM;
  if (gm && gm.id !== self.id) {
    if (!message.id) return refuse("NotACard");
    const request: CardActionRequest = { messageId: message.id, actionId, args };
    const reply = await requestFromActiveGM(CARD_ACTION_REQUEST, request);
    if (isSocketFailure(reply)) return refuse(reply.socketError);
    return reply as CardActionOutcome;
  }
  if (!message.canUserModify(self as never, "update")) return refuse("NoActiveGM");
  return applyCardActionHere(message, actionId, user, args);
}

/** The GM's side of a relayed card action (registered with activateSocket). */
export async function handleRelayedCardAction(
  payload: unknown,
  fromUserId: string,
): Promise<CardActionOutcome> {
  const request = payload as Partial<CardActionRequest> | null;
  const user = game.users.get(fromUserId);
  if (!user) return refuse("NotPermitted");
  const message = typeof request?.messageId === "string" ? game.messages.get(request.messageId) : undefined;
  if (!message || typeof request?.actionId !== "string") return refuse("NotACard");
  return runCardAction(
    message,
    request.actionId as CardActionId,
    user,
    isActionArgs(request.args) ? request.args : {},
  );
}
