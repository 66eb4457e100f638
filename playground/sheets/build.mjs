/**
 * Builds the sheets page into <outDir>/sheets/ next to the playground built by
 * tools/playground/build.mjs (it links that build's vowforge.css and playground.css): the page script
 * (playground/sheets/main.ts with the real src/ code, every templates/**\/*.hbs and lang/en.json)
 * and sheets.css (the sheet partials of styles/ plus the page layout).
 *
 *   import { buildSheetsPage } from "../../playground/sheets/build.mjs";
 *   await buildSheetsPage({ outDir });   // after buildPlayground({ outDir })
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import * as sass from "sass";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

async function listTemplates(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listTemplates(full)));
    else if (entry.name.endsWith(".hbs")) found.push(full);
  }
  return found.sort();
}

/** `playground:templates`: every template under templates/, by repository path. */
export function templatesPlugin() {
  return {
    name: "vowforge-sheet-templates",
    setup(build) {
      build.onResolve({ filter: /^playground:templates$/ }, () => ({ path: "templates", namespace: "vf-sheet-templates" }));
      build.onLoad({ filter: /.*/, namespace: "vf-sheet-templates" }, async () => {
        const map = {};
        for (const file of await listTemplates(path.join(root, "templates"))) {
          map[path.relative(root, file).split(path.sep).join("/")] = await readFile(file, "utf8");
        }
        return { contents: `export default ${JSON.stringify(map)};`, loader: "js" };
      });
    },
  };
}

/** The page's own layout, around the system's sheet styles. */
const PAGE_CSS = `
.pg-app--sheets { display: grid; grid-template-columns: minmax(0, 1fr) 22rem; gap: 1rem; padding: 1rem; }
.pg-app--sheets > .pg-header, .pg-app--sheets > .pg-notice { grid-column: 1 / -1; }
.pg-app--sheets .pg-header a { color: #f2e6c9; }
.pg-sheets { display: flex; flex-direction: column; gap: 1.5rem; }
/* No icon font here: the icons the sheets use get a text glyph. */
.pg-sheet i[class*="fa-"] { font-style: normal; }
.pg-sheet .fa-minus::before { content: "\\2212"; }
.pg-sheet .fa-plus::before { content: "+"; }
.pg-sheet .fa-dice-d10::before, .pg-sheet .fa-dice-d6::before { content: "\\2684"; }
.pg-sheet .fa-pen::before { content: "\\270E"; }
.pg-sheet .fa-trash::before { content: "\\2715"; }
.pg-sheet .fa-heart-crack::before { content: "\\2718"; }
.pg-sheet .fa-circle::before { content: "\\25CB"; }
.pg-sheet .fa-circle-dot::before { content: "\\25C9"; }
.pg-sheet { border: 1px solid #888; border-radius: 6px; padding: 0.75rem; display: flex; flex-direction: column; gap: 0.5rem; background: #fbfaf7; }
`;

/** Bundles a browser entry of this folder (the benchmark's) with the templates and lang file. */
export async function bundleEntry(entry, outfile) {
  await esbuild.build({
    entryPoints: [path.join(here, entry)],
    outfile,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    loader: { ".hbs": "text" },
    plugins: [templatesPlugin()],
    logLevel: "silent",
  });
  return outfile;
}

export async function buildSheetsPage({ outDir, quiet = false }) {
  const started = performance.now();
  const target = path.join(outDir, "sheets");
  await mkdir(target, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(here, "main.ts")],
    outfile: path.join(target, "main.js"),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    sourcemap: true,
    loader: { ".hbs": "text" },
    plugins: [templatesPlugin()],
    logLevel: "silent",
  });
  const css = sass.compileString('@use "variables";\n@use "sheet";\n@use "sheet-tracks";\n@use "sheet-rulesets";\n', { loadPaths: [path.join(root, "styles")], style: "expanded" });
  await writeFile(path.join(target, "sheets.css"), css.css + PAGE_CSS);
  await copyFile(path.join(here, "index.html"), path.join(target, "index.html"));
  if (!quiet) console.log(`Sheets page built into ${path.relative(root, target)}/ in ${Math.round(performance.now() - started)} ms`);
  return target;
}
