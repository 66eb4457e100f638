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
 */
import { METERS, STATS, assetMeterId } from "../../config";
import { augurOf, isItemOf, strikeOf, type ActorLike, type DocumentLike, type ItemData, type PartialData } from "../../data/documents";
import { type CharacterInput } from "../sheets/context/vitals-context";
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import { FORGED_TIES_STATS } from "../../rules/forged-ties-character";
import { STRIKE_MAJOR_CONDITIONS } from "../../rules/strike-character";
import { type ActorSummary, type ActorValue } from "./roll-dialog-types";
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

/** The id move roll options use for an asset's meter: companions' health, else the meter's label. */
export function assetMeterKey(category: string, meterLabel: string): string {
  if (category.toLowerCase() === "companion") return "companionHealth";
  const camel = meterLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, "");
  return camel || "assetMeter";
}

/**
 * The meters of the character's assets that have one switched on, each labelled with its asset's name
 * ("Rover (health)"); of several of one kind (two companions), each its own (assetMeterId).
 */
function assetMeters(items: Iterable<SummaryItem>, t: Localize): ActorSummary["meters"] {
  const meters: ActorSummary["meters"] = [];
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
    meters.push({ id: assetMeterId(key, item.id ?? "", first), label: `${item.name} (${label})`, value: int(meter.value) });
  }
  return meters;
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
