import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { applyConflictEvent, applyConflictEvents } from "../../src/rules/team-conflict-events";
import {
  createTeamConflict,
  type ConflictEvent,
  type TeamConflictState,
} from "../../src/rules/team-conflict-tracker";

const start = (): TeamConflictState =>
  createTeamConflict({
    players: [
      { id: "p1", traits: ["brave"] },
      { id: "p2", traits: ["quick"] },
    ],
    opponents: [{ id: "o1", traits: ["armored"] }],
  });

type RoundEvent = Extract<ConflictEvent, { type: "round" }>;
const round = (
  p: {
    a: number;
    d: number;
    actions: RoundEvent["players"]["actions"];
    stockUp?: RoundEvent["players"]["stockUp"];
  },
  o: { a: number; d: number; actions?: RoundEvent["opponents"]["actions"] },
): RoundEvent => ({
  type: "round",
  players: { advance: p.a, defense: p.d, actions: p.actions, stockUp: p.stockUp },
  opponents: { advance: o.a, defense: o.d, actions: o.actions },
});

describe("a conflict across three rounds", () => {
  it("carries preparation, hits, Prepare's bonus and Fortify through to the aftermath", () => {
    let s = start();
    s = applyConflictEvent(s, { type: "prepare", playerId: "p1", action: "fortify", die: 5 });
    s = applyConflictEvent(s, { type: "prepare", playerId: "p2", action: "seizeTheAdvantage", die: 6 });
    expect(s.fortifyActive).toEqual(["p1"]);
    expect(s.pending).toEqual([
      { kind: "hit", side: "opponents", pickedBy: "players", source: "preparation", round: 0 },
    ]);
    expect(() =>
      applyConflictEvent(s, round({ a: 3, d: 2, actions: { p1: "block", p2: "progress" } }, { a: 4, d: 5 })),
    ).toThrow(RulesError);
    s = applyConflictEvent(s, { type: "assignHit", side: "opponents", memberId: "o1", as: "strike" });
    expect(s.opponents[0].strikes).toBe(1);

    // Round 1: A 3+2 = 5 against D 5; D 2+2+1 (Fortify) = 5 against A 4: a draw.
    s = applyConflictEvent(
      s,
      round({ a: 3, d: 2, actions: { p1: "block", p2: "progress" } }, { a: 4, d: 5 }),
    );
    expect(s.phase).toBe("rounds");
    expect(s.rounds[0].bonuses.players).toEqual({ a: 0, d: 1 });
    expect(s.rounds[0].result.players).toMatchObject({ advance: 5, defense: 5 });
    expect(s.rounds[0].result.outcome).toBe("draw");
    expect(s.pending).toEqual([]);

    // Round 2: Reckless Effort takes a hit; Prepare carries +1A. A 2+3-1 = 4 vs 5, D 3+2+1 = 6 vs 6: a draw.
    s = applyConflictEvent(
      s,
      round({ a: 2, d: 3, actions: { p1: "recklessEffort", p2: "prepare" } }, { a: 6, d: 5 }),
    );
    expect(s.rounds[1].result.outcome).toBe("draw");
    expect(s.pending).toEqual([
      { kind: "hit", side: "players", pickedBy: "opponents", source: "round", round: 2 },
    ]);
    expect(s.carry.players).toEqual({ a: 1, d: 0 });
    expect(s.fortifyActive).toEqual(["p1"]);
    s = applyConflictEvent(s, { type: "assignHit", side: "players", memberId: "p2", as: "strike" });

    // Round 3: A 4+2+1 = 7 vs 5, D 2+2+1 = 5 vs 3: a win.
    s = applyConflictEvent(
      s,
      round({ a: 4, d: 2, actions: { p1: "progress", p2: "block" } }, { a: 3, d: 5 }),
    );
    expect(s.rounds[2].bonuses.players).toEqual({ a: 1, d: 1 });
    expect(s.rounds[2].result.outcome).toBe("win");
    expect(s.phase).toBe("ended");
    expect(s.result).toBe("win");
    expect(s.aftermath).toEqual({
      conditions: ["none", "none"],
      totalStrikes: 1,
      concession: "minor",
      losersPickYesBut: false,
    });
    expect(() =>
      applyConflictEvent(s, round({ a: 4, d: 2, actions: { p1: "progress", p2: "block" } }, { a: 3, d: 5 })),
    ).toThrow(RulesError);
  });
});

describe("hits and recoveries", () => {
  it("a push hits both sides, each hit picked by the other side, and ends Fortify", () => {
    let s = applyConflictEvent(start(), { type: "prepare", playerId: "p1", action: "fortify", die: 6 });
    // A 4 vs D 3 beats, D 1+1 = 2 vs A 5 loses: a push.
    s = applyConflictEvent(
      s,
      round({ a: 4, d: 1, actions: { p1: "progress", p2: "progress" } }, { a: 5, d: 3 }),
    );
    expect(s.rounds[0].result.outcome).toBe("push");
    expect(s.pending.map((p) => `${p.side}:${p.pickedBy}`)).toEqual([
      "players:opponents",
      "opponents:players",
    ]);
    expect(s.fortifyActive).toEqual([]);
    s = applyConflictEvent(s, {
      type: "assignHit",
      side: "players",
      memberId: "p1",
      as: "trait",
      traitId: "brave",
    });
    expect(s.players[0].traits).toEqual([{ id: "brave", lost: true }]);
    expect(() =>
      applyConflictEvent(s, { type: "assignHit", side: "players", memberId: "p1", as: "strike" }),
    ).toThrow(RulesError);
    expect(() =>
      applyConflictEvent(s, {
        type: "assignHit",
        side: "opponents",
        memberId: "o1",
        as: "trait",
        traitId: "nope",
      }),
    ).toThrow(RulesError);
    s = applyConflictEvent(s, {
      type: "assignHit",
      side: "opponents",
      memberId: "o1",
      as: "trait",
      traitId: "armored",
    });
    expect(s.pending).toEqual([]);
    // Round 2 has no Fortify bonus.
    s = applyConflictEvent(s, round({ a: 1, d: 1, actions: { p1: "recover", p2: "block" } }, { a: 1, d: 6 }));
    expect(s.rounds[1].bonuses.players.d).toBe(0);
    expect(s.pending).toContainEqual({
      kind: "recovery",
      side: "players",
      pickedBy: "players",
      source: "recoverAction",
      round: 2,
    });
    s = applyConflictEvent(s, {
      type: "recover",
      side: "players",
      memberId: "p1",
      as: "trait",
      traitId: "brave",
    });
    expect(s.players[0].traits[0].lost).toBe(false);
  });
  it("Win At All Costs gives an unrecoverable strike that recovery cannot remove", () => {
    let s = applyConflictEvent(
      start(),
      round({ a: 1, d: 6, actions: { p1: "winAtAllCosts", p2: "recover" } }, { a: 1, d: 6 }),
    );
    expect(s.players[0]).toMatchObject({ strikes: 1, unrecoverableStrikes: 1 });
    expect(() =>
      applyConflictEvent(s, { type: "recover", side: "players", memberId: "p1", as: "strike" }),
    ).toThrow(RulesError);
    s = applyConflictEvent(s, { type: "recover", side: "players", as: "none" });
    expect(s.pending).toEqual([]);
  });
  it("'none' is refused while something can be recovered", () => {
    let s = applyConflictEvent(
      start(),
      round({ a: 1, d: 6, actions: { p1: "recklessEffort", p2: "recover" } }, { a: 1, d: 6 }),
    );
    s = applyConflictEvent(s, { type: "assignHit", side: "players", memberId: "p2", as: "strike" });
    expect(() => applyConflictEvent(s, { type: "recover", side: "players", as: "none" })).toThrow(RulesError);
    s = applyConflictEvent(s, { type: "recover", side: "players", memberId: "p2", as: "strike" });
    expect(s.players[1].strikes).toBe(0);
  });
});

describe("losses", () => {
  const lose = round({ a: 1, d: 1, actions: { p1: "block", p2: "block" } }, { a: 6, d: 6 });
  it("a loss ends the conflict with the aftermath; the players pick a 'yes, but' if the opponents have a strike", () => {
    let s = applyConflictEvent(start(), {
      type: "prepare",
      playerId: "p2",
      action: "seizeTheAdvantage",
      die: 4,
    });
    expect(s.pending).toEqual([]);
    s = applyConflictEvent(s, lose);
    expect(s.result).toBe("loss");
    expect(s.aftermath?.losersPickYesBut).toBe(false);
    const hit = applyConflictEvent(
      applyConflictEvent(
        applyConflictEvent(start(), { type: "prepare", playerId: "p2", action: "seizeTheAdvantage", die: 6 }),
        {
          type: "assignHit",
          side: "opponents",
          memberId: "o1",
          as: "strike",
        },
      ),
      lose,
    );
    expect(hit.aftermath).toMatchObject({ concession: "none", losersPickYesBut: true });
  });
  it("preventing a loss reopens the conflict with a hit for the players and a recovery for the opponents", () => {
    let s = applyConflictEvent(start(), lose);
    s = applyConflictEvent(s, { type: "preventLoss" });
    expect(s.phase).toBe("rounds");
    expect(s.result).toBeNull();
    expect(s.aftermath).toBeNull();
    expect(s.rounds[0].result.lossPrevented).toBe(true);
    expect(s.pending.map((p) => `${p.kind}:${p.side}:${p.pickedBy}`)).toEqual([
      "hit:players:opponents",
      "recovery:opponents:opponents",
    ]);
    expect(() => applyConflictEvent(s, { type: "preventLoss" })).toThrow(RulesError);
    s = applyConflictEvent(s, { type: "assignHit", side: "players", memberId: "p1", as: "strike" });
    s = applyConflictEvent(s, { type: "recover", side: "opponents", as: "none" });
    s = applyConflictEvent(
      s,
      round({ a: 6, d: 6, actions: { p1: "progress", p2: "progress" } }, { a: 1, d: 1 }),
    );
    expect(s.result).toBe("win");
    expect(s.rounds).toHaveLength(2);
  });
  it("a tie ends the conflict with conditions only", () => {
    let s = applyConflictEvent(start(), {
      type: "prepare",
      playerId: "p2",
      action: "seizeTheAdvantage",
      die: 6,
    });
    s = applyConflictEvent(s, { type: "assignHit", side: "opponents", memberId: "o1", as: "strike" });
    s = applyConflictEvent(
      s,
      round({ a: 4, d: 4, actions: { p1: "progress", p2: "block" } }, { a: 6, d: 6 }),
    );
    expect(s.result).toBe("tie");
    expect(s.aftermath).toEqual({
      conditions: ["none", "none"],
      totalStrikes: 0,
      concession: "none",
      losersPickYesBut: false,
    });
  });
});

describe("actions and preparation rules", () => {
  it("every player picks an action; Take One For The Team once per player, owing a concession", () => {
    const s = start();
    expect(() =>
      applyConflictEvent(s, round({ a: 3, d: 3, actions: { p1: "block" } }, { a: 3, d: 1 })),
    ).toThrow(RulesError);
    expect(() =>
      applyConflictEvent(
        s,
        round({ a: 3, d: 3, actions: { p1: "block", p2: "dance" as "block" } }, { a: 3, d: 1 }),
      ),
    ).toThrow(RulesError);
    expect(() =>
      applyConflictEvent(
        s,
        round({ a: 3, d: 3, actions: { p1: "block", p2: "block", p9: "block" } }, { a: 3, d: 1 }),
      ),
    ).toThrow(RulesError);
    const once = applyConflictEvent(
      s,
      round({ a: 1, d: 1, actions: { p1: "takeOneForTheTeam", p2: "block" } }, { a: 1, d: 6 }),
    );
    expect(once.personalConcessions).toEqual(["p1"]);
    expect(() =>
      applyConflictEvent(
        once,
        round({ a: 1, d: 1, actions: { p1: "takeOneForTheTeam", p2: "block" } }, { a: 1, d: 6 }),
      ),
    ).toThrow(RulesError);
  });
  it("one preparatory action per player, only before the rounds; fixed modifiers land in their rounds", () => {
    let s = applyConflictEvent(start(), {
      type: "prepare",
      playerId: "p1",
      action: "playTheLongGame",
      die: 6,
    });
    expect(() => applyConflictEvent(s, { type: "prepare", playerId: "p1", action: "scout", die: 6 })).toThrow(
      RulesError,
    );
    s = applyConflictEvent(s, { type: "prepare", playerId: "p2", action: "scout", die: 2 });
    expect(s.scouting).toEqual([]);
    s = applyConflictEvent(s, { type: "startRounds" });
    expect(() =>
      applyConflictEvent(s, { type: "prepare", playerId: "p2", action: "inspire", die: 6 }),
    ).toThrow(RulesError);
    const draw = round({ a: 1, d: 6, actions: { p1: "block", p2: "block" } }, { a: 1, d: 6 });
    s = applyConflictEvents(s, [draw, draw, draw]);
    expect(s.rounds.map((r) => r.bonuses.players.a)).toEqual([-1, 1, 2]);
  });
  it("Stock Up adds +1 to the named roll once", () => {
    let s = applyConflictEvent(start(), { type: "prepare", playerId: "p1", action: "stockUp", die: 4 });
    expect(s.floating).toEqual([{ playerId: "p1", timing: "beforeRolls", used: false }]);
    const use = round(
      { a: 1, d: 6, actions: { p1: "block", p2: "block" }, stockUp: [{ playerId: "p1", roll: "A" }] },
      { a: 1, d: 6 },
    );
    s = applyConflictEvent(s, use);
    expect(s.rounds[0].bonuses.players.a).toBe(1);
    expect(s.floating[0].used).toBe(true);
    expect(() => applyConflictEvent(s, use)).toThrow(RulesError);
  });
  it("Observe records scouting for the next round; opponents' Prepare carries to them", () => {
    const s = applyConflictEvent(
      start(),
      round(
        { a: 1, d: 6, actions: { p1: "observe", p2: "block" } },
        { a: 1, d: 6, actions: { o1: "prepare" } },
      ),
    );
    expect(s.scouting).toEqual([{ side: "players", round: 2, rolls: 1 }]);
    expect(s.carry.opponents).toEqual({ a: 1, d: 0 });
  });
  it("leaves the given state unchanged and refuses unknown events", () => {
    const s = start();
    const copy = structuredClone(s);
    applyConflictEvent(s, { type: "prepare", playerId: "p1", action: "fortify", die: 6 });
    expect(s).toEqual(copy);
    expect(() => applyConflictEvent(s, { type: "retreat" } as unknown as ConflictEvent)).toThrow(RulesError);
    expect(() =>
      applyConflictEvent(s, { type: "prepare", playerId: "p1", action: "fortify", die: 7 }),
    ).toThrow(RulesError);
    expect(() => createTeamConflict({ players: [], opponents: [{ id: "o" }] })).toThrow(RulesError);
  });
});
