/**
 * The stored shape of a roll card (`system` of a ChatMessage of type "roll") and the two conversions
 * between it and the CardState the rules read. The fields common to every card sit at the top; the fields
 * of the card's kind sit in a sub-object named after the kind, and the other kinds' sub-objects are null.
 */
import {
  type ActionCardState,
  type CardActionId,
  type CardKind,
  type CardState,
  type OracleCardState,
  type PoolCardState,
  type ProgressCardState,
  type StrikeCardState,
  type ThreatCardState,
} from "../../chat/card-state";
import { type RulesetId } from "../../config";
import { RulesError } from "../../rules/errors";

type Specific<S extends CardState> = Omit<S, "kind" | "ruleset" | "actorUuid" | "moveUuid" | "title" | "applied">;

export interface RollCardSystemData {
  kind: CardKind;
  ruleset: RulesetId;
  actorUuid: string | null;
  moveUuid: string | null;
  title: string;
  applied: CardActionId[];
  action: Specific<ActionCardState> | null;
  progress: Specific<ProgressCardState> | null;
  pool: Specific<PoolCardState> | null;
  threat: Specific<ThreatCardState> | null;
  strike: Specific<StrikeCardState> | null;
  oracle: Specific<OracleCardState> | null;
}

const KINDS: readonly CardKind[] = ["action", "progress", "pool", "threat", "strike", "oracle"];

/** Fields added to the action data after cards were first stored; old data reads them as null. */
const ACTION_ADDED_FIELDS = ["reroll", "moveOutcomes"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Brings stored card data of an older shape up to date, in place: action data without `reroll` or
 * `moveOutcomes` gets null for them. Returns the same object.
 */
export function migrateRollCardSource<T>(source: T): T {
  if (!isRecord(source)) return source;
  const action = source.action;
  if (isRecord(action)) {
    for (const key of ACTION_ADDED_FIELDS) if (action[key] === undefined) action[key] = null;
  }
  return source;
}

/** The stored form of a card state (a fresh plain object). */
export function systemFromCard(state: CardState): RollCardSystemData {
  const { kind, ruleset, actorUuid, moveUuid, title, applied, ...specific } = state;
  const data: RollCardSystemData = {
    kind,
    ruleset,
    actorUuid,
    moveUuid,
    title,
    applied: [...applied],
    action: null,
    progress: null,
    pool: null,
    threat: null,
    strike: null,
    oracle: null,
  };
  return { ...data, [kind]: structuredClone(specific) };
}

/** The card state of stored data (a fresh plain object). Throws a RulesError when the kind's data is missing. */
export function cardFromSystem(system: RollCardSystemData): CardState {
  const { kind, ruleset, actorUuid, moveUuid, title } = system;
  if (!KINDS.includes(kind)) throw new RulesError("UnknownCardKind", `unknown card kind ${String(kind)}`, { value: kind });
  const specific = system[kind];
  if (specific === null || specific === undefined) {
    throw new RulesError("MissingCardData", `the card has no ${kind} data`, { kind });
  }
  const common = { ruleset, actorUuid, moveUuid, title, applied: [...system.applied] };
  const data = structuredClone(specific);
  if (kind === "action") migrateRollCardSource({ action: data });
  return { ...data, ...common, kind } as CardState;
}
