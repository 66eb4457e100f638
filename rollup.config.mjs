import { nodeResolve } from "@rollup/plugin-node-resolve";
import esbuild, { minify } from "rollup-plugin-esbuild";
import { build as esbuildBundle } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

const production = process.env.NODE_ENV !== "development";

/**
 * The chunks the runtime script loads on demand, by the module each starts from (the target of an
 * `import("./…")` in src/): code only some users run. The build fails on any other chunk, so every
 * chunk is chosen here and its file name stays the same from build to build.
 */
export const CHUNKS = {
  // The migration runner and the migrations: the active GM's client, when the world's data is behind.
  "src/migrations/runner.ts": "migrations",
  // The team conflict sheet's context and buttons: Strike! worlds, when a conflict sheet opens.
  "src/applications/sheets/conflict-sheet-parts.ts": "conflict",
  // What a @Move, @Oracle or @Roll link becomes and does: clients whose texts hold one of our links.
  "src/enrichers/enrich.ts": "enrichers",
  // The welcome window and the way to the guide journal: a GM's start, the settings button, a macro.
  "src/applications/guide/welcome.ts": "guide",
  // The guided character creation and the truths dialog: when a user opens either.
  "src/applications/guided-windows.ts": "guided",
  // Reading and answering a chat command: the first time a user sends a line of ours (src/chat/commands/hook.ts).
  "src/chat/commands/handler.ts": "commands",
  // What the Forged Ties, Augur and Strike! sheets show: when one of them first renders.
  "src/applications/sheets/context/ruleset-contexts.ts": "ruleset-sheets",
  // The oracle browser: when a user first opens it.
  "src/applications/oracle-browser/oracle-browser.ts": "oracles",
  // The Forged Ties sheet's edit mode (reading and saving its fields): a Forged Ties player who edits.
  "src/operations/forged-ties-edit.ts": "forged-ties-edit",
  // The Strike! sheet's row writes (skills, relationships, traits, strikes, wealth): a Strike! player who edits.
  "src/operations/strike-edit.ts": "strike-edit",
  // The Augur sheet's edit mode and dropped bonds (applications/sheets/augur-actions.ts): an Augur player who edits.
  "src/operations/augur-edit.ts": "augur-edit",
  // The Datasworn import window, its checks (Ajv, @datasworn/core's schema) and writer: a GM who imports.
  "src/applications/import/import-dialog.ts": "import",
  // A roll card's outcome effects (the panel, the offers, applying and undoing): the first card drawn
  // or acted on whose move carries effects (src/cards/effects-on-demand.ts). It imports the rules
  // engine's chunk below, where rollup puts the effects' applier and suffer moves both reach.
  "src/cards/card-effects.ts": "card-effects",
  // The adds of asset abilities that enhance moves (src/rules/effects/asset-adds.json): the first
  // move rolled through the dialog (src/applications/dialogs/move-adds.ts).
  "src/rules/effects/asset-adds.ts": "asset-adds",
  // Drawing on an oracle table and posting its card (src/oracles/ under cards/oracle-card.ts): the first
  // draw, from the oracle browser, `/oracle`, an @Oracle link, a macro or the module API
  // (api/table-and-clock.ts); the chunks of the first three import it.
  "src/cards/oracle-card.ts": "oracle-draw",
  // The question of how an Advance is paid and the buy (applications/sheets/advance-ask.ts): an asset
  // dropped on an Ironsworn / Starforged character or an ability marked beyond the first
  // (applications/sheets/advance-on-demand.ts).
  "src/applications/sheets/advance-ask.ts": "advance",
  // The rules engine as a whole (the vowforge global's loadRules): a macro or the console that asks for it.
  "src/rules/index.ts": "rules",
};

/**
 * Chunks that share modules get a chunk of those alone, loaded with either; such a chunk has no module
 * of its own to start from, so it is named here by the folder all its modules are in (or by its one
 * module). The build fails on a shared chunk that spans folders or whose folder is not here.
 */
export const SHARED_CHUNKS = {
  // Reading and resolving a command, as typed in the chat box (the commands chunk) or written in an
  // @Roll link (the enrichers chunk, src/enrichers/inline-roll.ts and handlers.ts).
  "src/chat/commands/": "command-reading",
  // The identity and notes every ruleset sheet shows (context/ruleset-base.ts), for the team conflict
  // sheet's chunk and the other ruleset sheets' chunk.
  "src/applications/sheets/context/": "sheet-base",
  // Every rolled move's outcome effects (src/rules/effects/moves/): for the migration that fills world
  // moves with them and for the Datasworn import, which both convert moves.
  "src/rules/effects/moves/": "move-effects",
  // Reading an oracle table's rows (src/oracles/table-data.ts): for the oracle draw's chunk and for the
  // guided creation, which reads the Starforged background table (applications/wizard/wizard-world.ts).
  "src/oracles/": "oracle-tables",
  // The outcome effects' applier and suffer moves (src/rules/effects/apply.ts, suffer.ts and what they
  // write): for the card effects' chunk and the rules engine's (vowforge.loadRules()).
  "src/rules/effects/": "effects-applier",
  // A Forged Ties character's ruin advances (rules/forged-ties-ruin.ts), which the rules engine's chunk
  // shares with the Forged Ties sheet's buttons (the ruleset sheets' chunk,
  // applications/sheets/forged-ties-actions.ts). Named by the module itself, so another rules module
  // that comes to be shared fails the build instead of joining it under this name.
  "src/rules/forged-ties-ruin.ts": "shared-rules",
  // An Augur ability's text between the sheet's textarea and the stored HTML (data/actor/ability-text.ts):
  // for the Augur sheet's context and edits, and for the guided creation and truths.
  "src/data/actor/": "ability-text",
};

/**
 * A chunk's file name, vowforge-<name>.mjs, from CHUNKS or SHARED_CHUNKS; throws for a chunk in neither.
 * A chunk that also lends modules to the chunks it loads itself (the ruleset sheets' chunk, whose action
 * tables' modules the edit chunks read) is still the one its starting module names, though rollup gives
 * it no facade module: it is known by being loaded on demand and holding that module. A chunk holding
 * two of CHUNKS' starting modules (rollup merged two chunks) has no one name, and fails the build.
 */
export function chunkFileName(chunk) {
  const relative = (id) => path.relative(root, id).split(path.sep).join("/");
  const modules = (chunk.moduleIds ?? Object.keys(chunk.modules ?? {})).map(relative);
  const starts = modules.filter((id) => Object.hasOwn(CHUNKS, id));
  if (starts.length > 1) {
    throw new Error(
      `rollup merged the chunks of ${starts.join(" and ")} into one, which CHUNKS cannot name: ` +
        "keep them apart (a module of their own that both import) or make them one chunk in CHUNKS",
    );
  }
  const start = chunk.isDynamicEntry ? starts[0] : undefined;
  const from = chunk.facadeModuleId ? relative(chunk.facadeModuleId) : (start ?? null);
  const folder = from ? undefined : Object.keys(SHARED_CHUNKS).find((prefix) => modules.every((id) => id.startsWith(prefix)));
  const name = from ? CHUNKS[from] : folder && SHARED_CHUNKS[folder];
  if (!name) {
    throw new Error(
      `rollup made a chunk that rollup.config.mjs's CHUNKS does not name (${from ?? `shared by the chunks, holding ${modules.join(", ")}`}): ` +
        "name it there (or its folder in SHARED_CHUNKS), or import its modules statically",
    );
  }
  return `vowforge-${name}.mjs`;
}

/**
 * CommonJS packages the runtime script imports (Ajv, in the import chunk only), each bundled by esbuild
 * into one ES module whose default export is the package's `module.exports`: rollup reads ES modules
 * only, and a CommonJS plugin is not among our dependencies while esbuild already is.
 */
const COMMONJS = ["ajv"];

function commonJsViaEsbuild() {
  const entries = new Map();
  return {
    name: "vowforge-commonjs",
    async resolveId(source, importer) {
      if (!COMMONJS.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved) entries.set(resolved.id, source);
      return resolved;
    },
    async load(id) {
      if (!entries.has(id)) return null;
      const result = await esbuildBundle({ entryPoints: [id], bundle: true, format: "esm", platform: "browser", write: false, logLevel: "silent", target: "es2022" });
      return result.outputFiles[0].text;
    },
  };
}

/**
 * The runtime script: the ES module Foundry loads from system.json's `esmodules` (vowforge.mjs), and
 * beside it the chunks it imports on demand (CHUNKS), with no hash in their names, so the release zip
 * (tools/zip.mjs) ships them as they are. Foundry serves the system folder as it is, and a chunk's URL
 * resolves against vowforge.mjs's own (systems/vowforge/).
 *
 * Files are compiled one by one without minifying, then each chunk is minified once. Names are not
 * kept wholesale (esbuild's keepNames would name every function, in every file and again in the
 * bundle); the classes whose names Foundry stores or looks up pin them in the source
 * (src/class-names.ts).
 */
export default {
  input: "src/vowforge.ts",
  output: {
    dir: "dist",
    format: "es",
    sourcemap: true,
    entryFileNames: "vowforge.mjs",
    chunkFileNames: chunkFileName,
  },
  plugins: [
    commonJsViaEsbuild(),
    nodeResolve({ extensions: [".ts", ".mjs", ".js"] }),
    // JSON data under src/ (e.g. the playtest move names the pack generator shares) is bundled by
    // esbuild's json loader; listing a loader also adds its extension to the plugin's include filter.
    // JSON from node_modules too (the import chunk's @datasworn/core schema); other node_modules files
    // are left as published, as the plugin's default exclusion does.
    esbuild({
      exclude: /node_modules[\\/].*(?<!\.json)$/,
      target: "es2022",
      sourceMap: true,
      loaders: { ".ts": "ts", ".js": "js", ".mjs": "js", ".json": "json" },
    }),
    ...(production ? [minify({ target: "es2022", sourceMap: true })] : []),
  ],
};
