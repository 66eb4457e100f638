/** A team conflict's relevant flaws per player, and learning after the conflict onto a player's sheet. */
import type * as Learning from "../../src/operations/conflict-learning";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let learning: typeof Learning;

beforeAll(async () => {
  kit = await setUpTracks();
  learning = await import("../../src/operations/conflict-learning");
});
afterAll(() => vi.unstubAllGlobals());

const ROUND = (pa: number, oa: number) => ({
  type: "round",
  playerId: "",
  action: "fortify",
  die: 1,
  players: { advance: pa, defense: pa, bonusA: 0, bonusD: 0, actions: [{ memberId: "Actor.p1", action: "progress" }], stockUp: [] },
  opponents: { advance: oa, defense: oa, bonusA: 0, bonusD: 0, actions: [] },
  side: "players",
  memberId: "",
  as: "strike",
  traitId: "",
});

/** A conflict with one player and one opponent; `ended`: one round the players lose outright. */
function conflictActor(ended: boolean) {
  return kit.makeActor("conflict", {
    players: [{ id: "Actor.p1", traits: [], strikes: 0, flaws: 0 }],
    opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    events: ended ? [ROUND(1, 6)] : [],
  });
}

function player() {
  return kit.makeActor(
    "strikeCharacter",
    { skills: [{ id: "haggle", name: "Haggling", skilled: false, ability: null, restricted: false }] },
    "Actor.p1",
  );
}

function stored(actor: { system: unknown }) {
  return (actor.system as { learning: Array<{ playerId: string; skills: string[]; dice: number[]; learnt: string[] }> }).learning;
}

describe("relevant flaws", () => {
  it("sets a player's count in any phase, and refuses a bad row or count without writing", async () => {
    const t = conflictActor(true);
    await learning.setConflictPlayerFlaws(t, 0, 3);
    expect((t.system as { players: Array<{ flaws: number }> }).players[0].flaws).toBe(3);
    const before = (t as unknown as { stored: unknown[] }).stored.length;
    await expect(learning.setConflictPlayerFlaws(t, 1, 1)).rejects.toMatchObject({ code: "BadRowIndex" });
    await expect(learning.setConflictPlayerFlaws(t, 0, -1)).rejects.toMatchObject({ code: "OutOfRange" });
    await expect(learning.setConflictPlayerFlaws(t, 0, 1.5)).rejects.toMatchObject({ code: "NotInteger" });
    expect((t as unknown as { stored: unknown[] }).stored).toHaveLength(before);
  });
});

describe("learning after the conflict", () => {
  it("rolls one die per skill only once the conflict is over, and only once per player", async () => {
    const roll = vi.fn(async (n: number) => Array.from({ length: n }, () => 6));
    await expect(learning.rollConflictLearning(conflictActor(false), "Actor.p1", ["Haggling"], roll)).rejects.toMatchObject({
      code: "ConflictNotOver",
    });
    const t = conflictActor(true);
    await expect(learning.rollConflictLearning(t, "Actor.stranger", ["Haggling"], roll)).rejects.toMatchObject({ code: "UnknownMember" });
    await expect(learning.rollConflictLearning(t, "Actor.p1", [], roll)).rejects.toMatchObject({ code: "NoSkillsUsed" });
    await expect(learning.rollConflictLearning(t, "Actor.p1", ["Rowing", "rowing"], roll)).rejects.toMatchObject({ code: "BadSkills" });
    await expect(learning.rollConflictLearning(t, "Actor.p1", ["  "], roll)).rejects.toMatchObject({ code: "BadName" });
    expect(roll).not.toHaveBeenCalled();

    const result = await learning.rollConflictLearning(t, "Actor.p1", [" Haggling ", "Rowing", "Knots"], async (n) => {
      expect(n).toBe(3);
      return [6, 1, 6];
    });
    expect(result).toEqual({ learns: 2, from: ["Haggling", "Rowing", "Knots"] });
    expect(stored(t)).toEqual([{ playerId: "Actor.p1", skills: ["Haggling", "Rowing", "Knots"], dice: [6, 1, 6], learnt: [] }]);
    await expect(learning.rollConflictLearning(t, "Actor.p1", ["Riding"], roll)).rejects.toMatchObject({ code: "AlreadyRolled" });
  });

  it("refuses dice a roller should never give, writing nothing", async () => {
    const t = conflictActor(true);
    await expect(learning.rollConflictLearning(t, "Actor.p1", ["Haggling", "Rowing"], async () => [6])).rejects.toMatchObject({
      code: "WrongDiceCount",
    });
    await expect(learning.rollConflictLearning(t, "Actor.p1", ["Haggling"], async () => [7])).rejects.toBeDefined();
    expect(stored(t)).toEqual([]);
  });

  it("learns one skill per 6: a listed unknown skill becomes skilled, another is added, then no more", async () => {
    const t = conflictActor(true);
    const p1 = player();
    await expect(learning.learnAfterConflict(t, p1, "Haggling")).rejects.toMatchObject({ code: "NotRolled" });
    await learning.rollConflictLearning(t, "Actor.p1", ["Haggling", "Rowing", "Knots"], async () => [6, 2, 6]);
    await expect(learning.learnAfterConflict(t, p1, "Riding")).rejects.toMatchObject({ code: "SkillNotRolled" });

    expect(await learning.learnAfterConflict(t, p1, "Haggling")).toEqual({ name: "Haggling", added: false, left: 1 });
    await expect(learning.learnAfterConflict(t, p1, "Haggling")).rejects.toMatchObject({ code: "SkillKnown" });
    expect(await learning.learnAfterConflict(t, p1, "Rowing")).toEqual({ name: "Rowing", added: true, left: 0 });
    await expect(learning.learnAfterConflict(t, p1, "Knots")).rejects.toMatchObject({ code: "NoSixLeft" });

    const skills = (p1.system as { skills: Array<{ id: string; name: string; skilled: boolean }> }).skills;
    expect(skills.map((s) => [s.id, s.name, s.skilled])).toEqual([
      ["haggle", "Haggling", true],
      ["rowing", "Rowing", true],
    ]);
    expect(stored(t)[0].learnt).toEqual(["Haggling", "Rowing"]);
  });

  it("learns nothing without a 6", async () => {
    const t = conflictActor(true);
    const p1 = player();
    expect(await learning.rollConflictLearning(t, "Actor.p1", ["Haggling"], async () => [5])).toEqual({ learns: 0, from: ["Haggling"] });
    await expect(learning.learnAfterConflict(t, p1, "Haggling")).rejects.toMatchObject({ code: "NoSixLeft" });
    expect((p1.system as { skills: Array<{ skilled: boolean }> }).skills[0].skilled).toBe(false);
  });
});
