/**
 * What the import window shows, from where the import stands: choosing a file, checking it, the
 * problems of a file that failed (each with its JSON path and sentence), the plan of a file that
 * passed (per pack: added / changed / removed / unchanged), the progress while writing, and the end.
 * Pure: the window (import-dialog.ts) and the playground render it with the same template.
 */
import { type Localize } from "../../locale";
import { type ImportReport } from "./import-datasworn";

export type ImportPhase = "pick" | "checking" | "invalid" | "ready" | "writing" | "imported" | "cancelled" | "failed";

export interface ImportState {
  phase: ImportPhase;
  ruleset: "ironsworn" | "starforged";
  report: ImportReport | null;
  progress: { done: number; total: number };
  /** Why the file could not be read, when it could not. */
  error?: string;
}

export interface ImportContext {
  idPrefix: string;
  intro: string;
  fileLabel: string;
  rulesetLabel: string;
  rulesets: Array<{ value: string; label: string; selected: boolean }>;
  busy: boolean;
  status: string;
  problemsHeading: string;
  problems: Array<{ path: string; message: string }>;
  whereLabel: string;
  whatLabel: string;
  packs: Array<{ label: string; added: number; changed: number; removed: number; unchanged: number }>;
  columns: { pack: string; added: string; changed: string; removed: string; unchanged: string };
  /** A sentence for each part of the file that becomes no document (atlas entries, rarities, …). */
  unconverted: string[];
  showProgress: boolean;
  progressDone: number;
  progressTotal: number;
  canImport: boolean;
  canCancel: boolean;
  importLabel: string;
  cancelLabel: string;
  closeLabel: string;
}

export function emptyImportState(): ImportState {
  return { phase: "pick", ruleset: "starforged", report: null, progress: { done: 0, total: 0 } };
}

/** The sentence under the file picker for each phase. */
function statusOf(state: ImportState, localize: Localize): string {
  const report = state.report;
  const K = "VOWFORGE.Import.Window.";
  switch (state.phase) {
    case "checking":
      return localize(`${K}Checking`);
    case "invalid":
      return state.error ? localize(`${K}Unreadable`, { error: state.error }) : localize(`${K}Problems`, { count: report?.problems.length ?? 0 });
    case "ready":
      return localize(`${K}Ready`, { title: report?.title ?? "", version: report?.version ?? "" });
    case "writing":
      return localize(`${K}Progress`, { done: state.progress.done, total: state.progress.total });
    case "imported":
      return localize(`${K}Done`, { title: report?.title ?? "" });
    case "cancelled":
      return localize(`${K}Cancelled`);
    case "failed":
      return localize(`${K}Failed`, { error: report?.error ?? "" });
    default:
      return "";
  }
}

export function importContext(state: ImportState, localize: Localize, idPrefix: string): ImportContext {
  const K = "VOWFORGE.Import.Window.";
  const report = state.report;
  const showPlan = ["ready", "writing", "imported", "cancelled"].includes(state.phase);
  return {
    idPrefix,
    intro: localize(`${K}Intro`),
    fileLabel: localize(`${K}File`),
    rulesetLabel: localize(`${K}Ruleset`),
    rulesets: (["ironsworn", "starforged"] as const).map((value) => ({ value, label: localize(`VOWFORGE.Ruleset.${value}`), selected: value === state.ruleset })),
    busy: state.phase === "checking" || state.phase === "writing",
    status: statusOf(state, localize),
    problemsHeading: localize(`${K}What`),
    problems: state.phase === "invalid" ? (report?.problems ?? []).map((p) => ({ path: p.path, message: p.message })) : [],
    whereLabel: localize(`${K}Where`),
    whatLabel: localize(`${K}What`),
    packs: showPlan ? (report?.packs ?? []).map((p) => ({ label: p.name, added: p.added, changed: p.changed, removed: p.removed, unchanged: p.unchanged })) : [],
    columns: {
      pack: localize(`${K}Pack`),
      added: localize(`${K}Added`),
      changed: localize(`${K}Changed`),
      removed: localize(`${K}Removed`),
      unchanged: localize(`${K}Unchanged`),
    },
    unconverted: showPlan ? (report?.unconverted ?? []).map((part) => part.message) : [],
    showProgress: state.phase === "writing",
    progressDone: state.progress.done,
    progressTotal: Math.max(1, state.progress.total),
    canImport: state.phase === "ready",
    canCancel: state.phase === "writing",
    importLabel: localize(`${K}Import`),
    cancelLabel: localize(`${K}Cancel`),
    closeLabel: localize(`${K}Close`),
  };
}
