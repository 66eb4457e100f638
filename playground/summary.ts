/**
 * What the page's character summary shows: a list of labelled values built from the sample character.
 * Each row carries a `field` id (rendered as data-field) so the tests can read values back.
 */
import { STATS, METERS } from "../src/config";
import { momentumMax, momentumReset } from "../src/rules/momentum";
import { progressScore } from "../src/rules/progress";
import { type Localize } from "./i18n";
import { type SampleCharacter } from "./samples";

export interface SummaryRow {
  field: string;
  label: string;
  value: string;
}

export interface SummaryContext {
  name: string;
  rulesetLabel: string;
  rows: SummaryRow[];
}

export function summaryContext(character: SampleCharacter, t: Localize): SummaryContext {
  const row = (field: string, value: string | number): SummaryRow => ({
    field,
    label: t(`VOWFORGE.Playground.Field.${field}`),
    value: String(value),
  });
  const rows: SummaryRow[] = [];
  switch (character.ruleset) {
    case "ironsworn":
    case "starforged": {
      const stats = STATS.map((s) => `${t(`VOWFORGE.Stat.${s}`)} ${character.stats[s]}`).join(", ");
      const meters = METERS.map((m) => `${t(`VOWFORGE.Meter.${m}`)} ${character.meters[m]}`).join(", ");
      rows.push(
        row("stats", stats),
        row("meters", meters),
        row(
          "momentum",
          t("VOWFORGE.Playground.Field.momentumRange", {
            value: character.momentum,
            max: momentumMax(character.marked),
            reset: momentumReset(character.marked),
          }),
        ),
        row(
          "vow",
          t("VOWFORGE.Playground.Field.vowProgress", {
            name: character.vow.name,
            score: progressScore(character.vow.ticks),
            ticks: character.vow.ticks,
          }),
        ),
      );
      break;
    }
    case "forgedTies":
      rows.push(
        row("skill", t("VOWFORGE.Playground.Field.skillDice", { name: character.skill.name, dice: character.skill.dice })),
        row("harm", character.harm),
        row("breaking", character.breaking),
      );
      break;
    case "augur":
      rows.push(
        row("approach", t("VOWFORGE.Playground.Field.approachValue", character.approach)),
        row("harm", character.harm),
        row("momentum", character.momentum),
      );
      break;
    case "strike":
      rows.push(
        row("skill", t(`VOWFORGE.Playground.Field.${character.skill.skilled ? "skilled" : "unskilled"}`, character.skill)),
        row("majorConditions", character.majorConditions),
      );
      break;
  }
  return { name: character.name, rulesetLabel: t(`VOWFORGE.Ruleset.${character.ruleset}`), rows };
}
