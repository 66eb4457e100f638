/**
 * Builds dist/: a complete Foundry system folder (system.json, the bundled module, the compiled CSS,
 * templates, lang, packs when their generator exists) and dist/vowforge.zip of it.
 *
 *   node tools/build.mjs             full build
 *   node tools/build.mjs --no-packs  skip the compendium packs (faster, for the playground)
 *   node tools/build.mjs --no-zip    skip the release archive
 *   node tools/build.mjs --out DIR   build into DIR instead of dist/ (the benchmarks build elsewhere)
 *
 * The zip holds only what Foundry loads (see releaseFiles in tools/zip.mjs): the script with the
 * chunks it loads on demand (vowforge-*.mjs, see rollup.config.mjs); the source maps stay beside it in
 * the build folder, and a release attaches them as files of their own. The packs folder is kept from
 * the last build and only the packs whose source changed are written again.
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { rollup } from "rollup";
import * as sass from "sass";
import { releaseFiles, STATIC_FOLDERS, zipDirectory } from "./zip.mjs";
import { manifestFor } from "./manifest.mjs";
import { copyFonts } from "./fonts.mjs";
import { compactTemplate, listTemplates } from "./template-compact.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argv = process.argv.slice(2);
const outAt = argv.indexOf("--out");
const dist = outAt >= 0 ? path.resolve(argv[outAt + 1] ?? "") : path.join(root, "dist");
const args = new Set(argv);

function step(label) {
  const start = performance.now();
  return () => console.log(`  ${label.padEnd(28)} ${Math.round(performance.now() - start)} ms`);
}

async function bundle() {
  const done = step("script (rollup + esbuild)");
  const { default: config } = await import(path.join(root, "rollup.config.mjs"));
  const build = await rollup({ ...config, onwarn: (w) => console.warn(`  warning: ${w.message}`) });
  await build.write({ ...config.output, dir: dist });
  await build.close();
  done();
}

async function styles() {
  const done = step("styles (sass)");
  const result = sass.compile(path.join(root, "styles/vowforge.scss"), { style: "compressed" });
  await writeFile(path.join(dist, "vowforge.css"), result.css);
  done();
}

async function copyStatic() {
  const done = step("templates, lang, media, fonts");
  for (const dir of STATIC_FOLDERS) {
    const from = path.join(root, dir);
    // lang/fragments are staging files for lang-merge.mjs, not a language Foundry loads.
    const filter = (source) => path.relative(from, source).split(path.sep)[0] !== "fragments";
    if (existsSync(from)) await cp(from, path.join(dist, dir), { recursive: true, filter });
  }
  // The templates are shipped without their indentation (tools/template-compact.mjs), as the
  // playground and the tests load them.
  for (const file of await listTemplates(path.join(dist, "templates"))) {
    await writeFile(file, compactTemplate(await readFile(file, "utf8")));
  }
  // The games' display fonts (open licence, from npm) beside vowforge.css, which links them.
  await copyFonts(dist);
  for (const file of ["LICENSE", "README.md"]) {
    const from = path.join(root, file);
    if (existsSync(from)) await cp(from, path.join(dist, file));
  }
  done();
}

async function packs() {
  const generator = path.join(root, "tools/packs/build.mjs");
  if (!existsSync(generator)) return;
  const done = step("packs");
  const { buildPacks } = await import(generator);
  await buildPacks({ out: path.join(dist, "packs") });
  done();
}

async function manifest() {
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  const system = JSON.parse(await readFile(path.join(root, "system.json"), "utf8"));
  await writeFile(path.join(dist, "system.json"), JSON.stringify(manifestFor(system, pkg), null, 2) + "\n");
}

/**
 * Empties `dir` but for the entries named in `keep`: the packs stay between builds, since the pack
 * build writes again only a pack whose source changed (tools/packs/build.mjs).
 */
async function emptyExcept(dir, keep) {
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(dir)) {
    if (!keep.includes(entry)) await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  console.log(`Building Vowforge into ${path.relative(root, dist) || "."}/`);
  await emptyExcept(dist, args.has("--no-packs") ? [] : ["packs"]);
  await manifest();
  await bundle();
  await styles();
  await copyStatic();
  if (!args.has("--no-packs")) await packs();
  if (!args.has("--no-zip")) {
    const done = step("zip");
    const zipPath = path.join(dist, "vowforge.zip");
    await zipDirectory(dist, zipPath, { filter: releaseFiles });
    done();
    console.log(`  dist/vowforge.zip          ${((await stat(zipPath)).size / 1024).toFixed(1)} kB`);
  }
  console.log(`Done in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error) => {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
