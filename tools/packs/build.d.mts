/** Types of the pack generator's public API (the generator itself is plain JavaScript). */

export interface PackSummary {
  /** Pack name, e.g. "ironsworn-moves". */
  name: string;
  /** Foundry document type of the pack. */
  type: "Item" | "Actor" | "RollTable" | "JournalEntry";
  /** Number of primary documents written. */
  count: number;
  /** Milliseconds spent writing this pack (its source and its LevelDB folder). */
  ms: number;
  /** Whether the pack was left as the last build into the same folders wrote it (its source unchanged). */
  skipped: boolean;
  /** The pack's JSON source file: the documents as the pack stores them, one a line. */
  sources: string;
  /** LevelDB folder of the compiled pack. */
  out: string;
}

export interface BuildResult {
  packs: PackSummary[];
  /** Milliseconds for the whole build. */
  ms: number;
  /** Datasworn version of each ruleset. */
  versions: Record<string, string>;
}

export interface BuildOptions {
  /** Folder for the compiled LevelDB packs (default dist/packs). */
  out?: string;
  /** Folder for the generated JSON sources, one file a pack (default packs/_source). */
  sources?: string;
  /** Progress output (default console.log). */
  log?: (line: string) => void;
}

export interface GeneratedPack {
  name: string;
  type: PackSummary["type"];
  ruleset: string;
  expansion: string | null;
  documents: Array<Record<string, unknown>>;
}

export interface PackDefinition {
  name: string;
  ruleset: string;
  /** The expansion (delve, sunderedIsles) a pack belongs to, built from that expansion's package. */
  expansion?: string;
  /** The pack's Datasworn entries are licensed CC BY-NC-SA 4.0. */
  nonCommercial?: boolean;
  kind: "moves" | "assets" | "oracles" | "foes" | "truths";
  title: string;
}

export class PackBuildError extends Error {}

export const PACKS: PackDefinition[];
export const DEFAULT_OUT: string;
export const DEFAULT_SOURCES: string;

export function buildPacks(options?: BuildOptions): Promise<BuildResult>;
export function generateDocuments(): { packs: GeneratedPack[]; versions: Record<string, string>; errata: string[] };
export function manifestPacks(): Array<Record<string, unknown>>;
export function manifestPackFolders(): Array<Record<string, unknown>>;
export function langStrings(): Record<string, string>;
