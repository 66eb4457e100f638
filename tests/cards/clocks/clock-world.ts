/**
 * A world for the clock presses: three users (a GM, a player, a stranger), the world's list in memory,
 * a fixed d100, a character owned by the player, and the cards posted. The fakes stand in for
 * Foundry's users, setting, dice and chat; the presses themselves are the system's own code.
 */
import { vi } from "vitest";
import { type ClockCardState } from "../../../src/data/message/clock-card";
import { type ClockActor, type ClockWorld } from "../../../src/cards/clocks/clock-types";
import { type Clock } from "../../../src/rules/clocks";
import { fakeGame, fakeUser, FakeDocument, FakeSocket, type FakeUser } from "../../fakes/game";

export const clockGM = fakeUser("gm", true);
export const clockPlayer = fakeUser("player");
export const clockStranger = fakeUser("stranger");
export const CLOCK_USERS: readonly FakeUser[] = [clockGM, clockPlayer, clockStranger];

/** The user of an id among CLOCK_USERS, as game.users.get finds it. */
export const findClockUser = (id: string): FakeUser | undefined => CLOCK_USERS.find((u) => u.id === id);

/**
 * Makes the world's store slow to hold a write, as Foundry's setting is: `game.settings.set` resolves
 * once the server has answered, a moment after the write is sent (see clock-actions.ts).
 */
export function slowWrites(world: ClockWorld, ms = 5): void {
  const store = world.worldStore();
  world.worldStore = () => ({
    read: store.read,
    write: async (next) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await store.write(next);
    },
  });
}

export function makeClockWorld(list: Clock[], d100 = 50, socket: FakeSocket = new FakeSocket()) {
  let current: FakeUser = clockGM;
  const state = { list: structuredClone(list), writes: 0 };
  const posted: Array<{ card: ClockCardState; whisperTo: string[] | null; roll: unknown }> = [];
  const hero = new FakeDocument("Actor.hero", { clocks: [] }, ["player"], "Hero", "character");
  const world: ClockWorld = {
    currentUser: () => current,
    activeGMId: () => "gm",
    findActor: async (uuid) => (uuid === hero.uuid ? (hero as unknown as ClockActor) : null),
    worldStore: () => ({
      read: () => structuredClone(state.list),
      write: async (next) => {
        state.list = structuredClone(next);
        state.writes += 1;
      },
    }),
    rollD100: async () => ({ value: d100, roll: { total: d100 } }),
    postCard: async (card, options) =>
      void posted.push({ card, whisperTo: options.whisperTo, roll: options.roll }),
    gmIds: () => ["gm"],
    ownerIds: () => ["player"],
  };
  return {
    world,
    state,
    posted,
    hero,
    socket,
    /** Makes `user`'s client the current one. */
    as(user: FakeUser) {
      current = user;
      vi.stubGlobal("game", fakeGame({ user, users: [...CLOCK_USERS], socket }));
    },
  };
}
