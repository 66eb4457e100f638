/**
 * Collects what the browser pages print and says which lines fail the run.
 *
 * A run fails on any error or warning in the console, deprecation warnings included. Foundry prints
 * its compatibility (deprecation) warnings through `console.warn`, and some modules log them at
 * info level with the word "deprecated", so a line of any level that speaks of deprecation counts as
 * a warning too. An uncaught exception (Playwright's `pageerror`) and a failed request count as
 * errors. A step that expects a refusal (a player acting on an actor they do not own) declares the
 * notification it expects, and only that one line, once, is excused. A maintainer may excuse lines
 * for a whole run with FOUNDRY_E2E_ALLOW (a regular expression), for noise of their machine that is
 * not the system's; excused lines stay in the log, marked with what excused them.
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

/** @param {RegExp | null} [standing] lines excused for the whole run (FOUNDRY_E2E_ALLOW) */
export function createConsoleCollector(standing = null) {
  /** @type {ConsoleEntry[]} */
  const entries = [];
  /** @type {{ level: "error" | "warning"; includes: string; step: string; used: boolean }[]} */
  const allowances = [];

  return {
    /** Records one line from a page. */
    record(entry) {
      const level = classifyConsoleMessage(entry);
      let excusedBy = null;
      if (level) {
        const allowance = allowances.find(
          (a) => !a.used && a.level === level && entry.text.includes(a.includes),
        );
        if (allowance) {
          allowance.used = true;
          excusedBy = allowance.step;
        } else if (standing && standing.test(entry.text)) {
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
