/**
 * The steps of a release, each a function the tests run and a command the release workflow
 * (.github/workflows/release.yml) calls, so the workflow stays a list of commands:
 *
 *   node tools/release.mjs check-tag v1.2.3      the tag names package.json's version (the one source)
 *   node tools/release.mjs notes 1.2.3 FILE      writes that version's CHANGELOG.md section to FILE
 *   node tools/release.mjs assets [dist]         checks the build and prints the files to attach
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { VERSION, manifestFor, mediaFiles } from "./manifest.mjs";
import { listZip, readZip, releaseFiles } from "./zip.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The version a tag names: "v1.2.3" gives "1.2.3"; anything else throws. */
export function versionOfTag(tag) {
  const match = /^v(.+)$/.exec(String(tag ?? ""));
  if (!match || !VERSION.test(match[1])) throw new Error(`"${tag}" is not a version tag (v1.2.3)`);
  return match[1];
}

/** Throws unless `tag` names package.json's version; returns the version. */
export function checkTag(tag, pkg) {
  const version = versionOfTag(tag);
  if (version !== pkg.version) {
    throw new Error(`tag ${tag} names ${version}, but package.json says ${pkg.version}: bump package.json first`);
  }
  return version;
}

/**
 * The notes of `version` in a changelog: the text under its "## [x.y.z]" (or "## x.y.z") heading, up to
 * the next heading of that level. Throws when the version has no entry, or an empty one.
 */
export function releaseNotes(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const heading = new RegExp(`^## \\[?v?${escaped}\\]?(\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`CHANGELOG.md has no entry for ${version}`);
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  const notes = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join("\n")
    .trim();
  if (!notes) throw new Error(`CHANGELOG.md's entry for ${version} is empty`);
  return `${notes}\n`;
}

/** The chunks a built script imports (`import("./vowforge-….mjs")`, static or dynamic), by file name. */
export function chunkImports(code) {
  return [...new Set([...code.matchAll(/["']\.\/(vowforge-[\w-]+\.mjs)["']/g)].map((m) => m[1]))].sort();
}

/**
 * Checks a build folder for release and returns the files to attach, relative to `dir`: system.json
 * (stamped with package.json's version and this release's URLs), vowforge.zip (system.json at its root,
 * the same as the one beside it, only files Foundry loads, every script system.json loads, every
 * chunk a script in it imports and every media file system.json names) and, where the build made
 * them, the source maps of the scripts as files of their own.
 */
export async function releaseAssets(dir, pkg, sourceSystem) {
  const system = JSON.parse(await readFile(path.join(dir, "system.json"), "utf8"));
  const expected = manifestFor(sourceSystem, pkg);
  for (const key of ["id", "version", "url", "bugs", "readme", "changelog", "manifest", "download"]) {
    if (system[key] !== expected[key]) {
      throw new Error(`system.json ${key} is "${system[key]}", expected "${expected[key]}"`);
    }
  }
  const zipPath = path.join(dir, "vowforge.zip");
  if (!existsSync(zipPath)) throw new Error("vowforge.zip is missing: run npm run build");
  const files = await listZip(zipPath);
  if (!files.includes("system.json")) throw new Error("vowforge.zip has no system.json at its root");
  const extra = files.filter((file) => !releaseFiles(file));
  if (extra.length > 0) throw new Error(`vowforge.zip holds files Foundry does not load: ${extra.join(", ")}`);
  for (const script of system.esmodules ?? []) {
    if (!files.includes(script)) throw new Error(`vowforge.zip lacks ${script}, which system.json loads`);
  }
  for (const media of mediaFiles(system)) {
    if (!files.includes(media)) throw new Error(`vowforge.zip lacks ${media}, which system.json shows as media`);
  }
  const zipped = await readZip(zipPath);
  for (const script of files.filter((file) => file.endsWith(".mjs"))) {
    for (const chunk of chunkImports(Buffer.from(zipped[script]).toString("utf8"))) {
      if (!files.includes(chunk)) throw new Error(`vowforge.zip lacks ${chunk}, which ${script} imports`);
    }
  }
  const maps = (await readdir(dir)).filter((file) => file.endsWith(".mjs.map")).sort();
  return ["system.json", "vowforge.zip", ...maps];
}

async function readJson(file) {
  return JSON.parse(await readFile(path.join(root, file), "utf8"));
}

async function main([command, ...args]) {
  const pkg = await readJson("package.json");
  if (command === "check-tag") {
    console.log(checkTag(args[0], pkg));
  } else if (command === "notes") {
    const notes = releaseNotes(await readFile(path.join(root, "CHANGELOG.md"), "utf8"), args[0] ?? pkg.version);
    if (args[1]) await writeFile(args[1], notes);
    else process.stdout.write(notes);
  } else if (command === "assets") {
    const dir = path.resolve(root, args[0] ?? "dist");
    const assets = await releaseAssets(dir, pkg, await readJson("system.json"));
    for (const asset of assets) console.log(path.join(dir, asset));
  } else {
    throw new Error("usage: node tools/release.mjs check-tag vX.Y.Z | notes X.Y.Z [FILE] | assets [DIR]");
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
