import { describe, expect, it } from "vitest";
import {
  classifyConsoleMessage,
  createConsoleCollector,
} from "../../tools/foundry-e2e/console-collector.mjs";

describe("what counts as a console problem", () => {
  it("errors, uncaught exceptions and failed requests are errors", () => {
    expect(classifyConsoleMessage({ type: "error", text: "TypeError: x is undefined" })).toBe("error");
    expect(classifyConsoleMessage({ type: "pageerror", text: "boom" })).toBe("error");
    expect(classifyConsoleMessage({ type: "requestfailed", text: "GET /systems/vowforge/x.hbs" })).toBe(
      "error",
    );
  });

  it("warnings are warnings, deprecation lines are warnings at any level", () => {
    expect(classifyConsoleMessage({ type: "warning", text: "something" })).toBe("warning");
    expect(
      classifyConsoleMessage({
        type: "log",
        text: "Error: You are accessing CONST.CHAT_MESSAGE_TYPES which is deprecated",
      }),
    ).toBe("warning");
    expect(
      classifyConsoleMessage({
        type: "info",
        text: "Deprecated since Version 13, will be removed in Version 15",
      }),
    ).toBe("warning");
    expect(classifyConsoleMessage({ type: "debug", text: "This will be removed in v16" })).toBe("warning");
  });

  it("ordinary log lines are not problems", () => {
    expect(classifyConsoleMessage({ type: "log", text: "Foundry VTT | Drawing game canvas" })).toBeNull();
    expect(classifyConsoleMessage({ type: "info", text: "Vowforge | ready" })).toBeNull();
  });
});

describe("the console collector", () => {
  it("keeps every line and reports only the problems", () => {
    const c = createConsoleCollector();
    c.record({ page: "gm", type: "log", text: "hello" });
    c.record({ page: "owner", type: "warning", text: "careful" });
    c.record({ page: "other", type: "error", text: "broken", location: "vowforge.mjs:10" });
    expect(c.entries()).toHaveLength(3);
    expect(c.problems().map((p) => [p.page, p.level])).toEqual([
      ["owner", "warning"],
      ["other", "error"],
    ]);
    const log = c.format().split("\n");
    expect(log).toHaveLength(3);
    expect(log[2]).toContain("E! [other] error: broken (vowforge.mjs:10)");
  });

  it("excuses one expected line, once, and reports an expectation that never came", () => {
    const c = createConsoleCollector();
    c.allowOnce("warning", "You may not act on that character", "augur:cardActionsByOtherPlayer");
    c.allowOnce("error", "never printed", "x:y");
    c.record({ page: "other", type: "warning", text: "Vowforge: You may not act on that character." });
    c.record({ page: "other", type: "warning", text: "Vowforge: You may not act on that character." });
    expect(c.problems()).toHaveLength(1);
    expect(c.entries()[0].excusedBy).toBe("augur:cardActionsByOtherPlayer");
    expect(c.unusedAllowances()).toEqual([{ level: "error", includes: "never printed", step: "x:y" }]);
  });

  it("does not excuse a line of another level", () => {
    const c = createConsoleCollector();
    c.allowOnce("warning", "refused", "s");
    c.record({ page: "other", type: "error", text: "refused" });
    expect(c.problems()).toHaveLength(1);
  });
});

describe("lines a maintainer excuses for a whole run", () => {
  it("excuses matching problems, keeps them in the log, and nothing else", () => {
    const c = createConsoleCollector(/WebGL/);
    c.record({ page: "gm", type: "warning", text: "WebGL is not available: falling back" });
    c.record({ page: "gm", type: "error", text: "vowforge.mjs: TypeError" });
    expect(c.problems().map((p) => p.text)).toEqual(["vowforge.mjs: TypeError"]);
    expect(c.format()).toContain("[expected by FOUNDRY_E2E_ALLOW]");
  });
});
