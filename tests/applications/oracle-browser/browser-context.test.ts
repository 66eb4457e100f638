import { describe, expect, it } from "vitest";
import {
  buildOracleBrowserContext,
  fold,
  matches,
  nameParts,
  searchWords,
  type OracleBrowserInput,
  type OracleFolderNode,
} from "../../../src/applications/oracle-browser/browser-context";
import { type OracleSource } from "../../../src/applications/oracle-browser/oracle-index";
import { localize } from "../../helpers/handlebars";
import { packTables } from "../../oracles/pack-tables";
import { everyFolder } from "./every-folder";

/** The real base-game packs' tables as the browser's sources (expansions are off by default). */
function sources(): OracleSource[] {
  return packTables().packs.filter((pack) => !pack.expansion).map((pack) => ({
    id: `vowforge.${pack.name}`,
    label: pack.label,
    ruleset: pack.ruleset as OracleSource["ruleset"],
    tables: pack.tables,
  }));
}

function build(overrides: Partial<OracleBrowserInput> = {}) {
  return buildOracleBrowserContext({
    sources: sources(),
    query: "",
    open: new Set(),
    idPrefix: "vf-ob",
    localize,
    ...overrides,
  });
}

function find(nodes: OracleFolderNode[], ...labels: string[]): OracleFolderNode {
  let list = nodes;
  let node: OracleFolderNode | undefined;
  for (const label of labels) {
    node = list.find((n) => n.label === label);
    if (!node) throw new Error(`no folder ${labels.join(" > ")}`);
    list = node.folders;
  }
  if (!node) throw new Error("no labels");
  return node;
}

function leaves(node: OracleFolderNode): string[] {
  return [...node.tables.map((t) => t.fullName), ...node.folders.flatMap(leaves)];
}

describe("buildOracleBrowserContext", () => {
  it("groups every table by pack, then by the folders of its name", () => {
    const context = build({ open: everyFolder(sources()) });
    const total = sources().reduce((n, source) => n + source.tables.length, 0);
    expect(context.total).toBe(total);
    expect(context.shown).toBe(total);
    expect(context.status).toBe(`${total} of ${total} tables`);
    expect(context.empty).toBeNull();
    expect(context.groups.map((g) => g.label)).toEqual(["Ironsworn Oracles", "Starforged Oracles"]);
    expect(context.groups.reduce((n, g) => n + g.count, 0)).toBe(total);
    const desert = find(context.groups, "Starforged Oracles", "Planet", "Desert World");
    expect(desert.key).toBe("vowforge.starforged-oracles/Planet/Desert World");
    expect(desert.tables.map((t) => t.name)).toContain("Sample Names");
    const names = desert.tables.find((t) => t.name === "Sample Names");
    expect(names).toMatchObject({
      fullName: "Planet / Desert World / Sample Names",
      rollLabel: "Roll on Planet / Desert World / Sample Names",
      openLabel: "Open the table Planet / Desert World / Sample Names",
    });
    expect(names?.uuid).toMatch(/^Compendium\.vowforge\.starforged-oracles\.RollTable\.\w{16}$/);
    const core = find(context.groups, "Starforged Oracles", "Core");
    expect(core.tables.map((t) => t.name)).toEqual(["Action", "Theme", "Descriptor", "Focus"]);
    expect(core.countLabel).toBe("4 tables");
  });

  it("draws an open folder's contents only: a closed one keeps its count, and one opened inside it waits", () => {
    const context = build({ open: new Set(["vowforge.starforged-oracles", "vowforge.ironsworn-oracles/Moves"]) });
    const [ironsworn, starforged] = context.groups;
    expect(ironsworn).toMatchObject({ open: false, drawn: false, folders: [], tables: [] });
    expect(ironsworn.count).toBeGreaterThan(0);
    expect(starforged).toMatchObject({ open: true, drawn: true });
    const planet = find(context.groups, "Starforged Oracles", "Planet");
    expect(planet).toMatchObject({ open: false, drawn: false, folders: [], tables: [] });
    expect(planet.count).toBe(leaves(find(build({ open: everyFolder(sources()) }).groups, "Starforged Oracles", "Planet")).length);
    const shownRows = context.groups.flatMap(leaves);
    expect(shownRows.length).toBeLessThan(context.total);
    expect(shownRows.every((name) => !name.startsWith("Planet /"))).toBe(true);
  });

  it("keeps folders closed unless opened, and gives element ids from the prefix", () => {
    const context = build({
      open: new Set(["vowforge.starforged-oracles", "vowforge.starforged-oracles/Planet"]),
    });
    expect(context.groups.map((g) => g.open)).toEqual([false, true]);
    expect(find(context.groups, "Starforged Oracles", "Planet").open).toBe(true);
    expect(find(context.groups, "Starforged Oracles", "Planet", "Desert World").open).toBe(false);
    expect(context).toMatchObject({
      searchId: "vf-ob-search",
      listId: "vf-ob-list",
      statusId: "vf-ob-status",
    });
  });

  it("filters as typed: every word in the name, any case, folders of matches opened", () => {
    const context = build({ query: "  DESERT planetside " });
    expect(context.shown).toBe(1);
    expect(context.status).toBe(`1 of ${context.total} tables`);
    expect(context.groups).toHaveLength(1);
    const desert = find(context.groups, "Starforged Oracles", "Planet", "Desert World");
    expect(desert.tables.map((t) => t.fullName)).toEqual(["Planet / Desert World / Planetside Feature"]);
    expect([
      context.groups[0].open,
      find(context.groups, "Starforged Oracles", "Planet").open,
      desert.open,
    ]).toEqual([true, true, true]);
    expect(context.query).toBe("  DESERT planetside ");
  });

  it("matches across the folder path and both rulesets", () => {
    const context = build({ query: "settlement name" });
    const all = context.groups.flatMap(leaves);
    expect(all).toContain("Settlement / Settlement Name");
    expect(all.every((name) => /settlement/i.test(name) && /name/i.test(name))).toBe(true);
    expect(context.groups.map((g) => g.label)).toEqual(["Ironsworn Oracles", "Starforged Oracles"]);
  });

  it("says when nothing matches, and when there are no tables at all", () => {
    expect(build({ query: "zzz" })).toMatchObject({
      shown: 0,
      groups: [],
      empty: 'No oracle table matches "zzz".',
    });
    expect(build({ sources: [] })).toMatchObject({
      total: 0,
      empty: "No oracle tables: enable a ruleset with oracles in the world settings.",
    });
  });

  it("folds accents and splits names and searches on slashes", () => {
    expect(fold("Café Noir")).toBe("cafe noir");
    expect(searchWords(" Planet/ desert ")).toEqual(["planet", "desert"]);
    expect(nameParts("A / B /C")).toEqual(["A", "B", "C"]);
    expect(nameParts("Single")).toEqual(["Single"]);
    expect(nameParts(" / ")).toEqual([" / "]);
    expect(matches("Café / Menu", ["cafe", "menu"])).toBe(true);
    expect(matches("Café / Menu", ["tea"])).toBe(false);
  });
});
