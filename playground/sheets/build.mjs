/**
 * Builds the sheets page into <outDir>/sheets/ next to the playground built by
 * tools/playground/build.mjs (it links that build's vowforge.css and playground.css): the page script
 * (playground/sheets/main.ts with the real src/ code, every templates/**\/*.hbs and lang/en.json)
 * and sheets.css (the page layout; the system styles come from the linked vowforge.css).
 *
 *   import { buildSheetsPage } from "../../playground/sheets/build.mjs";
 *   await buildSheetsPage({ outDir });   // after buildPlayground({ outDir })
 */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { pageBundleOptions } from "../../tools/playground/templates-plugin.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

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
  await esbuild.build({ ...pageBundleOptions(), entryPoints: [path.join(here, entry)], outfile, format: "iife" });
  return outfile;
}

export async function buildSheetsPage({ outDir, quiet = false }) {
  const started = performance.now();
  const target = path.join(outDir, "sheets");
  await mkdir(target, { recursive: true });
  await esbuild.build({
    ...pageBundleOptions(),
    entryPoints: [path.join(here, "main.ts")],
    outfile: path.join(target, "main.js"),
    format: "esm",
    sourcemap: true,
  });
  // The system's styles come from the playground's vowforge.css, which the page links; this is its layout.
  await writeFile(path.join(target, "sheets.css"), PAGE_CSS);
  await copyFile(path.join(here, "index.html"), path.join(target, "index.html"));
  if (!quiet) console.log(`Sheets page built into ${path.relative(root, target)}/ in ${Math.round(performance.now() - started)} ms`);
  return target;
}
