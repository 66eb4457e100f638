/**
 * The Strike! sheet's edit mode and play buttons: the context and the template (rendered strictly) in
 * both modes, and the sheet's edit buttons with Foundry's plumbing faked.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type EditableActor } from "../../../src/applications/sheets/context/edit-rows";
import { buildStrikeContext } from "../../../src/applications/sheets/context/strike-context";
import { sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { renderRuleset, sheetEnv } from "../../templates/sheets/sheet-render";
import { ApplyingActor } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { fakeRoot } from "./edit-row-fakes";

function actor(editMode: boolean, over: Record<string, unknown> = {}): EditableActor {
  const a = { ...sampleStrike(), editMode };
  Object.assign(a.system, over);
  return a;
}

function render(editMode: boolean, editable = true, over: Record<string, unknown> = {}): string {
  return renderRuleset("strike",
    buildStrikeContext(actor(editMode, over), sheetEnv({ editable })),
  );
}

describe("Strike! edit context", () => {
  it("gives the wealth tier a field from 0 to 10, drawn only in edit mode", () => {
    const c = buildStrikeContext(actor(true, { wealth: { tier: 3, short: 1, broke: 0 } }), sheetEnv());
    expect(c.wealthTierField).toMatchObject({
      row: "wealth-tier",
      field: "tier",
      id: "vf-test-wealth-tier",
      label: "Wealth tier",
      value: 3,
      min: 0,
      max: 10,
      hint: "The wealth tier before Short and Broke, from 0 to 10.",
      save: "saveWealthTier",
    });
    const html = render(true, true, { wealth: { tier: 3, short: 1, broke: 0 } });
    expect(html).toMatch(/id="vf-test-wealth-tier" data-field="tier" value="3" min="0" max="10"/);
    expect(html).toContain('data-edit-row="wealth-tier" data-save="saveWealthTier"');
    expect(html).toContain('aria-label="Raise Wealth tier by one"');
    expect(html).not.toContain('data-action="saveWealthTier"');
    expect(render(false)).not.toContain("saveWealthTier");
  });


  it("gives each skill its fields: skilled, ability (or none) and restricted", () => {
    const c = buildStrikeContext(actor(true), sheetEnv());
    expect(c.editMode).toBe(true);
    expect(c.skillRows[0]).toMatchObject({
      row: "skill-0",
      name: "Sailing",
      skilled: true,
      skilledLabel: "Sailing is skilled",
      abilityLabel: "Ability of Sailing",
      restricted: false,
      restrictedLabel: "Sailing is restricted",
    });
    expect(c.skillRows[0].abilities.filter((a) => a.selected)).toEqual([
      { value: "dexterity", label: "Dexterity", selected: true },
    ]);
    expect(c.skillRows[1].abilities.filter((a) => a.selected)).toEqual([
      { value: "", label: "No ability", selected: true },
    ]);
    expect(c.newSkill.label).toBe("New Skill");
    expect(c.traitRows.map((r) => r.nameLabel)).toEqual(["Trait 1", "Trait 2"]);
    expect(c.relationshipRows.map((r) => r.removeLabel)).toEqual(["Remove Aunt Hesper"]);
  });

  it("offers spending an action point only when one is left, and strikes within their range", () => {
    const c = buildStrikeContext(actor(false), sheetEnv());
    const [spend, earn] = c.apReasons;
    expect(spend.disabled).toBe(false);
    expect(earn.disabled).toBe(false);
    expect(spend.reasons.map((r) => r.value)).toEqual([
      "relatedSkillAdvantage",
      "autoSucceedTrick",
      "actionTrigger",
      "preventLoss",
      "bringInRelationship",
    ]);
    expect(earn.reasons).toContainEqual({ value: "somethingCool", label: "Doing something cool", row: "ap-earn-somethingCool" });
    // The track: a pip per point (two here), filled, then empty ones up to five.
    expect(c.actionPointPips.map((p) => p.filled)).toEqual([true, true, false, false, false]);
    expect(buildStrikeContext(actor(false, { actionPoints: 7 }), sheetEnv()).actionPointPips.filter((p) => p.filled)).toHaveLength(7);
    expect(buildStrikeContext(actor(false, { actionPoints: 20 }), sheetEnv()).apReasons[1].disabled).toBe(true);
    expect(c.strikeButtons).toMatchObject({ canAdd: true, canRemove: false });
    expect(buildStrikeContext(actor(false, { actionPoints: 0, strikes: 100 }), sheetEnv())).toMatchObject({
      apReasons: [{ kind: "spend", disabled: true }, { kind: "earn", disabled: false }],
      strikeButtons: { canAdd: false, canRemove: true },
    });
  });
});

describe("Strike! sheet template", () => {
  it("outside edit mode: skill rolls, a lost toggle per trait, spend and earn, strikes", () => {
    const html = render(false);
    expect(html).toMatch(/data-action="toggleEdit" aria-pressed="false"/);
    expect(html).toMatch(
      /data-action="toggleTraitLost" data-index="1" aria-pressed="true" aria-label="Lost: Lucky"/,
    );
    expect(html).toMatch(/<legend>Spend an action point for<\/legend>/);
    // A button per reason, no select: the reason rides in its row's hidden field.
    expect(html).toMatch(/<li data-edit-row="ap-spend-preventLoss"><input type="hidden" data-field="reason" value="preventLoss"><button type="button" class="vf-ap__chip" data-action="spendActionPoint" data-row="ap-spend-preventLoss" >/);
    expect(html).toMatch(/data-action="earnActionPoint" data-row="ap-earn-somethingCool"/);
    expect(html).not.toMatch(/data-field="reason"[^>]*<\/select>|<select[^>]*data-field="reason"/);
    expect(html).toMatch(
      /data-action="removeStrike" aria-label="Remove a strike" data-tooltip-text="Remove a strike" disabled/,
    );
    expect(html).toMatch(/data-action="roll" data-stat="sail"/);
    expect(html).not.toMatch(/data-action="saveSkill"/);
    const locked = render(false, false);
    expect(locked).not.toMatch(/toggleEdit|toggleTraitLost|spendActionPoint|addStrike/);
    expect(locked).toMatch(/vf-rs-badge">Lost</);
  });

  it("in edit mode: labelled fields for skills, traits and relationships with unique ids", () => {
    const html = render(true);
    for (const action of ["removeSkill", "addSkill", "removeTrait", "addTrait", "removeRelationship", "addRelationship"]) {
      expect(html).toContain(`data-action="${action}"`);
    }
    // Each row saves itself when a field of it changes: no Save buttons.
    for (const save of ["saveSkill", "saveTrait", "saveRelationship"]) {
      expect(html).toContain(`data-save="${save}"`);
      expect(html).not.toContain(`data-action="${save}"`);
    }
    expect(html).toContain('data-edit-row="skill-1" data-save="saveSkill" data-index="1"');
    expect(html).toMatch(/<option value="dexterity" selected>Dexterity<\/option>/);
    expect(html).toMatch(/id="vf-test-skill-0-skilled" data-field="skilled" checked/);
    expect(html).toMatch(/id="vf-test-skill-1-skilled" data-field="skilled" >/);
    const all = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(all).size).toBe(all.length);
    const fors = [...html.matchAll(/\sfor="([^"]+)"/g)].map((m) => m[1]);
    const fields = [...html.matchAll(/<(?:input|select|textarea)[^>]*\sid="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((id) => /-(skill|trait|relationship|ap)-/.test(id));
    expect(fields.length).toBe(2 * 4 + 1 + 2 + 1 + 1 + 1);
    for (const id of fields) expect(fors, id).toContain(id);
  });
});

describe("Strike! sheet edit buttons", () => {
  type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
  interface TestSheet {
    options: { actions: Record<string, Action> };
    _prepareContext(options: unknown): Promise<Record<string, unknown>>;
  }
  let fakes: SheetFakes;
  let StrikeSheet: new (options: { document: ApplyingActor }) => TestSheet;

  beforeEach(async () => {
    vi.unstubAllGlobals();
    vi.resetModules();
    fakes = installSheetFakes();
    StrikeSheet = (await import("../../../src/applications/sheets/strike-sheet"))
      .StrikeSheet as unknown as typeof StrikeSheet;
  });

  function open(rows: Record<string, Record<string, string | boolean>> = {}) {
    const s = sampleStrike();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new StrikeSheet({ document: actor });
    Object.assign(sheet, { element: fakeRoot(rows) });
    const press = (action: string, dataset: Record<string, string> = {}) =>
      sheet.options.actions[action].call(sheet, {}, { dataset: { action, ...dataset }, closest: () => null });
    return { actor, sheet, press };
  }

  it("renames a skill with its fields, adds a trait, toggles a trait lost, spends a point", async () => {
    const { actor, sheet, press } = open({
      "skill-1": { name: "Bargaining", skilled: true, ability: "charisma", restricted: true },
      "trait-new": { name: "Patient" },
      "ap-spend-actionTrigger": { reason: "actionTrigger" },
    });
    await press("toggleEdit");
    expect((await sheet._prepareContext({})).editMode).toBe(true);
    await press("saveSkill", { row: "skill-1", index: "1" });
    await press("addTrait", { row: "trait-new" });
    await press("toggleTraitLost", { index: "1" });
    await press("spendActionPoint", { row: "ap-spend-actionTrigger" });
    await press("addStrike");
    expect(actor.system.skills).toContainEqual({
      id: "haggle",
      name: "Bargaining",
      skilled: true,
      ability: "charisma",
      restricted: true,
    });
    expect(actor.system.traits).toEqual([
      { id: "stubborn", name: "Stubborn", lost: false },
      { id: "lucky", name: "Lucky", lost: false },
      { id: "patient", name: "Patient", lost: false },
    ]);
    expect(actor.system.actionPoints).toBe(1);
    expect(actor.system.strikes).toBe(1);
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });

  it("refuses a blank skill name with a sentence in the user's language, writing nothing", async () => {
    const { actor, press } = open({
      "skill-0": { name: "  ", skilled: true, ability: "", restricted: false },
    });
    await press("saveSkill", { row: "skill-0", index: "0" });
    expect(fakes.errors).toEqual([
      "A name needs at least one character and at most 200; nothing was saved.",
    ]);
    expect(actor.updates).toEqual([]);
  });
});
