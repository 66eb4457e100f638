import type * as Augur from "../../src/operations/augur";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let augur: typeof Augur;

beforeAll(async () => {
  kit = await setUpTracks();
  augur = await import("../../src/operations/augur");
});
afterAll(() => vi.unstubAllGlobals());

function character(source: Record<string, unknown> = {}) {
  return kit.makeActor("augurCharacter", source);
}

function tracks(actor: { system: unknown }) {
  const s = actor.system as { harm: number; momentum: number; threatDice: number };
  return { harm: s.harm, momentum: s.momentum, threatDice: s.threatDice };
}

describe("harm", () => {
  it("stops at the maximum and reports the overflow", async () => {
    const actor = character({ harm: 2 });
    expect(await augur.takeHarm(actor, 2)).toEqual({ harmTaken: 1, overflow: 1, harm: 3 });
    expect(actor.stored).toEqual([{ "system.harm": 3 }]);
    expect(tracks(actor).threatDice).toBe(3);
  });

  it("heals only harm that is there", async () => {
    const actor = character({ harm: 1 });
    await expect(augur.healHarm(actor, 2)).rejects.toThrow(/harm/);
    await augur.healHarm(actor, 1);
    expect(actor.stored).toEqual([{ "system.harm": 0 }]);
  });
});

describe("momentum", () => {
  it("gains up to 6", async () => {
    const actor = character({ momentum: 5 });
    expect(await augur.gainMomentum(actor, 3)).toEqual({ momentum: 6 });
    expect(actor.stored).toEqual([{ "system.momentum": 6 }]);
  });

  it("a loss below 0 becomes one harm and a reset to 2, in one update", async () => {
    const actor = character({ momentum: 1, harm: 0 });
    expect(await augur.loseMomentum(actor, 3)).toEqual({
      momentum: 2,
      wentBelowZero: true,
      harmTaken: 1,
      overflow: 0,
    });
    expect(actor.stored).toEqual([{ "system.harm": 1, "system.momentum": 2 }]);
  });

  it("a loss below 0 with full harm resets and reports the overflow", async () => {
    const actor = character({ momentum: 0, harm: 3 });
    expect(await augur.loseMomentum(actor, 1)).toEqual({
      momentum: 2,
      wentBelowZero: true,
      harmTaken: 0,
      overflow: 1,
    });
    expect(actor.stored).toEqual([{ "system.momentum": 2 }]);
  });

  it("a loss to exactly 0 is only a loss", async () => {
    const actor = character({ momentum: 2 });
    expect(await augur.loseMomentum(actor, 2)).toMatchObject({ momentum: 0, wentBelowZero: false });
  });

  it("trades momentum for harm only above 0", async () => {
    const actor = character({ momentum: 1 });
    expect(await augur.loseMomentumInsteadOfHarm(actor)).toEqual({ momentum: 0 });
    await expect(augur.loseMomentumInsteadOfHarm(actor)).rejects.toMatchObject({ code: "NoMomentumToLose" });
  });

  it("burns at 4 or more, resetting to 2", async () => {
    const low = character({ momentum: 3 });
    await expect(augur.burnMomentum(low)).rejects.toMatchObject({ code: "BurnTooLow" });
    expect(low.stored).toEqual([]);
    const high = character({ momentum: 5 });
    expect(await augur.burnMomentum(high)).toEqual({ burned: 5, momentum: 2 });
    expect(high.stored).toEqual([{ "system.momentum": 2 }]);
  });

  it("a hand edit above 6 is refused with a message", async () => {
    const actor = character();
    const before = kit.ui.shown.length;
    expect(await actor.update({ "system.momentum": 7 })).toBeUndefined();
    expect(kit.ui.shown.slice(before).map((n) => n.message)).toEqual([
      "Momentum must be a whole number from 0 to 6; 7 was not saved.",
    ]);
  });
});
