/**
 * The live odds the roll dialog shows for a request, as each kind's `odds` hook builds them from the
 * rules engine's exact odds (src/rules/odds/): tables of rows ready for the template (label, percent
 * text, bar width) and notes. Pure: plain data in and out, no Foundry.
 */
import { oneDecimal, type Localize } from "../locale";
import { actionRollOdds, type ActionRollOddsInput } from "../rules/odds/challenge";
import { cursedDieOdds } from "../rules/odds/cursed";
import { signed } from "./view";

export interface OddsRow {
  id: string;
  label: string;
  /** Chance 0..1, exact. */
  chance: number;
  /** Percent rounded to tenths so the rows of a table add up to exactly 100. */
  percent: number;
  /** "41.7%" */
  text: string;
  /** CSS width of the bar, "41.7%". */
  barWidth: string;
  cssClass: string;
}

export interface OddsTable {
  id: string;
  caption: string;
  rows: OddsRow[];
}

export interface OddsView {
  tables: OddsTable[];
  /** Extra lines: chance of a match, of learning a skill, why there is no roll. */
  notes: string[];
}

/** No odds: what a kind without an `odds` hook shows. */
export const NO_ODDS: OddsView = { tables: [], notes: [] };

/** Rounds chances to tenths of a percent, handing out the remainder so the total is exactly 100. */
export function roundPercents(chances: readonly number[]): number[] {
  const tenths = chances.map((c) => c * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths.map((v, i) => ({ i, rest: v - floors[i] })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] += 1;
    missing -= 1;
  }
  return floors.map((f) => f / 10);
}

function percentText(t: Localize, percent: number): string {
  return t("VOWFORGE.Dialog.Odds.Percent", { percent: oneDecimal(percent) });
}

/**
 * One table of outcomes (`VOWFORGE.Outcome.<id>` labels) and their chances; `caption` defaults to the
 * dialog's plain "Odds" caption, `id` to "roll".
 */
export function oddsTable(
  t: Localize,
  entries: ReadonlyArray<readonly [string, number]>,
  { id = "roll", caption = t("VOWFORGE.Dialog.Odds.Caption") }: { id?: string; caption?: string } = {},
): OddsTable {
  const percents = roundPercents(entries.map(([, chance]) => chance));
  const rows = entries.map(([outcome, chance], i) => ({
    id: outcome,
    label: t(`VOWFORGE.Outcome.${outcome}`),
    chance,
    percent: percents[i],
    text: percentText(t, percents[i]),
    barWidth: `${percents[i]}%`,
    cssClass: `vf-odds__row vf-outcome--${outcome}`,
  }));
  return { id, caption, rows };
}

/** A note naming a chance: the message at `key` with its `{percent}` filled in. */
export function oddsNote(t: Localize, key: string, chance: number): string {
  return t(key, { percent: percentText(t, Math.round(chance * 1000) / 10) });
}

/**
 * The odds of an action roll against the challenge dice (the action kind's): its outcomes, the chance
 * of a match (and the cursed die's, when it is rolled too), and those with the momentum burned, or one
 * line instead when the burn would change no chance.
 */
export function challengeOdds(roll: ActionRollOddsInput & { momentum: number }, cursedDie: boolean, t: Localize): OddsView {
  const odds = actionRollOdds(roll);
  const rows = (o: { strongHit: number; weakHit: number; miss: number }) =>
    [["strongHit", o.strongHit], ["weakHit", o.weakHit], ["miss", o.miss]] as const;
  const tables = [oddsTable(t, rows(odds))];
  const notes = [oddsNote(t, "VOWFORGE.Dialog.Odds.Match", odds.match)];
  if (cursedDie) {
    const cursed = cursedDieOdds();
    notes.push(oddsNote(t, "VOWFORGE.Dialog.Odds.Cursed", cursed.cursed), oddsNote(t, "VOWFORGE.Dialog.Odds.CursedMatch", cursed.cursedMatch));
  }
  const burn = odds.withBurn;
  if (!burn) return { tables, notes };
  const momentum = signed(roll.momentum);
  const same = rows(burn).every(([, chance], i) => Math.abs(chance - rows(odds)[i][1]) < 1e-12);
  if (same) notes.unshift(t("VOWFORGE.Dialog.Odds.BurnCannotHelp", { momentum }));
  else tables.push(oddsTable(t, rows(burn), { id: "burn", caption: t("VOWFORGE.Dialog.Odds.WithBurn", { momentum }) }));
  return { tables, notes };
}
