import { describe, expect, it } from "vitest";
import {
  changesBetween,
  requireType,
  requireUuid,
  writeChanges,
  writeState,
} from "../../src/operations/actor-write";
import { RulesError } from "../../src/rules/errors";

function recorder(refuse = false) {
  const stored: unknown[] = [];
  return {
    type: "augurCharacter",
    system: {},
    uuid: "Actor.a",
    stored,
    async update(data: Record<string, unknown>) {
      stored.push(data);
      return refuse ? undefined : this;
    },
  };
}

describe("changesBetween", () => {
  it("walks objects, writes lists whole and leaves equal values out", () => {
    expect(
      changesBetween(
        { a: { b: 1, c: 2 }, list: [1, 2], same: [3], text: "x" },
        { a: { b: 1, c: 3 }, list: [1, 2, 3], same: [3], text: "y" },
      ),
    ).toEqual({ "system.a.c": 3, "system.list": [1, 2, 3], "system.text": "y" });
  });

  it("copies what it writes", () => {
    const list = [{ name: "x" }];
    const out = changesBetween({ list: [] }, { list });
    list[0].name = "changed";
    expect(out["system.list"]).toEqual([{ name: "x" }]);
  });
});

describe("writing", () => {
  it("sends nothing for no change, one update otherwise", async () => {
    const actor = recorder();
    await writeState(actor, { a: 1 }, { a: 1 });
    expect(actor.stored).toEqual([]);
    await writeState(actor, { a: 1 }, { a: 2 });
    expect(actor.stored).toEqual([{ "system.a": 2 }]);
  });

  it("takes an update that changed nothing (Foundry resolves undefined on an empty diff) as done", async () => {
    // The values are already stored: Foundry's update finds no difference and resolves undefined.
    const actor = { ...recorder(true), system: { a: 1, nested: { b: [2] } } };
    await expect(writeChanges(actor, { "system.a": 1, "system.nested.b": [2] })).resolves.toBeUndefined();
  });

  it("throws when the actor refused the update", async () => {
    await expect(writeChanges(recorder(true), { "system.a": 1 })).rejects.toMatchObject({
      code: "UpdateRefused",
    });
  });

  it("checks the subtype and the UUID", () => {
    const actor = recorder();
    expect(() => requireType(actor, "augurCharacter")).not.toThrow();
    expect(() => requireType(actor, "conflict")).toThrow(RulesError);
    expect(requireUuid(actor)).toBe("Actor.a");
    expect(() => requireUuid({ ...actor, uuid: null })).toThrow(/UUID/);
  });
});
