/**
 * Momentum may not be set above the character's current maximum (10 minus marked debilities or
 * impacts). The schema only knows the fixed range -6..10, so this check reads the character's state
 * and the update together: marking a debility in the same update lowers the maximum it is checked
 * against. Pure: no Foundry globals.
 */
import { MARKED_MAX, MOMENTUM_MIN, momentumMax } from "../../rules/challenge";
import { flatten } from "../../paths";
import { readNumber, type RangeProblem } from "../range-guard";
import { countMarked, MARKED_GROUP } from "./conditions";
import { type CharacterRulesetId } from "../fields";

/** The parts of a character's data the check reads. */
export interface MomentumState {
  ruleset: unknown;
  momentum?: unknown;
  debilities?: unknown;
  impacts?: unknown;
}

/** A momentum value above the maximum, with the count of marked conditions that set it. */
export interface MomentumProblem extends RangeProblem {
  marked: number;
}

function groupOf(ruleset: unknown): "debilities" | "impacts" {
  return MARKED_GROUP[ruleset as CharacterRulesetId] ?? "debilities";
}

/** The refused momentum of `changes`, or null when momentum is not set above the maximum. */
export function findMomentumProblem(
  state: MomentumState,
  changes: Record<string, unknown>,
  label = "VOWFORGE.Character.FIELDS.momentum.label",
): MomentumProblem | null {
  const flat = flatten(changes);
  if (!Object.hasOwn(flat, "system.momentum")) return null;
  const value = readNumber(flat["system.momentum"]);
  if (value === null || !Number.isFinite(value)) return null;
  const marked = markedAfter(state, flat);
  const max = momentumMax(marked);
  if (value <= max) return null;
  return { path: "system.momentum", value, min: MOMENTUM_MIN, max, label, marked };
}

/** The count of marked conditions once the (flattened) update is stored. */
function markedAfter(state: MomentumState, flat: Record<string, unknown>): number {
  const group = groupOf(flat["system.ruleset"] ?? state.ruleset);
  const current = state[group];
  const marks: Record<string, unknown> =
    typeof current === "object" && current !== null ? { ...current } : {};
  const prefix = `system.${group}.`;
  for (const [path, mark] of Object.entries(flat)) {
    if (path.startsWith(prefix)) marks[path.slice(prefix.length)] = mark;
  }
  return Math.min(MARKED_MAX, countMarked(marks));
}

/**
 * The momentum an update must store because it lowers the maximum: marking a debility or an impact,
 * or switching to a ruleset whose marks count, at a momentum above the new maximum brings momentum
 * down to that maximum (the rule), rather than refusing the update. A sheet submits its whole form
 * on every change, so the update may carry momentum unchanged: that, too, comes down. Null when
 * momentum may stay as it is, or when the update asks for a new momentum above a maximum it does
 * not lower (that one is refused by `findMomentumProblem`).
 */
export function settledMomentum(state: MomentumState, changes: Record<string, unknown>): number | null {
  const flat = flatten(changes);
  const stored = readNumber(state.momentum);
  const asks = Object.hasOwn(flat, "system.momentum");
  const value = asks ? readNumber(flat["system.momentum"]) : stored;
  if (value === null || !Number.isFinite(value)) return null;
  const max = momentumMax(markedAfter(state, flat));
  if (value <= max) return null;
  const lowered = max < momentumMax(markedAfter(state, {}));
  const switched = Object.hasOwn(flat, "system.ruleset") && flat["system.ruleset"] !== state.ruleset;
  const unchanged = !asks || value === stored;
  return lowered || switched || unchanged ? max : null;
}
