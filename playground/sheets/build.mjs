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
import { bundlePage, pageBundleOptions } from "../../tools/playground/templates-plugin.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

/**
 * A stand-in for Foundry's default actor image (icons/svg/mystery-man.svg, which a world serves):
 * a sample actor without its own image keeps that path as its img, and the sheet draws a monogram
 * over it. A plain grey disc of our own, so the page loads without a missing file.
 */
const DEFAULT_IMAGE_STAND_IN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#9a9a9a"/><circle cx="48" cy="36" r="18" fill="#d6d6d6"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#d6d6d6"/></svg>`;

/** The page's own layout, around the system's sheet styles. */
const PAGE_CSS = `
.pg-app--sheets { display: grid; grid-template-columns: minmax(0, 1fr) 22rem; grid-template-areas: "header header" "notice notice" "main chat"; gap: 1rem; padding: 1rem; height: auto; min-height: 100vh; align-items: start; }
.pg-app--sheets > .pg-header { grid-area: header; }
.pg-app--sheets > .pg-notice { grid-area: notice; }
.pg-app--sheets > .pg-sheets { grid-area: main; }
.pg-app--sheets > .pg-chat { grid-area: chat; position: sticky; top: 1rem; max-height: calc(100vh - 2rem); }
.pg-app--sheets .pg-header a { color: #f2e6c9; }
.pg-sheets { display: flex; flex-direction: column; gap: 1.5rem; min-width: 0; }
.pg-sheets__group { margin: 0.5rem 0 0; font-size: 1.1rem; color: var(--pg-muted); text-transform: uppercase; letter-spacing: 0.08em; }
.pg-sheet { max-width: 100%; border: 1px solid var(--vf-line); border-radius: 8px; overflow: hidden; box-shadow: 0 2px 10px rgb(0 0 0 / 18%); }
/* The guide samples: a journal page (Foundry draws its text at a reading width) and the welcome window's width. */
.vf-pg-journal { max-width: 620px; }
.vf-pg-journal .journal-page-content { color: var(--vf-ink); background: var(--vf-paper); line-height: 1.6; padding: 0 0.25rem; }
.vf-pg-journal .journal-page-content h2 { font-family: var(--vf-font-display); border-bottom: 1px solid var(--vf-line); margin: 0.25rem 0 0.5rem; }
.vf-welcome-app.pg-sheet { max-width: 460px; }
.vf-pg-journal .window-content, .vf-welcome-app.pg-sheet .window-content { padding: 0.5rem 0.75rem; }
/* Below about 800 px the chat log moves under the sheets instead of squeezing them. */
@media (max-width: 800px) {
  .pg-app--sheets { grid-template-columns: minmax(0, 1fr); grid-template-areas: "header" "notice" "main" "chat"; }
  .pg-app--sheets > .pg-chat { position: static; max-height: none; }
}
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
  await bundlePage(path.join(here, "main.ts"), path.join(target, "main.js"));
  // The system's styles come from the playground's vowforge.css, which the page links; this is its layout.
  await writeFile(path.join(target, "sheets.css"), PAGE_CSS);
  await copyFile(path.join(here, "index.html"), path.join(target, "index.html"));
  await mkdir(path.join(target, "icons/svg"), { recursive: true });
  await writeFile(path.join(target, "icons/svg/mystery-man.svg"), DEFAULT_IMAGE_STAND_IN);
  if (!quiet) console.log(`Sheets page built into ${path.relative(root, target)}/ in ${Math.round(performance.now() - started)} ms`);
  return target;
}
