/**
 * Card actions: burn momentum, take momentum, mark progress, push, reroll, mark harm or breaking, the
 * forge's options and helpers' bonds, Augur harm or momentum instead, learning a skill, marking Short.
 * One entry point, `runCardAction`, checks that the action is offered on this card, not applied yet, and
 * that the user owns the actor (or is the GM; a helper's bond: the helper's owner), then writes the
 * characters (through the document operations where they have them) and the card once, with what
 * followed as notes on the card.
 *
 * Once only, however many clicks or users: while a GM is connected, every action is carried out by the
 * active GM's client (players' requests travel over the system socket), where each action holds the
 * write locks of the message and of every document it may write (operations/write-lock.ts), so actions
 * on one card, or on two cards of one actor, run one after another, and each re-reads the stored
 * `applied` list and the documents first. The GM re-checks the requesting user's ownership. With no GM
 * connected, a user who may update the message acts locally.
 */
import { cardDocuments, type CardState, storeCard } from "../../kinds/registry";
import { CARD_ACTIONS, type CardActionId, type CardNote } from "../../kinds/kind";
import { cardOfMessage, logRollIndex } from "../log-cards";
import { showDice } from "../../dice/dice-so-nice";
import { RulesError } from "../../rules/errors";
import { type TrackActor } from "../../operations/actor-write";
import { isSocketFailure, requestFromActiveGM } from "../socket";
import type { DieRoller } from "./apply";
import { withWriteLocks } from "../../operations/write-lock";
import { offeredActions } from "../context/card-context";
import { loadEffectsOf } from "../effects-on-demand";
import { runCardOperations } from "./operations";
import { type CardActionArgs, type CardTargets } from "../../kinds/contract";
import { type ActingUser, type CardMessage, type CardTarget } from "./types";
import { announceCardAction } from "../../module-hooks";
import { companionItemOf } from "../../operations/companion";

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
  | "Failed"
  | "NotLoaded";

/** A taken action says what followed on the actor (`notes`, also kept on the card). */
export type CardActionOutcome =
  | { ok: true; action: CardActionId; notes?: CardNote[] }
  | { ok: false; error: CardActionError; detail?: string };

export function refuse(error: CardActionError, detail?: string): CardActionOutcome {
  return detail === undefined ? { ok: false, error } : { ok: false, error, detail };
}

export { cardOfMessage };

/** The socket request type of a relayed card action. */
export const CARD_ACTION_REQUEST = "cardAction";

/** What a player's client sends the GM. */
export interface CardActionRequest {
  messageId: string;
  actionId: CardActionId;
  args: CardActionArgs;
}


/**
 * Where a card action finds what it works on: the documents a card names, the chat log (to see whether
 * the actor rolled again), the dice it draws and how they are shown. In Foundry that is the world
 * (FOUNDRY_CARD_WORLD); the playground passes its page's own, so its cards run this same code.
 */
export interface CardWorld {
  documentAt(uuid: string): Promise<CardTarget | null>;
  /** Whether the actor has a roll card after the message `messageId` in the chat log. */
  rolledAgainSince(messageId: string | null, actorUuid: string | null): boolean;
  rollDie: DieRoller;
  showDice(roll: unknown, message: CardMessage): Promise<void>;
}

/**
 * Working out what an action does (apply.ts, vowforge-card-actions.mjs): fetched with
 * the first action this client applies; drawing a card never needs it.
 */
const actionEffects = () => import("./apply");

export const FOUNDRY_CARD_WORLD: CardWorld = {
  async documentAt(uuid) {
    const doc = await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
    return (doc as CardTarget | null) ?? null;
  },
  rolledAgainSince: (messageId, actorUuid) => logRollIndex().rolledAgainSince(messageId, actorUuid),
  rollDie: async (kind) => (await actionEffects()).rollOne(kind),
  showDice: (roll, message) => showDice(roll, message),
};

async function documentAt(uuid: string | null, world: CardWorld): Promise<CardTarget | null> {
  return uuid ? world.documentAt(uuid) : null;
}

/** The documents a card's actions write: its actor, a progress card's track, a forge card's helpers. */
export interface LoadedTargets {
  actor: CardTarget | null;
  track: CardTarget | null;
  /** A forge card's helpers, in the card's order (null where one cannot be found). */
  helpers: Array<CardTarget | null>;
  /** Whether the actor has rolled again since the card (its burn is closed). */
  newerRoll: boolean;
}

/**
 * The actor, progress item and forge helpers a card's actions write, when they exist, and whether the
 * actor has rolled again since the card in `message` (which closes its burn). A card whose move
 * carries outcome effects has them loaded too (effects-on-demand.ts), for its offers and its panel.
 */
export async function loadTargets(
  state: CardState,
  message?: Pick<CardMessage, "id">,
  world: CardWorld = FOUNDRY_CARD_WORLD,
): Promise<LoadedTargets> {
  await loadEffectsOf(state);
  const actor = await documentAt(state.actorUuid, world);
  const writes = cardDocuments(state);
  const track = await documentAt(writes.track, world);
  const helpers = await Promise.all(writes.helpers.map((uuid) => documentAt(uuid, world)));
  const newerRoll = message ? world.rolledAgainSince(message.id, state.actorUuid) : false;
  return { actor, track, helpers, newerRoll };
}

/**
 * Whether `user` may take `action` on the card: the GM always; else an owner of what it writes (the
 * track for markProgress; for markBond, the helper's character named by `args.helperIndex`, or any
 * helper's when no index is given).
 */
export function mayAct(
  user: ActingUser,
  action: CardActionId,
  message: CardMessage,
  targets: { actor: CardTarget | null; track: CardTarget | null; helpers?: ReadonlyArray<CardTarget | null> },
  args: CardActionArgs = {},
): boolean {
  if (user.isGM) return true;
  const owns = (doc: CardTarget | null | undefined) =>
    !!doc && doc.testUserPermission(user as never, "OWNER");
  if (action === "markProgress") return owns(targets.track);
  if (action === "markBond") {
    const helpers = targets.helpers ?? [];
    return args.helperIndex === undefined ? helpers.some(owns) : owns(helpers[args.helperIndex]);
  }
  // An effect on a named companion writes its item as well: the item's owner too (an embedded item
  // takes its permissions from its actor, so this holds for the actor's owners).
  if (action === "applyEffect" && args.companion !== undefined && targets.actor) {
    const item = companionItemOf(targets.actor, String(args.companion)) as CardTarget | null;
    return owns(targets.actor) && (item === null || typeof item.testUserPermission !== "function" || owns(item));
  }
  if (targets.actor) return owns(targets.actor);
  // A card without an actor (a chat command): its author acts on it.
  return message.author?.id === user.id;
}

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
    let effects;
    try {
      effects = await actionEffects();
    } catch (error) {
      console.error("Vowforge | the card actions could not be loaded", error);
      return refuse("NotLoaded");
    }
    try {
      effect = await effects.cardEffect(actionId, state, targets as CardTargets, args, world.rollDie, {
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
