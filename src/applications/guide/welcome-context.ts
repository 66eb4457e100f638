/**
 * What the welcome window shows: the rulesets the world plays, the few steps to a first roll, and where
 * the guide is. Plain data in, plain data out, so the Foundry window, the playground and the tests build
 * the same thing.
 */
import { VOWFORGE, type RulesetId } from "../../config";
import { listText } from "../../locale";
import { type Localize } from "../../locale";

export interface WelcomeContext {
  heading: string;
  intro: string;
  /** "This world plays Ironsworn and Starforged." or the hint to enable one. */
  rulesets: string;
  steps: string[];
  guideHint: string;
  openLabel: string;
  closeLabel: string;
  showAtStartLabel: string;
  showAtStart: boolean;
  /** Whether the user may change the world's rulesets (a GM). */
  gm: boolean;
  checkboxId: string;
  headingId: string;
}

export interface WelcomeInput {
  rulesets: readonly RulesetId[];
  showAtStart: boolean;
  gm: boolean;
  idPrefix: string;
}

export function welcomeContext(input: WelcomeInput, t: Localize): WelcomeContext {
  const names = input.rulesets.map((id) => t(VOWFORGE.rulesets[id]));
  return {
    heading: t("VOWFORGE.Guide.Welcome.Heading"),
    intro: t("VOWFORGE.Guide.Welcome.Intro"),
    rulesets: names.length > 0 ? t("VOWFORGE.Guide.Welcome.Plays", { rulesets: listText(names) }) : t("VOWFORGE.Guide.Welcome.PlaysNone"),
    steps: ["Rulesets", "Character", "Roll", "Oracles"].map((step) => t(`VOWFORGE.Guide.Welcome.Step.${step}`)),
    guideHint: t("VOWFORGE.Guide.Welcome.GuideHint"),
    openLabel: t("VOWFORGE.Guide.Welcome.Open"),
    closeLabel: t("VOWFORGE.Guide.Welcome.Close"),
    showAtStartLabel: t("VOWFORGE.Guide.Welcome.ShowAtStart"),
    showAtStart: input.showAtStart,
    gm: input.gm,
    checkboxId: `${input.idPrefix}-show-at-start`,
    headingId: `${input.idPrefix}-heading`,
  };
}
