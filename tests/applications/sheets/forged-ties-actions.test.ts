/**
 * The Forged Ties sheet's edit-mode buttons on an actor whose model checks every write (stats, skills,
 * requirements, track lengths): one update for each edit, and a refused edit writes nothing.
 */
import type * as Edit from "../../../src/operations/forged-ties-edit";
import type * as EditActions from "../../../src/applications/sheets/forged-ties-actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";
import { forgedTiesSample, refused, type ForgedTiesSys } from "../../operations/edit-samples";

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
