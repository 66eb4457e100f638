/**
 * What the roll dialog is offered of an Ironsworn / Starforged character (ActorSummary): its stats,
 * condition meters and asset meters with their current values, and momentum; and, for a Starforged
 * character, Sundered Isles' cursed die. Read from the data models' types, narrowed by item subtype, so
 * a renamed field fails the type check; a field a plain object (the playground's, a test's) leaves out
 * reads as its default. Pure: plain data.
 */
import { METERS, STATS } from "../../../config";
import { isItemOf, type DocumentLike, type ItemData, type PartialData } from "../../../data/documents";
import { type ActorSummary } from "../../dialogs/roll-dialog-types";
import { type CharacterInput } from "./vitals-context";
import { type Localize } from "../../../locale";

/** An item of the character, its data still unread (narrowed by its subtype here). */
type SummaryItem = DocumentLike & { name: string };

/** An asset's data as stored or as a plain object holds it (any field may be missing). */
type AssetData = PartialData<ItemData<"asset">>;

/** A whole number, or 0 for a missing or broken value. */
function whole(value: number | undefined): number {
  return Number.isInteger(value) ? (value as number) : 0;
}

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

/** The meters of the character's assets that have one switched on, each id once (the first asset's). */
function assetMeters(items: Iterable<SummaryItem>, t: Localize): ActorSummary["meters"] {
  const meters: ActorSummary["meters"] = [];
  for (const item of items) {
    const meter = assetData(item)?.meter;
    if (meter?.enabled !== true) continue;
    const label = meter.label || t("VOWFORGE.Sheet.Asset.Meter");
    const id = assetMeterKey(assetData(item)?.category ?? "", label);
    if (!meters.some((m) => m.id === id)) meters.push({ id, label: `${item.name} (${label})`, value: whole(meter.value) });
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
    stats: STATS.map((id) => ({ id, label: t(`VOWFORGE.Stat.${id}`), value: whole(s.stats?.[id]) })),
    meters: [
      ...METERS.map((id) => ({ id, label: t(`VOWFORGE.Meter.${id}`), value: whole(s.meters?.[id]) })),
      ...assetMeters(actor.items, t),
    ],
    momentum: whole(s.momentum),
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
