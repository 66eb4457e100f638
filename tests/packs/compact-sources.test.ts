/**
 * The packs without the fields Foundry fills the same way by default (tools/packs/lib/foundry-defaults.mjs)
 * against the packs as they were built before: the converters' whole documents compiled by the Foundry
 * CLI from one file each. Both read back with the CLI (the run's build by tests/support/packs-setup.ts)
 * and through the same defaults, every document of every pack holds the same fields byte for byte;
 * only the size differs.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDocuments } from "../../tools/packs/build.mjs";
import { generateOwnDocuments } from "../../tools/packs/own/build.mjs";
import { compactDocument, withFoundryDefaults } from "../../tools/packs/lib/foundry-defaults.mjs";
import { sharedBuild } from "./helpers";

type Doc = Record<string, unknown>;

let dir = "";
let whole: Array<{ name: string; documents: Doc[] }> = [];

/** JSON with every object's keys sorted, so two documents compare whatever order their fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A LevelDB pack's documents as the CLI extracts them, by id. */
async function extracted(pack: string): Promise<Map<string, Doc>> {
  const out = path.join(dir, "extracted", path.basename(pack));
  await extractPack(pack, out, { clean: true });
  const files = await readdir(out);
  const docs = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(out, f), "utf8")) as Doc));
  return new Map(docs.map((doc) => [String(doc._id), doc]));
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const f of await readdir(folder)) total += (await stat(path.join(folder, f))).size;
  return total;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vowforge-compact-"));
  whole = [...generateDocuments().packs, ...(await generateOwnDocuments()).packs];
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("packs without Foundry's defaults", () => {
  it("hold every document's fields as the whole documents did, read through the same defaults", async () => {
    const built = await sharedBuild();
    let compared = 0;
    let before = 0;
    let after = 0;
    for (const { name, documents } of whole) {
      // The build as it was: each whole document in a file of its own, compiled by the CLI.
      const sources = path.join(dir, "old-sources", name);
      await mkdir(sources, { recursive: true });
      await Promise.all(documents.map((doc) => writeFile(path.join(sources, `${String(doc._id)}.json`), JSON.stringify(doc))));
      const oldPack = path.join(dir, "old", name);
      await compilePack(sources, oldPack);
      const newPack = built.result.packs.find((p) => p.name === name)?.out ?? "";
      const old = await extracted(oldPack);
      // The run's build, as the CLI read it back (tests/support/packs-setup.ts).
      const now = new Map(built.leveldb[name].map((doc) => [doc._id, doc as unknown as Doc]));
      expect([...now.keys()].sort(), name).toEqual([...old.keys()].sort());
      for (const [id, doc] of old) {
        expect(canonical(withFoundryDefaults(now.get(id) as Doc)), `${name} ${String(doc.name)}`).toBe(canonical(withFoundryDefaults(doc)));
        compared++;
      }
      before += await folderBytes(oldPack);
      after += await folderBytes(newPack);
    }
    expect(compared).toBeGreaterThan(1_100);
    expect(after).toBeLessThan(before * 0.8);
  }, 240_000);

  it("leave out only fields at Foundry's defaults: a value other than the default is kept", () => {
    const table = {
      _id: "t",
      _key: "!tables!t",
      name: "Table",
      folder: "f1",
      ownership: { default: 2 },
      flags: { vowforge: {}, other: { kept: true } },
      _stats: { coreVersion: "13.345", systemId: "vowforge", createdTime: null },
      results: [
        { _id: "a", type: "text", name: "", img: "icons/svg/d20-black.svg", weight: 1, drawn: false, flags: { vowforge: {} }, _stats: {}, range: [1, 1] },
        { _id: "b", type: "document", name: "Named", img: "icons/svg/book.svg", weight: 3, drawn: true, flags: { vowforge: { rollTwice: true } }, range: [2, 4] },
      ],
    };
    expect(compactDocument(table)).toEqual({
      _id: "t",
      _key: "!tables!t",
      name: "Table",
      folder: "f1",
      ownership: { default: 2 },
      flags: { other: { kept: true } },
      _stats: { coreVersion: "13.345", systemId: "vowforge" },
      results: [
        { _id: "a", range: [1, 1] },
        { _id: "b", type: "document", name: "Named", img: "icons/svg/book.svg", weight: 3, drawn: true, flags: { vowforge: { rollTwice: true } }, range: [2, 4] },
      ],
    });
    expect(canonical(withFoundryDefaults(compactDocument(table)))).toBe(canonical(withFoundryDefaults(table)));
  });
});
