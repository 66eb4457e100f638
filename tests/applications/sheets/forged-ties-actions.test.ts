/**
 * The Forged Ties sheet's edit-mode buttons on an actor whose model checks every write (stats, skills,
 * requirements, track lengths): one update for each edit, and a refused edit writes nothing.
 */
import type * as Edit from "../../../src/operations/forged-ties-edit";
import type * as EditActions from "../../../src/applications/sheets/forged-ties-actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";
import { forgedTiesSample, refused, type ForgedTiesSys } from "../../operations/edit-samples";
import { langLookup } from "../../helpers/handlebars";
import type { ActionInput, SheetHost } from "../../../src/applications/sheets/sheet-action";

let kit: TrackTestKit;
let edit: typeof Edit;
let buttons: typeof EditActions;

beforeAll(async () => {
  kit = await setUpTracks();
  edit = await import("../../../src/operations/forged-ties-edit");
  buttons = await import("../../../src/applications/sheets/forged-ties-actions");
});
afterAll(() => vi.unstubAllGlobals());

const character = (source: Record<string, unknown> = {}) => forgedTiesSample(kit, source);
const sys = (actor: { system: unknown }) => actor.system as ForgedTiesSys;

describe("the sheet edit", () => {
  it("reads the form over the stored values and saves only what changed, in one update", async () => {
    const actor = character();
    const fields = [
      { key: "stat.wits", value: "3", label: "Wits dice" },
      { key: "skill.0.name", value: "Climbing" },
      { key: "skill.0.stat", value: "strength" },
      { key: "skill.0.dice", value: "3" },
      { key: "skill.0.related", value: "lore" },
      { key: "skill.1.name", value: "Old lore" },
      { key: "new.skill", value: "ignored until Add" },
    ];
    await buttons.runEditAction(actor, "saveEdit", fields);
    expect(actor.stored).toHaveLength(1);
    expect(actor.stored[0]).toEqual({
      "system.stats.wits": 3,
      "system.skills": [
        { id: "climb", name: "Climbing", stat: "strength", dice: 3, related: ["lore"] },
        { id: "lore", name: "Old lore", stat: "wits", dice: 1, related: [] },
      ],
    });
    expect(sys(actor).skills[0].name).toBe("Climbing");
  });

  it("refuses a stat's dice out of range with the field's label, writing nothing", async () => {
    const actor = character();
    const error = await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "stat.wits", value: "9", label: "Wits dice" }]), "OutOfRangeField");
    expect(error.details).toMatchObject({ label: "Wits dice", min: 0, max: 5, value: "9" });
    await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "skill.0.dice", value: "2.5" }]), "OutOfRangeField");
    await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "stat.agility", value: "" }]), "OutOfRangeField");
    expect(actor.stored).toEqual([]);
  });

  it("adds a skill with an id that no stat or skill has, and removes one from every related list", async () => {
    const actor = character();
    await buttons.runEditAction(actor, "addSkill", [{ key: "new.skill", value: "  Wits  " }]);
    expect(sys(actor).skills[2]).toEqual({ id: "wits-2", name: "Wits", stat: "strength", dice: 1, related: [] });
    await buttons.runEditAction(actor, "removeSkill", [], 0);
    expect(sys(actor).skills.map((s) => s.id)).toEqual(["lore", "wits-2"]);
    expect(sys(actor).skills[0].related).toEqual([]);
    expect(actor.stored).toHaveLength(2);
  });

  it("refuses a blank or duplicate skill name and a row that is not there", async () => {
    const actor = character();
    await refused(() => buttons.runEditAction(actor, "addSkill", [{ key: "new.skill", value: "   " }]), "SkillName");
    await refused(() => buttons.runEditAction(actor, "addSkill", [{ key: "new.skill", value: "climb" }]), "SkillNameTaken");
    await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "skill.1.name", value: "" }]), "SkillName");
    await refused(() => buttons.runEditAction(actor, "removeSkill", [], 5), "BadRowIndex");
    await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "skill.0.stat", value: "luck" }]), "NotOneOf");
    expect(actor.stored).toEqual([]);
  });

  it("adds, renames and removes forge requirements, keeping whether each is met", async () => {
    const actor = character({ forge: { marked: 1, requirements: [{ id: "oath", label: "Swear the oath", met: true }] } });
    await buttons.runEditAction(actor, "addRequirement", [{ key: "new.requirement", value: "Trade tokens" }]);
    expect(sys(actor).forge.requirements).toEqual([
      { id: "oath", label: "Swear the oath", met: true },
      { id: "trade-tokens", label: "Trade tokens", met: false },
    ]);
    await buttons.runEditAction(actor, "saveEdit", [{ key: "requirement.0.label", value: "Swear it at the ford" }]);
    expect(sys(actor).forge.requirements[0]).toEqual({ id: "oath", label: "Swear it at the ford", met: true });
    await buttons.runEditAction(actor, "removeRequirement", [], 0);
    expect(sys(actor).forge.requirements.map((r) => r.id)).toEqual(["trade-tokens"]);
    await refused(() => buttons.runEditAction(actor, "addRequirement", [{ key: "new.requirement", value: "" }]), "RequirementLabel");
    expect(actor.stored).toHaveLength(3);
  });

  it("changes track lengths, refusing one shorter than its marks or its ruin spaces", async () => {
    const actor = character({ breaking: { marked: 4 }, statTracks: { wits: { marked: 3 } } });
    await buttons.runEditAction(actor, "saveEdit", [
      { key: "length.breaking", value: "12" },
      { key: "length.heart", value: "4" },
      { key: "length.stat.wits", value: "5" },
      { key: "length.forge", value: "8" },
    ]);
    expect(actor.stored).toEqual([
      { "system.breaking.length": 12, "system.heart.length": 4, "system.statTracks.wits.length": 5, "system.forge.length": 8 },
    ]);
    await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "length.breaking", value: "8", label: "Breaking boxes" }]), "RuinSpaceBeyondTrack");
    const below = await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "length.stat.wits", value: "2" }]), "TrackBelowMarked");
    expect(below.details).toMatchObject({ marked: 3 });
    await refused(() => buttons.runEditAction(actor, "saveEdit", [{ key: "length.heart", value: "31" }]), "OutOfRangeField");
    expect(actor.stored).toHaveLength(1);
  });

  it("grows and shrinks the harm slots, keeping every harm written", async () => {
    const cut = { name: "Cut", broken: false };
    const actor = character({ harm: [null, cut, null] });
    await buttons.runEditAction(actor, "saveEdit", [{ key: "length.harmSlots", value: "4" }]);
    expect(sys(actor).harm).toEqual([null, cut, null, null]);
    await buttons.runEditAction(actor, "saveEdit", [{ key: "length.harmSlots", value: "1" }]);
    expect(sys(actor).harm).toEqual([cut]);
    const full = character({ harm: [cut, { name: "Burn", broken: true }, null] });
    const error = await refused(() => buttons.runEditAction(full, "saveEdit", [{ key: "length.harmSlots", value: "1" }]), "HarmSlotsInUse");
    expect(error.details).toMatchObject({ count: 2 });
  });

  it("writes nothing when nothing changed, and refuses another kind of actor", async () => {
    const actor = character();
    await buttons.runEditAction(actor, "saveEdit", [{ key: "stat.strength", value: "1" }]);
    expect(actor.stored).toEqual([]);
    const augur = kit.makeActor("augurCharacter");
    await refused(() => edit.saveSheetEdit(augur, edit.readSheetEdit(actor)), "WrongActorType");
  });
});

describe("edits whose chunk cannot be loaded", () => {
  afterAll(() => vi.doUnmock("../../../src/operations/forged-ties-edit"));

  /** A stand-in for the rendered sheet: its edit inputs, marked data-ft-field as the template draws them. */
  const sheetWith = (fields: { key: string; value: string }[]) =>
    ({
      querySelectorAll: (selector: string) =>
        selector === "[data-ft-field]" ? fields.map((f) => ({ dataset: { ftField: f.key }, value: f.value, type: "text", checked: false })) : [],
    }) as unknown as HTMLElement;

  it("change nothing, keep the edit mode open and say so in the user's language", async () => {
    vi.resetModules();
    // A factory that throws stands for vowforge-forged-ties-edit.mjs failing to load.
    vi.doMock("../../../src/operations/forged-ties-edit", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = await import("../../../src/applications/sheets/forged-ties-actions");
    // The sheet's actor as the actions take it: the model-checked sample with a name and no items.
    const actor = Object.assign(character(), { name: "Brannoc", uuid: "Actor.brannoc", items: new Map<string, never>() });
    const shownBefore = kit.ui.shown.length;
    expect(await offline.runEditAction(actor, "saveEdit", [{ key: "stat.wits", value: "3" }])).toBeNull();
    const toggleEdit = vi.fn(async () => undefined);
    const host = { editing: true, toggleEdit } as unknown as SheetHost;
    const input = (fields: { key: string; value: string }[]): ActionInput => ({ data: {}, index: -1, target: null, element: sheetWith(fields) });
    await offline.FORGED_TIES_ACTIONS.toggleEdit(actor, input([{ key: "stat.wits", value: "3" }]), host);
    await offline.FORGED_TIES_ACTIONS.recordRuinAdvance(actor, input([{ key: "new.ruinAdvance", value: "A scar that aches" }]), host);
    expect(toggleEdit).not.toHaveBeenCalled();
    expect(actor.stored).toEqual([]);
    const error = { level: "error", message: langLookup("VOWFORGE.Error.PartNotLoaded") };
    expect(kit.ui.shown.slice(shownBefore).map((n) => ({ level: n.level, message: n.message }))).toEqual([error, error, error]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(Array(3).fill("vowforge | the Forged Ties sheet's edits could not be loaded"));
    errors.mockRestore();
  });
});
