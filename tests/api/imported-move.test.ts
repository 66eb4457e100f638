/**
 * Imported moves roll as ours do: the homebrew fixture (tests/content/fixtures/homebrew.json, in our
 * own words) is imported into a fake of the world's packs (tests/fakes/world-packs.ts), and each move
 * it makes, found at its compendium UUID as Foundry's fromUuid would find it, is rolled through
 * `api.rollMove`: the action move opens the roll dialog on its stat and posts its card, the progress
 * move rolls against the character's open track, the special-track move against the bonds legacy.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { type RollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { readCard, type StoredCard } from "../../src/kinds/registry";
import { type ImportedPacks } from "../../src/settings";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue } from "../fakes/dice";
import { fakeItem, type SheetFakes } from "../fakes/foundry-sheets";
import { FakeWorldPacks } from "../fakes/world-packs";
import { shippedDocuments } from "../helpers/shipped-ids";
import { character, installApiFakes, loadApi, openedDialog } from "./api-fakes";

const homebrew = readFileSync(new URL("../content/fixtures/homebrew.json", import.meta.url), "utf8");
const shipped = shippedDocuments(["@datasworn/starforged/json/starforged.json"]);
let fakes: SheetFakes;

beforeEach(() => {
  fakes = installApiFakes();
});

type MoveSource = { _id: string; name: string; system: { rollType: string } };

/** Imports the fixture and makes each of its moves known at its compendium UUID; returns the UUIDs by roll type. */
async function importedMoves(): Promise<Record<string, string>> {
  const { importDatasworn } = await import("../../src/applications/import/import-datasworn");
  const store = new FakeWorldPacks();
  let record: ImportedPacks = {};
  const report = await importDatasworn(homebrew, { store, external: shipped, registry: { read: () => record, write: async (packs) => void (record = packs) } });
  expect(report.status).toBe("imported");
  const sources = [...(store.packs.get("world.emberwake-moves")?.docs.values() ?? [])] as MoveSource[];
  const uuids: Record<string, string> = {};
  for (const source of sources) {
    // A compendium document's UUID: Compendium.<pack collection>.<document type>.<id>.
    const uuid = `Compendium.world.emberwake-moves.Item.${source._id}`;
    fakes.documents.set(uuid, { ...structuredClone(source), type: "move", id: source._id, uuid, img: "", sort: 0 });
    uuids[source.system.rollType] = uuid;
  }
  return uuids;
}

const postedCard = (i = 0) => readCard(FakeChatMessage.created[i].system as unknown as StoredCard);

describe("imported moves", () => {
  it("cover every roll type the system rolls", async () => {
    expect(Object.keys(await importedMoves()).sort()).toEqual(["action", "none", "progress", "specialTrack"]);
  });

  it("an action move rolls through api.rollMove as the system's own moves do", async () => {
    const uuid = (await importedMoves()).action;
    const api = await loadApi(fakes);
    const pending = api.rollMove(character(fakes) as never, uuid);
    const app = await openedDialog();
    // The fixture's move rolls +wits (or +edge), a player's choice: the dialog opens on the first.
    expect((app.lastContext as RollDialogContext).request).toMatchObject({ kind: "action", stat: { id: "wits", value: 2 } });
    diceQueue.set(6, 2, 9);
    await app.submit();
    await pending;
    expect(fakes.warnings).toEqual([]);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(postedCard()).toMatchObject({ kind: "action", actionDie: 6, challengeDice: [2, 9], moveUuid: uuid });
  });

  it("a progress move rolls against the character's open track", async () => {
    const uuid = (await importedMoves()).progress;
    const api = await loadApi(fakes);
    const actor = character(fakes);
    actor.items.push(fakeItem("progress", "Bring the flame to Ashhold", { kind: "vow", rank: "dangerous", ticks: 24, completed: false }, actor));
    diceQueue.set(3, 8);
    await api.rollMove(actor as never, uuid);
    expect(fakes.warnings).toEqual([]);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(postedCard()).toMatchObject({ kind: "progress", score: 6, challengeDice: [3, 8], moveUuid: uuid });
  });

  it("a special-track move rolls against the legacy it names", async () => {
    const uuid = (await importedMoves()).specialTrack;
    const api = await loadApi(fakes);
    const actor = character(fakes, "starforged", { legacies: { quests: { ticks: 0, overflow: false }, bonds: { ticks: 20, overflow: false }, discoveries: { ticks: 0, overflow: false } } });
    diceQueue.set(4, 7);
    await api.rollMove(actor as never, uuid);
    expect(fakes.warnings).toEqual([]);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(postedCard()).toMatchObject({ kind: "progress", score: 5, challengeDice: [4, 7], moveUuid: uuid });
  });
});
