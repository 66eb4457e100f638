/**
 * `npm run content` (tools/content/content.mjs): the homebrew fixture (every node type) becomes a module
 * whose packs, all eight, the Foundry CLI reads back, with links into the system's packs; the broken
 * fixture prints each problem with its path in the words of lang/en.json, the same lines the import
 * window shows, and writes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, describe, expect, it, vi } from "vitest";
import { importDatasworn } from "../../src/applications/import/import-datasworn";
import { buildContentModule } from "../../tools/content/content.mjs";
import { FakeWorldPacks } from "../fakes/world-packs";
import { localize } from "../helpers/handlebars";
import { shippedDocuments } from "../helpers/shipped-ids";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../content/fixtures");
const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "vowforge-content-"));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("npm run content", () => {
  it("writes a module whose packs the Foundry CLI reads back", async () => {
    const dir = await tempDir();
    const out = path.join(dir, "module");
    const result = await buildContentModule({ file: path.join(fixtures, "homebrew.json"), out, log: () => {} });
    expect(result.ok).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(out, "module.json"), "utf8"));
    expect(manifest.id).toBe("emberwake");
    expect(manifest.relationships.systems).toEqual([{ id: "vowforge", type: "system" }]);
    expect(manifest.packs.map((pack: { name: string; type: string }) => [pack.name, pack.type])).toEqual([
      ["emberwake-moves", "Item"],
      ["emberwake-assets", "Item"],
      ["emberwake-oracles", "RollTable"],
      ["emberwake-foes", "Actor"],
      ["emberwake-truths", "JournalEntry"],
      ["emberwake-site-themes", "Item"],
      ["emberwake-site-domains", "Item"],
      ["emberwake-delve-sites", "Item"],
    ]);
    // Every pack read back by the Foundry CLI holds what was converted into it, ids and all.
    const readBack = async (name: string) => {
      const extracted = path.join(dir, "extracted", name);
      await extractPack(path.join(out, "packs", name), extracted, { clean: true });
      return Promise.all((await readdir(extracted)).map((f) => JSON.parse(readFileSync(path.join(extracted, f), "utf8"))));
    };
    if (!result.ok) throw new Error("the fixture did not pass");
    for (const pack of result.packs) {
      const docs = await readBack(pack.name);
      expect([pack.name, docs.map((doc) => doc._id).sort()]).toEqual([pack.name, pack.documents.map((doc) => doc._id).sort()]);
    }
    const site = (await readBack("emberwake-delve-sites"))[0];
    expect(site).toMatchObject({ name: "The Cold Forge", type: "delveSite", system: { theme: { name: "Smouldering" }, domain: { name: "Kiln" } } });
    const tables = await readBack("emberwake-oracles");
    expect(tables.find((table) => table.name === "Emberwake / Kiln Marks")?.results).toHaveLength(3);
    const moves = await readBack("emberwake-moves");
    const read = moves.find((move) => move.name === "Read the Embers");
    expect(read.system.rollOptions.map((option: { key: string }) => option.key)).toEqual(["wits", "edge"]);
    // Links inside the module point into it; links to Starforged point into the system's own pack. A
    // link to a table is written as @Oracle and one to a move as @Move (src/content/markdown.ts).
    expect(read.system.outcomes.strongHit.text).toMatch(/@Oracle\[Compendium\.emberwake\.emberwake-oracles\.RollTable\.\w{16}\]\{Ember Omens\}/);
    expect(read.system.outcomes.miss.text).toMatch(/@Move\[Compendium\.vowforge\.starforged-moves\.Item\.\w{16}\]\{Pay the Price\}/);
  });

  it("prints every problem of the broken fixture with its path and writes nothing", async () => {
    const out = path.join(await tempDir(), "module");
    const lines: string[] = [];
    const result = await buildContentModule({ file: path.join(fixtures, "broken.json"), out, log: () => {}, error: (line) => lines.push(line) });
    expect(result.ok).toBe(false);
    expect(existsSync(out)).toBe(false);
    expect(lines[0]).toBe("broken.json: 8 problem(s); nothing was written.");
    expect(lines).toContain(
      '  $.oracles.emberwake.contents.ash_signs.rows[1]: The row 3–6 overlaps the row before it: some rolls would find two rows.',
    );
    expect(lines).toContain('  $.npcs.emberwake.contents.cinder_wight: The required field "nature" is missing here.');
    // The same problems, at the same paths, in the same words as the GM's import window lists them.
    vi.stubGlobal("game", { i18n: { localize: (k: string) => localize(k), format: (k: string, d: Record<string, unknown>) => localize(k, d), has: () => true } });
    try {
      const shipped = shippedDocuments(["@datasworn/starforged/json/starforged.json", "@datasworn/ironsworn-classic/json/classic.json"]);
      const report = await importDatasworn(readFileSync(path.join(fixtures, "broken.json"), "utf8"), { store: new FakeWorldPacks(), external: shipped, registry: { read: () => ({}), write: async () => undefined } });
      expect(report.status).toBe("invalid");
      expect(lines.slice(1)).toEqual(report.problems.map((p) => `  ${p.path}: ${p.message}`));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("copies Delve's shipped theme and domain into a homebrew site that names them, as the shipped sites are built", async () => {
    const dir = await tempDir();
    const data = JSON.parse(readFileSync(path.join(fixtures, "homebrew.json"), "utf8"));
    data.delve_sites.cold_forge.theme = "delve_site_theme:delve/ancient";
    data.delve_sites.cold_forge.domain = "delve_site_domain:delve/barrow";
    const file = path.join(dir, "on-delve.json");
    writeFileSync(file, JSON.stringify(data));
    const result = await buildContentModule({ file, out: path.join(dir, "module"), log: () => {}, error: () => {} });
    if (!result.ok) throw new Error(`the file did not pass: ${JSON.stringify(result.problems)}`);
    const site = result.packs.find((pack) => pack.name === "emberwake-delve-sites")?.documents[0] as { system: { theme: unknown; domain: unknown } };
    const delve = createRequire(import.meta.url)("@datasworn/ironsworn-classic-delve/json/delve.json");
    const rows = (list: Array<{ roll: { min: number; max: number }; text: string }>) => list.map(({ roll, text }) => ({ min: roll.min, max: roll.max, text }));
    const { ancient } = delve.site_themes;
    expect(site.system.theme).toEqual({ name: "Ancient", dataswornId: "delve_site_theme:delve/ancient", features: rows(ancient.features), dangers: rows(ancient.dangers) });
    expect(site.system.domain).toMatchObject({ name: "Barrow", dataswornId: "delve_site_domain:delve/barrow" });
    expect((site.system.domain as { features: unknown[] }).features).toHaveLength(delve.site_domains.barrow.features.length);
  });

  it("names what of the file becomes no document, in the import window's words", async () => {
    const lines: string[] = [];
    const result = await buildContentModule({ file: path.join(fixtures, "homebrew.json"), out: path.join(await tempDir(), "module"), log: (line) => lines.push(line) });
    expect(result.ok).toBe(true);
    expect(lines).toContain("  $.atlas: Atlas entries (1) are not imported: Vowforge has no document for a region of the world.");
    expect(lines).toContain("  $.rarities: Rarities (1) are not imported: Vowforge has no asset upgrade to buy them with.");
    expect(lines.filter((line) => line.startsWith("  $.")).length).toBe(5);
  });
});
