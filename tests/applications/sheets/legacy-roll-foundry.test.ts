/**
 * Continue a Legacy in Foundry, with Foundry's plumbing faked: rolled from a hotbar macro or from the
 * character sheet's moves list (the move read from the system's pack), it posts three ordinary progress
 * cards in order, one per legacy track, each with its own dice and outcome and its place in the series.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard, type StoredCard } from "../../../src/kinds/registry";
import type { ProgressCardState } from "../../../src/kinds/progress";
import { FakeChatMessage } from "../../fakes/chat";
import { diceQueue } from "../../fakes/dice";
import { fakeUser } from "../../fakes/game";
import { FakeActor, installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { installDice } from "../../dice/setup";
import { packMove } from "../../helpers/pack-move";

let MOVE_UUID = "";
let move: { id: string; uuid: string; name: string; type: string; img: string; sort: number; system: Record<string, unknown> };

beforeAll(() => {
  const source = packMove("starforged-moves", "Continue a Legacy");
  MOVE_UUID = `Compendium.vowforge.starforged-moves.Item.${source._id}`;
  move = { id: source._id, uuid: MOVE_UUID, name: source.name, type: "move", img: "", sort: 0, system: source.system };
});

let fakes: SheetFakes;
let ren: FakeActor;

/** A Starforged character: quests 3 boxes, bonds in the "+10" state, discoveries 1 box. */
function starforgedCharacter(): FakeActor {
  return new FakeActor("Ren", "character", {
    ruleset: "starforged",
    stats: { edge: 3, heart: 2, iron: 1, shadow: 1, wits: 2 },
    meters: { health: 5, spirit: 5, supply: 5 },
    momentum: 2,
    legacies: { quests: { ticks: 12, overflow: false }, bonds: { ticks: 2, overflow: true }, discoveries: { ticks: 5, overflow: false } },
  });
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeChatMessage.reset();
  fakes = installSheetFakes();
  ren = starforgedCharacter();
  const sheetGlobals = globalThis as unknown as { foundry: { utils: Record<string, unknown> }; game: Record<string, unknown> };
  const escapeHTML = sheetGlobals.foundry.utils.escapeHTML;
  const lookup = async (uuid: string) => (uuid === ren.uuid ? ren : (fakes.documents.get(uuid) ?? null));
  await installDice([], { utils: { escapeHTML, fromUuid: lookup } });
  const player = fakeUser("user1");
  const sheetGame = sheetGlobals.game;
  vi.stubGlobal("game", {
    ...sheetGame,
    users: { filter: (fn: (u: typeof player) => boolean) => [player].filter(fn), get: () => player, contents: [player] },
    messages: new Map(),
    settings: { get: (ns: string, key: string) => (ns === "core" && key === "rollMode" ? "publicroll" : true) },
    packs: [
      {
        metadata: { type: "Item", packageName: "vowforge", name: "starforged-moves" },
        getDocuments: async () => [move],
      },
    ],
  });
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  fakes.documents.set(MOVE_UUID, move);
});

function cards(): ProgressCardState[] {
  return FakeChatMessage.created.map((m) => readCard(m.system as unknown as StoredCard) as ProgressCardState);
}

function expectThreeCards() {
  expect(FakeChatMessage.created).toHaveLength(3);
  expect(cards().map((c) => [c.kind, c.title, c.trackName, c.score, c.challengeDice, c.moveUuid, c.actorUuid])).toEqual([
    ["progress", "Continue a Legacy", "Quests: roll 1 of 3 for Continue a Legacy", 3, [2, 1], MOVE_UUID, ren.uuid],
    ["progress", "Continue a Legacy", "Bonds: roll 2 of 3 for Continue a Legacy", 10, [10, 10], MOVE_UUID, ren.uuid],
    ["progress", "Continue a Legacy", "Discoveries: roll 3 of 3 for Continue a Legacy", 1, [4, 7], MOVE_UUID, ren.uuid],
  ]);
  expect(FakeChatMessage.created.map((m) => m.speaker)).toEqual([
    { alias: "Ren", actor: ren.uuid },
    { alias: "Ren", actor: ren.uuid },
    { alias: "Ren", actor: ren.uuid },
  ]);
  expect(fakes.warnings).toEqual([]);
  expect(fakes.errors).toEqual([]);
}

describe("Continue a Legacy in Foundry", () => {
  it("from a hotbar macro: three progress cards in the move's order, without asking for a track", async () => {
    const { rollMacro } = await import("../../../src/macros/roll-macro");
    fakes.user.character = ren;
    diceQueue.set(2, 1, 10, 10, 4, 7);
    await rollMacro({ kind: "move", uuid: MOVE_UUID });
    expectThreeCards();
  });

  it("from the character sheet's moves list, the move coming from the system's pack", async () => {
    const { CharacterSheet } = await import("../../../src/applications/sheets/character-sheet");
    const sheet = new CharacterSheet({ document: ren } as never) as unknown as {
      options: { actions: Record<string, (this: unknown, event: unknown, target: unknown) => Promise<unknown>> };
    };
    diceQueue.set(2, 1, 10, 10, 4, 7);
    await sheet.options.actions.rollMoveEach.call(sheet, {}, { dataset: { action: "rollMoveEach", moveUuid: MOVE_UUID } });
    expectThreeCards();
  });

  it("stops the series when a card cannot be posted, telling the user once", async () => {
    const { rollEachLegacy } = await import("../../../src/applications/sheets/actor-rolls");
    let calls = 0;
    class FailingSecond extends FakeChatMessage {
      static override async create(data: Record<string, unknown>) {
        calls += 1;
        if (calls === 2) throw new Error("the server refused the message");
        return FakeChatMessage.create(data);
      }
    }
    vi.stubGlobal("ChatMessage", FailingSecond);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    diceQueue.set(2, 1, 10, 10, 4, 7);
    await expect(rollEachLegacy(ren as never, move)).resolves.toBe(true);
    expect(calls).toBe(2);
    expect(cards().map((c) => c.trackName)).toEqual(["Quests: roll 1 of 3 for Continue a Legacy"]);
    expect(fakes.errors).toEqual(["The roll could not be made. The console has the details."]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it("rolls nothing this way for an Ironsworn character", async () => {
    const { rollEachLegacy } = await import("../../../src/applications/sheets/actor-rolls");
    const kaila = new FakeActor("Kaila", "character", { ruleset: "ironsworn", legacies: {} });
    await expect(rollEachLegacy(kaila as never, move)).resolves.toBe(false);
    expect(FakeChatMessage.created).toEqual([]);
  });
});
