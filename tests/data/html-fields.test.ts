/**
 * Every HTML field is declared, and every declaration is an HTML field. Foundry's server cleans the
 * fields a system lists in system.json's `documentTypes.<Document>.<subtype>.htmlFields` (the
 * worldbuilding system's "Ensure template.json has htmlFields specified to trigger server-side
 * sanitisation of HTML", foundryvtt/worldbuilding#47); a field of an array's entries is written with
 * `*` for the entry, as dnd5e 5.3 ("advancement.*.hint") and draw-steel 1.0 ("advancements.*.description")
 * declare theirs (fields inside arrays: public issue foundryvtt/foundryvtt#11471, closed as done).
 *
 * The walk covers every actor, item and chat message model the system registers, with Foundry's data
 * fields faked (tests/fakes/data-fields.ts), both ways.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HTMLField, useDataModels, type SchemaField } from "../fakes/data-fields";
import { fieldAtPath, textFieldPaths } from "../security/schema-paths";

const models = useDataModels();

interface Manifest {
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
}
const MANIFEST = JSON.parse(readFileSync(path.resolve(__dirname, "../../system.json"), "utf8")) as Manifest;

async function modelsByDocument(): Promise<Record<string, Record<string, unknown>>> {
  const { RollCardModel } = await import("../../src/kinds/card-model");
  return { Actor: models.actorModels, Item: models.itemModels, ChatMessage: { roll: RollCardModel } };
}

function schemaOf(model: unknown): SchemaField {
  return (model as { schema: SchemaField }).schema;
}

describe("system.json htmlFields", () => {
  it("names every subtype the system registers, and no other", async () => {
    const byDocument = await modelsByDocument();
    for (const [document, subtypes] of Object.entries(byDocument)) {
      expect(Object.keys(MANIFEST.documentTypes[document] ?? {}).sort(), document).toEqual(
        Object.keys(subtypes).sort(),
      );
    }
  });

  it("declares every HTMLField of every model", async () => {
    const missing: string[] = [];
    for (const [document, subtypes] of Object.entries(await modelsByDocument())) {
      for (const [subtype, model] of Object.entries(subtypes)) {
        const declared = new Set(MANIFEST.documentTypes[document][subtype].htmlFields ?? []);
        for (const { path: field, html } of textFieldPaths(schemaOf(model))) {
          if (html && !declared.has(field)) missing.push(`${document}.${subtype}: ${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("declares nothing that is not an HTMLField", async () => {
    const wrong: string[] = [];
    for (const [document, subtypes] of Object.entries(await modelsByDocument())) {
      for (const [subtype, model] of Object.entries(subtypes)) {
        for (const field of MANIFEST.documentTypes[document][subtype].htmlFields ?? []) {
          if (!(fieldAtPath(schemaOf(model), field) instanceof HTMLField))
            wrong.push(`${document}.${subtype}: ${field}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the walk sees HTML fields inside arrays and nested objects (asset and Augur ability texts, card outcome texts)", async () => {
    const byDocument = await modelsByDocument();
    const html = (document: string, subtype: string) =>
      textFieldPaths(schemaOf(byDocument[document][subtype]))
        .filter((f) => f.html)
        .map((f) => f.path);
    expect(html("Item", "asset")).toContain("abilities.*.text");
    expect(html("Actor", "augurCharacter")).toContain("abilities.*.text");
    expect(html("ChatMessage", "roll")).toContain("action.moveOutcomes.miss.match");
  });
});
