import { describe, expect, it } from "vitest";
import { build } from "../fakes/data-fields";
import { useDocumentWorld } from "../fakes/document-world";
import { findRangeProblems, limitsOf } from "../../src/data/range-guard";
import { updateProblems } from "../../src/data/update-check";

const world = useDocumentWorld();
const { models } = world;

const SKILL_LABEL = "VOWFORGE.ForgedTies.FIELDS.skills.element.label";
const skills = [
  { id: "lore", name: "Lore", stat: "wits", dice: 2, related: [] },
  { id: "climbing", name: "Climbing", stat: "agility", dice: 1, related: [] },
];

function forgedTies(system: Record<string, unknown> = { skills }) {
  return build(models.ForgedTiesCharacterModel, system);
}

const messages = () => world.ui.shown.map((n) => n.message);

describe("limits inside lists", () => {
  it("are collected with '*' for the index, with the list they sit in", () => {
    const dice = limitsOf(models.ForgedTiesCharacterModel).find((l) => l.path === "skills.*.dice");
    expect(dice).toEqual({
      path: "skills.*.dice",
      min: 0,
      max: 5,
      integer: true,
      nullable: false,
      label: null,
      labelKeys: [
        "VOWFORGE.ForgedTies.FIELDS.skills.element.dice.label",
        "VOWFORGE.Common.FIELDS.skills.element.dice.label",
      ],
      lists: [
        {
          path: "skills",
          label: null,
          labelKeys: [SKILL_LABEL, "VOWFORGE.Common.FIELDS.skills.element.label"],
        },
      ],
    });
  });

  it("reach fields inside objects inside lists, and lists of numbers", () => {
    const paths = limitsOf(models.ConflictModel).map((l) => l.path);
    expect(paths).toContain("events.*.players.advance");
    const ruin = limitsOf(models.ForgedTiesCharacterModel).find((l) => l.path === "breaking.ruinSpaces.*");
    expect(ruin).toMatchObject({ min: 1, max: 29, lists: [{ path: "breaking.ruinSpaces" }] });
  });
});

describe("findRangeProblems on lists", () => {
  const limits = () => limitsOf(models.ForgedTiesCharacterModel);

  it("checks a list written whole entry by entry, naming the entry", () => {
    const written = [skills[0], { ...skills[1], dice: 9 }];
    expect(findRangeProblems(limits(), { "system.skills": written })).toEqual([
      {
        path: "system.skills.1.dice",
        value: 9,
        min: 0,
        max: 5,
        label: "VOWFORGE.ForgedTies.FIELDS.skills.element.dice.label",
        entries: [{ label: SKILL_LABEL, index: 2, name: "Climbing" }],
        isEntry: false,
      },
    ]);
  });

  it("accepts a list within its limits, and refuses text, fractions and null in an entry", () => {
    expect(findRangeProblems(limits(), { system: { skills } })).toEqual([]);
    const bad = [
      { ...skills[0], dice: "3" },
      { ...skills[1], dice: 2.5 },
      { id: "x", name: "X", dice: null },
      { id: "y", name: "Y", dice: "many" },
    ];
    const problems = findRangeProblems(limits(), { "system.skills": bad });
    expect(problems.map((p) => p.path)).toEqual([
      "system.skills.1.dice",
      "system.skills.2.dice",
      "system.skills.3.dice",
    ]);
  });

  it("reads an entry's name from the stored data when the update writes into it by index", () => {
    const [problem] = findRangeProblems(limits(), { "system.skills.1.dice": 6 }, { current: forgedTies() });
    expect(problem).toMatchObject({
      path: "system.skills.1.dice",
      entries: [{ index: 2, name: "Climbing" }],
    });
  });

  it("names an entry of a list of numbers as the value itself", () => {
    const [problem] = findRangeProblems(limits(), { "system.breaking.ruinSpaces": [5, 30] });
    expect(problem).toMatchObject({
      path: "system.breaking.ruinSpaces.1",
      value: 30,
      isEntry: true,
      entries: [{ index: 2, name: null }],
    });
  });

  it("walks lists of objects holding objects", () => {
    const stored = { type: "round", players: { advance: 7, defense: 2 }, opponents: { bonusA: -11 } };
    const problems = findRangeProblems(limitsOf(models.ConflictModel), { "system.events": [stored] });
    expect(problems.map((p) => [p.path, p.value])).toEqual([
      ["system.events.0.players.advance", 7],
      ["system.events.0.opponents.bonusA", -11],
    ]);
  });
});

describe("document updates that write lists", () => {
  it("are refused whole with a message naming the entry; nothing is stored", async () => {
    const actor = new world.ActorClass("forgedTiesCharacter", forgedTies());
    const written = [skills[0], { ...skills[1], dice: 9 }];
    expect(await actor.update({ "system.skills": written, "system.notes": "<p>kept?</p>" })).toBeUndefined();
    expect(actor.stored).toEqual([]);
    expect(messages()).toEqual([
      "Skill 2 (Climbing): Skill dice must be a whole number from 0 to 5; 9 was not saved.",
    ]);
    await actor.update({ "system.skills": [skills[0], { ...skills[1], dice: 5 }] });
    expect(actor.stored).toHaveLength(1);
  });

  it("name a list of numbers by its entry, and entries without a name by their place", async () => {
    const actor = new world.ActorClass("forgedTiesCharacter", forgedTies());
    await actor.update({ system: { breaking: { ruinSpaces: [5, 30] } } });
    const conflict = new world.ActorClass("conflict", build(models.ConflictModel, {}));
    await conflict.update({
      "system.players": [{ id: "p1", traits: [], strikes: 101 }],
      "system.opponents": [{ id: "o1", name: "Raiders", traits: [], strikes: -1 }],
    });
    await conflict.preUpdate({ system: { events: [{ type: "round", players: { advance: 7 } }] } });
    expect(messages()).toEqual([
      "Ruin space 2 must be a whole number from 1 to 29; 30 was not saved.",
      "Player 1: Strikes must be a whole number from 0 to 100; 101 was not saved.",
      "Opponent 1 (Raiders): Strikes must be a whole number from 0 to 100; -1 was not saved.",
      "Event 1: Players' Advance die must be a whole number from 1 to 6; 7 was not saved.",
    ]);
    expect([...actor.stored, ...conflict.stored]).toEqual([]);
  });
});

describe("an asset meter within its own minimum and maximum", () => {
  const asset = () =>
    new world.ItemClass(
      "asset",
      build(models.AssetModel, { meter: { enabled: true, label: "Health", value: 2, min: 1, max: 4 } }),
    );

  it("refuses a value outside the meter's own range, though within the schema's", async () => {
    const item = asset();
    await item.update({ "system.meter.value": 5 });
    await item.update({ system: { meter: { value: 0 } } });
    expect(item.stored).toEqual([]);
    expect(messages()).toEqual([
      "Meter value must be a whole number from 1 to 4; 5 was not saved.",
      "Meter value must be a whole number from 1 to 4; 0 was not saved.",
    ]);
  });

  it("refuses a bound moved past the value, naming how far it may go", async () => {
    const item = asset();
    await item.update({ "system.meter.max": 1 });
    await item.update({ "system.meter.min": 3 });
    expect(item.stored).toEqual([]);
    expect(messages()).toEqual([
      "Meter maximum must be a whole number from 2 to 99; 1 was not saved.",
      "Meter minimum must be a whole number from 0 to 2; 3 was not saved.",
    ]);
  });

  it("checks the value against bounds written in the same update", async () => {
    const item = asset();
    await item.update({ "system.meter.max": 6, "system.meter.value": 6 });
    await item.update({ system: { meter: { min: 0, value: 0, max: 3 } } });
    expect(item.stored).toHaveLength(2);
    await item.update({ "system.meter.max": 3, "system.meter.value": 4 });
    expect(item.stored).toHaveLength(2);
    expect(messages()).toEqual(["Meter value must be a whole number from 1 to 3; 4 was not saved."]);
  });

  it("shows one message for a value outside both the schema and the meter", () => {
    const item = asset();
    const problems = updateProblems(item, { "system.meter.value": 120 });
    expect(problems).toEqual([expect.objectContaining({ path: "system.meter.value", min: 0, max: 99 })]);
  });

  it("leaves meters alone that the update does not touch", () => {
    const stored = build(models.AssetModel, { meter: { value: 2, min: 1, max: 4 } });
    expect(updateProblems({ type: "asset", system: stored }, { "system.meter.label": "Ammo" })).toEqual([]);
  });
});
