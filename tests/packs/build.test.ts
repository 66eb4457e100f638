import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestPackFolders, manifestPacks, PACKS } from "../../tools/packs/build.mjs";
import { allDocs, COLLECTION_OF, everyId, expectKeysMatchIds, secondBuild, sharedBuild, strings, type Built, type Doc } from "./helpers";

const root = path.resolve(__dirname, "../..");

/** Entries per pack in the Datasworn 0.1.0-0 packages (counted from the books' contents). */
const COUNTS: Record<string, number> = {
  "ironsworn-moves": 35,
  "ironsworn-assets": 78,
  "ironsworn-oracles": 38,
  "ironsworn-foes": 29,
  "ironsworn-truths": 11,
  "starforged-moves": 56,
  "starforged-assets": 87,
  "starforged-oracles": 262,
  "starforged-encounters": 23,
  "starforged-truths": 14,
  "delve-moves": 13,
  "delve-oracles": 48,
  "delve-foes": 29,
  "delve-themes": 8,
  "delve-domains": 12,
  "delve-sites": 20,
  "sundered-isles-moves": 8,
  "sundered-isles-assets": 60,
  "sundered-isles-oracles": 268,
  "sundered-isles-truths": 11,
};

const DATASWORN = new Set(Object.keys(COUNTS));

/** The Datasworn packs of a build (our own packs have their own test, own-content.test.ts). */
function dataswornOnly(packs: Record<string, Doc[]>): Record<string, Doc[]> {
  return Object.fromEntries(Object.entries(packs).filter(([name]) => DATASWORN.has(name)));
}


let first: Built;
let second: Built;

beforeAll(async () => {
  first = await sharedBuild();
  second = await secondBuild();
}, 120_000);

afterAll(async () => {
  await first?.cleanup();
  await second?.cleanup();
});

function tables(built: Built): Array<{ pack: string; doc: Doc }> {
  return allDocs(built.leveldb).filter(({ pack }) => pack.endsWith("-oracles"));
}

describe("system.json", () => {
  const system = JSON.parse(readFileSync(path.join(root, "system.json"), "utf8")) as {
    packs: unknown[];
    packFolders: unknown[];
  };

  it("lists exactly the packs the generator builds", () => {
    expect(system.packs).toEqual(manifestPacks());
    expect(PACKS.map((p) => p.name)).toEqual(Object.keys(COUNTS));
  });

  it("groups the packs into one folder per ruleset", () => {
    expect(system.packFolders).toEqual(manifestPackFolders());
    type Folder = { packs: string[]; folders: Folder[] };
    const packsIn = (f: Folder): string[] => [...f.packs, ...f.folders.flatMap(packsIn)];
    const grouped = (system.packFolders as Folder[]).flatMap(packsIn).sort();
    expect(grouped).toEqual(manifestPacks().map((p) => p.name as string).sort());
  });
});

describe("pack build", () => {
  it("writes and compiles every pack with the expected number of documents", () => {
    const built = first.result.packs.filter((p) => DATASWORN.has(p.name));
    expect(built.map((p) => [p.name, p.count])).toEqual(Object.entries(COUNTS));
    for (const [name, count] of Object.entries(COUNTS)) {
      expect(first.sources[name], name).toHaveLength(count);
      expect(first.leveldb[name], name).toHaveLength(count);
    }
  });

  it("gives every document and embedded document a _key that matches its id", () => {
    for (const pack of first.result.packs) expectKeysMatchIds(first.sources[pack.name], COLLECTION_OF[pack.type]);
  });

  it("uses each id once across all packs", () => {
    const ids = everyId(first.sources);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps every id when built again", () => {
    const idsOf = (built: Built) =>
      allDocs(dataswornOnly(built.sources)).map(({ doc }) => ({
        datasworn: doc.flags.vowforge?.dataswornId,
        id: doc._id,
        embedded: [...(doc.results ?? []), ...(doc.pages ?? [])].map((e) => e._id),
      }));
    const a = idsOf(first);
    expect(a.every((entry) => typeof entry.datasworn === "string" && entry.datasworn !== "")).toBe(true);
    expect(idsOf(second)).toEqual(a);
  });

  it("reads back from LevelDB what the sources hold", () => {
    for (const name of Object.keys(COUNTS)) {
      const byId = new Map(first.sources[name].map((d) => [d._id, d]));
      for (const doc of first.leveldb[name]) {
        const source = byId.get(doc._id);
        expect(source, `${name} ${doc.name}`).toBeDefined();
        expect(doc.name).toBe(source?.name);
        expect(doc.system).toEqual(source?.system);
        expect(doc.results?.map((r) => [r._id, r.range, r.description])).toEqual(
          source?.results?.map((r) => [r._id, r.range, r.description]),
        );
        expect(doc.pages?.map((p) => [p._id, p.text.content])).toEqual(source?.pages?.map((p) => [p._id, p.text.content]));
      }
    }
  });

  it("links only to documents that exist in our packs", () => {
    const known = new Set(
      allDocs(dataswornOnly(first.sources)).map(({ pack, doc }) => {
        const type = PACKS.find((p) => p.name === pack)?.kind;
        const documentName = {
          moves: "Item",
          assets: "Item",
          oracles: "RollTable",
          foes: "Actor",
          truths: "JournalEntry",
          siteThemes: "Item",
          siteDomains: "Item",
          delveSites: "Item",
        }[type ?? "moves"];
        return `Compendium.vowforge.${pack}.${documentName}.${doc._id}`;
      }),
    );
    const moves = new Set(
      allDocs(dataswornOnly(first.sources))
        .filter(({ doc }) => doc.type === "move")
        .map(({ pack, doc }) => `Compendium.vowforge.${pack}.Item.${doc._id}`),
    );
    const tables = new Set(
      allDocs(dataswornOnly(first.sources))
        .filter(({ doc }) => Array.isArray(doc.results))
        .map(({ pack, doc }) => `Compendium.vowforge.${pack}.RollTable.${doc._id}`),
    );
    let links = 0;
    let moveLinks = 0;
    let oracleLinks = 0;
    for (const { doc } of allDocs(dataswornOnly(first.sources))) {
      for (const text of strings(doc)) {
        for (const match of text.matchAll(/@(UUID|Move|Oracle)\[([^\]]+)\]\{[^}]*\}/g)) {
          links++;
          if (match[1] === "Move") moveLinks++;
          if (match[1] === "Oracle") oracleLinks++;
          expect(known.has(match[2]), `${doc.name} links ${match[2]}`).toBe(true);
          // A move link names a move (src/enrichers/ opens and rolls it), an oracle link a table (drawn
          // when pressed); every other link is Foundry's @UUID, and so is a link to a move or a table in
          // an oracle table, whose text is stored once drawn.
          if (match[1] === "Move") expect(moves.has(match[2]), `${doc.name} links ${match[2]} as @Move`).toBe(true);
          else if (match[1] === "Oracle") expect(tables.has(match[2]), `${doc.name} links ${match[2]} as @Oracle`).toBe(true);
          else if (moves.has(match[2]) || tables.has(match[2])) expect(doc.results, `${doc.name} links ${match[2]} as @UUID`).toBeDefined();
          if (match[1] !== "UUID") expect(doc.results, `${doc.name}, an oracle table, links ${match[2]} as @${match[1]}`).toBeUndefined();
        }
        if (text.startsWith("Compendium.")) expect(known.has(text), `${doc.name} points at ${text}`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(500);
    expect(moveLinks).toBeGreaterThan(400);
    expect(oracleLinks).toBeGreaterThan(5);
  });

  it("carries the attribution on every document", () => {
    for (const { pack, doc } of allDocs(dataswornOnly(first.sources))) {
      const source = doc.system?.source ?? doc.flags.vowforge?.source;
      expect(source, `${pack} ${doc.name}`).toBeDefined();
      expect(source?.authors).toContain("Shawn Tomkin");
      expect(source?.license).toMatch(/^CC BY(-NC-SA)? 4\.0$/);
      expect(source?.url).toMatch(/^https:\/\/creativecommons\.org\/licenses\//);
      if (doc.results) expect(doc.description).toContain('class="vowforge-attribution"');
      for (const page of doc.pages ?? []) expect(page.text.content).toContain('class="vowforge-attribution"');
    }
  });
});

describe("oracle tables", () => {
  it("cover their die from 1 to its size without gaps or overlaps", () => {
    const all = tables(first);
    expect(all).toHaveLength(
      Object.entries(COUNTS)
        .filter(([name]) => name.endsWith("-oracles"))
        .reduce((n, [, count]) => n + count, 0),
    );
    for (const { doc } of all) {
      const faces = Number(/^1d(\d+)$/.exec(doc.formula ?? "")?.[1]);
      expect(faces, doc.name).toBeGreaterThan(1);
      const results = [...(doc.results ?? [])].sort((a, b) => a.range[0] - b.range[0]);
      let next = 1;
      for (const result of results) {
        expect(result.range[0], `${doc.name} ${result.range.join("-")}`).toBe(next);
        expect(result.range[1]).toBeGreaterThanOrEqual(result.range[0]);
        expect(result.weight).toBe(result.range[1] - result.range[0] + 1);
        expect(result.type).toBe("text");
        expect(result.drawn).toBe(false);
        expect(result.description).not.toBe("");
        next = result.range[1] + 1;
      }
      expect(next - 1, doc.name).toBe(faces);
    }
  });

  it("includes the move tables Endure Harm, Endure Stress and Pay the Price for both rulesets", () => {
    for (const pack of ["ironsworn-oracles", "starforged-oracles"]) {
      const names = first.leveldb[pack].map((d) => d.name);
      for (const table of ["Endure Harm", "Endure Stress", "Pay the Price"]) {
        expect(names.filter((n) => n.endsWith(`/ ${table}`)), `${pack} ${table}`).toHaveLength(1);
      }
    }
  });

  it("flags every 'roll twice' (or three times) row, and only those", () => {
    let flagged = 0;
    for (const { doc } of tables(first)) {
      for (const result of doc.results ?? []) {
        const says = /\broll (twice|three times)/i.exec(result.description);
        const where = `${doc.name} ${result.range.join("-")}`;
        expect(result.flags.vowforge?.rollTwice === true, where).toBe(says !== null);
        if (says) expect(result.flags.vowforge?.rollCount, where).toBe(says[1].toLowerCase() === "twice" ? 2 : 3);
        if (says) flagged++;
      }
    }
    expect(flagged).toBeGreaterThan(20);
    const payThePrice = first.leveldb["ironsworn-oracles"].find((d) => d.name === "Moves / Pay the Price");
    const last = payThePrice?.results?.find((r) => r.range[1] === 100);
    expect(last?.flags.vowforge?.rollTwice).toBe(true);
  });

  it("names nested tables with their collection path", () => {
    const names = first.leveldb["starforged-oracles"].map((d) => d.name);
    expect(names).toContain("Character / Character Name / Given Name");
    expect(names).toContain("Planet / Desert World / Settlements / Terminus");
    expect(new Set(names).size).toBe(names.length);
  });

  it("points rows that lead to another table at it", () => {
    const settlementName = first.leveldb["ironsworn-oracles"].find((d) => d.name === "Settlement / Settlement Name");
    const feature = first.leveldb["ironsworn-oracles"].find((d) => d.name === "Settlement / Settlement Name / Landscape Feature");
    const row = settlementName?.results?.find((r) => r.range[0] === 1);
    expect(row?.flags.vowforge?.rollTable).toBe(`Compendium.vowforge.ironsworn-oracles.RollTable.${feature?._id}`);
    expect(row?.description).toContain(`@UUID[Compendium.vowforge.ironsworn-oracles.RollTable.${feature?._id}]`);
  });
});

describe("assets, foes and truths", () => {
  it("gives assets their abilities, meters and fields", () => {
    const hawk = first.leveldb["ironsworn-assets"].find((d) => d.name === "Hawk")?.system;
    expect(hawk?.category).toBe("companion");
    expect(hawk?.abilities).toHaveLength(3);
    expect(hawk?.abilities?.map((a) => a.enabled)).toEqual([false, false, false]);
    expect(hawk?.meter).toEqual({ enabled: true, label: "health", value: 3, min: 0, max: 3 });
    expect(hawk?.fields).toEqual([{ key: "name", label: "name", value: "" }]);
    const starship = first.leveldb["starforged-assets"].find((d) => d.name === "Starship")?.system;
    expect(starship?.category).toBe("commandVehicle");
    expect(starship?.abilities?.[0].enabled).toBe(true);
    expect(starship?.meter?.label).toBe("integrity");
    for (const { doc } of allDocs({ a: first.leveldb["ironsworn-assets"], b: first.leveldb["starforged-assets"] })) {
      expect(doc.type).toBe("asset");
      expect(doc.system?.abilities?.length, doc.name).toBeGreaterThan(0);
    }
  });

  it("makes foes with a rank and a description", () => {
    const ranks = new Set(["troublesome", "dangerous", "formidable", "extreme", "epic"]);
    for (const pack of ["ironsworn-foes", "starforged-encounters"]) {
      for (const doc of first.leveldb[pack]) {
        expect(doc.type).toBe("foe");
        expect(ranks.has(doc.system?.rank ?? ""), doc.name).toBe(true);
        expect(doc.system?.description).toMatch(/<h3>Features<\/h3>/);
        expect(doc.system?.progress).toEqual({ ticks: 0 });
      }
    }
    const chiton = first.leveldb["starforged-encounters"].find((d) => d.name === "Chiton")?.system;
    expect(chiton?.rank).toBe("dangerous");
    expect(chiton?.description).toContain("Chiton queen (extreme, Monster)");
  });

  it("makes one journal page per truth option", () => {
    for (const pack of ["ironsworn-truths", "starforged-truths"]) {
      for (const doc of first.leveldb[pack]) {
        const options = (doc.pages ?? []).filter((p) => p.name !== "Your Character");
        expect(options, doc.name).toHaveLength(3);
        expect(options.map((p) => /Roll (\d+)–(\d+)/.exec(p.text.content)?.slice(1).join("-"))).toEqual([
          "1-33",
          "34-67",
          "68-100",
        ]);
      }
    }
  });

  it("keeps the rows of a truth option's own table on its page, covering 1 to 100, for the truths dialog to roll", () => {
    const cataclysm = first.leveldb["starforged-truths"].find((d) => d.name === "Cataclysm");
    const tables = (cataclysm?.pages ?? []).filter((p) => p.name !== "Your Character").map((p) => p.flags?.vowforge?.table ?? []);
    expect(tables.map((t) => t.length)).toEqual([4, 7, 5]);
    for (const table of tables) {
      expect(table[0].range[0]).toBe(1);
      expect(table.at(-1)?.range[1]).toBe(100);
      table.slice(1).forEach((row, i) => expect(row.range[0]).toBe(table[i].range[1] + 1));
    }
    expect(tables[0][1]).toEqual({ range: [26, 50], text: "Sudden dark matter decay" });
    // Options without a table carry none.
    const iron = first.leveldb["ironsworn-truths"].find((d) => d.name === "Iron");
    expect((iron?.pages ?? []).every((p) => p.flags?.vowforge?.table === undefined)).toBe(true);
  });
});

describe("command line", () => {
  it("fails with a clear message and exit code 1 on bad input", () => {
    const run = spawnSync(process.execPath, [path.join(root, "tools/packs/build.mjs"), "--out"], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Pack build failed: --out needs a folder");
  });
});
