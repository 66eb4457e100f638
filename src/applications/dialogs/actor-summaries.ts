/**
 * The roll dialog's view (ActorSummary) of a character of any of the five games, built from its system
 * data: plain data in, plain data out, so the sheets, the playground and the tests share it.
 * - Ironsworn / Starforged: its stats, condition meters and asset meters with their current values,
 *   and momentum, read from the data models' types (narrowed by item subtype, so a renamed field fails
 *   the type check; a field a plain object leaves out reads as its default); and, for a Starforged
 *   character, Sundered Isles' cursed die.
 * - Forged Ties: every skill with its dice (and the dice of its related skills), then the four stats.
 * - Augur: the five approaches with their values, harm, momentum, the expertise and the abilities that
 *   grant a bonus die (by name).
 * - Strike!: every skill on the sheet (value 1 when skilled), major conditions, and the character as
 *   the rules read it (conditions and action points for the dialog's prefills).
 * And what an Ironsworn / Starforged roll offers from that summary in the dialog's stat select: a
 * move's stats, meters and fixed values, condition by condition (a "whichever is higher / lower"
 * condition offers the value its method picks), else the actor's stats, and the meter a roll opened on;
 * several assets of a kind (two companions) each offer their own meter.
 */
import { METERS, STATS, assetMeterId, isMeterOfKey } from "../../config";
import { augurOf, isItemOf, strikeOf, type ActorLike, type DocumentLike, type ItemData, type PartialData } from "../../data/documents";
import { type CharacterInput } from "../sheets/context/vitals-context";
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import { FORGED_TIES_STATS } from "../../rules/forged-ties-character";
import { STRIKE_MAJOR_CONDITIONS } from "../../rules/strike-character";
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
import { type Localize } from "../../locale";

/** An actor as the summaries read it. */
export interface SummaryActor extends ActorLike {
  name: string;
  uuid: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.map(record) : [];
}

function int(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function blank(actor: SummaryActor): ActorSummary {
  return {
    name: actor.name,
    uuid: actor.uuid,
    stats: [],
    meters: [],
    momentum: 0,
    harm: 0,
    majorConditions: 0,
  };
}

/** An item of the character, its data still unread (narrowed by its subtype here); its id tells two assets of a kind apart. */
type SummaryItem = DocumentLike & { name: string; id?: string | null };

/** An asset's data as stored or as a plain object holds it (any field may be missing). */
type AssetData = PartialData<ItemData<"asset">>;

/** An asset's data, or none for an item of another subtype (a field a plain object leaves out reads as its default). */
function assetData(item: SummaryItem): AssetData | null {
  return isItemOf(item, "asset") ? item.system : null;
}

/** The ids of the character's own values (stats, condition meters, momentum), which no asset meter takes. */
const CHARACTER_IDS: ReadonlySet<string> = new Set([...STATS, ...METERS, "momentum"]);

/**
 * The id move roll options use for an asset's meter: companions' health, else the meter's label in
 * camel case ("vehicle integrity" -> "vehicleIntegrity"). A label that would read as one of the
 * character's own values ("Health": Ironsworn's Awakening ritual; "Supply", "Edge", "Momentum") gets
 * the prefix `asset` ("assetHealth"), so the roll never reads or writes the character's own meter for
 * the asset's; every other label keeps the id it always had, which stored cards and macros name.
 */
export function assetMeterKey(category: string, meterLabel: string): string {
  if (category.toLowerCase() === "companion") return "companionHealth";
  const camel = meterLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, "");
  if (CHARACTER_IDS.has(camel)) return `asset${camel.charAt(0).toUpperCase()}${camel.slice(1)}`;
  return camel || "assetMeter";
}

/**
 * The meters of the character's assets that have one switched on, each labelled with its asset's name
 * ("Rover (health)") and kept with its item's id; of several of one kind (two companions), each its
 * own (assetMeterId).
 */
function assetMeterEntries(items: Iterable<SummaryItem>, t: Localize): { itemId: string; meter: ActorValue }[] {
  const entries: { itemId: string; meter: ActorValue }[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const meter = assetData(item)?.meter;
    if (meter?.enabled !== true) continue;
    const label = meter.label || t("VOWFORGE.Sheet.Asset.Meter");
    const key = assetMeterKey(assetData(item)?.category ?? "", label);
    const first = !seen.has(key);
    // An item with no id (a plain object) cannot be told apart: only the first of its kind is offered.
    if (!first && !item.id) continue;
    seen.add(key);
    entries.push({ itemId: item.id ?? "", meter: { id: assetMeterId(key, item.id ?? "", first), label: `${item.name} (${label})`, value: int(meter.value) } });
  }
  return entries;
}

function assetMeters(items: Iterable<SummaryItem>, t: Localize): ActorSummary["meters"] {
  return assetMeterEntries(items, t).map((e) => e.meter);
}

/**
 * The id the roll dialog gives the meter of the character's asset `itemId` (of two companions, the
 * second's `companionHealth.<itemId>`), to open a roll on it; null when the character has no such
 * asset with a meter (removed since).
 */
export function assetMeterIdOf(items: Iterable<SummaryItem>, itemId: string, t: Localize): string | null {
  if (itemId === "") return null;
  return assetMeterEntries(items, t).find((e) => e.itemId === itemId)?.meter.id ?? null;
}

/** The roll dialog's view of an Ironsworn / Starforged character. */
export function rollSummary(
  actor: { name: string; uuid: string | null; system: CharacterInput; items: Iterable<SummaryItem> },
  t: Localize,
): ActorSummary {
  const s = actor.system;
  return {
    name: actor.name,
    uuid: actor.uuid,
    stats: STATS.map((id) => ({ id, label: t(`VOWFORGE.Stat.${id}`), value: int(s.stats?.[id]) })),
    meters: [
      ...METERS.map((id) => ({ id, label: t(`VOWFORGE.Meter.${id}`), value: int(s.meters?.[id]) })),
      ...assetMeters(actor.items, t),
    ],
    momentum: int(s.momentum),
    harm: 0,
    majorConditions: 0,
  };
}

/**
 * The Datasworn id of the asset whose first ability adds Sundered Isles' cursed die ("When you make a
 * move in its presence, add a cursed die to the roll": the Chattering Skull).
 */
export const CURSED_DIE_ASSET = "asset:sundered_isles/companion/chattering_skull";

/**
 * The cursed die a Starforged character's roll dialog offers: its source when an asset adds it (the
 * Chattering Skull, first ability on), "" for a bare offer (a curse in play is the player's call, so
 * the die is offered unticked); null without Sundered Isles.
 */
export function cursedDieOffer(items: Iterable<SummaryItem>, sunderedIsles: boolean): { source: string } | null {
  if (!sunderedIsles) return null;
  const skull = [...items].find((item) => {
    const data = assetData(item);
    return data?.dataswornId === CURSED_DIE_ASSET && data.abilities?.[0]?.enabled === true;
  });
  return { source: skull?.name ?? "" };
}

/** A Forged Ties character: skills (own dice; related skills' dice apart) and stats. */
export function forgedTiesSummary(actor: SummaryActor, t: Localize): ActorSummary {
  const system = record(actor.system);
  const skills = list(system.skills);
  const dice = new Map(skills.map((s) => [text(s.id), int(s.dice)]));
  const relatedDice: Record<string, number> = {};
  const skillValues: ActorValue[] = skills.map((s) => {
    const id = text(s.id);
    const related = Array.isArray(s.related) ? s.related.map(text) : [];
    relatedDice[id] = related.reduce((sum, r) => sum + (r === id ? 0 : (dice.get(r) ?? 0)), 0);
    return { id, label: text(s.name) || id, value: int(s.dice) };
  });
  const stats = record(system.stats);
  const statValues = FORGED_TIES_STATS.map((id) => ({
    id,
    label: t(`VOWFORGE.ForgedTies.FIELDS.stats.${id}.label`),
    value: int(stats[id]),
  }));
  return { ...blank(actor), stats: [...skillValues, ...statValues], relatedDice };
}

/** An Augur character: approaches, harm, momentum, expertise and bonus-die abilities. */
export function augurSummary(actor: SummaryActor, t: Localize): ActorSummary {
  const system = record(actor.system);
  const approaches = record(system.approaches);
  const character = augurOf(actor);
  return {
    ...blank(actor),
    stats: AUGUR_APPROACHES.map((id) => ({
      id,
      label: t(`VOWFORGE.Augur.FIELDS.approaches.${id}.label`),
      value: int(approaches[id]),
    })),
    harm: character?.harm ?? int(system.harm),
    momentum: character?.momentum ?? int(system.momentum, 2),
    expertise: list(system.expertise).map((e) => text(e.name)),
    bonusAbilities: list(system.abilities)
      .filter((a) => a.bonusDie === true)
      .map((a) => text(a.name)),
  };
}

/** A Strike! character: its skills (1 when skilled), major conditions, and its rules state. */
export function strikeSummary(actor: SummaryActor): ActorSummary {
  const system = record(actor.system);
  const character = strikeOf(actor);
  const major = record(system.major);
  return {
    ...blank(actor),
    stats: list(system.skills).map((s) => ({
      id: text(s.id),
      label: text(s.name) || text(s.id),
      value: s.skilled === true ? 1 : 0,
    })),
    majorConditions: STRIKE_MAJOR_CONDITIONS.reduce((sum, k) => sum + int(major[k]), 0),
    strike: character,
  };
}

/** The summary of any of the three, by the actor's subtype; null for another subtype. */
export function characterSummary(
  actor: SummaryActor,
  t: Localize,
): { ruleset: "forgedTies" | "augur" | "strike"; actor: ActorSummary } | null {
  switch (actor.type) {
    case "forgedTiesCharacter":
      return { ruleset: "forgedTies", actor: forgedTiesSummary(actor, t) };
    case "augurCharacter":
      return { ruleset: "augur", actor: augurSummary(actor, t) };
    case "strikeCharacter":
      return { ruleset: "strike", actor: strikeSummary(actor) };
    default:
      return null;
  }
}

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

/**
 * The stat select's option a roll opened on `stat` starts on: the option of that stat, else one whose
 * "whichever is higher / lower" compared it and picked another value (Companion Takes a Hit opened on
 * a companion's health that heart beats: heart, compared with that companion's health); null for none.
 */
export function presetOption(options: readonly StatOption[], stat: string | null): StatOption | null {
  if (stat === null) return null;
  return options.find((o) => o.stat.id === stat) ?? options.find((o) => o.reason?.from.some((v) => v.id === stat)) ?? null;
}
