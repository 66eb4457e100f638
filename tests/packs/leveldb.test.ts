/**
 * The pack writer (tools/packs/lib/leveldb.mjs) against the Foundry CLI it stands in for: the same
 * documents, compiled by the CLI's compilePack from one source file each and written by writePack,
 * give every pack the same keys with byte-identical values. A folder written again holds exactly the
 * new documents.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedEntries } from "./helpers";
import { generateDocuments } from "../../tools/packs/build.mjs";
import { generateOwnDocuments } from "../../tools/packs/own/build.mjs";
import { compactDocument } from "../../tools/packs/lib/foundry-defaults.mjs";
import { writePack } from "../../tools/packs/lib/leveldb.mjs";

type Docs = Array<Record<string, unknown>>;

let dir = "";
let packs: Array<{ name: string; documents: Docs }> = [];


/** The pack compiled by the Foundry CLI from one JSON file per document. */
async function throughCli(name: string, documents: Docs): Promise<string> {
  const sources = path.join(dir, "cli-sources", name);
  await mkdir(sources, { recursive: true });
  await Promise.all(documents.map((doc, i) => writeFile(path.join(sources, `${i}.json`), JSON.stringify(doc))));
  const out = path.join(dir, "cli", name);
  await compilePack(sources, out);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vowforge-leveldb-"));
  const own = await generateOwnDocuments();
  packs = [...generateDocuments().packs, ...own.packs].map((pack) => ({
    name: pack.name,
    documents: pack.documents.map(compactDocument),
  }));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("writePack", () => {
  it("stores every pack as the Foundry CLI compiles it: the same keys, byte-identical values", async () => {
    let keys = 0;
    for (const { name, documents } of packs) {
      const ours = path.join(dir, "ours", name);
      await writePack(ours, documents);
      const [mine, cli] = await Promise.all([storedEntries(ours), storedEntries(await throughCli(name, documents))]);
      expect([...mine.keys()].sort(), name).toEqual([...cli.keys()].sort());
      for (const [key, value] of cli) expect(mine.get(key), `${name} ${key}`).toBe(value);
      keys += cli.size;
    }
    // Every primary document and every result and page of the packs.
    expect(keys).toBeGreaterThan(13_000);
  }, 120_000);

  it("leaves a folder written again holding exactly the new documents", async () => {
    const pack = packs.find((p) => p.name === "strike-tables");
    if (!pack) throw new Error("no strike-tables pack");
    const folder = path.join(dir, "again");
    await writePack(folder, pack.documents);
    const fewer = pack.documents.slice(1);
    await writePack(folder, fewer);
    const cli = await storedEntries(await throughCli("again", fewer));
    expect(await storedEntries(folder)).toEqual(cli);
  });

  it("refuses a document without a key, and a key given twice", async () => {
    await expect(writePack(path.join(dir, "bad"), [{ _id: "x", name: "No key" }])).rejects.toThrow("No key");
    const doc = { _id: "a", _key: "!items!a", name: "Twice" };
    await expect(writePack(path.join(dir, "twice"), [doc, doc])).rejects.toThrow("already packed");
  });
});
