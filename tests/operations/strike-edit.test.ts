/** Editing a Strike! character through the edit operations: one update each, nothing written when refused. */
import type * as StrikeEdit from "../../src/operations/strike-edit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";
import { strikeSample, strikeSystem } from "./edit-samples";
import { localize } from "../helpers/handlebars";

let kit: TrackTestKit;
let edit: typeof StrikeEdit;

beforeAll(async () => {
  kit = await setUpTracks();
  edit = await import("../../src/operations/strike-edit");
});
afterAll(() => vi.unstubAllGlobals());

const character = (source: Record<string, unknown> = {}) => strikeSample(kit, source);
const system = strikeSystem;

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
});
