/**
 * `importDatasworn(file | text | json, options) → report`: a GM's import of a Datasworn file into world
 * compendium packs, the one function the import window and the module API call. The file is checked
 * whole first (src/content/validate/check-file.ts: @datasworn/core's schema and our own checks) and
 * nothing is written unless it passes; then each kind of content becomes a world pack (moves, assets,
 * oracles, foes, truths, …) in a compendium folder named after the file's title, documents keep the
 * ids derived from their Datasworn ids, and a re-import updates those packs in place
 * (import-plan.ts, import-write.ts).
 */
import { type ExternalDocument } from "../../content/context";
import { type ConvertedPack } from "../../content/generate";
import { KINDS, type KindName } from "../../content/kinds";
import { type CheckOptions, type CheckResult, checkDatasworn, checkDataswornText, packName } from "../../content/validate/check-file";
import { type Problem, problemKey } from "../../content/validate/problems";
import { type Unconverted, unconvertedKey } from "../../content/unconverted";
import { localize } from "../../locale";
import { type ImportedPacks, importedPacks, setImportedPacks } from "../../settings";
import { type IndexEntry, type PackChange, countChanges, planImport } from "./import-plan";
import { ImportCancelled, type PackStore, type Progress, writeImport } from "./import-write";
import { foundryPackStore } from "./foundry-packs";
import { forgetPackMoves } from "../sheets/move-source";
import { knownDocuments } from "./known-documents";

/** Where the import records the packs it made (the world setting by default, src/settings.ts). */
export interface PackRegistry {
  read(): ImportedPacks;
  write(packs: ImportedPacks): Promise<void>;
}

const SETTING_REGISTRY: PackRegistry = { read: importedPacks, write: setImportedPacks };

export interface ImportOptions {
  /** Our ruleset for a file that is a ruleset of its own (an expansion names its own). */
  ruleset?: "ironsworn" | "starforged";
  /** Check and plan only: the report says what would change, nothing is written. */
  dryRun?: boolean;
  onProgress?: Progress;
  signal?: AbortSignal;
  /** Where packs are written (Foundry's compendium by default: foundry-packs.ts). */
  store?: PackStore;
  /** Documents outside the file that its links may name, by Datasworn id (the system's packs by default). */
  external?: ReadonlyMap<string, ExternalDocument>;
  /** Where the packs made are recorded (the world setting by default). */
  registry?: PackRegistry;
}

/** A problem of the file with its sentence in the user's language. */
export interface ReportedProblem extends Problem {
  message: string;
}

export interface PackReport {
  name: string;
  collection: string;
  type: string;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

export interface ImportReport {
  /** imported: written; checked: a dry run that passed; invalid: the file has problems, nothing written; cancelled / failed: rolled back. */
  status: "imported" | "checked" | "invalid" | "cancelled" | "failed";
  /** The file's Datasworn id, title and version (empty when it could not be read). */
  source: string;
  title: string;
  version: string;
  problems: ReportedProblem[];
  packs: PackReport[];
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** What the file holds that becomes no document (atlas entries, rarities, …), each with its sentence. */
  unconverted: Array<Unconverted & { message: string }>;
  /** What went wrong, for a failed import. */
  error?: string;
}

/** The kind of a file's pack, from its name. */
function kindOf(fileId: string, name: string): KindName | null {
  return (Object.keys(KINDS) as KindName[]).find((kind) => packName(fileId, kind) === name) ?? null;
}

function emptyReport(status: ImportReport["status"]): ImportReport {
  return { status, source: "", title: "", version: "", problems: [], packs: [], added: 0, changed: 0, removed: 0, unchanged: 0, unconverted: [] };
}

function packReports(changes: readonly PackChange[]): PackReport[] {
  return changes.map((c) => ({ name: c.name, collection: `world.${c.name}`, type: c.type, added: c.added.length, changed: c.changed.length, removed: c.removed.length, unchanged: c.unchanged }));
}

async function check(input: Blob | string | object, options: CheckOptions): Promise<CheckResult> {
  if (typeof input === "string") return checkDataswornText(input, options);
  if (typeof Blob !== "undefined" && input instanceof Blob) return checkDataswornText(await input.text(), options);
  return checkDatasworn(input, options);
}

/** What the world's packs of this file hold now, by pack name. */
async function existingPacks(fileId: string, store: PackStore): Promise<Map<string, { type: string; entries: IndexEntry[] }>> {
  const existing = new Map<string, { type: string; entries: IndexEntry[] }>();
  for (const kind of Object.keys(KINDS) as KindName[]) {
    const name = packName(fileId, kind);
    const pack = await store.find(name);
    if (pack) existing.set(name, { type: KINDS[kind].type, entries: await pack.index() });
  }
  return existing;
}

/** The import's record of its packs in the world setting, with this file's packs as they are now. */
function recordPacks(before: ImportedPacks, fileId: string, title: string, packs: readonly ConvertedPack[]): ImportedPacks {
  const kept = Object.fromEntries(Object.entries(before).filter(([, entry]) => entry.source !== fileId));
  for (const pack of packs) kept[`world.${pack.name}`] = { ruleset: pack.ruleset, kind: kindOf(fileId, pack.name) ?? "", source: fileId, title };
  return kept;
}

/**
 * Checks a Datasworn file (a File or Blob, its text, or the parsed JSON) and, when it passes, writes
 * it into world compendium packs. Never throws for a bad file: the report lists every problem with
 * its JSON path and sentence. A cancel (options.signal) or a failure while writing rolls back what was
 * written (import-write.ts) and reports "cancelled" or "failed".
 */
export async function importDatasworn(input: Blob | string | object, options: ImportOptions = {}): Promise<ImportReport> {
  const store = options.store ?? foundryPackStore();
  const registry = options.registry ?? SETTING_REGISTRY;
  const external = options.external ?? (await knownDocuments(registry.read()));
  const result = await check(input, { packageId: "world", external, knownId: (id) => external.has(id), ruleset: options.ruleset });
  if (!result.ok) {
    const problems = result.problems.map((p) => ({ ...p, message: localize(problemKey(p.code), p.args) }));
    return { ...emptyReport("invalid"), problems };
  }
  const { id, title, version, packs } = result.file;
  const changes = planImport(packs, await existingPacks(id, store));
  const unconverted = result.file.unconverted.map((part) => ({ ...part, message: localize(unconvertedKey(part.kind), { count: part.count }) }));
  const report: ImportReport = { ...emptyReport("checked"), source: id, title, version, packs: packReports(changes), ...countChanges(changes), unconverted };
  if (options.dryRun) return report;
  const label = (change: PackChange) => `${title}: ${localize(`VOWFORGE.Import.Kind.${kindOf(id, change.name) ?? "moves"}`)}`;
  try {
    await writeImport(changes, store, { folder: title, label, onProgress: options.onProgress, signal: options.signal });
  } catch (error) {
    if (error instanceof ImportCancelled) return { ...report, status: "cancelled" };
    console.error("Vowforge | the Datasworn import failed and was rolled back", error);
    return { ...report, status: "failed", error: error instanceof Error ? error.message : String(error) };
  }
  await registry.write(recordPacks(registry.read(), id, title, packs));
  // Sheets read the move packs again when they next draw their move list.
  forgetPackMoves();
  return { ...report, status: "imported" };
}
