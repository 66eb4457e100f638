/**
 * The update guard reads the shape of an update before its values. Each attack below once passed the
 * guard unread (the range, bounds and special-key checks look only at numbers where the schema has
 * them) and reached Foundry's cleaning; now each is refused with a message in the user's language and
 * nothing is stored.
 */
import { describe, expect, it } from "vitest";
import { build } from "../fakes/data-fields";
import { useDocumentWorld } from "../fakes/document-world";
import type { FakeDocument } from "../fakes/documents";
import { installUiFakes } from "../fakes/foundry-ui";
import { structureProblems } from "../../src/data/structure-guard";
import { updateProblems } from "../../src/data/update-check";
import { flatten, getPath, setPath } from "../../src/paths";

const world = useDocumentWorld();
const { models } = world;

const character = () => new world.ActorClass("character", build(models.CharacterModel, {}));

/** Refused through the document's update: nothing stored, one localised message at least. */
async function refused(document: FakeDocument, changes: unknown): Promise<string[]> {
  expect(await document.update(changes)).toBeUndefined();
  expect(document.stored).toEqual([]);
  const messages = world.ui.shown.map((n) => n.message);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message).not.toMatch(/VOWFORGE\.|\{\w+\}/);
  return messages;
}

describe("whole groups and lists replaced by something else", () => {
  it("refuses a group set to null, naming it", async () => {
    expect(await refused(character(), { "system.meters": null })).toEqual([
      "Condition meters holds several values and cannot be replaced by nothing (null); nothing was saved. Change the values one by one.",
    ]);
  });

  it("refuses the whole data replaced by a list, text or a number", async () => {
    expect(await refused(character(), { system: [] })).toEqual([
      "The document's data holds several values and cannot be replaced by a list; nothing was saved. Change the values one by one.",
    ]);
    await refused(character(), { system: "hello" });
    await refused(character(), { system: 5 });
    await refused(character(), { "==system": null });
  });

  it("refuses nested and forced forms of the same", async () => {
    for (const changes of [
      { system: { stats: [] } },
      { system: { meters: "full" } },
      { "system.==meters": [] },
      { system: { "==stats": null } },
      { "system.debilities": true },
    ]) {
      world.ui = installUiFakes();
      await refused(character(), changes);
    }
  });

  it("refuses a list written as a group, text or null, and a list entry of the wrong shape", async () => {
    const ft = () => new world.ActorClass("forgedTiesCharacter", build(models.ForgedTiesCharacterModel, {}));
    expect(await refused(ft(), { "system.skills": { 0: { dice: 2 } } })).toEqual([
      "Skills is a list and cannot be replaced by a group of values; nothing was saved.",
    ]);
    world.ui = installUiFakes();
    await refused(ft(), { "system.skills": null });
    world.ui = installUiFakes();
    await refused(ft(), { "system.skills": [5] });
    world.ui = installUiFakes();
    await refused(ft(), { "system.skills.length": 0 });
  });

  it("refuses a single value given a group or a list, or a key inside it", async () => {
    expect(await refused(character(), { "system.momentum": { value: 3 } })).toEqual([
      "Momentum holds a single value and cannot be given a group of values; nothing was saved.",
    ]);
    world.ui = installUiFakes();
    await refused(character(), { "system.stats.edge.x": 1 });
    world.ui = installUiFakes();
    await refused(new world.ItemClass("asset", build(models.AssetModel, {})), { "system.meter.label": ["Ammo"] });
  });

  it("lets null through where the schema allows it (an empty harm slot)", () => {
    const ft = { type: "forgedTiesCharacter", system: build(models.ForgedTiesCharacterModel, {}) };
    expect(updateProblems(ft, { "system.harm": [null, { name: "Cut", broken: false }, null] })).toEqual([]);
  });
});

describe("keys every object inherits", () => {
  it.each([
    ["a prototype path under system", { "system.__proto__.x": 1 }],
    ["constructor.prototype at the top", { "constructor.prototype.x": 1 }],
    ["constructor under a group", { "system.meters.constructor": { prototype: { x: 1 } } }],
    ["a forced replacement of __proto__", { "system.==__proto__": { x: 1 } }],
    ["toString in flags", { flags: { vowforge: { toString: 1 } } }],
    ["__proto__ inside a list entry", { "system.clocks": [JSON.parse('{"__proto__": {"x": 1}}')] }],
    [
      "a JSON __proto__ wrapping the update",
      JSON.parse('{"__proto__": {"system": {"meters": {"health": 99}}}}'),
    ],
    ["a JSON __proto__ wrapping system", JSON.parse('{"system": {"__proto__": {"momentum": 99}}}')],
  ])("refuses %s", async (_name, changes) => {
    const messages = await refused(character(), changes);
    expect(
      messages.some((m) => /^A change cannot name "(__proto__|constructor|toString|prototype)"/.test(m)),
    ).toBe(true);
  });

  it("refuses an update whose prototype carries the data", async () => {
    const wrapped = Object.create({ system: { meters: { health: 99 } } }) as object;
    expect(await refused(character(), wrapped)).toEqual([
      "This change is not in the shape Vowforge expects (something it cannot read); nothing was saved.",
    ]);
    world.ui = installUiFakes();
    await refused(character(), [{ "system.momentum": 3 }]);
  });

  it("never writes into Object.prototype while reading an update", () => {
    const attack = JSON.parse('{"system": {"==meters": {"__proto__": {"polluted": 1}}}}') as unknown;
    updateProblems({ type: "character", system: build(models.CharacterModel, {}) }, attack);
    structureProblems(models.CharacterModel, attack);
    const target: Record<string, unknown> = {};
    setPath(target, "__proto__.polluted", 1);
    setPath(target, "constructor.prototype.polluted", 1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(getPath({}, "constructor")).toBeUndefined();
    expect(getPath({ a: { b: 1 } }, "a.b")).toBe(1);
    const flat = flatten(JSON.parse('{"__proto__": []}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(flat)).toBe(Object.prototype);
    expect(Object.keys(flat)).toEqual(["__proto__"]);
  });
});

describe("what stays allowed", () => {
  it("lets ordinary updates, unknown keys, operators and special keys through to the other checks", () => {
    const document = { type: "character", system: build(models.CharacterModel, {}) };
    expect(
      updateProblems(document, { name: "Kai", "system.meters.health": 4, system: { notes: "<p>x</p>" } }),
    ).toEqual([]);
    expect(updateProblems(document, { "system.unknown": { deep: [1] }, "flags.vowforge.x": [1, 2] })).toEqual(
      [],
    );
    expect(updateProblems(document, { "system.debilities": {} })).toEqual([]);
    expect(updateProblems(document, { "flags.vowforge.-=note": null })).toEqual([]);
    expect(updateProblems(document, null)).toEqual([]);
    expect(updateProblems(document, undefined)).toEqual([]);
  });
});
