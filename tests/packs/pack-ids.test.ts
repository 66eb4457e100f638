/**
 * Every document id of the Ironsworn and Starforged packs as they were built from Datasworn 0.0.10
 * is still built, in the same pack, so links a world holds (compendium UUIDs in journals, sheets and
 * chat cards) keep working. The fixture was recorded from the 0.0.10 build before the id change.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDocuments } from "../../tools/packs/build.mjs";

interface Recorded {
  id: string;
  name: string;
  dataswornId: string;
  embedded: string[];
}

const fixture = JSON.parse(
  readFileSync(path.resolve(__dirname, "../fixtures/packs/pack-ids-0.0.10.json"), "utf8"),
) as { datasworn: Record<string, string>; packs: Record<string, Recorded[]> };

interface BuiltDoc {
  _id: string;
  name: string;
  results?: Array<{ _id: string }>;
  pages?: Array<{ _id: string }>;
}

let built: Map<string, Map<string, BuiltDoc>>;

beforeAll(() => {
  const { packs } = generateDocuments();
  built = new Map(packs.map((p) => [p.name, new Map((p.documents as unknown as BuiltDoc[]).map((d) => [d._id, d]))]));
});

describe("document ids recorded from the Datasworn 0.0.10 build", () => {
  it("covers the ten Ironsworn and Starforged packs", () => {
    expect(Object.keys(fixture.packs)).toHaveLength(10);
    expect(Object.values(fixture.packs).flat().length).toBe(633);
  });

  for (const [pack, docs] of Object.entries(fixture.packs)) {
    it(`${pack}: every recorded document id is still built in the same pack`, () => {
      const now = built.get(pack);
      expect(now, pack).toBeDefined();
      const missing = docs.filter((d) => !now!.has(d.id)).map((d) => `${d.id} ${d.name}`);
      expect(missing).toEqual([]);
    });

    it(`${pack}: every recorded table result and journal page id is still built`, () => {
      const now = built.get(pack)!;
      const missing: string[] = [];
      for (const doc of docs) {
        const children = new Set([...(now.get(doc.id)?.results ?? []), ...(now.get(doc.id)?.pages ?? [])].map((c) => c._id));
        for (const id of doc.embedded) if (!children.has(id)) missing.push(`${doc.name}: ${id}`);
      }
      expect(missing).toEqual([]);
    });
  }
});
