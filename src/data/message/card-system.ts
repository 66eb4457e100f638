/**
 * The stored shape of a roll card (`system` of a ChatMessage of type "roll") and the two conversions
 * between it and the CardState the rules read. The fields common to every card sit at the top; the fields
 * of the card's kind sit in a sub-object named after the kind, and the other kinds' sub-objects are null.
 */
import {
  type ActionCardState,
  CARD_KINDS,
  type CardActionId,
  type CardKind,
  type CardNote,
  type CardState,
  type ForgeCardState,
  type OpposedCardState,
  type OracleCardState,
  type PoolCardState,
  type ProgressCardState,
  type PurchaseCardState,
  type StrikeCardState,
  type ThreatCardState,
} from "./card-state";
import { type RulesetId } from "../../config";
import { RulesError } from "../../rules/errors";

type Specific<S extends CardState> = Omit<
  S,
  "kind" | "ruleset" | "actorUuid" | "moveUuid" | "title" | "applied" | "notes"
>;

export interface RollCardSystemData {
  kind: CardKind;
  ruleset: RulesetId;
  actorUuid: string | null;
  moveUuid: string | null;
  title: string;
  applied: CardActionId[];
  /** Follow-up lines (absent in cards stored before they existed). */
  notes?: CardNote[];
  action: Specific<ActionCardState> | null;
  progress: Specific<ProgressCardState> | null;
  pool: Specific<PoolCardState> | null;
  threat: Specific<ThreatCardState> | null;
  strike: Specific<StrikeCardState> | null;
  oracle: Specific<OracleCardState> | null;
  forge?: Specific<ForgeCardState> | null;
  opposed?: Specific<OpposedCardState> | null;
  purchase?: Specific<PurchaseCardState> | null;
}

const KINDS: readonly CardKind[] = CARD_KINDS;

/** Fields added to the action data after cards were first stored; old data reads them as null. */
const ACTION_ADDED_FIELDS = ["reroll", "moveOutcomes", "burnedMomentum", "cursedDie"] as const;

/** Fields added to the progress data after cards were first stored, with what old data reads them as. */
const PROGRESS_ADDED_FIELDS = { badSpot: null } as const;

/** Fields added to the strike data after cards were first stored, with what old data reads them as. */
const STRIKE_ADDED_FIELDS = { skillId: null, linked: false } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Action data stored a burn as `burned: boolean`; it now keeps the momentum burned. An old burn reads
 * as the momentum the card stored at roll time, no burn as null.
 */
function migrateBurned(action: Record<string, unknown>): void {
  if (!("burned" in action)) return;
  if (action.burnedMomentum === undefined) {
    action.burnedMomentum =
      action.burned === true && typeof action.momentum === "number" ? action.momentum : null;
  }
  delete action.burned;
}

/**
 * Brings stored card data of an older shape up to date, in place: action data without `reroll`,
 * `moveOutcomes` or `cursedDie` gets null for them, action data with the old `burned` flag gets `burnedMomentum`, strike data without `skillId` or `linked` gets null and false, progress data without `badSpot` gets null,
 * and a card without notes gets an empty list when it has the common fields. Returns the same object.
 */
export function migrateRollCardSource<T>(source: T): T {
  if (!isRecord(source)) return source;
  const action = source.action;
  if (isRecord(action)) {
    migrateBurned(action);
    for (const key of ACTION_ADDED_FIELDS) if (action[key] === undefined) action[key] = null;
  }
  const progress = source.progress;
  if (isRecord(progress)) {
    for (const [key, value] of Object.entries(PROGRESS_ADDED_FIELDS))
      if (progress[key] === undefined) progress[key] = value;
  }
  const strike = source.strike;
  if (isRecord(strike)) {
    for (const [key, value] of Object.entries(STRIKE_ADDED_FIELDS))
      if (strike[key] === undefined) strike[key] = value;
  }
  const record: Record<string, unknown> = source;
  if ("kind" in record && record.notes === undefined) record.notes = [];
  return source;
}

/** The stored form of a card state (a fresh plain object). */
export function systemFromCard(state: CardState): RollCardSystemData {
  const { kind, ruleset, actorUuid, moveUuid, title, applied, notes, ...specific } = state;
  const data: RollCardSystemData = {
    kind,
    ruleset,
    actorUuid,
    moveUuid,
    title,
    applied: [...applied],
    notes: structuredClone(notes ?? []),
    action: null,
    progress: null,
    pool: null,
    threat: null,
    strike: null,
    oracle: null,
    forge: null,
    opposed: null,
    purchase: null,
  };
  return { ...data, [kind]: structuredClone(specific) };
}

/**
 * The card state of stored data (a fresh plain object). Throws a RulesError when the kind's data is
 * missing. Notes are kept only when there are some (absent and empty mean the same).
 */
export function cardFromSystem(system: RollCardSystemData): CardState {
  const { kind, ruleset, actorUuid, moveUuid, title } = system;
  if (!KINDS.includes(kind))
    throw new RulesError("UnknownCardKind", `unknown card kind ${String(kind)}`, { value: kind });
  const specific = system[kind];
  if (specific === null || specific === undefined) {
    throw new RulesError("MissingCardData", `the card has no ${kind} data`, { kind });
  }
  const notes =
    Array.isArray(system.notes) && system.notes.length > 0 ? { notes: structuredClone(system.notes) } : {};
  const common = { ruleset, actorUuid, moveUuid, title, applied: [...system.applied], ...notes };
  const data = structuredClone(specific);
  if (kind === "action") migrateRollCardSource({ action: data });
  if (kind === "strike") migrateRollCardSource({ strike: data });
  return { ...data, ...common, kind } as CardState;
}
