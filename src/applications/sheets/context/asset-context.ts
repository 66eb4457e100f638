/**
 * Assets as the character sheet (and the asset sheet) shows them: abilities with their toggles, the
 * asset's own meter with +/- buttons, and its named fields.
 */
import { meterView, type MeterView } from "./vitals-context";
import { intOf, recordOf, textOf, type SheetEnv, type SheetItem } from "./types";
import { assetMeterKey } from "../../dialogs/actor-summaries";
import { companionStateOf } from "../../../operations/companion";

export interface AbilityView {
  index: number;
  name: string;
  /** The ability's text, as the environment's html() renders it. */
  html: string;
  enabled: boolean;
  inputId: string;
  toggleLabel: string;
}

export interface AssetView {
  id: string;
  uuid: string;
  name: string;
  img: string;
  category: string;
  categoryLabel: string;
  requirement: string;
  abilities: AbilityView[];
  meter: MeterView | null;
  /** Roll id of the meter ("companionHealth", "integrity", ...), as move roll options name it. */
  meterKey: string | null;
  fields: { key: string; label: string; value: string }[];
  /** A companion marked from a card (out of action, or dead), in words; null when it is neither. */
  companionState: string | null;
  /** The button that clears a companion's out-of-action mark by hand (its words), or null when it is not marked so. */
  companionClear: { label: string; aria: string } | null;
  labels: { edit: string; remove: string };
}

/** "combatTalent" -> "Combat talent": category ids are data, shown as words. */
export function humanise(id: string): string {
  const words = id
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The category line above an asset's name: the category in words, or none when it only repeats the
 * name (Starforged's Command Vehicle is an asset of the category "command vehicle").
 */
export function categoryLine(category: string, name: string): string {
  const label = category ? humanise(category) : "";
  return label.toLowerCase() === name.trim().toLowerCase() ? "" : label;
}

export function assetView(item: SheetItem, env: SheetEnv): AssetView {
  const t = env.localize;
  const s = recordOf(item.system);
  const category = textOf(s.category);
  const prefix = `${env.idPrefix}-asset-${item.id}`;
  const abilities = (Array.isArray(s.abilities) ? s.abilities : []).map((raw: unknown, index) => {
    const a = recordOf(raw);
    const name = textOf(a.name);
    return {
      index,
      name,
      html: env.html(textOf(a.text)),
      enabled: a.enabled === true,
      inputId: `${prefix}-ability-${index}`,
      toggleLabel: t("VOWFORGE.Sheet.Asset.Ability", { asset: item.name, n: index + 1 }),
    };
  });
  const m = recordOf(s.meter);
  const meterLabel = textOf(m.label) || t("VOWFORGE.Sheet.Asset.Meter");
  const meter =
    m.enabled === true
      ? meterView(
          {
            id: "meter",
            label: meterLabel,
            value: intOf(m.value, 0),
            min: intOf(m.min, 0),
            max: intOf(m.max, 0),
            path: "meter.value",
          },
          t,
          prefix,
        )
      : null;
  return {
    id: item.id,
    uuid: item.uuid,
    name: item.name,
    img: item.img,
    category,
    categoryLabel: categoryLine(category, item.name),
    requirement: env.html(textOf(s.requirement)),
    abilities,
    meter: meter && { ...meter, label: meterLabel },
    meterKey: meter ? assetMeterKey(category, meterLabel) : null,
    fields: (Array.isArray(s.fields) ? s.fields : []).map((raw: unknown) => {
      const f = recordOf(raw);
      return { key: textOf(f.key), label: textOf(f.label), value: textOf(f.value) };
    }),
    companionState: (() => {
      const state = companionStateOf(item as { flags?: unknown });
      return state ? t(`VOWFORGE.Sheet.Asset.Companion.${state}`) : null;
    })(),
    // Out of action (not dead) may be cleared by hand: the companion was given aid at the table.
    companionClear:
      companionStateOf(item as { flags?: unknown }) === "outOfAction"
        ? { label: t("VOWFORGE.Sheet.Asset.Companion.Clear"), aria: t("VOWFORGE.Sheet.Asset.Companion.ClearOf", { name: item.name }) }
        : null,
    labels: {
      edit: t("VOWFORGE.Sheet.Item.Edit", { name: item.name }),
      remove: t("VOWFORGE.Sheet.Item.Delete", { name: item.name }),
    },
  };
}

/** The assets among `items`, in sheet order. */
export function assetViews(items: readonly SheetItem[], env: SheetEnv): AssetView[] {
  return items
    .filter((item) => item.type === "asset")
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map((item) => assetView(item, env));
}
