/**
 * What a list of clocks shows (templates/clocks/clock-list.hbs): each clock's circle, its count, who
 * sees it, and the buttons this user may press, each with an accessible name. Shared by the clock panel
 * (world clocks and the characters' clocks) and the character sheets (their own clocks). Pure: the
 * language lookup is handed in.
 */
import { clockFaceLabel, type Localize } from "../../cards/context/clock-card";
import { clockFace, type ClockFace } from "../../cards/context/clock-face";
import { CLOCK_SEGMENTS, CLOCK_VISIBILITY, isComplete, visibleClocks, type Clock } from "../../rules/clocks";
import { ORACLE_ODDS_IDS, type OracleOdds } from "../../rules/oracle";

/** One clock as the list shows it. */
export interface ClockRow {
  id: string;
  name: string;
  face: ClockFace;
  count: string;
  /** Seen by the GM and owners only: the words saying so, else "". */
  hidden: string;
  complete: boolean;
  labels: { advance: string; clear: string; roll: string; rename: string; remove: string };
}

/** One list: the world's or a character's. */
export interface ClockSection {
  /** "world", or the character's UUID. */
  key: string;
  heading: string;
  scope: "world" | "actor";
  actorUuid: string;
  /** This user may advance, clear and roll these clocks. */
  canPress: boolean;
  /** This user may rename and delete clocks here. */
  canEdit: boolean;
  /** The list shows the form that adds a clock. */
  showForm: boolean;
  /** The list has its own odds for a roll to advance (the panel has one for all its lists). */
  showOdds: boolean;
  /** The heading's classes (a sheet gives its own heading look). */
  headingClass: string;
  /** The heading opens with the game's ornament, as a sheet's other headings do. */
  ornament: boolean;
  /** The new-clock form starts folded (on a sheet, to keep the section compact). */
  foldForm: boolean;
  clocks: ClockRow[];
  empty: string;
  /** Ids of the new-clock form's fields, unique in the page. */
  formId: string;
}

/** A list's clocks and what this user may do to them. */
export interface ClockSectionInput {
  key: string;
  heading: string;
  scope: "world" | "actor";
  actorUuid?: string;
  clocks: readonly Clock[];
  /** This user sees clocks only the GM and owners see (the GM, or an owner of the character). */
  seesHidden: boolean;
  canPress: boolean;
  canEdit: boolean;
  /** Show the form that adds a clock (default: when the user may edit). */
  showForm?: boolean;
  /** Show the list's own odds select (default: no). */
  showOdds?: boolean;
  /** Drawn on a sheet: the sheet's heading look, and the form folded. */
  onSheet?: boolean;
}

function row(clock: Clock, t: Localize): ClockRow {
  const name = clock.name;
  return {
    id: clock.id,
    name,
    face: clockFace(clock.segments, clock.filled, clockFaceLabel(t, name, clock.filled, clock.segments)),
    count: t("VOWFORGE.Clock.Count", { filled: clock.filled, segments: clock.segments }),
    hidden: clock.visibility === "gm" ? t("VOWFORGE.Clock.Hidden") : "",
    complete: isComplete(clock),
    labels: {
      advance: t("VOWFORGE.Clock.Action.Advance", { name }),
      clear: t("VOWFORGE.Clock.Action.Clear", { name }),
      roll: t("VOWFORGE.Clock.Action.Roll", { name }),
      rename: t("VOWFORGE.Clock.Action.Rename", { name }),
      remove: t("VOWFORGE.Clock.Action.Delete", { name }),
    },
  };
}

/** A list as shown: the clocks this user may see, with their buttons. */
export function clockSection(input: ClockSectionInput, t: Localize, idPrefix: string): ClockSection {
  const key = input.key;
  return {
    key,
    heading: input.heading,
    scope: input.scope,
    actorUuid: input.actorUuid ?? "",
    canPress: input.canPress,
    canEdit: input.canEdit,
    showForm: input.showForm ?? input.canEdit,
    showOdds: (input.showOdds ?? false) && input.canPress,
    headingClass: input.onSheet ? "vf-clocks__heading vf-sheet__heading" : "vf-clocks__heading",
    ornament: input.onSheet === true,
    foldForm: input.onSheet === true,
    clocks: visibleClocks(input.clocks, input.seesHidden).map((c) => row(c, t)),
    empty: t("VOWFORGE.Clock.Empty"),
    formId: `${idPrefix}-${key.replace(/[^A-Za-z0-9_-]/g, "-")}`,
  };
}

/** The choices of the new-clock form and the odds of a roll to advance. */
export interface ClockChoices {
  segments: Array<{ value: number; label: string; selected: boolean }>;
  visibility: Array<{ value: string; label: string; selected: boolean }>;
  odds: Array<{ value: OracleOdds; label: string; selected: boolean }>;
}

export function clockChoices(t: Localize, odds: OracleOdds): ClockChoices {
  return {
    segments: CLOCK_SEGMENTS.map((n) => ({ value: n, label: String(n), selected: n === 6 })),
    visibility: CLOCK_VISIBILITY.map((v) => ({
      value: v,
      label: t(`VOWFORGE.Clock.Visibility.${v}`),
      selected: v === "all",
    })),
    odds: ORACLE_ODDS_IDS.map((o) => ({
      value: o,
      label: t(`VOWFORGE.Card.OracleOdds.${o}`),
      selected: o === odds,
    })),
  };
}

/** A character the panel may list: its clocks and what this user may do. */
export interface PanelCharacter {
  uuid: string;
  name: string;
  clocks: readonly Clock[];
  /** This user owns the character (or is the GM). */
  owner: boolean;
}

export interface ClockPanelInput {
  worldClocks: readonly Clock[];
  /** The characters this user can see (at least limited permission). */
  characters: readonly PanelCharacter[];
  isGM: boolean;
  odds: OracleOdds;
  idPrefix: string;
}

export interface ClockPanelContext {
  sections: ClockSection[];
  clockChoices: ClockChoices;
  oddsId: string;
  labels: { odds: string; nothing: string };
  /** Nothing to show (no clock this user sees, and nothing this user may add). */
  nothing: boolean;
}

/**
 * The panel: the world's clocks (for everyone; the GM may add, rename and delete them), then each
 * character this user sees that carries a clock this user may see.
 */
export function clockPanelContext(input: ClockPanelInput, t: Localize): ClockPanelContext {
  const world = clockSection(
    {
      key: "world",
      heading: t("VOWFORGE.Clock.World"),
      scope: "world",
      clocks: input.worldClocks,
      seesHidden: input.isGM,
      canPress: true,
      canEdit: input.isGM,
    },
    t,
    input.idPrefix,
  );
  const characters = input.characters
    .map((c) =>
      clockSection(
        {
          key: c.uuid,
          heading: t("VOWFORGE.Clock.CharacterClocks", { name: c.name }),
          scope: "actor",
          actorUuid: c.uuid,
          clocks: c.clocks,
          seesHidden: c.owner || input.isGM,
          canPress: c.owner || input.isGM,
          canEdit: c.owner || input.isGM,
          // A character's clocks are added on its sheet; the panel lists them.
          showForm: false,
        },
        t,
        input.idPrefix,
      ),
    )
    .filter((s) => s.clocks.length > 0);
  const sections = world.clocks.length > 0 || world.canEdit ? [world, ...characters] : characters;
  return {
    sections,
    clockChoices: clockChoices(t, input.odds),
    oddsId: `${input.idPrefix}-odds`,
    labels: { odds: t("VOWFORGE.Clock.Odds"), nothing: t("VOWFORGE.Clock.NothingToShow") },
    nothing: sections.length === 0,
  };
}
