/**
 * Suffer moves against ironsworn-moves.org (IS, "Suffer") and starforged-moves-101120.md (SF, "Suffer
 * Moves"), and "+N on your next move".
 */
import { describe, expect, it } from "vitest";
import {
  offeredNextMoveAdds,
  sufferKindsOf,
  sufferMove,
  useNextMoveAdds,
  type NextMoveAdd,
} from "../../../src/rules/effects";
import { ironsworn, starforged } from "./fixtures";

describe("suffer moves", () => {
  it("IS Endure Harm: -health, and always a roll of +health or +iron, whichever is higher", () => {
    const r = sufferMove(ironsworn(), "harm", 2);
    expect(r.changes).toEqual([{ target: "health", before: 5, after: 3 }]);
    expect(r.roll).toEqual({
      options: [
        { key: "health", value: 3 },
        { key: "iron", value: 2 },
      ],
      best: { key: "health", value: 3 },
      required: true,
    });
    expect(r.rule.moveId).toBe("move:classic/suffer/endure_harm");
  });

  it("IS Endure Harm: at 0 health the remaining -health is suffered as -momentum", () => {
    const low = ironsworn({ meters: { ...ironsworn().meters, health: 1 } });
    const r = sufferMove(low, "harm", 3);
    expect(r.overflow).toBe(2);
    expect(r.character.meters).toMatchObject({ health: 0, momentum: 0 });
    expect(r.roll?.best).toEqual({ key: "iron", value: 2 });
  });

  it("IS Endure Stress: -spirit, roll +spirit or +heart", () => {
    const r = sufferMove(ironsworn(), "stress", 4);
    expect(r.character.meters.spirit).toBe(1);
    expect(r.roll?.best).toEqual({ key: "heart", value: 3 });
  });

  it("IS Companion Endure Harm: the companion's -health, roll +heart or the companion's health", () => {
    const r = sufferMove(ironsworn(), "companionHarm", 1);
    expect(r.changes).toEqual([{ target: "companionHealth", before: 4, after: 3 }]);
    expect(r.roll?.options.map((o) => o.key)).toEqual(["heart", "companionHealth"]);
  });

  it("SF Endure Harm: roll only at 0 health or when choosing to resist; overflow goes to Lose Momentum", () => {
    const r = sufferMove(starforged(), "harm", 1);
    expect(r.roll?.required).toBe(false);
    const low = starforged({ meters: { ...starforged().meters, health: 1 } });
    const down = sufferMove(low, "harm", 3);
    expect(down.roll?.required).toBe(true);
    expect(down.character.meters.momentum).toBe(0);
  });

  it("SF Lose Momentum at its minimum (-6): the rest is handed back to the table", () => {
    const min = starforged({ meters: { ...starforged().meters, momentum: -6 } });
    const r = sufferMove(min, "momentum", 2);
    expect(r.roll).toBeNull();
    expect(r.followUps).toEqual([{ kind: "momentumAtMinimum", amount: 2 }]);
  });

  it("SF Lose Momentum: a serious setback is -2 momentum", () => {
    expect(sufferMove(starforged(), "momentum", 2).character.meters.momentum).toBe(0);
  });

  it("SF Sacrifice Resources: supply exhausted marks unprepared; a loss while unprepared goes to another suffer move", () => {
    const one = starforged({ meters: { ...starforged().meters, supply: 1 } });
    const r = sufferMove(one, "resources", 3);
    expect(r.character.conditions.unprepared).toBe(true);
    expect(r.followUps).toEqual([{ kind: "outOfSupply", amount: 2 }]);
  });

  it("SF Withstand Damage: -integrity, roll +integrity", () => {
    const r = sufferMove(starforged(), "damage", 2);
    expect(r.character.meters.integrity).toBe(3);
    expect(r.roll?.best).toEqual({ key: "integrity", value: 3 });
  });

  it("SF Companion Takes a Hit rolls the higher of heart and the companion's health (SF-04)", () => {
    const r = sufferMove(starforged(), "companionHarm", 1);
    expect(r.roll?.options).toEqual([
      { key: "heart", value: 3 },
      { key: "companionHealth", value: 2 },
    ]);
    expect(r.roll?.best.key).toBe("heart");
  });

  it("SF make a suffer move: every Starforged suffer move may be picked; Ironsworn has no Withstand Damage", () => {
    expect(sufferKindsOf("starforged")).toEqual([
      "harm",
      "stress",
      "companionHarm",
      "damage",
      "resources",
      "momentum",
    ]);
    expect(() => sufferMove(ironsworn(), "damage", 1)).toThrow(
      expect.objectContaining({ code: "NoSuchSufferMove" }),
    );
    expect(() => sufferMove(ironsworn(), "any", 1)).toThrow(
      expect.objectContaining({ code: "SufferKindNeeded" }),
    );
  });
});

describe("+N on your next move", () => {
  const adds: NextMoveAdd[] = [
    { add: 1, source: "move:starforged/adventure/secure_an_advantage", move: "", notProgress: true },
    {
      add: 1,
      source: "move:classic/adventure/make_camp",
      move: "move:classic/adventure/undertake_a_journey",
      notProgress: false,
    },
  ];

  it("SF Secure an Advantage: the add is offered to the next move, not a progress move", () => {
    expect(
      offeredNextMoveAdds(adds, { moveId: "move:starforged/adventure/face_danger", progress: false }),
    ).toEqual([0]);
    expect(
      offeredNextMoveAdds(adds, { moveId: "move:starforged/quest/fulfill_your_vow", progress: true }),
    ).toEqual([]);
  });

  it("IS Make Camp, prepare: the add waits for Undertake a Journey", () => {
    const target = { moveId: "move:classic/adventure/undertake_a_journey", progress: false };
    expect(offeredNextMoveAdds(adds, target)).toEqual([0, 1]);
    const used = useNextMoveAdds(adds, target, [1]);
    expect(used.total).toBe(1);
    expect(used.adds).toEqual([adds[0]]);
  });

  it("is used once: an add not offered, or named twice, is refused", () => {
    const target = { moveId: "move:starforged/adventure/face_danger", progress: false };
    expect(() => useNextMoveAdds(adds, target, [1])).toThrow(
      expect.objectContaining({ code: "NextMoveAddNotOffered" }),
    );
    expect(() => useNextMoveAdds(adds, target, [0, 0])).toThrow(
      expect.objectContaining({ code: "NextMoveAddTwice" }),
    );
  });
});
