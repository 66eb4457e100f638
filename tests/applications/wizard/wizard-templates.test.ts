/**
 * Every step of every game's creation, and the truths dialog, drawn with the real templates in strict
 * Handlebars with the real lang/en.json (a missing field or key fails): every control is labelled,
 * every id is unique, every aria-describedby names an element that is there, and a problem shows both
 * at its field and in the list the live region receives.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { WIZARD_TEMPLATES } from "../../../src/applications/wizard/wizard-templates";
import { TRUTHS_TEMPLATES } from "../../../src/applications/truths/truth-templates";
import { initialDraft } from "../../../src/applications/wizard/wizard-draft";
import { CreationFlow } from "../../../src/applications/wizard/wizard-flow";
import { wizardContext } from "../../../src/applications/wizard/wizard-context";
import { type RowList, type WizardGame } from "../../../src/applications/wizard/wizard-types";
import { emptyChoices, choiceProblems, CUSTOM } from "../../../src/applications/truths/truth-choices";
import { truthsContext } from "../../../src/applications/truths/truth-context";
import { truthCategories, type TruthEntryLike } from "../../../src/applications/truths/truth-data";
import { localize, render } from "../../helpers/handlebars";
import { answers, asValues, rowsToAdd } from "./answers";
import { content, NEW_SYSTEMS, worldFor } from "./creation-world";

beforeAll(() => {
  content();
}, 60_000);

/** Checks the drawn HTML: labels, unique ids, describedby targets. */
function checkHtml(html: string): void {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size, `repeated ids: ${ids.filter((id, i) => ids.indexOf(id) !== i).join(", ")}`).toBe(ids.length);
  const labelled = new Set([...html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]));
  for (const control of html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)) {
    if (/type="hidden"/.test(control[2])) continue;
    const id = /\sid="([^"]+)"/.exec(control[2])?.[1];
    expect(id && labelled.has(id), `unlabelled control: ${control[0]}`).toBe(true);
  }
  for (const described of html.matchAll(/aria-describedby="([^"]+)"/g)) {
    for (const id of described[1].split(" ")) expect(ids, `aria-describedby names a missing ${id}`).toContain(id);
  }
  for (const button of html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)) {
    const named = /aria-label="[^"]+"/.test(button[0]) || button[1].replace(/<[^>]+>/g, "").trim() !== "";
    expect(named, `a button without a name: ${button[0]}`).toBe(true);
  }
}

const GAMES: WizardGame[] = ["ironsworn", "starforged", "forgedTies", "augur", "strike"];

describe("every step of every game", () => {
  it.each(GAMES)("%s: draws each step, empty and with its problems", (game) => {
    const actor = { name: "New character", ...NEW_SYSTEMS[game] };
    const flow = new CreationFlow(worldFor(game), initialDraft(actor, game));
    let drawn = 0;
    for (const [step, values] of answers(game, flow.world)) {
      expect(flow.step).toBe(step);
      const fresh = render(WIZARD_TEMPLATES.whole, wizardContext(flow, localize, "wz"));
      checkHtml(fresh);
      expect(fresh).toContain('data-role="live-errors"');
      expect(fresh).toContain('aria-current="step"');
      // A step with problems: each one is shown at its field (or group) and listed for the live region.
      if (flow.check().length > 0) {
        expect(flow.next()).toBe(false);
        const context = wizardContext(flow, localize, "wz");
        const html = render(WIZARD_TEMPLATES.whole, context);
        checkHtml(html);
        expect(context.errors.items.length).toBeGreaterThan(0);
        for (const item of context.errors.items) expect(item).not.toMatch(/VOWFORGE\./);
        expect(html).toMatch(/aria-invalid="true"|class="vf-wizard__error"/);
      }
      for (const [list, count] of rowsToAdd(step, values)) {
        while ((flow.draft[list as RowList] as unknown[]).length < count) flow.addRow(list as RowList);
      }
      flow.read(asValues(values));
      checkHtml(render(WIZARD_TEMPLATES.whole, wizardContext(flow, localize, "wz")));
      if (!flow.isLast) expect(flow.next()).toBe(true);
      drawn += 1;
    }
    expect(drawn).toBe(flow.steps.length);
    expect(flow.finish()).toBe(true);
  });

  it("the review lists a section per step with a button back to it", () => {
    const actor = { name: "New character", ...NEW_SYSTEMS.strike };
    const flow = new CreationFlow(worldFor("strike"), initialDraft(actor, "strike"));
    for (const [step, values] of answers("strike", flow.world)) {
      for (const [list, count] of rowsToAdd(step, values)) while ((flow.draft[list as RowList] as unknown[]).length < count) flow.addRow(list as RowList);
      flow.read(asValues(values));
      if (!flow.isLast) flow.next();
    }
    const html = render(WIZARD_TEMPLATES.whole, wizardContext(flow, localize, "wz"));
    expect([...html.matchAll(/data-action="wizardGoTo" data-step="(\d)"/g)].map((m) => m[1])).toEqual(["0", "1", "2", "3", "0", "1", "2", "3"]);
    expect(html).toContain("<dd>Lockpicking (Dexterity)</dd>");
    expect(html).toContain("Create the character");
  });
});

describe("the truths dialog", () => {
  it.each(["vowforge.ironsworn-truths", "vowforge.starforged-truths"])("%s: draws every category, and its problems", (id) => {
    const set = content().truths.find((s) => s.id === id);
    const categories = truthCategories((set?.entries ?? []) as unknown as TruthEntryLike[]);
    expect(categories.length).toBe(id.includes("ironsworn") ? 11 : 14);
    const sets = content().truths.map((s) => ({ id: s.id, label: s.label, ruleset: s.ruleset }));
    const choices = emptyChoices(categories);
    choices[1] = { pick: CUSTOM, sub: "", custom: "" };
    const problems = choiceProblems(categories, choices);
    expect(problems).toHaveLength(categories.length);
    const context = truthsContext({ sets, set: id, categories, choices, problems }, localize, "tr", (html) => html);
    const html = render(TRUTHS_TEMPLATES.whole, context);
    checkHtml(html);
    expect(html.match(/<fieldset class="vf-truths__category"/g)).toHaveLength(categories.length);
    expect(context.errors.items[0]).toMatch(new RegExp(`^Still without a truth: ${categories[0].name}, ${categories[2].name}, `));
    expect(context.errors.items[1]).toBe(`Our own truth for ${categories[1].name}: write something here.`);
    const few = truthsContext({ sets, set: id, categories, choices: choices.map((c, i) => (i < 2 ? c : { ...c, pick: "0" })), problems: choiceProblems(categories, choices.map((c, i) => (i < 2 ? c : { ...c, pick: "0" }))) }, localize, "tr", (html) => html);
    expect(few.errors.items).toEqual([`${categories[0].name}: choose a truth, roll one, or write your own.`, `Our own truth for ${categories[1].name}: write something here.`]);
  });
});
