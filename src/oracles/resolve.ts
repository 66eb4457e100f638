/**
 * Resolves a draw on an oracle table from plain table data and a source of dice: no Foundry globals.
 *
 * Rules of this system (Ironsworn's oracles leave the details open):
 * - A row flagged `rollTwice` rolls the same table again `rollCount` times (two when not given). The
 *   "roll again" row itself is listed with its text, the further results beneath it.
 * - A further roll that lands on a "roll again" row again is rolled once more (its total is kept in
 *   `rerolled`), so "roll twice" always yields that many real results. After MAX_REROLLS tries the
 *   entry keeps the row it landed on.
 * - Further rolls are never merged: when two of them land on the same row, both stay and are marked
 *   `duplicate` (the books read that as an extreme version of that result).
 * - A row that points to other tables (`rollTables`, or a single `rollTable`) draws each of them, in
 *   order, to a depth of `maxDepth` links; a table already on the chain of links is not drawn again
 *   (no loops), and a table the lookup cannot find is reported as missing rather than failing.
 * - A row that offers alternative tables (`alternatives`: one of them, not all) asks `choose` which;
 *   the pick is drawn as a linked table would be and recorded in `choice`. Without `choose`, or when
 *   it picks none, the row stands as drawn and no alternative is rolled.
 * - Sundered Isles' cursed die: drawing a table that has a cursed version (`cursedBy`) with a
 *   `cursedDie` source rolls it once beside the table's roll. On a curse (src/rules/cursed-die.ts) the
 *   cursed table is drawn as its `curseBehavior` says: at the original roll, replacing the result, or
 *   at a roll of its own, added to it. Only the table first drawn rolls the cursed die.
 */
import { cursedOracleReading, isCursed } from "../rules/cursed-die";
import {
  type ChooseAlternative,
  type OracleCurse,
  type DiceSource,
  type DrawnRow,
  type OracleDraw,
  type OracleEntry,
  type OracleRowData,
  type OracleTableData,
  type SkippedLink,
  type TableLookup,
} from "./types";

/** The formula of Sundered Isles' cursed die (its own term, "du"; src/dice/card-roll.ts). */
export const CURSED_DIE_FORMULA = "1du";

/** Most links followed from the table first drawn. */
export const DEFAULT_MAX_DEPTH = 3;

/** Most times one further roll is rolled again when it keeps landing on a "roll again" row. */
export const MAX_REROLLS = 20;

/** Most further rolls a row may ask for. */
export const MAX_ROLL_AGAIN = 5;

export interface ResolveOptions {
  /** Finds linked tables; without it every link is reported as missing. */
  lookup?: TableLookup;
  /** Most links followed (default DEFAULT_MAX_DEPTH). */
  maxDepth?: number;
  /** Picks among a row's alternative tables; without it none is picked. */
  choose?: ChooseAlternative;
  /** Rolls Sundered Isles' cursed die (formula "1du"); without it no cursed die is rolled. */
  cursedDie?: DiceSource;
}

/** How many further rolls a row asks for: 0 for an ordinary row. */
export function rollAgainCount(row: OracleRowData): number {
  if (row.flags.rollTwice !== true) return 0;
  const count = row.flags.rollCount;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 2) return 2;
  return Math.min(count, MAX_ROLL_AGAIN);
}

/** The tables a row points to, without repeats. */
export function linkedTables(row: OracleRowData): string[] {
  const { rollTables, rollTable } = row.flags;
  const list = Array.isArray(rollTables) ? rollTables : typeof rollTable === "string" ? [rollTable] : [];
  return [...new Set(list.filter((uuid): uuid is string => typeof uuid === "string" && uuid !== ""))];
}

/** The row whose range covers a total, or null. */
export function rowFor(table: OracleTableData, total: number): OracleRowData | null {
  return table.results.find((row) => row.range[0] <= total && total <= row.range[1]) ?? null;
}

function drawn(row: OracleRowData | null): DrawnRow | null {
  return row ? { id: row.id, text: row.text, range: [row.range[0], row.range[1]] } : null;
}

/** Marks the entries that share their row with another of the same set. */
function markDuplicates(entries: OracleEntry[]): void {
  const seen = new Map<string, number>();
  for (const entry of entries) if (entry.row) seen.set(entry.row.id, (seen.get(entry.row.id) ?? 0) + 1);
  for (const entry of entries) entry.duplicate = entry.row !== null && (seen.get(entry.row.id) ?? 0) > 1;
}

function keyOf(table: OracleTableData): string {
  return table.uuid ?? `name:${table.name}`;
}

class Resolver {
  constructor(
    private readonly dice: DiceSource,
    private readonly lookup: TableLookup | undefined,
    private readonly maxDepth: number,
    private readonly choose: ChooseAlternative | undefined,
  ) {}

  async draw(table: OracleTableData, chain: readonly string[], cursedDie?: DiceSource): Promise<OracleDraw> {
    const entry = await this.entry(table, chain, false);
    const draw: OracleDraw = { table: { name: table.name, uuid: table.uuid }, formula: table.formula, entries: [entry] };
    if (cursedDie && table.cursedBy) draw.curse = await this.curse(table.cursedBy, entry.roll, chain, cursedDie);
    return draw;
  }

  /** Rolls the cursed die beside a roll of `roll` and, on a curse, draws the cursed table as it says. */
  private async curse(
    uuid: string,
    roll: number,
    chain: readonly string[],
    cursedDie: DiceSource,
  ): Promise<OracleCurse> {
    const die = await cursedDie(CURSED_DIE_FORMULA);
    const cursed = isCursed(die);
    const target = cursed && this.lookup ? await this.lookup(uuid) : null;
    const curse: OracleCurse = { die, cursed, behavior: target?.curseBehavior ?? null, uuid, draw: null, missing: false };
    if (!cursed) return curse;
    if (!target) return { ...curse, missing: true };
    const behavior = target.curseBehavior ?? "replaceResult";
    const reading = cursedOracleReading(Math.min(100, Math.max(1, roll)), die, behavior);
    // Replacing reads the cursed table at the original roll: its first die is that roll.
    let first = reading.read === "cursedAtRoll";
    const dice: DiceSource = (formula) => {
      if (!first) return this.dice(formula);
      first = false;
      return roll;
    };
    const resolver = new Resolver(dice, this.lookup, this.maxDepth, this.choose);
    return { ...curse, behavior, draw: await resolver.draw(target, [...chain, uuid]) };
  }

  /** One roll on `table`; `further` when it is one of the rolls a "roll again" row asked for. */
  private async entry(
    table: OracleTableData,
    chain: readonly string[],
    further: boolean,
  ): Promise<OracleEntry> {
    const rerolled: number[] = [];
    let roll = await this.dice(table.formula);
    let row = rowFor(table, roll);
    while (further && row && rollAgainCount(row) > 0 && rerolled.length < MAX_REROLLS) {
      rerolled.push(roll);
      roll = await this.dice(table.formula);
      row = rowFor(table, roll);
    }
    const entry: OracleEntry = {
      roll,
      row: drawn(row),
      rerolled,
      again: [],
      duplicate: false,
      linked: [],
      skipped: [],
      choice: null,
    };
    if (!row) return entry;
    const times = further ? 0 : rollAgainCount(row);
    for (let i = 0; i < times; i++) entry.again.push(await this.entry(table, chain, true));
    markDuplicates(entry.again);
    for (const uuid of linkedTables(row)) await this.link(uuid, chain, entry);
    await this.offer(table, row, chain, entry);
    return entry;
  }

  /** Draws one table a row points to, or notes why not. */
  private async link(uuid: string, chain: readonly string[], entry: OracleEntry): Promise<void> {
    const skip = (reason: SkippedLink["reason"]): void => {
      entry.skipped.push({ uuid, reason });
    };
    if (chain.includes(uuid)) return skip("loop");
    if (chain.length > this.maxDepth) return skip("depth");
    const target = this.lookup ? await this.lookup(uuid) : null;
    if (!target) return skip("missing");
    entry.linked.push(await this.draw(target, [...chain, uuid]));
  }

  /** Asks which of a row's alternative tables to draw, and draws it. */
  private async offer(
    table: OracleTableData,
    row: OracleRowData,
    chain: readonly string[],
    entry: OracleEntry,
  ): Promise<void> {
    const options = row.flags.alternatives ?? [];
    if (options.length === 0 || !entry.row) return;
    const answer = this.choose ? await this.choose(options, { table: table.name, row: entry.row }) : null;
    const picked = answer && options.some((o) => o.uuid === answer.uuid) ? answer : null;
    entry.choice = { options: options.map((o) => ({ ...o })), picked: picked && { ...picked } };
    if (picked) await this.link(picked.uuid, chain, entry);
  }
}

/**
 * Draws once on `table`: rolls its formula with `dice`, finds the row, rolls again for a "roll again"
 * row and draws the tables a row points to (found with `options.lookup`), and the one of its
 * alternatives `options.choose` picks.
 */
export async function resolveOracleDraw(
  table: OracleTableData,
  dice: DiceSource,
  options: ResolveOptions = {},
): Promise<OracleDraw> {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  return new Resolver(dice, options.lookup, maxDepth, options.choose).draw(table, [keyOf(table)], options.cursedDie);
}

/**
 * Every roll of a draw on its tables, in the order they were made (for the card and for counting
 * dice); the cursed die and its table's draw are kept apart, in `draw.curse`.
 */
export function drawRolls(draw: OracleDraw): number[] {
  const out: number[] = [];
  const visit = (entry: OracleEntry): void => {
    out.push(...entry.rerolled, entry.roll);
    for (const again of entry.again) visit(again);
    for (const linked of entry.linked) for (const e of linked.entries) visit(e);
  };
  for (const entry of draw.entries) visit(entry);
  return out;
}
