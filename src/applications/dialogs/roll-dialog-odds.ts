/**
 * The odds the roll dialog shows for a request, from the rules engine's exact odds, as rows ready for
 * the template: label, percent text and bar width.
 */
import type { RollRequest } from "../../kinds/registry";
import { actionRollOdds } from "../../rules/odds/challenge";
import { cursedDieOdds } from "../../rules/odds/cursed";
import { poolRollOdds } from "../../rules/odds/pool";
import { strikeLearnOdds, strikeRollOdds } from "../../rules/odds/strike";
import { threatRollOdds } from "../../rules/odds/threat";
import { oneDecimal, type Localize } from "../../locale";
import { strikeTableRowIds } from "../../rules/strike";
import { THREAT_OUTCOMES, planThreatRoll, sharedRisk } from "../../rules/threat";

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

function table(
  t: Localize,
  id: string,
  caption: string,
  entries: ReadonlyArray<[string, number]>,
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

function note(t: Localize, key: string, chance: number): string {
  return t(key, { percent: percentText(t, Math.round(chance * 1000) / 10) });
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The odds of each outcome of the requested roll, and notes about it. */
export function oddsForRequest(request: RollRequest, t: Localize): OddsView {
  const caption = t("VOWFORGE.Dialog.Odds.Caption");
  switch (request.kind) {
    case "action": {
      const odds = actionRollOdds({
        modifier: request.stat.value + request.adds,
        momentum: request.momentum,
        cancelOnNegativeMomentum: request.cancelOnNegativeMomentum,
      });
      const rows = (o: { strongHit: number; weakHit: number; miss: number }): Array<[string, number]> => [
        ["strongHit", o.strongHit],
        ["weakHit", o.weakHit],
        ["miss", o.miss],
      ];
      const tables = [table(t, "roll", caption, rows(odds))];
      const notes = [note(t, "VOWFORGE.Dialog.Odds.Match", odds.match)];
      if (request.cursedDie) {
        const cursed = cursedDieOdds();
        notes.push(note(t, "VOWFORGE.Dialog.Odds.Cursed", cursed.cursed), note(t, "VOWFORGE.Dialog.Odds.CursedMatch", cursed.cursedMatch));
      }
      const burn = odds.withBurn;
      if (burn) {
        // A burn that changes no chance (momentum below every score the roll can make) is said in one
        // line rather than shown as a second, identical table.
        const same = rows(burn).every(([, chance], i) => Math.abs(chance - (rows(odds)[i]?.[1] ?? Number.NaN)) < 1e-12);
        if (same) notes.unshift(t("VOWFORGE.Dialog.Odds.BurnCannotHelp", { momentum: signed(request.momentum) }));
        else tables.push(table(t, "burn", t("VOWFORGE.Dialog.Odds.WithBurn", { momentum: signed(request.momentum) }), rows(burn)));
      }
      return { tables, notes };
    }
    case "progress":
      return { tables: [], notes: [] };
    case "pool": {
      const odds = poolRollOdds({ dice: request.dice });
      const entries: Array<[string, number]> = [
        ["fullSuccess", odds.fullSuccess],
        ["partialSuccess", odds.partialSuccess],
        ["miss", odds.miss],
      ];
      const notes = [
        t("VOWFORGE.Dialog.Odds.PoolDice", { dice: request.dice }),
        note(t, "VOWFORGE.Dialog.Odds.Opportunity", odds.opportunity),
        note(t, "VOWFORGE.Dialog.Odds.Complication", odds.complication),
      ];
      return { tables: [table(t, "roll", caption, entries)], notes };
    }
    case "threat": {
      const plan = planThreatRoll(request.plan);
      const level = t("VOWFORGE.Dialog.Odds.ThreatLevel", {
        level: signed(request.plan.stanceThreat),
        harm: request.plan.harm ?? 0,
      });
      if (plan.kind !== "roll") return { tables: [], notes: [level, t(`VOWFORGE.Dialog.Odds.NoRoll.${plan.kind}`)] };
      const odds = threatRollOdds({ actionDice: plan.pool.total, threatDice: plan.threatDice });
      const notes = [
        level,
        t("VOWFORGE.Dialog.Odds.ThreatDice", { action: plan.actionDice, threat: plan.threatDice }),
      ];
      if (plan.keep === "lowest") notes.push(t("VOWFORGE.Dialog.Odds.KeepLowest"));
      if (plan.momentumGained > 0)
        notes.push(t("VOWFORGE.Dialog.Odds.MomentumGained", { momentum: plan.momentumGained }));
      if (plan.pool.ignoredHelpers > 0)
        notes.push(t("VOWFORGE.Dialog.Odds.IgnoredHelpers", { helpers: plan.pool.ignoredHelpers }));
      const sharing = sharedRisk(request.plan);
      if (sharing > 0) notes.push(t("VOWFORGE.Dialog.Odds.SharedRisk", { count: sharing }));
      return {
        tables: [
          table(
            t,
            "roll",
            caption,
            THREAT_OUTCOMES.map((o) => [o, odds[o]]),
          ),
        ],
        notes,
      };
    }
    case "strike": {
      const odds = strikeRollOdds(request);
      const entries = strikeTableRowIds(request.skilled).map((id): [string, number] => [id, odds[id] ?? 0]);
      const notes: string[] = [];
      if (request.advantage && request.disadvantage) notes.push(t("VOWFORGE.Card.Strike.Cancelled"));
      if (!request.skilled) notes.push(note(t, "VOWFORGE.Dialog.Odds.Learn", strikeLearnOdds(request)));
      return { tables: [table(t, "roll", caption, entries)], notes };
    }
    case "oracle":
    case "forge":
    case "opposed":
    case "purchase":
    case "die":
      // Not opened from the roll dialog: no odds are shown for them.
      return { tables: [], notes: [] };
  }
}
