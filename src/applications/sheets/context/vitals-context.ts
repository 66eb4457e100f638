/**
 * Stats, condition meters, momentum and debilities / impacts of an Ironsworn or Starforged
 * character, as the sheet shows them: each meter knows whether its - and + buttons can act, momentum
 * its maximum and reset (derived from the marked conditions when the data does not carry them).
 */
import { METERS, STATS, type MeterId, type StatId } from "../../../config";
import { DEBILITIES, IMPACTS, METER_MAX, STAT_MAX, countMarked } from "../../../data/actor/conditions";
import { MARKED_MAX, MOMENTUM_MAX, MOMENTUM_MIN, momentumMax, momentumReset } from "../../../rules/challenge";
import { intOf, signed } from "./types";
import { type Localize } from "../../../locale";
import { rulesetOf, type PartialActorData } from "../../../data/documents";
import { type CharacterRulesetId } from "../../../data/fields";


export interface StatView {
  id: StatId;
  label: string;
  value: number;
  signed: string;
  name: string;
  inputId: string;
  max: number;
  rollLabel: string;
  editLabel: string;
}

export interface MeterView {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  /** Form field name ("system.meters.health") and the path the +/- buttons adjust ("meters.health"). */
  name: string;
  path: string;
  inputId: string;
  canDecrement: boolean;
  canIncrement: boolean;
  decLabel: string;
  incLabel: string;
  /** The range in words, e.g. "−6 to 9" (a true minus sign). */
  rangeText: string;
  /** Its rail: one box per value, highest first, each setting the meter to that value. */
  rail: RailBox[];
  /** The roll button's accessible name and tooltip ("Roll Health (+5)"). */
  rollLabel: string;
}

/** A box of a meter's rail: pressing it moves the meter by `delta` to `value`. */
export interface RailBox {
  value: number;
  /** The value as printed: signed for momentum ("+3", "0", "−2"). */
  text: string;
  delta: number;
  current: boolean;
  /** Below the current value (drawn filled, as a track is). */
  filled: boolean;
  /** Above the meter's current maximum (momentum lowered by debilities). */
  disabled: boolean;
  label: string;
  id: string;
}

export interface MomentumView extends MeterView {
  reset: number;
  signed: string;
  /** Burning needs momentum above 0. */
  burnable: boolean;
  /** Resetting changes something only when momentum is not at its reset value. */
  resettable: boolean;
  limits: string;
  burnLabel: string;
  resetLabel: string;
}

export interface ConditionView {
  id: string;
  label: string;
  marked: boolean;
  name: string;
  inputId: string;
}

export interface ConditionsView {
  group: "debilities" | "impacts";
  legend: string;
  marked: number;
  items: ConditionView[];
  /** Ironsworn's initiative, Starforged's in control (unticked: in a bad spot), `system.inControl`. */
  control: ConditionView & { legend: string; hint: string };
}

/** An Ironsworn / Starforged character's data, as the sheet builders read it (see PartialData). */
export type CharacterInput = PartialActorData<"character">;

/** The character's ruleset, Ironsworn unless it says Starforged. */
export function characterRuleset(system: Pick<CharacterInput, "ruleset">): CharacterRulesetId {
  return rulesetOf({ type: "character", system }) === "starforged" ? "starforged" : "ironsworn";
}

export function statViews(system: Pick<CharacterInput, "stats">, t: Localize, idPrefix: string): StatView[] {
  return STATS.map((id) => {
    const value = intOf(system.stats?.[id], 0);
    const label = t(`VOWFORGE.Stat.${id}`);
    return {
      id,
      label,
      value,
      signed: signed(value),
      name: `system.stats.${id}`,
      inputId: `${idPrefix}-stat-${id}`,
      max: STAT_MAX,
      rollLabel: t("VOWFORGE.Sheet.Stat.Roll", { stat: label, value: signed(value) }),
      editLabel: t("VOWFORGE.Sheet.Stat.Value", { stat: label }),
    };
  });
}

/** A range end as printed on the sheets: negative ones with a true minus sign (U+2212), not a hyphen. */
function rangeEnd(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : String(n);
}

/** A rail's boxes from `top` down to `min`; boxes above `max` are drawn but cannot be pressed. */
function railBoxes(
  spec: { label: string; value: number; min: number; max: number; top: number; signedText: boolean },
  t: Localize,
  inputId: string,
): RailBox[] {
  const boxes: RailBox[] = [];
  for (let v = spec.top; v >= spec.min; v--) {
    const text = spec.signedText && v > 0 ? `+${v}` : rangeEnd(v);
    boxes.push({
      value: v,
      text,
      delta: v - spec.value,
      current: v === spec.value,
      filled: v < spec.value && v >= Math.max(spec.min, 0),
      disabled: v > spec.max,
      label: t("VOWFORGE.Sheet.Meter.Set", { meter: spec.label, value: text }),
      id: `${inputId}-rail-${v < 0 ? `m${-v}` : v}`,
    });
  }
  return boxes;
}

/** A meter between `min` and `max` with its +/- labels. */
export function meterView(
  spec: { id: string; label: string; value: number; min: number; max: number; path: string; top?: number },
  t: Localize,
  idPrefix: string,
): MeterView {
  const { top, ...meter } = spec;
  const inputId = `${idPrefix}-${spec.path.replace(/\W/g, "-")}`;
  return {
    ...meter,
    name: `system.${spec.path}`,
    inputId,
    canDecrement: spec.value > spec.min,
    canIncrement: spec.value < spec.max,
    decLabel: t("VOWFORGE.Sheet.Meter.Decrease", { meter: spec.label }),
    incLabel: t("VOWFORGE.Sheet.Meter.Increase", { meter: spec.label }),
    rangeText: t("VOWFORGE.Sheet.Meter.Range", { min: rangeEnd(spec.min), max: rangeEnd(spec.max) }),
    rail: railBoxes({ ...spec, top: top ?? spec.max, signedText: spec.min < 0 }, t, inputId),
    rollLabel: t("VOWFORGE.Sheet.Stat.Roll", { stat: spec.label, value: signed(spec.value) }),
  };
}

export function meterViews(system: Pick<CharacterInput, "meters">, t: Localize, idPrefix: string): MeterView[] {
  return METERS.map((id: MeterId) =>
    meterView(
      { id, label: t(`VOWFORGE.Meter.${id}`), value: intOf(system.meters?.[id], 0), min: 0, max: METER_MAX, path: `meters.${id}` },
      t,
      idPrefix,
    ),
  );
}

/** The conditions that count for momentum, by ruleset, and initiative / in control beside them. */
export function conditionsView(
  system: Pick<CharacterInput, "ruleset" | "debilities" | "impacts" | "inControl">,
  t: Localize,
  idPrefix: string,
): ConditionsView {
  const ruleset = characterRuleset(system);
  const group = ruleset === "starforged" ? "impacts" : "debilities";
  const ids: readonly string[] = ruleset === "starforged" ? IMPACTS : DEBILITIES;
  const flags: Partial<Record<string, boolean>> = system[group] ?? {};
  const items = ids.map((id) => ({
    id,
    label: t(`VOWFORGE.Sheet.${group === "impacts" ? "Impact" : "Debility"}.${id}`),
    marked: flags[id] === true,
    name: `system.${group}.${id}`,
    inputId: `${idPrefix}-${group}-${id}`,
  }));
  return {
    group,
    legend: t(group === "impacts" ? "VOWFORGE.Sheet.Impacts" : "VOWFORGE.Sheet.Debilities"),
    marked: countMarked(Object.fromEntries(items.map((i) => [i.id, i.marked]))),
    items,
    control: {
      id: "inControl",
      legend: t("VOWFORGE.Sheet.Control.Legend"),
      label: t(`VOWFORGE.Sheet.Control.${ruleset}`),
      hint: t(`VOWFORGE.Sheet.Control.${ruleset}Hint`),
      marked: system.inControl === true,
      name: "system.inControl",
      inputId: `${idPrefix}-in-control`,
    },
  };
}

/** Momentum with its maximum and reset: the data's derived values when present, else computed. */
export function momentumView(
  s: Pick<CharacterInput, "momentum" | "momentumMax" | "momentumReset">,
  marked: number,
  t: Localize,
  idPrefix: string,
): MomentumView {
  const count = Math.min(MARKED_MAX, marked);
  const max = intOf(s.momentumMax, momentumMax(count));
  const reset = intOf(s.momentumReset, momentumReset(count));
  const value = intOf(s.momentum, reset);
  const label = t("VOWFORGE.Sheet.Momentum.Label");
  // The rail shows the whole printed track (+10 to −6); boxes above the current maximum are closed.
  const meter = meterView({ id: "momentum", label, value, min: MOMENTUM_MIN, max, path: "momentum", top: MOMENTUM_MAX }, t, idPrefix);
  return {
    ...meter,
    // Momentum above a freshly lowered maximum may still go down, never up.
    canIncrement: value < max,
    reset,
    signed: signed(value),
    burnable: value > 0,
    resettable: value !== reset,
    limits: t("VOWFORGE.Sheet.Momentum.Limits", { max: signed(max), reset: signed(reset) }),
    burnLabel: t("VOWFORGE.Sheet.Momentum.Burn", { reset: signed(reset) }),
    resetLabel: t("VOWFORGE.Sheet.Momentum.Reset", { reset: signed(reset) }),
  };
}
