/**
 * The runtime script as it ships: built by rollup exactly as `npm run build` builds it (minified,
 * chunks beside vowforge.mjs), then loaded with the entry fakes (tests/fakes/foundry-entry.ts) and run
 * through `init` and `ready`.
 *
 * - Every class Foundry stores or looks up by name (src/class-names.ts) keeps the name it has in the
 *   source: each registered Roll class and dice term, data model, document class and sheet (with the
 *   classes its render hooks are named after), the roll dialog of the `vowforge` global and the
 *   application of the settings window's guide button. The names
 *   expected are read from the source loaded the same way, so a new registered class is checked too.
 * - The main script loads and runs `init` and `ready` without its chunks; the active GM of a world
 *   behind the schema then gets the localised "could not load" errors of the update and of the welcome
 *   window, nothing else breaks; a text's links stay as written.
 * - With its chunks, the active GM's `ready` fetches the migrations chunk and brings the world up to date.
 * - Without the creation's chunk, opening the truths dialog gives the localised "could not load" error;
 *   with it, the creation's and the truths' windows keep their names.
 * - The oracle draw and the Augur sheet's edits are chunks of their own; without the draw's, a macro's
 *   draw posts nothing and gives the localised "could not load" error. The card-action runner is in the
 *   main script; the ruleset sheets' buttons, the Advance's question and a conflict's members are not.
 */
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { rollup } from "rollup";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installEntryFakes, type EntryFakes } from "../fakes/foundry-entry";
import { langLookup } from "../helpers/handlebars";
import { chunkImports } from "../../tools/release.mjs";
import config, { CHUNKS, SHARED_CHUNKS, chunkFileName } from "../../rollup.config.mjs";
import { SCHEMA_VERSION } from "../../src/migrations/schema-version";

const ROOT = path.resolve(__dirname, "../..");

let work = "";
let built = "";

/** An entry of CONFIG.TextEditor.enrichers as our script registers it. */
interface EnricherEntry {
  pattern: RegExp;
  enricher(match: RegExpMatchArray, options: unknown): Promise<unknown>;
  onRender(element: unknown, options: unknown): Promise<unknown>;
}

/** The class names a loaded script registered on `init`. */
interface Registered {
  rolls: string[];
  terms: Record<string, string>;
  /** CONFIG.Dice.termTypes: each key with the name of the class under it. */
  termTypes: Record<string, string>;
  models: Record<string, string>;
  documents: Record<string, string>;
  /** Each sheet by document and types: its class and every class above it, up to Foundry's. */
  sheets: Record<string, string[]>;
  rollDialog: string;
  /** The application classes of the settings window's buttons (their render hooks carry the names). */
  menus: Record<string, string>;
}

/** The names of `cls` and the classes above it, stopping at the fakes' base classes. */
function chain(cls: unknown, stopAt: ReadonlySet<unknown>): string[] {
  const names: string[] = [];
  for (let c = cls as { name: string } | null; c && !stopAt.has(c) && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    names.push(c.name);
  }
  return names;
}

function registered(fakes: EntryFakes, before: ReadonlySet<unknown>): Registered {
  const names = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).map(([key, cls]) => [key, (cls as { name: string }).name]));
  const foundry = (globalThis as unknown as { foundry: { applications: { sheets: Record<string, unknown> } } }).foundry;
  const bases = new Set([foundry.applications.sheets.ActorSheet, foundry.applications.sheets.ItemSheet]);
  const global = (globalThis as unknown as { vowforge: { RollDialog: { name: string } } }).vowforge;
  return {
    rolls: fakes.config.Dice.rolls.filter((cls) => !before.has(cls)).map((cls) => cls.name),
    terms: names(Object.fromEntries(Object.entries(fakes.config.Dice.terms).filter(([, cls]) => !before.has(cls)))),
    termTypes: names(Object.fromEntries(Object.entries(fakes.config.Dice.termTypes).filter(([, cls]) => !before.has(cls)))),
    models: {
      ...names(Object.fromEntries(Object.entries(fakes.config.Actor.dataModels).map(([k, v]) => [`Actor.${k}`, v]))),
      ...names(Object.fromEntries(Object.entries(fakes.config.Item.dataModels).map(([k, v]) => [`Item.${k}`, v]))),
      ...names(Object.fromEntries(Object.entries(fakes.config.ChatMessage.dataModels).map(([k, v]) => [`ChatMessage.${k}`, v]))),
    },
    documents: names({
      Actor: fakes.config.Actor.documentClass,
      Item: fakes.config.Item.documentClass,
      ChatMessage: fakes.config.ChatMessage.documentClass,
    }),
    sheets: Object.fromEntries(
      fakes.sheets.map((s) => [`${s.documentName}:${(s.options.types ?? []).join(",")}`, chain(s.sheetClass, bases)]),
    ),
    rollDialog: global.RollDialog.name,
    menus: Object.fromEntries(fakes.settings.menus.map((m) => [m.key, (m.data.type as { name: string }).name])),
  };
}

/** Installs the entry fakes, imports `url` and runs its `init`; returns the fakes and what was registered. */
async function loadAndInit(url: string): Promise<{ fakes: EntryFakes; names: Registered }> {
  const fakes = installEntryFakes();
  const before = new Set<unknown>([...fakes.config.Dice.rolls, ...Object.values(fakes.config.Dice.terms)]);
  await import(/* @vite-ignore */ url);
  fakes.hooks.callAll("init");
  return { fakes, names: registered(fakes, before) };
}

/** A copy of the built script folder, so each load evaluates the module afresh; `without` files left out. */
async function copyOfBuild(name: string, without: (file: string) => boolean = () => false): Promise<string> {
  const dir = path.join(work, name);
  await cp(built, dir, { recursive: true, filter: (source) => !without(path.basename(source)) });
  return pathToFileURL(path.join(dir, "vowforge.mjs")).href;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "vowforge-script-"));
  built = path.join(work, "dist");
  // As tools/build.mjs bundles: the same configuration, written into a folder of its own.
  const bundle = await rollup({ ...config, onwarn: () => undefined });
  await bundle.write({ ...config.output, dir: built });
  await bundle.close();
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the built runtime script", () => {
  it("is minified once, naming no function beyond the pinned classes", async () => {
    const code = await readFile(path.join(built, "vowforge.mjs"), "utf8");
    // A naming helper defines "name" on its target: esbuild's keepNames adds one to every file it
    // compiles (and names every function with it); the script should hold only pinClassName.
    const namers = code.split('"name",{value:').length - 1;
    expect(namers).toBe(1);
    expect(code.includes("function buildCharacterContext"), "a source name survived minification").toBe(false);
    expect(code.split("\n").length).toBeLessThan(50);
  });

  it("keeps the name of every class Foundry stores or looks up, as the source names it", async () => {
    const fromBuild = (await loadAndInit(await copyOfBuild("names"))).names;
    vi.unstubAllGlobals();
    const fromSource = (await loadAndInit(pathToFileURL(path.join(ROOT, "src/vowforge.ts")).href)).names;
    // The source really registers what Foundry looks up by name (so the comparison is not of empty lists).
    expect(fromSource.rolls).toContain("ActionRoll");
    expect(Object.values(fromSource.terms)).toEqual(expect.arrayContaining(["ChallengeDie", "ThreatDie", "CursedDie"]));
    expect(fromSource.termTypes).toEqual({ ChallengeDie: "ChallengeDie", ThreatDie: "ThreatDie", CursedDie: "CursedDie" });
    expect(fromSource.sheets["Actor:character"]).toEqual(["CharacterSheet", "VowforgeActorSheet"]);
    expect(fromSource.documents).toEqual({ Actor: "VowforgeActor", Item: "VowforgeItem", ChatMessage: "VowforgeChatMessage" });
    expect(Object.keys(fromSource.models).length).toBeGreaterThanOrEqual(14);
    expect(fromSource.menus).toEqual({ "guide.menu": "GuideMenu", "import.menu": "ImportMenu" });
    expect(fromBuild).toEqual(fromSource);
  });

  it("emits exactly the chunks rollup.config.mjs names, each on-demand one imported by the main script or the chunk that loads it, and each shared one by chunks only", async () => {
    const files = (await readdir(built)).filter((f) => f.endsWith(".mjs")).sort();
    const chunks = Object.values(CHUNKS).map((name) => `vowforge-${name}.mjs`).sort();
    const shared = Object.values(SHARED_CHUNKS).map((name) => `vowforge-${name}.mjs`).sort();
    expect(files).toEqual([...chunks, ...shared, "vowforge.mjs"].sort());
    // The ruleset sheets' edits are loaded by those sheets' buttons, which are in the ruleset sheets' chunk.
    const edits = ["vowforge-forged-ties-edit.mjs", "vowforge-strike-edit.mjs", "vowforge-augur-edit.mjs"];
    expect(chunkImports(await readFile(path.join(built, "vowforge.mjs"), "utf8"))).toEqual(chunks.filter((chunk) => !edits.includes(chunk)));
    expect(chunkImports(await readFile(path.join(built, "vowforge-ruleset-sheets.mjs"), "utf8"))).toEqual(expect.arrayContaining(edits));
    const importedByChunks = await Promise.all(chunks.map(async (chunk) => chunkImports(await readFile(path.join(built, chunk), "utf8"))));
    // Besides the shared chunks and the edits, the oracle browser's, the commands' and the enrichers'
    // chunks import the oracle draw's, and an edit chunk the ruleset sheets' chunk whose modules it reads
    // (rollup.config.mjs).
    expect([...new Set(importedByChunks.flat())].sort()).toEqual(
      [...shared, ...edits, "vowforge-ruleset-sheets.mjs", "vowforge-oracle-draw.mjs"].sort(),
    );
    // The effects' applier and suffer moves, which the card effects and the rules engine both reach.
    for (const chunk of ["vowforge-card-effects.mjs", "vowforge-rules.mjs"])
      expect(chunkImports(await readFile(path.join(built, chunk), "utf8")), chunk).toContain("vowforge-effects-applier.mjs");
    for (const chunk of ["vowforge-oracles.mjs", "vowforge-commands.mjs", "vowforge-enrichers.mjs"])
      expect(chunkImports(await readFile(path.join(built, chunk), "utf8")), chunk).toContain("vowforge-oracle-draw.mjs");
  });

  it("maps every source file to one chunk only (no module is bundled twice)", async () => {
    const maps = (await readdir(built)).filter((f) => f.endsWith(".mjs.map"));
    const owners = new Map<string, string[]>();
    for (const map of maps) {
      const { sources } = JSON.parse(await readFile(path.join(built, map), "utf8")) as { sources: string[] };
      for (const source of sources) {
        const file = path.relative(ROOT, path.resolve(built, source)).split(path.sep).join("/");
        owners.set(file, [...(owners.get(file) ?? []), map]);
      }
    }
    // Every chunk has its map, and the maps name the sources (so an empty list passes nothing).
    expect(maps).toHaveLength((await readdir(built)).filter((f) => f.endsWith(".mjs")).length);
    expect(owners.get("src/rules/forged-ties-ruin.ts")).toEqual(["vowforge-shared-rules.mjs.map"]);
    expect([...owners].filter(([, chunks]) => chunks.length > 1)).toEqual([]);
  });

  it("fails the build for a chunk holding two of CHUNKS' starting modules, and names a shared chunk only by its folder or module", () => {
    const [first, second] = Object.keys(CHUNKS).map((id) => path.join(ROOT, id));
    expect(() => chunkFileName({ facadeModuleId: null, isDynamicEntry: true, moduleIds: [first!, second!] })).toThrow(/merged the chunks of/);
    expect(() => chunkFileName({ facadeModuleId: first!, isDynamicEntry: true, moduleIds: [first!, second!] })).toThrow(/merged the chunks of/);
    expect(chunkFileName({ facadeModuleId: null, isDynamicEntry: true, moduleIds: [first!, path.join(ROOT, "src/paths.ts")] })).toBe(
      `vowforge-${CHUNKS[Object.keys(CHUNKS)[0]!]}.mjs`,
    );
    // Another rules module shared by two chunks is not named shared-rules: the build stops.
    expect(() => chunkFileName({ facadeModuleId: null, isDynamicEntry: false, moduleIds: [path.join(ROOT, "src/rules/forged-ties-ruin.ts"), path.join(ROOT, "src/rules/progress.ts")] })).toThrow(
      /does not name/,
    );
    expect(chunkFileName({ facadeModuleId: null, isDynamicEntry: false, moduleIds: [path.join(ROOT, "src/rules/forged-ties-ruin.ts")] })).toBe("vowforge-shared-rules.mjs");
  });

  it("holds the card-action runner, and leaves the outcome effects' panel and applier, the oracle draw, the ruleset sheets' buttons and edits, the Advance's question and a conflict's members out of the main script", async () => {
    const sources = (JSON.parse(await readFile(path.join(built, "vowforge.mjs.map"), "utf8")) as { sources: string[] }).sources.map(
      (source) => path.relative(ROOT, path.resolve(built, source)).split(path.sep).join("/"),
    );
    // The main script is mapped to its sources (so the list below is not empty by a wrong path).
    expect(sources).toContain("src/cards/effects-on-demand.ts");
    // A card's buttons and the GM's relay run the runner without a fetch.
    expect(sources).toContain("src/cards/actions/card-actions.ts");
    for (const cold of [
      "src/cards/context/effects-panel.ts",
      "src/cards/actions/outcome-effects.ts",
      "src/rules/effects/apply.ts",
      "src/rules/effects/suffer.ts",
      "src/applications/sheets/conflict-relay.ts",
      // The oracle draw (vowforge-oracle-draw.mjs) and the Augur sheet's edits (vowforge-augur-edit.mjs).
      "src/cards/oracle-card.ts",
      "src/oracles/draw.ts",
      "src/oracles/resolve.ts",
      "src/oracles/card-context.ts",
      "src/operations/augur-edit.ts",
      // The ruleset sheets' buttons (vowforge-ruleset-sheets.mjs), the Advance's question and buy
      // (vowforge-advance.mjs) and a conflict's members (vowforge-conflict.mjs).
      "src/applications/sheets/forged-ties-actions.ts",
      "src/applications/sheets/augur-actions.ts",
      "src/applications/sheets/strike-actions.ts",
      "src/applications/sheets/advance-ask.ts",
      "src/operations/advance.ts",
      "src/operations/conflict-members.ts",
    ]) {
      expect(sources, cold).not.toContain(cold);
    }
  });

  it("loads, runs init and ready without its chunks; a GM whose world is behind is told the update and the welcome window could not load", async () => {
    const url = await copyOfBuild("no-chunks", (file) => file.startsWith("vowforge-"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fakes } = await loadAndInit(url);
    fakes.hooks.callAll("ready");
    await vi.waitFor(() => expect(fakes.notifications.length).toBe(2));
    const told = fakes.notifications.map((n) => ({ level: n.level, message: n.message }));
    expect(told).toEqual(
      expect.arrayContaining([
        { level: "error", message: langLookup("VOWFORGE.Migration.NotLoaded") },
        { level: "error", message: langLookup("VOWFORGE.Guide.Error.NotLoaded") },
      ]),
    );
    expect(fakes.settings.values.has("vowforge.schemaVersion")).toBe(false);
    expect(errors.mock.calls.map((c) => String(c[0])).sort()).toEqual([
      "vowforge | the migration runner could not be loaded",
      "vowforge | the welcome window could not be loaded",
    ]);
  });

  it("without its chunks, leaves a text's links as written and says once that the enrichers could not load", async () => {
    const url = await copyOfBuild("no-enrichers", (file) => file === "vowforge-enrichers.mjs");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fakes } = await loadAndInit(url);
    const [move, , roll] = fakes.config.TextEditor.enrichers as EnricherEntry[];
    const match = (text: string) => [...text.matchAll(roll.pattern)][0];
    // An enricher's null leaves the match as it is (src/enrichers/register.ts).
    expect(await move.enricher(match("@Roll[ask likely]"), {})).toBeNull();
    expect(await roll.enricher(match("@Roll[ask likely]"), {})).toBeNull();
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the enrichers could not be loaded"]);
  });

  it("loads the enrichers chunk for a text's link, whose render callback wires the link's presses", async () => {
    const { fakes } = await loadAndInit(await copyOfBuild("enrichers"));
    const [, , roll] = fakes.config.TextEditor.enrichers as EnricherEntry[];
    const listened: string[] = [];
    // An element as the chunk's wiring sees it: only its listeners are read.
    const element = { addEventListener: (type: string) => listened.push(type) };
    await roll.onRender(element, {});
    expect(listened.sort()).toEqual(["click", "dragstart", "keydown"]);
  });

  it("without the creation's chunk, opening the truths says in the user's language that the window could not be loaded", async () => {
    const url = await copyOfBuild("no-guided", (file) => file === "vowforge-guided.mjs");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fakes } = await loadAndInit(url);
    const global = (globalThis as unknown as { vowforge: { openTruths(): Promise<void> } }).vowforge;
    await global.openTruths();
    expect(fakes.notifications.map((n) => ({ level: n.level, message: n.message }))).toEqual([
      { level: "error", message: langLookup("VOWFORGE.Error.WindowNotLoaded") },
    ]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the creation and truths windows could not be loaded"]);
  });

  it("without the commands' chunks, keeps a typed command out of the chat and says in the user's language that it could not be completed", async () => {
    const url = await copyOfBuild("no-commands", (file) => file === "vowforge-commands.mjs" || file === "vowforge-command-reading.mjs");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fakes } = await loadAndInit(url);
    const hooks = fakes.hooks.of("chatMessage");
    expect(hooks).toHaveLength(1);
    const send = (line: string) => (hooks[0]?.fn as ((log: unknown, line: string, data: unknown) => unknown) | undefined)?.({}, line, {});
    expect(send("hello there")).toBeUndefined();
    expect(send("/action 3")).toBe(false);
    await vi.waitFor(() => expect(fakes.notifications.length).toBe(1));
    const [prefix = ""] = String(langLookup("VOWFORGE.Command.Error.Failed")).split("{message}");
    expect(fakes.notifications.map((n) => ({ level: n.level, prefixed: n.message.startsWith(prefix) }))).toEqual([
      { level: "error", prefixed: true },
    ]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["Vowforge | chat command failed"]);
  });

  it("without the oracle browser's chunk, opening it says in the user's language that the window could not be loaded", async () => {
    const url = await copyOfBuild("no-oracles", (file) => file === "vowforge-oracles.mjs");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fakes } = await loadAndInit(url);
    const global = (globalThis as unknown as { vowforge: { openOracles(): Promise<unknown> } }).vowforge;
    expect(await global.openOracles()).toBeNull();
    expect(fakes.notifications.map((n) => ({ level: n.level, message: n.message }))).toEqual([
      { level: "error", message: langLookup("VOWFORGE.Error.WindowNotLoaded") },
    ]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the oracle browser could not be loaded"]);
  });

  it("without the oracle draw's chunk, a macro's draw posts nothing and says in the user's language that it could not be done", async () => {
    const url = await copyOfBuild("no-oracle-draw", (file) => file === "vowforge-oracle-draw.mjs");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fakes } = await loadAndInit(url);
    const global = (globalThis as unknown as { vowforge: { drawOracle(table: unknown): Promise<unknown> } }).vowforge;
    // A table as the module API's check reads it (name, UUID, results, drawn with replacement).
    const table = { name: "Action", uuid: "RollTable.action", results: [], replacement: true, draw: vi.fn() };
    expect(await global.drawOracle(table)).toBeNull();
    expect(table.draw).not.toHaveBeenCalled();
    expect(fakes.notifications.map((n) => ({ level: n.level, message: n.message }))).toEqual([
      { level: "error", message: langLookup("VOWFORGE.Error.PartNotLoaded") },
    ]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the oracle draw could not be loaded"]);
  });

  it("keeps the name of the oracle browser, whose render hook is named after it", async () => {
    const url = await copyOfBuild("oracles");
    await loadAndInit(url);
    const oracles = (await import(/* @vite-ignore */ new URL("vowforge-oracles.mjs", url).href)) as Record<string, { name: string }>;
    expect(Object.values(oracles).map((cls) => cls.name)).toEqual(["OracleBrowser"]);
  });

  it("keeps the names of the creation's and the truths' windows, whose render hooks are named after them", async () => {
    const url = await copyOfBuild("guided");
    await loadAndInit(url);
    const guided = (await import(/* @vite-ignore */ new URL("vowforge-guided.mjs", url).href)) as Record<string, { name: string }>;
    expect(Object.values(guided).map((cls) => cls.name).sort()).toEqual(["CharacterWizard", "TruthsDialog"]);
  });

  it("loads the migrations chunk on the active GM's ready and brings the world to the current schema", async () => {
    const { fakes } = await loadAndInit(await copyOfBuild("with-chunks"));
    fakes.hooks.callAll("ready");
    await vi.waitFor(() => expect(fakes.settings.values.get("vowforge.schemaVersion")).toBe(SCHEMA_VERSION));
  });
});
