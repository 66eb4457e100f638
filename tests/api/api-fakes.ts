/**
 * The one set-up of the module API's roll tests (rolls.test.ts, imported-move.test.ts): Foundry's
 * plumbing faked (sheets' documents and notifications, tests/fakes/foundry-sheets.ts; ApplicationV2,
 * tests/fakes/foundry-application.ts; ChatMessage, tests/fakes/chat.ts; the dice, tests/fakes/dice.ts),
 * the API loaded fresh, and a Starforged or Ironsworn character to roll for.
 */
import { expect, vi } from "vitest";
import { FakeChatMessage } from "../fakes/chat";
import { fakeConfigDice } from "../fakes/dice";
import { FakeApplicationV2 } from "../fakes/foundry-application";
import { FakeActor, installSheetFakes, type SheetFakes } from "../fakes/foundry-sheets";

/** Fresh globals and modules for one test; returns the sheets' fakes (documents by UUID, warnings). */
export function installApiFakes(): SheetFakes {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeApplicationV2.instances.length = 0;
  const fakes = installSheetFakes();
  FakeChatMessage.reset();
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  return fakes;
}

/** Loads `api` (src/api/index.ts) with UUIDs resolved from `fakes.documents` and the dice registered. */
export async function loadApi(fakes: SheetFakes) {
  // Foundry resolves a UUID to its document (foundry.utils.fromUuid); here, the documents the test set.
  const foundryGlobal = (globalThis as unknown as { foundry: { utils: object } }).foundry;
  vi.stubGlobal("foundry", { ...foundryGlobal, utils: { ...foundryGlobal.utils, fromUuid: async (uuid: string) => fakes.documents.get(uuid) ?? null } });
  // Foundry's world collection of messages, which ChatMessage.create adds to (tests/fakes/chat.ts).
  const gameGlobal = (globalThis as unknown as { game: object }).game;
  vi.stubGlobal("game", { ...gameGlobal, messages: new Map() });
  const dice = await import("../../src/dice/index");
  const Dice = fakeConfigDice();
  vi.stubGlobal("CONFIG", { Dice, sounds: { dice: "sounds/dice.wav" } });
  dice.registerDice(Dice);
  return (await import("../../src/api/index")).api;
}

/** A character of `ruleset` (wits 2, heart 2, edge 1), known to `fakes.documents` by its UUID. */
export function character(fakes: SheetFakes, ruleset = "starforged", extra: Record<string, unknown> = {}): FakeActor {
  const actor = new FakeActor("Kaila", "character", {
    ruleset,
    stats: { edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 },
    meters: { health: 4, spirit: 5, supply: 5 },
    momentum: 2,
    ...extra,
  });
  fakes.documents.set(actor.uuid, actor);
  return actor;
}

/** The roll dialog the call under test opened, once it has drawn. */
export async function openedDialog(): Promise<FakeApplicationV2> {
  await vi.waitFor(() => expect(FakeApplicationV2.instances.at(-1)?.rendered).toBe(true));
  return FakeApplicationV2.instances.at(-1) as FakeApplicationV2;
}
