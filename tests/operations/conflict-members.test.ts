/** Setting up a team conflict's sides, and a preparatory action rolled through a given d6. */
import type * as Conflict from "../../src/operations/conflict";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let conflict: typeof Conflict;

beforeAll(async () => {
  kit = await setUpTracks();
  conflict = await import("../../src/operations/conflict");
});
afterAll(() => vi.unstubAllGlobals());

function character(uuid: string) {
  return kit.makeActor(
    "strikeCharacter",
    { strikes: 1, traits: [{ id: "brave", name: "Brave", lost: false }, { id: "calm", name: "Calm", lost: true }] },
    uuid,
  );
}

interface Member {
  id: string;
  name?: string;
  traits: { id: string; name: string }[];
  strikes: number;
}

function sides(actor: { system: unknown }) {
  return actor.system as { players: Member[]; opponents: Member[]; opponentsName: string; events: { type: string }[] };
}

async function table() {
  const t = kit.makeActor("conflict");
  await conflict.addConflictPlayer(t, character("Actor.p1"));
  await conflict.addConflictOpponent(t, { name: "Dock boss" });
  return t;
}

describe("setting up the sides", () => {
  it("a player brings the traits they still have and their strikes; removing takes them out", async () => {
    const t = await table();
    await conflict.addConflictPlayer(t, character("Actor.p2"));
    expect(sides(t).players).toEqual([
      { id: "Actor.p1", traits: [{ id: "brave", name: "Brave" }], strikes: 1, flaws: 0 },
      { id: "Actor.p2", traits: [{ id: "brave", name: "Brave" }], strikes: 1, flaws: 0 },
    ]);
    await conflict.removeConflictPlayer(t, 0);
    expect(sides(t).players.map((p) => p.id)).toEqual(["Actor.p2"]);
    await expect(conflict.removeConflictPlayer(t, 4)).rejects.toMatchObject({ code: "BadRowIndex" });
  });

  it("opponents get ids from their names; they and their traits are renamed and removed by row", async () => {
    const t = await table();
    await conflict.addConflictOpponent(t, { name: "Dock boss" });
    expect(sides(t).opponents.map((o) => [o.id, o.name])).toEqual([["dock-boss", "Dock boss"], ["dock-boss-2", "Dock boss"]]);
    await conflict.renameConflictOpponent(t, 1, "  Deckhand ");
    await conflict.addOpponentTrait(t, 1, "Quick hands");
    await conflict.addOpponentTrait(t, 1, "Quick hands");
    await conflict.renameOpponentTrait(t, 1, 1, "Sharp eyes");
    expect(sides(t).opponents[1]).toEqual({
      id: "dock-boss-2",
      name: "Deckhand",
      traits: [{ id: "quick-hands", name: "Quick hands" }, { id: "quick-hands-2", name: "Sharp eyes" }],
      strikes: 0,
    });
    await conflict.removeOpponentTrait(t, 1, 0);
    expect(sides(t).opponents[1].traits).toEqual([{ id: "quick-hands-2", name: "Sharp eyes" }]);
    await conflict.removeConflictOpponent(t, 0);
    expect(sides(t).opponents.map((o) => o.id)).toEqual(["dock-boss-2"]);
    await conflict.setOpponentsName(t, " The dock crew ");
    expect(sides(t).opponentsName).toBe("The dock crew");
  });

  it("refuses blank names and missing rows without writing", async () => {
    const t = await table();
    const before = t.stored.length;
    await expect(conflict.addConflictOpponent(t, { name: "  " })).rejects.toMatchObject({ code: "BadName" });
    await expect(conflict.renameConflictOpponent(t, 0, "")).rejects.toMatchObject({ code: "BadName" });
    await expect(conflict.addOpponentTrait(t, 3, "Armed")).rejects.toMatchObject({ code: "BadRowIndex" });
    await expect(conflict.renameOpponentTrait(t, 0, 0, "Armed")).rejects.toMatchObject({ code: "BadRowIndex" });
    expect(t.stored).toHaveLength(before);
  });

  it("members change during preparation, unless a recorded step still needs them", async () => {
    const t = await table();
    await conflict.recordConflictEvent(t, { type: "prepare", playerId: "Actor.p1", action: "seizeTheAdvantage", die: 6 });
    await conflict.addOpponentTrait(t, 0, "Armed");
    await conflict.recordConflictEvent(t, { type: "assignHit", side: "opponents", memberId: "dock-boss", as: "trait", traitId: "armed" });
    await conflict.addConflictPlayer(t, character("Actor.p2"));
    await conflict.removeConflictPlayer(t, 1);
    const before = t.stored.length;
    await expect(conflict.removeConflictPlayer(t, 0)).rejects.toMatchObject({ code: "MemberInUse" });
    await expect(conflict.removeOpponentTrait(t, 0, 0)).rejects.toMatchObject({ code: "MemberInUse" });
    await expect(conflict.removeConflictOpponent(t, 0)).rejects.toMatchObject({ code: "MemberInUse" });
    expect(t.stored).toHaveLength(before);
    await conflict.renameOpponentTrait(t, 0, 0, "Well armed");
    expect(sides(t).opponents[0].traits).toEqual([{ id: "armed", name: "Well armed" }]);
  });

  it("every change is refused once the rounds have begun", async () => {
    const t = await table();
    await conflict.recordConflictEvent(t, { type: "startRounds" });
    const before = t.stored.length;
    const refused = { code: "ConflictStarted" };
    await expect(conflict.addConflictPlayer(t, character("Actor.p2"))).rejects.toMatchObject(refused);
    await expect(conflict.removeConflictPlayer(t, 0)).rejects.toMatchObject(refused);
    await expect(conflict.addConflictOpponent(t, { name: "Late" })).rejects.toMatchObject(refused);
    await expect(conflict.renameConflictOpponent(t, 0, "Boss")).rejects.toMatchObject(refused);
    await expect(conflict.addOpponentTrait(t, 0, "Armed")).rejects.toMatchObject(refused);
    await expect(conflict.setOpponentsName(t, "Crew")).rejects.toMatchObject(refused);
    expect(t.stored).toHaveLength(before);
  });

  it("a conflict with only players can still get opponents, and refuses a non-Strike! player", async () => {
    const t = kit.makeActor("conflict");
    await conflict.addConflictPlayer(t, character("Actor.p1"));
    await expect(conflict.addConflictPlayer(t, kit.makeActor("augurCharacter"))).rejects.toMatchObject({ code: "WrongActorType" });
    await conflict.addConflictOpponent(t, { name: "Crew" });
    expect(conflict.conflictStatus(t).phase).toBe("preparation");
  });
});

describe("a rolled preparatory action", () => {
  it("rolls the d6 once the rules accept the action, and records the face", async () => {
    const t = await table();
    const roll = vi.fn(async () => 5);
    const after = await conflict.rollPreparation(t, "Actor.p1", "seizeTheAdvantage", roll);
    expect(roll).toHaveBeenCalledTimes(1);
    expect(sides(t).events.at(-1)).toMatchObject({ type: "prepare", playerId: "Actor.p1", action: "seizeTheAdvantage", die: 5 });
    expect(after.next).toMatchObject({ kind: "hit", side: "opponents", pickedBy: "players" });
  });

  it("does not roll for a player who has prepared already, and writes nothing on a bad face", async () => {
    const t = await table();
    await conflict.rollPreparation(t, "Actor.p1", "fortify", async () => 2);
    const roll = vi.fn(async () => 4);
    await expect(conflict.rollPreparation(t, "Actor.p1", "scout", roll)).rejects.toMatchObject({ code: "AlreadyPrepared" });
    expect(roll).not.toHaveBeenCalled();
    const other = await table();
    const before = other.stored.length;
    await expect(conflict.rollPreparation(other, "Actor.p1", "scout", async () => 7)).rejects.toMatchObject({ code: "OutOfRange" });
    expect(other.stored).toHaveLength(before);
  });
});
