/**
 * Every RulesError code the code can throw has a sentence under VOWFORGE.Error in lang/en.json, so a
 * user never sees the general fallback for it. Codes are read from the source: `new RulesError("Code"`
 * everywhere in src/rules and in the roll and card code, and the `refuse("Code"` helper of the team
 * conflict tracker, which throws a RulesError with that code.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return files(rel);
    return e.name.endsWith(".ts") ? [rel] : [];
  });
}

const REFUSE_DEFINITION = /function refuse\(code: string[^)]*\)[^{]*\{\s*throw new RulesError\(code/;

/** Whether the file's `refuse` (its own, or one it imports from a sibling module) throws a RulesError with the code it is given. */
function refusesWithCode(file: string, source: string): boolean {
  if (REFUSE_DEFINITION.test(source)) return true;
  const imported = /import \{[^}]*\brefuse\b[^}]*\} from "(\.\/[^"]+)"/.exec(source);
  if (!imported) return false;
  const sibling = path.join(root, path.dirname(file), `${imported[1]}.ts`);
  return REFUSE_DEFINITION.test(readFileSync(sibling, "utf8"));
}

function codesIn(dirs: string[]): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const file of dirs.flatMap(files)) {
    const source = readFileSync(path.join(root, file), "utf8");
    const patterns = [/new RulesError\(\s*"([A-Za-z]+)"/g];
    // A file whose `refuse` throws a RulesError with the code it is given.
    if (refusesWithCode(file, source)) patterns.push(/\brefuse\(\s*"([A-Za-z]+)"/g);
    for (const pattern of patterns) {
      for (const [, code] of source.matchAll(pattern)) codes.set(code, [...(codes.get(code) ?? []), file]);
    }
  }
  return codes;
}

const errors = (JSON.parse(readFileSync(path.join(root, "lang/en.json"), "utf8")) as { VOWFORGE: { Error: Record<string, unknown> } }).VOWFORGE.Error;

describe("VOWFORGE.Error strings", () => {
  it("has a sentence for every code thrown in src/rules", () => {
    const codes = codesIn(["src/rules"]);
    expect(codes.size).toBeGreaterThan(80);
    const missing = [...codes.keys()].filter((code) => typeof errors[code] !== "string");
    expect(missing).toEqual([]);
  });

  it("has a sentence for every code thrown by the roll, card and message code", () => {
    const codes = codesIn(["src/cards", "src/chat", "src/dice", "src/data/message"]);
    expect(codes.size).toBeGreaterThan(10);
    expect([...codes.keys()].filter((code) => typeof errors[code] !== "string")).toEqual([]);
  });

  it("writes each as a sentence", () => {
    for (const code of codesIn(["src/rules", "src/cards", "src/chat", "src/dice", "src/data/message"]).keys()) {
      expect(errors[code] as string, code).toMatch(/^[{A-Z].*[.!?]$/);
    }
  });
});
