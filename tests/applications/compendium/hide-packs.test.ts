import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hiddenPackIds, hidePackEntries, onRenderCompendiumDirectory, type ElementLike, type PackLike } from "../../../src/applications/compendium/hide-packs";

afterEach(() => vi.unstubAllGlobals());

interface SystemPack {
  name: string;
  flags?: Record<string, unknown>;
}

/** The packs as Foundry loads them from system.json: id "vowforge.<name>", the manifest's flags. */
function systemPacks(): PackLike[] {
  const system = JSON.parse(readFileSync("system.json", "utf8")) as { packs: SystemPack[] };
  return system.packs.map((pack) => ({ collection: `vowforge.${pack.name}`, metadata: { packageName: "vowforge", flags: pack.flags } }));
}

/** A compendium directory: folders holding pack entries (li with data-pack), as a DOM-like tree. */
class Node implements ElementLike {
  hidden = false;
  constructor(
    readonly classes: string[],
    readonly attrs: Record<string, string> = {},
    readonly children: Node[] = [],
  ) {}
  *all(): Generator<Node> {
    for (const child of this.children) {
      yield child;
      yield* child.all();
    }
  }
  querySelectorAll(selector: string): Node[] {
    const exact = /^\[data-pack="([^"]+)"\]$/.exec(selector);
    return [...this.all()].filter((n) =>
      exact ? n.attrs["data-pack"] === exact[1] : selector === "[data-pack]" ? "data-pack" in n.attrs : selector === ".folder" && n.classes.includes("folder"),
    );
  }
}

function directory(packs: PackLike[]): { root: Node; entry: (id: string) => Node; folder: (name: string) => Node } {
  const folders = new Map<string, Node>();
  const entries = new Map<string, Node>();
  for (const pack of packs) {
    const ruleset = String((pack.metadata.flags?.vowforge as { ruleset?: string } | undefined)?.ruleset);
    const entry = new Node(["compendium"], { "data-pack": pack.collection });
    entries.set(pack.collection, entry);
    if (!folders.has(ruleset)) folders.set(ruleset, new Node(["folder"]));
    folders.get(ruleset)!.children.push(entry);
  }
  const other = new Node(["compendium"], { "data-pack": "world.my-notes" });
  entries.set("world.my-notes", other);
  const root = new Node(["directory"], {}, [...folders.values(), other]);
  return { root, entry: (id) => entries.get(id)!, folder: (name) => folders.get(name)! };
}

describe("packs of disabled rulesets", () => {
  it("are the system's packs whose ruleset flag is not enabled", () => {
    const hidden = hiddenPackIds(systemPacks(), ["ironsworn", "starforged"]);
    expect(hidden.has("vowforge.strike-moves")).toBe(true);
    expect(hidden.has("vowforge.forged-ties-moves")).toBe(true);
    expect(hidden.has("vowforge.augur-reference")).toBe(true);
    expect(hidden.has("vowforge.ironsworn-moves")).toBe(false);
    expect(hidden.has("vowforge.starforged-oracles")).toBe(false);
    expect(hiddenPackIds([{ collection: "world.x", metadata: {} }], [])).toEqual(new Set());
  });

  it("are hidden in the compendium sidebar on render, with their emptied folders; others stay", () => {
    const packs = systemPacks();
    vi.stubGlobal("game", {
      packs,
      settings: { get: (_scope: string, key: string) => ["ruleset.ironsworn", "ruleset.strike"].includes(key) },
    });
    const dir = directory(packs);
    onRenderCompendiumDirectory({}, dir.root);
    expect(dir.entry("vowforge.starforged-moves").hidden).toBe(true);
    expect(dir.folder("starforged").hidden).toBe(true);
    expect(dir.entry("vowforge.augur-moves").hidden).toBe(true);
    expect(dir.entry("vowforge.ironsworn-moves").hidden).toBe(false);
    expect(dir.folder("ironsworn").hidden).toBe(false);
    expect(dir.entry("vowforge.strike-tables").hidden).toBe(false);
    expect(dir.entry("world.my-notes").hidden).toBe(false);
  });

  it("a folder keeps showing while one of its packs shows", () => {
    const packs = systemPacks().filter((p) => p.collection.startsWith("vowforge.ironsworn"));
    const dir = directory(packs);
    hidePackEntries(dir.root, new Set(["vowforge.ironsworn-foes"]));
    expect(dir.entry("vowforge.ironsworn-foes").hidden).toBe(true);
    expect(dir.folder("ironsworn").hidden).toBe(false);
  });
});

describe("the stylesheet", () => {
  it("keeps hidden entries hidden over any display rule (the browser's own [hidden] rule loses to them)", async () => {
    const sass = await import("sass");
    const css = sass.compile("styles/vowforge.scss", { style: "compressed" }).css;
    expect(css).toContain("#compendium :is(.directory-item,.folder)[hidden]{display:none !important}");
  });
});
