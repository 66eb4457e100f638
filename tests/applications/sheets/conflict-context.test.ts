/** The team conflict sheet context, built from a sample conflict replayed through the rules. */
import { describe, expect, it } from "vitest";
import { buildConflictContext } from "../../../src/applications/sheets/context/conflict-context";
import { learningViews } from "../../../src/applications/sheets/context/conflict-members-context";
import { applyConflictEvent } from "../../../src/rules/team-conflict-events";
import { sampleConflict, sampleNames, sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { STRIKE_STATE_KEYS, type StrikeCharacter } from "../../../src/rules/strike-character";

/** A sample's Strike! state (its system data has the rules' keys, and notes). */
function strikeState(system: unknown): StrikeCharacter {
  const s = system as Record<string, unknown>;
  return structuredClone(Object.fromEntries(STRIKE_STATE_KEYS.map((k) => [k, s[k]]))) as unknown as StrikeCharacter;
}
import { sheetEnv } from "../../templates/sheets/sheet-render";

describe("team conflict sheet context", () => {
  it("shows the members by name, the round and the phase", () => {
    const sample = sampleConflict();
    const c = buildConflictContext(sample, sample.tracker, null, sheetEnv(), sampleNames());
    expect(c.players.map((p) => p.name)).toEqual(["Orrin Flint"]);
    expect(c.opponents.map((p) => p.name)).toEqual(["The smugglers"]);
    expect(c.round).toBe(1);
    expect(c.phaseLabel).toBe("Rounds");
    expect(c.canUndo).toBe(true);
  });

  it("offers a button per way to settle the first pending hit", () => {
    const sample = sampleConflict();
    const c = buildConflictContext(sample, sample.tracker, null, sheetEnv(), sampleNames());
    expect(c.pending.map((p) => [p.kind, p.side])).toEqual([["hit", "players"], ["hit", "opponents"]]);
    expect(c.pending[0].options).toEqual([
      { memberId: "Actor.stOrrin", as: "strike", traitId: "", label: "Give a strike to Orrin Flint" },
      { memberId: "Actor.stOrrin", as: "trait", traitId: "stubborn", label: "Strike out Stubborn (Orrin Flint)" },
    ]);
    expect(c.canPlayRound).toBe(false);
  });

  it("shows strikes and lost traits from the tracker, not the stored start", () => {
    const sample = sampleConflict();
    const after = applyConflictEvent(sample.tracker, { type: "assignHit", side: "players", memberId: "Actor.stOrrin", as: "trait", traitId: "stubborn" });
    const c = buildConflictContext(sample, after, null, sheetEnv(), sampleNames());
    expect(c.players[0].traits).toEqual([{ id: "stubborn", name: "Stubborn", lost: true }]);
    expect(c.pending).toHaveLength(1);
    expect(c.pending[0].options.map((o) => o.label)).toEqual(["Give a strike to The smugglers", "Strike out Armed (The smugglers)"]);
  });

  it("reads a conflict without members as not started, and carries a problem", () => {
    const c = buildConflictContext({ name: "Empty", img: "", system: {} }, null, "bad event", sheetEnv());
    expect(c.started).toBe(false);
    expect(c.phaseLabel).toBe("Setting up");
    expect(c.problem).toBe("bad event");
    expect(c.canUndo).toBe(false);
  });
});

describe("conflict sheet events", () => {
  it("reads a settle button's data as the rules' event", async () => {
    const { settleEvent } = await import("../../../src/applications/sheets/context/conflict-context");
    expect(settleEvent({ kind: "hit", side: "players", member: "a", as: "strike", trait: "" })).toEqual({ type: "assignHit", side: "players", memberId: "a", as: "strike" });
    expect(settleEvent({ kind: "hit", side: "opponents", member: "b", as: "trait", trait: "armed" })).toEqual({ type: "assignHit", side: "opponents", memberId: "b", as: "trait", traitId: "armed" });
    expect(settleEvent({ kind: "recovery", side: "players", member: "", as: "none", trait: "" })).toEqual({ type: "recover", side: "players", as: "none" });
    expect(settleEvent({ kind: "hit", side: "players", member: "", as: "none" })).toBeNull();
    expect(settleEvent({ kind: "hit", side: "nobody", member: "a", as: "strike" })).toBeNull();
  });

  it("a settled hit replays through the rules to the state the sheet then shows", () => {
    const sample = sampleConflict();
    const c = buildConflictContext(sample, sample.tracker, null, sheetEnv(), sampleNames());
    const option = c.pending[0].options[0];
    const after = applyConflictEvent(sample.tracker, { type: "assignHit", side: "players", memberId: option.memberId, as: "strike" });
    const next = buildConflictContext(sample, after, null, sheetEnv(), sampleNames());
    expect(next.players[0].strikes).toBe(1);
    expect(next.pending.map((p) => p.side)).toEqual(["opponents"]);
  });
});

describe("the players' conditions in the round form", () => {
  /** The sample conflict with its pending hits settled, so a round can be played. */
  function ready() {
    const sample = sampleConflict();
    const first = buildConflictContext(sample, sample.tracker, null, sheetEnv(), sampleNames());
    let tracker = sample.tracker;
    for (const p of first.pending) {
      const option = p.options.find((o) => o.as === "strike");
      const side = p.side === "players" ? "players" : "opponents";
      if (!option) throw new Error("the sample's pending hits changed");
      tracker = applyConflictEvent(tracker, { type: "assignHit", side, memberId: option.memberId, as: "strike" });
    }
    return { sample, tracker };
  }

  it("turn minor conditions into disadvantage and major conditions into -1s, from each member's sheet", () => {
    const { sample, tracker } = ready();
    const plain = buildConflictContext(sample, tracker, null, sheetEnv(), sampleNames());
    expect(plain.canPlayRound).toBe(true);
    expect(plain.roundBonus).toEqual({ a: 0, d: 0 });
    // Orrin (the sample) is Winded with one major physical condition; a second player has two majors.
    const orrin = sampleStrike();
    const second = { ...sampleStrike(), uuid: "Actor.stSecond" };
    (second.system as { minor: { winded: number }; major: { mental: number } }).minor.winded = 0;
    (second.system as { major: Record<string, number> }).major = { physical: 0, mental: 2, other: 0 };
    const two = { ...sample, system: { ...(sample.system as object), players: [...(sample.system as { players: object[] }).players, { id: "Actor.stSecond", traits: [], strikes: 0, flaws: 0 }] } };
    const members = [orrin, second].map((a) => ({ id: a.uuid, strike: strikeState(a.system) }));
    const c = buildConflictContext(two, tracker, null, sheetEnv(), sampleNames(), false, [], members);
    expect(c.roundBonus).toEqual({ a: -2, d: -1 });
    expect(c.roundDisadvantage).toEqual({ a: true, d: false });
    expect(c.players.map((p) => p.conditions.line)).toEqual(["Minor: Winded · Major conditions: 1", "Major conditions: 2"]);
    expect(c.teamPenalties).toBe("The team rolls one of its two dice at disadvantage. Every round the team takes −1 per major condition: 3 in all.");
    expect(c.roundNotes.some((n) => n.startsWith("One minor condition or relevant flaw among the players"))).toBe(true);
    expect(c.roundNotes).toContain("3 major conditions among the players, one −1 each: Advance -2, Defense -1 (already in the modifiers below).");
    // A relevant flaw counted on the second player makes two sources: both rolls at disadvantage.
    (two.system as { players: Array<{ flaws: number }> }).players[1].flaws = 1;
    const both = buildConflictContext(two, tracker, null, sheetEnv(), sampleNames(), false, [], members);
    expect(both.roundDisadvantage).toEqual({ a: true, d: true });
    expect(both.players[1].conditions.line).toBe("Relevant flaws: 1 · Major conditions: 2");
    expect(both.roundNotes.some((n) => n.includes("both their rolls are at disadvantage"))).toBe(true);
  });
});

describe("learning after the conflict, as the sheet shows it", () => {
  const players = [{ id: "Actor.stOrrin" }, { id: "Actor.other" }];
  const names = (id: string) => (id === "Actor.stOrrin" ? "Orrin Flint" : "Other");
  const orrin = { id: "Actor.stOrrin", strike: strikeState(sampleStrike().system) };

  it("offers the skills a player's sheet lists as unknown before the roll, then the dice, the 6s and a button per skill left", () => {
    const before = learningViews(players, [], [orrin], names, "t", sheetEnv().localize);
    expect(before[0]).toMatchObject({ rolled: false, legend: "Learning of Orrin Flint", rollLabel: "Roll to learn for Orrin Flint" });
    expect(before[0].unknown.map((u) => [u.key, u.name])).toEqual([["learn-skill|Actor.stOrrin|0", "Haggling"]]);
    expect(before[1].unknown).toEqual([]);

    const stored = [{ playerId: "Actor.stOrrin", skills: ["Haggling", "Rowing", "Knots"], dice: [6, 3, 6], learnt: ["Rowing"] }];
    const after = learningViews(players, stored, [orrin], names, "t", sheetEnv().localize);
    expect(after[0].rolled).toBe(true);
    expect(after[0].diceText).toBe("Dice: Haggling 6, Rowing 3, Knots 6.");
    expect(after[0].resultText).toBe("6s rolled: 2; still to learn: 1.");
    expect(after[0].learnt).toEqual(["Orrin Flint learnt Rowing."]);
    expect(after[0].choices.map((c) => c.label)).toEqual(["Orrin Flint learns Haggling", "Orrin Flint learns Knots"]);

    const none = learningViews(players, [{ ...stored[0], dice: [1, 2, 3], learnt: [] }], [orrin], names, "t", sheetEnv().localize);
    expect(none[0].resultText).toBe("No 6 rolled: nothing is learnt this time.");
    expect(none[0].choices).toEqual([]);
  });

  it("lets a user who cannot edit the conflict act only for the character they own", () => {
    const sheets = [{ ...orrin, owned: true }, { id: "Actor.other", strike: null, owned: false }];
    const views = learningViews(players, [], sheets, names, "t", sheetEnv().localize, false);
    expect(views.map((v) => v.canAct)).toEqual([true, false]);
    expect(learningViews(players, [], sheets, names, "t", sheetEnv().localize, true).map((v) => v.canAct)).toEqual([true, true]);
  });
});
