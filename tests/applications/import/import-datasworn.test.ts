/**
 * A GM's Datasworn import (src/applications/import/import-datasworn.ts) into a fake of the world's
 * compendium packs (tests/fakes/world-packs.ts, which behaves as Foundry's compendium does): the
 * homebrew fixture makes one pack per kind in a folder named after its title; the broken fixture
 * reports every problem and writes nothing; a re-import keeps every id and reports added / changed /
 * removed; a cancel or a failed write leaves the packs as they were; imported markup is cleaned.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importDatasworn, type PackRegistry } from "../../../src/applications/import/import-datasworn";
import { cleanSource } from "../../../src/applications/import/import-plan";
import { type ImportedPacks } from "../../../src/settings";
import { FakeWorldPacks } from "../../fakes/world-packs";
import { shippedDocuments } from "../../helpers/shipped-ids";

const fixture = (name: string) => readFileSync(new URL(`../../content/fixtures/${name}`, import.meta.url), "utf8");
const en = JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")) as Record<string, unknown>;
const text = (key: string): string | undefined => {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof found === "string" ? found : undefined;
};

/** The shipped rulesets' ids, as the system's packs would answer them (a file may link to them). */
const shipped = shippedDocuments(["@datasworn/starforged/json/starforged.json", "@datasworn/ironsworn-classic/json/classic.json"]);

function registry(): PackRegistry & { packs: ImportedPacks } {
  const reg = {
    packs: {} as ImportedPacks,
    read: () => reg.packs,
    write: async (packs: ImportedPacks) => {
      reg.packs = packs;
    },
  };
  return reg;
}

/** The homebrew fixture with its first move's text changed and its last move dropped. */
function revised(): string {
  const data = JSON.parse(fixture("homebrew.json"));
  const moves = data.moves.emberwake.contents;
  const keys = Object.keys(moves);
  moves[keys[0]].text = `${moves[keys[0]].text} Revised.`;
  delete moves[keys[keys.length - 1]];
  return JSON.stringify(data);
}

/** The homebrew fixture with one entry of every pack changed: each pack's documents change in place. */
function revisedEverywhere(): string {
  const data = JSON.parse(fixture("homebrew.json"));
  data.moves.emberwake.contents.read_the_embers.text += " Revised.";
  data.assets.relics.contents.ashen_compass.abilities[1].text = "Once per session, ask the needle one question.";
  data.oracles.emberwake.contents.ember_omens.rows[0].text = "A spark that will not stay";
  data.npcs.emberwake.contents.cinder_wight.summary = "A restless shape of soot";
  data.truths.long_dusk.options[1].summary = "The dusk comes and goes with the seasons.";
  data.site_themes.smouldering.summary = "The fire here went out only yesterday.";
  data.site_domains.kiln.summary = "Ovens built for work nobody remembers.";
  data.delve_sites.cold_forge.description = "The forge is cold, and its keepers are restless.";
  return JSON.stringify(data);
}

const PACKS = ["moves", "assets", "oracles", "foes", "truths", "site-themes", "site-domains", "delve-sites"].map((kind) => `world.emberwake-${kind}`);

let store: FakeWorldPacks;
let reg: ReturnType<typeof registry>;
const run = (input: string | object, extra = {}) => importDatasworn(input, { store, registry: reg, external: shipped, ...extra });

beforeEach(() => {
  store = new FakeWorldPacks();
  reg = registry();
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => text(key) ?? key,
      format: (key: string, data: Record<string, string>) => (text(key) ?? key).replace(/\{(\w+)\}/g, (all, name: string) => data[name] ?? all),
      has: (key: string) => text(key) !== undefined,
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("importing a Datasworn file into world packs", () => {
  it("makes one pack per kind in the file's folder, ids derived from Datasworn ids", async () => {
    const report = await run(fixture("homebrew.json"));
    expect(report.status).toBe("imported");
    expect(report.title).toBe("Emberwake");
    expect([...store.packs.keys()]).toEqual(PACKS);
    expect(store.folders.get("Emberwake")).toBeTruthy();
    for (const pack of store.packs.values()) expect(pack.folder).toBe(store.folders.get("Emberwake"));
    expect(store.packs.get("world.emberwake-moves")?.spec).toMatchObject({ type: "Item", ruleset: "starforged", label: "Emberwake: Moves" });
    expect(report.packs.map((p) => [p.name, p.added])).toEqual([
      ["emberwake-moves", 4],
      ["emberwake-assets", 2],
      ["emberwake-oracles", 12],
      ["emberwake-foes", 2],
      ["emberwake-truths", 1],
      ["emberwake-site-themes", 1],
      ["emberwake-site-domains", 1],
      ["emberwake-delve-sites", 1],
    ]);
    expect(report.added).toBe(24);
    expect(report.changed + report.removed).toBe(0);
    expect(store.packs.get("world.emberwake-delve-sites")?.spec).toMatchObject({ type: "Item", label: "Emberwake: Delve Sites" });
    // What becomes no document is said in the user's language (src/content/unconverted.ts).
    expect(report.unconverted.map((part) => [part.kind, part.message])).toEqual([
      ["atlas", "Atlas entries (1) are not imported: Vowforge has no document for a region of the world."],
      ["rarities", "Rarities (1) are not imported: Vowforge has no asset upgrade to buy them with."],
      ["rules", expect.stringMatching(/^The expansion's own rules \(1: /)],
      ["abilityMoves", expect.stringMatching(/^Moves inside asset abilities \(1\)/)],
      ["abilityOracles", expect.stringMatching(/^Oracle tables inside asset abilities \(1\)/)],
    ]);
    const move = [...(store.packs.get("world.emberwake-moves")?.docs.values() ?? [])][0] as { type: string; flags: { vowforge: { importDigest: string } }; _key?: string };
    expect(move.type).toBe("move");
    expect(move.flags.vowforge.importDigest).toMatch(/^[0-9a-f]{16}$/);
    expect(move._key).toBeUndefined();
    expect(reg.packs["world.emberwake-oracles"]).toEqual({ ruleset: "starforged", kind: "oracles", source: "emberwake", title: "Emberwake" });
  });

  it("writes nothing for the broken file and lists each problem with its path and sentence", async () => {
    const report = await run(fixture("broken.json"));
    expect(report.status).toBe("invalid");
    expect(store.packs.size).toBe(0);
    expect(store.writes).toBe(0);
    expect(new Set(report.problems.map((p) => p.code)).size).toBeGreaterThanOrEqual(5);
    for (const problem of report.problems) {
      expect(problem.path).toMatch(/^\$/);
      expect(problem.message).not.toMatch(/^VOWFORGE\./);
      expect(problem.message).not.toMatch(/\{\w+\}/);
    }
    expect(reg.packs).toEqual({});
  });

  it("re-imports in place: every id kept, changes reported as added / changed / removed", async () => {
    await run(fixture("homebrew.json"));
    const before = store.snapshot();
    const again = await run(fixture("homebrew.json"));
    expect(again).toMatchObject({ status: "imported", added: 0, changed: 0, removed: 0, unchanged: 24 });
    expect(store.snapshot()).toEqual(before);
    const report = await run(revised());
    expect(report).toMatchObject({ status: "imported", added: 0, changed: 1, removed: 1, unchanged: 22 });
    const ids = (s: Record<string, { _id?: unknown }[]>) => Object.values(s).flat().map((d) => d._id);
    const after = ids(store.snapshot());
    expect(after.every((id) => ids(before).includes(id))).toBe(true);
    expect(after).toHaveLength(ids(before).length - 1);
    expect(report.packs.find((p) => p.name === "emberwake-moves")).toMatchObject({ changed: 1, removed: 1, unchanged: 2 });
  });

  it("re-imports a change in every pack in place, keeping every document id of every kind", async () => {
    await run(fixture("homebrew.json"));
    const idsOf = (snapshot: Record<string, { _id?: unknown }[]>) =>
      Object.fromEntries(Object.entries(snapshot).map(([pack, docs]) => [pack, docs.map((d) => d._id).sort()]));
    const before = idsOf(store.snapshot());
    expect(Object.keys(before).sort()).toEqual([...PACKS].sort());
    const report = await run(revisedEverywhere());
    expect(report).toMatchObject({ status: "imported", added: 0, removed: 0, changed: 8, unchanged: 16 });
    for (const pack of report.packs) expect([pack.name, pack.changed]).toEqual([pack.name, 1]);
    expect(idsOf(store.snapshot())).toEqual(before);
    const site = [...(store.packs.get("world.emberwake-delve-sites")?.docs.values() ?? [])][0] as { system: { description: string } };
    expect(site.system.description).toContain("its keepers are restless");
  });

  it("a dry run reports the same changes and writes nothing", async () => {
    await run(fixture("homebrew.json"));
    const writes = store.writes;
    const report = await run(revised(), { dryRun: true });
    expect(report).toMatchObject({ status: "checked", changed: 1, removed: 1 });
    expect(store.writes).toBe(writes);
  });

  it("a cancel of a first import leaves no pack", async () => {
    const controller = new AbortController();
    store.afterWrite = () => {
      if (store.writes === 3) controller.abort();
    };
    const seen: number[] = [];
    const report = await run(fixture("homebrew.json"), { signal: controller.signal, onProgress: (done: number) => seen.push(done) });
    expect(report.status).toBe("cancelled");
    expect(store.packs.size).toBe(0);
    expect(store.folders.size).toBe(0);
    expect(seen[0]).toBe(0);
    expect(seen.length).toBeGreaterThan(1);
    expect(reg.packs).toEqual({});
  });

  it("a cancelled re-import keeps the folder the first import made", async () => {
    await run(fixture("homebrew.json"));
    const folders = [...store.folders];
    const controller = new AbortController();
    store.afterWrite = () => controller.abort();
    const report = await run(revised(), { signal: controller.signal });
    expect(report.status).toBe("cancelled");
    expect([...store.folders]).toEqual(folders);
  });

  it("a dry run neither unlocks a locked pack nor writes the compendium configuration", async () => {
    await run(fixture("homebrew.json"));
    store.lockAll();
    const configured = store.configureWrites;
    await run(revised(), { dryRun: true });
    expect(store.configureWrites).toBe(configured);
    expect([...store.packs.values()].every((p) => p.locked)).toBe(true);
  });

  it("locks again each pack it unlocked to write, after a success and after a rollback", async () => {
    await run(fixture("homebrew.json"));
    store.lockAll();
    expect((await run(revised())).status).toBe("imported");
    expect([...store.packs.values()].every((p) => p.locked)).toBe(true);
    store.failOn = store.writes + 2;
    expect((await run(fixture("homebrew.json"), { batch: 1 })).status).toBe("failed");
    expect([...store.packs.values()].every((p) => p.locked)).toBe(true);
  });

  it("a new pack that Foundry makes locked is locked again once written", async () => {
    store.createLocked = true;
    expect((await run(fixture("homebrew.json"))).status).toBe("imported");
    expect(store.packs.size).toBeGreaterThan(0);
    expect([...store.packs.values()].every((p) => p.locked && p.docs.size > 0)).toBe(true);
  });

  it("a write that fails in the middle of a re-import restores every document as it was", async () => {
    await run(fixture("homebrew.json"));
    const before = store.snapshot();
    store.failOn = store.writes + 2;
    const report = await run(revised(), { batch: 1 });
    expect(report.status).toBe("failed");
    expect(report.error).toMatch(/did not answer/);
    expect(store.snapshot()).toEqual(before);
  });

  it("cleans every string of markup in a document source but names and ids", () => {
    const raw = { _id: "a<b", name: "<b>Name</b>", system: { text: '<p onclick="x()">Hi<script>alert(1)</script></p>', rows: [{ text: "<img src=x onerror=y>" }] } };
    const clean = cleanSource(raw);
    expect(clean._id).toBe("a<b");
    expect(clean.name).toBe("<b>Name</b>");
    expect(clean.system.text).toBe("<p>Hi</p>");
    expect(clean.system.rows[0].text).not.toMatch(/<img|onerror/);
  });

  it("imported text reaches the pack with no live markup from the file", async () => {
    const data = JSON.parse(fixture("homebrew.json"));
    const moves = data.moves.emberwake.contents;
    const first = Object.keys(moves)[0];
    moves[first].text = `Strike <img src=x onerror="alert(1)"> and <script>alert(2)</script> **hard**.`;
    const report = await run(data);
    expect(report.status).toBe("imported");
    const stored = JSON.stringify([...(store.packs.get("world.emberwake-moves")?.docs.values() ?? [])]);
    expect(stored).not.toMatch(/<img|<script/i);
    expect(stored).toContain("<strong>hard</strong>");
  });
});
