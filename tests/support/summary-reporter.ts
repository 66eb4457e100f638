import type { Reporter, TestModule } from "vitest/node";

/** The counts of one run, as vitest's own summary gives them. */
export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
  todo: number;
  /** Test files that failed as a whole (an error while loading them, or in a hook outside any test). */
  failedFiles: number;
}

/** What the summary needs of a test module (vitest's TestModule has it). */
type CountedModule = Pick<TestModule, "state" | "children">;

/**
 * Counts the tests of a run the way vitest's summary does: each test once, by its state; skipped and
 * todo apart; a file that failed without a failing test of its own is a failed file, not a test.
 */
export function countRun(testModules: ReadonlyArray<CountedModule>): RunCounts {
  const counts: RunCounts = { passed: 0, failed: 0, skipped: 0, todo: 0, failedFiles: 0 };
  for (const module of testModules) {
    let failedTests = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") counts.passed += 1;
      else if (state === "failed") {
        counts.failed += 1;
        failedTests += 1;
      } else if (test.options.mode === "todo") counts.todo += 1;
      else counts.skipped += 1;
    }
    if (module.state() === "failed" || failedTests > 0) counts.failedFiles += 1;
  }
  return counts;
}

/** The closing line: "tests: N passed, N failed, N skipped" (todo and failed files when there are some). */
export function summaryLine(counts: RunCounts): string {
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`, `${counts.skipped} skipped`];
  if (counts.todo > 0) parts.push(`${counts.todo} todo`);
  const files = counts.failedFiles > 0 ? `; files: ${counts.failedFiles} failed` : "";
  return `tests: ${parts.join(", ")}${files}`;
}

/**
 * Prints one plain closing line after vitest's own summary, with the same counts, so any log reader can
 * count the run without parsing vitest's coloured output.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    process.stdout.write(`\n${summaryLine(countRun(testModules))}\n`);
  }
}
