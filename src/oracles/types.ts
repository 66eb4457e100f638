/**
 * Shapes of an oracle draw: the plain table data the resolver reads (taken from a RollTable and its
 * results, or from a pack source) and the structured result it returns. No Foundry types here.
 */

/** One of the tables a row offers as alternatives (only one of them is rolled). */
export interface OracleAlternative {
  uuid: string;
  /** Its short name, as the button shows it ("Outlands"). */
  label: string;
  /** The region of the Forge it belongs to ("terminus", "outlands", "expanse"), when it has one. */
  region?: string;
}

/** What a result row means beyond its text (flags.vowforge of a TableResult). */
export interface OracleRowFlags {
  /** The row says to roll this same table again, `rollCount` times (2 when absent). */
  rollTwice?: boolean;
  rollCount?: number;
  /** The row sends the reader to other tables: each is rolled too. */
  rollTable?: string;
  rollTables?: string[];
  /** The row sends the reader to one of these tables, not all: the draw picks one. */
  alternatives?: OracleAlternative[];
}

/** One row of a table. */
export interface OracleRowData {
  id: string;
  /** Lowest and highest roll of the row, inclusive. */
  range: readonly [number, number];
  /** The row's text, as HTML (it may hold @UUID links for the enricher). */
  text: string;
  flags: OracleRowFlags;
}

/** How a cursed version of a table applies (Sundered Isles; see src/rules/cursed-die.ts). */
export type CurseBehavior = "replaceResult" | "addResult";

/** A table as the resolver reads it. */
export interface OracleTableData {
  name: string;
  /** Its UUID, or null for a table that is not a document (a fixture). */
  uuid: string | null;
  /** The dice formula, e.g. "1d100". */
  formula: string;
  results: readonly OracleRowData[];
  /** UUID of its cursed version (Sundered Isles), when it has one. */
  cursedBy?: string | null;
  /** On a cursed version: how it applies. */
  curseBehavior?: CurseBehavior | null;
  /** A region's table: its region, and every table of its set (one per region, itself among them). */
  region?: string | null;
  regionSet?: OracleAlternative[] | null;
}

/**
 * Rolls the dice of a formula and gives the total. In Foundry it evaluates a Roll (so manual dice
 * entry and Dice So Nice work); in tests it hands out fixed values.
 */
export type DiceSource = (formula: string) => number | Promise<number>;

/** Finds a linked table by UUID; null when there is none (deleted, or a pack not installed). */
export type TableLookup = (
  uuid: string,
) => OracleTableData | null | undefined | Promise<OracleTableData | null | undefined>;

/** How the table rolled among a row's alternatives was picked. */
export type ChoiceSource = "region" | "user" | "only";

/** The pick a draw makes among a row's alternatives. */
export interface AlternativePick {
  uuid: string;
  by: ChoiceSource;
}

/**
 * Picks one of a row's alternatives: by the world's current region, else by asking. Null when none
 * is picked (the question was closed); the row then stands as drawn.
 */
export type ChooseAlternative = (
  options: readonly OracleAlternative[],
  context: { table: string; row: DrawnRow },
) => AlternativePick | null | Promise<AlternativePick | null>;

/** What became of a row's alternatives: the offer and the pick (null when none was picked). */
export interface OracleChoice {
  options: OracleAlternative[];
  picked: AlternativePick | null;
}

/** Why a linked table was not rolled. */
export type SkipReason = "missing" | "loop" | "depth";

/** A linked table that was not rolled, and why. */
export interface SkippedLink {
  uuid: string;
  reason: SkipReason;
}

/** The row a roll landed on. */
export interface DrawnRow {
  id: string;
  text: string;
  range: readonly [number, number];
}

/** One roll on a table and everything it led to. */
export interface OracleEntry {
  /** The total rolled. */
  roll: number;
  /** The row it landed on, or null when no row covers the total. */
  row: DrawnRow | null;
  /**
   * Earlier rolls of this entry that landed on a "roll again" row while it was already rolling
   * again; they were rolled once more (the rule of this system, see resolve.ts).
   */
  rerolled: number[];
  /** When the row says to roll this table again: the further rolls, in order. */
  again: OracleEntry[];
  /** True when another of the same "roll again" set landed on the same row: an extreme version. */
  duplicate: boolean;
  /** The tables the row points to, each drawn in turn. */
  linked: OracleDraw[];
  /** Tables the row points to that were not drawn. */
  skipped: SkippedLink[];
  /**
   * When the row offers alternative tables: which was picked (its draw is the last of `linked`), or
   * null for an ordinary row.
   */
  choice: OracleChoice | null;
}

/**
 * The cursed die rolled with a draw on a table that has a cursed version: its face, and on a curse
 * the cursed table's draw (at the original roll when it replaces the result, at a roll of its own
 * when it adds one), or `missing` when the cursed table could not be found.
 */
export interface OracleCurse {
  die: number;
  cursed: boolean;
  behavior: CurseBehavior | null;
  /** The cursed table, as linked. */
  uuid: string;
  draw: OracleDraw | null;
  missing: boolean;
}

/** The draw of one table. */
export interface OracleDraw {
  table: { name: string; uuid: string | null };
  formula: string;
  /** One entry per roll on this table (one, unless a caller asked for more). */
  entries: OracleEntry[];
  /** The cursed die rolled with it, when one was (absent on draws made before it existed). */
  curse?: OracleCurse | null;
  /**
   * When the table asked for was another region's: its name, and the region drawn instead (the
   * world's setting). Absent otherwise.
   */
  regionSwap?: { asked: string; label: string } | null;
}
