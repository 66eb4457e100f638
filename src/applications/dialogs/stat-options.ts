/**
 * The stats, meters and fixed values an Ironsworn / Starforged roll offers in the roll dialog's stat
 * select: a move's, condition by condition (a "whichever is higher / lower" condition offers the value
 * its method picks), else the actor's stats, and the meter a roll opened on; several assets of a kind
 * (two companions) each offer their own meter.
 */
import { isMeterOfKey } from "../../config";
import { applyRollMethod, type RollMethod } from "../../rules/roll-method";
import { fixedValueOf } from "../../migrations/002-move-roll-conditions";
import {
  type ActorSummary,
  type ActorValue,
  type MoveConditionOption,
  type MoveRollCondition,
  type MoveSummary,
  type RollDialogInput,
} from "./roll-dialog-types";

/*
 * The stats, meters and fixed values an Ironsworn / Starforged action move offers, condition by
 * condition: a player-choice condition offers each option the actor has; a "whichever is higher /
 * lower" condition offers the one value its method picks, with the values it chose from; an automatic
 * outcome offers nothing to roll.
 */

/** Why a roll method chose an option: the method, the condition it belongs to, and the values compared. */
export interface MethodReason {
  rollMethod: "highest" | "lowest";
  /** The condition's text ("Mend your own wounds"), or "". */
  condition: string;
  from: ActorValue[];
}

/** A stat, meter or fixed value the user may roll, as an option of the stat select. */
export interface StatOption {
  /** Form value: "stat.<id>", "meter.<id>", "custom.<key>", or "method.<condition index>". */
  value: string;
  stat: ActorValue;
  /** Set when a roll method picked this option. */
  reason?: MethodReason;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The option as the actor can roll it: [] when the actor has no value for it; an asset meter's, one
 * for each asset of its kind (two companions: each one's health, "companionHealth" the first's).
 */
function candidates(option: MoveConditionOption, actor: ActorSummary): StatOption[] {
  switch (option.using) {
    case "stat": {
      const stat = actor.stats.find((s) => s.id === option.key);
      return stat ? [{ value: `stat.${stat.id}`, stat }] : [];
    }
    case "conditionMeter":
      return actor.meters.filter((m) => m.id === option.key).map(meterOption);
    case "assetMeter":
      return actor.meters.filter((m) => isMeterOfKey(m.id, option.key)).map(meterOption);
    case "custom":
      return [{ value: `custom.${option.key}`, stat: { id: option.key, label: capitalised(option.key), value: option.value } }];
    default:
      return [];
  }
}

function meterOption(meter: ActorValue): StatOption {
  return { value: `meter.${meter.id}`, stat: meter };
}

/**
 * The sets a "whichever is higher / lower" condition compares: one, unless an option stands for
 * several assets (two companions), then one set for each, so each companion's health is compared
 * with the other options on its own (Companion Endure Harm: +heart or +that companion's health).
 */
function comparedSets(groups: readonly StatOption[][]): StatOption[][] {
  return groups.reduce<StatOption[][]>(
    (sets, group) => (group.length === 0 ? sets : sets.flatMap((set) => group.map((o) => [...set, o]))),
    [[]],
  );
}
/** A move's conditions; a move given without them rolls by player choice over its options. */
export function conditionsOf(move: MoveSummary): MoveRollCondition[] {
  if (move.rollConditions && move.rollConditions.length > 0) return move.rollConditions;
  if (move.rollOptions.length === 0) return [];
  const rollOptions = move.rollOptions.map((o) => ({ ...o, value: fixedValueOf(o) }));
  return [{ rollMethod: "playerChoice", label: "", rollOptions }];
}

function reasonOf(method: RollMethod, condition: string, from: StatOption[]): MethodReason | null {
  if ((method !== "highest" && method !== "lowest") || from.length < 2) return null;
  return { rollMethod: method, condition, from: from.map((o) => o.stat) };
}

/**
 * The options a move offers the actor, in the move's order, without repeats; [] when none applies
 * (the dialog then offers every stat).
 */
export function moveStatOptions(move: MoveSummary, actor: ActorSummary): StatOption[] {
  const options: StatOption[] = [];
  conditionsOf(move).forEach((condition, index) => {
    const groups = condition.rollOptions.map((o) =>
      candidates(o, actor).filter((c) => Number.isInteger(c.stat.value)),
    );
    if (condition.rollMethod !== "highest" && condition.rollMethod !== "lowest") {
      const pick = applyRollMethod(condition.rollMethod, groups.flat(), (o) => o.stat.value);
      if (pick.kind === "choose" || pick.kind === "each") options.push(...pick.options);
      return;
    }
    const picks: StatOption[] = [];
    comparedSets(groups).forEach((set, n) => {
      const pick = applyRollMethod(condition.rollMethod, set, (o) => o.stat.value);
      if (pick.kind !== "picked") return;
      const reason = reasonOf(condition.rollMethod, condition.label, pick.from);
      const value = n === 0 ? `method.${index}` : `method.${index}.${n}`;
      const option = reason ? { value, stat: pick.option.stat, reason } : pick.option;
      // Two companions' sets that pick the same value (heart above both) offer it once, compared with all.
      const same = picks.findIndex((p) => p.stat.id === option.stat.id);
      if (same < 0) picks.push(option);
      else picks[same] = mergedReason(picks[same], option);
    });
    options.push(...picks);
  });
  return options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i);
}

/** `a` with the values `b` was compared with added to its reason's (each once). */
function mergedReason(a: StatOption, b: StatOption): StatOption {
  if (!a.reason || !b.reason) return a;
  const from = [...a.reason.from, ...b.reason.from.filter((v) => !a.reason?.from.some((w) => w.id === v.id))];
  return { ...a, reason: { ...a.reason, from } };
}

function statOption(stat: ActorValue): StatOption {
  return { value: `stat.${stat.id}`, stat };
}

/**
 * The stats, meters and fixed values an Ironsworn / Starforged action roll may use: what the move's
 * conditions offer the actor (a "whichever is higher / lower" condition offers the value it picks), or
 * every stat when there is no move or none of its options applies.
 */
export function statOptions(input: RollDialogInput): StatOption[] {
  const offered = input.move ? moveStatOptions(input.move, input.actor) : [];
  return offered.length > 0 ? offered : [...input.actor.stats.map(statOption), ...presetMeters(input)];
}

/**
 * The meters a roll opened on a meter offers besides the stats: that meter; for an asset's meter,
 * the same meter of every asset of its kind (opened on "companionHealth": each companion's health).
 */
function presetMeters(input: RollDialogInput): StatOption[] {
  const stat = input.stat;
  if (stat === null || input.actor.stats.some((s) => s.id === stat)) return [];
  const meter = input.actor.meters.find((m) => m.id === stat);
  if (!meter) return [];
  const key = meter.id.split(".")[0];
  return input.actor.meters.filter((m) => isMeterOfKey(m.id, key)).map(meterOption);
}

/** The preselected stat's value and label, when the input names one the actor has. */
export function presetStat(input: RollDialogInput): ActorValue | null {
  if (input.stat === null) return null;
  return (
    input.actor.stats.find((s) => s.id === input.stat) ??
    input.actor.meters.find((m) => m.id === input.stat) ??
    null
  );
}
