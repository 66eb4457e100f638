/** Editing an Augur character through the edit operations: one update each, nothing written when refused. */
import type * as AugurEdit from "../../src/operations/augur-edit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";
import { augurSample, augurSystem } from "./edit-samples";
import { localize } from "../helpers/handlebars";
import { abilityEditText, abilityHtml } from "../../src/data/actor/ability-text";

let kit: TrackTestKit;
let edit: typeof AugurEdit;

beforeAll(async () => {
  kit = await setUpTracks();
  edit = await import("../../src/operations/augur-edit");
});
afterAll(() => vi.unstubAllGlobals());

const character = (source: Record<string, unknown> = {}) => augurSample(kit, source);
const system = augurSystem;

describe("approaches", () => {
  it("writes the values typed, only those that changed, in one update", async () => {
    const actor = character();
    expect(await edit.setApproaches(actor, { prowess: "1", finesse: "4", resolve: 6 })).toMatchObject({
      prowess: 1,
      finesse: 4,
      resolve: 6,
    });
    expect(actor.stored).toEqual([{ "system.approaches.finesse": 4, "system.approaches.resolve": 6 }]);
  });

  it.each([["7"], ["-1"], ["2.5"], [""], ["two"]])("refuses %j and writes nothing", async (value) => {
    const actor = character();
    await expect(edit.setApproaches(actor, { finesse: "3", prowess: value })).rejects.toMatchObject({
      code: "ApproachValue",
      details: { min: 0, max: 6 },
    });
    expect(actor.stored).toEqual([]);
  });

  it("refuses a name that is not an approach", async () => {
    await expect(edit.setApproaches(character(), { speed: "2" })).rejects.toMatchObject({ code: "NotOneOf" });
  });
});

describe("harm maximum", () => {
  it("writes the maximum typed, and nothing when it is unchanged", async () => {
    const actor = character({ harm: 2, harmMax: 3 });
    expect(await edit.setHarmMax(actor, " 5 ")).toBe(5);
    expect(await edit.setHarmMax(actor, 5)).toBe(5);
    expect(await edit.setHarmMax(actor, "2")).toBe(2);
    expect(actor.stored).toEqual([{ "system.harmMax": 5 }, { "system.harmMax": 2 }]);
  });

  it.each([["1"], ["0"], ["13"], ["2.5"], [""], ["many"]])(
    "refuses %j (below the harm taken or outside 1..12) in words and writes nothing",
    async (value) => {
      const actor = character({ harm: 2, harmMax: 3 });
      const refusal = edit.setHarmMax(actor, value);
      await expect(refusal).rejects.toMatchObject({ code: "HarmMaxValue", details: { min: 2, max: 12, value } });
      expect(actor.stored).toEqual([]);
      expect(localize("VOWFORGE.Error.HarmMaxValue", { min: 2, max: 12, value })).toBe(
        `The most harm is a whole number from 2 to 12 (never below the harm already taken); ${value} was not saved.`,
      );
    },
  );
});

describe("expertise", () => {
  it("adds with an id made from the name, renames keeping the id, removes", async () => {
    const actor = character();
    expect(await edit.addExpertise(actor, "  Old maps ")).toEqual({ id: "old-maps" });
    expect(await edit.addExpertise(actor, "Locks")).toEqual({ id: "locks-2" });
    await edit.renameExpertise(actor, 0, "Locks and latches");
    await edit.removeExpertise(actor, 2);
    expect(system(actor).expertise).toEqual([
      { id: "locks", name: "Locks and latches" },
      { id: "old-maps", name: "Old maps" },
    ]);
    expect(actor.stored).toHaveLength(4);
    expect(Object.keys(actor.stored[0] as object)).toEqual(["system.expertise"]);
  });

  it("refuses a blank or too long name and a row that is not there", async () => {
    const actor = character();
    await expect(edit.addExpertise(actor, "   ")).rejects.toMatchObject({
      code: "EntryName",
      details: { max: 200 },
    });
    await expect(edit.renameExpertise(actor, 0, "x".repeat(201))).rejects.toMatchObject({
      code: "EntryName",
    });
    await expect(edit.removeExpertise(actor, 3)).rejects.toMatchObject({ code: "BadRowIndex" });
    expect(actor.stored).toEqual([]);
    expect(system(actor).expertise).toEqual([{ id: "locks", name: "Locks" }]);
  });
});

describe("abilities", () => {
  it("adds one without text or bonus die, then changes its name, text and bonus die", async () => {
    const actor = character();
    expect(await edit.addAbility(actor, "Keen ear")).toEqual({ id: "keen-ear" });
    await edit.changeAbility(actor, 1, {
      name: "Keen ear",
      text: "<p>Hears through walls.</p>",
      bonusDie: true,
    });
    await edit.changeAbility(actor, 0, { name: "Shadowstep", text: "<p>Slip away.</p>", bonusDie: false });
    expect(system(actor).abilities).toEqual([
      { id: "shadow", name: "Shadowstep", text: "<p>Slip away.</p>", bonusDie: false },
      { id: "keen-ear", name: "Keen ear", text: "<p>Hears through walls.</p>", bonusDie: true },
    ]);
    expect(system(actor).bonusAbilities).toEqual(["keen-ear"]);
    await edit.removeAbility(actor, 0);
    expect(system(actor).abilities.map((a) => a.id)).toEqual(["keen-ear"]);
  });

  it("stores typed plain text as escaped paragraphs and line breaks, and keeps written markup", async () => {
    const actor = character();
    await edit.changeAbility(actor, 0, { name: "Shadowstep", text: "Slip away.\nUnseen if 2 < 3 in the dark.\n\nOnce a scene & no more.", bonusDie: false });
    expect(system(actor).abilities[0].text).toBe("<p>Slip away.<br>Unseen if 2 &lt; 3 in the dark.</p><p>Once a scene &amp; no more.</p>");
    expect(abilityHtml("<p>Already <em>HTML</em></p>")).toBe("<p>Already <em>HTML</em></p>");
    expect(abilityHtml("   ")).toBe("");
    // Words that merely look like tags stay words.
    expect(abilityHtml("Roll <Wits> when a<b")).toBe("<p>Roll &lt;Wits&gt; when a&lt;b</p>");
  });

  it("gives typed text back as typed to edit again, so a second save stores the same", async () => {
    const typed = "Slip away.\nUnseen if 2 < 3.\n\nOnce a scene & no more.";
    const stored = abilityHtml(typed);
    expect(abilityEditText(stored)).toBe(typed);
    expect(abilityHtml(abilityEditText(stored))).toBe(stored);
    // Other HTML (from a pack, or written by hand) is edited as it is.
    expect(abilityEditText("<p>Strike <strong>twice</strong>.</p>")).toBe("<p>Strike <strong>twice</strong>.</p>");
  });

  it("refuses a blank name without writing", async () => {
    const actor = character();
    await expect(edit.changeAbility(actor, 0, { name: "", text: "", bonusDie: false })).rejects.toMatchObject(
      { code: "EntryName" },
    );
    expect(actor.stored).toEqual([]);
  });
});

describe("bonds", () => {
  it("adds an unmarked bond and removes one", async () => {
    const actor = character();
    await edit.addBond(actor, "Actor.third");
    expect(system(actor).bonds).toEqual([
      { characterId: "Actor.other", marked: true },
      { characterId: "Actor.third", marked: false },
    ]);
    await edit.removeBond(actor, 0);
    expect(system(actor).bonds).toEqual([{ characterId: "Actor.third", marked: false }]);
  });

  it("refuses a bond with the character itself or a second bond with one character", async () => {
    const actor = character();
    await expect(edit.addBond(actor, "Actor.self")).rejects.toMatchObject({ code: "BondWithSelf" });
    await expect(edit.addBond(actor, "Actor.other")).rejects.toMatchObject({ code: "BondExists" });
    await expect(edit.removeBond(actor, 5)).rejects.toMatchObject({ code: "BadRowIndex" });
    expect(actor.stored).toEqual([]);
  });

  it("is refused on another actor type", async () => {
    await expect(edit.addExpertise(kit.makeActor("strikeCharacter"), "Maps")).rejects.toMatchObject({
      code: "WrongActorType",
    });
  });
});
