/**
 * A GM's client for the relayed learning after a team conflict: the data fakes and real models, the
 * GM as the current user, actors found by UUID (Foundry's fromUuid), user permissions, dice (faked in
 * tests/fakes/dice.ts) and the chat cards posted. Fakes stand in for Foundry's users, fromUuid,
 * permissions, dice and ChatMessage only; the relay and the operations are the system's own code.
 */
import type * as Relay from "../../../src/applications/sheets/conflict-relay";
import { vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";
import { fakeConfigDice, fakeFoundryDice } from "../../fakes/dice";
import { FakeSocket } from "../../fakes/game";
import { type StoringActor } from "../../fakes/storing-actors";
import { fakeEscapeHTML } from "../../fakes/foundry-utils";

export interface ConflictWorld {
  kit: TrackTestKit;
  relay: typeof Relay;
  /** The chat messages created, in order. */
  posted: Array<{ content?: string; flavor?: string; rolls?: string[] }>;
  /** What fromUuid finds. */
  actors: Map<string, unknown>;
  /** What game.users.get finds. */
  users: Map<string, { id: string; isGM: boolean }>;
  /** The GM's socket: what the GM's client sent. */
  socket: FakeSocket;
}

/** Installs the fakes and imports the relay; call in `beforeAll`. */
export async function installConflictWorld(): Promise<ConflictWorld> {
  const kit = await setUpTracks();
  const posted: ConflictWorld["posted"] = [];
  const actors = new Map<string, unknown>();
  const users = new Map<string, { id: string; isGM: boolean }>();
  const socket = new FakeSocket();
  vi.stubGlobal("fromUuid", async (uuid: string) => actors.get(uuid) ?? null);
  vi.stubGlobal("ChatMessage", {
    create: async (data: { content?: string }) => void posted.push(data),
    getSpeaker: () => ({}),
  });
  const f = (globalThis as unknown as { foundry?: Record<string, unknown> }).foundry ?? {};
  // Foundry's escaping, for the learning roll's flavour (learning-dice.ts).
  const utils = (f.utils as Record<string, unknown> | undefined) ?? {};
  vi.stubGlobal("foundry", { ...f, dice: fakeFoundryDice(), utils: { ...utils, escapeHTML: fakeEscapeHTML } });
  const c = (globalThis as unknown as { CONFIG?: Record<string, unknown> }).CONFIG ?? {};
  vi.stubGlobal("CONFIG", { ...c, Dice: fakeConfigDice() });
  const g = (globalThis as unknown as { game: Record<string, unknown> }).game ?? {};
  vi.stubGlobal("game", {
    ...g,
    users: { get: (id: string) => users.get(id) },
    user: { id: "gm", isGM: true, isActiveGM: true },
    socket,
    i18n: {
      localize: (key: string) => key,
      format: (key: string, data: Record<string, string>) => `${key} ${Object.values(data).join(" | ")}`,
    },
  });
  const relay = await import("../../../src/applications/sheets/conflict-relay");
  return { kit, relay, posted, actors, users, socket };
}

/** `owners`: the user ids with OWNER; `observers`: with OBSERVER at least (Document#testUserPermission). */
export function withPermissions<T extends object>(actor: T, owners: string[], observers: string[] = owners) {
  return Object.assign(actor, {
    name: "Orrin",
    testUserPermission: (user: { id: string }, level: string) =>
      (level === "OWNER" ? owners : [...owners, ...observers]).includes(user.id),
  });
}

/**
 * A team conflict over (its one round lost by the players), with the given players taking part; the GM
 * owns it, alice and bob observe it.
 */
export function endedConflict(world: ConflictWorld, uuid: string, playerIds: string[]): StoringActor {
  const conflict = withPermissions(
    world.kit.makeActor(
      "conflict",
      {
        players: playerIds.map((id) => ({ id, traits: [], strikes: 0, flaws: 0 })),
        opponents: [{ id: "boss", name: "Boss", traits: [], strikes: 0 }],
        events: [
          {
            type: "round", playerId: "", action: "fortify", die: 1,
            players: { advance: 1, defense: 1, bonusA: 0, bonusD: 0, actions: playerIds.map((memberId) => ({ memberId, action: "progress" })), stockUp: [] },
            opponents: { advance: 6, defense: 6, bonusA: 0, bonusD: 0, actions: [] },
            side: "players", memberId: "", as: "strike", traitId: "",
          },
        ],
      },
      uuid,
    ),
    ["gm"],
    ["alice", "bob"],
  );
  world.actors.set(uuid, conflict);
  return conflict;
}

/** A Strike! character owned by `owners`. */
export function strikePlayer(world: ConflictWorld, uuid: string, owners: string[]): StoringActor {
  const character = withPermissions(world.kit.makeActor("strikeCharacter", {}, uuid), owners);
  world.actors.set(uuid, character);
  return character;
}

/** Clears the world (actors and cards posted) and adds the users alice and bob (players) and the GM. */
export function resetConflictWorld(world: ConflictWorld): void {
  world.actors.clear();
  world.posted.length = 0;
  world.users.set("alice", { id: "alice", isGM: false });
  world.users.set("bob", { id: "bob", isGM: false });
  world.users.set("gm", { id: "gm", isGM: true });
}
