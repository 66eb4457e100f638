/**
 * One enriched link in (fake) Foundry: a reference is looked up among the world's documents and the
 * packs' index, preferring the ruleset of the text's own document, then the user's character's, then
 * the world's; whatever goes wrong, the link is drawn broken and nothing is thrown. The fakes stand in
 * for Foundry's game (packs with their index and metadata flags, as system.json declares them; items;
 * tables; the user) only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUiFakes } from "../fakes/foundry-ui";
import { fakeApplicationsApi } from "../fakes/foundry-application";
import { installDice } from "../dice/setup";

function pack(collection: string, ruleset: string, entries: Array<{ _id: string; name: string; type?: string; system?: Record<string, unknown> }>) {
  return { collection, documentName: entries[0]?.type === undefined ? "RollTable" : "Item", metadata: { flags: { vowforge: { ruleset } } }, getIndex: vi.fn(async () => entries) };
}

const IRON = pack("vowforge.ironsworn-moves", "ironsworn", [{ _id: "ifd", name: "Face Danger", type: "move", system: { rollType: "action" } }]);
const STAR = pack("vowforge.starforged-moves", "starforged", [{ _id: "sfd", name: "Face Danger", type: "move", system: { rollType: "action" } }]);
const TABLES = pack("vowforge.starforged-oracles", "starforged", [{ _id: "act", name: "Core / Action" }]);

const SETTINGS: Record<string, unknown> = { "vowforge.ruleset.ironsworn": true, "vowforge.ruleset.starforged": true };

function install(character: unknown = null, items: unknown = []) {
  const ui = makeUiFakes();
  const packs = [IRON, STAR, TABLES];
  vi.stubGlobal("game", {
    i18n: ui.i18n,
    user: { character },
    actors: character ? [character] : [],
    items,
    tables: [],
    packs: Object.assign(packs, { get: (id: string) => packs.find((p) => p.collection === id) }),
    settings: { get: (ns: string, key: string) => SETTINGS[`${ns}.${key}`] ?? false },
  });
}

function match(text: string, reference: string, label?: string): RegExpMatchArray {
  return Object.assign([text, reference, label], { index: 0, input: text }) as unknown as RegExpMatchArray;
}

async function load() {
  // The enrichers' handlers reach the roll dialog and the dice, which Foundry's globals carry.
  await installDice([], fakeApplicationsApi());
  const module = await import("../../src/enrichers/enrich");
  const candidates = await import("../../src/enrichers/candidates");
  candidates.forgetPackCandidates();
  return module;
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

describe("enrichLink", () => {
  it("finds a move of the text's own ruleset first, from the pack its document is in", async () => {
    install();
    const { enrichLink } = await load();
    const inStarforged = { pack: "vowforge.starforged-moves", system: {} };
    expect(await enrichLink("Move", match("@Move[Face Danger]", "Face Danger"), { relativeTo: inStarforged })).toMatchObject({
      kind: "move",
      uuid: "Compendium.vowforge.starforged-moves.Item.sfd",
      rollLabel: "Roll Face Danger for your character",
    });
    // A journal page's parent sits in the pack.
    const page = { parent: { pack: "vowforge.ironsworn-moves" } };
    expect(await enrichLink("Move", match("@Move[Face Danger]", "Face Danger"), { relativeTo: page })).toMatchObject({ uuid: "Compendium.vowforge.ironsworn-moves.Item.ifd" });
  });

  it("then the ruleset of the user's character, then the world's first ruleset", async () => {
    install({ type: "character", isOwner: true, system: { ruleset: "starforged" } });
    let { enrichLink } = await load();
    expect(await enrichLink("Move", match("@Move[Face Danger]", "Face Danger"), {})).toMatchObject({ uuid: "Compendium.vowforge.starforged-moves.Item.sfd" });
    vi.resetModules();
    install();
    ({ enrichLink } = await load());
    expect(await enrichLink("Move", match("@Move[Face Danger]", "Face Danger"), {})).toMatchObject({ uuid: "Compendium.vowforge.ironsworn-moves.Item.ifd" });
  });

  it("draws a table found by its name, and marks one not found", async () => {
    install();
    const { enrichLink } = await load();
    expect(await enrichLink("Oracle", match("@Oracle[core / action]{An action}", "core / action", "An action"), {})).toEqual({
      kind: "oracle",
      uuid: "Compendium.vowforge.starforged-oracles.RollTable.act",
      text: "An action",
      rollLabel: "Roll on An action",
    });
    expect(await enrichLink("Oracle", match("@Oracle[Nowhere]", "Nowhere"), {})).toMatchObject({ kind: "broken", text: "Nowhere" });
  });

  it("reads a roll's text without looking anything up", async () => {
    install();
    const { enrichLink } = await load();
    expect(await enrichLink("Roll", match("@Roll[ask likely]", "ask likely"), {})).toMatchObject({ kind: "roll", roll: "ask likely", text: "Ask the Oracle: likely" });
    expect(IRON.getIndex).not.toHaveBeenCalled();
  });

  it("draws the link broken, and throws nothing, when the world cannot be read", async () => {
    const throwing = { [Symbol.iterator]: () => { throw new Error("no items"); } };
    install(null, throwing);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { enrichLink } = await load();
    expect(await enrichLink("Move", match("@Move[Face Danger]{Face it}", "Face Danger", "Face it"), {})).toEqual({
      kind: "broken",
      text: "Face it",
      tooltip: "This link could not be read.",
    });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
