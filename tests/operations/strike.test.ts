import type * as Strike from "../../src/operations/strike";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let strike: typeof Strike;

beforeAll(async () => {
  kit = await setUpTracks();
  strike = await import("../../src/operations/strike");
});
afterAll(() => vi.unstubAllGlobals());

function character(source: Record<string, unknown> = {}) {
  return kit.makeActor("strikeCharacter", source);
}

describe("wealth", () => {
  it("the third Short becomes a Broke", async () => {
    const actor = character({ wealth: { tier: 3, short: 2, broke: 0 } });
    expect(await strike.markShort(actor)).toEqual({
      wealth: { tier: 3, short: 0, broke: 1 },
      effectiveTier: 2,
      becameBroke: true,
    });
    expect(actor.stored).toEqual([{ "system.wealth.short": 0, "system.wealth.broke": 1 }]);
  });

  it("a Short lowers the effective tier by one", async () => {
    const actor = character({ wealth: { tier: 3, short: 0, broke: 0 } });
    expect(await strike.markShort(actor)).toMatchObject({ effectiveTier: 2, becameBroke: false });
  });

  it("recovers with the right parcel only", async () => {
    const actor = character({ wealth: { tier: 2, short: 1, broke: 1 } });
    await expect(strike.recoverShort(actor, { parcelTier: 3 })).rejects.toMatchObject({
      code: "WrongParcelTier",
    });
    await strike.recoverShort(actor, { parcelTier: 2 });
    await strike.recoverBroke(actor, { parcelTier: 3 });
    await strike.investParcel(actor, 3);
    await strike.markBroke(actor);
    expect(actor.stored).toEqual([
      { "system.wealth.short": 0 },
      { "system.wealth.broke": 0 },
      { "system.wealth.tier": 3 },
      { "system.wealth.broke": 1 },
    ]);
  });

  it("buys with a cash parcel outright: no roll, nothing written; none or too low is refused", async () => {
    const actor = character({ wealth: { tier: 1, short: 1, broke: 1 } });
    expect(strike.buyWithParcel(actor, { name: "Rope", tier: 3 }, 3)).toEqual({ name: "Rope", itemTier: 3, parcelTier: 3 });
    expect(() => strike.buyWithParcel(actor, { name: "Boat", tier: 4 }, 3)).toThrow(expect.objectContaining({ code: "ParcelTooLow" }));
    expect(() => strike.buyWithParcel(actor, { name: "Rope", tier: 0 }, null)).toThrow(expect.objectContaining({ code: "NoParcel" }));
    expect(() => strike.buyWithParcel(kit.makeActor("augurCharacter", {}), { name: "Rope", tier: 0 }, 5)).toThrow(
      expect.objectContaining({ code: "WrongActorType" }),
    );
    expect(actor.stored).toEqual([]);
  });

  it("investing a parcel while Broke removes one Broke and keeps the tier", async () => {
    const actor = character({ wealth: { tier: 2, short: 0, broke: 2 } });
    expect(await strike.investParcel(actor, 3)).toMatchObject({ wealth: { tier: 2, short: 0, broke: 1 }, effectiveTier: 1 });
    await strike.investParcel(actor, 3);
    await strike.investParcel(actor, 3);
    expect(actor.stored).toEqual([
      { "system.wealth.broke": 1 },
      { "system.wealth.broke": 0 },
      { "system.wealth.tier": 3 },
    ]);
  });
});

describe("conditions", () => {
  it("the third Winded becomes Exhausted", async () => {
    const actor = character();
    expect(await strike.markMinorCondition(actor, "winded")).toEqual({ becameExhausted: false, winded: 1 });
    expect(await strike.markMinorCondition(actor, "winded")).toEqual({ becameExhausted: false, winded: 2 });
    expect(await strike.markMinorCondition(actor, "winded")).toEqual({ becameExhausted: true, winded: 0 });
    expect(actor.stored.at(-1)).toEqual({ "system.minor.winded": 0, "system.minor.exhausted": true });
  });

  it("Lost Confidence needs an ability; Angry waits for the others", async () => {
    const actor = character();
    await expect(strike.markMinorCondition(actor, "lostConfidence")).rejects.toThrow(/ability/);
    await strike.markMinorCondition(actor, "lostConfidence", "wisdom");
    await strike.markMinorCondition(actor, "angry");
    await expect(strike.recoverMinorCondition(actor, "angry")).rejects.toMatchObject({
      code: "AngryBlocked",
    });
    await strike.recoverMinorCondition(actor, "lostConfidence");
    await strike.recoverMinorCondition(actor, "angry");
    expect((actor.system as { activeMinor: string[] }).activeMinor).toEqual([]);
  });

  it("major conditions add up to the roll penalty, at most 10", async () => {
    const actor = character({ major: { physical: 4, mental: 5, other: 0 } });
    expect(await strike.markMajorCondition(actor, "other")).toEqual({ majorConditions: 10 });
    await expect(strike.markMajorCondition(actor, "other")).rejects.toMatchObject({
      code: "TooManyConditions",
    });
    await strike.recoverMajorCondition(actor, "mental");
    expect(actor.stored).toEqual([{ "system.major.other": 1 }, { "system.major.mental": 4 }]);
  });
});

describe("action points", () => {
  it("spending needs a point, and a trick of a lost-confidence ability is refused", async () => {
    const actor = character({ actionPoints: 1, minor: { lostConfidence: "charisma" } });
    await expect(
      strike.spendActionPoint(actor, "autoSucceedTrick", { trickAbility: "charisma" }),
    ).rejects.toMatchObject({ code: "TrickBlocked" });
    expect(await strike.spendActionPoint(actor, "bringInRelationship")).toEqual({
      actionPoints: 0,
      reason: "bringInRelationship",
    });
    await expect(strike.spendActionPoint(actor, "actionTrigger")).rejects.toMatchObject({
      code: "NoActionPoints",
    });
    expect(actor.stored).toEqual([{ "system.actionPoints": 0 }]);
  });

  it("a session starts with 1 to 3 points", async () => {
    const none = character({ actionPoints: 0 });
    expect(await strike.startSession(none)).toEqual({ actionPoints: 1, changed: true });
    const many = character({ actionPoints: 7 });
    expect(await strike.startSession(many)).toEqual({ actionPoints: 3, changed: true });
    const two = character({ actionPoints: 2 });
    expect(await strike.startSession(two)).toEqual({ actionPoints: 2, changed: false });
    expect(two.stored).toEqual([]);
  });

  it("earning stops at 20", async () => {
    const actor = character({ actionPoints: 19 });
    expect(await strike.earnActionPoint(actor, "somethingCool")).toEqual({ actionPoints: 20 });
    await expect(strike.earnActionPoint(actor, "somethingCool")).rejects.toMatchObject({
      code: "TooManyActionPoints",
    });
  });
});
