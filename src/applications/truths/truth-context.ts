/**
 * What the truths dialog draws (templates/truths/), as plain data: the set of truths (when the world
 * has several), each category with its options (a radio button each, the option's text behind a
 * disclosure), the group's own words, the chosen option's table, a roll button, and the messages of
 * the last check. The options' HTML goes through `html` (Foundry's enricher; the playground's cleaner).
 */
import { type CreationProblem } from "../../rules/character-creation";
import { type Localize } from "../sheets/context/types";
import { ControlKit, problemText, type ControlView } from "../wizard/wizard-controls";
import { CUSTOM, fieldNames, type TruthChoice } from "./truth-choices";
import { type TruthCategory } from "./truth-data";

/** A set of truths the world offers (one truths pack). */
export interface TruthSet {
  id: string;
  label: string;
  /** The game whose look the dialog wears while the set is shown. */
  ruleset: string;
}

export interface TruthOptionView {
  id: string;
  value: string;
  label: string;
  range: string;
  checked: boolean;
  html: string;
  /** The option's own table, as a choice of its rows (read when the option is picked). */
  table: ControlView | null;
}

export interface TruthCategoryView {
  index: number;
  headingId: string;
  name: string;
  roll: string;
  options: TruthOptionView[];
  custom: { id: string; label: string; checked: boolean; text: ControlView };
  error: string;
  errorId: string;
}

export interface TruthsContext {
  idPrefix: string;
  ruleset: string;
  heading: string;
  intro: string;
  set: ControlView | null;
  rollRest: string;
  more: string;
  categories: TruthCategoryView[];
  errors: { id: string; heading: string; items: string[] };
  footer: { cancel: string; write: string };
}

export interface TruthsInput {
  sets: readonly TruthSet[];
  set: string;
  categories: readonly TruthCategory[];
  choices: readonly TruthChoice[];
  problems: readonly CreationProblem[];
}

function categoryView(category: TruthCategory, index: number, choice: TruthChoice, kit: ControlKit, html: (source: string) => string): TruthCategoryView {
  const t = kit.t;
  const names = fieldNames(index);
  const custom = choice.pick === CUSTOM;
  const table = (option: TruthCategory["options"][number], o: number) =>
    option.table.length === 0
      ? null
      : kit.select(
          names.sub(o),
          t("VOWFORGE.Truths.TableRow"),
          choice.pick === String(o) ? choice.sub : "",
          [{ value: "", label: t("VOWFORGE.Truths.LeaveOpen") }, ...option.table.map((row, r) => ({ value: String(r), label: `${row.range[0]}–${row.range[1]} ${row.text}` }))],
        );
  const error = kit.error(names.pick, category.name);
  return {
    index,
    headingId: kit.id(`truth-${index}-heading`),
    name: category.name,
    roll: t("VOWFORGE.Truths.Roll", { category: category.name }),
    options: category.options.map((option, o) => ({
      id: kit.id(`truth-${index}-option-${o}`),
      value: String(o),
      label: option.name,
      range: `${option.range[0]}–${option.range[1]}`,
      checked: choice.pick === String(o),
      html: html(option.html),
      table: table(option, o),
    })),
    custom: {
      id: kit.id(`truth-${index}-custom-pick`),
      label: t("VOWFORGE.Truths.Custom"),
      checked: custom,
      text: kit.control("textarea", names.custom, t("VOWFORGE.Truths.CustomText", { category: category.name }), choice.custom, { maxLength: 4000 }),
    },
    error,
    errorId: kit.id(`truth-${index}-error`),
  };
}

/** Most categories listed one by one in the live region; more are said in one sentence. */
const LISTED = 3;

/** The problems in words: categories without a truth in one sentence when there are many. */
function problemList(problems: readonly CreationProblem[], t: Localize, labels: Map<string, string>): string[] {
  const missing = problems.filter((p) => p.code === "NoTruth");
  const one = (p: CreationProblem) => problemText(p, t, labels.get(p.field ?? "") ?? "");
  if (missing.length <= LISTED) return problems.map(one);
  const names = missing.map((p) => labels.get(p.field ?? "") ?? "").join(", ");
  return [t("VOWFORGE.Truths.Missing", { categories: names }), ...problems.filter((p) => p.code !== "NoTruth").map(one)];
}

/** The dialog's context for the set shown and the choices made. */
export function truthsContext(input: TruthsInput, t: Localize, idPrefix: string, html: (source: string) => string): TruthsContext {
  const kit = new ControlKit(t, idPrefix, input.problems);
  const labels = new Map(input.categories.map((c, i) => [fieldNames(i).pick, c.name]));
  input.categories.forEach((c, i) => labels.set(fieldNames(i).custom, t("VOWFORGE.Truths.CustomText", { category: c.name })));
  const set = input.sets.find((s) => s.id === input.set);
  return {
    idPrefix,
    ruleset: set?.ruleset ?? "",
    heading: set ? t(set.label) : t("VOWFORGE.Truths.Title"),
    intro: t("VOWFORGE.Truths.Intro"),
    set:
      input.sets.length > 1
        ? kit.select("set", t("VOWFORGE.Truths.Set"), input.set, input.sets.map((s) => ({ value: s.id, label: t(s.label) })), { refresh: true })
        : null,
    rollRest: t("VOWFORGE.Truths.RollRest"),
    more: t("VOWFORGE.Truths.More"),
    categories: input.categories.map((category, i) => categoryView(category, i, input.choices[i], kit, html)),
    errors: {
      id: `${idPrefix}-errors`,
      heading: input.problems.length > 0 ? t("VOWFORGE.Truths.ProblemsHeading") : "",
      items: problemList(input.problems, t, labels),
    },
    footer: { cancel: t("VOWFORGE.Wizard.Button.Cancel"), write: t("VOWFORGE.Truths.Write") },
  };
}
