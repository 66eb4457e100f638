/**
 * The Forged Ties sheet's edit mode, ruin advances and bonds: the context and the template (rendered
 * strictly), reading the inputs back, the Foundry sheet's buttons with its plumbing faked, and the
 * sheets page's handler running the same operations.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readEditFields } from "../../../src/applications/sheets/context/edit-rows";
import {
  buildForgedTiesContext,
  type ForgedTiesSheetContext,
} from "../../../src/applications/sheets/context/forged-ties-context";
import { sampleForgedTies, sampleNames } from "../../../playground/sheets/ruleset-samples";
import { renderRuleset, sheetEnv } from "../../templates/sheets/sheet-render";
import { ApplyingActor, fakeButton } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { langLookup, localize } from "../../helpers/handlebars";

function build(editMode: boolean, edit?: (s: Record<string, unknown>) => void, editable = true) {
  const actor = { ...sampleForgedTies(), editMode };
  edit?.(actor.system);
  return buildForgedTiesContext(actor, sheetEnv({ editable }), sampleNames());
}

/** The fields the edit mode's inputs hold as drawn: what readEditFields reads from the rendered sheet. */
function drawnFields(c: ForgedTiesSheetContext) {
  const e = c.edit;
  if (!e) throw new Error("not in edit mode");
  return [
    ...e.stats,
    ...e.skills.flatMap((s) => [s.name, s.stat, s.dice, ...s.related.filter((r) => r.checked)]),
    ...e.requirements.map((r) => r.label),
    ...e.lengths,
  ].map((f) => ({ key: f.key, value: String(f.value), label: f.label }));
}

/** A stand-in for the rendered form: controls marked data-ft-field. */
function fakeRoot(controls: { key: string; value: string; type?: string; checked?: boolean; label?: string }[]) {
  const elements = controls.map((c) => ({ dataset: { ftField: c.key, ftLabel: c.label }, value: c.value, type: c.type ?? "text", checked: c.checked ?? false }));
  return {
    querySelectorAll: (selector: string) => (selector === "[data-ft-field]" ? elements : []),
    querySelector: () => null,
  } as unknown as HTMLFormElement;
}

describe("edit mode context", () => {
  it("is closed by default and never open on a sheet the user may not edit", () => {
    expect(build(false).edit).toBeNull();
    expect(build(false).editMode).toBe(false);
    expect(build(true, undefined, false).edit).toBeNull();
  });

  it("gives an input for each stat's dice within the model's range", () => {
    const c = build(true);
    expect(c.edit?.stats.map((s) => [s.key, s.value, s.min, s.max])).toEqual([
      ["stat.strength", 2, 0, 5],
      ["stat.agility", 1, 0, 5],
      ["stat.wits", 3, 0, 5],
      ["stat.presence", 1, 0, 5],
    ]);
    expect(c.edit?.stats[0].label).toBe("Strength dice");
  });

  it("gives each skill its name, stat choice, dice and the other skills as related choices", () => {
    const [climb, lore] = build(true).edit?.skills ?? [];
    expect(climb.name).toMatchObject({ key: "skill.0.name", value: "Climb", label: "Name of the skill Climb" });
    expect(climb.stat.options.filter((o) => o.selected).map((o) => o.value)).toEqual(["agility"]);
    expect(climb.dice).toMatchObject({ key: "skill.0.dice", value: 2, min: 0, max: 5 });
    expect(climb.related).toEqual([expect.objectContaining({ key: "skill.0.related", value: "lore", label: "Old lore", checked: false })]);
    expect(lore.related).toEqual([expect.objectContaining({ key: "skill.1.related", value: "climb", checked: true })]);
    expect(climb.removeLabel).toBe("Remove the skill Climb");
  });

  it("lists requirements and track lengths with their ranges", () => {
    const e = build(true).edit;
    expect(e?.requirements.map((r) => [r.label.key, r.label.value, r.met])).toEqual([
      ["requirement.0.label", "Swear the oath at the ford", true],
      ["requirement.1.label", "Trade tokens with Ysolde", false],
    ]);
    expect(e?.lengths.map((l) => [l.key, l.value, l.min, l.max])).toEqual([
      ["length.breaking", 10, 2, 30],
      ["length.heart", 3, 1, 30],
      ["length.harmSlots", 3, 1, 10],
      ["length.advances", 5, 1, 30],
      ["length.forge", 10, 1, 30],
      ["length.stat.strength", 4, 1, 30],
      ["length.stat.agility", 4, 1, 30],
      ["length.stat.wits", 4, 1, 30],
      ["length.stat.presence", 4, 1, 30],
    ]);
  });

  it("shows the ruin advances owed and the advances recorded", () => {
    expect(build(false).ruin.due).toBe(0);
    const c = build(false, (s) => {
      s.ruinAdvancesDue = 1;
    });
    expect(c.ruin.due).toBe(1);
    expect(c.ruin.dueText).toBe("Ruin advances to record: 1");
    expect(c.ruinAdvances.map((r) => r.text)).toEqual(["Haunted by the river"]);
  });

  it("offers as new bonds the other characters without one, by name", () => {
    const c = build(false);
    expect(c.bondCandidates).toEqual([{ uuid: "Actor.stOrrin", name: "Orrin Flint" }]);
    expect(c.bonds[0].removeLabel).toBe("Remove the bond with Mira Quell");
  });
});

describe("edit mode template", () => {
  it("draws labelled inputs keyed for the operations, and hides the roll buttons while editing", () => {
    const c = build(true);
    const html = renderRuleset("forgedTies", c);
    expect(html).toContain('data-action="toggleEdit" aria-pressed="true"');
    expect(html).not.toContain('data-action="roll"');
    for (const field of drawnFields(c)) expect(html).toContain(`data-ft-field="${field.key}"`);
    expect(html).toMatch(/<input type="number" class="vf-stepper__input" id="vf-test-ft-edit-stat-wits" value="3" min="0" max="5"/);
    // Its − and + step it (data-action "nudge", the field named by aria-controls).
    expect(html).toMatch(/data-action="nudge" data-delta="1"\s+aria-controls="vf-test-ft-edit-stat-wits"/);
    expect(html).toMatch(/<input type="checkbox" id="vf-test-ft-edit-skill-1-related-0" value="climb" data-ft-field="skill.1.related" checked>/);
    for (const action of ["saveEdit", "addSkill", "removeSkill", "addRequirement", "removeRequirement", "recordRuinAdvance", "removeRuinAdvance", "addBond", "removeBond"]) {
      expect(html).toContain(`data-action="${action}"`);
    }
    // Every text input and select has a label (aria-label, or a <label for>).
    for (const [control] of html.matchAll(/<(input|select)\b[^>]*>/g)) {
      const id = /id="([^"]+)"/.exec(control)?.[1];
      expect(control.includes("aria-label=") || (id !== undefined && html.includes(`for="${id}"`))).toBe(true);
    }
  });

  it("shows the toggle closed and the roll buttons outside edit mode", () => {
    const html = renderRuleset("forgedTies", build(false));
    expect(html).toContain('data-action="toggleEdit" aria-pressed="false"');
    expect(html).not.toContain('data-action="saveEdit"');
    expect(html.match(/data-action="roll"/g)).toHaveLength(6);
  });

  it("escapes what the player wrote in the edit inputs and ruin advances", () => {
    const xss = "<b>x</b>\"";
    const html = renderRuleset("forgedTies",
      build(true, (s) => {
        (s.skills as { name: string }[])[0].name = xss;
        s.ruinAdvances = [xss];
      }),
    );
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;&quot;");
  });
});

describe("reading the inputs back", () => {
  it("takes every keyed control, leaving out unchecked boxes", () => {
    const root = fakeRoot([
      { key: "stat.wits", value: "4", label: "Wits dice" },
      { key: "skill.0.related", value: "lore", type: "checkbox", checked: true },
      { key: "skill.1.related", value: "climb", type: "checkbox", checked: false },
      { key: "skill.1.stat", value: "wits", type: "select-one" },
    ]);
    expect(readEditFields(root)).toEqual([
      { key: "stat.wits", value: "4", label: "Wits dice" },
      { key: "skill.0.related", value: "lore", label: undefined },
      { key: "skill.1.stat", value: "wits", label: undefined },
    ]);
  });
});

/** Stands in for HTMLElement, which node lacks, so the sheet's change handler sees an element. */
class HTMLElementStub {}

type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
interface TestSheet {
  options: { actions: Record<string, Action> };
  element: object;
  render(): Promise<unknown>;
  lastContext: unknown;
  _onDropActor(event: unknown, actor: unknown): Promise<unknown>;
  _onChangeForm(config: unknown, event: unknown): void;
}
type SheetClass = new (options: { document: ApplyingActor }) => TestSheet;

describe("Foundry sheet", () => {
  let fakes: SheetFakes;
  let ForgedTiesSheet: SheetClass;
  let prompts: unknown[];
  let answer: string | null;

  beforeEach(async () => {
    vi.unstubAllGlobals();
    vi.resetModules();
    fakes = installSheetFakes();
    prompts = [];
    answer = null;
    Object.assign(foundry.applications.api.DialogV2, {
      prompt: async (config: unknown) => {
        prompts.push(config);
        return answer;
      },
    });
    ForgedTiesSheet = (await import("../../../src/applications/sheets/forged-ties-sheet")).ForgedTiesSheet as unknown as SheetClass;
  });

  function open(edit?: (s: Record<string, unknown>) => void) {
    const sample = sampleForgedTies();
    edit?.(sample.system);
    const actor = new ApplyingActor(sample.name, sample.type, sample.system, sample.uuid);
    return { actor, sheet: new ForgedTiesSheet({ document: actor }) };
  }

  async function press(sheet: TestSheet, action: string, dataset: Record<string, string> = {}) {
    await sheet.options.actions[action].call(sheet, {}, fakeButton({ action, ...dataset }));
  }

  function fill(sheet: TestSheet, controls: Parameters<typeof fakeRoot>[0]) {
    Object.assign(sheet.element, { querySelectorAll: fakeRoot(controls).querySelectorAll });
  }

  it("opens edit mode, saves the form when closing it, and stays open when the form is refused", async () => {
    const { actor, sheet } = open();
    await press(sheet, "toggleEdit");
    expect((sheet.lastContext as ForgedTiesSheetContext).editMode).toBe(true);
    fill(sheet, [{ key: "stat.wits", value: "7", label: "Wits dice" }]);
    await press(sheet, "toggleEdit");
    expect(fakes.errors).toEqual([localize("VOWFORGE.Error.OutOfRangeField", { label: "Wits dice", min: 0, max: 5, value: "7" })]);
    expect(actor.updates).toEqual([]);
    expect((sheet.lastContext as ForgedTiesSheetContext).editMode).toBe(true);
    fill(sheet, [{ key: "stat.wits", value: "4" }]);
    await press(sheet, "toggleEdit");
    expect(actor.updates).toEqual([{ "system.stats.wits": 4 }]);
    expect((sheet.lastContext as ForgedTiesSheetContext).editMode).toBe(false);
  });

  it("saves on a change of an edit field while editing, and adds a skill from the new-skill input", async () => {
    const { actor, sheet } = open();
    await press(sheet, "toggleEdit");
    fill(sheet, [{ key: "skill.0.dice", value: "3" }, { key: "new.skill", value: "Swim" }]);
    vi.stubGlobal("HTMLElement", HTMLElementStub);
    sheet._onChangeForm({}, { target: Object.assign(new HTMLElementStub(), { dataset: { ftField: "skill.0.dice" } }) });
    await vi.waitFor(() => expect(actor.updates).toHaveLength(1));
    await press(sheet, "addSkill");
    expect((actor.system.skills as { id: string; dice: number }[]).map((s) => [s.id, s.dice])).toEqual([["climb", 3], ["lore", 1], ["swim", 1]]);
  });

  it("asks for a ruin advance when breaking reaches a ruin space, and records the answer", async () => {
    const { actor, sheet } = open();
    answer = "Flinches at running water";
    await press(sheet, "markBreaking");
    expect(prompts).toHaveLength(1);
    expect(actor.system.ruinAdvances).toEqual(["Haunted by the river", "Flinches at running water"]);
  });

  it("records and removes a ruin advance from the sheet's input", async () => {
    const { actor, sheet } = open();
    fill(sheet, [{ key: "new.ruinAdvance", value: "Cold hands" }]);
    await press(sheet, "recordRuinAdvance");
    await press(sheet, "removeRuinAdvance", { index: "0" });
    expect(actor.system.ruinAdvances).toEqual(["Cold hands"]);
    fill(sheet, [{ key: "new.ruinAdvance", value: "" }]);
    await press(sheet, "recordRuinAdvance");
    expect(fakes.errors).toEqual([localize("VOWFORGE.Error.RuinAdvanceText", { max: 80 })]);
  });

  it("adds a bond by choice or by dropping a character, and removes one", async () => {
    const { actor, sheet } = open();
    fill(sheet, [{ key: "new.bond", value: "Actor.stOrrin" }]);
    await press(sheet, "addBond");
    await sheet._onDropActor({}, { uuid: "Actor.other", name: "Other", type: "augurCharacter" });
    await sheet._onDropActor({}, { uuid: "Actor.wolf", name: "Wolf", type: "foe" });
    expect(fakes.errors).toEqual([localize("VOWFORGE.Error.BondNotCharacter", { name: "Wolf" })]);
    fakes.errors.length = 0;
    await press(sheet, "removeBond", { character: "Actor.unknown" });
    expect(actor.system.bonds).toEqual([
      { characterId: "Actor.auMira", marked: true },
      { characterId: "Actor.stOrrin", marked: false },
      { characterId: "Actor.other", marked: false },
    ]);
    await sheet._onDropActor({}, { uuid: "Actor.ftBrannoc", name: "Brannoc Vey", type: "forgedTiesCharacter" });
    expect(fakes.errors).toEqual([localize("VOWFORGE.Error.BondWithSelf")]);
  });
});

describe("sheets page host", () => {
  it("runs the same actions: edit mode on the sample, a skill added, a refusal in words", async () => {
    const { runAction, SHARED_ACTIONS } = await import("../../../src/applications/sheets/sheet-action");
    const { FORGED_TIES_ACTIONS } = await import("../../../src/applications/sheets/forged-ties-actions");
    const { pageActor, pageAsk, pageHost } = await import("../../../playground/sheets/page-host");
    const sample = sampleForgedTies() as ReturnType<typeof sampleForgedTies> & { editMode?: boolean };
    const notices: string[] = [];
    const host = pageHost({
      ask: pageAsk(localize, langLookup, (text) => notices.push(text)),
      t: localize,
      rolls: {},
      editing: () => sample.editMode === true,
      toggleEdit: () => (sample.editMode = sample.editMode !== true),
      names: () => ({}),
      clock: async () => undefined,
    });
    const press = (name: string, controls: Parameters<typeof fakeRoot>[0] = [], data: Record<string, string> = {}) =>
      runAction({ ...SHARED_ACTIONS, ...FORGED_TIES_ACTIONS }, name, pageActor(sample), {
        data,
        index: -1,
        target: null,
        element: fakeRoot(controls) as unknown as HTMLElement,
      }, host);
    expect(await press("toggleEdit")).toBe("done");
    expect(sample.editMode).toBe(true);
    expect(await press("addSkill", [{ key: "new.skill", value: "Swim" }])).toBe("done");
    expect((sample.system.skills as { name: string }[]).map((s) => s.name)).toEqual(["Climb", "Old lore", "Swim"]);
    expect(await press("saveEdit", [{ key: "stat.wits", value: "6", label: "Wits dice" }])).toBe("refused");
    expect(notices).toEqual(["Wits dice must be a whole number from 0 to 5; 6 was not saved."]);
    await press("recordRuinAdvance", [{ key: "new.ruinAdvance", value: "Cold hands" }]);
    expect(sample.system.ruinAdvances).toEqual(["Haunted by the river", "Cold hands"]);
    expect(await press("notAnAction")).toBe("none");
  });
});
