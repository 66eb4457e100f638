import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The compiled packs' size before issue 23 (main at 7a385de), to show the ratio to. */
const BEFORE_KB = 2554.7;

async function folderSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await stat(full)).size;
  }
  return total;
}

/** Runs `fn`; its wall time and the CPU time this process spent meanwhile (LevelDB's threads included), in ms. */
async function timed(fn) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await fn();
  const used = process.cpuUsage(cpu);
  return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * Pack build and rebuild time and the size of the compiled packs (foundry-ironsworn's packs: about
 * 2.9 MB). Wall time is the budget's measure on an idle machine; the CPU time beside it stays
 * readable on a loaded one.
 */
export async function run({ root }) {
  const { buildPacks } = await import(pathToFileURL(path.join(root, "tools/packs/build.mjs")).href);
  const work = await mkdtemp(path.join(tmpdir(), "vowforge-bench-packs-"));
  try {
    const options = { out: path.join(work, "packs"), sources: path.join(work, "src"), log: () => {} };
    const build = await timed(() => buildPacks(options));
    // A second build into the same folders, as `npm run build` does after the first: every pack's
    // source is unchanged, so none is written again.
    const rebuild = await timed(() => buildPacks(options));
    const documents = build.result.packs.reduce((n, p) => n + p.count, 0);
    const written = rebuild.result.packs.filter((p) => !p.skipped).length;
    const kb = (await folderSize(path.join(work, "packs"))) / 1024;
    return [
      { name: `pack build, ${build.result.packs.length} packs / ${documents} documents`, value: build.ms, unit: "ms", budget: 2000, note: `${Math.round(build.cpuMs)} ms CPU` },
      {
        name: `pack rebuild over the same folders (${written} packs written)`,
        value: rebuild.ms,
        unit: "ms",
        budget: 2000,
        note: `${Math.round(rebuild.cpuMs)} ms CPU; ${(rebuild.ms / build.ms).toFixed(2)}x of the build`,
      },
      { name: "compiled packs size (LevelDB)", value: kb, unit: "kB", budget: 2000, note: `${(kb / BEFORE_KB).toFixed(2)}x of ${BEFORE_KB} kB before` },
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
