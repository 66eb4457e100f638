/**
 * What the page's character summary shows: a list of labelled values built from the sample character.
 * Each row carries a `field` id (rendered as data-field) so the tests can read values back.
 */
import { STATS, METERS } from "../src/config";
import { momentumMax, momentumReset } from "../src/rules/challenge";
import { progressScore } from "../src/rules/progress";
import { type Localize } from "../src/locale";
import { SAMPLE_ROLLS, type ForgedTiesCharacter, type SampleCharacter } from "./samples";

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

/** The summary of a sample character; `helper` is the Forged Ties character who helps forge. */
export function summaryContext(
  character: SampleCharacter,
  t: Localize,
  helper: ForgedTiesCharacter | null = null,
): SummaryContext {
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
    case "forgedTies": {
      const sys = character.system;
      const skill = sys.skills.find((k) => k.id === SAMPLE_ROLLS.forgedTies);
      const harm = sys.harm
        .filter((h) => h !== null)
        .map((h) => (h.broken ? t("VOWFORGE.Playground.Field.brokenHarm", { name: h.name }) : h.name));
      const met = sys.forge.requirements.filter((r) => r.met).length;
      rows.push(
        row(
          "skill",
          t("VOWFORGE.Playground.Field.skillDice", { name: skill?.name ?? "", dice: skill?.dice ?? 0 }),
        ),
        row(
          "heart",
          t("VOWFORGE.Playground.Field.ofTrack", { value: sys.heart.marked, max: sys.heart.length }),
        ),
        row("breaking", sys.breaking.marked),
        row("harm", harm.length > 0 ? harm.join(", ") : t("VOWFORGE.Playground.Field.none")),
        row(
          "forge",
          t("VOWFORGE.Playground.Field.forgeTrack", {
            value: sys.forge.marked,
            max: sys.forge.length,
            met,
            total: sys.forge.requirements.length,
          }),
        ),
      );
      if (helper) {
        const bond = helper.system.bonds.find((b) => b.characterId === character.uuid);
        rows.push(
          row(
            "helperBond",
            t(`VOWFORGE.Playground.Field.${bond?.marked ? "bondMarked" : "bondOpen"}`, { name: helper.name }),
          ),
        );
      }
      break;
    }
    case "augur": {
      const sys = character.system;
      const approach = t(`VOWFORGE.Augur.FIELDS.approaches.${SAMPLE_ROLLS.augur}.label`);
      rows.push(
        row(
          "approach",
          t("VOWFORGE.Playground.Field.approachValue", {
            name: approach,
            value: sys.approaches[SAMPLE_ROLLS.augur],
          }),
        ),
        row("harm", sys.harm),
        row("momentum", sys.momentum),
      );
      break;
    }
    case "strike": {
      const sys = character.system;
      const skills = sys.skills.map((k) =>
        t(`VOWFORGE.Playground.Field.${k.skilled ? "skilled" : "unskilled"}`, { name: k.name }),
      );
      rows.push(
        row("skill", skills.join(", ")),
        row("wealth", sys.wealth.tier),
        row("short", sys.wealth.short),
        row("broke", sys.wealth.broke),
        row("actionPoints", sys.actionPoints),
        row("majorConditions", sys.major.physical + sys.major.mental + sys.major.other),
      );
      break;
    }
  }
  return { name: character.name, rulesetLabel: t(`VOWFORGE.Ruleset.${character.ruleset}`), rows };
}
