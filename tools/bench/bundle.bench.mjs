import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Sizes of what Foundry loads: the runtime script and the stylesheet, gzipped. They are built from the
 * current source into a temporary folder, so dist/ stays as `npm run build` left it.
 */
export async function run({ root }) {
  const out = await mkdtemp(path.join(tmpdir(), "vowforge-bench-"));
  try {
    execFileSync(process.execPath, ["tools/build.mjs", "--no-packs", "--no-zip", "--out", out], {
      cwd: root,
      stdio: "ignore",
    });
    const gz = async (file) => gzipSync(await readFile(path.join(out, file)), { level: 9 }).length / 1024;
    return [
      { name: "runtime script vowforge.mjs (gzip)", value: await gz("vowforge.mjs"), unit: "kB", budget: 150 },
      { name: "stylesheet vowforge.css (gzip)", value: await gz("vowforge.css"), unit: "kB", budget: 40 },
    ];
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
