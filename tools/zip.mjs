import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";

/** Recursively lists the files under `dir`, as paths relative to it with forward slashes. */
async function listFiles(dir, prefix = "") {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/**
 * Folders of the repository the build copies into the system folder (and so into the zip): the
 * templates (without their indentation, tools/template-compact.mjs), the languages, static assets and
 * the media system.json shows (cover and screenshots).
 */
export const STATIC_FOLDERS = ["templates", "lang", "assets", "media"];

/**
 * Files of a build folder that Foundry does not load, and so stay out of the release zip: the zip
 * itself, source maps (a release attaches the map as a file of its own), type declarations, the
 * language fragments (staging files for tools/lang-merge.mjs), and LevelDB's housekeeping files in the
 * packs (LOG and LOG.old are text logs with build timestamps, LOCK a lock file; LevelDB recreates them
 * when it opens a database, and the data lives in CURRENT, MANIFEST-*, *.ldb and *.log).
 */
const NOT_LOADED = [
  /^vowforge\.zip$/,
  /\.map$/,
  /\.d\.(m|c)?ts$/,
  /(^|\/)lang\/fragments\//,
  /(^|\/)packs\/.+\/(LOG|LOG\.old|LOCK)$/,
];

/** Whether a file (relative path, forward slashes) of a build folder belongs in the release zip. */
export function releaseFiles(file) {
  return !NOT_LOADED.some((pattern) => pattern.test(file));
}

/** The files of a zip archive by path (for checking what a release holds). */
export async function readZip(zipPath) {
  return unzipSync(new Uint8Array(await readFile(zipPath)));
}

/** The paths stored in a zip archive (for checking what a release holds). */
export async function listZip(zipPath) {
  return Object.keys(await readZip(zipPath)).sort();
}

/**
 * Writes a zip of the files under `dir` that `filter` keeps (default: all) to `zipPath`. The archive
 * holds the folder's contents at its top level (system.json at the root), as Foundry's installer
 * expects. Returns the paths written.
 */
export async function zipDirectory(dir, zipPath, { filter = () => true } = {}) {
  const files = (await listFiles(dir)).filter((f) => filter(f));
  const tree = {};
  for (const file of files) tree[file] = new Uint8Array(await readFile(path.join(dir, file)));
  await writeFile(zipPath, zipSync(tree, { level: 9, mtime: new Date("2020-01-01T00:00:00Z") }));
  return files;
}
