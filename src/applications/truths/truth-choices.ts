/**
 * The truths picked in the dialog, without Foundry: per category an option (or the group's own words)
 * and, for an option with its own table, a row of it (or none: left open). Reading the form, rolling a
 * category (a d100 on the options' ranges, then a d100 on the chosen option's table when it has one),
 * and what is missing before the journal can be written.
 */
import { requiredTextProblem, type CreationProblem } from "../../rules/character-creation";
import { rangeIndex } from "../../rules/oracle";
import { type Localize } from "../sheets/context/types";
import { has, text, type FormValues } from "../wizard/wizard-form";
import { type TruthCategory } from "./truth-data";

/** The value of the "our own words" choice. */
export const CUSTOM = "custom";

export interface TruthChoice {
  /** "" (none yet), an option's index, or CUSTOM. */
  pick: string;
  /** "" (left open) or the index of a row of the option's table. */
  sub: string;
  /** The group's own words, for CUSTOM. */
  custom: string;
}

/** No category chosen yet. */
export function emptyChoices(categories: readonly TruthCategory[]): TruthChoice[] {
  return categories.map(() => ({ pick: "", sub: "", custom: "" }));
}

/** The field names of category `index`'s controls (`sub(o)`: the table of option `o`). */
export function fieldNames(index: number) {
  return {
    pick: `truth.${index}.pick`,
    sub: (option: number | string) => `truth.${index}.sub.${option}`,
    custom: `truth.${index}.custom`,
  };
}

/** The choices with the form read into them: the row is read from the table of the option picked. */
export function readChoices(values: FormValues, current: readonly TruthChoice[]): TruthChoice[] {
  return current.map((choice, i) => {
    const names = fieldNames(i);
    const pick = has(values, names.pick) ? text(values, names.pick) : choice.pick;
    const sub = has(values, names.sub(pick)) ? text(values, names.sub(pick)) : pick === choice.pick ? choice.sub : "";
    const custom = has(values, names.custom) ? text(values, names.custom) : choice.custom;
    return { pick, sub, custom };
  });
}

/** What a roll for a category gave. */
export interface TruthRoll {
  choice: TruthChoice;
  total: number;
  /** The roll on the option's table, or null when it has none. */
  tableTotal: number | null;
}

/** Rolls a category: a d100 picks the option; an option with its own table rolls a second d100 on it. */
export async function rollTruth(category: TruthCategory, choice: TruthChoice, d100: () => Promise<number>): Promise<TruthRoll> {
  const total = await d100();
  const index = rangeIndex(category.options, total);
  if (index < 0) return { choice, total, tableTotal: null };
  const table = category.options[index].table;
  const tableTotal = table.length > 0 ? await d100() : null;
  const row = tableTotal === null ? -1 : rangeIndex(table, tableTotal);
  return { choice: { ...choice, pick: String(index), sub: row < 0 ? "" : String(row) }, total, tableTotal };
}

/** A roll's result in words, for the polite live region. */
export function rolledText(category: TruthCategory, roll: TruthRoll, t: Localize): string {
  const option = category.options[Number(roll.choice.pick)];
  const said = t("VOWFORGE.Truths.Rolled", { category: category.name, total: roll.total, option: option?.name ?? "" });
  const row = roll.choice.sub === "" ? undefined : option?.table[Number(roll.choice.sub)];
  return row && roll.tableTotal !== null ? `${said} ${t("VOWFORGE.Truths.RolledTable", { total: roll.tableTotal, row: row.text })}` : said;
}

/** What keeps the journal from being written: a category with no truth, or our own words left blank. */
export function choiceProblems(categories: readonly TruthCategory[], choices: readonly TruthChoice[]): CreationProblem[] {
  return categories.flatMap((category, i) => {
    const choice = choices[i];
    const names = fieldNames(i);
    if (choice?.pick === CUSTOM) {
      const problem = requiredTextProblem(choice.custom, names.custom);
      return problem ? [{ ...problem, data: { ...problem.data, category: category.name } }] : [];
    }
    const index = Number(choice?.pick ?? "");
    return choice?.pick !== "" && Number.isInteger(index) && category.options[index]
      ? []
      : [{ code: "NoTruth", field: names.pick, data: { category: category.name } }];
  });
}
