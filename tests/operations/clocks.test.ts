import type * as Clocks from "../../src/operations/clocks";
import type * as Settings from "../../src/settings";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { fakeSettings, type FakeSettings } from "../fakes/settings";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let clocks: typeof Clocks;
let settings: typeof Settings;
let store: FakeSettings;

beforeAll(async () => {
  kit = await setUpTracks();
  store = fakeSettings(true);
  vi.stubGlobal("game", { ...(globalThis as unknown as { game: object }).game, settings: store });
  clocks = await import("../../src/operations/clocks");
  settings = await import("../../src/settings");
  settings.registerSettings();
});
afterAll(() => vi.unstubAllGlobals());

function stored(actor: { system: unknown }) {
  return (actor.system as { clocks: unknown[] }).clocks;
}

async function refused(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RulesError);
  expect((error as RulesError).code).toBe(code);
}

describe("a character's clocks", () => {
  it("every character of the five rulesets starts with an empty list", () => {
    for (const type of ["character", "forgedTiesCharacter", "augurCharacter", "strikeCharacter"] as const) {
      expect(stored(kit.makeActor(type))).toEqual([]);
    }
  });

  it("creates, advances to completion, clears, edits and deletes, one write each", async () => {
    const actor = kit.makeActor("augurCharacter");
    const box = clocks.actorClockStore(actor);
    const created = await clocks.runClockOp(box, {
      action: "create",
      name: "  The Ritual ",
      segments: 4,
      visibility: "all",
    });
    expect(created).toMatchObject({
      event: "create",
      clock: { id: "the-ritual", name: "The Ritual", segments: 4, filled: 0 },
    });
    expect(await clocks.runClockOp(box, { action: "advance", clockId: "the-ritual", by: 2 })).toMatchObject({
      event: "advance",
      added: 2,
      clock: { filled: 2 },
    });
    expect(await clocks.runClockOp(box, { action: "advance", clockId: "the-ritual", by: 5 })).toMatchObject({
      event: "complete",
      added: 2,
      clock: { filled: 4 },
    });
    expect(await clocks.runClockOp(box, { action: "clear", clockId: "the-ritual" })).toMatchObject({
      event: "clear",
      clock: { filled: 0 },
    });
    await clocks.runClockOp(box, {
      action: "edit",
      clockId: "the-ritual",
      name: "Rite",
      segments: 8,
      visibility: "gm",
    });
    expect(stored(actor)).toEqual([
      { id: "the-ritual", name: "Rite", segments: 8, filled: 0, visibility: "gm" },
    ]);
    await clocks.runClockOp(box, { action: "delete", clockId: "the-ritual" });
    expect(stored(actor)).toEqual([]);
    expect(actor.stored).toHaveLength(6);
    expect(actor.stored[0]).toEqual({
      "system.clocks": [{ id: "the-ritual", name: "The Ritual", segments: 4, filled: 0, visibility: "all" }],
    });
  });

  it("gives a second clock of the same name its own id", async () => {
    const actor = kit.makeActor("character");
    const box = clocks.actorClockStore(actor);
    await clocks.runClockOp(box, { action: "create", name: "Storm", segments: 6, visibility: "all" });
    const second = await clocks.runClockOp(box, {
      action: "create",
      name: "Storm",
      segments: 6,
      visibility: "all",
    });
    expect(second.clock.id).toBe("storm-2");
  });

  it("refuses what the rules refuse and writes nothing", async () => {
    const actor = kit.makeActor("strikeCharacter", {
      clocks: [{ id: "done", name: "Done", segments: 4, filled: 4, visibility: "all" }],
    });
    const box = clocks.actorClockStore(actor);
    await refused(clocks.runClockOp(box, { action: "advance", clockId: "done" }), "ClockComplete");
    await refused(
      clocks.runClockOp(box, { action: "roll", clockId: "done", odds: "likely", roll: 90 }),
      "ClockComplete",
    );
    await refused(clocks.runClockOp(box, { action: "advance", clockId: "nope" }), "NoSuchClock");
    await refused(
      clocks.runClockOp(box, { action: "create", name: "   ", segments: 4, visibility: "all" }),
      "BadClockName",
    );
    await refused(
      clocks.runClockOp(box, { action: "create", name: "Five", segments: 5, visibility: "all" }),
      "NotOneOf",
    );
    await refused(
      clocks.runClockOp(box, { action: "edit", clockId: "done", name: "x".repeat(81) }),
      "BadClockName",
    );
    expect(actor.stored).toEqual([]);
    expect(stored(actor)).toEqual([{ id: "done", name: "Done", segments: 4, filled: 4, visibility: "all" }]);
  });

  it("rolls to advance with the oracle's odds: a yes fills one segment, a no fills none", async () => {
    const actor = kit.makeActor("character", {
      clocks: [{ id: "siege", name: "Siege", segments: 4, filled: 3, visibility: "all" }],
    });
    const box = clocks.actorClockStore(actor);
    // Likely: 26 or more is a yes (Ask the Oracle's odds).
    const no = await clocks.runClockOp(box, { action: "roll", clockId: "siege", odds: "likely", roll: 25 });
    expect(no).toMatchObject({ event: "roll", added: 0, oracle: { answer: "no", odds: "likely", roll: 25 } });
    expect(actor.stored).toEqual([]);
    const yes = await clocks.runClockOp(box, { action: "roll", clockId: "siege", odds: "likely", roll: 26 });
    expect(yes).toMatchObject({
      event: "complete",
      added: 1,
      clock: { filled: 4 },
      oracle: { answer: "yes", threshold: 26 },
    });
  });

  it("refuses an actor that carries no clocks", () => {
    const ship = kit.makeActor("starship");
    expect(() => clocks.actorClockStore(ship)).toThrow(RulesError);
  });

  it("reads only the valid clocks of a stored list", () => {
    expect(
      clocks.readClockList([
        { id: "a", name: "A", segments: 6, filled: 1, visibility: "all", extra: true },
        { id: "b", name: "B", segments: 5, filled: 1, visibility: "all" },
        "junk",
      ]),
    ).toEqual([{ id: "a", name: "A", segments: 6, filled: 1, visibility: "all" }]);
    expect(clocks.readClockList(null)).toEqual([]);
  });
});

describe("an Advancing stance's clock", () => {
  it("starts an empty clock of four segments, then advances the clock of that name (any case)", async () => {
    const actor = kit.makeActor("augurCharacter");
    const box = clocks.actorClockStore(actor);
    const started = await clocks.runClockOp(box, { action: "stance", name: " The Ritual ", segments: clocks.STANCE_CLOCK_SEGMENTS });
    expect(started).toMatchObject({ event: "create", clock: { name: "The Ritual", segments: 4, filled: 0, visibility: "all" } });
    const again = await clocks.runClockOp(box, { action: "stance", name: "the ritual", segments: 4 });
    expect(again).toMatchObject({ event: "advance", added: 1, clock: { id: "the-ritual", filled: 1 } });
    expect(stored(actor)).toHaveLength(1);
  });
});

describe("the world's clocks", () => {
  it("are kept in the hidden world setting, and every change tells the listeners", async () => {
    let told = 0;
    const stop = settings.onWorldClocksChange(() => (told += 1));
    const box = clocks.worldClockStore();
    await clocks.runClockOp(box, { action: "create", name: "Tension", segments: 6, visibility: "gm" });
    await clocks.runClockOp(box, { action: "advance", clockId: "tension" });
    expect(clocks.worldClocks()).toEqual([
      { id: "tension", name: "Tension", segments: 6, filled: 1, visibility: "gm" },
    ]);
    expect(store.writes.map((w) => w.key)).toEqual(["vowforge.clocks.world", "vowforge.clocks.world"]);
    expect(told).toBe(2);
    stop();
  });
});

describe("a clock request from another client", () => {
  it("is read only when it is a whole operation", () => {
    expect(() => clocks.assertClockOp({ action: "advance", clockId: "a" })).not.toThrow();
    expect(() => clocks.assertClockOp({ action: "explode", clockId: "a" })).toThrow(RulesError);
    expect(() => clocks.assertClockOp({ action: "advance" })).toThrow(RulesError);
    expect(() => clocks.assertClockOp({ action: "roll", clockId: "a", odds: "likely", roll: 101 })).toThrow(
      RulesError,
    );
    expect(() => clocks.assertClockOp({ action: "create", name: 3, visibility: "all" })).toThrow(RulesError);
    expect(() => clocks.assertClockOp(null)).toThrow(RulesError);
  });
});
