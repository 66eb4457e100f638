/**
 * The character as the roll dialog needs it (ActorSummary): stats, condition meters and asset
 * meters with their current values, and momentum.
 */
import { METERS, STATS } from "../../../config";
import { type ActorSummary } from "../../dialogs/roll-dialog-types";
import { assetView } from "./asset-context";
import { intOf, type SheetItem } from "./types";
import { type CharacterInput } from "./vitals-context";
import { type Localize } from "../../../locale";

/** The roll dialog's view of an Ironsworn / Starforged character. */
export function rollSummary(
  actor: { name: string; uuid: string | null; system: CharacterInput; items: readonly SheetItem[] },
  t: Localize,
): ActorSummary {
  const s = actor.system;
  // The summary reads meters only: it shows no rich text.
  const env = { localize: t, html: () => "", editable: false, idPrefix: "roll" };
  const assetMeters = actor.items
    .filter((item) => item.type === "asset")
    .map((item) => assetView(item, env))
    .filter((a) => a.meter && a.meterKey)
    .map((a) => ({ id: a.meterKey as string, label: `${a.name} (${a.meter?.label ?? ""})`, value: a.meter?.value ?? 0 }));
  return {
    name: actor.name,
    uuid: actor.uuid,
    stats: STATS.map((id) => ({ id, label: t(`VOWFORGE.Stat.${id}`), value: intOf(s.stats?.[id], 0) })),
    meters: [
      ...METERS.map((id) => ({ id, label: t(`VOWFORGE.Meter.${id}`), value: intOf(s.meters?.[id], 0) })),
      ...assetMeters.filter((m, i) => assetMeters.findIndex((n) => n.id === m.id) === i),
    ],
    momentum: intOf(s.momentum, 0),
    harm: 0,
    majorConditions: 0,
  };
}
