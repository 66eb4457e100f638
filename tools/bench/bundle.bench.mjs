import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Sizes of what Foundry loads: the runtime script and the stylesheet, gzipped. */
export async function run({ root }) {
  // Always rebuild the script and styles, so the sizes are those of the current source.
  execFileSync(process.execPath, ["tools/build.mjs", "--no-packs", "--no-zip"], { cwd: root, stdio: "ignore" });
  const gz = async (file) => gzipSync(await readFile(path.join(root, file)), { level: 9 }).length / 1024;
  return [
    { name: "runtime script dist/vowforge.mjs (gzip)", value: await gz("dist/vowforge.mjs"), unit: "kB", budget: 150 },
    { name: "stylesheet dist/vowforge.css (gzip)", value: await gz("dist/vowforge.css"), unit: "kB", budget: 40 },
  ];
}
