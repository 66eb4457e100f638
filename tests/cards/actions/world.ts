/** A small world for the card action tests: users, a character, a track, one message per test. */
import { vi } from "vitest";
import { type CardState, storeCard } from "../../../src/kinds/registry";
import { FakeChatMessage } from "../../fakes/chat";
import {
  FakeDocument,
  FakeSocket,
  fakeGame,
  fakeNotifications,
  fakeUser,
  type FakeUser,
} from "../../fakes/game";
import { installDice } from "../../dice/setup";
import type * as CardActions from "../../../src/cards/actions/card-actions";

export interface World {
  users: Record<"owner" | "coOwner" | "stranger" | "gm", FakeUser>;
  hero: FakeDocument;
  vow: FakeDocument;
  socket: FakeSocket;
  messages: Map<string, unknown>;
  /** Makes `user`'s client the current one (game.user). */
  as(user: FakeUser): void;
  post(state: CardState, author?: FakeUser): FakeChatMessage;
  /** The card action module, imported once the fakes are installed. */
  actions: typeof CardActions;
}

export interface WorldOptions {
  gmConnected?: boolean;
  /** The hero's system data, and its actor subtype (default "character"). */
  hero?: Record<string, unknown>;
  heroType?: string;
  /** More documents fromUuid finds (a forge helper). */
  others?: FakeDocument[];
  /** More users of the world (a second GM, say). */
  extraUsers?: FakeUser[];
}

export async function makeWorld(options: WorldOptions = {}): Promise<World> {
  const users = {
    owner: fakeUser("owner"),
    coOwner: fakeUser("coOwner"),
    stranger: fakeUser("stranger"),
    gm: fakeUser("gm", true, options.gmConnected ?? true),
  };
  const hero = new FakeDocument(
    "Actor.hero",
    options.hero ?? { momentum: 8, momentumReset: 2, momentumMax: 10, marked: 0 },
    ["owner", "coOwner"],
    "Hero",
    options.heroType ?? "character",
  );
  const vow = new FakeDocument("Item.vow", { rank: "dangerous", ticks: 4 }, ["owner"], "Item.vow", "progress");
  const socket = new FakeSocket();
  const messages = new Map<string, unknown>();
  // Like game.messages: looked up by id, and `contents` in chat order.
  Object.defineProperty(messages, "contents", { get: () => [...messages.values()] });
  await installDice([hero, vow, ...(options.others ?? [])]);
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: fakeNotifications() });
  const all = [...Object.values(users), ...(options.extraUsers ?? [])];
  const actions = await import("../../../src/cards/actions/card-actions");
  const world: World = {
    actions,
    users,
    hero,
    vow,
    socket,
    messages,
    as(user) {
      vi.stubGlobal("game", fakeGame({ user, users: all, messages, socket }));
    },
    post(state, author = users.owner) {
      const message = new FakeChatMessage({ type: "roll", system: storeCard(state), author: author.id });
      messages.set(message.id, message);
      return message;
    },
  };
  world.as(users.owner);
  return world;
}
