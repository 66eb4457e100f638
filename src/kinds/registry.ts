/**
 * The card kinds by id, and what is derived from their shape tables: the card and request types, the
 * stored form of a card (common fields on `system`, each kind's fields under `system.<kind>`, the other
 * kinds' null), its one reader and the request check. Pure: the Foundry schema is built from the same
 * tables in card-model.ts.
 */
import { RulesError } from "../rules/errors";
import { RULESETS } from "../config";
import { action } from "./action";
import { plainDie } from "./die";
import { forge } from "./forge";
import { type ActorLike } from "../data/documents";
import {
  type CardDocuments,
  type CardOperation,
  type CardTargets,
  type KindAction,
  type PostOperations,
  type DiceTerm,
  type PreparedRoll,
  type RollChange,
  type RollWorld,
} from "./contract";
import { opposed } from "./opposed";
import { oracle } from "./oracle";
import { pool } from "./pool";
import { progress } from "./progress";
import { purchase } from "./purchase";
import {
  checkTypes,
  choice,
  COMMON,
  fillAbsent,
  readShape,
  REQUEST_COMMON,
  type CardActionId,
  type CardWith,
  type RequestWith,
  type ValueOfShape,
} from "./shape";
import { strike } from "./strike";
import { threat } from "./threat";
import { NO_ODDS, type CardContext, type CardEnv, type CardMove, type OddsView } from "./view";
import { type Localize } from "../locale";

/** Every card kind, by its id. */
export const KINDS = { action, progress, pool, threat, strike, oracle, forge, opposed, purchase, die: plainDie } as const;

export type KindId = keyof typeof KINDS;

/** Every card kind's id. */
export const KIND_IDS = Object.keys(KINDS) as KindId[];

/** A card of kind `K` (of any of them, as a union, for a union of kinds). */
export type CardOf<K extends KindId> = K extends KindId ? CardWith<K, (typeof KINDS)[K]["shape"]> : never;
/** A roll request of kind `K` (of any of them, as a union, for a union of kinds). */
export type RequestOf<K extends KindId> = K extends KindId ? RequestWith<K, (typeof KINDS)[K]["request"]> : never;

export type ResultOf<K extends KindId> = ReturnType<(typeof KINDS)[K]["resolve"]>;

/** A card's state: what a Vowforge chat message of type "roll" keeps, read from its `system`. */
export type CardState = { [K in KindId]: CardOf<K> }[KindId];

/**
 * What starts a roll: a card's state before any die is cast. The roll dialog, the chat commands, the
 * sheets and macros build one; src/cards/perform-roll.ts rolls its dice and posts the card.
 */
export type RollRequest = { [K in KindId]: RequestOf<K> }[KindId];

/** The stored form of a card: the common fields, its kind, and each kind's fields (null but its own). */
export type StoredCard = { kind: KindId } & ValueOfShape<typeof COMMON> & {
    [K in KindId]: ValueOfShape<(typeof KINDS)[K]["shape"]> | null;
  };

/** A card's state paired with its derived result, discriminated by `kind`. */
export type ResolvedCard = { [K in KindId]: { kind: K; state: CardOf<K>; result: ResultOf<K> } }[KindId];

/**
 * Resolves any card through its kind. `currentMomentum` is the card actor's momentum now, which a burn
 * offer reads (undefined: no burn offered). Throws a RulesError when the stored dice are not valid for
 * its rules.
 */
export function resolveCard(state: CardState, currentMomentum?: number): ResolvedCard {
  // The kind looked up is the card's own (KINDS[state.kind]): its resolver reads a card of that kind and
  // returns ResultOf<kind>; TypeScript cannot follow that through the union of kinds.
  const resolve = KINDS[state.kind].resolve as (card: CardState, momentum?: number) => unknown;
  return { kind: state.kind, state, result: resolve(state, currentMomentum) } as ResolvedCard;
}

/**
 * What the roll card shows of a resolved card: its kind's view (see view.ts). `move` is the move's
 * outcome text, cleaned and enriched by Foundry, on the kinds that show it.
 */
export function viewCard(resolved: ResolvedCard, env: CardEnv, move?: CardMove): CardContext {
  // The kind looked up is the card's own: its view reads a card and result of that kind; TypeScript
  // cannot follow that through the union of kinds.
  const view = KINDS[resolved.kind].view as (card: CardState, result: unknown, env: CardEnv, move?: CardMove) => CardContext;
  return view(resolved.state, resolved.result, env, move);
}

/**
 * The dice a request rolls, term by term in the formula's order, or null when it makes no roll (see
 * each kind's `dice`). Throws a RulesError when a count is out of range.
 */
export function diceOf<K extends KindId>(request: RequestOf<K>): readonly DiceTerm[] | null {
  // The kind looked up is the request's own; TypeScript cannot follow that through the union of kinds.
  const dice = KINDS[request.kind as K].dice as (request: RequestOf<K>) => readonly DiceTerm[] | null;
  return dice(request);
}

/**
 * The card a request makes from the faces its dice showed (one list per term of `diceOf(request)`),
 * or, with `faces` null, the card of a request that makes no roll.
 */
export function cardFromFaces<K extends KindId>(
  request: RequestOf<K>,
  faces: readonly (readonly number[])[] | null,
): CardOf<K> {
  // KINDS holds, under each id, the kind of that id: the Makers view of it says so per id. A kind that
  // may make no roll (threat) takes null dice.
  const makers: Makers[K] = (KINDS as unknown as Makers)[request.kind as K];
  return makers.fromDice(request, (faces === null ? null : makers.read(request, faces)) as DiceOf<K>);
}

/**
 * A request made ready to roll through its kind's `prepare` (what the card needs from the world before
 * the dice are cast); a kind without one rolls the request as it is.
 */
export async function prepareRoll<K extends KindId>(
  request: RequestOf<K>,
  world: RollWorld,
): Promise<PreparedRoll<RequestOf<K>, Partial<CardOf<K>>>> {
  // The kind looked up is the request's own, whose prepare reads a request of that kind.
  const prepare = (KINDS[request.kind as K] as {
    prepare?: (request: RequestOf<K>, world: RollWorld) => Promise<PreparedRoll<RequestOf<K>, Partial<CardOf<K>>>>;
  }).prepare;
  return prepare ? prepare(request, world) : { roll: request, card: {} };
}

/** The live odds of a request, from its kind's `odds` (none when the kind declares no odds). */
export function oddsOf(request: RollRequest, t: Localize): OddsView {
  // The kind looked up is the request's own, whose odds read a request of that kind.
  const odds = (KINDS[request.kind] as { odds?: (request: RollRequest, t: Localize) => OddsView }).odds;
  return odds ? odds(request, t) : NO_ODDS;
}

/** A kind's optional declarations, as read for a card of any kind (see contract.ts for each). */
export interface KindTraits {
  readonly keptMoveOutcomes?: (card: CardState) => CardMove["outcomes"] | null;
  readonly actsThrough?: readonly CardActionId[];
  readonly closesEarlierBurns?: boolean;
  readonly rewrites?: { readonly [A in CardActionId]?: RollChange<CardState> };
  readonly kept?: { readonly fields: readonly string[]; keeps(before: CardState, next: CardState): boolean };
  readonly onPost?: (card: CardState, actor: ActorLike | null) => PostOperations;
  readonly closedOnPost?: (card: CardState) => readonly CardActionId[];
  readonly offers?: (card: CardState, result: unknown, targets: CardTargets) => readonly CardActionId[];
  readonly actions?: { readonly [A in CardActionId]?: KindAction<CardState> };
  readonly writes?: (card: CardState) => CardDocuments;
}

/**
 * The optional declarations of a card's kind. A kind's hooks read cards of their own kind: call them
 * with the card they were looked up for.
 */
export function traitsOf(card: { kind: KindId }): KindTraits {
  // KINDS[card.kind] declares these for cards of that kind, which is the card they are called with.
  return KINDS[card.kind] as unknown as KindTraits;
}

/** Operations to run before a request's dice are cast (its kind's `beforeRoll`; a refusal refuses the roll). */
export function operationsBeforeRoll(request: RollRequest): CardOperation[] {
  // The kind looked up is the request's own, whose beforeRoll reads a request of that kind.
  const before = (KINDS[request.kind] as { beforeRoll?: (request: RollRequest) => readonly CardOperation[] }).beforeRoll;
  return before ? [...before(request)] : [];
}

/** Whether a request has something to do on its actor when it is made (so the actor is loaded). */
export function touchesActor(request: RollRequest): boolean {
  if (request.actorUuid === null) return false;
  return operationsBeforeRoll(request).length > 0 || traitsOf(request).onPost !== undefined;
}

/**
 * The card actions posting a card may close at once (their effect applied as the card is made): an
 * Augur low threat level's momentum, gained with the roll. These are the only actions a new card's
 * `applied` may hold (src/chat/card-creation.ts).
 */
export function actionsClosedOnPost(state: CardState): CardActionId[] {
  return [...(traitsOf(state).closedOnPost?.(state) ?? [])];
}

/**
 * What posting a card does on its character once the dice are read (a push's breaking on a Forged
 * Ties character, an Augur low threat level's momentum), and the card actions that takes the place of.
 */
export function operationsOnPost(state: CardState, actor: ActorLike | null): PostOperations {
  return traitsOf(state).onPost?.(state, actor) ?? { operations: [], closes: [] };
}

/** The documents besides its actor that a card's actions write (its kind's `writes`): a track, helpers. */
export function cardDocuments(state: CardState): CardDocuments {
  return traitsOf(state).writes?.(state) ?? { track: null, helpers: [] };
}

/** Whether each challenge die of a resolved card was beaten, or null when its kind rolls none. */
export function challengeBeaten(resolved: ResolvedCard): readonly boolean[] | null {
  // The kind looked up is the card's own, whose `beaten` reads a result of that kind.
  const beaten = (KINDS[resolved.kind] as { beaten?: (result: unknown) => readonly boolean[] }).beaten;
  return beaten ? beaten(resolved.result) : null;
}

type DiceOf<K extends KindId> = Parameters<(typeof KINDS)[K]["fromDice"]>[1];

/** What the registry calls on a kind to make its card, typed per kind id. */
type Makers = {
  [K in KindId]: {
    fromDice: (request: RequestOf<K>, dice: DiceOf<K>) => CardOf<K>;
    check: (request: RequestOf<K>) => DiceOf<K>;
    read: (request: RequestOf<K>, faces: readonly (readonly number[])[]) => DiceOf<K>;
  };
};

/**
 * Refuses a request the rules would refuse, before any die is cast: the kind's own checks, then the
 * card its dice would make with their lowest faces is resolved (throws a RulesError naming the bad
 * value).
 */
export function validateRequest(request: RollRequest): void {
  if (!isKind(request.kind)) {
    throw new RulesError("UnknownCardKind", "a roll request needs a known kind", { value: request.kind });
  }
  // The kind looked up is the request's own (KINDS[request.kind]), whose check and fromDice read a
  // request and dice of that kind; TypeScript cannot follow that through the union of kinds.
  const maker = KINDS[request.kind] as unknown as {
    fromDice: (request: RollRequest, dice: unknown) => CardState;
    check: (request: RollRequest) => unknown;
  };
  resolveCard(maker.fromDice(request, maker.check(request)));
}

/** The top of a stored card: its kind and the fields every card has (in the schema's order). */
export const STORED_COMMON = { kind: choice(KIND_IDS, "action"), ...COMMON } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isKind(value: unknown): value is KindId {
  return typeof value === "string" && Object.hasOwn(KINDS, value);
}

/** The stored form of a card state (a fresh plain object). */
export function storeCard(state: CardState): StoredCard {
  const { kind, ruleset, actorUuid, moveUuid, title, applied, notes, ...own } = state;
  const others = Object.fromEntries(KIND_IDS.map((id) => [id, null])) as { [K in KindId]: null };
  return {
    kind,
    ruleset,
    actorUuid,
    moveUuid,
    title,
    applied: [...applied],
    notes: structuredClone(notes ?? []),
    ...others,
    [kind]: structuredClone(own),
  } as StoredCard;
}

/**
 * Brings stored card data of an older layout up to date, in place, as the data model's migrateData
 * does: each kind's fields through its `migrate`, then each field added since (its `absent` value);
 * a card without notes gets an empty list when it has its kind. Returns the same object.
 */
export function migrateStoredCard<T>(source: T): T {
  if (!isRecord(source)) return source;
  for (const id of KIND_IDS) {
    const own = source[id];
    if (!isRecord(own)) continue;
    const spec: { migrate?: (stored: Record<string, unknown>) => void } = KINDS[id];
    spec.migrate?.(own);
    fillAbsent(own, KINDS[id].shape);
  }
  if ("kind" in source) fillAbsent(source, COMMON);
  return source;
}

/**
 * The one reader of stored card data: the card state it holds (a fresh plain object), or a RulesError
 * saying why it cannot be read — an unknown kind (UnknownCardKind), no data of its kind
 * (MissingCardData) or a value that does not fit the kind's shape (MalformedCard, naming the field),
 * however the data came to be (an old client, a module, a hand edit). Older layouts are read as the
 * data model's migrateData brings them up to date. Notes are kept only when there are some.
 */
export function readCard(data: unknown): CardState {
  if (!isRecord(data)) throw new RulesError("MalformedCard", "the card holds no data", { field: "system" });
  const kind = data.kind;
  if (!isKind(kind)) {
    throw new RulesError("UnknownCardKind", `unknown card kind ${String(kind)}`, { value: String(kind) });
  }
  const common = readShape(data, COMMON, "", "MalformedCard");
  const stored = data[kind];
  if (stored === null || stored === undefined) {
    throw new RulesError("MissingCardData", `the card has no ${kind} data`, { kind });
  }
  const spec: { migrate?: (stored: Record<string, unknown>) => void } = KINDS[kind];
  const own = isRecord(stored) && spec.migrate ? { ...stored } : stored;
  if (spec.migrate && isRecord(own)) spec.migrate(own);
  const read: Record<string, unknown> = readShape(own, KINDS[kind].shape, kind, "MalformedCard");
  // As notes: a card without outcome effects or a trace reads back without them (effect-fields.ts).
  const { moveEffects, moveId, effectLog, ...fields } = read;
  if (moveEffects !== null && moveEffects !== undefined) fields.moveEffects = moveEffects;
  if (typeof moveId === "string") fields.moveId = moveId;
  if (Array.isArray(effectLog) && effectLog.length > 0) fields.effectLog = effectLog;
  const { notes, ...rest } = common;
  const kept = notes && notes.length > 0 ? { notes } : {};
  // The fields were read against the kind's own shape, which is what CardOf<kind> describes.
  return { ...fields, ...rest, ...kept, kind } as CardState;
}

/**
 * Throws a RulesError unless `request` has the shape of a roll request: an object of a known kind and
 * ruleset, carrying each field its kind's request table lists, of the right type. The rules engine then
 * checks the values (see validateRequest).
 */
export function assertRequestShape(request: unknown): asserts request is RollRequest {
  if (!isRecord(request))
    throw new RulesError("NotAnObject", "a roll request must be an object", { value: String(request) });
  const kind = request.kind;
  if (!isKind(kind)) throw new RulesError("UnknownCardKind", `unknown card kind ${String(kind)}`, { value: String(kind) });
  const ruleset = request.ruleset;
  if (typeof ruleset !== "string" || !(RULESETS as readonly string[]).includes(ruleset))
    throw new RulesError("UnknownRuleset", `unknown ruleset ${String(ruleset)}`, { value: String(ruleset) });
  checkTypes(request, REQUEST_COMMON);
  checkTypes(request, KINDS[kind].request);
}
