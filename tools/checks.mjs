/**
 * `npm run checks`: the type check and the lint at the same time, since each keeps one core busy and
 * neither reads what the other writes. Each one's output is held and printed whole when it ends (so the
 * two never interleave), and the run fails when either fails. `npm test` and `npm run test:quick` run
 * this before vitest.
 *
 * Both keep a cache under .cache/ (gitignored): `tsc --incremental` stores each file's hash and its
 * diagnostics, so a file whose text and imports are unchanged is not checked again; `eslint --cache
 * --cache-strategy content` keys each file's result by its content and the config. A clean clone
 * has no cache and checks everything, as CI does.
 */
import { spawn } from "node:child_process";

/** The npm scripts run side by side, by name (package.json `scripts`). */
const SCRIPTS = ["typecheck", "lint"];

/** Runs `npm run <script>`, holding its output; resolves with its exit code and what it printed. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"], shell: process.platform === "win32" });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => resolve({ script, code: 1, output: Buffer.from(String(error)) }));
    child.on("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

const started = performance.now();
const results = await Promise.all(SCRIPTS.map(run));
for (const { script, code, output } of results) {
  if (output.length > 0) process.stdout.write(output);
  console.log(`${script}: ${code === 0 ? "passed" : `failed (exit code ${code})`}`);
}
console.log(`checks: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
