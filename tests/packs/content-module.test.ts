/**
 * `npm run content` (tools/content/content.mjs): the homebrew fixture becomes a module whose packs the
 * Foundry CLI reads back, with links into the system's packs; the broken fixture prints each problem
 * with its path in the words of lang/en.json and writes nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, describe, expect, it } from "vitest";
import { buildContentModule } from "../../tools/content/content.mjs";

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
    expect(manifest.packs.map((pack: { name: string }) => pack.name)).toEqual([
      "emberwake-moves",
      "emberwake-assets",
      "emberwake-oracles",
      "emberwake-foes",
      "emberwake-truths",
    ]);
    const extracted = path.join(dir, "extracted");
    await extractPack(path.join(out, "packs", "emberwake-moves"), extracted, { clean: true });
    const moves = await Promise.all((await readdir(extracted)).map((f) => JSON.parse(readFileSync(path.join(extracted, f), "utf8"))));
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
    expect(lines[0]).toBe("broken.json: 6 problem(s); nothing was written.");
    expect(lines).toContain(
      '  $.oracles.emberwake.contents.ash_signs.rows[1]: The row 3–6 overlaps the row before it: some rolls would find two rows.',
    );
    expect(lines).toContain('  $.npcs.emberwake.contents.cinder_wight: The required field "nature" is missing here.');
  });
});
