import type * as Conflict from "../../src/operations/conflict";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ConflictEvent } from "../../src/rules/team-conflict-tracker";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let conflict: typeof Conflict;

beforeAll(async () => {
  kit = await setUpTracks();
  conflict = await import("../../src/operations/conflict");
});
afterAll(() => vi.unstubAllGlobals());

function player(uuid: string, actionPoints = 1) {
  return kit.makeActor(
    "strikeCharacter",
    {
      actionPoints,
      traits: [
        { id: "brave", name: "Brave", lost: false },
        { id: "calm", name: "Calm", lost: true },
      ],
    },
    uuid,
  );
}

const lostRound: ConflictEvent = {
  type: "round",
  players: { advance: 1, defense: 1, actions: { "Actor.p1": "progress" } },
  opponents: { advance: 6, defense: 6 },
};

async function readyConflict() {
  const table = kit.makeActor("conflict", { opponentsName: "The watch" });
  const p1 = player("Actor.p1");
  await conflict.addConflictPlayer(table, p1);
  await conflict.addConflictOpponent(table, {
    id: "o1",
    name: "Guard",
    traits: [{ id: "armed", name: "Armed" }],
  });
  return { table, p1 };
}

function eventsOf(actor: { system: unknown }): unknown[] {
  return (actor.system as { events: unknown[] }).events;
}

describe("setting up", () => {
  it("adds a Strike! character with the traits they still have, and opponents", async () => {
    const { table } = await readyConflict();
    expect(table.stored).toEqual([
      { "system.players": [{ id: "Actor.p1", traits: [{ id: "brave", name: "Brave" }], strikes: 0, flaws: 0 }] },
      {
        "system.opponents": [
          { id: "o1", name: "Guard", traits: [{ id: "armed", name: "Armed" }], strikes: 0 },
        ],
      },
    ]);
    expect(conflict.conflictStatus(table)).toMatchObject({
      phase: "preparation",
      next: null,
      aftermath: null,
    });
  });

  it("refuses a player twice, a player of another kind and a bad opponent", async () => {
    const { table, p1 } = await readyConflict();
    await expect(conflict.addConflictPlayer(table, p1)).rejects.toMatchObject({ code: "DuplicateId" });
    await expect(conflict.addConflictPlayer(table, kit.makeActor("augurCharacter"))).rejects.toMatchObject({
      code: "WrongActorType",
    });
    await expect(conflict.addConflictOpponent(table, { id: "o2", name: " " })).rejects.toMatchObject({
      code: "BadName",
    });
    await expect(conflict.addConflictOpponent(table, { id: "o1", name: "Again" })).rejects.toMatchObject({
      code: "DuplicateId",
    });
  });

  it("refuses events before both sides have members", async () => {
    const table = kit.makeActor("conflict");
    await expect(conflict.recordConflictEvent(table, { type: "startRounds" })).rejects.toMatchObject({
      code: "NoMembers",
    });
  });
});

describe("playing", () => {
  it("records a lost round, prevents the loss with an action point, settles the choices and undoes", async () => {
    const { table, p1 } = await readyConflict();
    const lost = await conflict.recordConflictEvent(table, lostRound);
    expect(lost).toMatchObject({ phase: "ended", lastOutcome: "loss", canPreventLoss: true, next: null });
    expect(lost.aftermath).toEqual({
      conditions: [{ playerUuid: "Actor.p1", condition: "none" }],
      concession: "none",
      personalConcessions: [],
      losersPickYesBut: false,
    });

    const prevented = await conflict.preventConflictLoss(table, p1);
    expect(p1.stored).toEqual([{ "system.actionPoints": 0 }]);
    expect(eventsOf(table)).toHaveLength(2);
    expect(prevented).toMatchObject({ phase: "rounds", canPreventLoss: false, aftermath: null });
    expect(prevented.next).toMatchObject({ kind: "hit", side: "players", pickedBy: "opponents" });
    expect(prevented.pending).toHaveLength(2);

    const hit = await conflict.recordConflictEvent(table, {
      type: "assignHit",
      side: "players",
      memberId: "Actor.p1",
      as: "trait",
      traitId: "brave",
    });
    expect(hit.next).toMatchObject({ kind: "recovery", side: "opponents", pickedBy: "opponents" });
    const settled = await conflict.recordConflictEvent(table, {
      type: "recover",
      side: "opponents",
      as: "none",
    });
    expect(settled).toMatchObject({ phase: "rounds", next: null, pending: [] });

    const undone = await conflict.undoConflictEvent(table);
    expect(undone.pending).toHaveLength(1);
    expect(eventsOf(table)).toHaveLength(3);
  });

  it("writes nothing when the rules refuse the event", async () => {
    const { table } = await readyConflict();
    const before = table.stored.length;
    await expect(
      conflict.recordConflictEvent(table, {
        type: "assignHit",
        side: "players",
        memberId: "Actor.p1",
        as: "strike",
      }),
    ).rejects.toMatchObject({ code: "NothingPending" });
    await expect(
      conflict.recordConflictEvent(table, {
        type: "round",
        players: { advance: 7, defense: 1, actions: { "Actor.p1": "progress" } },
        opponents: { advance: 1, defense: 1 },
      }),
    ).rejects.toThrow(/advance/);
    expect(table.stored).toHaveLength(before);
  });

  it("a loss is prevented only just after it, and only with a point left", async () => {
    const { table, p1 } = await readyConflict();
    await expect(conflict.preventConflictLoss(table, p1)).rejects.toMatchObject({ code: "NotALoss" });
    expect(p1.stored).toEqual([]);
    await conflict.recordConflictEvent(table, lostRound);
    const broke = player("Actor.p1", 0);
    const before = table.stored.length;
    await expect(conflict.preventConflictLoss(table, broke)).rejects.toMatchObject({
      code: "NoActionPoints",
    });
    expect(table.stored).toHaveLength(before);
    await expect(conflict.preventConflictLoss(table, player("Actor.other"))).rejects.toMatchObject({
      code: "UnknownMember",
    });
  });

  it("members are fixed once the conflict has begun", async () => {
    const { table } = await readyConflict();
    await conflict.recordConflictEvent(table, { type: "startRounds" });
    await expect(conflict.addConflictPlayer(table, player("Actor.p2"))).rejects.toMatchObject({
      code: "ConflictStarted",
    });
    await expect(conflict.undoConflictEvent(table)).resolves.toMatchObject({ phase: "preparation" });
    await expect(conflict.undoConflictEvent(table)).rejects.toMatchObject({ code: "NothingToUndo" });
  });

  it("a win with strikes reports conditions and the team's concession", async () => {
    const table = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 3 }],
      opponents: [{ id: "o1", name: "Guard", traits: [], strikes: 0 }],
    });
    const won = await conflict.recordConflictEvent(table, {
      type: "round",
      players: { advance: 6, defense: 6, actions: { "Actor.p1": "progress" } },
      opponents: { advance: 1, defense: 1 },
    });
    expect(won.aftermath).toEqual({
      conditions: [{ playerUuid: "Actor.p1", condition: "minor" }],
      concession: "major",
      personalConcessions: [],
      losersPickYesBut: false,
    });
  });
});
