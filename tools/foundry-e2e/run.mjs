/**
 * npm run test:foundry — the real-Foundry end-to-end run.
 *
 * For each Foundry build the environment names (see env.mjs and the README), one after another, it
 * unpacks Foundry, installs dist/ as the system, launches a world with every ruleset enabled, and plays
 * the step list (steps.mjs) as the Gamemaster and two players in Chromium (pass.mjs). Given both a v13
 * and a v14 build, it then opens the world the v13 pass made with v14 (passes.mjs). Any console error
 * or warning that is neither expected by a step nor reviewed known noise (known-noise.mjs) fails the
 * run. Screenshots, the console log, Foundry's own log and a results file go to
 * test-results/foundry/<version>/. Without a build and a licence it prints one line and exits 0.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { planFromEnv } from "./env.mjs";
import { planPasses, runPasses } from "./passes.mjs";
import { runPass } from "./pass.mjs";

const DIST = resolve("dist");

async function main() {
  const plan = planFromEnv(process.env);
  if (!plan.run) {
    if (plan.error) {
      console.error(plan.error);
      return 1;
    }
    console.log(plan.skipped);
    return 0;
  }
  if (!existsSync(join(DIST, "system.json"))) {
    console.error("dist/system.json is missing: run `npm run build` first.");
    return 1;
  }
  if (!existsSync(plan.chromium)) {
    console.error(`Chromium not found at ${plan.chromium} (install Debian's chromium or set CHROMIUM_PATH).`);
    return 1;
  }
  const outcomes = await runPasses(planPasses(plan.builds), (pass, index, from) => runPass(plan, pass, index, from));
  mkdirSync(plan.resultsDir, { recursive: true });
  writeFileSync(join(plan.resultsDir, "passes.json"), `${JSON.stringify(outcomes, null, 2)}\n`);
  for (const o of outcomes) console.log(`${o.status.padEnd(14)} pass ${o.id}: ${o.detail}`);
  return outcomes.every((o) => o.status !== "failed") ? 0 : 1;
}

process.exitCode = await main();
