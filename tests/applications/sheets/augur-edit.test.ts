/**
 * The Augur sheet's edit mode: the context and the template (rendered strictly) in both modes, the
 * reading of a row's fields, and the sheet's edit buttons with Foundry's plumbing faked.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildAugurContext } from "../../../src/applications/sheets/context/augur-context";
import { editRowFields, type EditableActor } from "../../../src/applications/sheets/context/edit-rows";
import { sampleAugur, sampleNames } from "../../../playground/sheets/ruleset-samples";
import { renderRuleset, sheetEnv } from "../../templates/sheets/sheet-render";
import { ApplyingActor } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { fakeRoot } from "./edit-row-fakes";

function actor(editMode: boolean): EditableActor {
  return { ...sampleAugur(), editMode };
}

function render(editMode: boolean, editable = true): string {
  return renderRuleset("augur",
    buildAugurContext(actor(editMode), sheetEnv({ editable }), sampleNames()),
  );
}

/** Every id in `html`, and every label's target. */
function ids(html: string) {
  return {
    ids: [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
    fors: [...html.matchAll(/\sfor="([^"]+)"/g)].map((m) => m[1]),
  };
}

describe("Augur edit context", () => {
  it("gives the harm maximum a field from the harm taken to 12, drawn only in edit mode", () => {
    const a = actor(true);
    Object.assign(a.system as object, { harm: 2, harmMax: 4 });
    const c = buildAugurContext(a, sheetEnv(), sampleNames());
    expect(c.harmMaxField).toEqual({
      row: "harm-max",
      field: "harmMax",
      id: "vf-test-harm-max",
      label: "Most harm",
      value: 4,
      min: 2,
      max: 12,
      hintId: "vf-test-harm-max-hint",
      hint: "How much harm the character can hold, from 2 to 12.",
      save: "saveHarmMax",
    });
    const editing = renderRuleset("augur", c);
    // Its row saves it when it changes (no Save button); − and + step it by one.
    expect(editing).toContain('data-edit-row="harm-max" data-save="saveHarmMax"');
    expect(editing).toContain('<label for="vf-test-harm-max">Most harm</label>');
    expect(editing).toMatch(/id="vf-test-harm-max" data-field="harmMax" value="4" min="2" max="12"/);
    expect(editing).toMatch(/id="vf-test-harm-max-inc" data-action="nudge" data-delta="1"\s+aria-controls="vf-test-harm-max" aria-label="Raise Most harm by one"/);
    expect(editing).not.toContain(">Save<");
    expect(render(false)).not.toContain("saveHarmMax");
  });


  it("is in edit mode only when the sheet is editable and the toggle is on", () => {
    expect(buildAugurContext(actor(false), sheetEnv()).editMode).toBe(false);
    expect(buildAugurContext(actor(true), sheetEnv({ editable: false })).editMode).toBe(false);
    const c = buildAugurContext(actor(true), sheetEnv(), sampleNames());
    expect(c.editMode).toBe(true);
    expect(c.tools).toEqual([{ action: "toggleEdit", icon: "fa-pen-to-square", label: "Edit character", pressed: "true" }]);
  });

  it("gives each row its fields, labels and buttons' names", () => {
    const c = buildAugurContext(actor(true), sheetEnv(), sampleNames());
    expect(c.approaches.map((a) => [a.id, a.value, a.inputId])).toContainEqual([
      "finesse",
      3,
      "vf-test-au-approach-finesse",
    ]);
    expect(c.approachHint.text).toBe("Each approach holds a value from 0 to 6.");
    expect(c.expertiseRows).toEqual([
      {
        index: 0,
        name: "Locks and latches",
        row: "expertise-0",
        nameId: "vf-test-expertise-0-name",
        nameLabel: "Expertise 1",
        removeLabel: "Remove Locks and latches",
      },
    ]);
    expect(c.newExpertise).toEqual({
      row: "expertise-new",
      nameId: "vf-test-expertise-new-name",
      label: "New Expertise",
    });
    expect(c.abilityRows[0]).toMatchObject({
      text: "Slip from one shadow to the next.",
      bonusDie: true,
      bonusLabel: "Shadowstep grants a bonus die",
      textLabel: "What Shadowstep does",
    });
    expect(c.bondRows).toEqual([
      { index: 0, name: "Brannoc Vey", removeLabel: "Remove the bond with Brannoc Vey" },
    ]);
  });

  it("offers bonds with the other known characters only: not itself, not one already bonded", () => {
    const c = buildAugurContext(actor(true), sheetEnv(), sampleNames());
    expect(c.newBond.options).toEqual([{ value: "Actor.stOrrin", label: "Orrin Flint" }]);
  });
});

describe("Augur sheet template", () => {
  it("shows the toggle, unpressed, and no edit fields outside edit mode", () => {
    const html = render(false);
    expect(html).toMatch(
      /<button type="button" class="vf-band-button" data-action="toggleEdit" aria-pressed="false">/,
    );
    expect(html).not.toMatch(/data-edit-row/);
    expect(html).toMatch(/data-action="roll"/);
    expect(render(false, false)).not.toMatch(/toggleEdit/);
  });

  it("in edit mode shows labelled fields for every list, with unique ids", () => {
    const html = render(true);
    expect(html).toMatch(/aria-pressed="true"/);
    expect(html).not.toMatch(/data-action="roll"/);
    for (const action of ["removeExpertise", "addExpertise", "removeAbility", "addAbility", "addBond", "removeBond"]) {
      expect(html).toContain(`data-action="${action}"`);
    }
    // The rows save themselves when a field changes: no Save buttons.
    for (const save of ["saveApproaches", "saveExpertise", "saveAbility"]) {
      expect(html).toContain(`data-save="${save}"`);
      expect(html).not.toContain(`data-action="${save}"`);
    }
    expect(html).toMatch(
      /<input type="number" class="vf-stepper__input" id="vf-test-au-approach-finesse" data-field="finesse" value="3" min="0" max="6"/,
    );
    expect(html).toContain('aria-label="Lower Finesse by one"');
    expect(html).toMatch(
      /<textarea id="vf-test-ability-0-text" data-field="text" rows="2">Slip from one shadow/,
    );
    expect(html).toMatch(/id="vf-test-ability-0-bonus" data-field="bonusDie" checked/);
    const { ids: all, fors } = ids(html);
    expect(new Set(all).size).toBe(all.length);
    const fields = [...html.matchAll(/<(?:input|select|textarea)[^>]*\sid="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((id) => /-(au-approach|expertise|ability|bond)-/.test(id));
    expect(fields.length).toBe(5 + 2 + 2 * 3 + 1 + 1);
    for (const id of fields) expect(fors, id).toContain(id);
  });

  it("escapes typed names in the fields", () => {
    const a = actor(true);
    (a.system as { expertise: unknown[] }).expertise = [{ id: "x", name: '"><script>' }];
    const html = renderRuleset("augur", buildAugurContext(a, sheetEnv()));
    expect(html).not.toContain("<script>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
  });
});

describe("reading an edit row", () => {
  it("reads text as typed and checkboxes as true or false, for the named row only", () => {
    const root = fakeRoot({
      "ability-0": { name: "Step", text: "<p>x</p>", bonusDie: false },
      other: { name: "no" },
    });
    expect(editRowFields(root, "ability-0")).toEqual({ name: "Step", text: "<p>x</p>", bonusDie: false });
    expect(editRowFields(root, "missing")).toEqual({});
    expect(editRowFields(root, undefined)).toEqual({});
    expect(editRowFields(root, 'a"]')).toEqual({});
  });
});

describe("Augur sheet edit buttons", () => {
  type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
  interface TestSheet {
    options: { actions: Record<string, Action> };
    element: unknown;
    render(): Promise<unknown>;
    _prepareContext(options: unknown): Promise<Record<string, unknown>>;
  }
  let fakes: SheetFakes;
  let AugurSheet: new (options: { document: ApplyingActor }) => TestSheet;

  beforeEach(async () => {
    vi.unstubAllGlobals();
    vi.resetModules();
    fakes = installSheetFakes();
    AugurSheet = (await import("../../../src/applications/sheets/augur-sheet"))
      .AugurSheet as unknown as typeof AugurSheet;
  });

  function open(rows: Record<string, Record<string, string | boolean>> = {}) {
    const s = sampleAugur();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new AugurSheet({ document: actor });
    Object.assign(sheet, { element: fakeRoot(rows) });
    const press = (action: string, dataset: Record<string, string> = {}) =>
      sheet.options.actions[action].call(sheet, {}, { dataset: { action, ...dataset }, closest: () => null });
    return { actor, sheet, press };
  }

  it("toggles edit mode, which the next context shows", async () => {
    const { sheet, press } = open();
    expect((await sheet._prepareContext({})).editMode).toBe(false);
    await press("toggleEdit");
    expect((await sheet._prepareContext({})).editMode).toBe(true);
  });

  it("adds an expertise and saves approaches from their rows", async () => {
    const { actor, press } = open({
      "expertise-new": { name: "Rooftops" },
      approaches: { prowess: "2", finesse: "3", insight: "2", presence: "1", resolve: "4" },
    });
    await press("addExpertise", { row: "expertise-new" });
    await press("saveApproaches", { row: "approaches" });
    expect(actor.system.expertise).toEqual([
      { id: "locks", name: "Locks and latches" },
      { id: "rooftops", name: "Rooftops" },
    ]);
    expect(actor.system.approaches).toMatchObject({ prowess: 2, resolve: 4 });
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });

  /** A changed field (data-field) of the edit row `row`, which saves by `save` (a data-save row) or not at all. */
  function changed(row: string, save: string | null) {
    const rowElement = { dataset: save ? { editRow: row, save } : { editRow: row } };
    return { target: { dataset: { field: "any" }, closest: (selector: string) => (selector === "[data-edit-row][data-save]" && save ? rowElement : null) } };
  }

  it("saves a row when one of its fields changes in edit mode, and leaves other changes to the form", async () => {
    const approaches = { approaches: { prowess: "2", finesse: "3", insight: "2", presence: "1", resolve: "5" } };
    const { actor, sheet, press } = open(approaches);
    const onChange = (event: unknown) => (sheet as unknown as { _onChangeForm(config: unknown, event: unknown): void })._onChangeForm({}, event);
    // Out of edit mode a change saves nothing.
    onChange(changed("approaches", "saveApproaches"));
    await Promise.resolve();
    expect(actor.updates).toEqual([]);
    await press("toggleEdit");
    // A field of a row without a save (a "new" row) goes to the form's own handler: nothing written here.
    onChange(changed("expertise-new", null));
    onChange({ target: { dataset: {}, closest: () => null } });
    await Promise.resolve();
    expect(actor.updates).toEqual([]);
    onChange(changed("approaches", "saveApproaches"));
    await vi.waitFor(() => expect(actor.updates).toHaveLength(1));
    expect(actor.system.approaches).toMatchObject({ prowess: 2, resolve: 5 });
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });

  it("refuses an approach out of range with a sentence in the user's language, writing nothing", async () => {
    const { actor, press } = open({ approaches: { prowess: "9" } });
    await press("saveApproaches", { row: "approaches" });
    expect(fakes.errors).toEqual(["An approach is a whole number from 0 to 6; 9 was not saved."]);
    expect(actor.updates).toEqual([]);
  });
});
