/**
 * Checking a Datasworn file before anything is written (src/content/validate/): the homebrew fixture
 * (our own words, every node type of the 0.1.0 schema) passes and converts, naming what it leaves
 * out; the broken one reports each of its mistakes at its JSON path and converts nothing; the shipped packages pass as they are.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { checkDatasworn, checkDataswornText } from "../../src/content/validate/check-file";
import { type Problem } from "../../src/content/validate/problems";

const require = createRequire(import.meta.url);
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const shippedIds = new Set<string>();
const collectIds = (node: unknown): void => {
  if (Array.isArray(node)) node.forEach(collectIds);
  else if (node && typeof node === "object") {
    const id = (node as { _id?: unknown })._id;
    if (typeof id === "string") shippedIds.add(id);
    Object.values(node).forEach(collectIds);
  }
};
const SHIPPED = [
  "@datasworn/starforged/json/starforged.json",
  "@datasworn/ironsworn-classic/json/classic.json",
  "@datasworn/ironsworn-classic-delve/json/delve.json",
  "@datasworn/sundered-isles/json/sundered_isles.json",
];
for (const file of SHIPPED) collectIds(JSON.parse(readFileSync(require.resolve(file), "utf8")));
const options = { packageId: "world", knownId: (id: string) => shippedIds.has(id) };

function problemsOf(text: string): Problem[] {
  const result = checkDataswornText(text, options);
  return result.ok ? [] : result.problems;
}

describe("checking a Datasworn file", () => {
  it("passes the homebrew fixture and converts every kind it holds", () => {
    const result = checkDataswornText(fixture("homebrew.json"), options);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.file.title).toBe("Emberwake");
    expect(result.file.packs.map((pack) => [pack.name, pack.type, pack.documents.length])).toEqual([
      ["emberwake-moves", "Item", 4],
      ["emberwake-assets", "Item", 2],
      // Three tables, eight columns of four shared-roll / shared-text collections, one table inside a move.
      ["emberwake-oracles", "RollTable", 12],
      ["emberwake-foes", "Actor", 2],
      ["emberwake-truths", "JournalEntry", 1],
      ["emberwake-site-themes", "Item", 1],
      ["emberwake-site-domains", "Item", 1],
      ["emberwake-delve-sites", "Item", 1],
    ]);
    const move = result.file.packs[0].documents[0] as { system: { rollType: string; rollOptions: Array<{ key: string }> } };
    expect(move.system.rollType).toBe("action");
    expect(move.system.rollOptions.map((option) => option.key)).toEqual(["wits", "edge"]);
    const types = (name: string) => result.file.packs.find((pack) => pack.name === name)?.documents.map((doc) => doc.type);
    expect(types("emberwake-site-themes")).toEqual(["siteAspect"]);
    expect(types("emberwake-delve-sites")).toEqual(["delveSite"]);
    const site = result.file.packs.at(-1)?.documents[0] as { system: { theme: { name: string }; domain: { name: string }; denizens: Array<{ name: string; uuid: string }> } };
    expect([site.system.theme.name, site.system.domain.name]).toEqual(["Smouldering", "Kiln"]);
    expect(site.system.denizens[0]).toMatchObject({ name: "Kiln Keeper", uuid: expect.stringMatching(/^Compendium\.world\.emberwake-foes\.Actor\./) });
    // What becomes no document is named, not dropped (src/content/unconverted.ts).
    expect(result.file.unconverted).toEqual([
      { kind: "atlas", path: "$.atlas", count: 1 },
      { kind: "rarities", path: "$.rarities", count: 1 },
      { kind: "rules", path: "$.rules", count: 1 },
      { kind: "abilityMoves", path: "$.assets", count: 1 },
      { kind: "abilityOracles", path: "$.assets", count: 1 },
    ]);
  });

  it("the homebrew fixture holds every node type of @datasworn/core's schema, each oracle kind and roll type", () => {
    // Node types are the schema's definitions with a constant `type`; oracle kinds and roll types its enums.
    const schema = JSON.parse(readFileSync(require.resolve("@datasworn/core/json/datasworn.schema.json"), "utf8")) as {
      definitions: Record<string, { properties?: Record<string, { const?: unknown; enum?: unknown[] }> }>;
    };
    const wanted = new Set<string>();
    for (const definition of Object.values(schema.definitions)) {
      const props = definition.properties ?? {};
      const type = props.type?.const;
      if (typeof type !== "string" || type === "ruleset" || type === "expansion") continue;
      wanted.add(type);
      for (const key of ["oracle_type", "roll_type"]) {
        const value = props[key]?.const;
        if (typeof value === "string") wanted.add(`${type}/${value}`);
      }
    }
    const found = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === "object") {
        const { type, oracle_type: oracleType, roll_type: rollType } = node as Record<string, unknown>;
        if (typeof type === "string") {
          found.add(type);
          if (typeof oracleType === "string") found.add(`${type}/${oracleType}`);
          if (typeof rollType === "string") found.add(`${type}/${rollType}`);
        }
        Object.values(node).forEach(visit);
      }
    };
    visit(JSON.parse(fixture("homebrew.json")));
    // 15 node types, 11 oracle kinds, 4 roll types: the list read from the schema is not empty.
    expect(wanted.size).toBe(30);
    expect([...wanted].filter((type) => !found.has(type)).sort()).toEqual([]);
  });

  it("reports every kind of mistake in the broken fixture at its path", () => {
    const problems = problemsOf(fixture("broken.json"));
    const found = problems.map((p) => `${p.code} ${p.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "missing $.npcs.emberwake.contents.cinder_wight",
        "duplicateId $.moves.emberwake.contents.tend_the_hearth",
        "unknownLink $.moves.emberwake.contents.tend_the_hearth.text",
        "rowGap $.oracles.emberwake.contents.ember_omens.rows[1]",
        "rowOverlap $.oracles.emberwake.contents.ash_signs.rows[1]",
        "unknownRuleset $.ruleset",
        "unknownLink $.delve_sites.ash_pit.theme",
        "unknownLink $.delve_sites.ash_pit.domain",
      ]),
    );
    expect(problems.find((p) => p.code === "missing")?.args).toEqual({ field: "nature" });
    expect(problems.find((p) => p.code === "unknownLink")?.args).toEqual({ id: "move:emberwake/emberwake/kindle_hope" });
  });

  it("reports a delve site's denizen and a rarity's asset that name entries existing nowhere, at their paths", () => {
    const data = JSON.parse(fixture("homebrew.json"));
    data.delve_sites.cold_forge.denizens[0].npc = "npc:emberwake/emberwake/ash_giant";
    data.rarities.everwarm_tinder.asset = "asset:emberwake/relics/lost_lamp";
    expect(problemsOf(JSON.stringify(data))).toEqual([
      { path: "$.rarities.everwarm_tinder.asset", code: "unknownLink", args: { id: "asset:emberwake/relics/lost_lamp" } },
      { path: "$.delve_sites.cold_forge.denizens[0].npc", code: "unknownLink", args: { id: "npc:emberwake/emberwake/ash_giant" } },
    ]);
  });

  it("refuses text that is not JSON, JSON that is not an object and a Datasworn version it cannot read", () => {
    expect(problemsOf("{ not json").map((p) => p.code)).toEqual(["notJson"]);
    expect(problemsOf("[1, 2]").map((p) => p.code)).toEqual(["notObject"]);
    const later = { ...JSON.parse(fixture("homebrew.json")), datasworn_version: "0.2.0" };
    expect(problemsOf(JSON.stringify(later))).toEqual([
      { path: "$.datasworn_version", code: "version", args: { version: "0.2.0", supported: "0.1" } },
    ]);
  });

  it("leaves the file it checks unchanged", () => {
    const data = JSON.parse(fixture("homebrew.json"));
    const before = JSON.stringify(data);
    checkDatasworn(data, options);
    expect(JSON.stringify(data)).toBe(before);
  });

  it("passes Starforged's package and finds the one slip in Ironsworn's the pack build corrects", () => {
    const starforged = checkDataswornText(readFileSync(require.resolve(SHIPPED[0]), "utf8"), options);
    expect(starforged.ok ? [] : starforged.problems.slice(0, 5)).toEqual([]);
    // tools/packs/lib/errata.mjs: the second Mysticism option repeats 68-100, leaving 34-67 unanswered.
    expect(problemsOf(readFileSync(require.resolve(SHIPPED[1]), "utf8"))).toEqual([
      { path: "$.truths.mysticism.options[1]", code: "rowGap", args: { range: "68–100" } },
    ]);
  });
});
