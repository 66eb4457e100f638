/** Our writes against an update that behaves as Foundry's does (tests/fakes/storing-actors.ts). */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeChanges } from "../../src/operations/actor-write";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;

beforeAll(async () => {
  kit = await setUpTracks();
});
afterAll(() => vi.unstubAllGlobals());

describe("an update with nothing to change", () => {
  it("resolves undefined and stores nothing; a track write of the same values is not a refusal", async () => {
    const actor = kit.makeActor("character", { meters: { health: 5 }, momentum: 2 });
    expect(await actor.update({ "system.meters.health": 5 })).toBeUndefined();
    await expect(writeChanges(actor, { "system.meters.health": 5, "system.momentum": 2 })).resolves.toBeUndefined();
    expect(kit.ui.shown).toEqual([]);
  });

  it("a refused write still throws", async () => {
    const actor = kit.makeActor("character", { meters: { health: 5 } });
    await expect(writeChanges(actor, { "system.meters.health": 9 })).rejects.toMatchObject({ code: "UpdateRefused" });
  });
});

describe("the pre-update hook", () => {
  it("sees the changes cleaned against the schema (text cast to a number) and its additions are stored", async () => {
    const actor = kit.makeActor("character", { meters: { health: 5 }, momentum: 2 });
    const seen: unknown[] = [];
    const original = Object.getPrototypeOf(Object.getPrototypeOf(actor)) as { _preUpdate(...args: unknown[]): unknown };
    const spy = vi.spyOn(original, "_preUpdate").mockImplementation(async (changes: unknown) => {
      seen.push(structuredClone(changes));
    });
    await actor.update({ "system.meters.health": "3" });
    spy.mockRestore();
    expect(seen).toEqual([{ system: { meters: { health: 3 }, bars: { health: { value: 3 } } } }]);
    expect((actor.system as { bars: { health: { value: number } } }).bars.health.value).toBe(3);
  });
});
