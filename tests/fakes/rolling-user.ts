/**
 * A player in (fake) Foundry who rolls as their character from outside its sheet (a starship's meter, a
 * link in a journal): the dice, the roll dialog and the chat of the fakes, `game.user.character` as the
 * assigned character, `game.actors` as the actors the user sees, `fromUuid` over the given documents,
 * and the settings given (Foundry returns a registered setting's value; these fakes read the map).
 */
import { vi } from "vitest";
import { FakeChatMessage } from "./chat";
import { fakeApplicationsApi } from "./foundry-application";
import { fakeGame, fakeNotifications, fakeUser, type FakeDocument } from "./game";
import { installDice } from "../dice/setup";
import { localize } from "../helpers/handlebars";

/** A Starforged character the user owns. */
export const REN = {
  uuid: "Actor.ren",
  name: "Ren",
  type: "character",
  isOwner: true,
  system: { ruleset: "starforged", momentum: 4, stats: { edge: 3, heart: 2, iron: 1, shadow: 1, wits: 2 }, meters: { health: 5, spirit: 5, supply: 1 } },
  items: [],
};

export interface RollingUserOptions {
  /** Documents `fromUuid` finds (global and foundry.utils). */
  documents?: Array<{ uuid: string }>;
  /** World settings by "namespace.key"; core settings come from the game fake. */
  settings?: Record<string, unknown>;
}

/** Installs the fakes; returns what the user is told. */
export async function installRollingUser(character: unknown, actors: unknown[], options: RollingUserOptions = {}) {
  const documents = options.documents ?? [];
  await installDice(documents as unknown as FakeDocument[], fakeApplicationsApi());
  FakeChatMessage.reset();
  const player = fakeUser("player");
  const game = fakeGame({ user: player, users: [player], rollMode: "publicroll" });
  const notifications = fakeNotifications();
  const settings = options.settings ?? {};
  vi.stubGlobal("game", {
    ...game,
    user: { ...player, character },
    actors,
    packs: [],
    settings: { get: (ns: string, key: string) => (ns === "core" ? game.settings.get(ns, key) : (settings[`${ns}.${key}`] ?? false)) },
    i18n: { ...game.i18n, localize: (k: string) => localize(k), format: localize },
  });
  vi.stubGlobal("fromUuid", async (uuid: string) => documents.find((d) => d.uuid === uuid) ?? null);
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications });
  return { notifications };
}
