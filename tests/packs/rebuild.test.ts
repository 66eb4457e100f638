/**
 * A rebuild into the same folders (npm run build keeps dist/packs): a pack whose source is unchanged and
 * whose folder is as the last build left it is not written again; a pack whose folder was touched (a
 * file removed, or the database opened since) is, and holds the same keys and values as before; folders of packs no longer built, and sources of the
 * older one-file-a-document layout, are removed.
 */
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedEntries } from "./helpers";
import { buildPacks } from "../../tools/packs/build.mjs";

let dir = "";
const options = () => ({ out: path.join(dir, "out"), sources: path.join(dir, "src"), log: () => {} });


beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vowforge-rebuild-"));
  await buildPacks(options());
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("a rebuild into the same folders", () => {
  it("writes no pack whose source and folder are unchanged", async () => {
    const again = await buildPacks(options());
    expect(again.packs.filter((p) => !p.skipped).map((p) => p.name)).toEqual([]);
    expect(again.packs.length).toBeGreaterThan(20);
  }, 120_000);

  it("writes again a pack whose folder was touched, with the same keys and values", async () => {
    const folder = path.join(dir, "out", "strike-tables");
    const before = await storedEntries(folder);
    const table = readdirSync(folder).find((f) => f.endsWith(".ldb"));
    if (!table) throw new Error("no table file in the pack");
    await unlink(path.join(folder, table));
    const again = await buildPacks(options());
    expect(again.packs.filter((p) => !p.skipped).map((p) => p.name)).toEqual(["strike-tables"]);
    expect(await storedEntries(folder)).toEqual(before);
  }, 120_000);

  it("writes again a pack whose source changed since", async () => {
    // Reading a pack opens its database, which rewrites its files: a build first settles that.
    await buildPacks(options());
    const record = path.join(dir, "src", "compiled.json");
    const compiled = JSON.parse(await readFile(record, "utf8")) as Record<string, { hash: string }>;
    compiled["augur-moves"].hash = "a source of another build";
    await writeFile(record, JSON.stringify(compiled));
    const again = await buildPacks(options());
    expect(again.packs.filter((p) => !p.skipped).map((p) => p.name)).toEqual(["augur-moves"]);
  }, 120_000);

  it("removes the folders of packs no longer built and sources of the older layout", async () => {
    await mkdir(path.join(dir, "out", "retired-pack"), { recursive: true });
    await mkdir(path.join(dir, "src", "ironsworn-moves"), { recursive: true });
    await writeFile(path.join(dir, "src", "ironsworn-moves", "face-danger_x.json"), "{}");
    await buildPacks(options());
    expect(existsSync(path.join(dir, "out", "retired-pack"))).toBe(false);
    expect(existsSync(path.join(dir, "src", "ironsworn-moves"))).toBe(false);
    expect(existsSync(path.join(dir, "src", "ironsworn-moves.json"))).toBe(true);
  }, 120_000);
});
