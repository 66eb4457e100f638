/**
 * Every actor and item data model meets every structural payload its schema allows
 * (tests/data/structural-payloads.ts): a payload the rules there refuse must be refused by the update
 * guard, with each message in the user's language and nothing stored; one they accept must pass it,
 * and, where the storing fake can stand in for Foundry's cleaning (a list emptied, a null where the
 * schema allows it, an unknown key), store exactly that and nothing invalid.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { build, useDataModels, type SchemaField } from "../fakes/data-fields";
import { installStoringDocuments, type StoringActor } from "../fakes/storing-actors";
import { importDocumentClasses, type DocumentClass } from "../fakes/documents";
import { installUiFakes, type UiFakes } from "../fakes/foundry-ui";
import { updateProblems } from "../../src/data/update-check";
import { limitsOf } from "../../src/data/range-guard";
import { setPath } from "../../src/paths";
import { RulesError } from "../../src/rules/errors";
import { placePayloads, rawPayloads, schemaPlaces, type Payload } from "./structural-payloads";
import { expectStoredWithinLimits } from "./random-updates";

const models = useDataModels();
let ActorClass: DocumentClass<StoringActor>;
let ItemClass: DocumentClass<StoringActor>;
let ui: UiFakes;

beforeAll(async () => {
  installStoringDocuments();
  ({ ActorClass, ItemClass } = await importDocumentClasses<StoringActor>());
});
beforeEach(() => {
  ui = installUiFakes();
});

type Source = { toObject(): Record<string, unknown> };

interface Tally {
  payloads: number;
  refusedAsExpected: number;
  acceptedAsExpected: number;
  stored: number;
  /** Payloads the rules refuse that the guard let through: never inspected. */
  uninspected: string[];
  /** Payloads the rules accept that the guard refused. */
  falselyRefused: string[];
  /** Refusals whose message was not fully localised, or that stored something. */
  badRefusals: string[];
  /** Accepted payloads stored other than asked, or rejected by the schema. */
  badStores: string[];
  /** Accepted payloads the model's joint validation refused (nothing stored). */
  refusedByModel: string[];
}

/** The value an accepted payload leaves at its place, when the storing fake can check it. */
function storedValue(payload: Payload): { value: unknown } | null {
  if (payload.form !== "dotted" && payload.form !== "nested") return null;
  if (payload.value === "emptyList") return { value: [] };
  if (payload.value === "null") return { value: null };
  if (payload.value === "unknownKey") return { value: undefined };
  return null;
}

async function run(
  docType: "Actor" | "Item",
  subtype: string,
  Model: unknown,
  payloads: readonly Payload[],
  tally: Tally,
): Promise<void> {
  const Class = docType === "Actor" ? ActorClass : ItemClass;
  const limits = limitsOf(Model);
  let fresh: { document: StoringActor; before: Record<string, unknown> } | null = null;
  for (const payload of payloads) {
    tally.payloads += 1;
    const name = `${subtype}: ${payload.description} ${JSON.stringify(payload.changes) ?? String(payload.changes)}`;
    // A refused update changes nothing, so one document serves until an accepted one is stored.
    if (!fresh) {
      const created = new Class(subtype, build(Model, {}));
      fresh = { document: created, before: (created.system as Source).toObject() };
    }
    const { document, before } = fresh;
    const problems = updateProblems(document, payload.changes, (key) => ui.i18n.has(key));
    if (payload.expected === "refuse") {
      if (problems.length === 0) {
        tally.uninspected.push(name);
        continue;
      }
      tally.refusedAsExpected += 1;
      ui.shown.length = 0;
      try {
        const result = await document.update(payload.changes);
        const messages = ui.shown.map((n) => n.message);
        const localised = messages.length > 0 && messages.every((m) => !/VOWFORGE\.|\{\w+\}/.test(m));
        const unchanged = JSON.stringify((document.system as Source).toObject()) === JSON.stringify(before);
        if (result !== undefined || !localised || !unchanged)
          tally.badRefusals.push(`${name} → ${messages.join(" | ")}`);
      } catch (error) {
        tally.badRefusals.push(`${name} threw ${String(error)}`);
      }
      continue;
    }
    if (problems.length > 0) {
      tally.falselyRefused.push(`${name} → ${problems.map((p) => p.path).join(", ")}`);
      continue;
    }
    tally.acceptedAsExpected += 1;
    const expected = storedValue(payload);
    if (!expected || !payload.place || payload.place.path.length === 0) continue;
    fresh = null;
    try {
      await document.update(payload.changes);
      const after = (document.system as Source).toObject();
      const want = structuredClone(before);
      if (expected.value !== undefined) setPath(want, payload.place.path.join("."), expected.value);
      expectStoredWithinLimits(after, limits);
      if (JSON.stringify(after) !== JSON.stringify(want))
        tally.badStores.push(`${name} stored ${JSON.stringify(after)}`);
      else tally.stored += 1;
    } catch (error) {
      // The model's own joint check (a Forged Ties character keeps at least one harm slot) refuses a
      // sound shape holding an invalid whole; it runs wherever the data is validated, and stores nothing.
      const unchanged = JSON.stringify((document.system as Source).toObject()) === JSON.stringify(before);
      if (error instanceof RulesError && unchanged) tally.refusedByModel.push(name);
      else tally.badStores.push(`${name} threw ${String(error)}`);
    }
  }
}

describe("structural update payloads against every actor and item model", () => {
  it("refuses every odd shape with a localised message, passes every sound one, and stores nothing invalid", async () => {
    const tally: Tally = {
      payloads: 0,
      refusedAsExpected: 0,
      acceptedAsExpected: 0,
      stored: 0,
      uninspected: [],
      falselyRefused: [],
      badRefusals: [],
      badStores: [],
      refusedByModel: [],
    };
    const catalogs = { Actor: models.actorModels, Item: models.itemModels };
    for (const [docType, catalog] of Object.entries(catalogs) as [
      "Actor" | "Item",
      Record<string, unknown>,
    ][]) {
      for (const [subtype, Model] of Object.entries(catalog)) {
        const places = schemaPlaces((Model as { schema: SchemaField }).schema);
        await run(docType, subtype, Model, [...placePayloads(places), ...rawPayloads()], tally);
      }
    }
    const counts = {
      uninspected: tally.uninspected.length,
      falselyRefused: tally.falselyRefused.length,
      badRefusals: tally.badRefusals.length,
      badStores: tally.badStores.length,
    };
    const examples = [
      ...tally.uninspected,
      ...tally.falselyRefused,
      ...tally.badRefusals,
      ...tally.badStores,
    ].slice(0, 25);
    expect({ counts, examples }).toEqual({
      counts: { uninspected: 0, falselyRefused: 0, badRefusals: 0, badStores: 0 },
      examples: [],
    });
    // The generator reaches every model with thousands of payloads, most of them refused.
    expect(tally.payloads).toBeGreaterThan(9_000);
    expect(tally.refusedAsExpected).toBeGreaterThan(tally.payloads / 2);
    expect(tally.acceptedAsExpected).toBeGreaterThan(500);
    expect(tally.stored).toBeGreaterThan(50);
    expect(tally.refusedByModel.length).toBeLessThan(10);
  });
});
