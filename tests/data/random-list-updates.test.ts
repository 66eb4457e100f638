/**
 * Random updates that write lists (a Forged Ties character's skills and ruin spaces, a conflict's
 * members and events) and an asset's meter, through the document classes onto a model that stores
 * what it is given (cleaned by the schema, checked by the model's joint validation): nothing stored is
 * ever out of range, a refused update leaves the stored data as it was, and an accepted one is stored
 * as asked.
 */
import { isDeepStrictEqual } from "node:util";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { build, useDataModels, type DataModel, type SchemaField } from "../fakes/data-fields";
import { installStoringDocuments, type StoringActor } from "../fakes/storing-actors";
import { importDocumentClasses, type DocumentClass } from "../fakes/documents";
import { installUiFakes, type UiFakes } from "../fakes/foundry-ui";
import { setPath } from "../../src/paths";
import { limitsOf, type FieldLimit } from "../../src/data/range-guard";
import {
  fixedLimits,
  pickOne,
  prng,
  randomFixedChanges,
  randomValue,
  storedOtherwise,
  storedOutOfRange,
} from "./random-updates";
import { PROPERTY_TIMEOUT_MS } from "../support/property";

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

/** Random updates a case: each a seeded draw, so every run checks the same 3,000 on any machine. */
const ROUNDS = 3000;

const NAMES = ["Climbing", "Lore", "Riding", "Stealth", "Raiders", "Wardens"];

/** The top-level lists of `Model` that hold numbers, each with the limits inside it. */
function listsOf(Model: unknown): Map<string, FieldLimit[]> {
  const lists = new Map<string, FieldLimit[]>();
  for (const limit of limitsOf(Model)) {
    const list = limit.lists?.[0]?.path;
    if (list && !list.includes("*")) lists.set(list, [...(lists.get(list) ?? []), limit]);
  }
  return lists;
}

/** A random list for `path`: entries of the element's defaults, ids and names set, numbers random. */
function randomList(random: () => number, Model: unknown, path: string, limits: FieldLimit[]): unknown[] {
  const schema = (Model as { schema: SchemaField }).schema;
  const field = path.split(".").reduce<unknown>((f, key) => (f as SchemaField).fields[key], schema) as {
    element: { getInitialValue(): unknown };
  };
  const length = Math.floor(random() * 4);
  return Array.from({ length }, (_, i) => {
    let entry = field.element.getInitialValue();
    if (typeof entry === "object" && entry !== null) {
      const record = entry as Record<string, unknown>;
      if ("id" in record) record.id = `e${i}`;
      if ("name" in record) record.name = NAMES[i];
    }
    for (const limit of limits) {
      if (random() < 0.3) continue;
      const rest = limit.path.slice(`${path}.*`.length + 1);
      if (rest === "") entry = randomValue(random, limit);
      else setPath(entry as Record<string, unknown>, rest, randomValue(random, limit));
    }
    return entry;
  });
}

/** A random update: one or two lists written whole, sometimes with a value at a fixed path. */
function randomListChanges(random: () => number, Model: unknown): Record<string, unknown> {
  const lists = [...listsOf(Model)];
  const fixed = fixedLimits(Model);
  const changes: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 2);
  for (let i = 0; i < count; i++) {
    const [path, limits] = pickOne(random, lists);
    changes[`system.${path}`] = randomList(random, Model, path, limits);
  }
  return fixed.length > 0 && random() < 0.3
    ? { ...changes, ...randomFixedChanges(random, fixed, 1) }
    : changes;
}

/** A random write of an asset meter's value, minimum and maximum (one, two or all three). */
function randomMeterChanges(random: () => number): Record<string, unknown> {
  const limits = limitsOf(models.AssetModel).filter((l) => l.path.startsWith("meter."));
  const changes: Record<string, unknown> = {};
  for (const limit of limits) {
    if (random() < 0.5) changes[`system.${limit.path}`] = randomValue(random, limit);
  }
  if (Object.keys(changes).length === 0) changes["system.meter.value"] = randomValue(random, limits[0]);
  return changes;
}

type Case = {
  documentClass: () => typeof ActorClass;
  type: string;
  model: () => unknown;
  changes: (random: () => number) => Record<string, unknown>;
};

const CASES: Record<string, Case> = {
  forgedTiesCharacter: {
    documentClass: () => ActorClass,
    type: "forgedTiesCharacter",
    model: () => models.ForgedTiesCharacterModel,
    changes: (random) => randomListChanges(random, models.ForgedTiesCharacterModel),
  },
  conflict: {
    documentClass: () => ActorClass,
    type: "conflict",
    model: () => models.ConflictModel,
    changes: (random) => randomListChanges(random, models.ConflictModel),
  },
  asset: {
    documentClass: () => ItemClass,
    type: "asset",
    model: () => models.AssetModel,
    changes: randomMeterChanges,
  },
};

describe("random list and meter updates through the document classes", () => {
  it.each([
    ["forgedTiesCharacter", 21],
    ["conflict", 22],
    ["asset", 23],
  ] as const)(
    "%s: nothing stored is ever out of range; refused updates change nothing",
    async (name, seed) => {
      const { documentClass, type, model, changes: randomChanges } = CASES[name];
      const Model = model();
      const limits = limitsOf(Model);
      const random = prng(seed);
      const document = new (documentClass())(type, build(Model, {}));
      const system = () => (document.system as DataModel).toObject();
      const counts = { guarded: 0, joint: 0, accepted: 0, checked: 0 };
      // Checked in plain code, each problem noted with its round; asserted once after the last round.
      const problems: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const changes = randomChanges(random);
        const before = system();
        const shown = ui.shown.length;
        let threw = false;
        try {
          await document.update(changes);
        } catch {
          // Refused by the schema's validation or the model's joint check, as Foundry would refuse it.
          threw = true;
        }
        const after = system();
        const found: string[] = [];
        if (ui.shown.length > shown) {
          counts.guarded++;
          if (threw) found.push("a guarded update threw");
          if (!isDeepStrictEqual(after, before)) found.push("a guarded update changed the stored data");
        } else if (threw) {
          counts.joint++;
          if (!isDeepStrictEqual(after, before)) found.push("a refused update changed the stored data");
        } else {
          counts.accepted++;
          storedOtherwise(after, limits, changes, found);
        }
        counts.checked += storedOutOfRange(after, limits, found);
        if (type === "asset") {
          const { value, min, max } = after.meter as { value: number; min: number; max: number };
          if (!(value >= min && value <= max)) found.push(`meter value ${value} outside ${min}..${max}`);
        }
        for (const problem of found) problems.push(`round ${round} ${JSON.stringify(changes)}: ${problem}`);
      }
      expect(problems).toEqual([]);
      expect(counts.guarded).toBeGreaterThan(500);
      expect(counts.accepted).toBeGreaterThan(200);
      expect(counts.checked).toBeGreaterThan(3000);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
