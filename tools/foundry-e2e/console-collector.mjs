/**
 * Collects what the browser pages print and says which lines fail the run.
 *
 * A run fails on any error or warning in the console, deprecation warnings included. Foundry prints
 * its compatibility (deprecation) warnings through `console.warn`, and some modules log them at
 * info level with the word "deprecated", so a line of any level that speaks of deprecation counts as
 * a warning too. An uncaught exception (Playwright's `pageerror`) and a failed request count as
 * errors. Three things excuse a line, and each excused line stays in the log, marked with what
 * excused it:
 * - a step that expects a refusal (a player acting on an actor they do not own) declares the
 *   notification it expects, and only that one line, once, is excused;
 * - known noise (known-noise.mjs): the reviewed list of lines that are not the system's, each with
 *   its reason and source, for the Foundry generations it names; entries no line used are reported;
 * - FOUNDRY_E2E_ALLOW (a regular expression), for noise of a maintainer's own machine.
 * Neither known noise nor FOUNDRY_E2E_ALLOW ever excuses a line of ours (`isOwnLine`).
 */

/** @typedef {import("./console-collector.d.mts").ConsoleEntry} ConsoleEntry */

const DEPRECATION = /\bdeprecat(ed|ion|es)\b|\bcompatibility warning\b|will be removed in (version|v)\s*\d+/i;

/**
 * @param {{ type: string; text: string }} entry
 * @returns {"error" | "warning" | null}
 */
export function classifyConsoleMessage({ type, text }) {
  const kind = String(type).toLowerCase();
  if (kind === "error" || kind === "pageerror" || kind === "requestfailed" || kind === "assert")
    return "error";
  if (kind === "warning" || kind === "warn") return "warning";
  if (DEPRECATION.test(String(text))) return "warning";
  return null;
}

/** Our script's folder as Foundry serves it, in a URL or a stack frame. */
const OUR_FILES = "/systems/vowforge/";

/**
 * Whether a line is the system's own: it starts with "Vowforge" (our console lines do: "Vowforge | …"),
 * or its text or location names a file of ours (a stack frame, a failed request for one of our files).
 *
 * @param {{ text: string; location?: string }} entry
 */
export function isOwnLine({ text, location }) {
  return /^\s*Vowforge\b/.test(String(text)) || String(text).includes(OUR_FILES) || String(location ?? "").includes(OUR_FILES);
}

/**
 * @param {{ standing?: RegExp | null; knownNoise?: readonly import("./known-noise.d.mts").KnownNoise[]; generation?: number | null }} [options]
 *   standing: lines excused for the whole run (FOUNDRY_E2E_ALLOW); knownNoise: the reviewed list;
 *   generation: the Foundry generation of the run (entries for other generations do not apply)
 */
export function createConsoleCollector({ standing = null, knownNoise = [], generation = null } = {}) {
  /** @type {ConsoleEntry[]} */
  const entries = [];
  /** @type {{ level: "error" | "warning"; includes: string; step: string; used: boolean }[]} */
  const allowances = [];
  const noise = knownNoise
    .filter((n) => generation === null || n.versions.includes(generation))
    .map((entry) => ({ entry, used: 0 }));

  return {
    /** Records one line from a page. */
    record(entry) {
      const level = classifyConsoleMessage(entry);
      let excusedBy = null;
      if (level) {
        const allowance = allowances.find(
          (a) => !a.used && a.level === level && entry.text.includes(a.includes),
        );
        const noisy = isOwnLine(entry)
          ? undefined
          : noise.find((n) => n.entry.level === level && n.entry.match.test(entry.text));
        if (allowance) {
          allowance.used = true;
          excusedBy = allowance.step;
        } else if (noisy) {
          noisy.used += 1;
          excusedBy = `known noise ${noisy.entry.id}`;
        } else if (standing && !isOwnLine(entry) && standing.test(entry.text)) {
          excusedBy = "FOUNDRY_E2E_ALLOW";
        }
      }
      const stored = { ...entry, level, excusedBy, at: entry.at ?? new Date().toISOString() };
      entries.push(stored);
      return stored;
    },
    /** Excuses the next line of that level containing `includes` (an expected refusal). */
    allowOnce(level, includes, step) {
      if (!includes) throw new Error("An allowance needs the text it excuses");
      allowances.push({ level, includes, step, used: false });
    },
    /** Allowances no line used: the expected message never came. */
    unusedAllowances() {
      return allowances
        .filter((a) => !a.used)
        .map(({ level, includes, step }) => ({ level, includes, step }));
    },
    /** Which known-noise entries of this generation excused lines (and how many), and which none. */
    knownNoiseReport() {
      return {
        used: noise.filter((n) => n.used > 0).map((n) => ({ id: n.entry.id, lines: n.used })),
        unused: noise.filter((n) => n.used === 0).map((n) => n.entry.id),
      };
    },
    /** Lines that fail the run. */
    problems() {
      return entries.filter((e) => e.level !== null && e.excusedBy === null);
    },
    entries() {
      return [...entries];
    },
    /** The log file: one line per entry. */
    format() {
      return entries
        .map((e) => {
          const mark = e.level === null ? "  " : e.excusedBy ? "ok" : e.level === "error" ? "E!" : "W!";
          const where = e.location ? ` (${e.location})` : "";
          const excused = e.excusedBy ? ` [expected by ${e.excusedBy}]` : "";
          return `${e.at} ${mark} [${e.page}] ${e.type}: ${e.text}${where}${excused}`;
        })
        .join("\n");
    },
  };
}
