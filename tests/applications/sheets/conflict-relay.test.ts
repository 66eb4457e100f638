/**
 * The GM's side of a relayed learning step: who may ask (the character's owner who can see the
 * conflict, or a GM), what is written (the same operations as on the sheet), the card posted, and the
 * refusals sent back. The GM's client rolls the dice itself (Foundry's dice, faked in tests/fakes/dice.ts);
 * faces a player's client might send are ignored. Fakes stand in for Foundry's users, fromUuid,
 * permissions, dice and ChatMessage only.
 */
import type * as Relay from "../../../src/applications/sheets/conflict-relay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";
import { diceQueue, fakeConfigDice, fakeFoundryDice } from "../../fakes/dice";

let kit: TrackTestKit;
let relay: typeof Relay;
const posted: Array<{ content?: string; flavor?: string; rolls?: string[] }> = [];
const actors = new Map<string, unknown>();
const users = new Map<string, { id: string; isGM: boolean }>();

beforeAll(async () => {
  kit = await setUpTracks();
  vi.stubGlobal("fromUuid", async (uuid: string) => actors.get(uuid) ?? null);
  vi.stubGlobal("ChatMessage", { create: async (data: { content?: string }) => void posted.push(data), getSpeaker: () => ({}) });
  const f = (globalThis as unknown as { foundry?: Record<string, unknown> }).foundry ?? {};
  vi.stubGlobal("foundry", { ...f, dice: fakeFoundryDice() });
  const c = (globalThis as unknown as { CONFIG?: Record<string, unknown> }).CONFIG ?? {};
  vi.stubGlobal("CONFIG", { ...c, Dice: fakeConfigDice() });
  const g = (globalThis as unknown as { game: Record<string, unknown> }).game ?? {};
  vi.stubGlobal("game", {
    ...g,
    users: { get: (id: string) => users.get(id) },
    user: { id: "gm" },
    i18n: {
      localize: (key: string) => key,
      format: (key: string, data: Record<string, string>) => `${key} ${Object.values(data).join(" | ")}`,
    },
  });
  relay = await import("../../../src/applications/sheets/conflict-relay");
});
afterAll(() => vi.unstubAllGlobals());

/** `owners`: the user ids with OWNER; `observers`: with OBSERVER at least. */
function withPermissions<T extends object>(actor: T, owners: string[], observers: string[] = owners) {
  return Object.assign(actor, {
    name: "Orrin",
    testUserPermission: (user: { id: string }, level: string) => (level === "OWNER" ? owners : [...owners, ...observers]).includes(user.id),
  });
}

function setUp() {
  const conflict = withPermissions(
    kit.makeActor("conflict", {
      players: [{ id: "Actor.p1", traits: [], strikes: 0, flaws: 0 }],
      opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
      events: [
        {
          type: "round", playerId: "", action: "fortify", die: 1,
          players: { advance: 1, defense: 1, bonusA: 0, bonusD: 0, actions: [{ memberId: "Actor.p1", action: "progress" }], stockUp: [] },
          opponents: { advance: 6, defense: 6, bonusA: 0, bonusD: 0, actions: [] },
          side: "players", memberId: "", as: "strike", traitId: "",
        },
      ],
    }, "Actor.cf"),
    ["gm"],
    ["alice", "bob"],
  );
  const p1 = withPermissions(kit.makeActor("strikeCharacter", {}, "Actor.p1"), ["alice"]);
  actors.clear();
  actors.set("Actor.cf", conflict);
  actors.set("Actor.p1", p1);
  users.set("alice", { id: "alice", isGM: false });
  users.set("bob", { id: "bob", isGM: false });
  return { conflict, p1 };
}

describe("relayed learning, on the GM's client", () => {
  it("rolls the owner's dice itself, posts and records them, then their pick on their sheet, and posts the card", async () => {
    const { conflict, p1 } = setUp();
    diceQueue.set(6, 2);
    // Faces the player's client might add are not read: the GM's roll decides.
    const roll = { step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills: ["Rowing", "Knots"], dice: [6, 6] };
    expect(await relay.handleRelayedLearning(roll, "alice")).toEqual({ ok: true });
    expect((conflict.system as { learning: unknown[] }).learning).toEqual([{ playerId: "Actor.p1", skills: ["Rowing", "Knots"], dice: [6, 2], learnt: [] }]);
    expect(posted.at(-1)?.rolls).toHaveLength(1);
    expect(posted.at(-1)?.flavor).toContain("Orrin");
    // A second request for the same player is refused, nothing rolled again.
    expect(await relay.handleRelayedLearning(roll, "alice")).toMatchObject({ ok: false, code: "AlreadyRolled" });
    const learn = { step: "learn", conflictUuid: "Actor.cf", playerId: "Actor.p1", skill: "Rowing" };
    expect(await relay.handleRelayedLearning(learn, "alice")).toEqual({ ok: true });
    expect((p1.system as { skills: Array<{ name: string; skilled: boolean }> }).skills).toMatchObject([{ name: "Rowing", skilled: true }]);
    expect(posted.at(-1)?.content).toContain("Orrin | Rowing");
    // The rules' refusal goes back with its code: no 6 is left.
    expect(await relay.handleRelayedLearning({ ...learn, skill: "Knots" }, "alice")).toMatchObject({ ok: false, code: "NoSixLeft" });
  });

  it("rolls once when the same player's request arrives twice at once", async () => {
    const { conflict } = setUp();
    diceQueue.set(6, 3);
    const roll = { step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills: ["Rowing"] };
    const replies = await Promise.all([relay.handleRelayedLearning(roll, "alice"), relay.handleRelayedLearning(roll, "alice")]);
    expect(replies).toEqual([{ ok: true }, expect.objectContaining({ ok: false, code: "AlreadyRolled" })]);
    expect((conflict.system as { learning: unknown[] }).learning).toEqual([{ playerId: "Actor.p1", skills: ["Rowing"], dice: [6], learnt: [] }]);
  });

  it("refuses a user who does not own the character, an unknown user, and a malformed step, writing nothing", async () => {
    const { conflict } = setUp();
    const roll = { step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills: ["Rowing"], dice: [6] };
    expect(await relay.handleRelayedLearning(roll, "bob")).toMatchObject({ ok: false, code: "NotMemberOwner" });
    expect(await relay.handleRelayedLearning(roll, "mallory")).toMatchObject({ ok: false, code: "NotPermitted" });
    expect(await relay.handleRelayedLearning({ ...roll, skills: "Rowing" }, "alice")).toMatchObject({ ok: false, code: "BadArgument" });
    expect(await relay.handleRelayedLearning({ ...roll, conflictUuid: "Actor.gone" }, "alice")).toMatchObject({ ok: false, code: "CharacterNotFound" });
    expect((conflict.system as { learning: unknown[] }).learning).toEqual([]);
  });

  it("on the player's side, says in a RulesError when no GM is there to record it", async () => {
    const { conflict } = setUp();
    expect((globalThis as unknown as { game: { users: { activeGM?: unknown } } }).game.users.activeGM).toBeUndefined();
    await expect(
      // The fake stands in for a Foundry Actor: only its uuid is read.
      relay.relayLearning(conflict as never, { step: "learn", playerId: "Actor.p1", skill: "Rowing" }),
    ).rejects.toMatchObject({ code: "NoGMToRecord" });
  });
});
