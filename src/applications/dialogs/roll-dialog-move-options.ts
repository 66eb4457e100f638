/**
 * The stats, meters and fixed values an Ironsworn / Starforged action move offers in the roll dialog,
 * condition by condition: a player-choice condition offers each option the actor has; a "whichever is
 * higher / lower" condition offers the one value its method picks, with the values it chose from; an
 * automatic outcome offers nothing to roll.
 */
import { fixedValueOf } from "../../migrations/002-move-roll-conditions";
import { applyRollMethod, type RollMethod } from "../../rules/roll-method";
import {
  type ActorSummary,
  type ActorValue,
  type MoveConditionOption,
  type MoveRollCondition,
  type MoveSummary,
} from "./roll-dialog-types";
import { type Localize } from "../../locale";

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

/** The option as the actor can roll it, or null when the actor has no value for it. */
function candidate(option: MoveConditionOption, actor: ActorSummary): StatOption | null {
  switch (option.using) {
    case "stat": {
      const stat = actor.stats.find((s) => s.id === option.key);
      return stat ? { value: `stat.${stat.id}`, stat } : null;
    }
    case "conditionMeter":
    case "assetMeter": {
      const meter = actor.meters.find((m) => m.id === option.key);
      return meter ? { value: `meter.${meter.id}`, stat: meter } : null;
    }
    case "custom":
      return {
        value: `custom.${option.key}`,
        stat: { id: option.key, label: capitalised(option.key), value: option.value },
      };
    default:
      return null;
  }
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
    const candidates = condition.rollOptions
      .map((o) => candidate(o, actor))
      .filter((o): o is StatOption => o !== null && Number.isInteger(o.stat.value));
    const pick = applyRollMethod(condition.rollMethod, candidates, (o) => o.stat.value);
    if (pick.kind === "choose" || pick.kind === "each") options.push(...pick.options);
    else if (pick.kind === "picked") {
      const reason = reasonOf(condition.rollMethod, condition.label, pick.from);
      options.push(reason ? { value: `method.${index}`, stat: pick.option.stat, reason } : pick.option);
    }
  });
  return options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i);
}

const M = "VOWFORGE.MoveMethod";

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "a, b and c": every one of the texts, in the language's words. */
export function listAll(texts: readonly string[], t: Localize): string {
  if (texts.length < 2) return texts.join("");
  return `${texts.slice(0, -1).join(t(`${M}.ListSeparator`))}${t(`${M}.ListLast`)}${texts.at(-1)}`;
}

/**
 * How a condition rolls its options, in words: "iron or wits, whichever is lower", "each of quests,
 * bonds and discoveries", "edge or heart".
 */
export function methodListText(method: string, texts: readonly string[], t: Localize): string {
  const options = method === "all" ? listAll(texts, t) : texts.join(t(`${M}.Or`));
  return t(`${M}.List.${method}`, { options });
}

/** "Iron (+2), Wits (+1) and Heart (+3)". */
export function listValues(values: readonly ActorValue[], t: Localize): string {
  return listAll(
    values.map((v) => t("VOWFORGE.Dialog.StatOption", { label: v.label, value: signed(v.value) })),
    t,
  );
}

function reasonData(option: StatOption & { reason: MethodReason }, t: Localize) {
  return {
    label: option.stat.label,
    value: signed(option.stat.value),
    values: listValues(option.reason.from, t),
    condition: option.reason.condition,
  };
}

/** The stat select's text for an option: a method's pick says which method picked it. */
export function statOptionLabel(option: StatOption, t: Localize): string {
  if (!option.reason)
    return t("VOWFORGE.Dialog.StatOption", { label: option.stat.label, value: signed(option.stat.value) });
  const key = option.reason.condition ? "OptionFor" : "Option";
  return t(`${M}.${key}.${option.reason.rollMethod}`, reasonData({ ...option, reason: option.reason }, t));
}

/** The stat select's hint: why each method's pick was chosen, or null when no method picked one. */
export function methodHint(options: readonly StatOption[], moveName: string, t: Localize): string | null {
  const sentences = options.flatMap((o) => {
    if (!o.reason) return [];
    const key = o.reason.condition ? "WhyFor" : "Why";
    return [
      t(`${M}.${key}.${o.reason.rollMethod}`, {
        ...reasonData({ ...o, reason: o.reason }, t),
        move: moveName,
      }),
    ];
  });
  return sentences.length > 0 ? sentences.join(" ") : null;
}
