/**
 * No branching over card kinds outside src/kinds/: the pipeline, the roll dialog (its odds), the
 * playground and the tools look a kind up in the registry (KINDS[card.kind]) instead of a
 * `switch (card.kind)` or a `card.kind === "action"` test. The files listed below branch over another
 * vocabulary also named `kind`, with how many and why; the counts must match exactly, so a new branch
 * fails.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KIND_IDS } from "../../src/kinds/registry";
import { kindBranches } from "./kind-switch-scan";
import { codeFiles, ROOT } from "./shape-scan";

/** Another vocabulary that is also spelt `kind` and shares a word with the card kinds. */
const OTHER_KIND = "not a card kind: another vocabulary named `kind` that shares a word with them";

const ALLOWED: Record<string, { count: number; reason: string }> = {
  "src/enrichers/candidates.ts": { count: 1, reason: `${OTHER_KIND} (the kind of a rich-text link: move, oracle)` },
  "src/enrichers/element.ts": { count: 1, reason: `${OTHER_KIND} (the kind of a rich-text link)` },
  "src/macros/macro-args.ts": { count: 1, reason: `${OTHER_KIND} (what a hotbar macro rolls: stat, move, progress)` },
  "src/macros/roll-macro.ts": { count: 1, reason: `${OTHER_KIND} (what a hotbar macro rolls)` },
  "src/applications/sheets/conflict-actions.ts": { count: 1, reason: `${OTHER_KIND} (a team conflict's row)` },
  "tools/foundry-e2e/burn-check.mjs": {
    count: 2,
    reason:
      "the real-Foundry harness: plain JavaScript run by Node beside a live world, outside the build, so it cannot import the TypeScript registry; it reads the stored dice of the two kinds its burn step rolls",
  },
};


/** The code read: src/, the playground's TypeScript and the tools' scripts (the playground server, the harness). */
const scanned = () => codeFiles(["src", "playground", "tools"], [".ts", ".mjs"]);

describe("branching over card kinds", () => {
  it("reads the playground's pages and the tools' scripts as well as src/", () => {
    const files = scanned();
    expect(files).toEqual(expect.arrayContaining(["playground/sheets/sheets-page.ts", "tools/playground/server.mjs", "tools/foundry-e2e/burn-check.mjs"]));
    expect(files.some((file) => file.endsWith(".d.mts"))).toBe(false);
  });

  it("happens only in src/kinds/ and the listed files, as often as listed", () => {
    const counts: Record<string, number> = {};
    for (const file of scanned()) {
      if (file.startsWith("src/kinds/")) continue;
      const branches = kindBranches(file, readFileSync(join(ROOT, file), "utf8"), KIND_IDS);
      if (branches.length > 0) counts[file] = branches.length;
    }
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([file, entry]) => [file, entry.count]));
    expect(counts).toEqual(allowed);
  });

  it("finds a switch over a card's kind and a comparison with a kind id, not a switch over another value", () => {
    const source = `
      switch (card.kind) { case "action": break; case "pool": break; }
      if (state.kind === "forge") {}
      switch (ruleset) { case "strike": break; }
      if (link.kind === "move") {}
    `;
    expect(kindBranches("x.ts", source, KIND_IDS)).toEqual([
      { line: 2, form: "switch", kinds: ["action", "pool"] },
      { line: 3, form: "compare", kinds: ["forge"] },
    ]);
  });
});
