import type * as ForgedTies from "../../src/operations/forged-ties";
import type * as Forge from "../../src/operations/forge";
import type * as Bonds from "../../src/operations/bonds";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let ft: typeof ForgedTies;
let forge: typeof Forge;
let bonds: typeof Bonds;

beforeAll(async () => {
  kit = await setUpTracks();
  ft = await import("../../src/operations/forged-ties");
  forge = await import("../../src/operations/forge");
  bonds = await import("../../src/operations/bonds");
});
afterAll(() => vi.unstubAllGlobals());

const cut = { name: "Cut hand", broken: false };
const scar = { name: "Old scar", broken: true };

function character(source: Record<string, unknown> = {}) {
  return kit.makeActor("forgedTiesCharacter", source);
}

function system(actor: { system: unknown }) {
  return actor.system as Record<string, unknown> & {
    breaking: { marked: number };
    heart: { marked: number };
    harm: unknown[];
    ruinAdvances: string[];
    advances: { marked: number };
    statTracks: Record<string, { marked: number }>;
    forge: { marked: number; requirements: Array<{ id: string; label: string; met: boolean }> };
    bonds: Array<{ characterId: string; marked: boolean }>;
  };
}

describe("markBreaking", () => {
  it("lets heart absorb first, writes one update and asks for the ruin advance", async () => {
    const actor = character({ breaking: { marked: 3 }, heart: { marked: 2 } });
    const follow = await ft.markBreaking(actor, 4, { clearHeartFirst: true });
    expect(actor.stored).toEqual([
      { "system.breaking.marked": 5, "system.heart.marked": 0, "system.ruinAdvancesDue": 1 },
    ]);
    expect(follow).toEqual({
      heartCleared: 2,
      breakingMarked: 2,
      overflow: 0,
      ruinSpacesMarked: [5],
      ruinAdvanceDue: 1,
      markedBroken: false,
      brokenHarmDue: 0,
      brokenHarmChoices: [],
    });
    expect(system(actor).breaking.marked).toBe(5);
  });

  it("leaves heart alone without clearHeartFirst", async () => {
    const actor = character({ heart: { marked: 2 } });
    await ft.markBreaking(actor, 1);
    expect(actor.stored).toEqual([{ "system.breaking.marked": 1 }]);
  });

  it("at Broken asks to mark one unbroken harm broken, and reports overflow", async () => {
    const actor = character({ breaking: { marked: 9 }, harm: [scar, cut, null] });
    const follow = await ft.markBreaking(actor, 2);
    expect(follow).toMatchObject({ breakingMarked: 1, overflow: 1, markedBroken: true, brokenHarmDue: 1 });
    expect(follow.brokenHarmChoices).toEqual([1]);
    await ft.markHarmBroken(actor, 1);
    expect(system(actor).harm).toEqual([scar, { ...cut, broken: true }, null]);
  });

  it("asks nothing at Broken when no harm is unbroken", async () => {
    const actor = character({ breaking: { marked: 9 }, harm: [scar, null, null] });
    expect(await ft.markBreaking(actor, 1)).toMatchObject({
      markedBroken: true,
      brokenHarmDue: 0,
      brokenHarmChoices: [],
    });
  });

  it("refuses a count the rules refuse and writes nothing", async () => {
    const actor = character();
    await expect(ft.markBreaking(actor, -1)).rejects.toThrow(RulesError);
    await expect(ft.markBreaking(actor, 31)).rejects.toThrow(RulesError);
    expect(actor.stored).toEqual([]);
  });

  it("refuses an actor of another subtype", async () => {
    const other = kit.makeActor("augurCharacter");
    await expect(ft.markBreaking(other, 1)).rejects.toMatchObject({ code: "WrongActorType" });
    expect(other.stored).toEqual([]);
  });
});

describe("markHarm", () => {
  it("writes the harm in the first free slot", async () => {
    const actor = character({ harm: [scar, null, null] });
    expect(await ft.markHarm(actor, "Burn")).toEqual({
      slot: 1,
      overflowed: false,
      replaced: null,
      breaking: null,
    });
    expect(actor.stored).toEqual([{ "system.harm": [scar, { name: "Burn", broken: false }, null] }]);
  });

  it("with no room marks breaking instead, rewriting a harm in the same update", async () => {
    const actor = character({ harm: [scar, cut, cut], breaking: { marked: 4 } });
    const follow = await ft.markHarm(actor, "Deep wound", { replace: 0 });
    expect(actor.stored).toEqual([
      {
        "system.breaking.marked": 5,
        "system.harm": [{ name: "Deep wound", broken: true }, cut, cut],
        "system.ruinAdvancesDue": 1,
      },
    ]);
    expect(follow).toMatchObject({ slot: null, overflowed: true, replaced: 0 });
    expect(follow.breaking).toMatchObject({ breakingMarked: 1, ruinAdvanceDue: 1 });
  });

  it("refuses a rewrite while a slot is free, and a blank name", async () => {
    const actor = character();
    await expect(ft.markHarm(actor, "Burn", { replace: 0 })).rejects.toMatchObject({ code: "HarmHasRoom" });
    await expect(ft.markHarm(actor, "  ")).rejects.toMatchObject({ code: "BadName" });
    expect(actor.stored).toEqual([]);
  });
});

describe("harm, heart, ruin and stat tracks", () => {
  it("removes harm: broken harm only through the fiction", async () => {
    const actor = character({ harm: [scar, cut, null] });
    await expect(ft.removeHarm(actor, 0, "forge")).rejects.toMatchObject({ code: "HarmIsBroken" });
    await ft.removeHarm(actor, 0);
    expect(system(actor).harm).toEqual([null, cut, null]);
  });

  it("marks and clears heart within the track", async () => {
    const actor = character();
    await ft.markHeart(actor, 3);
    await expect(ft.markHeart(actor, 1)).rejects.toThrow(RulesError);
    await ft.clearHeart(actor, 2);
    expect(actor.stored).toEqual([{ "system.heart.marked": 3 }, { "system.heart.marked": 1 }]);
  });

  it("takes each ruin advance once; clearing breaking keeps them", async () => {
    const actor = character({ breaking: { marked: 6 } });
    const { recordRuinAdvance } = await import("../../src/operations/forged-ties-ruin");
    await recordRuinAdvance(actor, "hardened");
    await expect(recordRuinAdvance(actor, "hardened")).rejects.toMatchObject({ code: "RuinAdvanceTaken" });
    await ft.clearBreaking(actor, 6);
    expect(system(actor).ruinAdvances).toEqual(["hardened"]);
    expect(system(actor).breaking.marked).toBe(0);
  });

  it("marks a stat track until full", async () => {
    const actor = character({ statTracks: { wits: { marked: 3, length: 4 } } });
    expect(await ft.markStatTrack(actor, "wits")).toEqual({ marked: 4, full: true });
    await expect(ft.markStatTrack(actor, "wits")).rejects.toMatchObject({ code: "StatTrackFull" });
    expect(ft.statTrackOptions(actor)).toEqual(["strength", "agility", "presence"]);
  });
});

describe("endOfSession", () => {
  it("offers unbroken harm, clears the one picked and recovers breaking to the harm left", async () => {
    const actor = character({ harm: [scar, cut, null], breaking: { marked: 6 } });
    expect(ft.endOfSessionChoices(actor)).toEqual([1]);
    expect(await ft.endOfSession(actor, { clearHarm: 1 })).toEqual({
      harmCleared: 1,
      harmLeft: 1,
      breakingBefore: 6,
      breakingAfter: 1,
    });
    expect(actor.stored).toEqual([{ "system.breaking.marked": 1, "system.harm": [scar, null, null] }]);
  });

  it("never raises breaking", async () => {
    const actor = character({ harm: [scar, cut, cut], breaking: { marked: 1 } });
    expect(await ft.endOfSession(actor)).toMatchObject({ breakingAfter: 1 });
    expect(actor.stored).toEqual([]);
  });
});

describe("forging", () => {
  const requirements = [
    { id: "map", label: "Find the map", met: false },
    { id: "boat", label: "Borrow a boat", met: false },
  ];

  it("meets a requirement: one box, labels kept, forge dice and helpers returned", async () => {
    const actor = character({ forge: { marked: 2, length: 10, requirements } });
    const follow = await forge.markRequirement(actor, "map", ["Actor.helper"]);
    expect(actor.stored).toEqual([
      {
        "system.forge.marked": 3,
        "system.forge.requirements": [{ ...requirements[0], met: true }, requirements[1]],
      },
    ]);
    expect(follow).toEqual({
      rollForge: true,
      dice: 2,
      boxesMarked: 1,
      helpersMarkBond: ["Actor.helper"],
      allRequirementsMet: false,
    });
    await expect(forge.markRequirement(actor, "map")).rejects.toMatchObject({ code: "RequirementMet" });
    await expect(forge.markRequirement(actor, "ship")).rejects.toMatchObject({ code: "UnknownRequirement" });
  });

  it("offers what the outcome allows this character", () => {
    const actor = character({ harm: [scar, cut, null], heart: { marked: 3 } });
    expect(forge.forgeOffer(actor, "fullSuccess")).toEqual({
      marksBreaking: false,
      options: ["removeHarm"],
      removableHarm: [1],
      question: "opportunityReady",
    });
    expect(forge.forgeOffer(actor, "miss")).toMatchObject({ marksBreaking: true, options: [] });
  });

  it("applies a partial success: harm removed, then breaking marked, in one update", async () => {
    const actor = character({ harm: [cut, null, null], breaking: { marked: 4 } });
    const follow = await forge.applyForgeOutcome(actor, "partialSuccess", {
      option: "markBreakingAndRemoveHarm",
      harmIndex: 0,
    });
    expect(actor.stored).toEqual([
      { "system.breaking.marked": 5, "system.harm": [null, null, null], "system.ruinAdvancesDue": 1 },
    ]);
    expect(follow).toMatchObject({ harmRemoved: 0, heartMarked: 0, question: "opportunityInDanger" });
    expect(follow.breaking).toMatchObject({ ruinAdvanceDue: 1 });
  });

  it("refuses an option the outcome does not offer", async () => {
    const actor = character();
    await expect(forge.applyForgeOutcome(actor, "miss", { option: "markHeart" })).rejects.toMatchObject({
      code: "ForgeOptionNotOffered",
    });
    expect(actor.stored).toEqual([]);
  });
});

describe("bonds", () => {
  it("helpers mark their bond with the forger once", async () => {
    const helperA = character();
    const helperB = kit.makeActor("augurCharacter");
    const out = await bonds.markHelperBonds([helperA, helperB], "Actor.forger");
    expect(out).toEqual([{ newlyMarked: true }, { newlyMarked: true }]);
    expect(helperA.stored).toEqual([{ "system.bonds": [{ characterId: "Actor.forger", marked: true }] }]);
    expect(await bonds.markBond(helperA, "Actor.forger")).toEqual({ newlyMarked: false });
    expect(helperA.stored).toHaveLength(1);
    await expect(bonds.markBond(kit.makeActor("strikeCharacter"), "Actor.x")).rejects.toMatchObject({
      code: "WrongActorType",
    });
  });

  it("resolving clears the bond, marks advances and asks for a stat track", async () => {
    const actor = character({
      bonds: [{ characterId: "Actor.friend", marked: true }],
      advances: { marked: 4, length: 5 },
    });
    const follow = await bonds.resolveBond(actor, "Actor.friend");
    expect(actor.stored).toEqual([
      { "system.bonds": [{ characterId: "Actor.friend", marked: false }], "system.advances.marked": 0 },
    ]);
    expect(follow).toEqual({
      advanceEarned: true,
      chooseStatTrack: true,
      statTrackChoices: ["strength", "agility", "wits", "presence"],
      question: "howHaveIGrown",
    });
    await expect(bonds.resolveBond(actor, "Actor.friend")).rejects.toMatchObject({ code: "BondNotMarked" });
  });
});

describe("updates made by hand", () => {
  it("are refused out of range with a message, and jointly when the rules cannot read them", async () => {
    const actor = character();
    const before = kit.ui.shown.length;
    expect(await actor.update({ "system.heart.marked": 31 })).toBeUndefined();
    expect(kit.ui.shown.slice(before).map((n) => n.message)).toEqual([
      "Heart (marked) must be a whole number from 0 to 30; 31 was not saved.",
    ]);
    await expect(actor.update({ "system.heart.marked": 4 })).rejects.toThrow(RulesError);
    expect(system(actor).heart.marked).toBe(0);
  });
});
