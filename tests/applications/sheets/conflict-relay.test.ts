/**
 * The GM's side of a relayed learning step: who may ask (the character's owner who can see the
 * conflict, or a GM), what is written (the same operations as on the sheet), the card posted, and the
 * refusals sent back. The GM's client rolls the dice itself (Foundry's dice, faked in tests/fakes/dice.ts);
 * faces a player's client might send are ignored. Fakes stand in for Foundry's users, fromUuid,
 * permissions, dice and ChatMessage only.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { diceQueue } from "../../fakes/dice";
import {
  endedConflict,
  installConflictWorld,
  resetConflictWorld,
  strikePlayer,
  type ConflictWorld,
} from "./conflict-world";

let world: ConflictWorld;
let relay: ConflictWorld["relay"];
let posted: ConflictWorld["posted"];

beforeAll(async () => {
  world = await installConflictWorld();
  ({ relay, posted } = world);
});
afterAll(() => vi.unstubAllGlobals());

function setUp() {
  resetConflictWorld(world);
  const conflict = endedConflict(world, "Actor.cf", ["Actor.p1"]);
  const p1 = strikePlayer(world, "Actor.p1", ["alice"]);
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
