/**
 * The chat log's roll cards: a message's card read back from its stored data, each message's card read
 * once and kept until the message changes, which card is each actor's newest roll, and the redraws
 * that keep a card's buttons following its actor as it is now.
 *
 * Reading one card means checking every field of its stored shape (kinds/shape.ts), and drawing the
 * log, indexing its rolls and finding an actor's cards all ask for the same stored cards, so each is
 * read once: the chat message drops its card when an update arrives (VowforgeChatMessage#_onUpdate,
 * before core redraws it), and a message whose `system` object is no longer the one read is read
 * again as well. Card actions do not use the cache: they re-read the stored card under their write lock
 * (actions/card-actions.ts). The card handed out is shared by every reader of the message: treat it as
 * read-only.
 *
 * A burn belongs to the roll just made, so a card whose actor has rolled again since offers none. The
 * roll index is built in one pass over the chat log and then kept step by step as messages are posted,
 * changed or deleted, so posting one roll costs a few map operations however long the log is, never a
 * fresh read of every stored card. Each message gets a place number in chat order (a posted message
 * takes the next one; deleting leaves a gap, which keeps the order); each actor keeps the place numbers
 * of its roll cards, ascending. An oracle card is no roll. The index is pure: its cards are read
 * through the reader it is given (the cached one in Foundry).
 *
 * A card's buttons follow its actor as it is now (a momentum burn reads the actor's momentum, the harm
 * buttons its harm, and only the actor's newest roll offers a burn), so when an actor's system data
 * changes the recent chat cards rolled for it are drawn again, and when it rolls again (or its newest
 * roll is deleted) the one card whose burn closes (or opens again) is. Only the newest messages are
 * looked at on an actor change: older ones are rarely on screen, and they are drawn from the actor as
 * it is whenever the log shows them again.
 *
 * A card as a viewer sees it now, from its stored state and the documents it would write
 * (`loadTargets`): what the roll card template shows (`buildCardContext`), which card actions it
 * offers (`offeredActions`) and whether this user may take them (`mayAct`). Both read the card resolved
 * through its kind (src/kinds/<kind>.ts; a draw resolves it once, see `resolveForViewer`), with the
 * actor's momentum now for a burn, and add the outcome effects' own on a card that carries them, once
 * they are loaded (effects-on-demand.ts: `loadTargets` loads them before a card is drawn). Plain data
 * in, plain data out, so the Foundry chat log, the playground and the tests draw the same card; the
 * card-action runner (actions/card-actions.ts) checks the same offers. Every string is localised
 * through `env.localize`; text a user typed (titles, track names, questions) is passed on as plain
 * strings for the template to escape. The one piece of trusted HTML is the move's outcome text:
 * cleaned and enriched by Foundry beforehand, or the card's stored texts passed through
 * `env.cleanHTML` (without a cleaner they are not shown). Whether an action was already applied is
 * kept apart from the offers (see card-actions.ts).
 */
import {
  cardDocuments,
  readCard,
  resolveCard,
  traitsOf,
  viewCard,
  type CardState,
  type ResolvedCard,
} from "../kinds/registry";
import type { CardActionId } from "../kinds/shape";
import { type CardContext, type CardEnv, type CardMove } from "../kinds/view";
import { burnMomentumOf, type CardActionArgs, type CardTargets } from "../kinds/contract";
import { isEffectCard, type EffectCard } from "../kinds/effect-cards";
import { RulesError } from "../rules/errors";
import { type ActingUser, type CardMessage, type CardTarget } from "./actions/types";
import type { EffectPick } from "./actions/outcome-effects";
import { loadEffectsOf, loadedCardEffects } from "./effects-on-demand";
import { companionItemOf, companionsOf } from "../operations/companion";
import { ROLL_MESSAGE_TYPE } from "../constants";

// Reading a message's card

/** The part of a message its card is read from. */
type Readable = Pick<CardMessage, "type" | "system">;

/** A message's card, or the RulesError that says why its stored data cannot be read; null for no roll message. */
type Read = { card: CardState } | { error: RulesError } | null;

/**
 * A roll message's card, or the RulesError that says why its stored data cannot be read; null when the
 * message is not a roll message.
 */
export function readCardOfMessage(message: Readable): Read {
  if (message.type !== ROLL_MESSAGE_TYPE) return null;
  try {
    // The card model's stored fields come from its toObject; a plain object (the playground's, a test's) is them.
    const system = message.system as { toObject?: () => unknown } | null;
    const data = typeof system?.toObject === "function" ? system.toObject() : system;
    return { card: readCard(data) };
  } catch (error) {
    if (error instanceof RulesError) return { error };
    return { error: new RulesError("MalformedCard", String(error), { field: "system" }) };
  }
}

/** The card of a read, or null when the message is not a readable roll card. */
function cardOf(read: Read): CardState | null {
  return read && "card" in read ? read.card : null;
}

/** The card state of a roll message, or null when the message is not a readable roll card. */
export function cardOfMessage(message: Readable): CardState | null {
  return cardOf(readCardOfMessage(message));
}

/** Each message's read, with the data object it was read from (a message whose data is new is read again). */
const cache = new WeakMap<object, { system: Readable["system"]; read: Read }>();

/** The message's card (or why it cannot be read, or null for no roll message), read once per change. */
export function cachedReadOfMessage(message: Readable): Read {
  const kept = cache.get(message);
  if (kept && kept.system === message.system) return kept.read;
  const read = readCardOfMessage(message);
  cache.set(message, { system: message.system, read });
  return read;
}

/** The card state of a roll message, or null when it is not a readable roll card (cached). */
export function cachedCardOfMessage(message: Readable): CardState | null {
  return cardOf(cachedReadOfMessage(message));
}

/** Forgets the message's card: the next reader reads its stored data again. */
export function forgetCard(message: object): void {
  cache.delete(message);
}

// Each actor's newest roll

/** The part of a chat message the index reads. */
export type IndexedMessage = Pick<CardMessage, "id" | "type" | "system">;

/** Reads a message's roll card (null: no readable roll card). */
export type CardReader = (message: IndexedMessage) => CardState | null;

/** The actor whose roll a message's card is, or null (no roll card, an oracle card, no actor). */
function rollerOf(message: IndexedMessage, readCard: CardReader): string | null {
  const card = readCard(message);
  return card !== null && traitsOf(card).closesEarlierBurns !== false && card.actorUuid ? card.actorUuid : null;
}

/** The first position in ascending `list` holding a value >= `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class RollIndex {
  /** Each message's place in chat order. */
  readonly #place = new Map<string, number>();
  /** The actor of each roll card's message. */
  readonly #roller = new Map<string, string>();
  /** Each actor's roll cards, as places, ascending. */
  readonly #rolls = new Map<string, number[]>();
  /** The message at each place that holds a roll card. */
  readonly #rollAt = new Map<number, string>();
  #next = 0;

  constructor(private readonly readCard: CardReader) {}

  /** The index of `messages`, in chat order, in one pass. */
  static of(messages: Iterable<IndexedMessage>, readCard: CardReader): RollIndex {
    const index = new RollIndex(readCard);
    for (const message of messages) index.#append(message);
    return index;
  }

  /** How many messages the index holds (as many as the log, while it is kept in step). */
  get size(): number {
    return this.#place.size;
  }

  #append(message: IndexedMessage): void {
    if (!message.id || this.#place.has(message.id)) return;
    const place = this.#next++;
    this.#place.set(message.id, place);
    this.#addRoll(message.id, place, rollerOf(message, this.readCard));
  }

  #addRoll(id: string, place: number, actor: string | null): void {
    if (!actor) return;
    this.#roller.set(id, actor);
    this.#rollAt.set(place, id);
    const list = this.#rolls.get(actor);
    if (!list) this.#rolls.set(actor, [place]);
    else list.splice(lowerBound(list, place), 0, place);
  }

  #dropRoll(id: string, place: number): void {
    const actor = this.#roller.get(id);
    if (!actor) return;
    this.#roller.delete(id);
    this.#rollAt.delete(place);
    const list = this.#rolls.get(actor) ?? [];
    const at = lowerBound(list, place);
    if (list[at] === place) list.splice(at, 1);
    if (list.length === 0) this.#rolls.delete(actor);
  }

  /** The message id of the actor's newest roll card, or null. */
  latestRoll(actorUuid: string): string | null {
    const list = this.#rolls.get(actorUuid);
    return list ? (this.#rollAt.get(list[list.length - 1]) ?? null) : null;
  }

  /** Whether the actor has a roll card after the message `messageId` (false for a message not held). */
  rolledAgainSince(messageId: string | null, actorUuid: string | null): boolean {
    if (!messageId || !actorUuid) return false;
    const place = this.#place.get(messageId);
    const list = this.#rolls.get(actorUuid);
    return place !== undefined && list !== undefined && list[list.length - 1] > place;
  }

  /**
   * A message posted at the end of the log. Returns the card whose burn this closes: the actor's
   * previous newest roll, when the message is now the actor's newest (else null). Posting a message
   * already held changes nothing and answers the same.
   */
  posted(message: IndexedMessage): string | null {
    this.#append(message);
    const actor = message.id ? this.#roller.get(message.id) : undefined;
    if (!actor || this.latestRoll(actor) !== message.id) return null;
    const list = this.#rolls.get(actor) ?? [];
    return list.length > 1 ? (this.#rollAt.get(list[list.length - 2]) ?? null) : null;
  }

  /**
   * A message deleted. Returns the card whose burn this may open again: the actor's newest roll once the
   * deleted one was the newest (null otherwise, or when the message was no roll card).
   */
  deleted(message: IndexedMessage): string | null {
    const id = message.id;
    const place = id ? this.#place.get(id) : undefined;
    if (!id || place === undefined) return null;
    const actor = this.#roller.get(id);
    const wasLatest = actor !== undefined && this.latestRoll(actor) === id;
    this.#dropRoll(id, place);
    this.#place.delete(id);
    return actor && wasLatest ? this.latestRoll(actor) : null;
  }

  /** A message whose data changed: its card is read again (it keeps its place in the log). */
  changed(message: IndexedMessage): void {
    const place = message.id ? this.#place.get(message.id) : undefined;
    if (!message.id || place === undefined) return;
    this.#dropRoll(message.id, place);
    this.#addRoll(message.id, place, rollerOf(message, this.readCard));
  }
}

// Redrawing the cards an actor's change or roll touches

/** How many of the newest chat messages are checked for cards of a changed actor. */
export const REFRESH_WINDOW = 50;

/** The messages, among the newest `window` of `messages`, whose roll card was rolled for `actorUuid`. */
export function cardsOfActor<M extends Pick<CardMessage, "type" | "system">>(
  messages: readonly M[],
  actorUuid: string,
  window = REFRESH_WINDOW,
): M[] {
  return messages.slice(-window).filter((message) => cachedCardOfMessage(message)?.actorUuid === actorUuid);
}

/** The chat log's redraw of one message (v13 has it; the Foundry types do not declare it yet). */
interface RedrawingLog {
  updateMessage(message: ChatMessage.Implementation): unknown;
}

function canRedraw(log: unknown): log is RedrawingLog {
  return typeof log === "object" && log !== null && "updateMessage" in log && typeof log.updateMessage === "function";
}

/**
 * The world's messages as Foundry keeps them: `game.messages` is a Collection (a Map by id, in chat
 * order), so its size and values are read without copying the list (dnd5e's
 * module/registry.mjs MessageRegistry looks messages up with `game.messages.get(id)`).
 */
interface MessageCollection {
  readonly size: number;
  values(): Iterable<ChatMessage.Implementation>;
  get(id: string): ChatMessage.Implementation | undefined;
}

function messageCollection(): MessageCollection | null {
  const messages: unknown = game.messages;
  if (typeof messages !== "object" || messages === null) return null;
  const { size, values, get } = messages as Partial<MessageCollection>;
  return typeof size === "number" && typeof values === "function" && typeof get === "function"
    ? (messages as MessageCollection)
    : null;
}

/** The chat log's messages in order, or none when there is no log (outside a world). */
export function chatMessages(): ChatMessage.Implementation[] {
  const messages: unknown = game.messages;
  const contents = typeof messages === "object" && messages !== null && "contents" in messages ? messages.contents : [];
  return Array.isArray(contents) ? (contents as ChatMessage.Implementation[]) : [];
}

/** The index of the log, once built (the message hooks keep it in step). */
let held: RollIndex | null = null;

/**
 * The roll index of the chat log. Built in one pass the first time it is asked for; built again only
 * when it no longer holds as many messages as the log (a change it was not told of), so it never
 * answers for a log it does not know.
 */
export function logRollIndex(): RollIndex {
  const collection = messageCollection();
  const size = collection ? collection.size : chatMessages().length;
  if (held?.size !== size) {
    held = RollIndex.of(collection ? collection.values() : chatMessages(), cachedCardOfMessage);
  }
  return held;
}

/** Redraws `messages` in the chat log, when the log can. */
function redraw(messages: Iterable<ChatMessage.Implementation | undefined>): void {
  const log: unknown = ui.chat;
  if (!canRedraw(log)) return;
  for (const message of messages) {
    if (!message?.visible) continue;
    Promise.resolve(log.updateMessage(message)).catch((error: unknown) => {
      console.error("Vowforge | could not redraw a chat card", error);
    });
  }
}

/** Redraws the message of id `id` (when there is one). */
function redrawId(id: string | null | undefined): void {
  if (id) redraw([messageCollection()?.get(id)]);
}

/**
 * Registers the hooks that keep the log's roll index in step and redraw cards on this client: an
 * actor's recent cards when its system data changes (their buttons follow it), and the one card whose
 * burn a posted or deleted roll closes or opens. Foundry runs these hooks right after the document's own
 * `_onCreate` / `_onUpdate` / `_onDelete` (which hand the message to the log to draw; the drawing is
 * asynchronous and so reads the index after the hook), with the message already in (or out of)
 * `game.messages`; draw-steel's src/module/documents/chat-message.mjs `_onUpdate` and dnd5e's
 * module/documents/chat-message.mjs `_onDelete` (MessageRegistry.untrack) rely on the same order, and
 * dnd5e listens to `updateChatMessage` (dnd5e.mjs).
 */
export function registerActorCardsRefresh(): void {
  Hooks.on("updateActor", (actor, changes) => {
    if ("system" in changes) redraw(cardsOfActor(chatMessages(), actor.uuid));
  });
  Hooks.on("createChatMessage", (message: IndexedMessage) => redrawId(held?.posted(message)));
  Hooks.on("deleteChatMessage", (message: IndexedMessage) => redrawId(held?.deleted(message)));
  Hooks.on("updateChatMessage", (message: IndexedMessage) => held?.changed(message));
}

/** Forgets the log's index (a test's fresh world). */
export function resetLogRollIndex(): void {
  held = null;
}

// The documents a card names, and who may act on them

/**
 * Where a card finds the documents it names and whether its actor rolled again since: the world in
 * Foundry (FOUNDRY_CARD_LOOKUP); the playground passes its page's own (card-actions.ts `CardWorld`, which
 * adds the dice an action draws), so its cards run this same code.
 */
export interface CardLookup {
  documentAt(uuid: string): Promise<CardTarget | null>;
  /** Whether the actor has a roll card after the message `messageId` in the chat log. */
  rolledAgainSince(messageId: string | null, actorUuid: string | null): boolean;
}

export const FOUNDRY_CARD_LOOKUP: CardLookup = {
  async documentAt(uuid) {
    const doc = await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
    return (doc as CardTarget | null) ?? null;
  },
  rolledAgainSince: (messageId, actorUuid) => logRollIndex().rolledAgainSince(messageId, actorUuid),
};

async function documentAt(uuid: string | null, world: CardLookup): Promise<CardTarget | null> {
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
  world: CardLookup = FOUNDRY_CARD_LOOKUP,
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

// The card as a viewer sees it now

/**
 * The card resolved as a viewer sees it now: with the card actor's momentum for a burn (none when the
 * actor has rolled again since). A draw resolves once and hands the result to both the offers and the
 * context; the env and the loaded targets name the same actor, so either gives the same resolution.
 */
export function resolveForViewer(
  state: CardState,
  viewer: Parameters<typeof burnMomentumOf>[0],
): ResolvedCard {
  return resolveCard(state, burnMomentumOf(viewer));
}

/**
 * The card's template context. Throws a RulesError when the stored dice are not valid for the card's
 * rules (see resolveCard). `move` supplies the move's outcome text on action, progress and pool cards.
 *
 * Buttons appear only when the viewer can act and the action is open: burnMomentum when a burn would
 * improve the result and none was made; takeMomentum on an action card whose move text for the outcome
 * says "take +N momentum" (`data-amount` N); push on an unpushed pool roll that a push could still help,
 * as two buttons (`data-choice` addDie, and raiseEffect while the effect can still rise);
 * markHarm / markBreaking when the position's consequence asks for them (with clearHeart); learnSkill
 * when an unskilled Strike! roll of a named skill learns; takeMomentum when a low Augur threat level
 * granted momentum and it was not applied when posted (the amount is the card's `momentumGained`);
 * takeHarm / loseMomentum on a botched or dire Augur result; reroll on each die the card's allowance
 * covers, while unused and unburned, with `data-die-index` 0 for the action die and 1, 2 for the
 * challenge dice. Forge, opposed and purchase cards: see their kinds. An action card shows its move's
 * outcome text from `move` (Foundry passes it enriched) or else from the texts the card keeps.
 * Applied actions' notes are worded in `notes`. After the kind's view, a card whose move carries
 * outcome effects (action and progress cards) gets its effects panel (effects-panel.ts), once the
 * effects are loaded (effects-on-demand.ts: `loadTargets` loads them before a card is drawn).
 *
 * `resolved` is the card already resolved for this viewer (`resolveForViewer`), so one draw that also
 * reads the offers resolves the card once; without it the card is resolved here.
 */
export function buildCardContext(
  state: CardState,
  env: CardEnv,
  move?: CardMove,
  resolved: ResolvedCard = resolveForViewer(state, env),
): CardContext {
  const ctx = viewCard(resolved, env, move);
  // The panel is built by the outcome effects' chunk, which drawing a card with effects loads first.
  const effects = loadedCardEffects();
  if (isEffectCard(state)) ctx.effects = effects ? effects.effectsPanel(state, env, effects.effectRulesetOf(state), resolved) : null;
  return ctx;
}

// Which actions the card offers

/**
 * The outcome-effect actions a card offers: applying one while any effect (or option) of its outcome
 * is open for its Ironsworn / Starforged character, undo while an applied one is not undone. None
 * while the effects are not loaded (effects-on-demand.ts). `resolved`: the card as the draw resolved it.
 */
function effectOffers(card: EffectCard, targets: CardTargets, resolved: ResolvedCard): CardActionId[] {
  const effects = loadedCardEffects();
  if (!targets.actor || !card.moveEffects || !effects) return [];
  const { effectCharacterOf, outcomeEffectsOf, pickOpen } = effects;
  let character;
  try {
    character = effectCharacterOf(targets.actor, null);
  } catch {
    return [];
  }
  const hasTrack = targets.track !== null;
  const companions = companionsOf(targets.actor);
  const offers = (pick: EffectPick) =>
    pickOpen(card, pick, character.ruleset, hasTrack, companions, character, resolved);
  const open = outcomeEffectsOf(card, resolved).some((effect, i) =>
    effect.type === "choose"
      ? effect.options.some((_, o) => offers({ effect: i, option: o }))
      : offers({ effect: i, option: null }),
  );
  const undo = (card.effectLog ?? []).some((e) => !e.undone);
  return [...(open ? (["applyEffect"] as const) : []), ...(undo ? (["undoEffect"] as const) : [])];
}

/**
 * Every action the card offers now (applied ones included: see `applied` for those). `resolved`: as for
 * `buildCardContext`.
 */
export function offeredActions(
  state: CardState,
  targets: CardTargets,
  resolved: ResolvedCard = resolveForViewer(state, targets),
): CardActionId[] {
  const offers = [...(traitsOf(state).offers?.(state, resolved.result, targets) ?? [])];
  return isEffectCard(state) ? [...offers, ...effectOffers(state, targets, resolved)] : offers;
}
