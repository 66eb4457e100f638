/**
 * The Delve and Sundered Isles packs: built, read back from LevelDB, and counted against the
 * Datasworn packages themselves (walked here independently of the generator).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestPackFolders, manifestPacks } from "../../tools/packs/build.mjs";
import { sharedBuild, type Built } from "./helpers";

const require = createRequire(import.meta.url);

interface Node {
  type?: string;
  contents?: Record<string, Node>;
  collections?: Record<string, Node>;
  oracles?: Record<string, Node> | Node[];
}

function load(module: string): Record<string, Record<string, Node>> & { license: string } {
  return JSON.parse(readFileSync(require.resolve(module), "utf8")) as Record<string, Record<string, Node>> & { license: string };
}

/** Entries of a Datasworn collection tree. */
function entries(tree: Record<string, Node>): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    out.push(...Object.values(node.contents ?? {}));
    Object.values(node.collections ?? {}).forEach(walk);
  };
  Object.values(tree).forEach(walk);
  return out;
}

/** The tables a move embeds. */
function moveTables(moves: Node[]): number {
  return moves.reduce((n, move) => n + (Array.isArray(move.oracles) ? 0 : Object.keys(move.oracles ?? {}).length), 0);
}

/** Typed id -> "CC BY 4.0" or "CC BY-NC-SA 4.0", each entry's own `_source` or the nearest above it. */
function licencesOf(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, inherited: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inherited));
    if (!node || typeof node !== "object") return;
    const record = node as { _id?: unknown; _source?: { license?: string } };
    const url = record._source?.license ?? inherited;
    if (typeof record._id === "string") out[record._id] = url.includes("by-nc-sa") ? "CC BY-NC-SA 4.0" : "CC BY 4.0";
    Object.values(node).forEach((n) => walk(n, url));
  };
  walk(data, "");
  return out;
}

const delve = load("@datasworn/ironsworn-classic-delve/json/delve.json");
const isles = load("@datasworn/sundered-isles/json/sundered_isles.json");

const EXPECTED: Record<string, number> = {
  "delve-moves": entries(delve.moves).length,
  "delve-oracles": entries(delve.oracles).length + moveTables(entries(delve.moves)),
  "delve-foes": entries(delve.npcs).length,
  "delve-themes": Object.keys(delve.site_themes).length,
  "delve-domains": Object.keys(delve.site_domains).length,
  "delve-sites": Object.keys(delve.delve_sites).length,
  "sundered-isles-moves": entries(isles.moves).length,
  "sundered-isles-assets": entries(isles.assets).length,
  "sundered-isles-oracles": entries(isles.oracles).length + moveTables(entries(isles.moves)),
  "sundered-isles-truths": Object.keys(isles.truths).length,
};

let built: Built;

beforeAll(async () => {
  built = await sharedBuild();
}, 180_000);

afterAll(async () => {
  await built?.cleanup();
});

describe("expansion packs", () => {
  it("hold what the Datasworn packages hold", () => {
    expect(EXPECTED).toMatchObject({ "delve-moves": 13, "delve-foes": 29, "sundered-isles-moves": 8, "sundered-isles-assets": 60 });
    expect(entries(delve.oracles)).toHaveLength(41);
    expect(entries(isles.oracles)).toHaveLength(265);
    for (const [pack, count] of Object.entries(EXPECTED)) {
      expect(built.sources[pack], pack).toHaveLength(count);
      expect(built.leveldb[pack], pack).toHaveLength(count);
    }
  });

  it("record each document's ruleset, Datasworn source and licence; non-commercial packs say so", () => {
    expect(delve.license).toBe("https://creativecommons.org/licenses/by/4.0");
    expect(isles.license).toBe("https://creativecommons.org/licenses/by-nc-sa/4.0");
    // Entry by entry the packages differ from their top level: Delve's denizens are CC BY-NC-SA 4.0,
    // Sundered Isles' moves (and the tables inside them) CC BY 4.0.
    const licences = { ...licencesOf(delve), ...licencesOf(isles) };
    for (const pack of Object.keys(EXPECTED)) {
      const title = pack.startsWith("delve") ? "Ironsworn: Delve" : "Sundered Isles";
      const seen = new Set<string>();
      for (const doc of built.leveldb[pack]) {
        const source = doc.system?.source ?? doc.flags.vowforge?.source;
        const id = doc.system?.dataswornId ?? doc.flags.vowforge?.dataswornId ?? "";
        expect(id, doc.name).toMatch(/^[a-z_.]+:(delve|sundered_isles)\//);
        expect(source?.license, `${pack} ${doc.name}`).toBe(licences[id]);
        expect(source?.title, `${pack} ${doc.name}`).toContain(title);
        if (doc.system) expect(doc.system.ruleset).toBe(pack.startsWith("delve") ? "ironsworn" : "starforged");
        seen.add(source?.license ?? "");
      }
      const declared = (manifestPacks().find((p) => p.name === pack)?.flags as { vowforge: { license?: string } }).vowforge
        .license;
      expect(declared, pack).toBe(seen.has("CC BY-NC-SA 4.0") ? "CC BY-NC-SA 4.0" : undefined);
    }
    expect(
      manifestPacks()
        .filter((p) => (p.flags as { vowforge: { license?: string } }).vowforge.license)
        .map((p) => p.name),
    ).toEqual([
      "ironsworn-foes",
      "ironsworn-truths",
      "delve-foes",
      "delve-sites",
      "sundered-isles-assets",
      "sundered-isles-oracles",
      "sundered-isles-truths",
    ]);
  });

  it("sit in a folder inside their base game's, flagged with their expansion", () => {
    const folders = manifestPackFolders() as unknown as Array<{ name: string; folders: Array<{ name: string; packs: string[] }> }>;
    const inner = (name: string) => folders.find((f) => f.name === name)?.folders.map((f) => [f.name, f.packs]);
    expect(inner("Ironsworn")).toEqual([
      ["Delve", ["delve-moves", "delve-oracles", "delve-foes", "delve-themes", "delve-domains", "delve-sites"]],
    ]);
    expect(inner("Starforged")?.[0]?.[0]).toBe("Sundered Isles");
    const flags = manifestPacks().find((p) => p.name === "sundered-isles-oracles")?.flags;
    expect(flags).toEqual({
      vowforge: { ruleset: "starforged", expansion: "sunderedIsles", license: "CC BY-NC-SA 4.0", generated: "datasworn" },
    });
  });

  it("Learn From Your Failures rolls the failure track", () => {
    const move = built.leveldb["delve-moves"].find((d) => d.name === "Learn From Your Failures");
    expect(move?.system?.rollOptions).toEqual([{ using: "progressTrack", key: "failure", label: "" }]);
  });

  it("the flagship keeps its second meter, the supply of its hold, as a field", () => {
    const flagship = built.leveldb["sundered-isles-assets"].find((d) => d.name === "Flagship");
    expect(flagship?.system?.meter).toMatchObject({ enabled: true, label: "integrity", max: 5 });
    expect(flagship?.system?.fields).toContainEqual({ key: "supply", label: "supply (hold)", value: "5/5" });
  });
});
