/**
 * The rules documents some tests compare our content with. They live beside the repository
 * (`../shared/rules`), not in it: some may never be redistributed, so a clone from the public repository
 * has no such folder. Tests that need them run when the folder is there, skip with one line saying why
 * when it is not, and fail when the `CI` environment variable is set (CI must run the comparison).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, it } from "vitest";

/** Where the rules documents are looked for (overridden by VOWFORGE_RULES_DIR). */
export const RULES_DIR = path.resolve(
  process.env.VOWFORGE_RULES_DIR ?? path.join(__dirname, "../../../shared/rules"),
);

/** Whether every one of `files` is present in the rules folder. */
export function hasRulesDocuments(files: readonly string[], dir = RULES_DIR): boolean {
  return files.every((file) => existsSync(path.join(dir, file)));
}

/** The one line a skipped suite shows. */
export function skipReason(files: readonly string[], dir = RULES_DIR): string {
  return `skipped: needs the rules documents ${files.join(", ")} in ${dir} (absent; CI requires them)`;
}

/** What becomes of a suite needing `files`: run it, skip it, or fail it (CI without the documents). */
export function rulesSuiteMode(
  files: readonly string[],
  env: Record<string, string | undefined> = process.env,
  dir = RULES_DIR,
): "run" | "skip" | "fail" {
  if (hasRulesDocuments(files, dir)) return "run";
  return env.CI ? "fail" : "skip";
}

/**
 * `describe` for a suite that reads the rules documents `files`: the body only runs (and so only reads
 * them) when they are present.
 */
export function describeWithRules(name: string, files: readonly string[], body: () => void): void {
  const mode = rulesSuiteMode(files);
  if (mode === "run") describe(name, body);
  else if (mode === "skip") describe.skip(`${name} (${skipReason(files)})`, () => it("is skipped", () => {}));
  else
    describe(name, () => {
      it("has the rules documents it compares with", () => {
        throw new Error(`CI is set but the rules documents are missing: ${files.join(", ")} in ${RULES_DIR}`);
      });
    });
}
