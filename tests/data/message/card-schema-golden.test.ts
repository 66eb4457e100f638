/**
 * The roll card's stored schema, held against a golden file written from the schema as it stood before
 * the card kinds moved to their own modules: the message schema is walked into one row per field (its
 * path, field class and options), so any change to what a stored card may hold (a field, a bound, an
 * initial value, a choice) fails here. A deliberate schema change rewrites the golden file with
 * `VOWFORGE_WRITE_GOLDEN=1 npx vitest run tests/data/message/card-schema-golden.test.ts` and ships
 * its migration. A kind added since the golden file was written is held to the rule that keeps stored
 * cards as they are (docs/architecture.md "Adding a card kind"): its field is nullable with a null
 * initial, the kinds' choice only grows by it, and everything else is the golden schema, field for field.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as CardModel from "../../../src/kinds/card-model";
import { KIND_IDS } from "../../../src/kinds/registry";
import { ArrayField, type DataField, installDataFakes, SchemaField } from "../../fakes/data-fields";

const GOLDEN = new URL("../../fixtures/card-schema/roll-card-schema.json", import.meta.url);

interface Row {
  path: string;
  class: string;
  options: Record<string, unknown>;
}

/** One row per field, depth first; an array's element sits at `<path>.[]`. */
function walk(field: DataField, path: string, rows: Row[]): Row[] {
  rows.push({ path, class: field.constructor.name, options: JSON.parse(JSON.stringify(field.options)) });
  if (field instanceof SchemaField) {
    for (const [key, inner] of Object.entries(field.fields)) walk(inner, path ? `${path}.${key}` : key, rows);
  } else if (field instanceof ArrayField) {
    walk(field.element, `${path}.[]`, rows);
  }
  return rows;
}

let model: typeof CardModel.RollCardModel;

beforeAll(async () => {
  installDataFakes();
  model = (await import("../../../src/kinds/card-model")).RollCardModel;
});
afterAll(() => vi.unstubAllGlobals());

describe("the roll card's stored schema", () => {
  it("is the golden schema, field for field", () => {
    const rows = walk(new SchemaField(model.defineSchema() as unknown as Record<string, DataField>), "", []);
    if (process.env.VOWFORGE_WRITE_GOLDEN === "1") writeFileSync(GOLDEN, `${JSON.stringify(rows, null, 1)}\n`);
    const golden = JSON.parse(readFileSync(GOLDEN, "utf8")) as Row[];
    const goldenKinds = golden.find((row) => row.path === "kind")?.options.choices as string[];
    const added = KIND_IDS.filter((kind) => !goldenKinds.includes(kind));
    for (const kind of added) {
      expect(rows.find((row) => row.path === kind), `the new kind ${kind}`).toMatchObject({
        class: "SchemaField",
        options: { required: true, nullable: true, initial: null },
      });
    }
    const isAdded = (path: string) => added.some((kind) => path === kind || path.startsWith(`${kind}.`));
    const kept = rows
      .filter((row) => !isAdded(row.path))
      .map((row) => (row.path === "kind" ? { ...row, options: { ...row.options, choices: goldenKinds } } : row));
    expect(rows.find((row) => row.path === "kind")?.options.choices).toEqual([...goldenKinds, ...added]);
    expect(kept.map((row) => row.path)).toEqual(golden.map((row) => row.path));
    expect(kept).toEqual(golden);
  });
});
