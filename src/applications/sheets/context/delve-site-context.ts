/**
 * Contexts of the Delve sheets: a delve site (rank, progress, theme, domain, denizen matrix) and a
 * site theme or domain (its feature and danger rows). Pure: item data in, view out.
 */
import { RANKS } from "../../../config";
import { DENIZEN_FREQUENCIES, type DenizenSlot, type SiteAspect, type SiteRow } from "../../../rules/delve";
import { progressTrackItem, type ProgressTrackItem } from "./progress-context";
import { recordOf, textOf, type SheetEnv, type SheetItem } from "./types";
import { itemIdentity, type ItemIdentity } from "./item-context";
import { choiceField, choiceOptions, textField, type ChoiceOption, type HeaderField } from "./header-fields";

export interface RowView {
  range: string;
  text: string;
}

export interface DenizenView extends RowView {
  frequency: string;
  uuid: string;
}

function num(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

/** Rows as stored, with defaults for anything malformed. */
export function readRows(value: unknown): SiteRow[] {
  return (Array.isArray(value) ? value : []).map((raw) => {
    const row = recordOf(raw);
    return { min: num(row.min, 1), max: num(row.max, 1), text: textOf(row.text) };
  });
}

/** A theme or domain as a site or an aspect item stores it. */
export function readAspect(value: unknown, fallbackName = ""): SiteAspect & { dataswornId: string } {
  const aspect = recordOf(value);
  return {
    name: textOf(aspect.name) || fallbackName,
    dataswornId: textOf(aspect.dataswornId),
    features: readRows(aspect.features),
    dangers: readRows(aspect.dangers),
  };
}

/** The denizen matrix as stored. */
export function readDenizens(value: unknown): Array<DenizenSlot & { uuid: string }> {
  return (Array.isArray(value) ? value : []).map((raw) => {
    const slot = recordOf(raw);
    const frequency = DENIZEN_FREQUENCIES.find((f) => f === slot.frequency) ?? "common";
    return {
      frequency,
      min: num(slot.min, 1),
      max: num(slot.max, 1),
      name: textOf(slot.name),
      uuid: textOf(slot.uuid),
    };
  });
}

function range(row: { min: number; max: number }): string {
  return row.min === row.max ? `${row.min}` : `${row.min}–${row.max}`;
}

function rowViews(rows: readonly SiteRow[]): RowView[] {
  return [...rows].sort((a, b) => a.min - b.min).map((row) => ({ range: range(row), text: row.text }));
}

export interface DelveSiteSheetContext {
  editable: boolean;
  identity: ItemIdentity;
  /** The band's fields: the rank as pills, the objective as a chip. */
  headerFields: HeaderField[];
  track: ProgressTrackItem;
  ranks: ChoiceOption[];
  objective: string;
  theme: { name: string; features: RowView[]; dangers: RowView[] };
  domain: { name: string; features: RowView[]; dangers: RowView[] };
  /** Whether theme and domain both have rows (the feature and danger buttons need them). */
  canRollSite: boolean;
  denizens: DenizenView[];
  description: string;
}

export function buildDelveSiteSheetContext(item: SheetItem, env: SheetEnv): DelveSiteSheetContext {
  const system = recordOf(item.system);
  const track = progressTrackItem({ ...item, system: { ...system, kind: "delve" } }, env.localize);
  const theme = readAspect(system.theme);
  const domain = readAspect(system.domain);
  const t = env.localize;
  const ranks = choiceOptions(RANKS, track.rank, (rank) => `VOWFORGE.Rank.${rank}`, env);
  const objective = textOf(system.objective);
  return {
    editable: env.editable,
    identity: itemIdentity(item, env),
    headerFields: [
      choiceField("system.rank", t("VOWFORGE.Sheet.Progress.Rank"), ranks),
      textField("system.objective", t("VOWFORGE.DelveSite.FIELDS.objective.label"), objective, env, true),
    ],
    track,
    ranks,
    objective,
    theme: { name: theme.name, features: rowViews(theme.features), dangers: rowViews(theme.dangers) },
    domain: { name: domain.name, features: rowViews(domain.features), dangers: rowViews(domain.dangers) },
    canRollSite: theme.features.length > 0 && domain.features.length > 0,
    denizens: readDenizens(system.denizens)
      .sort((a, b) => a.min - b.min)
      .map((slot) => ({
        range: range(slot),
        text: slot.name,
        uuid: slot.uuid,
        frequency: env.localize(`VOWFORGE.DelveSite.Frequency.${slot.frequency}`),
      })),
    description: env.html(textOf(system.description)),
  };
}

export interface SiteAspectSheetContext {
  identity: ItemIdentity;
  headerFields: HeaderField[];
  editable: boolean;
  aspect: string;
  summary: string;
  features: RowView[];
  dangers: RowView[];
}

export function buildSiteAspectSheetContext(item: SheetItem, env: SheetEnv): SiteAspectSheetContext {
  const system = recordOf(item.system);
  const aspect = system.aspect === "domain" ? "domain" : "theme";
  const aspectLabel = env.localize(`VOWFORGE.SiteAspect.Aspect.${aspect}`);
  return {
    editable: env.editable,
    identity: itemIdentity(item, env, aspectLabel),
    headerFields: [],
    aspect: aspectLabel,
    summary: env.html(textOf(system.summary)),
    features: rowViews(readRows(system.features)),
    dangers: rowViews(readRows(system.dangers)),
  };
}
