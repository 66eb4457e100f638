import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function folderSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await stat(full)).size;
  }
  return total;
}

/** Pack build time and the size of the compiled packs (foundry-ironsworn's packs: about 2.9 MB). */
export async function run({ root }) {
  const { buildPacks } = await import(pathToFileURL(path.join(root, "tools/packs/build.mjs")).href);
  const work = await mkdtemp(path.join(tmpdir(), "vowforge-bench-packs-"));
  try {
    const options = { out: path.join(work, "packs"), sources: path.join(work, "src"), log: () => {} };
    let started = performance.now();
    const result = await buildPacks(options);
    const ms = performance.now() - started;
    // A second build into the same folders, as `npm run build` does after the first: the sources
    // already on disk are kept where unchanged.
    started = performance.now();
    await buildPacks(options);
    const rebuildMs = performance.now() - started;
    const documents = result.packs.reduce((n, p) => n + p.count, 0);
    return [
      { name: `pack build, ${result.packs.length} packs / ${documents} documents`, value: ms, unit: "ms", budget: 3000 },
      { name: "pack rebuild over the same folders", value: rebuildMs, unit: "ms", budget: 3000 },
      { name: "compiled packs size (LevelDB)", value: (await folderSize(path.join(work, "packs"))) / 1024, unit: "kB", budget: 2900 },
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
