/**
 * The pack builds the pack tests read: the JSON sources the build wrote (one file a pack) and the
 * LevelDB packs read back with the Foundry CLI.
 *
 * For test authors: read the build of the run with `sharedBuild()` (and `secondBuild()` for a build
 * made apart from it, to compare ids). Both are built once per run by tests/support/packs-setup.ts, the
 * global setup of the "packs" project (every file under tests/packs/), so a new pack test costs no
 * build of its own. `buildIntoTemp()` builds into a fresh folder, for a test that needs its own.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { ClassicLevel } from "classic-level";
import { expect, inject } from "vitest";
import { buildPacks, type BuildResult } from "../../tools/packs/build.mjs";
import { withFoundryDefaults } from "../../tools/packs/lib/foundry-defaults.mjs";

export interface Source {
  title: string;
  page: number | null;
  authors: string;
  license: string;
  url: string;
}

export interface RollOption {
  using: string;
  key: string;
  label: string;
}

export interface Outcome {
  text: string;
  match: string;
}

/** The `system` fields the tests read, across moves, assets and foes. */
export interface DocSystem {
  ruleset: string;
  source: Source;
  dataswornId: string;
  /** A renamed Starforged move's playtest name, "" otherwise (moves only). */
  formerly?: string;
  category?: string;
  trigger?: string;
  text?: string;
  rollType?: string;
  rollOptions?: RollOption[];
  progressTrack?: string;
  outcomes?: { strongHit: Outcome; weakHit: Outcome; miss: Outcome };
  oracles?: string[];
  requirement?: string;
  abilities?: Array<{ name: string; text: string; enabled: boolean }>;
  meter?: { enabled: boolean; label: string; value: number; min: number; max: number };
  fields?: Array<{ key: string; label: string; value: string }>;
  rank?: string;
  nature?: string;
  description?: string;
  progress?: { ticks: number };
}

export interface ResultDoc {
  _id: string;
  _key: string;
  type: string;
  name: string;
  description: string;
  range: [number, number];
  weight: number;
  drawn: boolean;
  flags: { vowforge?: { rollTwice?: boolean; rollCount?: number; rollTable?: string; rollTables?: string[] } };
}

export interface PageDoc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  text: { content: string; format: number };
  flags?: { vowforge?: { range?: number[]; table?: Array<{ range: number[]; text: string }> } };
}

export interface Doc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  img?: string;
  system?: DocSystem;
  formula?: string;
  description?: string;
  results?: ResultDoc[];
  pages?: PageDoc[];
  /** The order the pack lists it in (Foundry's `sort`). */
  sort?: number;
  flags: { vowforge?: { dataswornId?: string; source?: Source } };
}

export interface Built {
  dir: string;
  result: BuildResult;
  /** Documents of each pack as the build wrote its source (without the fields at Foundry's defaults). */
  sources: Record<string, Doc[]>;
  /**
   * Documents of each pack as read back from LevelDB, as Foundry reads them: the fields the packs leave
   * at Foundry's defaults filled in (tools/packs/lib/foundry-defaults.mjs). Empty when not extracted.
   */
  leveldb: Record<string, Doc[]>;
  cleanup: () => Promise<void>;
}

async function readDocs(folder: string): Promise<Doc[]> {
  const files = (await readdir(folder)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(folder, f), "utf8")) as Doc));
}

/** Reads a build's sources and, when `extracted` names a folder, its packs as the CLI extracted them. */
async function readBuild(dir: string, result: BuildResult, extracted: string | null, cleanup: () => Promise<void>): Promise<Built> {
  const sources: Record<string, Doc[]> = {};
  const leveldb: Record<string, Doc[]> = {};
  for (const pack of result.packs) {
    sources[pack.name] = JSON.parse(await readFile(pack.sources, "utf8")) as Doc[];
    if (extracted) leveldb[pack.name] = (await readDocs(path.join(extracted, pack.name))).map((doc) => withFoundryDefaults(doc) as unknown as Doc);
  }
  return { dir, result, sources, leveldb, cleanup };
}

const keep = async (): Promise<void> => undefined;

/** The run's build of every pack, read back from LevelDB too (shared by every pack test; do not change its folders). */
export async function sharedBuild(): Promise<Built> {
  const { first } = inject("packBuilds");
  return readBuild(first.dir, first.result, first.extracted, keep);
}

/** A second build of every pack, made apart from the first (sources only). */
export async function secondBuild(): Promise<Built> {
  const { second } = inject("packBuilds");
  return readBuild(second.dir, second.result, null, keep);
}

/** Builds every pack into a fresh temporary folder; `extract` also reads the LevelDB back. */
export async function buildIntoTemp({ extract = true } = {}): Promise<Built> {
  const dir = await mkdtemp(path.join(tmpdir(), "vowforge-packs-"));
  const result = await buildPacks({ out: path.join(dir, "out"), sources: path.join(dir, "src"), log: () => {} });
  let extracted: string | null = null;
  if (extract) {
    extracted = path.join(dir, "extracted");
    for (const pack of result.packs) await extractPack(pack.out, path.join(extracted, pack.name), { clean: true });
  }
  return readBuild(dir, result, extracted, () => rm(dir, { recursive: true, force: true }));
}

/** Every key of a LevelDB pack folder with its value as stored (the JSON text). Opening it rewrites its log files. */
export async function storedEntries(folder: string): Promise<Map<string, string>> {
  const db = new ClassicLevel<string, string>(folder, { keyEncoding: "utf8", valueEncoding: "utf8" });
  try {
    return new Map(await db.iterator().all());
  } finally {
    await db.close();
  }
}

/** Every document of every pack, with its pack name. */
export function allDocs(packs: Record<string, Doc[]>): Array<{ pack: string; doc: Doc }> {
  return Object.entries(packs).flatMap(([pack, docs]) => docs.map((doc) => ({ pack, doc })));
}

/** Every string anywhere inside a value. */
export function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** A Foundry document id: 16 letters and digits. */
export const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;

/** The LevelDB collection each document type is stored under (the `!collection!id` of a `_key`). */
export const COLLECTION_OF: Record<string, string> = { Item: "items", Actor: "actors", RollTable: "tables", JournalEntry: "journal" };

/** Checks that each document, table result and journal page has an id and a `_key` that matches it. */
export function expectKeysMatchIds(docs: Doc[], collection: string | undefined): void {
  for (const doc of docs) {
    expect(doc._id, doc.name).toMatch(DOCUMENT_ID);
    expect(doc._key, doc.name).toBe(`!${collection}!${doc._id}`);
    for (const result of doc.results ?? []) {
      expect(result._id).toMatch(DOCUMENT_ID);
      expect(result._key).toBe(`!tables.results!${doc._id}.${result._id}`);
    }
    for (const page of doc.pages ?? []) {
      expect(page._id).toMatch(DOCUMENT_ID);
      expect(page._key).toBe(`!journal.pages!${doc._id}.${page._id}`);
    }
  }
}

/** Every id a build gives: documents, table results and journal pages. */
export function everyId(packs: Record<string, Doc[]>): string[] {
  return allDocs(packs).flatMap(({ doc }) => [
    doc._id,
    ...(doc.results ?? []).map((r) => r._id),
    ...(doc.pages ?? []).map((p) => p._id),
  ]);
}
