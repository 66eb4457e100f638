/** Editing a Strike! character through the edit operations: one update each, nothing written when refused. */
import type * as StrikeEdit from "../../src/operations/strike-edit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";
import { localize } from "../helpers/handlebars";

let kit: TrackTestKit;
let edit: typeof StrikeEdit;

beforeAll(async () => {
  kit = await setUpTracks();
  edit = await import("../../src/operations/strike-edit");
});
afterAll(() => vi.unstubAllGlobals());

function character(source: Record<string, unknown> = {}) {
  return kit.makeActor("strikeCharacter", {
    skills: [{ id: "sail", name: "Sailing", skilled: true, ability: "dexterity", restricted: false }],
    relationships: [{ id: "aunt", name: "Aunt Hesper" }],
    traits: [{ id: "stubborn", name: "Stubborn", lost: false }],
    actionPoints: 1,
    ...source,
  });
}

function system(actor: { system: unknown }) {
  return actor.system as {
    skills: { id: string; name: string; skilled: boolean; ability: string | null; restricted: boolean }[];
    relationships: { id: string; name: string }[];
    traits: { id: string; name: string; lost: boolean }[];
    strikes: number;
    actionPoints: number;
  };
}

describe("skills", () => {
  it("adds a skilled skill with no ability, changes every field keeping the id, removes", async () => {
    const actor = character();
    expect(await edit.addSkill(actor, "Sleight of Hand")).toEqual({ id: "sleight-of-hand" });
    await edit.changeSkill(actor, 1, {
      name: "Pickpocketing",
      skilled: false,
      ability: "dexterity",
      restricted: true,
    });
    await edit.changeSkill(actor, 0, { name: "Sailing", skilled: true, ability: "", restricted: false });
    expect(system(actor).skills).toEqual([
      { id: "sail", name: "Sailing", skilled: true, ability: null, restricted: false },
      {
        id: "sleight-of-hand",
        name: "Pickpocketing",
        skilled: false,
        ability: "dexterity",
        restricted: true,
      },
    ]);
    await edit.removeSkill(actor, 0);
    expect(system(actor).skills.map((s) => s.id)).toEqual(["sleight-of-hand"]);
    expect(actor.stored.every((u) => Object.keys(u as object).join() === "system.skills")).toBe(true);
  });

  it("refuses an unknown ability or a blank name and writes nothing", async () => {
    const actor = character();
    await expect(
      edit.changeSkill(actor, 0, { name: "Sailing", skilled: true, ability: "luck", restricted: false }),
    ).rejects.toMatchObject({
      code: "UnknownAbility",
      details: { value: "luck" },
    });
    await expect(
      edit.changeSkill(actor, 0, { name: " ", skilled: true, ability: "", restricted: false }),
    ).rejects.toMatchObject({ code: "EntryName" });
    await expect(edit.addSkill(actor, "")).rejects.toMatchObject({ code: "EntryName" });
    expect(actor.stored).toEqual([]);
  });

  it("refuses a 101st skill", async () => {
    const skills = Array.from({ length: 100 }, (_, i) => ({
      id: `s${i}`,
      name: `Skill ${i}`,
      skilled: true,
      ability: null,
      restricted: false,
    }));
    const actor = character({ skills });
    await expect(edit.addSkill(actor, "One more")).rejects.toMatchObject({
      code: "ListFull",
      details: { max: 100 },
    });
    expect(actor.stored).toEqual([]);
  });
});

describe("relationships and traits", () => {
  it("adds, renames and removes relationships", async () => {
    const actor = character();
    await edit.addRelationship(actor, "Captain Roe");
    await edit.renameRelationship(actor, 0, "Aunt Hesper Flint");
    await edit.removeRelationship(actor, 1);
    expect(system(actor).relationships).toEqual([{ id: "aunt", name: "Aunt Hesper Flint" }]);
  });

  it("adds, renames, loses, regains and removes traits", async () => {
    const actor = character();
    expect(await edit.addTrait(actor, "Lucky")).toEqual({ id: "lucky" });
    await edit.renameTrait(actor, 1, "Very lucky");
    await edit.toggleTraitLost(actor, 1);
    expect(system(actor).traits[1]).toEqual({ id: "lucky", name: "Very lucky", lost: true });
    await edit.toggleTraitLost(actor, 1);
    await edit.setTraitLost(actor, 0, true);
    expect(system(actor).traits.map((t) => t.lost)).toEqual([true, false]);
    await edit.removeTrait(actor, 0);
    expect(system(actor).traits.map((t) => t.id)).toEqual(["lucky"]);
  });

  it("refuses a row that is not there", async () => {
    const actor = character();
    await expect(edit.renameTrait(actor, 4, "Calm")).rejects.toMatchObject({ code: "BadRowIndex" });
    await expect(edit.toggleTraitLost(actor, -1)).rejects.toMatchObject({ code: "BadRowIndex" });
    expect(actor.stored).toEqual([]);
  });
});

describe("wealth tier", () => {
  it("writes the tier typed through the sheet button, Short and Broke untouched", async () => {
    const actor = character({ wealth: { tier: 2, short: 1, broke: 0 } });
    await edit.runStrikeEdit(actor, "saveWealthTier", -1, { tier: "4" });
    expect(await edit.setWealthTier(actor, 4)).toBe(4);
    expect(await edit.setWealthTier(actor, "0")).toBe(0);
    expect(actor.stored).toEqual([{ "system.wealth.tier": 4 }, { "system.wealth.tier": 0 }]);
    expect((actor.system as { wealth: unknown }).wealth).toEqual({ tier: 0, short: 1, broke: 0 });
  });

  it.each([["11"], ["-1"], ["1.5"], [""], ["rich"]])("refuses %j in words and writes nothing", async (value) => {
    const actor = character({ wealth: { tier: 2, short: 0, broke: 0 } });
    await expect(edit.setWealthTier(actor, value)).rejects.toMatchObject({
      code: "WealthTierValue",
      details: { min: 0, max: 10, value },
    });
    expect(actor.stored).toEqual([]);
    expect(localize("VOWFORGE.Error.WealthTierValue", { min: 0, max: 10, value })).toBe(
      `A wealth tier is a whole number from 0 to 10; ${value} was not saved.`,
    );
  });
});

describe("strikes and action points", () => {
  it("adds and removes strikes within 0..100", async () => {
    const actor = character();
    expect(await edit.changeStrikes(actor, 1)).toEqual({ strikes: 1 });
    expect(await edit.changeStrikes(actor, -1)).toEqual({ strikes: 0 });
    await expect(edit.changeStrikes(actor, -1)).rejects.toMatchObject({
      code: "StrikeCount",
      details: { min: 0, max: 100 },
    });
    expect(actor.stored).toEqual([{ "system.strikes": 1 }, { "system.strikes": 0 }]);
    expect(edit.strikesAfter(99, 1)).toBe(100);
    expect(() => edit.strikesAfter(100, 1)).toThrow();
  });

  it("spends and earns an action point for a reason through the sheet buttons", async () => {
    const actor = character();
    await edit.runStrikeEdit(actor, "spendActionPoint", -1, { reason: "preventLoss" });
    expect(system(actor).actionPoints).toBe(0);
    await expect(
      edit.runStrikeEdit(actor, "spendActionPoint", -1, { reason: "preventLoss" }),
    ).rejects.toMatchObject({ code: "NoActionPoints" });
    await expect(
      edit.runStrikeEdit(actor, "earnActionPoint", -1, { reason: "napping" }),
    ).rejects.toMatchObject({ code: "NotOneOf" });
    await edit.runStrikeEdit(actor, "earnActionPoint", -1, { reason: "somethingCool" });
    expect(system(actor).actionPoints).toBe(1);
  });
});

describe("sheet buttons", () => {
  it("run the operation their action names with the row's fields", async () => {
    const actor = character();
    await edit.runStrikeEdit(actor, "saveSkill", 0, {
      name: "Seafaring",
      skilled: true,
      ability: "wisdom",
      restricted: true,
    });
    await edit.runStrikeEdit(actor, "addTrait", -1, { name: "Calm" });
    await edit.runStrikeEdit(actor, "addStrike", -1, {});
    await edit.runStrikeEdit(actor, "saveRelationship", 0, { name: "Aunt H." });
    const s = system(actor);
    expect(s.skills[0]).toEqual({
      id: "sail",
      name: "Seafaring",
      skilled: true,
      ability: "wisdom",
      restricted: true,
    });
    expect(s.traits.map((t) => t.name)).toEqual(["Stubborn", "Calm"]);
    expect(s.strikes).toBe(1);
    expect(s.relationships[0].name).toBe("Aunt H.");
    expect(edit.isStrikeEditAction("markShort")).toBe(false);
  });
});
