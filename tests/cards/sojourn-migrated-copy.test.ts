/**
 * A world copy of Starforged's Sojourn stored before its picks carried their recover moves' strong hits
 * offers no pick on its card; once migration 15 has brought it up to date, a roll of it through
 * `performRoll` copies the picks onto the card, the card offers them (as tests/cards/actions/
 * sojourn-effects.test.ts shows for the shipped move) and a pick applies to the character.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard, type StoredCard } from "../../src/kinds/registry";
import type { ActionCardState } from "../../src/kinds/action";
import { effectsPanel } from "../../src/cards/context/effects-panel";
import { loadCardEffects } from "../../src/cards/effects-on-demand";
import { applyUpdate } from "../../src/migrations/apply-update";
import { migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { STARFORGED_SOJOURN } from "../../src/migrations/015-sojourn-picks";
import { type DocumentSource } from "../../src/migrations/types";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue } from "../fakes/dice";
import { FakeDocument, fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { installDice } from "../dice/setup";
import { actionRequest } from "../dice/requests";
import { applyCardAction } from "./actions/card-actions-loaded";
import { ironSystem, t } from "./actions/characters";

const player = fakeUser("player");
/** A Sojourn copied into the world with the effects migration 10 stored (the first of the version 14 fixtures). */
const [stale] = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/moves-v14.json", import.meta.url), "utf8"),
) as DocumentSource[];
const migrated = applyUpdate(stale, migrateSource(structuredClone(stale), "Item", pendingMigrations(14)));

async function rollOf(system: unknown): Promise<ActionCardState> {
  await installDice([new FakeDocument("Item.sojourn", system as Record<string, unknown>, [], "Sojourn", "move")]);
  vi.stubGlobal("game", fakeGame({ user: player, users: [player] }));
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: fakeNotifications() });
  const { performRoll } = await import("../../src/cards/perform-roll");
  // Edge 2 + 6 = 8 against 4 and 7: a strong hit.
  diceQueue.set(6, 4, 7);
  const message = (await performRoll(actionRequest({ ruleset: "starforged", moveUuid: "Item.sojourn", title: "Sojourn" }))) as unknown as FakeChatMessage;
  const card = readCard(message.system as unknown as StoredCard);
  if (card.kind !== "action") throw new Error(`expected an action card, got ${card.kind}`);
  return card;
}

const offered = (card: ActionCardState) =>
  (effectsPanel(card, { localize: t, canAct: true }, "starforged")?.rows ?? []).flatMap((row) =>
    row.buttons.filter((b) => b.action === "applyEffect").map((b) => b.label),
  );

beforeAll(async () => {
  await loadCardEffects();
});
beforeEach(() => FakeChatMessage.reset());
afterEach(() => vi.unstubAllGlobals());

describe("a world copy of Starforged's Sojourn, migrated (migration 15)", () => {
  it("offers no pick on its card while stale", async () => {
    const card = await rollOf(stale.system);
    expect(card.moveEffects).toEqual((stale.system as { effects: unknown }).effects);
    expect(offered(card)).toEqual([]);
  });

  it("offers the recover picks once migrated, and a pick heals the character", async () => {
    const card = await rollOf(migrated.system);
    expect(card).toMatchObject({ moveId: STARFORGED_SOJOURN });
    expect(offered(card)).toEqual([
      "Heal (automatic strong hit)",
      "Hearten (automatic strong hit)",
      "Resupply (automatic strong hit): Clear Unprepared, +1 Supply, or else +2 Supply",
      "Resupply (automatic strong hit): +1 Momentum",
    ]);
    const hero = { type: "character", system: ironSystem("starforged", { meters: { health: 1, spirit: 1, supply: 1 } }) };
    const noDice = () => {
      throw new Error("no die expected");
    };
    const healed = applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor: hero, track: null }, noDice, { id: "u1", name: "Ada" });
    expect(healed.actor).toEqual({ "meters.health": 4 });
  });
});
