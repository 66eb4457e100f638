/**
 * Every difference between Foundry v13 and v14 lives in src/foundry-compat.ts: no other source file
 * asks which version runs, names what only one version has, spells v13's special update keys or tests
 * for v14's update operators. Comments may speak of them; code may not.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileGraph, SRC } from "./import-graph";

const COMPAT = "foundry-compat.ts";

/** What marks a v13/v14 difference in code, each with what it is. */
const MARKS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: "a version check", pattern: /\b(isV14|foundryGeneration)\b|\brelease\??\.generation\b|\bgame\??\.version\b/ },
  { what: "v14's chat mode names", pattern: /\bmessageMode\b|\bapplyMode\b/ },
  { what: "v14's update operators", pattern: /\b_del\b|\b_replace\b|\bForced(Deletion|Replacement)\b/ },
  { what: "v13's special update keys", pattern: /["'`.](-=|==)(?=["'`$\w])/ },
  {
    what: "a test for an operator object",
    pattern: /!Array\.isArray\((\w+)\)\s*&&\s*!isPlainObject\(\1\)/,
  },
  { what: "the directory header's actions", pattern: /header-actions/ },
];

/** `text` with its comments blanked (a `//` inside a string, as in a URL, is kept). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|(["'`])(?:\\.|(?!\1)[^\\\n])*\1|\/\/[^\n]*/g, (match) =>
    match.startsWith("/") ? match.replace(/[^\n]/g, " ") : match,
  );
}

/** Each line of `text` (by number) that spells a difference, with what it spells. */
export function differencesIn(text: string): string[] {
  return withoutComments(text)
    .split("\n")
    .flatMap((line, i) => MARKS.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${i + 1}: ${what}`));
}

describe("the v13/v14 differences", () => {
  it("are spelled in src/foundry-compat.ts only", () => {
    const found = [...fileGraph().keys()]
      .filter((file) => file !== COMPAT)
      .flatMap((file) => differencesIn(readFileSync(join(SRC, file), "utf8")).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });

  it("are found by the scan where foundry-compat.ts spells them", () => {
    const compat = differencesIn(readFileSync(join(SRC, COMPAT), "utf8")).map((line) => line.split(": ")[1]);
    expect(new Set(compat)).toEqual(new Set(MARKS.map(({ what }) => what)));
  });

  it("are found in code and not in comments or in arithmetic", () => {
    const code = [
      "// game.release.generation, `-=` and _del in a comment",
      "/* applyMode and messageMode",
      "   in a block comment */",
      'const url = "https://example.com/a";',
      "momentum -= 1; if (a == b) done();",
      "const version = game.release.generation;",
      'update[`system.-=${key}`] = null; const replace = "==";',
      "const operator = !Array.isArray(value) && !isPlainObject(value);",
      "globalThis._del;",
    ].join("\n");
    expect(differencesIn(code)).toEqual([
      "6: a version check",
      "7: v13's special update keys",
      "8: a test for an operator object",
      "9: v14's update operators",
    ]);
  });
});
