import { BAR_SOURCES } from "../../src/data/actor/bars";
import type * as ConflictData from "../../src/data/actor/team-conflict";
import { beforeAll, describe, expect, it } from "vitest";
import {
  build,
  DataModelValidationError,
  useDataModels,
  type DataModel,
  type SchemaField,
} from "../fakes/data-fields";
import { collectLimits, limitsOf } from "../../src/data/range-guard";
import { getPath } from "../../src/paths";
import { updateProblems } from "../../src/data/update-check";
import { expectStoredWithinLimits, fixedLimits, prng, randomFixedChanges } from "./random-updates";
import { PROPERTY_TIMEOUT_MS } from "../support/property";
import { RulesError } from "../../src/rules/errors";
import { type ConflictEvent } from "../../src/rules/team-conflict-tracker";
import { type TeamActionId } from "../../src/rules/team-conflict";

const models = useDataModels();
let conflictData: typeof ConflictData;

beforeAll(async () => {
  conflictData = await import("../../src/data/actor/team-conflict");
});

function limits(model: unknown): Record<string, [number, number]> {
  const schema = (model as { schema: SchemaField }).schema;
  return Object.fromEntries(collectLimits(schema).map((l) => [l.path, [l.min, l.max]]));
}

function joint(model: unknown): (data: object) => void {
  return (data) => (model as { validateJoint(d: object): void }).validateJoint(data);
}

describe("registration", () => {
  it("adds the four subtypes and keeps the existing ones", () => {
    expect(Object.keys(models.actorModels)).toEqual([
      "character",
      "shared",
      "foe",
      "starship",
      "forgedTiesCharacter",
      "augurCharacter",
      "strikeCharacter",
      "conflict",
    ]);
  });

  it("gives each new model the common prefix and its own", () => {
    expect(models.ForgedTiesCharacterModel.LOCALIZATION_PREFIXES).toEqual([
      "VOWFORGE.Common",
      "VOWFORGE.ForgedTies",
    ]);
    expect(models.AugurCharacterModel.LOCALIZATION_PREFIXES).toEqual(["VOWFORGE.Common", "VOWFORGE.Augur"]);
    expect(models.StrikeCharacterModel.LOCALIZATION_PREFIXES).toEqual(["VOWFORGE.Common", "VOWFORGE.Strike"]);
    expect(models.ConflictModel.LOCALIZATION_PREFIXES).toEqual(["VOWFORGE.Common", "VOWFORGE.Conflict"]);
  });

  it("every trackable bar of the new types is derived, and a HUD edit maps to a stored number", () => {
    const types = ["forgedTiesCharacter", "augurCharacter", "strikeCharacter", "conflict"] as const;
    for (const type of types) {
      const Model = models.actorModels[type];
      const model = build(Model);
      const numeric = limitsOf(Model).map((l) => l.path);
      for (const path of models.TRACKABLE_ATTRIBUTES[type].bar) {
        expect(getPath(model, path)).toMatchObject({ value: expect.any(Number), max: expect.any(Number) });
        if (path === "bars.harmSlots") continue; // shown only: a harm needs a name
        expect(numeric).toContain(BAR_SOURCES[path]);
      }
    }
    expect(Object.keys(models.TRACKABLE_ATTRIBUTES)).toEqual(
      expect.arrayContaining(["character", "shared", "foe", "starship"]),
    );
  });
});

describe("Forged Ties character", () => {
  it("bounds every fixed number", () => {
    const l = limits(models.ForgedTiesCharacterModel);
    for (const stat of ["strength", "agility", "wits", "presence"]) {
      expect(l[`stats.${stat}`]).toEqual([0, 5]);
      expect(l[`statTracks.${stat}.marked`]).toEqual([0, 30]);
      expect(l[`statTracks.${stat}.length`]).toEqual([1, 30]);
    }
    expect(l["breaking.marked"]).toEqual([0, 30]);
    expect(l["breaking.length"]).toEqual([2, 30]);
    expect(l["heart.marked"]).toEqual([0, 30]);
    expect(l["advances.length"]).toEqual([1, 30]);
    expect(l["forge.marked"]).toEqual([0, 30]);
    expect(l["forge.length"]).toEqual([1, 30]);
    // Inside lists: a skill's dice and each ruin space.
    expect(l["skills.*.dice"]).toEqual([0, 5]);
    expect(l["breaking.ruinSpaces.*"]).toEqual([1, 29]);
    expect(l["ruinAdvancesDue"]).toEqual([0, 30]);
    // The clocks a character carries: 4..12 segments, 0..12 filled (the rules hold filled to the size).
    expect([l["clocks.*.segments"], l["clocks.*.filled"]]).toEqual([[4, 12], [0, 12]]);
    expect(Object.keys(l)).toHaveLength(4 + 8 + 2 + 2 + 2 + 2 + 2 + 1 + 2);
  });

  it("starts with the rules' default layout", () => {
    expect(build(models.ForgedTiesCharacterModel, {}).toObject()).toEqual({
      stats: { strength: 1, agility: 1, wits: 1, presence: 1 },
      skills: [],
      breaking: { marked: 0, length: 10, ruinSpaces: [5, 8] },
      heart: { marked: 0, length: 3 },
      harm: [null, null, null],
      ruinAdvances: [],
      ruinAdvancesDue: 0,
      advances: { marked: 0, length: 5 },
      statTracks: {
        strength: { marked: 0, length: 4 },
        agility: { marked: 0, length: 4 },
        wits: { marked: 0, length: 4 },
        presence: { marked: 0, length: 4 },
      },
      forge: { marked: 0, length: 10, requirements: [] },
      bonds: [],
      notes: "",
      clocks: [],
    });
  });

  it("validates skills: dice 0..5, a known stat", () => {
    const skill = { id: "climb", name: "Climb", stat: "agility", dice: 2, related: [] };
    expect(build(models.ForgedTiesCharacterModel, { skills: [skill] }).toObject().skills).toEqual([skill]);
    expect(() => build(models.ForgedTiesCharacterModel, { skills: [{ ...skill, stat: "luck" }] })).toThrow(
      /valid choice/,
    );
    expect(() => build(models.ForgedTiesCharacterModel, { skills: [{ ...skill, dice: 2.5 }] })).toThrow(
      DataModelValidationError,
    );
  });

  it("derives forge dice, breaking boxes, harm and skill pools", () => {
    const c = build(models.ForgedTiesCharacterModel, {
      breaking: { marked: 5, length: 10, ruinSpaces: [5, 8] },
      heart: { marked: 2, length: 3 },
      harm: [{ name: "Cut", broken: true }, { name: "Bruise", broken: false }, null],
      forge: { marked: 6, length: 10, requirements: [{ id: "a", label: "A", met: true }] },
      skills: [
        { id: "climb", name: "Climb", stat: "agility", dice: 2, related: ["run", "gone", "climb"] },
        { id: "run", name: "Run", stat: "agility", dice: 3, related: [] },
      ],
      statTracks: { wits: { marked: 4, length: 4 } },
    });
    expect(c.forgeDice).toBe(3);
    expect(c.allRequirementsMet).toBe(true);
    expect(c.harmCount).toBe(2);
    expect(c.unbrokenHarm).toEqual([1]);
    expect(c.isBroken).toBe(false);
    expect((c.breakingBoxes as Array<{ ruin: boolean }>).map((b) => b.ruin)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect((c.breakingBoxes as unknown[])[9]).toEqual({ box: 10, marked: false, ruin: false, broken: true });
    expect(c.statTrackChoices).toEqual(["strength", "agility", "presence"]);
    // Unknown and self references add nothing.
    expect(c.skillDice).toEqual([
      { id: "climb", skillDice: 2, relatedSkillDice: 3 },
      { id: "run", skillDice: 3, relatedSkillDice: 0 },
    ]);
    expect(c.bars).toEqual({
      breaking: { value: 5, min: 0, max: 10 },
      heart: { value: 2, min: 0, max: 3 },
      harmSlots: { value: 2, min: 0, max: 3 },
    });
    expect(c.toObject()).not.toHaveProperty("forgeDice");
  });

  it("forge dice follow 1 + floor(marked / 3)", () => {
    const dice = [0, 2, 3, 5, 6, 8, 9, 10].map(
      (marked) => build(models.ForgedTiesCharacterModel, { forge: { marked } }).forgeDice,
    );
    expect(dice).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("refuses jointly what the rules cannot read", () => {
    const check = joint(models.ForgedTiesCharacterModel);
    const ok = build(models.ForgedTiesCharacterModel, {}).toObject();
    expect(() => check(ok)).not.toThrow();
    const bad = (patch: Record<string, unknown>) => () => check({ ...structuredClone(ok), ...patch });
    expect(bad({ breaking: { marked: 11, length: 10, ruinSpaces: [5, 8] } })).toThrow(RulesError);
    expect(bad({ breaking: { marked: 0, length: 10, ruinSpaces: [10] } })).toThrow(/Broken box/);
    expect(bad({ heart: { marked: 4, length: 3 } })).toThrow(RulesError);
    expect(bad({ harm: [] })).toThrow(RulesError);
    expect(bad({ harm: [{ name: " ", broken: false }] })).toThrow(/harm\[0\]\.name/);
    expect(bad({ ruinAdvances: ["a", "A"] })).toThrow(/twice/);
    expect(
      bad({ forge: { marked: 0, length: 10, requirements: [{ id: "x y", label: "", met: false }] } }),
    ).toThrow(/id/);
    expect(
      bad({
        bonds: [
          { characterId: "Actor.a", marked: true },
          { characterId: "Actor.a", marked: false },
        ],
      }),
    ).toThrow(/two bonds/);
    expect(bad({ skills: [{ id: "a", name: "", stat: "wits", dice: 1, related: [] }] })).toThrow(/blank/);
  });
});

describe("Augur character", () => {
  it("bounds every number and starts with momentum 2, harm 0 of 3", () => {
    const l = limits(models.AugurCharacterModel);
    for (const a of ["prowess", "finesse", "insight", "presence", "resolve"])
      expect(l[`approaches.${a}`]).toEqual([0, 6]);
    expect(l.harm).toEqual([0, 12]);
    expect(l.harmMax).toEqual([1, 12]);
    expect(l.momentum).toEqual([0, 6]);
    expect([l["clocks.*.segments"], l["clocks.*.filled"]]).toEqual([[4, 12], [0, 12]]);
    expect(Object.keys(l)).toHaveLength(8 + 2);
    expect(build(models.AugurCharacterModel, {}).toObject()).toEqual({
      approaches: { prowess: 0, finesse: 0, insight: 0, presence: 0, resolve: 0 },
      expertise: [],
      abilities: [],
      bonds: [],
      harm: 0,
      harmMax: 3,
      momentum: 2,
      notes: "",
      clocks: [],
    });
  });

  it("derives threat dice from harm, the burn offer, bonus abilities and bars", () => {
    const c = build(models.AugurCharacterModel, {
      harm: 2,
      momentum: 4,
      abilities: [
        { id: "keen", name: "Keen eye", text: "", bonusDie: true },
        { id: "calm", name: "Calm", text: "<p>x</p>", bonusDie: false },
      ],
    });
    expect(c.threatDice).toBe(2);
    expect(c.canBurn).toBe(true);
    expect(c.bonusAbilities).toEqual(["keen"]);
    expect(c.bars).toEqual({ harm: { value: 2, min: 0, max: 3 }, momentum: { value: 4, min: 0, max: 6 } });
    expect(build(models.AugurCharacterModel, { momentum: 3 }).canBurn).toBe(false);
  });

  it("refuses harm above the harm maximum and duplicate or blank entries", () => {
    const check = joint(models.AugurCharacterModel);
    const ok = build(models.AugurCharacterModel, {}).toObject();
    expect(() => check(ok)).not.toThrow();
    expect(() => check({ ...ok, harm: 4 })).toThrow(/harm/);
    expect(() =>
      check({
        ...ok,
        expertise: [
          { id: "a", name: "A" },
          { id: "a", name: "B" },
        ],
      }),
    ).toThrow(/twice/);
    expect(() => check({ ...ok, abilities: [{ id: "a", name: "", text: "", bonusDie: false }] })).toThrow(
      /blank/,
    );
  });
});

describe("Strike! character", () => {
  it("bounds every number and starts at wealth 1 with 1 action point", () => {
    expect(limits(models.StrikeCharacterModel)).toEqual({
      "wealth.tier": [0, 10],
      "wealth.short": [0, 2],
      "wealth.broke": [0, 20],
      "minor.winded": [0, 2],
      "major.physical": [0, 10],
      "major.mental": [0, 10],
      "major.other": [0, 10],
      actionPoints: [0, 20],
      strikes: [0, 100],
      "clocks.*.segments": [4, 12],
      "clocks.*.filled": [0, 12],
    });
    expect(build(models.StrikeCharacterModel, {}).toObject()).toEqual({
      skills: [],
      wealth: { tier: 1, short: 0, broke: 0 },
      minor: { angry: false, winded: 0, lostConfidence: null, exhausted: false },
      major: { physical: 0, mental: 0, other: 0 },
      actionPoints: 1,
      relationships: [],
      traits: [],
      strikes: 0,
      notes: "",
      clocks: [],
    });
  });

  it("keeps a skill's ability among the six, or none", () => {
    const skill = { id: "lift", name: "Lift", skilled: true, ability: "strength", restricted: true };
    expect(build(models.StrikeCharacterModel, { skills: [skill] }).toObject().skills).toEqual([skill]);
    expect(
      build(models.StrikeCharacterModel, { skills: [{ id: "x", name: "X" }] }).toObject().skills,
    ).toEqual([{ id: "x", name: "X", skilled: true, ability: null, restricted: false }]);
    expect(() => build(models.StrikeCharacterModel, { skills: [{ ...skill, ability: "luck" }] })).toThrow(
      /valid choice/,
    );
    expect(() => build(models.StrikeCharacterModel, { minor: { lostConfidence: "luck" } })).toThrow(
      /valid choice/,
    );
  });

  it("derives the effective wealth tier, the roll penalty, minor conditions and the AP bar", () => {
    const c = build(models.StrikeCharacterModel, {
      wealth: { tier: 3, short: 1, broke: 1 },
      major: { physical: 1, mental: 2, other: 0 },
      minor: { angry: true, winded: 1, lostConfidence: null, exhausted: false },
      actionPoints: 5,
    });
    expect(c.effectiveTier).toBe(1);
    expect(c.majorConditions).toBe(3);
    expect(c.activeMinor).toEqual(["angry", "winded"]);
    expect(c.bars).toEqual({ actionPoints: { value: 5, min: 0, max: 5 } });
    expect(build(models.StrikeCharacterModel, {}).bars).toEqual({
      actionPoints: { value: 1, min: 0, max: 3 },
    });
  });

  it("refuses more than 10 major conditions in all and duplicate skill ids", () => {
    const check = joint(models.StrikeCharacterModel);
    const ok = build(models.StrikeCharacterModel, {}).toObject();
    expect(() => check(ok)).not.toThrow();
    expect(() => check({ ...ok, major: { physical: 5, mental: 5, other: 1 } })).toThrow(/in all/);
    const skill = { id: "a", name: "A", skilled: true, ability: null, restricted: false };
    expect(() => check({ ...ok, skills: [skill, skill] })).toThrow(/twice/);
    expect(() => check({ ...ok, skills: [{ ...skill, restricted: "yes" }] })).toThrow(/restricted/);
  });
});

describe("team conflict", () => {
  const players = [{ id: "Actor.p1", traits: [{ id: "brave", name: "Brave" }], strikes: 0 }];
  const opponents = [{ id: "o1", name: "Guard", traits: [], strikes: 0 }];
  const round = (
    advance: number,
    defense: number,
    oa: number,
    od: number,
    action: TeamActionId = "progress",
  ): ConflictEvent => ({
    type: "round",
    players: { advance, defense, actions: { "Actor.p1": action } },
    opponents: { advance: oa, defense: od },
  });

  it("bounds the stored members and starts empty", () => {
    // Every number sits inside a list: members' strikes and the dice and bonuses of each event.
    const side = (name: string) => ({
      [`events.*.${name}.advance`]: [1, 6],
      [`events.*.${name}.defense`]: [1, 6],
      [`events.*.${name}.bonusA`]: [-10, 10],
      [`events.*.${name}.bonusD`]: [-10, 10],
    });
    expect(limits(models.ConflictModel)).toEqual({
      "players.*.strikes": [0, 100],
      "players.*.flaws": [0, 10],
      "opponents.*.strikes": [0, 100],
      "events.*.die": [1, 6],
      "learning.*.dice.*": [1, 6],
      ...side("players"),
      ...side("opponents"),
    });
    expect(build(models.ConflictModel, {}).toObject()).toEqual({
      opponentsName: "",
      players: [],
      opponents: [],
      events: [],
      learning: [],
      notes: "",
    });
    const c = build(models.ConflictModel, {});
    expect(c.tracker).toBeNull();
    expect(c.problem).toBeNull();
  });

  it("stores every kind of event and reads it back as the rules' event", () => {
    const events: ConflictEvent[] = [
      { type: "prepare", playerId: "Actor.p1", action: "fortify", die: 5 },
      { type: "startRounds" },
      {
        type: "round",
        players: {
          advance: 3,
          defense: 4,
          bonusA: 1,
          bonusD: 0,
          actions: { "Actor.p1": "progress" },
          stockUp: [{ playerId: "Actor.p1", roll: "A" }],
        },
        opponents: { advance: 2, defense: 2, bonusA: 0, bonusD: -1, actions: { o1: "block" } },
      },
      { type: "preventLoss" },
      { type: "assignHit", side: "players", memberId: "Actor.p1", as: "trait", traitId: "brave" },
      { type: "assignHit", side: "opponents", memberId: "o1", as: "strike" },
      { type: "recover", side: "opponents", as: "none" },
      { type: "recover", side: "players", memberId: "Actor.p1", as: "strike" },
    ];
    for (const event of events) {
      const stored = conflictData.toStoredEvent(event);
      // The stored form passes the schema and has no key with a dot in it.
      const model = build(models.ConflictModel, { players, opponents, events: [stored] });
      expect(JSON.stringify(model.toObject().events)).not.toMatch(/"[^"]*\.[^"]*":/);
      const back = conflictData.toRulesEvent(
        (model.toObject().events as ConflictData.StoredConflictEvent[])[0],
      );
      expect(back).toEqual(
        event.type === "round"
          ? {
              ...event,
              players: { bonusA: 0, bonusD: 0, stockUp: [], ...event.players },
              opponents: { bonusA: 0, bonusD: 0, actions: {}, ...event.opponents },
            }
          : event,
      );
    }
  });

  it("derives the tracker state by replaying the events", () => {
    const stored = [round(6, 6, 1, 1)].map(conflictData.toStoredEvent);
    const c = build(models.ConflictModel, { players, opponents, events: stored });
    expect(c.problem).toBeNull();
    expect(c.round).toBe(1);
    const tracker = c.tracker as { phase: string; result: string; aftermath: unknown };
    expect(tracker.phase).toBe("ended");
    expect(tracker.result).toBe("win");
    expect(tracker.aftermath).toMatchObject({ conditions: ["none"], concession: "none" });
  });

  it("reports the event the rules refuse, and refuses it jointly", () => {
    const reckless = round(1, 1, 3, 4, "recklessEffort");
    const stored = [reckless, reckless].map(conflictData.toStoredEvent);
    const data = build(models.ConflictModel, { players, opponents, events: stored });
    // The first round is a push: hits are pending, so a second round is refused.
    expect(data.problem).toMatchObject({ index: 1, code: "PendingChoices" });
    expect(data.tracker).toBeNull();
    expect(() => joint(models.ConflictModel)(data.toObject())).toThrow(RulesError);
    expect(() =>
      joint(models.ConflictModel)({ ...data.toObject(), events: stored.slice(0, 1) }),
    ).not.toThrow();
  });

  it("refuses events without members and members the rules refuse", () => {
    const check = joint(models.ConflictModel);
    expect(() =>
      check({ players: [], opponents: [], events: [conflictData.toStoredEvent({ type: "startRounds" })] }),
    ).toThrow(/players and opponents/);
    expect(() =>
      check({ players: [{ id: "has space", traits: [], strikes: 0 }], opponents: [], events: [] }),
    ).toThrow(RulesError);
    expect(() => check({ players, opponents: [], events: [] })).not.toThrow();
  });
});

describe("random updates through the guard and the schema", () => {
  it.each([
    ["forgedTiesCharacter", 11],
    ["augurCharacter", 12],
    ["strikeCharacter", 13],
  ] as const)("%s: nothing stored is ever out of range; refused updates change nothing", (type, seed) => {
    const Model = models.actorModels[type] as unknown as new () => DataModel;
    const fieldLimits = fixedLimits(Model);
    const random = prng(seed);
    const model = new Model();
    let refused = 0;
    let accepted = 0;
    for (let round = 0; round < 2000; round++) {
      const changes = randomFixedChanges(random, fieldLimits);
      const before = model.toObject();
      const problems = updateProblems({ type, system: model }, changes);
      if (problems.length > 0) {
        refused++;
        expect(model.toObject()).toEqual(before);
        for (const problem of problems) expect(problem.path in changes).toBe(true);
        continue;
      }
      accepted++;
      const inner = Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [k.slice("system.".length), v]),
      );
      expect(() => model.updateSource(inner)).not.toThrow();
      for (const [path, value] of Object.entries(inner)) {
        expect(getPath(model.toObject(), path)).toBe(value === null ? null : Number(value));
      }
      expectStoredWithinLimits(model.toObject(), fieldLimits);
    }
    expect(refused).toBeGreaterThan(200);
    expect(accepted).toBeGreaterThan(200);
  }, PROPERTY_TIMEOUT_MS);
});
