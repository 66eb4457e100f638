/**
 * The world journal the truths dialog writes, as plain data: one text page per category, in the pack's
 * order, holding the chosen option's page (as the pack holds it, with its source) and the row rolled or
 * picked on its table, or the group's own words as escaped paragraphs.
 */
import { abilityHtml } from "../../data/actor/ability-text";
import { escapeHtml } from "../../html";
import { cleanHTML } from "../../clean-html";
import { type Localize } from "../sheets/context/types";
import { CUSTOM, type TruthChoice } from "./truth-choices";
import { type TruthCategory } from "./truth-data";

export interface TruthPage {
  name: string;
  type: "text";
  sort: number;
  title: { show: boolean; level: number };
  text: { content: string; format: 1 };
}

export interface TruthJournal {
  name: string;
  pages: TruthPage[];
}

function pageContent(category: TruthCategory, choice: TruthChoice, t: Localize): string {
  if (choice.pick === CUSTOM) return abilityHtml(choice.custom);
  const option = category.options[Number(choice.pick)];
  const row = choice.sub === "" ? undefined : option.table[Number(choice.sub)];
  const chosen = row
    ? `<p><strong>${escapeHtml(t("VOWFORGE.Truths.Journal.TableRow"))}</strong> ${escapeHtml(row.text)}</p>`
    : "";
  return chosen + option.html;
}

/** The journal of `choices` (each checked by choiceProblems) under `name`. */
export function truthJournal(name: string, categories: readonly TruthCategory[], choices: readonly TruthChoice[], t: Localize): TruthJournal {
  return {
    name,
    pages: categories.map((category, i) => ({
      name: category.name,
      type: "text",
      sort: (i + 1) * 100000,
      title: { show: true, level: 1 },
      // A typed truth is the user's own text: the page is cleaned as every HTML sink is (src/clean-html.ts).
      text: { content: cleanHTML(pageContent(category, choices[i], t)), format: 1 },
    })),
  };
}
