import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  FORGED_TIES_DEFAULTS,
  type ForgedTiesCharacter,
  createForgedTiesCharacter,
  harmCount,
  unbrokenHarm,
} from "../../src/rules/forged-ties-character";
import {
  clearBreaking,
  clearHeart,
  isBroken,
  markBreaking,
  markHeart,
} from "../../src/rules/forged-ties-breaking";
import { consequenceMarks } from "../../src/rules/forged-ties-consequences";
import { endOfSession } from "../../src/rules/forged-ties-session";
import { markAdvancesTrack, markStatTrack, statTrackChoices } from "../../src/rules/forged-ties-advances";
import { markHarm, markHarmBroken, removeHarm } from "../../src/rules/forged-ties-harm";
import { recordRuinAdvance } from "../../src/rules/forged-ties-ruin";
import { POOL_OUTCOMES, POSITIONS, poolConsequence, resolvePoolRoll } from "../../src/rules/pool";

const fresh = () => createForgedTiesCharacter();
const withBreaking = (n: number, s: ForgedTiesCharacter = fresh()) => ({
  ...s,
  breaking: { ...s.breaking, marked: n },
});
const withHeart = (n: number, s: ForgedTiesCharacter = fresh()) => ({
  ...s,
  heart: { ...s.heart, marked: n },
});
const withHarm = (names: Array<string | null>, s: ForgedTiesCharacter = fresh()) => ({
  ...s,
  harm: names.map((n) => (n === null ? null : { name: n, broken: false })),
});

describe("createForgedTiesCharacter", () => {
  it("lays out the default tracks", () => {
    const c = fresh();
    expect(c.breaking).toEqual({ marked: 0, length: 10, ruinSpaces: [5, 8] });
    expect(c.heart).toEqual({ marked: 0, length: 3 });
    expect(c.harm).toEqual([null, null, null]);
    expect(c.advances).toEqual({ marked: 0, length: 5 });
    expect(Object.keys(c.statTracks)).toEqual(["strength", "agility", "wits", "presence"]);
    expect(c.statTracks.wits).toEqual({ marked: 0, length: 4 });
    expect(c.ruinAdvances).toEqual([]);
    expect(FORGED_TIES_DEFAULTS.harmSlots).toBe(3);
  });
  it("takes a different layout", () => {
    const c = createForgedTiesCharacter({
      breakingLength: 6,
      ruinSpaces: [4, 2],
      harmSlots: 4,
      stats: ["body", "mind"],
    });
    expect(c.breaking).toEqual({ marked: 0, length: 6, ruinSpaces: [2, 4] });
    expect(c.harm).toHaveLength(4);
    expect(Object.keys(c.statTracks)).toEqual(["body", "mind"]);
  });
  it("refuses a ruin space on the Broken box or off the track, duplicates, and bad stats", () => {
    expect(() => createForgedTiesCharacter({ ruinSpaces: [10] })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ ruinSpaces: [0] })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ ruinSpaces: [3, 3] })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ stats: ["a", "a"] })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ stats: ["has space"] })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ stats: [] })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ harmSlots: 0 })).toThrow(RulesError);
    expect(() => createForgedTiesCharacter({ breakingLength: 1, ruinSpaces: [] })).toThrow(RulesError);
  });
});

describe("markBreaking", () => {
  it("marks breaking without heart", () => {
    const r = markBreaking(fresh(), 2);
    expect(r.state.breaking.marked).toBe(2);
    expect(r).toMatchObject({
      heartCleared: 0,
      breakingMarked: 2,
      overflow: 0,
      ruinAdvanceDue: 0,
      markedBroken: false,
      brokenHarmDue: 0,
    });
  });
  it("keeps heart unless told to clear it first", () => {
    const r = markBreaking(withHeart(2), 1);
    expect(r.state.heart.marked).toBe(2);
    expect(r.state.breaking.marked).toBe(1);
  });
  it("clears one heart per breaking first, then marks the rest", () => {
    const r = markBreaking(withHeart(2), 3, { clearHeartFirst: true });
    expect(r.heartCleared).toBe(2);
    expect(r.state.heart.marked).toBe(0);
    expect(r.breakingMarked).toBe(1);
    expect(r.state.breaking.marked).toBe(1);
    const absorbed = markBreaking(withHeart(3), 2, { clearHeartFirst: true });
    expect(absorbed.state.heart.marked).toBe(1);
    expect(absorbed.state.breaking.marked).toBe(0);
  });
  it("asks for a ruin advance when a ruin space is marked, once per space", () => {
    const r = markBreaking(withBreaking(4), 1);
    expect(r.ruinSpacesMarked).toEqual([5]);
    expect(r.ruinAdvanceDue).toBe(1);
    expect(markBreaking(withBreaking(5), 1).ruinAdvanceDue).toBe(0);
    const both = markBreaking(withBreaking(3), 6);
    expect(both.ruinSpacesMarked).toEqual([5, 8]);
    expect(both.ruinAdvanceDue).toBe(2);
  });
  it("does not mark a ruin space that heart absorbed", () => {
    const r = markBreaking(withHeart(1, withBreaking(4)), 1, { clearHeartFirst: true });
    expect(r.ruinAdvanceDue).toBe(0);
    expect(r.state.breaking.marked).toBe(4);
  });
  it("asks to mark one harm broken on reaching Broken, and reports overflow past it", () => {
    const s = withHarm(["cut", null, null], withBreaking(9));
    const r = markBreaking(s, 3);
    expect(r.markedBroken).toBe(true);
    expect(r.brokenHarmDue).toBe(1);
    expect(r.breakingMarked).toBe(1);
    expect(r.overflow).toBe(2);
    expect(isBroken(r.state)).toBe(true);
    const again = markBreaking(r.state, 1);
    expect(again).toMatchObject({ markedBroken: false, brokenHarmDue: 0, overflow: 1, breakingMarked: 0 });
  });
  it("asks for no broken harm when there is no unbroken harm", () => {
    expect(markBreaking(withBreaking(9), 1)).toMatchObject({ markedBroken: true, brokenHarmDue: 0 });
    const allBroken = { ...withBreaking(9), harm: [{ name: "x", broken: true }, null, null] };
    expect(markBreaking(allBroken, 1).brokenHarmDue).toBe(0);
  });
  it("leaves the input unchanged and refuses bad input", () => {
    const s = fresh();
    markBreaking(s, 3);
    expect(s.breaking.marked).toBe(0);
    expect(() => markBreaking(s, -1)).toThrow(RulesError);
    expect(() => markBreaking(s, 1.5)).toThrow(RulesError);
    expect(() => markBreaking(withBreaking(11), 1)).toThrow(RulesError);
    expect(() => markBreaking(s, 1, { clearHeartFirst: "yes" as unknown as boolean })).toThrow(RulesError);
  });
  it("clearBreaking removes breaking but never ruin advances", () => {
    const s = recordRuinAdvance(withBreaking(6), "hollowed");
    const c = clearBreaking(s, 6);
    expect(c.breaking.marked).toBe(0);
    expect(c.ruinAdvances).toEqual(["hollowed"]);
    expect(() => clearBreaking(s, 7)).toThrow(RulesError);
  });
});

describe("ruin advances", () => {
  it("records each ruin advance once", () => {
    const s = recordRuinAdvance(fresh(), "bitter");
    expect(s.ruinAdvances).toEqual(["bitter"]);
    expect(() => recordRuinAdvance(s, "bitter")).toThrow(RulesError);
    expect(() => recordRuinAdvance(s, "")).toThrow(RulesError);
  });
});

describe("harm", () => {
  it("fills the first free slot", () => {
    const r = markHarm(withHarm([null, "bruised", null]), "shaken");
    expect(r.slot).toBe(0);
    expect(r.overflowed).toBe(false);
    expect(r.state.harm[0]).toEqual({ name: "shaken", broken: false });
    expect(r.state.breaking.marked).toBe(0);
    expect(harmCount(r.state)).toBe(2);
  });
  it("with no room marks breaking instead, leaving the harm as it was", () => {
    const s = withHarm(["a", "b", "c"]);
    const r = markHarm(s, "d");
    expect(r.overflowed).toBe(true);
    expect(r.slot).toBeNull();
    expect(r.state.harm.map((h) => h?.name)).toEqual(["a", "b", "c"]);
    expect(r.state.breaking.marked).toBe(1);
    expect(r.breaking?.breakingMarked).toBe(1);
  });
  it("with no room may rewrite one harm, still marking breaking, keeping its broken flag", () => {
    const s = {
      ...withHarm(["a", "b", "c"]),
      harm: [
        { name: "a", broken: false },
        { name: "b", broken: true },
        { name: "c", broken: false },
      ],
    };
    const r = markHarm(s, "d", { replace: 1 });
    expect(r.replaced).toBe(1);
    expect(r.state.harm[1]).toEqual({ name: "d", broken: true });
    expect(r.state.breaking.marked).toBe(1);
  });
  it("overflowing harm can trigger a ruin space and Broken like any breaking", () => {
    const r = markHarm(withHarm(["a", "b", "c"], withBreaking(4)), "d");
    expect(r.breaking?.ruinAdvanceDue).toBe(1);
    const b = markHarm(withHarm(["a", "b", "c"], withBreaking(9)), "d");
    expect(b.breaking?.brokenHarmDue).toBe(1);
  });
  it("overflowing harm can clear heart first", () => {
    const r = markHarm(withHeart(1, withHarm(["a", "b", "c"])), "d", { clearHeartFirst: true });
    expect(r.state.heart.marked).toBe(0);
    expect(r.state.breaking.marked).toBe(0);
  });
  it("refuses rewriting while there is room, a bad index, and an empty name", () => {
    expect(() => markHarm(fresh(), "x", { replace: 0 })).toThrow(RulesError);
    expect(() => markHarm(withHarm(["a", "b", "c"]), "x", { replace: 3 })).toThrow(RulesError);
    expect(() => markHarm(fresh(), "  ")).toThrow(RulesError);
  });
  it("marks a harm broken, once", () => {
    const s = markHarmBroken(withHarm(["a", null, null]), 0);
    expect(s.harm[0]).toEqual({ name: "a", broken: true });
    expect(unbrokenHarm(s)).toEqual([]);
    expect(() => markHarmBroken(s, 0)).toThrow(RulesError);
    expect(() => markHarmBroken(s, 1)).toThrow(RulesError);
  });
  it("removes harm; a broken harm only when resolved in the fiction", () => {
    const s = markHarmBroken(withHarm(["a", "b", null]), 1);
    expect(removeHarm(s, 0, "forge").harm[0]).toBeNull();
    expect(() => removeHarm(s, 1, "forge")).toThrow(RulesError);
    expect(() => removeHarm(s, 1, "endOfSession")).toThrow(RulesError);
    expect(removeHarm(s, 1).harm[1]).toBeNull();
    expect(() => removeHarm(s, 2)).toThrow(RulesError);
  });
});

describe("heart", () => {
  it("marks and clears within the track", () => {
    const s = markHeart(fresh(), 2);
    expect(s.heart.marked).toBe(2);
    expect(() => markHeart(s, 2)).toThrow(RulesError);
    expect(clearHeart(s).heart.marked).toBe(1);
    expect(() => clearHeart(fresh())).toThrow(RulesError);
  });
});

describe("advances and stat tracks", () => {
  it("filling the advances track earns an advance and clears it", () => {
    expect(markAdvancesTrack({ marked: 3, length: 5 })).toEqual({
      advances: { marked: 4, length: 5 },
      advanceEarned: false,
    });
    expect(markAdvancesTrack({ marked: 4, length: 5 })).toEqual({
      advances: { marked: 0, length: 5 },
      advanceEarned: true,
    });
  });
  it("marks a stat track until full, then refuses; the choices leave full tracks out", () => {
    let s = fresh();
    for (let i = 0; i < 4; i++) s = markStatTrack(s, "wits");
    expect(s.statTracks.wits.marked).toBe(4);
    expect(() => markStatTrack(s, "wits")).toThrow(RulesError);
    expect(statTrackChoices(s)).toEqual(["strength", "agility", "presence"]);
    expect(() => markStatTrack(s, "luck")).toThrow(RulesError);
  });
});

describe("endOfSession", () => {
  it("recovers breaking down to the harm left", () => {
    const r = endOfSession(withHarm(["a", "b", null], withBreaking(7)));
    expect(r).toMatchObject({ harmLeft: 2, breakingBefore: 7, breakingAfter: 2, harmCleared: null });
    expect(r.state.breaking.marked).toBe(2);
  });
  it("never raises breaking", () => {
    expect(endOfSession(withHarm(["a", "b", "c"], withBreaking(1))).breakingAfter).toBe(1);
  });
  it("may clear one unbroken harm first, which lowers the floor", () => {
    const r = endOfSession(withHarm(["a", "b", null], withBreaking(7)), { clearHarm: 0 });
    expect(r.harmCleared).toBe(0);
    expect(r.state.harm[0]).toBeNull();
    expect(r.breakingAfter).toBe(1);
    const broken = markHarmBroken(withHarm(["a", null, null], withBreaking(4)), 0);
    expect(() => endOfSession(broken, { clearHarm: 0 })).toThrow(RulesError);
  });
  it("keeps ruin advances, and a ruin space cleared by recovery asks again when marked again", () => {
    let s = withBreaking(4);
    const first = markBreaking(s, 1);
    expect(first.ruinAdvanceDue).toBe(1);
    s = recordRuinAdvance(first.state, "cold");
    const after = endOfSession(s).state;
    expect(after.breaking.marked).toBe(0);
    expect(after.ruinAdvances).toEqual(["cold"]);
    const again = markBreaking(after, 5);
    expect(again.ruinAdvanceDue).toBe(1);
    // The owed count follows the marks, not the track: after recovery, one is owed again.
    expect(again.state.ruinAdvancesDue).toBe(1);
  });
  it("counts broken harm among the harm left", () => {
    const s = markHarmBroken(withHarm(["a", null, null], withBreaking(10)), 0);
    expect(endOfSession(s).breakingAfter).toBe(1);
  });
});

describe("consequenceMarks", () => {
  it("offers each position's marks for every outcome", () => {
    const expected: Record<string, { required: string[]; chooseOne: string[] }> = {
      "controlled.fullSuccess": { required: [], chooseOne: [] },
      "controlled.partialSuccess": { required: [], chooseOne: [] },
      "controlled.miss": { required: [], chooseOne: [] },
      "risky.fullSuccess": { required: [], chooseOne: [] },
      "risky.partialSuccess": { required: [], chooseOne: [] },
      "risky.miss": { required: [], chooseOne: ["markHarm", "markBreaking"] },
      "desperate.fullSuccess": { required: [], chooseOne: [] },
      "desperate.partialSuccess": { required: [], chooseOne: ["markHarm", "markBreaking"] },
      "desperate.miss": { required: ["markHarm", "markBreaking"], chooseOne: [] },
    };
    for (const p of POSITIONS)
      for (const o of POOL_OUTCOMES) {
        const m = consequenceMarks(poolConsequence(p, o), fresh());
        expect(m.consequenceId).toBe(`${p}.${o}`);
        expect({ required: m.required, chooseOne: m.chooseOne }).toEqual(expected[`${p}.${o}`]);
      }
  });
  it("takes the consequence of a resolved roll and tells when harm will become breaking and heart can absorb", () => {
    const roll = resolvePoolRoll({ pool: [2], challengeDice: [5, 6], position: "desperate" });
    const m = consequenceMarks(roll.consequence, withHeart(1, withHarm(["a", "b", "c"])));
    expect(m.required).toEqual(["markHarm", "markBreaking"]);
    expect(m.harmBecomesBreaking).toBe(true);
    expect(m.heartCanAbsorb).toBe(true);
    const none = consequenceMarks(roll.consequence, fresh());
    expect(none.harmBecomesBreaking).toBe(false);
    expect(none.heartCanAbsorb).toBe(false);
  });
  it("refuses a consequence that does not match the position table", () => {
    const forged = { ...poolConsequence("risky", "miss"), marks: "none" as const };
    expect(() => consequenceMarks(forged, fresh())).toThrow(RulesError);
    const unknown = { ...poolConsequence("risky", "miss"), id: "bold.miss" as "risky.miss" };
    expect(() => consequenceMarks(unknown, fresh())).toThrow(RulesError);
  });
});
