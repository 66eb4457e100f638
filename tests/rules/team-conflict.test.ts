import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  PREPARATORY_ACTIONS,
  PREPARATORY_ACTION_IDS,
  TEAM_ACTIONS,
  TEAM_ACTION_IDS,
  type TeamOutcome,
  type TeamRoundInput,
  conflictAftermath,
  preparatoryBand,
  preparatoryModifiers,
  preventLoss,
  resolvePreparatory,
  resolveTeamRound,
} from "../../src/rules/team-conflict";

/** The document's list, each line read on its own. */
function fits(pA: number, pD: number, oA: number, oD: number): TeamOutcome[] {
  const out: TeamOutcome[] = [];
  if (oD >= pA && pD >= oA) out.push("draw");
  if (pA >= oD && oA >= pD) out.push("push");
  if (pA > oD && pD > oA) out.push("win");
  if (pA === oD && pD === oA) out.push("tie");
  if (oD > pA && oA > pD) out.push("loss");
  return out;
}

const round = (pA: number, pD: number, oA: number, oD: number) =>
  resolveTeamRound({ players: { advance: pA, defense: pD }, opponents: { advance: oA, defense: oD } });

describe("team round outcomes", () => {
  it("puts every one of the 6^4 dice combinations on exactly one outcome", () => {
    const seen = new Set<TeamOutcome>();
    let count = 0;
    for (let pA = 1; pA <= 6; pA++)
      for (let pD = 1; pD <= 6; pD++)
        for (let oA = 1; oA <= 6; oA++)
          for (let oD = 1; oD <= 6; oD++) {
            const f = fits(pA, pD, oA, oD);
            const r = round(pA, pD, oA, oD);
            if (pA === oD && pD === oA) {
              expect(f.sort()).toEqual(["draw", "push", "tie"]);
              expect(r.outcome).toBe("tie");
            } else {
              expect(f).toHaveLength(1);
              expect(r.outcome).toBe(f[0]);
            }
            seen.add(r.outcome);
            count += 1;
          }
    expect(count).toBe(1296);
    expect([...seen].sort()).toEqual(["draw", "loss", "push", "tie", "win"]);
  });
  it("applies the same ruling with bonuses past the die faces", () => {
    for (let bonus = -3; bonus <= 4; bonus++)
      for (let pA = 1; pA <= 6; pA++)
        for (let oD = 1; oD <= 6; oD++) {
          const r = resolveTeamRound({ players: { advance: pA, defense: 3, bonusA: bonus }, opponents: { advance: 4, defense: oD } });
          const f = fits(pA + bonus, 3, 4, oD);
          expect(f).toContain(r.outcome);
          expect(r.players.advance).toBe(pA + bonus);
        }
  });
  it("settles hits and whether the conflict goes on", () => {
    expect(round(5, 5, 2, 2)).toMatchObject({ outcome: "win", hitsToPlayers: 0, hitsToOpponents: 0, continues: false });
    expect(round(2, 2, 5, 5)).toMatchObject({ outcome: "loss", hitsToPlayers: 0, hitsToOpponents: 0, continues: false });
    expect(round(3, 4, 4, 3)).toMatchObject({ outcome: "tie", hitsToPlayers: 0, hitsToOpponents: 0, continues: false });
    expect(round(2, 5, 3, 4)).toMatchObject({ outcome: "draw", hitsToPlayers: 0, hitsToOpponents: 0, continues: true });
    expect(round(5, 2, 4, 3)).toMatchObject({ outcome: "push", hitsToPlayers: 1, hitsToOpponents: 1, continues: true });
  });
  it("counts a beat on one side and a tie on the other as a push", () => {
    expect(round(5, 3, 3, 4).outcome).toBe("push"); // players' A beats, their A ties our D
    expect(round(4, 2, 3, 4).outcome).toBe("push"); // our A ties their D, their A beats our D
    expect(round(4, 5, 3, 4).outcome).toBe("draw"); // our A tied, our D beats their A
  });
});

describe("team actions", () => {
  it("catalogues every action with its bonuses", () => {
    const mods = Object.fromEntries(TEAM_ACTION_IDS.map((id) => [id, [TEAM_ACTIONS[id].a, TEAM_ACTIONS[id].d]]));
    expect(mods).toEqual({
      progress: [2, 0],
      block: [0, 2],
      recklessEffort: [3, 0],
      takeOneForTheTeam: [0, 3],
      allOutEffort: [3, -1],
      calculatedRisk: [3, 0],
      winAtAllCosts: [4, 0],
      targetedEffort: [2, 0],
      totalDefense: [-1, 3],
      prepare: [-1, 2],
      observe: [1, 1],
      recover: [0, 1],
    });
    for (const id of TEAM_ACTION_IDS) expect(TEAM_ACTIONS[id].id).toBe(id);
  });
  it("adds the actions' bonuses to the dice", () => {
    const r = resolveTeamRound({
      players: { advance: 2, defense: 2, actions: ["allOutEffort", "block"], bonusD: -1 },
      opponents: { advance: 3, defense: 4 },
    });
    expect(r.players).toMatchObject({ advance: 5, defense: 2 });
    expect(r.outcome).toBe("push");
  });
  it("makes Reckless Effort take a hit whatever happens", () => {
    const r = resolveTeamRound({ players: { advance: 3, defense: 6, actions: ["recklessEffort"] }, opponents: { advance: 1, defense: 1 } });
    expect(r).toMatchObject({ outcome: "win", hitsToPlayers: 1, hitsToOpponents: 0 });
  });
  it("makes Calculated Risk cost a hit and Targeted Effort deal one, on a draw only", () => {
    const draw = resolveTeamRound({
      players: { advance: 1, defense: 6, actions: ["calculatedRisk", "targetedEffort"] },
      opponents: { advance: 2, defense: 6 },
    });
    expect(draw).toMatchObject({ outcome: "draw", hitsToPlayers: 1, hitsToOpponents: 1 });
    const push = resolveTeamRound({
      players: { advance: 1, defense: 1, actions: ["calculatedRisk", "targetedEffort"] },
      opponents: { advance: 3, defense: 6 },
    });
    expect(push).toMatchObject({ outcome: "push", hitsToPlayers: 1, hitsToOpponents: 1 });
  });
  it("applies the opponents' actions to the opponents", () => {
    const r = resolveTeamRound({
      players: { advance: 6, defense: 6 },
      opponents: { advance: 1, defense: 1, actions: ["calculatedRisk", "recklessEffort", "winAtAllCosts"] },
    });
    // opponents A 1+3+3+4 = 11 beats our 6; our A 6 beats their D 1: push
    expect(r).toMatchObject({ outcome: "push", hitsToPlayers: 1, hitsToOpponents: 2 });
    expect(r.opponents.unrecoverableStrikes).toBe(1);
    expect(r.players.unrecoverableStrikes).toBe(0);
  });
  it("hands back effects the round does not settle", () => {
    const r = resolveTeamRound({
      players: { advance: 3, defense: 3, actions: ["prepare", "observe", "recover", "takeOneForTheTeam", "progress"] },
      opponents: { advance: 3, defense: 3 },
    });
    expect(r.players.followUps).toEqual([
      { kind: "nextRoundModifier", roll: "A", amount: 1 },
      { kind: "scoutNextRound", rolls: 1 },
      { kind: "recover" },
      { kind: "personalConcession" },
    ]);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
  it("refuses bad sides", () => {
    expect(() => round(0, 3, 3, 3)).toThrow(RulesError);
    expect(() => round(3, 7, 3, 3)).toThrow(RulesError);
    const unknown = { players: { advance: 3, defense: 3, actions: ["dance"] }, opponents: { advance: 3, defense: 3 } };
    expect(() => resolveTeamRound(unknown as unknown as TeamRoundInput)).toThrow(/one of/);
    expect(() => resolveTeamRound({ players: { advance: 3, defense: 3, bonusA: 0.5 }, opponents: { advance: 3, defense: 3 } })).toThrow(
      RulesError,
    );
    expect(() => resolveTeamRound({ players: null, opponents: { advance: 3, defense: 3 } } as unknown as TeamRoundInput)).toThrow(
      RulesError,
    );
  });
});

describe("preventLoss", () => {
  it("turns a loss into one more hit, an opponent recovery and another round", () => {
    const r = preventLoss(round(2, 2, 5, 5));
    expect(r).toMatchObject({ outcome: "loss", hitsToPlayers: 1, continues: true, lossPrevented: true, opponentRecoveries: 1 });
    expect(() => preventLoss(r)).toThrow(RulesError);
  });
  it("refuses anything but a loss", () => {
    expect(() => preventLoss(round(5, 5, 2, 2))).toThrow(RulesError);
    expect(() => preventLoss(round(5, 2, 4, 3))).toThrow(RulesError);
  });
});

describe("preparatory actions", () => {
  it("bands the die 1-2, 3-4, 5-6", () => {
    expect([1, 2, 3, 4, 5, 6].map(preparatoryBand)).toEqual(["low", "low", "mid", "mid", "high", "high"]);
    expect(() => preparatoryBand(7)).toThrow(RulesError);
  });
  it("sets every action back by -1A in round 1 on a 1-2", () => {
    for (const id of PREPARATORY_ACTION_IDS) {
      expect(resolvePreparatory(id, 1).effects).toEqual([{ kind: "modifier", roll: "A", amount: -1, rounds: [1] }]);
    }
  });
  it("reads the reconstructed results", () => {
    expect(PREPARATORY_ACTIONS.fortify.high).toEqual([{ kind: "lastingModifier", roll: "D", amount: 1, until: "lossOrPush" }]);
    expect(resolvePreparatory("scout", 6)).toEqual({ action: "scout", die: 6, band: "high", effects: [{ kind: "scout", rolls: 2, round: 1 }] });
    expect(resolvePreparatory("scout", 3).effects).toEqual([{ kind: "scout", rolls: 1, round: 1 }]);
    expect(resolvePreparatory("seizeTheAdvantage", 5).effects).toEqual([{ kind: "dealHit", hits: 1 }]);
    expect(resolvePreparatory("stockUp", 5).effects).toEqual([{ kind: "floatingModifier", amount: 1, timing: "afterRolls" }]);
    expect(resolvePreparatory("stockUp", 4).effects).toEqual([{ kind: "floatingModifier", amount: 1, timing: "beforeRolls" }]);
    expect(resolvePreparatory("inspire", 6).effects).toEqual([{ kind: "ignoreCondition", who: "each" }]);
    expect(resolvePreparatory("inspire", 4).effects).toEqual([{ kind: "ignoreCondition", who: "one" }]);
  });
  it("sums fixed-round modifiers per round", () => {
    const long = resolvePreparatory("playTheLongGame", 6).effects;
    expect([1, 2, 3, 4, 5].map((r) => preparatoryModifiers(long, r).bonusA)).toEqual([0, 1, 2, 2, 0]);
    const effects = [...resolvePreparatory("fortify", 3).effects, ...resolvePreparatory("scout", 2).effects];
    expect(preparatoryModifiers(effects, 1)).toEqual({ bonusA: -1, bonusD: 1 });
    expect(preparatoryModifiers(effects, 2)).toEqual({ bonusA: 0, bonusD: 0 });
  });
  it("refuses unknown actions", () => {
    expect(() => resolvePreparatory("nap" as unknown as "scout", 3)).toThrow(RulesError);
  });
});

describe("conflictAftermath", () => {
  it("gives each player a condition by their strikes, win or lose", () => {
    for (const playersWon of [true, false]) {
      expect(conflictAftermath({ strikes: [0, 1, 2, 3, 4, 7], playersWon }).conditions).toEqual([
        "none",
        "none",
        "minor",
        "minor",
        "major",
        "major",
      ]);
    }
  });
  it("makes winners owe a concession by the team's total strikes", () => {
    const owed = (strikes: number[]) => conflictAftermath({ strikes, playersWon: true }).concession;
    expect(owed([0, 0])).toBe("none");
    expect(owed([1, 0])).toBe("minor");
    expect(owed([1, 1])).toBe("minor");
    expect(owed([2, 1])).toBe("major");
    expect(owed([2, 2])).toBe("major");
    expect(owed([3, 2])).toBe("majorAndMinor");
    expect(conflictAftermath({ strikes: [3, 3], playersWon: false }).concession).toBe("none");
  });
  it("lets losers pick a 'yes, but' when the opponents took a strike", () => {
    expect(conflictAftermath({ strikes: [1], playersWon: false, opponentStrikes: 1 }).losersPickYesBut).toBe(true);
    expect(conflictAftermath({ strikes: [1], playersWon: false, opponentStrikes: 0 }).losersPickYesBut).toBe(false);
    expect(conflictAftermath({ strikes: [1], playersWon: true, opponentStrikes: 2 }).losersPickYesBut).toBe(false);
  });
  it("refuses bad counts", () => {
    expect(() => conflictAftermath({ strikes: [-1], playersWon: true })).toThrow(RulesError);
    expect(() => conflictAftermath({ strikes: [1.5], playersWon: true })).toThrow(RulesError);
    expect(() => conflictAftermath({ strikes: [1], playersWon: true, opponentStrikes: -2 })).toThrow(RulesError);
    expect(() => conflictAftermath({ strikes: 3, playersWon: true } as unknown as Parameters<typeof conflictAftermath>[0])).toThrow(
      RulesError,
    );
  });
});

describe("catalogue safety", () => {
  it("hands out copies, so editing a result leaves the catalogues alone", () => {
    const prep = resolvePreparatory("fortify", 1);
    const first = prep.effects[0];
    if (first.kind === "modifier") first.amount = 5;
    expect(resolvePreparatory("scout", 1).effects[0]).toMatchObject({ amount: -1 });
    const r = resolveTeamRound({ players: { advance: 3, defense: 3, actions: ["prepare"] }, opponents: { advance: 3, defense: 3 } });
    const follow = r.players.followUps[0];
    if (follow.kind === "nextRoundModifier") follow.amount = 9;
    expect(TEAM_ACTIONS.prepare.effects[0]).toMatchObject({ amount: 1 });
  });
});
