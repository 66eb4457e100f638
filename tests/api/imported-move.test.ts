/**
 * An imported move rolls as ours do: the homebrew fixture (tests/content/fixtures/homebrew.json, in our
 * own words) is imported into a fake of the world's packs (tests/fakes/world-packs.ts), and the move it
 * makes, found at its compendium UUID as Foundry's fromUuid would find it, is rolled through
 * `api.rollMove`: the roll dialog opens on the move's stat and the card posted is the move's.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { readCard, type StoredCard } from "../../src/kinds/registry";
import { type ImportedPacks } from "../../src/settings";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue, fakeConfigDice } from "../fakes/dice";
import { FakeApplicationV2 } from "../fakes/foundry-application";
import { FakeActor, installSheetFakes, type SheetFakes } from "../fakes/foundry-sheets";
import { FakeWorldPacks } from "../fakes/world-packs";
import { shippedDocuments } from "../helpers/shipped-ids";

const homebrew = readFileSync(new URL("../content/fixtures/homebrew.json", import.meta.url), "utf8");
const shipped = shippedDocuments(["@datasworn/starforged/json/starforged.json"]);
let fakes: SheetFakes;

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeApplicationV2.instances.length = 0;
  fakes = installSheetFakes();
  FakeChatMessage.reset();
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  const foundryGlobal = (globalThis as unknown as { foundry: { utils: object } }).foundry;
  // Foundry resolves a UUID to its document (foundry.utils.fromUuid); here, the documents the test set.
  vi.stubGlobal("foundry", { ...foundryGlobal, utils: { ...foundryGlobal.utils, fromUuid: async (uuid: string) => fakes.documents.get(uuid) ?? null } });
  // Foundry's world collection of messages, which ChatMessage.create adds to (tests/fakes/chat.ts).
  vi.stubGlobal("game", { ...(globalThis as unknown as { game: object }).game, messages: new Map() });
});

describe("an imported move", () => {
  it("rolls through api.rollMove as the system's own moves do", async () => {
    const { importDatasworn } = await import("../../src/applications/import/import-datasworn");
    const store = new FakeWorldPacks();
    let record: ImportedPacks = {};
    const report = await importDatasworn(homebrew, { store, external: shipped, registry: { read: () => record, write: async (packs) => void (record = packs) } });
    expect(report.status).toBe("imported");
    const sources = [...(store.packs.get("world.emberwake-moves")?.docs.values() ?? [])] as Array<{ _id: string; name: string; type: string; system: { rollType: string } }>;
    const source = sources.find((doc) => doc.system.rollType === "action");
    if (!source) throw new Error("the fixture's action move was not imported");
    // A compendium document's UUID: Compendium.<pack collection>.<document type>.<id>.
    const uuid = `Compendium.world.emberwake-moves.Item.${source._id}`;
    fakes.documents.set(uuid, { ...structuredClone(source), id: source._id, uuid, img: "", sort: 0 });

    const dice = await import("../../src/dice/index");
    const Dice = fakeConfigDice();
    vi.stubGlobal("CONFIG", { Dice, sounds: { dice: "sounds/dice.wav" } });
    dice.registerDice(Dice);
    const { api } = await import("../../src/api/index");
    const actor = new FakeActor("Kaila", "character", { ruleset: "starforged", stats: { edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 }, meters: { health: 4, spirit: 5, supply: 5 }, momentum: 2 });
    fakes.documents.set(actor.uuid, actor);

    const pending = api.rollMove(actor as never, uuid);
    await vi.waitFor(() => expect(FakeApplicationV2.instances.at(-1)?.rendered).toBe(true));
    const app = FakeApplicationV2.instances.at(-1) as FakeApplicationV2;
    // The fixture's move rolls +wits (or +heart), a player's choice: the dialog opens on the first.
    expect((app.lastContext as RollDialogContext).request).toMatchObject({ kind: "action", stat: { id: "wits", value: 2 } });
    diceQueue.set(6, 2, 9);
    await app.submit();
    await pending;
    expect(fakes.warnings).toEqual([]);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(readCard(FakeChatMessage.created[0].system as unknown as StoredCard)).toMatchObject({ kind: "action", actionDie: 6, challengeDice: [2, 9], moveUuid: uuid });
  });
});
