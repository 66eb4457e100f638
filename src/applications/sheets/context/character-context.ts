/**
 * The character sheet's whole template context, from plain data: the Foundry sheet, the playground,
 * the tests and the benchmark all build it here.
 */
import { type RulesetId } from "../../../config";
import { assetViews, type AssetView } from "./asset-context";
import {
  bondsView,
  experienceView,
  legacyViews,
  type BondsView,
  type ExperienceView,
  type LegacyView,
} from "./legacy-context";
import { movesView, type MovesView } from "./moves-context";
import { progressTrackItem, progressTracks, type ProgressTrackItem } from "./progress-context";
import { rollSummary } from "../../dialogs/actor-summaries";
import { recordOf, textOf, type SheetEnv, type SheetItem } from "./types";
import { monogramOf } from "./portrait";
import {
  characterRuleset,
  conditionsView,
  meterView,
  meterViews,
  momentumView,
  statViews,
  type ConditionsView,
  type MeterView,
  type MomentumView,
  type StatView,
  type CharacterInput,
} from "./vitals-context";
import { sheetClocks, type SheetClocks } from "./clocks-context";
import { sheetTabs, tabViews as shownTabs, type TabView } from "./tabs-context";
import { EXPERIENCE_MAX } from "../../../data/actor/conditions";
import { type Localize } from "../../../locale";
import { type CharacterRulesetId } from "../../../data/fields";

/** Tabs of the character sheet, in order (legacies for a Starforged character only). */
export const CHARACTER_TABS = ["tracks", "legacies", "assets", "moves", "notes"] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number];

export interface CharacterSheetInput {
  name: string;
  img: string;
  /** The actor's system data (stored fields, and the derived momentumMax / momentumReset if prepared). */
  system: CharacterInput;
  /** The actor's items as plain data. */
  items: readonly SheetItem[];
  /** Moves from the packs (any ruleset; those of the character's ruleset are listed). */
  moves: readonly SheetItem[];
  /** Text typed in the moves search box. */
  search: string;
  /** Rulesets the world has enabled (the ruleset choice offers those a character can use). */
  enabledRulesets: readonly RulesetId[];
  activeTab: CharacterTab;
  /**
   * Tabs whose panels are drawn besides the active one (those opened before, in Foundry): a panel not
   * yet opened is drawn empty, and filled when it is first opened.
   */
  drawnTabs?: readonly CharacterTab[];
  /** Whether rich text is edited in place (Foundry's editor) rather than only shown. */
  richEditor: boolean;
  /**
   * Delve sites the user can see (the character's own and the world's): a move rolled against a delve
   * site's progress (Locate Your Objective) offers each as a target. Absent: none.
   */
  sites?: readonly SheetItem[];
  /** Whether the sheet is in edit mode: stats show their number fields instead of their roll buttons. */
  editMode?: boolean;
}

export interface CharacterSheetContext extends SheetClocks {
  editable: boolean;
  editMode: boolean;
  editToggle: { pressed: "true" | "false"; label: string };
  identity: {
    name: string;
    img: string;
    /** The monogram drawn over the portrait ("" when the actor has its own image). */
    monogram: string;
    ruleset: CharacterRulesetId;
    rulesetLabel: string;
    pronouns: string;
    callsign: string;
    nameId: string;
    imgAlt: string;
  };
  isStarforged: boolean;
  rulesetOptions: { value: string; label: string; selected: boolean }[];
  stats: StatView[];
  meters: MeterView[];
  momentum: MomentumView;
  conditions: ConditionsView;
  experience: ExperienceView;
  /** Experience earned and spent, as steppers. */
  xp: MeterView[];
  tracks: ProgressTrackItem[];
  bonds: BondsView | null;
  legacies: LegacyView[] | null;
  assets: AssetView[];
  moves: MovesView;
  notes: { name: string; source: string; html: string; richEditor: boolean; id: string };
  tabNav: TabView<CharacterTab>[];
  panels: Record<CharacterTab, TabView<CharacterTab>>;
  idPrefix: string;
}

/** The tabs a character of `ruleset` shows (legacy tracks are Starforged's). */
function shownTabIds(ruleset: CharacterRulesetId): CharacterTab[] {
  return CHARACTER_TABS.filter((id) => id !== "legacies" || ruleset === "starforged");
}

/** The navigation of the tabs a character of `ruleset` shows, `active` the open one. */
export function tabViews(
  active: CharacterTab,
  env: SheetEnv,
  ruleset: CharacterRulesetId = "starforged",
  drawnTabs: readonly CharacterTab[] = [],
): TabView<CharacterTab>[] {
  return shownTabs(shownTabIds(ruleset), active, env, drawnTabs);
}

/** Delve sites as progress tracks of the delve kind (as the site sheet reads them), once each. */
function siteTracks(sites: readonly SheetItem[], t: Localize): ProgressTrackItem[] {
  const seen = new Set<string>();
  return sites
    .filter((site) => site.type === "delveSite" && !seen.has(site.uuid) && seen.add(site.uuid))
    .map((site) => progressTrackItem({ ...site, system: { ...recordOf(site.system), kind: "delve" } }, t));
}

export function buildCharacterContext(input: CharacterSheetInput, env: SheetEnv): CharacterSheetContext {
  const t = env.localize;
  const s = input.system;
  const ruleset = characterRuleset(s);
  const isStarforged = ruleset === "starforged";
  const conditions = conditionsView(s, t, env.idPrefix);
  const stats = statViews(s, t, env.idPrefix);
  const meters = meterViews(s, t, env.idPrefix);
  const tracks = progressTracks(input.items, t);
  const legacies = isStarforged ? legacyViews(s, t) : null;
  const bonds = isStarforged ? null : bondsView(s, t);
  const assets = assetViews(input.items, env);
  const summary = rollSummary({ name: input.name, uuid: null, system: s, items: input.items }, t);
  // A tab this character does not show (legacies for Ironsworn) keeps an empty, hidden panel.
  const tabs = sheetTabs(CHARACTER_TABS, shownTabIds(ruleset), input.activeTab, env, input.drawnTabs);
  const experience = experienceView(s, legacies, env.idPrefix);
  const choices = (["ironsworn", "starforged"] as const).filter((r) => r === ruleset || input.enabledRulesets.includes(r));
  const editMode = env.editable && input.editMode === true;
  return {
    ...sheetClocks({ type: "character", system: s }, env),
    editable: env.editable,
    editMode,
    editToggle: { pressed: editMode ? "true" : "false", label: t("VOWFORGE.Sheet.EditToggle") },
    identity: {
      name: input.name,
      img: input.img, monogram: monogramOf(input.img, input.name),
      ruleset,
      rulesetLabel: t(`VOWFORGE.Ruleset.${ruleset}`),
      pronouns: textOf(s.pronouns),
      callsign: textOf(s.callsign),
      nameId: `${env.idPrefix}-name`,
      imgAlt: t("VOWFORGE.Sheet.Portrait", { name: input.name }),
    },
    isStarforged,
    rulesetOptions: choices.map((r) => ({ value: r, label: t(`VOWFORGE.Ruleset.${r}`), selected: r === ruleset })),
    stats,
    meters,
    momentum: momentumView(s, conditions.marked, t, env.idPrefix),
    conditions,
    experience,
    xp: (["earned", "spent"] as const).map((key) =>
      meterView(
        {
          id: `xp-${key}`,
          // Starforged's legacies earn most experience; the stored figure is what was earned besides them.
          label: t(`VOWFORGE.Sheet.Experience.${key === "spent" ? "Spent" : isStarforged ? "EarnedBesides" : "Earned"}`),
          value: experience[key],
          min: 0,
          max: EXPERIENCE_MAX,
          path: `experience.${key}`,
        },
        t,
        env.idPrefix,
      ),
    ),
    tracks,
    bonds,
    legacies,
    assets,
    moves: movesView(
      {
        ruleset,
        moves: input.moves,
        ownMoves: input.items,
        search: input.search,
        values: {
          stats: Object.fromEntries([...summary.stats, ...summary.meters.slice(0, 3)].map((v) => [v.id, v.value])),
          meters: Object.fromEntries(summary.meters.slice(3).map((m) => [m.id, { label: m.label, value: m.value }])),
        },
        tracks: [...tracks, ...siteTracks(input.sites ?? [], t)],
        legacies,
        bonds,
      },
      env,
    ),
    notes: {
      name: "system.notes",
      source: textOf(s.notes),
      html: env.html(textOf(s.notes)),
      richEditor: input.richEditor,
      id: `${env.idPrefix}-notes`,
    },
    ...tabs,
    idPrefix: env.idPrefix,
  };
}
