/**
 * Forged, replayed and concurrent learning steps after a team conflict, on the GM's client: a player
 * who may not edit the conflict asks the active GM to roll their learning dice and to record the skill
 * they pick. Each attack is accepted when the GM recorded what the rules or the sender's rights do not
 * allow: a skill learnt without a 6 left, a skill lost from the sheet, a die the player chose, a step
 * taken for a character the sender does not own, or a step taken twice.
 */
import { diceQueue } from "../fakes/dice";
import { endedConflict, resetConflictWorld, strikePlayer, type ConflictWorld } from "../applications/sheets/conflict-world";
import { type StoringActor } from "../fakes/storing-actors";
import { requestMessage } from "./requests";
import { type Attack } from "./attack";

type Learning = Array<{ playerId: string; skills: string[]; dice: number[]; learnt: string[] }>;

const learningOf = (conflict: StoringActor) => (conflict.system as unknown as { learning: Learning }).learning;
const skillsOf = (character: StoringActor) =>
  (character.system as unknown as { skills: Array<{ name: string; skilled: boolean }> }).skills.filter((s) => s.skilled).map((s) => s.name);

export function learningAttacks(getWorld: () => ConflictWorld): Attack[] {
  /** A conflict over with alice's character in it, its learning dice rolled (faces in order) when given. */
  async function scene(faces: number[] | null, skills = ["Rowing", "Knots", "Riding"]) {
    const world = getWorld();
    resetConflictWorld(world);
    const conflict = endedConflict(world, "Actor.cf", ["Actor.p1"]);
    const p1 = strikePlayer(world, "Actor.p1", ["alice"]);
    if (faces) {
      diceQueue.set(...faces);
      const rolled = await world.relay.handleRelayedLearning({ step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills }, "alice");
      if (!rolled.ok) throw new Error("the learning roll was refused");
    }
    return { world, conflict, p1 };
  }
  const learn = (skill: string, conflictUuid = "Actor.cf", extra: Record<string, unknown> = {}) => ({
    step: "learn", conflictUuid, playerId: "Actor.p1", skill, ...extra,
  });

  /** Whether more than `allowed` of `count` learns sent at once were recorded. */
  async function atOnce(skills: string[], faces: number[], allowed: number, beyond: number): Promise<boolean> {
    const { world, conflict } = await scene(faces);
    const replies = await Promise.all(skills.map((skill) => world.relay.handleRelayedLearning(learn(skill), "alice")));
    const recorded = learningOf(conflict)[0].learnt.length;
    return replies.filter((r) => r.ok).length > allowed + beyond - 1 || recorded > allowed + beyond - 1;
  }

  /** Whether a step delivered twice over the socket under one request id was taken twice. */
  async function replayed(payload: unknown, faces: number[] | null): Promise<{ world: ConflictWorld; posted: number }> {
    const queued = diceQueue.faces;
    const { world } = await scene(faces);
    if (!faces) diceQueue.set(...queued);
    const socket = await import("../../src/cards/socket");
    socket.activateSocket({ conflictLearning: world.relay.handleRelayedLearning });
    const message = requestMessage("conflictLearning", payload);
    const before = world.posted.length;
    await socket.onSocketMessage(message, "alice");
    await socket.onSocketMessage(structuredClone(message), "alice");
    return { world, posted: world.posted.length - before };
  }

  return [
    { name: "a player learns for a character they do not own", run: async () => {
      const { world, conflict } = await scene([6, 2, 3]);
      await world.relay.handleRelayedLearning(learn("Rowing"), "bob");
      return learningOf(conflict)[0].learnt.length > 0;
    } },
    { name: "a player learns for another's character, naming its owner in the payload", run: async () => {
      const { world, conflict } = await scene([6, 2, 3]);
      await world.relay.handleRelayedLearning(learn("Rowing", "Actor.cf", { from: "alice", userId: "alice" }), "bob");
      return learningOf(conflict)[0].learnt.length > 0;
    } },
    { name: "a learning roll carrying the player's own dice", run: async () => {
      const { world, conflict } = await scene(null);
      diceQueue.set(1, 2);
      await world.relay.handleRelayedLearning({ step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills: ["Rowing", "Knots"], dice: [6, 6] }, "alice");
      return learningOf(conflict).some((l) => l.dice.includes(6));
    } },
    { name: "learning a skill that was not rolled for", run: async () => {
      const { world, p1 } = await scene([6, 2, 3]);
      await world.relay.handleRelayedLearning(learn("Swordplay"), "alice");
      return skillsOf(p1).includes("Swordplay");
    } },
    { name: "a learning step from a user who does not exist", run: async () => {
      const { world, conflict } = await scene([6, 2, 3]);
      await world.relay.handleRelayedLearning(learn("Rowing"), "ghost");
      return learningOf(conflict)[0].learnt.length > 0;
    } },
    { name: "learning with no 6 rolled", run: async () => {
      const { world, p1 } = await scene([1, 2, 3]);
      await world.relay.handleRelayedLearning(learn("Rowing"), "alice");
      return skillsOf(p1).length > 0;
    } },
    { name: "a replayed learning roll", run: async () => {
      diceQueue.set(6, 6);
      const { posted } = await replayed({ step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills: ["Rowing"] }, null);
      if (posted === 0) throw new Error("the first roll was not made");
      return posted > 1;
    } },
    { name: "a replayed learn of one skill (two 6s rolled)", run: async () => {
      const { posted } = await replayed(learn("Rowing"), [6, 6, 3]);
      if (posted === 0) throw new Error("the first learn was not recorded");
      return posted > 1;
    } },
    { name: "three learns at once with one 6: a second is recorded", run: () => atOnce(["Rowing", "Knots", "Riding"], [6, 2, 3], 1, 1) },
    { name: "three learns at once with one 6: a third is recorded", run: () => atOnce(["Rowing", "Knots", "Riding"], [6, 2, 3], 1, 2) },
    { name: "two learns of one skill at once (two 6s rolled)", run: () => atOnce(["Rowing", "Rowing"], [6, 6, 3], 1, 1) },
    { name: "two learning rolls at once", run: async () => {
      const { world, conflict } = await scene(null);
      diceQueue.set(6, 6);
      const roll = { step: "roll", conflictUuid: "Actor.cf", playerId: "Actor.p1", skills: ["Rowing"] };
      await Promise.all([world.relay.handleRelayedLearning(roll, "alice"), world.relay.handleRelayedLearning(roll, "alice")]);
      return learningOf(conflict).length > 1 || world.posted.filter((p) => p.rolls).length > 1;
    } },
    { name: "one character learning after two conflicts at once: a skill is lost", run: async () => {
      const { world, p1 } = await scene([6], ["Rowing"]);
      const second = endedConflict(world, "Actor.cf2", ["Actor.p1"]);
      diceQueue.set(6);
      await world.relay.handleRelayedLearning({ step: "roll", conflictUuid: second.uuid, playerId: "Actor.p1", skills: ["Knots"] }, "alice");
      await Promise.all([
        world.relay.handleRelayedLearning(learn("Rowing"), "alice"),
        world.relay.handleRelayedLearning(learn("Knots", "Actor.cf2"), "alice"),
      ]);
      return !(skillsOf(p1).includes("Rowing") && skillsOf(p1).includes("Knots"));
    } },
    { name: "the GM's own learn on the sheet while a relayed learn arrives, one 6", run: async () => {
      const { world, conflict, p1 } = await scene([6, 2, 3]);
      const buttons = await import("../../src/applications/sheets/conflict-actions");
      const env = {
        values: () => ({}),
        character: async (uuid: string) => (world.actors.get(uuid) as StoringActor | undefined) ?? null,
        rollD6: async () => 1,
        rollRoundDice: async () => [],
        rollLearning: async () => [],
        mayWrite: () => true,
        postLearnt: async () => undefined,
        relayLearning: async () => undefined,
        hasActiveGM: () => true,
      };
      // One 6: only one of the two may be recorded; the other is refused (the GM's with a RulesError).
      const [onSheet, relayed] = await Promise.all([
        buttons.runConflictButton(conflict, "learnAfterConflict", { player: "Actor.p1", skill: "Knots" }, env).then(() => true, () => false),
        world.relay.handleRelayedLearning(learn("Rowing"), "alice").then((r) => r.ok),
      ]);
      return (onSheet && relayed) || learningOf(conflict)[0].learnt.length > 1 || skillsOf(p1).length > 1;
    } },
  ];
}
