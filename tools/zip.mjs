import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { zipSync } from "fflate";

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
 * Writes a zip of every file under `dir` to `zipPath`. The archive holds the folder's contents at its
 * top level (system.json at the root), as Foundry's installer expects.
 */
export async function zipDirectory(dir, zipPath, { exclude = [] } = {}) {
  const files = (await listFiles(dir)).filter((f) => !exclude.includes(f));
  const tree = {};
  for (const file of files) tree[file] = new Uint8Array(await readFile(path.join(dir, file)));
  await writeFile(zipPath, zipSync(tree, { level: 9, mtime: new Date("2020-01-01T00:00:00Z") }));
  return files;
}
