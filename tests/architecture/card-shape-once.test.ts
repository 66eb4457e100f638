/**
 * The card's shape is written once: each card kind's fields live in its shape table in src/kinds/
 * (from which the card's type, the reader of stored data, the request check and the message schema are
 * derived). This test reads every TypeScript file of src/ and playground/ with the compiler and fails
 * on an interface, object type or field-defining object literal (type names as text, descriptor calls,
 * `new` fields) that names three or more of one kind's stored fields outside that kind's module.
 * The schema itself is held to its golden file by tests/data/message/card-schema-golden.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KINDS } from "../../src/kinds/registry";
import { codeFiles, ROOT, shapeHits } from "./shape-scan";

/** Each kind's stored field names, from its own table. */
const FIELDS: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(KINDS).map(([kind, spec]) => [kind, Object.keys(spec.shape)]),
);

/**
 * Places that name a kind's fields and are not its shape, each with the reason (file, then the start of
 * the node's text as the report shows it).
 */
const ALLOWED: ReadonlyArray<{ file: string; starts: string; reason: string }> = [
  {
    file: "src/applications/dialogs/roll-dialog-types.ts",
    starts: "export interface RollDialogInput",
    reason: "what opens the roll dialog (an actor, a move, a stat to preselect), not a card; the dialog builds a RollRequest",
  },
  {
    file: "src/applications/dialogs/roll-dialog-types.ts",
    starts: "export interface RollChoices",
    reason: "the dialog form's raw values (numbers as typed text, checkboxes), not a card",
  },
  {
    file: "src/applications/dialogs/roll-dialog.ts",
    starts: "export interface RollDialogPromptOptions",
    reason: "what a caller gives RollDialog.prompt (optional values, defaults), not a card",
  },
  {
    file: "src/applications/sheets/context/progress-request.ts",
    starts: "export interface ProgressRollInput",
    reason: "a sheet's progress roll before its heading is worded (a move, a track kind), not a card",
  },
  {
    file: "src/cards/special-requests.ts",
    starts: "export interface OpposedSideInput",
    reason: "one side as the sheet or the GM gives it (a character read from its sheet, roll tags), not a card",
  },
  {
    file: "src/chat/commands/types.ts",
    starts: "export interface StrikeCommand",
    reason: "a parsed chat command, not a card; the resolver turns it into a RollRequest",
  },
];


/** Whether a file may name `kind`'s fields: its own module, or the pure rules engine below the cards. */
function mayName(file: string, kind: string): boolean {
  // The rules engine's inputs and results name the dice they read; a kind hands its card to them, and
  // tsc checks the card's derived type against them where it does (src/kinds/resolve-card.ts).
  return file === `src/kinds/${kind}.ts` || file.startsWith("src/rules/");
}

describe("the card's shape is written once", () => {
  it("outside each kind's own module, no definition names three of its fields", () => {
    const found: string[] = [];
    for (const file of codeFiles()) {
      for (const hit of shapeHits(file, readFileSync(join(ROOT, file), "utf8"), FIELDS)) {
        if (mayName(file, hit.kind)) continue;
        if (ALLOWED.some((a) => a.file === file && hit.text.startsWith(a.starts))) continue;
        found.push(`${file}:${hit.line} (${hit.kind}: ${hit.names.join(", ")}) ${hit.text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("every allowed place still names a kind's fields (the list stays true)", () => {
    for (const allowed of ALLOWED) {
      const hits = shapeHits(allowed.file, readFileSync(join(ROOT, allowed.file), "utf8"), FIELDS);
      expect(hits.some((hit) => hit.text.startsWith(allowed.starts)), allowed.file).toBe(true);
    }
  });

  it("finds a second definition as an interface, an object type or a table of field descriptors", () => {
    const source = `
      export interface ActionCopy { actionDie: number; challengeDice: [number, number]; burnedMomentum: number | null }
      export type PoolCopy = { pool: number[]; position: string; effect: string };
      export const THREAT_FIELDS = { noRoll: "string", keep: "string", momentumGained: "number" };
      export const schema = { item: new f.StringField(), itemTier: int(0, 10, 1), die: int(1, 6, 1) };
    `;
    const kinds = shapeHits("copy.ts", source, FIELDS).map((hit) => hit.kind);
    expect(kinds).toEqual(["action", "pool", "threat", "purchase"]);
  });

  it("does not count a card built from values (dice, a form) as a definition", () => {
    const source = `const card = { ...request, actionDie: dice.actionDie, challengeDice: dice.challengeDice, burnedMomentum: null };`;
    expect(shapeHits("build.ts", source, FIELDS)).toEqual([]);
  });
});
