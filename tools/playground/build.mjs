/**
 * Builds the playground page into playground/dist/: the page script (playground/main.ts bundled by
 * esbuild with the real src/ code, every templates/**\/*.hbs as text and lang/en.json), the system's
 * compiled CSS (styles/vowforge.scss through sass), the page's own CSS, index.html, axe-core's
 * script for the accessibility check, and the language files (lang/*.json into lang/, which a page
 * opened with ?lang=de loads, as Foundry loads the file of the user's language).
 *
 *   import { buildPlayground } from "./build.mjs";
 *   await buildPlayground();             // into playground/dist
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as sass from "sass";
import { bundlePage } from "./templates-plugin.mjs";
import { copyFonts } from "../fonts.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const defaultOutDir = path.join(root, "playground/dist");

/**
 * Compiles styles/vowforge.scss. Partials in styles/ that vowforge.scss does not @use yet are added
 * after it, with a warning, so a component's styles show on the page before the entry file lists them.
 */
async function compileStyles(quiet) {
  const stylesDir = path.join(root, "styles");
  const entry = await readFile(path.join(stylesDir, "vowforge.scss"), "utf8");
  const used = new Set([...entry.matchAll(/@(?:use|forward|import)\s+["']([^"']+)["']/g)].map((m) => path.basename(m[1]).replace(/^_/, "").replace(/\.scss$/, "")));
  const partials = (await readdir(stylesDir))
    .filter((f) => /^_.+\.scss$/.test(f))
    .map((f) => f.slice(1, -".scss".length))
    .filter((name) => !used.has(name));
  if (partials.length === 0) return sass.compile(path.join(stylesDir, "vowforge.scss"), { style: "expanded" }).css;
  if (!quiet) {
    for (const name of partials) console.warn(`  note: styles/_${name}.scss is not @use'd by styles/vowforge.scss yet; the playground adds it`);
  }
  const source = [`@use "vowforge";`, ...partials.map((name) => `@use "${name}";`)].join("\n");
  return sass.compileString(source, { loadPaths: [stylesDir], style: "expanded" }).css;
}

/**
 * Font Awesome's free solid and regular icons, which Foundry ships to every sheet (the classes
 * `fa-solid fa-…` the templates use; Foundry v13 loads Font Awesome 6, as its own templates' class
 * names show, e.g. foundryvtt/dnd5e templates/actors/parts/*.hbs). The page links fontawesome/icons.css.
 */
async function copyIcons(outDir) {
  const fa = path.join(root, "node_modules/@fortawesome/fontawesome-free");
  const target = path.join(outDir, "fontawesome");
  await mkdir(path.join(target, "webfonts"), { recursive: true });
  const css = await Promise.all(["fontawesome.min.css", "solid.min.css", "regular.min.css"].map((f) => readFile(path.join(fa, "css", f), "utf8")));
  await writeFile(path.join(target, "icons.css"), css.join("\n").replaceAll("../webfonts/", "webfonts/"));
  for (const font of ["fa-solid-900.woff2", "fa-regular-400.woff2"]) await copyFile(path.join(fa, "webfonts", font), path.join(target, "webfonts", font));
}

/** The language files a page may load (lang/<code>.json; not lang/fragments/, which Foundry never loads). */
async function copyLanguages(outDir) {
  await mkdir(path.join(outDir, "lang"), { recursive: true });
  for (const file of await readdir(path.join(root, "lang"))) {
    if (file.endsWith(".json")) await copyFile(path.join(root, "lang", file), path.join(outDir, "lang", file));
  }
}

/** Builds the page; returns the output folder. Throws with esbuild's or sass's message on error. */
export async function buildPlayground({ outDir = defaultOutDir, quiet = false } = {}) {
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await bundlePage(path.join(root, "playground/main.ts"), path.join(outDir, "main.js"));
  await writeFile(path.join(outDir, "vowforge.css"), await compileStyles(quiet));
  await copyFile(path.join(root, "playground/index.html"), path.join(outDir, "index.html"));
  await copyFile(path.join(root, "playground/playground.css"), path.join(outDir, "playground.css"));
  await copyFile(path.join(root, "node_modules/axe-core/axe.min.js"), path.join(outDir, "axe.min.js"));
  await copyIcons(outDir);
  await copyFonts(outDir);
  await copyLanguages(outDir);
  const { buildSheetsPage } = await import("../../playground/sheets/build.mjs");
  await buildSheetsPage({ outDir, quiet });
  const { buildCreationPage } = await import("../../playground/creation/build.mjs");
  await buildCreationPage({ outDir, quiet });
  if (!quiet) console.log(`Playground built into ${path.relative(root, outDir)}/ in ${Math.round(performance.now() - started)} ms`);
  return outDir;
}
