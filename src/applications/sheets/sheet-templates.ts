/**
 * Templates of the sheets, by system path: the parts each sheet renders and the partials they include.
 * Pure data, so the playground, the tests and the benchmark render the same files Foundry loads.
 */
import { systemPath } from "../../constants";

const sheet = (file: string) => systemPath(`templates/sheets/${file}`);

/** Partials shared by the sheets, registered under their system paths. */
export const SHEET_PARTIALS = {
  trackBoxes: sheet("parts/track-boxes.hbs"),
  meter: sheet("parts/meter.hbs"),
  railMeter: sheet("parts/rail-meter.hbs"),
  stepper: sheet("parts/stepper.hbs"),
  fieldStepper: sheet("parts/field-stepper.hbs"),
  progressTrack: sheet("parts/progress-track.hbs"),
  assetCard: sheet("parts/asset-card.hbs"),
  notes: sheet("parts/notes.hbs"),
  portrait: sheet("parts/portrait.hbs"),
  editNamedRows: sheet("parts/edit-named-rows.hbs"),
  editNumberField: sheet("parts/edit-number-field.hbs"),
  bondChip: sheet("parts/bond-chip.hbs"),
  headerFields: sheet("parts/header-fields.hbs"),
  itemHeader: sheet("parts/item-header.hbs"),
  tabs: sheet("parts/tabs.hbs"),
  actorHeader: sheet("actors/header.hbs"),
  // The character's clocks, drawn as the clock panel draws a list (with the clock's circle).
  clockList: systemPath("templates/clocks/clock-list.hbs"),
  clockFace: systemPath("templates/chat/parts/clock-face.hbs"),
} as const;

/** The character sheet's parts, in the order they are rendered. */
export const CHARACTER_PARTS = {
  header: sheet("character/header.hbs"),
  stats: sheet("character/stats.hbs"),
  meters: sheet("character/meters.hbs"),
  momentum: sheet("character/momentum.hbs"),
  conditions: sheet("character/conditions.hbs"),
  tabs: sheet("parts/tab-bar.hbs"),
  tracks: sheet("character/tracks.hbs"),
  legacies: sheet("character/legacies.hbs"),
  assets: sheet("character/assets.hbs"),
  moves: sheet("character/moves.hbs"),
  notes: sheet("character/notes.hbs"),
} as const;

/**
 * A Forged Ties, Augur or Strike! sheet's parts, in the order they are rendered: the header band, the
 * summary always in view (the rolls and what a roll reads), the tab bar, a panel per tab (`tabs`, keyed
 * by tab id) and last the clocks and notes.
 */
function rulesetParts<T extends Record<string, string>>(folder: string, tabs: T) {
  return {
    header: sheet("rulesets/header.hbs"),
    summary: sheet(`${folder}/summary.hbs`),
    tabs: sheet("parts/tab-bar.hbs"),
    ...tabs,
    journal: sheet("rulesets/journal.hbs"),
  };
}

export const RULESET_PARTS = {
  forgedTies: rulesetParts("forged-ties", {
    condition: sheet("forged-ties/condition.hbs"),
    growth: sheet("forged-ties/growth.hbs"),
    bonds: sheet("forged-ties/bonds.hbs"),
  }),
  augur: rulesetParts("augur", {
    abilities: sheet("augur/abilities.hbs"),
    bonds: sheet("augur/bonds.hbs"),
  }),
  strike: rulesetParts("strike", {
    conditions: sheet("strike/conditions.hbs"),
    wealth: sheet("strike/wealth.hbs"),
    traits: sheet("strike/traits.hbs"),
  }),
} as const;

export type RulesetSheetKind = keyof typeof RULESET_PARTS;

/** The class of the tabbed ruleset sheets' windows, which lays their parts out (styles/_sheet-ruleset-layout.scss). */
export const TABBED_RULESET_CLASS = "vf-rs-tabbed";

/** The team conflict sheet: one part. */
export const CONFLICT_TEMPLATE = sheet("conflict/sheet.hbs");

export const ITEM_TEMPLATES = {
  asset: sheet("items/asset.hbs"),
  progress: sheet("items/progress.hbs"),
  move: sheet("items/move.hbs"),
  delveSite: sheet("items/delve-site.hbs"),
  siteAspect: sheet("items/site-aspect.hbs"),
} as const;

export const ACTOR_TEMPLATES = {
  foe: sheet("actors/foe.hbs"),
  starship: sheet("actors/starship.hbs"),
  shared: sheet("actors/shared.hbs"),
} as const;

/** Every sheet template and partial, for preloading. */
export const SHEET_TEMPLATE_PATHS: readonly string[] = [
  ...Object.values(SHEET_PARTIALS),
  ...new Set([...Object.values(CHARACTER_PARTS), ...Object.values(RULESET_PARTS).flatMap((parts) => Object.values(parts))]),
  CONFLICT_TEMPLATE,
  ...Object.values(ITEM_TEMPLATES),
  ...Object.values(ACTOR_TEMPLATES),
];

/** The part of a Handlebars environment that registers partials. */
export interface PartialRegistry {
  registerPartial(name: string, source: string): void;
}

/** Registers the sheet partials from a { system path: source } map; throws when one is missing. */
export function registerSheetPartials(registry: PartialRegistry, sources: Readonly<Record<string, string>>): void {
  for (const name of Object.values(SHEET_PARTIALS)) {
    const source = sources[name];
    if (typeof source !== "string") throw new Error(`no source given for the partial ${name}`);
    registry.registerPartial(name, source);
  }
}
