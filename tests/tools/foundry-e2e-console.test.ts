import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  classifyConsoleMessage,
  createConsoleCollector,
  isOwnLine,
} from "../../tools/foundry-e2e/console-collector.mjs";
import { KNOWN_NOISE, type KnownNoise } from "../../tools/foundry-e2e/known-noise.mjs";
import { SUPPORTED_GENERATIONS } from "../../tools/foundry-e2e/foundry-build.mjs";

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
    const c = createConsoleCollector({ standing: /WebGL/ });
    c.record({ page: "gm", type: "warning", text: "WebGL is not available: falling back" });
    c.record({ page: "gm", type: "error", text: "vowforge.mjs: TypeError" });
    expect(c.problems().map((p) => p.text)).toEqual(["vowforge.mjs: TypeError"]);
    expect(c.format()).toContain("[expected by FOUNDRY_E2E_ALLOW]");
  });

  it("never excuses a line of ours", () => {
    const c = createConsoleCollector({ standing: /WebGL/ });
    c.record({
      page: "gm",
      type: "warning",
      text: "WebGL texture failed\n    at draw (http://localhost:30013/systems/vowforge/vowforge.mjs:12:3)",
    });
    expect(c.problems()).toHaveLength(1);
  });
});

const noise = (over: Partial<KnownNoise> = {}): KnownNoise => ({
  id: "core-thing",
  level: "warning",
  match: /^Core says hello$/,
  versions: [13],
  reason: "core prints it on every start",
  source: "a public issue",
  ...over,
});

describe("lines of ours", () => {
  it("are those that start with Vowforge or name a file of ours, in the text or the location", () => {
    expect(isOwnLine({ text: "Vowforge | a relayed request failed" })).toBe(true);
    expect(isOwnLine({ text: "  Vowforge: something" })).toBe(true);
    expect(isOwnLine({ text: "Error: x\n at f (http://h/systems/vowforge/vowforge.mjs:1:1)" })).toBe(true);
    expect(isOwnLine({ text: "HTTP 404 http://h/systems/vowforge/lang/xx.json" })).toBe(true);
    expect(isOwnLine({ text: "Deprecated since Version 13", location: "http://h/systems/vowforge/vowforge.mjs:4" })).toBe(
      true,
    );
    expect(isOwnLine({ text: "Foundry VTT | Deprecated thing", location: "http://h/scripts/foundry.mjs:9" })).toBe(false);
    expect(isOwnLine({ text: "A Vowforge card" })).toBe(false);
  });
});

describe("known noise", () => {
  it("excuses a matching line of its level and generation, marked with its id, and counts it", () => {
    const c = createConsoleCollector({ knownNoise: [noise()], generation: 13 });
    c.record({ page: "gm", type: "warning", text: "Core says hello" });
    c.record({ page: "owner", type: "warning", text: "Core says hello" });
    c.record({ page: "gm", type: "error", text: "Core says hello" });
    expect(c.problems().map((p) => p.level)).toEqual(["error"]);
    expect(c.entries()[0].excusedBy).toBe("known noise core-thing");
    expect(c.format()).toContain("[expected by known noise core-thing]");
    expect(c.knownNoiseReport()).toEqual({ used: [{ id: "core-thing", lines: 2 }], unused: [] });
  });

  it("does not apply to another generation, and is then neither used nor unused", () => {
    const c = createConsoleCollector({ knownNoise: [noise()], generation: 14 });
    c.record({ page: "gm", type: "warning", text: "Core says hello" });
    expect(c.problems()).toHaveLength(1);
    expect(c.knownNoiseReport()).toEqual({ used: [], unused: [] });
  });

  it("never excuses a line of ours, even when an entry matches it", () => {
    const c = createConsoleCollector({ knownNoise: [noise({ match: /hello/ })], generation: 13 });
    c.record({ page: "gm", type: "warning", text: "Vowforge | hello" });
    c.record({
      page: "gm",
      type: "warning",
      text: "hello is deprecated\n at x (http://localhost/systems/vowforge/vowforge.mjs:3:1)",
    });
    c.record({ page: "gm", type: "warning", text: "hello", location: "http://localhost/systems/vowforge/vowforge.mjs:3" });
    expect(c.problems()).toHaveLength(3);
    expect(c.knownNoiseReport().unused).toEqual(["core-thing"]);
  });

  it("reports the entries no line used, so the list stays reviewed", () => {
    const c = createConsoleCollector({
      knownNoise: [noise(), noise({ id: "other", match: /^never$/ })],
      generation: 13,
    });
    c.record({ page: "gm", type: "warning", text: "Core says hello" });
    expect(c.knownNoiseReport()).toEqual({ used: [{ id: "core-thing", lines: 1 }], unused: ["other"] });
  });

  it("a step's expected refusal is excused before known noise", () => {
    const c = createConsoleCollector({ knownNoise: [noise({ level: "error", match: /refused/ })], generation: 13 });
    c.allowOnce("error", "refused", "ironsworn:noGM");
    c.record({ page: "owner", type: "error", text: "refused" });
    expect(c.entries()[0].excusedBy).toBe("ironsworn:noGM");
    expect(c.knownNoiseReport().unused).toEqual(["core-thing"]);
  });
});

describe("the reviewed list of known noise", () => {
  it("gives every entry an id, a level, a pattern, its generations, a one-line reason and a source", () => {
    const ids = KNOWN_NOISE.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const n of KNOWN_NOISE) {
      expect(n.id).toMatch(/^[a-z0-9-]+$/);
      expect(["error", "warning"]).toContain(n.level);
      expect(n.match).toBeInstanceOf(RegExp);
      // A global or sticky pattern remembers where it stopped, and would miss every other line.
      expect(n.match.flags).not.toMatch(/[gy]/);
      expect(n.versions.length).toBeGreaterThan(0);
      for (const v of n.versions) expect(SUPPORTED_GENERATIONS).toContain(v);
      expect(n.reason.length).toBeGreaterThan(20);
      expect(n.reason).not.toContain("\n");
      expect(n.source.length).toBeGreaterThan(10);
    }
  });

  it("cites, where an entry's source is a test here, a test that exists", () => {
    for (const n of KNOWN_NOISE) {
      const file = /^(tests\/\S+\.test\.ts)/.exec(n.source)?.[1];
      if (file) expect(existsSync(file), `${n.id}: ${file}`).toBe(true);
    }
  });
});
