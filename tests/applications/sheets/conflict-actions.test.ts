/** The conflict sheet's buttons: the form values they read and the operations they run. */
import type * as Buttons from "../../../src/applications/sheets/conflict-actions";
import type { ConflictButtonEnv, LearningRelayRequest } from "../../../src/applications/sheets/conflict-env";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TrackActor } from "../../../src/operations";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";

let kit: TrackTestKit;
let buttons: typeof Buttons;

beforeAll(async () => {
  kit = await setUpTracks();
  buttons = await import("../../../src/applications/sheets/conflict-actions");
});
afterAll(() => vi.unstubAllGlobals());

const ROUND = {
  "die|pa": "3",
  "die|pd": "4",
  "die|oa": "5",
  "die|od": "2",
  "bonus|pa": "",
  "bonus|pd": "1",
  "bonus|oa": "-2",
  "bonus|od": "0",
  "action|Actor.p1": "progress",
  "opp-action|boss": "block",
  "opp-action|mate": "",
  "stock-up|Actor.p1": "D",
};

describe("reading the forms", () => {
  it("reads the round form: dice, bonuses, both sides' actions and a Stock Up", () => {
    expect(buttons.roundEventFrom(ROUND)).toEqual({
      type: "round",
      players: { advance: 3, defense: 4, bonusA: 0, bonusD: 1, actions: { "Actor.p1": "progress" }, stockUp: [{ playerId: "Actor.p1", roll: "D" }] },
      opponents: { advance: 5, defense: 2, bonusA: -2, bonusD: 0, actions: { boss: "block" } },
    });
    expect(buttons.roundEventFrom({ ...ROUND, "stock-up|Actor.p1": "" })).not.toHaveProperty("players.stockUp");
    expect(buttons.roundEventFrom({ ...ROUND, "die|od": "" })).toBeNull();
    expect(buttons.roundEventFrom({ ...ROUND, "die|pa": "7" })).toBeNull();
  });

  it("reads a preparation form, with or without a die", () => {
    expect(buttons.preparationFrom({ "prep-action|a": "scout", "prep-die|a": "5" }, "a")).toEqual({ action: "scout", die: 5 });
    expect(buttons.preparationFrom({ "prep-action|a": "inspire", "prep-die|a": "" }, "a")).toEqual({ action: "inspire", die: null });
    expect(() => buttons.preparationFrom({ "prep-action|a": "nap" }, "a")).toThrow(expect.objectContaining({ code: "NoPreparatoryAction" }));
  });

  it("collects every control that has a data-cf key", () => {
    const controls = [
      { dataset: { cf: "die|pa" }, value: "2" },
      { dataset: { cf: "" }, value: "x" },
      { dataset: { cf: "new-opponent" }, value: "Crew" },
    ];
    const root = { querySelectorAll: (selector: string) => (selector === "[data-cf]" ? controls : []) } as unknown as ParentNode;
    expect(buttons.conflictFormValues(root)).toEqual({ "die|pa": "2", "new-opponent": "Crew" });
  });

  it("reads a ticked box as its value and an unticked one as blank", () => {
    // Plain objects stand in for the inputs, with the `type` and `checked` the DOM gives them.
    const controls = [
      { dataset: { cf: "disadvantage|pa" }, value: "1", type: "checkbox", checked: true },
      { dataset: { cf: "disadvantage|pd" }, value: "1", type: "checkbox", checked: false },
      { dataset: { cf: "learn-other|a" }, value: "Swimming", type: "text", checked: false },
      { dataset: { cf: "die|pa" }, value: "4", type: "select-one" },
    ];
    const root = { querySelectorAll: () => controls } as unknown as ParentNode;
    expect(buttons.conflictFormValues(root)).toEqual({ "disadvantage|pa": "1", "disadvantage|pd": "", "learn-other|a": "Swimming", "die|pa": "4" });
  });

  it("reads the learning form: ticked skills, then typed ones, each once", () => {
    expect(
      buttons.learningSkillsFrom(
        { "learn-skill|a|0": "Haggling", "learn-skill|a|1": "", "learn-other|a": " Climbing, haggling ,, Swimming", "learn-skill|b|0": "Riding" },
        "a",
      ),
    ).toEqual(["Haggling", "Climbing", "Swimming"]);
    expect(buttons.learningSkillsFrom({}, "a")).toEqual([]);
  });
});

function strike(uuid: string, actionPoints = 1) {
  return kit.makeActor("strikeCharacter", { actionPoints, traits: [{ id: "bold", name: "Bold", lost: false }] }, uuid);
}

function env(values: Record<string, string>, actors: TrackActor[] = [], faces: number[] = []): ConflictButtonEnv {
  return {
    values: () => values,
    character: async (uuid) => actors.find((a) => a.uuid === uuid) ?? null,
    rollD6: async () => {
      const face = faces.shift();
      if (face === undefined) throw new Error("no die left");
      return face;
    },
    rollRoundDice: async (keys) =>
      keys.map(() => {
        const face = faces.shift();
        if (face === undefined) throw new Error("no die left");
        return face;
      }),
    rollLearning: async (_playerId, skills) =>
      skills.map(() => {
        const face = faces.shift();
        if (face === undefined) throw new Error("no die left");
        return face;
      }),
    mayWrite: () => true,
    postLearnt: async () => {},
    relayLearning: async () => {
      throw new Error("nothing is relayed when the user may edit the conflict");
    },
    hasActiveGM: () => true,
  };
}

function events(actor: { system: unknown }) {
  return (actor.system as { events: Array<Record<string, unknown>> }).events;
}

describe("running the buttons", () => {
  it("sets up the sides from the inputs, prepares by hand and by roll, plays a round and undoes", async () => {
    const t = kit.makeActor("conflict");
    const p1 = strike("Actor.p1");
    const p2 = strike("Actor.p2");
    await buttons.runConflictButton(t, "addPlayer", {}, env({ "new-player": "Actor.p1" }, [p1, p2]));
    await buttons.runConflictButton(t, "addPlayer", {}, env({ "new-player": "Actor.p2" }, [p1, p2]));
    await buttons.runConflictButton(t, "addOpponent", {}, env({ "new-opponent": "Boss" }));
    await buttons.runConflictButton(t, "addOpponentTrait", { index: "0" }, env({ "new-trait|0": "Armed" }));
    await buttons.runConflictButton(t, "renameOpponentTrait", { index: "0", trait: "0" }, env({ "trait-name|0|0": "Heavily armed" }));
    await buttons.runConflictButton(t, "renameOpponent", { index: "0" }, env({ "opp-name|0": "Big boss" }));
    await buttons.runConflictButton(t, "setOpponentsName", {}, env({ "opponents-name": "The crew" }));
    const system = t.system as { players: unknown[]; opponents: unknown[]; opponentsName: string };
    expect(system.players).toHaveLength(2);
    expect(system.opponents).toEqual([{ id: "boss", name: "Big boss", traits: [{ id: "armed", name: "Heavily armed" }], strikes: 0 }]);
    expect(system.opponentsName).toBe("The crew");

    await buttons.runConflictButton(t, "recordPreparation", { player: "Actor.p1" }, env({ "prep-action|Actor.p1": "stockUp", "prep-die|Actor.p1": "6" }));
    await buttons.runConflictButton(t, "rollPreparation", { player: "Actor.p2" }, env({ "prep-action|Actor.p2": "fortify" }, [], [3]));
    expect(events(t).map((e) => [e.playerId, e.action, e.die])).toEqual([["Actor.p1", "stockUp", 6], ["Actor.p2", "fortify", 3]]);

    await buttons.runConflictButton(t, "startRounds", {}, env({}));
    const round = { ...ROUND, "opp-action|mate": "", "action|Actor.p2": "block" };
    await buttons.runConflictButton(t, "playRound", {}, env(round));
    expect(events(t).at(-1)).toMatchObject({
      type: "round",
      players: { advance: 3, defense: 4, bonusA: 0, bonusD: 1, stockUp: [{ playerId: "Actor.p1", roll: "D" }] },
      opponents: { advance: 5, defense: 2, bonusA: -2, actions: [{ memberId: "boss", action: "block" }] },
    });
    await buttons.runConflictButton(t, "undoEvent", {}, env({}));
    expect(events(t).map((e) => e.type)).toEqual(["prepare", "prepare", "startRounds"]);
  });

  it("rolls only the round dice left blank, in form order, and keeps a die chosen by hand", async () => {
    const t = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    });
    await buttons.runConflictButton(t, "startRounds", {}, env({}));
    const asked: string[][] = [];
    const faces = [6, 2, 5];
    await buttons.runConflictButton(t, "playRound", {}, {
      ...env({ "die|pa": "", "die|pd": "3", "action|Actor.p1": "progress" }),
      rollRoundDice: async (keys) => {
        asked.push([...keys]);
        return keys.map(() => faces.shift() ?? 0);
      },
    });
    expect(asked).toEqual([["pa", "oa", "od"]]);
    expect(events(t).at(-1)).toMatchObject({ type: "round", players: { advance: 6, defense: 3 }, opponents: { advance: 2, defense: 5 } });
  });

  it("rolls all four dice when none is chosen (no die defaults to 1)", async () => {
    const t = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    });
    await buttons.runConflictButton(t, "startRounds", {}, env({}));
    await buttons.runConflictButton(t, "playRound", {}, env({ "die|pa": "", "die|pd": "", "die|oa": "", "die|od": "", "action|Actor.p1": "progress" }, [], [4, 5, 2, 6]));
    expect(events(t).at(-1)).toMatchObject({ type: "round", players: { advance: 4, defense: 5 }, opponents: { advance: 2, defense: 6 } });
  });

  it("rolls a players' die at disadvantage twice and keeps the lower; a die chosen by hand stays", async () => {
    const t = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    });
    await buttons.runConflictButton(t, "startRounds", {}, env({}));
    const asked: string[][] = [];
    const faces = [6, 2, 5, 4, 3];
    await buttons.runConflictButton(t, "playRound", {}, {
      ...env({ "die|pa": "", "die|pd": "", "disadvantage|pa": "1", "disadvantage|pd": "", "action|Actor.p1": "progress" }),
      rollRoundDice: async (keys) => {
        asked.push([...keys]);
        return keys.map(() => faces.shift() ?? 0);
      },
    });
    expect(asked).toEqual([["pa", "pa", "pd", "oa", "od"]]);
    expect(events(t).at(-1)).toMatchObject({ type: "round", players: { advance: 2, defense: 5 }, opponents: { advance: 4, defense: 3 } });

    const hand = kit.makeActor("conflict", { players: [{ id: "Actor.p1", traits: [], strikes: 0 }], opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }] });
    await buttons.runConflictButton(hand, "startRounds", {}, env({}));
    await buttons.runConflictButton(hand, "playRound", {}, env({ "die|pa": "5", "die|pd": "5", "die|oa": "1", "die|od": "1", "disadvantage|pa": "1", "action|Actor.p1": "progress" }));
    expect(events(hand).at(-1)).toMatchObject({ players: { advance: 5 } });
  });

  it("sets a player's relevant flaws from the form, refusing a count out of range", async () => {
    const t = kit.makeActor("conflict", { players: [{ id: "Actor.p1", traits: [], strikes: 0 }], opponents: [] });
    await buttons.runConflictButton(t, "setFlaws", { index: "0" }, env({ "flaws|0": "2" }));
    expect((t.system as { players: Array<{ flaws: number }> }).players[0].flaws).toBe(2);
    await buttons.runConflictButton(t, "setFlaws", { index: "0" }, env({ "flaws|0": "" }));
    expect((t.system as { players: Array<{ flaws: number }> }).players[0].flaws).toBe(0);
    await expect(buttons.runConflictButton(t, "setFlaws", { index: "0" }, env({ "flaws|0": "11" }))).rejects.toMatchObject({ code: "OutOfRange" });
    await expect(buttons.runConflictButton(t, "setFlaws", { index: "3" }, env({ "flaws|3": "1" }))).rejects.toMatchObject({ code: "BadRowIndex" });
  });

  it("steps a player's relevant flaws by the stepper's − and + from the count shown", async () => {
    const t = kit.makeActor("conflict", { players: [{ id: "Actor.p1", traits: [], strikes: 0 }], opponents: [] });
    const flaws = () => (t.system as { players: Array<{ flaws: number }> }).players[0].flaws;
    await buttons.runConflictButton(t, "setFlaws", { index: "0", delta: "1" }, env({ "flaws|0": "1" }));
    expect(flaws()).toBe(2);
    await buttons.runConflictButton(t, "setFlaws", { index: "0", delta: "-1" }, env({ "flaws|0": "2" }));
    expect(flaws()).toBe(1);
    await expect(buttons.runConflictButton(t, "setFlaws", { index: "0", delta: "-1" }, env({ "flaws|0": "0" }))).rejects.toMatchObject({ code: "OutOfRange" });
    expect(flaws()).toBe(1);
  });

  it("rolls to learn after a lost conflict, then learns one skill per 6 on the player's sheet and tells the table", async () => {
    const t = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    });
    const p1 = kit.makeActor(
      "strikeCharacter",
      { skills: [{ id: "haggle", name: "Haggling", skilled: false, ability: null, restricted: false }] },
      "Actor.p1",
    );
    // Learning waits for the end of the conflict.
    await expect(
      buttons.runConflictButton(t, "rollLearning", { player: "Actor.p1" }, env({ "learn-skill|Actor.p1|0": "Haggling" }, [], [6])),
    ).rejects.toMatchObject({ code: "ConflictNotOver" });
    await buttons.runConflictButton(t, "playRound", {}, env({ "die|pa": "1", "die|pd": "1", "die|oa": "6", "die|od": "6", "action|Actor.p1": "progress" }));
    await expect(buttons.runConflictButton(t, "rollLearning", { player: "Actor.p1" }, env({}, [], [6]))).rejects.toMatchObject({ code: "NoSkillsUsed" });

    await buttons.runConflictButton(
      t,
      "rollLearning",
      { player: "Actor.p1" },
      env({ "learn-skill|Actor.p1|0": "Haggling", "learn-other|Actor.p1": "Climbing, Swimming" }, [], [6, 2, 6]),
    );
    expect((t.system as { learning: unknown[] }).learning).toEqual([
      { playerId: "Actor.p1", skills: ["Haggling", "Climbing", "Swimming"], dice: [6, 2, 6], learnt: [] },
    ]);
    await expect(
      buttons.runConflictButton(t, "rollLearning", { player: "Actor.p1" }, env({ "learn-other|Actor.p1": "Riding" }, [], [6])),
    ).rejects.toMatchObject({ code: "AlreadyRolled" });

    const told: Array<[string, boolean]> = [];
    const learnEnv = { ...env({}, [p1]), postLearnt: async (_c: TrackActor, skill: string, done: { added: boolean }) => void told.push([skill, done.added]) };
    await expect(
      buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p1", skill: "Haggling" }, { ...learnEnv, mayWrite: () => false }),
    ).rejects.toMatchObject({ code: "NotMemberOwner" });
    await buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p1", skill: "Haggling" }, learnEnv);
    await buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p1", skill: "Climbing" }, learnEnv);
    await expect(
      buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p1", skill: "Swimming" }, learnEnv),
    ).rejects.toMatchObject({ code: "NoSixLeft" });
    expect(told).toEqual([["Haggling", false], ["Climbing", true]]);
    expect((p1.system as { skills: Array<{ id: string; name: string; skilled: boolean }> }).skills.map((s) => [s.id, s.name, s.skilled])).toEqual([
      ["haggle", "Haggling", true],
      ["climbing", "Climbing", true],
    ]);
    expect((t.system as { learning: Array<{ learnt: string[] }> }).learning[0].learnt).toEqual(["Haggling", "Climbing"]);
  });

  it("for a player who owns the character but not the conflict, sends only the skills and the pick to the GM, rolling nothing", async () => {
    const t = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    });
    const p1 = kit.makeActor("strikeCharacter", {}, "Actor.p1");
    const p2 = kit.makeActor("strikeCharacter", {}, "Actor.p2");
    await buttons.runConflictButton(t, "playRound", {}, env({ "die|pa": "1", "die|pd": "1", "die|oa": "6", "die|od": "6", "action|Actor.p1": "progress" }));
    const writes = (t as unknown as { stored: unknown[] }).stored.length;
    const relayed: LearningRelayRequest[] = [];
    const player = {
      ...env({ "learn-other|Actor.p1": "Rowing, Knots" }, [p1, p2], []),
      rollLearning: async (): Promise<number[]> => {
        throw new Error("a player's client rolls no learning dice");
      },
      mayWrite: (a: TrackActor) => a === p1,
      relayLearning: async (request: LearningRelayRequest) => void relayed.push(request),
    };
    await buttons.runConflictButton(t, "rollLearning", { player: "Actor.p1" }, player);
    await buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p1", skill: "Rowing" }, player);
    expect(relayed).toEqual([
      { step: "roll", playerId: "Actor.p1", skills: ["Rowing", "Knots"] },
      { step: "learn", playerId: "Actor.p1", skill: "Rowing" },
    ]);
    // Nothing is written on this client: the GM records it.
    expect((t as unknown as { stored: unknown[] }).stored).toHaveLength(writes);
    // Another player's character is refused before anything is rolled or asked.
    await expect(
      buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p2", skill: "Rowing" }, player),
    ).rejects.toMatchObject({ code: "NotMemberOwner" });
    await expect(
      buttons.runConflictButton(t, "rollLearning", { player: "Actor.p2" }, { ...player, values: () => ({ "learn-other|Actor.p2": "Rowing" }) }),
    ).rejects.toMatchObject({ code: "NotMemberOwner" });
    expect(relayed).toHaveLength(2);
    // With no GM connected, both steps are refused before anything is checked or asked.
    const alone = { ...player, hasActiveGM: () => false };
    await expect(buttons.runConflictButton(t, "rollLearning", { player: "Actor.p1" }, alone)).rejects.toMatchObject({ code: "NoGMToRecord" });
    await expect(buttons.runConflictButton(t, "learnAfterConflict", { player: "Actor.p1", skill: "Rowing" }, alone)).rejects.toMatchObject({ code: "NoGMToRecord" });
    expect(relayed).toHaveLength(2);
  });

  it("refuses a roller that returns no face, playing nothing", async () => {
    const t = kit.makeActor("conflict", { players: [{ id: "Actor.p1", traits: [], strikes: 0 }], opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }] });
    await buttons.runConflictButton(t, "startRounds", {}, env({}));
    const before = events(t).length;
    await expect(buttons.runConflictButton(t, "playRound", {}, { ...env({}), rollRoundDice: async () => [7] })).rejects.toThrow(/no d6 face/);
    expect(events(t)).toHaveLength(before);
  });

  it("prevents a loss with the named player's action point", async () => {
    const t = kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
    });
    const p1 = strike("Actor.p1");
    await buttons.runConflictButton(t, "playRound", {}, env({ "die|pa": "1", "die|pd": "1", "die|oa": "6", "die|od": "6", "action|Actor.p1": "progress" }));
    await buttons.runConflictButton(t, "preventLoss", { player: "Actor.p1" }, env({}, [p1]));
    expect((p1.system as { actionPoints: number }).actionPoints).toBe(0);
    expect(events(t).map((e) => e.type)).toEqual(["round", "preventLoss"]);
  });

  it("says why when a character, a die or a row is missing, and writes nothing", async () => {
    const t = kit.makeActor("conflict");
    await expect(buttons.runConflictButton(t, "addPlayer", {}, env({ "new-player": "" }))).rejects.toMatchObject({ code: "NoCharacterPicked" });
    await expect(buttons.runConflictButton(t, "addPlayer", {}, env({ "new-player": "Actor.gone" }))).rejects.toMatchObject({ code: "CharacterNotFound" });
    await buttons.runConflictButton(t, "addPlayer", {}, env({ "new-player": "Actor.p1" }, [strike("Actor.p1")]));
    await buttons.runConflictButton(t, "addOpponent", {}, env({ "new-opponent": "Boss" }));
    const before = (t as unknown as { stored: unknown[] }).stored.length;
    await expect(
      buttons.runConflictButton(t, "recordPreparation", { player: "Actor.p1" }, env({ "prep-action|Actor.p1": "scout", "prep-die|Actor.p1": "" })),
    ).rejects.toMatchObject({ code: "NoPreparationDie" });
    await expect(buttons.runConflictButton(t, "removeOpponent", {}, env({}))).rejects.toMatchObject({ code: "BadRowIndex" });
    await expect(buttons.runConflictButton(t, "removeOpponentTrait", { index: "0", trait: "0" }, env({}))).rejects.toMatchObject({ code: "BadRowIndex" });
    expect((t as unknown as { stored: unknown[] }).stored).toHaveLength(before);
  });
});
