/**
 * Builds the Datasworn packs into a temporary folder and reads them back: the JSON sources the
 * generator wrote and the LevelDB packs the Foundry CLI compiled (extracted again with the CLI).
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { buildPacks, type BuildResult } from "../../tools/packs/build.mjs";

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
  flags: { vowforge?: { dataswornId?: string; source?: Source } };
}

export interface Built {
  dir: string;
  result: BuildResult;
  /** Documents of each pack as the generator wrote them. */
  sources: Record<string, Doc[]>;
  /** Documents of each pack as read back from LevelDB. */
  leveldb: Record<string, Doc[]>;
  cleanup: () => Promise<void>;
}

async function readDocs(folder: string): Promise<Doc[]> {
  const files = (await readdir(folder)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(folder, f), "utf8")) as Doc));
}

/** Builds every pack into a fresh temporary folder; `extract` also reads the LevelDB back. */
export async function buildIntoTemp({ extract = true } = {}): Promise<Built> {
  const dir = await mkdtemp(path.join(tmpdir(), "vowforge-packs-"));
  const result = await buildPacks({ out: path.join(dir, "out"), sources: path.join(dir, "src"), log: () => {} });
  const sources: Record<string, Doc[]> = {};
  const leveldb: Record<string, Doc[]> = {};
  for (const pack of result.packs) {
    sources[pack.name] = await readDocs(pack.sources);
    if (extract) {
      const extracted = path.join(dir, "extracted", pack.name);
      await extractPack(pack.out, extracted, { clean: true });
      leveldb[pack.name] = await readDocs(extracted);
    }
  }
  return { dir, result, sources, leveldb, cleanup: () => rm(dir, { recursive: true, force: true }) };
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
