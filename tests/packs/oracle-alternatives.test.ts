/**
 * Rows that offer alternative tables (one of them is rolled, not all), read back from the built
 * packs and checked against the Datasworn source: an oracle roll that names a collection of
 * `table_shared_text` columns (Starforged's Terminus / Outlands / Expanse mission tables), or text
 * that links two or more columns of one such collection.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBuild, type Built, type Doc, type ResultDoc } from "./helpers";

const require = createRequire(import.meta.url);

interface Alternative {
  uuid: string;
  label: string;
  region?: string;
}

interface DsRow {
  roll: { min: number; max: number } | null;
  text?: string;
  text2?: string | null;
  oracle_rolls?: Array<{ oracle: string | null }>;
}

interface DsNode {
  _id: string;
  type?: string;
  name?: string;
  oracle_type?: string;
  tags?: Record<string, Record<string, unknown>>;
  rows?: DsRow[];
  contents?: Record<string, DsNode>;
  collections?: Record<string, DsNode>;
}

interface Member {
  id: string;
  label: string;
  region: string | null;
}

/** What the source says: the alternative sets, and per table the ranges of rows offering one. */
function fromSource(module: string) {
  const data = JSON.parse(readFileSync(require.resolve(module), "utf8")) as { oracles: Record<string, DsNode> };
  const sets = new Map<string, Member[]>();
  const memberOf = new Map<string, Member[]>();
  const rollables: DsNode[] = [];
  const walk = (node: DsNode) => {
    const members = Object.values(node.contents ?? {});
    rollables.push(...members.filter((m) => m.type === "oracle_rollable"));
    if (node.oracle_type === "table_shared_text") {
      const set = members.map((m) => ({
        id: m._id,
        label: m.name ?? "",
        region: (Object.values(m.tags ?? {}).find((t) => typeof t.region === "string")?.region as string) ?? null,
      }));
      sets.set(node._id, set);
      sets.set(node._id.replace(/^oracle_collection:/, "oracle_rollable:"), set);
      for (const m of set) memberOf.set(m.id, set);
    }
    for (const child of Object.values(node.collections ?? {})) walk(child);
  };
  for (const top of Object.values(data.oracles)) walk(top);
  /** table id -> "min-max" -> the set that row offers */
  const offers = new Map<string, Map<string, Member[]>>();
  /** table id -> ranges of rows that roll two or more tables, all of them */
  const rollAll = new Map<string, string[]>();
  for (const table of rollables) {
    for (const row of table.rows ?? []) {
      if (!row.roll) continue;
      const range = `${row.roll.min}-${row.roll.max}`;
      const named = (row.oracle_rolls ?? []).map((r) => r.oracle).filter((id): id is string => !!id);
      const linked = [...`${row.text ?? ""} ${row.text2 ?? ""}`.matchAll(/\]\(datasworn:([^)\s]+)\)/g)].map((m) => m[1]);
      let offered = [...named, ...linked].map((id) => sets.get(id)).find(Boolean);
      for (const set of new Set(linked.map((id) => memberOf.get(id)).filter(Boolean))) {
        if (set && new Set(linked.filter((id) => memberOf.get(id) === set)).size >= 2) offered = set;
      }
      if (offered) {
        if (!offers.has(table._id)) offers.set(table._id, new Map());
        offers.get(table._id)?.set(range, offered);
      }
      const all = named.filter((id) => !sets.has(id));
      if (all.length >= 2) rollAll.set(table._id, [...(rollAll.get(table._id) ?? []), range]);
    }
  }
  return { sets, offers, rollAll };
}

const SOURCES = {
  "starforged-oracles": fromSource("@datasworn/starforged/json/starforged.json"),
  "ironsworn-oracles": fromSource("@datasworn/ironsworn-classic/json/classic.json"),
};

type Flags = NonNullable<ResultDoc["flags"]["vowforge"]> & { alternatives?: Alternative[] };

function flagsOf(result: ResultDoc): Flags {
  return (result.flags.vowforge ?? {}) as Flags;
}

function rangeOf(result: ResultDoc): string {
  return `${result.range[0]}-${result.range[1]}`;
}

let built: Built;

beforeAll(async () => {
  built = await sharedBuild();
}, 120_000);

afterAll(async () => {
  await built?.cleanup();
});

describe("oracle rows that offer alternative tables (built packs, read back from LevelDB)", () => {
  for (const [pack, source] of Object.entries(SOURCES)) {
    describe(pack, () => {
      const docs = (): Doc[] => built.leveldb[pack];
      const byUuid = () => new Map(docs().map((d) => [`Compendium.vowforge.${pack}.RollTable.${d._id}`, d]));
      const marked = () =>
        docs().flatMap((doc) =>
          (doc.results ?? []).filter((r) => flagsOf(r).alternatives).map((result) => ({ doc, result })),
        );

      it("marks exactly the rows the Datasworn source says offer a choice", () => {
        const expected = [...source.offers.values()].reduce((n, rows) => n + rows.size, 0);
        expect(marked()).toHaveLength(expected);
        expect(expected).toBe(pack === "starforged-oracles" ? 2 : 0);
        for (const { doc, result } of marked()) {
          const id = doc.flags.vowforge?.dataswornId ?? "";
          expect(source.offers.get(id)?.has(rangeOf(result)), `${doc.name} ${rangeOf(result)}`).toBe(true);
        }
      });

      it("lists every table of the set with its label and region, and rolls none of them all", () => {
        const tables = byUuid();
        for (const { doc, result } of marked()) {
          const set = source.offers.get(doc.flags.vowforge?.dataswornId ?? "")?.get(rangeOf(result)) ?? [];
          const flags = flagsOf(result);
          const alternatives = flags.alternatives ?? [];
          expect(alternatives.map((a) => a.label)).toEqual(set.map((m) => m.label));
          expect(alternatives.map((a) => a.region ?? null)).toEqual(set.map((m) => m.region));
          expect(alternatives.map((a) => tables.get(a.uuid)?.flags.vowforge?.dataswornId)).toEqual(
            set.map((m) => m.id),
          );
          for (const a of alternatives) expect(flags.rollTables ?? []).not.toContain(a.uuid);
          expect(result.description).toContain("Roll on one of ");
        }
      });

      it("keeps roll-all for rows that mean every table they name (Action + Theme and the like)", () => {
        const expected = [...source.rollAll.values()].reduce((n, ranges) => n + ranges.length, 0);
        const rollAll = docs().flatMap((doc) =>
          (doc.results ?? [])
            .filter((r) => (flagsOf(r).rollTables ?? []).length >= 2)
            .map((r) => ({ id: doc.flags.vowforge?.dataswornId ?? "", range: rangeOf(r), flags: flagsOf(r) })),
        );
        expect(rollAll).toHaveLength(expected);
        if (pack === "starforged-oracles") expect(expected).toBeGreaterThan(60);
        for (const row of rollAll) {
          expect(source.rollAll.get(row.id), `${row.id} ${row.range}`).toContain(row.range);
          expect(row.flags.alternatives).toBeUndefined();
        }
      });
    });
  }

  it("Starforged: Starship Type 68-82 offers the Terminus, Outlands and Expanse mission tables", () => {
    const doc = built.leveldb["starforged-oracles"].find((d) => d.name === "Starship / Starship Type");
    const row = doc?.results?.find((r) => rangeOf(r) === "68-82");
    expect(flagsOf(row as ResultDoc).alternatives?.map((a) => [a.label, a.region])).toEqual([
      ["Terminus", "terminus"],
      ["Outlands", "outlands"],
      ["Expanse", "expanse"],
    ]);
    expect(flagsOf(row as ResultDoc).rollTables).toBeUndefined();
  });
});
