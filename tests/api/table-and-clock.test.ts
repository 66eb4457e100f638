/**
 * The oracle draw and the clock advance of the module API (src/api/table-and-clock.ts, docs/api.md):
 * `drawOracle` takes a table or its UUID and posts the oracle card, `advanceClock` presses a clock as
 * the clock panel does (with Foundry's side, src/cards/clocks/clock-world.ts, over faked users, world
 * setting, d100 and chat), and both cards reach the `vowforge.cardPosted` listeners (Foundry's Hooks
 * faked as its API reference describes: tests/fakes/foundry-entry.ts FakeHooks).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_HOOKS, type CardPostedPayload } from "../../src/module-hooks";
import { type Clock } from "../../src/rules/clocks";
import { FakeChatMessage } from "../fakes/chat";
import { FakeHooks } from "../fakes/hooks";
import { fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { generatedTable, installOracleFakes } from "../fakes/oracle-foundry";

let hooks: FakeHooks;
let posted: CardPostedPayload[];

function listen(): void {
  hooks = new FakeHooks();
  vi.stubGlobal("Hooks", hooks);
  posted = [];
  hooks.on(MODULE_HOOKS.cardPosted, ((payload: CardPostedPayload) => void posted.push(payload)) as never);
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("api.drawOracle", () => {
  it("draws on a table given by UUID, posts the oracle card and tells the cardPosted listeners", async () => {
    const fakes = installOracleFakes({ totals: [35] });
    listen();
    const table = generatedTable("Moves / Pay the Price");
    const { drawOracle } = await import("../../src/api/table-and-clock");
    const message = await drawOracle(table.uuid, { rollMode: "gmroll" });
    expect(fakes.posted).toHaveLength(1);
    expect(fakes.posted[0].options).toEqual({ rollMode: "gmroll" });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ type: "oracle", message, userId: "user1", card: { table: { name: "Moves / Pay the Price" } } });
    // The listener's card is a copy: changing it changes nothing stored.
    expect(posted[0].card).not.toBe((message as unknown as { flags: { vowforge: { oracleDraw: unknown } } }).flags.vowforge.oracleDraw);
  });

  it("refuses what is no oracle table, with a sentence, posting nothing", async () => {
    const fakes = installOracleFakes({ totals: [35] });
    listen();
    const { drawOracle } = await import("../../src/api/table-and-clock");
    expect(await drawOracle("Compendium.nowhere.RollTable.none")).toBeNull();
    expect(await drawOracle({ name: "A journal" })).toBeNull();
    expect(fakes.posted).toEqual([]);
    expect(fakes.notifications.error).toHaveBeenCalledTimes(2);
    expect(posted).toEqual([]);
  });
});

describe("api.advanceClock", () => {
  const gm = fakeUser("gm", true);
  const player = fakeUser("player");

  function world(user = gm, list: Clock[] = [{ id: "storm", name: "The Storm", segments: 4, filled: 1, visibility: "all" }]) {
    const state = { list };
    FakeChatMessage.reset();
    const base = fakeGame({ user, users: [gm, player] });
    vi.stubGlobal("game", {
      ...base,
      settings: {
        get: (ns: string, key: string) => (ns === "vowforge" && key === "clocks.world" ? structuredClone(state.list) : base.settings.get(ns, key)),
        set: async (ns: string, key: string, value: Clock[]) => {
          if (ns === "vowforge" && key === "clocks.world") state.list = structuredClone(value);
        },
      },
    });
    vi.stubGlobal("ChatMessage", FakeChatMessage);
    vi.stubGlobal("CONFIG", { sounds: { dice: "sounds/dice.wav" } });
    const notes = fakeNotifications();
    vi.stubGlobal("ui", { notifications: notes });
    listen();
    return { state, notes };
  }

  it("advances a world clock named in any case, posts its card and tells the cardPosted listeners", async () => {
    const { state } = world();
    const { advanceClock } = await import("../../src/api/table-and-clock");
    const outcome = await advanceClock("world", "the storm", 2);
    expect(outcome).toMatchObject({ ok: true });
    expect(state.list[0].filled).toBe(3);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ type: "clock", message: FakeChatMessage.created[0], userId: "gm" });
    expect(posted[0].card).toMatchObject({ event: "advance", added: 2, clock: { id: "storm", name: "The Storm", filled: 3 } });
  });

  it("resolves to the refusal for a clock that does not exist, shows it, and posts nothing", async () => {
    const { state, notes } = world();
    const { advanceClock } = await import("../../src/api/table-and-clock");
    const outcome = await advanceClock("world", "no such clock");
    expect(outcome.ok).toBe(false);
    expect(state.list[0].filled).toBe(1);
    expect(notes.shown.map((n) => n.level)).toEqual(["error"]);
    expect(FakeChatMessage.created).toEqual([]);
    expect(posted).toEqual([]);
  });
});
