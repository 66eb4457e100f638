import path from "node:path";
import { mkdir } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Bundles a TypeScript entry into .bench/ and imports it, so suites time the real source. */
export async function importTs(root, entry) {
  const outDir = path.join(root, ".bench");
  await mkdir(outDir, { recursive: true });
  const outfile = path.join(outDir, `${path.basename(entry).replace(/\W/g, "_")}.mjs`);
  await build({ entryPoints: [path.join(root, entry)], bundle: true, format: "esm", platform: "node", outfile, logLevel: "error" });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/**
 * Median time of one call of `fn`, in milliseconds: batches of calls are timed until about 200 ms
 * have passed, and the median batch is divided by its size.
 */
export function timeIt(fn, { minBatch = 1, budgetMs = 200 } = {}) {
  let batch = minBatch;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    if (performance.now() - start > 5) break;
    batch *= 2;
  }
  const samples = [];
  const end = performance.now() + budgetMs;
  while (performance.now() < end || samples.length < 5) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    samples.push((performance.now() - start) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
