import { nodeResolve } from "@rollup/plugin-node-resolve";
import esbuild, { minify } from "rollup-plugin-esbuild";
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
};

/** A chunk's file name, vowforge-<name>.mjs, from the CHUNKS table; throws for a chunk not in it. */
function chunkFileName(chunk) {
  const from = chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId).split(path.sep).join("/") : null;
  const name = from ? CHUNKS[from] : undefined;
  if (!name) {
    const modules = Object.keys(chunk.modules ?? {}).map((id) => path.relative(root, id));
    throw new Error(
      `rollup made a chunk that rollup.config.mjs's CHUNKS does not name (${from ?? `shared by the chunks, holding ${modules.join(", ")}`}): ` +
        "name it there, or import its modules statically",
    );
  }
  return `vowforge-${name}.mjs`;
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
    nodeResolve({ extensions: [".ts", ".mjs", ".js"] }),
    // JSON data under src/ (e.g. the playtest move names the pack generator shares) is bundled by
    // esbuild's json loader; listing a loader also adds its extension to the plugin's include filter.
    esbuild({
      target: "es2022",
      sourceMap: true,
      loaders: { ".ts": "ts", ".js": "js", ".mjs": "js", ".json": "json" },
    }),
    ...(production ? [minify({ target: "es2022", sourceMap: true })] : []),
  ],
};
