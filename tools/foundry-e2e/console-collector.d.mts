import { type KnownNoise } from "./known-noise.mjs";
export interface ConsoleEntry {
  /** Which browser page: "gm", "owner", "other". */
  page: string;
  /** Playwright's message type ("log", "warning", "error", ...), or "pageerror" / "requestfailed". */
  type: string;
  text: string;
  location?: string;
  at?: string;
}
export interface RecordedEntry extends ConsoleEntry {
  level: "error" | "warning" | null;
  excusedBy: string | null;
  at: string;
}
export interface KnownNoiseReport {
  used: Array<{ id: string; lines: number }>;
  unused: string[];
}
export interface ConsoleCollector {
  record(entry: ConsoleEntry): RecordedEntry;
  allowOnce(level: "error" | "warning", includes: string, step: string): void;
  unusedAllowances(): Array<{ level: "error" | "warning"; includes: string; step: string }>;
  knownNoiseReport(): KnownNoiseReport;
  problems(): RecordedEntry[];
  entries(): RecordedEntry[];
  format(): string;
}
export function classifyConsoleMessage(entry: { type: string; text: string }): "error" | "warning" | null;
export function isOwnLine(entry: { text: string; location?: string }): boolean;
export function createConsoleCollector(options?: {
  standing?: RegExp | null;
  knownNoise?: readonly KnownNoise[];
  generation?: number | null;
}): ConsoleCollector;
