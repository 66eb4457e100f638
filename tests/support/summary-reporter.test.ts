import { describe, expect, it } from "vitest";
import { countRun, summaryLine } from "./summary-reporter";

type State = "passed" | "failed" | "skipped" | "pending";

/** A test module as vitest's reporter API hands it: its state and its tests, each with a result. */
function module(state: "passed" | "failed" | "skipped", tests: Array<[State, ("run" | "skip" | "todo")?]>) {
  return {
    state: () => state,
    children: {
      allTests: function* () {
        for (const [s, mode = "run"] of tests) yield { result: () => ({ state: s }), options: { mode } };
      },
    },
  } as unknown as Parameters<typeof countRun>[0][number];
}

describe("the summary line", () => {
  it("counts tests as vitest does: a file that failed to load is a failed file, not a failed test", () => {
    const counts = countRun([
      module("failed", []),
      module("failed", [["failed"], ["failed"], ["passed"]]),
      module("passed", [["passed"], ["skipped", "skip"], ["skipped", "todo"]]),
    ]);
    expect(counts).toEqual({ passed: 2, failed: 2, skipped: 1, todo: 1, failedFiles: 2 });
    expect(summaryLine(counts)).toBe("tests: 2 passed, 2 failed, 1 skipped, 1 todo; files: 2 failed");
  });

  it("keeps the plain form for a clean run", () => {
    expect(summaryLine(countRun([module("passed", [["passed"]])]))).toBe("tests: 1 passed, 0 failed, 0 skipped");
  });
});
