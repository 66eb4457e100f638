import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The figures measured before issue 23 (main at 7a385de), to show the ratio to. */
const BEFORE = { script: 144.6 };

/**
 * Sizes of what Foundry loads: the runtime script with the chunks it loads on demand, and the
 * stylesheet, gzipped. They are built from the current source into a temporary folder, so dist/ stays
 * as `npm run build` left it.
 */
export async function run({ root }) {
  const out = await mkdtemp(path.join(tmpdir(), "vowforge-bench-"));
  try {
    execFileSync(process.execPath, ["tools/build.mjs", "--no-packs", "--no-zip", "--out", out], {
      cwd: root,
      stdio: "ignore",
    });
    const gz = async (file) => gzipSync(await readFile(path.join(out, file)), { level: 9 }).length / 1024;
    const script = await gz("vowforge.mjs");
    const chunks = (await readdir(out)).filter((f) => /^vowforge-.+\.mjs$/.test(f)).sort();
    return [
      {
        name: "runtime script vowforge.mjs (gzip)",
        value: script,
        unit: "kB",
        budget: 110,
        note: `${(script / BEFORE.script).toFixed(2)}x of ${BEFORE.script} kB before`,
      },
      ...(await Promise.all(
        chunks.map(async (chunk) => ({ name: `  chunk on demand ${chunk} (gzip)`, value: await gz(chunk), unit: "kB" })),
      )),
      { name: "stylesheet vowforge.css (gzip)", value: await gz("vowforge.css"), unit: "kB", budget: 40 },
    ];
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
