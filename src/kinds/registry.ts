/**
 * The card kinds by id, and what is derived from their shape tables: the card and request types, the
 * stored form of a card (common fields on `system`, each kind's fields under `system.<kind>`, the other
 * kinds' null), its one reader and the request check. Pure: the Foundry schema is built from the same
 * tables in card-model.ts.
 */
import { RulesError } from "../rules/errors";
import { RULESETS } from "../config";
import { action } from "./action";
import { forge } from "./forge";
import { COMMON, REQUEST_COMMON, type CardWith, type RequestWith } from "./kind";
import { opposed } from "./opposed";
import { oracle } from "./oracle";
import { pool } from "./pool";
import { progress } from "./progress";
import { purchase } from "./purchase";
import { checkTypes, choice, fillAbsent, readShape, type ValueOfShape } from "./shape";
import { strike } from "./strike";
import { threat } from "./threat";

/** Every card kind, by its id. */
export const KINDS = { action, progress, pool, threat, strike, oracle, forge, opposed, purchase } as const;

export type KindId = keyof typeof KINDS;

/** Every card kind's id. */
export const KIND_IDS = Object.keys(KINDS) as KindId[];

export type CardOf<K extends KindId> = CardWith<K, (typeof KINDS)[K]["shape"]>;
export type RequestOf<K extends KindId> = RequestWith<K, (typeof KINDS)[K]["request"]>;

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

type DiceOf<K extends KindId> = Parameters<(typeof KINDS)[K]["fromDice"]>[1];

/** What the registry calls on a kind to make its card, typed per kind id. */
type Makers = {
  [K in KindId]: {
    fromDice: (request: RequestOf<K>, dice: DiceOf<K>) => CardOf<K>;
    check: (request: RequestOf<K>) => DiceOf<K>;
  };
};

/** The card a request of kind `K` makes with the dice cast for it (see each kind's `fromDice`). */
export function cardFromDice<K extends KindId>(request: RequestOf<K>, dice: DiceOf<K>): CardOf<K> {
  // KINDS holds, under each id, the kind of that id: the Makers view of it says so per id.
  const makers: Makers[K] = (KINDS as unknown as Makers)[request.kind as K];
  return makers.fromDice(request, dice);
}

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
  const { moveEffects, effectLog, ...fields } = read;
  if (moveEffects !== null && moveEffects !== undefined) fields.moveEffects = moveEffects;
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
