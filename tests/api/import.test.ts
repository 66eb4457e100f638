/**
 * `api.importDatasworn` (docs/api.md): the module API's import is the import window's own
 * (src/applications/import/import-datasworn.ts), reached through the chunk loader
 * (src/applications/import/on-demand.ts): a GM's call writes the file's packs and resolves to the
 * report; anyone else is refused with a localised sentence before the chunk loads.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ImportedPacks } from "../../src/settings";
import { fakeApplicationsApi } from "../fakes/foundry-application";
import { fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { FakeWorldPacks } from "../fakes/world-packs";
import { shippedDocuments } from "../helpers/shipped-ids";
import { installDice } from "../dice/setup";

const fixture = (name: string) => readFileSync(new URL(`../content/fixtures/${name}`, import.meta.url), "utf8");
const STRINGS = { "VOWFORGE.Import.Error.GmOnly": "Only a GM can import content." };
const shipped = shippedDocuments(["@datasworn/starforged/json/starforged.json"]);

async function loadApi(isGM: boolean) {
  const user = fakeUser(isGM ? "gm" : "player", isGM);
  await installDice([], fakeApplicationsApi());
  vi.stubGlobal("game", fakeGame({ user, users: [user], strings: STRINGS }));
  vi.stubGlobal("ui", { notifications: fakeNotifications() });
  return (await import("../../src/api/index")).api;
}

function registry() {
  const reg = { packs: {} as ImportedPacks, read: () => reg.packs, write: async (packs: ImportedPacks) => void (reg.packs = packs) };
  return reg;
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("api.importDatasworn", () => {
  it("writes a GM's file into world packs and resolves to the import's report", async () => {
    const api = await loadApi(true);
    const store = new FakeWorldPacks();
    const reg = registry();
    const report = await api.importDatasworn(fixture("homebrew.json"), { store, registry: reg, external: shipped });
    expect(report).toMatchObject({ status: "imported", source: "emberwake", title: "Emberwake", added: 24 });
    expect([...store.packs.keys()]).toContain("world.emberwake-moves");
    expect(Object.keys(reg.packs)).toContain("world.emberwake-moves");
  });

  it("reports a broken file's problems and writes nothing", async () => {
    const api = await loadApi(true);
    const store = new FakeWorldPacks();
    const report = await api.importDatasworn(JSON.parse(fixture("broken.json")) as object, { store, registry: registry(), external: shipped });
    expect(report.status).toBe("invalid");
    expect(report.problems.length).toBeGreaterThanOrEqual(5);
    for (const problem of report.problems) expect(problem.path).toMatch(/^\$/);
    expect(store.packs.size).toBe(0);
  });

  it("refuses anyone but a GM with a localised sentence, writing nothing", async () => {
    const api = await loadApi(false);
    const store = new FakeWorldPacks();
    await expect(api.importDatasworn(fixture("homebrew.json"), { store, registry: registry(), external: shipped })).rejects.toThrow("Only a GM can import content.");
    expect(store.packs.size).toBe(0);
  });
});
