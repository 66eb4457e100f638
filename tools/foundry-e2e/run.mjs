/**
 * npm run test:foundry — the real-Foundry end-to-end run.
 *
 * For each Foundry build the environment names (see env.mjs and the README), it unpacks Foundry,
 * installs dist/ as the system, launches a world with every ruleset enabled, and plays the step
 * list (steps.mjs) as the Gamemaster and two players in Chromium. Any console error or warning
 * fails the run. Screenshots, the console log, Foundry's own log and a results file go to
 * test-results/foundry/<version>/. Without a build and a licence it prints one line and exits 0.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { planFromEnv } from "./env.mjs";
import { launchFoundry } from "./launcher.mjs";
import { launchBrowser, openPage, join as joinWorld, reload } from "./browser.mjs";
import { createConsoleCollector } from "./console-collector.mjs";
import { E2E_USERS, rulesetSettings } from "./world-files.mjs";
import { RULESET_IDS, RULESET_PROFILES, buildSteps } from "./steps.mjs";
import { HANDLERS } from "./scenario.mjs";

/* global game, CONFIG */

const SYSTEM_ID = "vowforge";
const DIST = resolve("dist");

const safeName = (text) => text.replace(/[^a-z0-9._-]+/gi, "-");

/** The Gamemaster turns every ruleset on and creates the two players, then reloads. */
async function prepareWorld(gm) {
  const settings = rulesetSettings(SYSTEM_ID, RULESET_IDS);
  const players = [E2E_USERS.owner, E2E_USERS.other];
  await gm.page.evaluate(
    async ({ settings, players }) => {
      for (const s of settings) await game.settings.set(s.namespace, s.key, s.value);
      for (const p of players)
        if (!game.users.getName(p.name))
          await CONFIG.User.documentClass.create({ name: p.name, role: p.role });
    },
    { settings, players },
  );
  // The ruleset settings require a reload (src/settings.ts registers them with requiresReload).
  await reload(gm.page);
  return gm.page.evaluate(
    (list) => list.filter((s) => game.settings.get(s.namespace, s.key) === true).map((s) => s.key),
    settings,
  );
}

async function runBuild(plan, build, index) {
  const label = `${build.variable}`;
  const scratch = resolve(plan.resultsDir, `.${safeName(label)}`);
  mkdirSync(scratch, { recursive: true });
  const serverLog = join(scratch, "foundry-server.log");
  const foundry = await launchFoundry({
    build,
    license: plan.license,
    port: plan.port + index,
    systemDir: DIST,
    logFile: serverLog,
    node: plan.node,
  });
  const out = resolve(plan.resultsDir, safeName(foundry.version.version));
  mkdirSync(out, { recursive: true });
  console.log(
    `Foundry ${foundry.version.version} (${label}) running at ${foundry.baseUrl}; results in ${out}`,
  );

  const collector = createConsoleCollector(plan.allow);
  const results = [];
  const browser = await launchBrowser({ executablePath: plan.chromium, headed: plan.headed });
  const pages = [];
  let fatal = null;
  try {
    const gm = await openPage(browser, "gm", collector);
    pages.push(gm);
    await joinWorld(gm.page, foundry.baseUrl, E2E_USERS.gm.name);
    const enabled = await prepareWorld(gm);
    results.push({
      id: "world:rulesetsEnabled",
      status: enabled.length === RULESET_IDS.length ? "passed" : "failed",
      detail: `enabled: ${enabled.join(", ")}`,
    });
    const owner = await openPage(browser, "owner", collector);
    const other = await openPage(browser, "other", collector);
    pages.push(owner, other);
    await joinWorld(owner.page, foundry.baseUrl, E2E_USERS.owner.name);
    await joinWorld(other.page, foundry.baseUrl, E2E_USERS.other.name);

    const states = new Map();
    for (const step of buildSteps(RULESET_IDS)) {
      if (step.unavailable) {
        results.push({ id: step.id, status: "not applicable", detail: step.unavailable });
        console.log(`  ${"not applicable".padEnd(14)} ${step.id}: ${step.unavailable}`);
        continue;
      }
      const state = states.get(step.ruleset) ?? { actorId: null, cards: [], privateIds: [] };
      states.set(step.ruleset, state);
      const acting = step.as === "all" ? gm : { gm, owner, other }[step.as];
      const started = Date.now();
      const problemsBefore = collector.problems().length;
      try {
        if (step.kind !== "createCharacter" && !state.actorId)
          throw new Error("no character: its creation failed");
        const detail = await HANDLERS[step.kind]({
          gm: gm.page,
          owner: owner.page,
          other: other.page,
          pages,
          users: E2E_USERS,
          collector,
          ruleset: step.ruleset,
          profile: RULESET_PROFILES[step.ruleset],
          state,
          step,
        });
        const newProblems = collector.problems().slice(problemsBefore);
        const status = newProblems.length === 0 ? "passed" : "failed";
        results.push({
          id: step.id,
          status,
          detail: newProblems.length
            ? `${detail}; console: ${newProblems.map((p) => p.text.split("\n")[0]).join(" | ")}`
            : detail,
          ms: Date.now() - started,
        });
      } catch (error) {
        results.push({
          id: step.id,
          status: "failed",
          detail: error.message.split("\n")[0],
          ms: Date.now() - started,
        });
        for (const p of pages)
          await p.page
            .screenshot({ path: join(out, `${safeName(step.id)}-FAILED-${p.role}.png`) })
            .catch(() => {});
      }
      await acting.page.screenshot({ path: join(out, `${safeName(step.id)}.png`) }).catch(() => {});
      console.log(`  ${results.at(-1).status.padEnd(14)} ${step.id}: ${results.at(-1).detail}`);
    }
  } catch (error) {
    fatal = error;
    for (const p of pages)
      await p.page.screenshot({ path: join(out, `setup-FAILED-${p.role}.png`) }).catch(() => {});
  } finally {
    await browser.close().catch(() => {});
    await foundry.close({ keep: false });
  }

  writeFileSync(join(out, "console.log"), `${collector.format()}\n`);
  const problems = collector.problems();
  const failed = results.filter((r) => r.status === "failed");
  const summary = {
    foundry: foundry.version,
    build: label,
    fatal: fatal ? String(fatal.stack ?? fatal) : null,
    consoleProblems: problems.map(({ page, level, text }) => ({ page, level, text })),
    unusedExpectations: collector.unusedAllowances(),
    results,
  };
  writeFileSync(join(out, "results.json"), `${JSON.stringify(summary, null, 2)}\n`);
  try {
    renameSync(serverLog, join(out, "foundry-server.log"));
    rmSync(scratch, { recursive: true, force: true });
  } catch {
    // The server log stays in the scratch folder.
  }
  if (fatal) console.error(`Foundry ${foundry.version.version}: the run stopped: ${fatal.message}`);
  for (const p of problems) console.error(`  console ${p.level} [${p.page}]: ${p.text.split("\n")[0]}`);
  const ok = !fatal && failed.length === 0 && problems.length === 0;
  console.log(
    `Foundry ${foundry.version.version}: ${ok ? "passed" : "FAILED"} (${results.length - failed.length} of ${results.length} steps, ${problems.length} console problems)`,
  );
  return ok;
}

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
  let ok = true;
  for (const [index, build] of plan.builds.entries()) {
    try {
      ok = (await runBuild(plan, build, index)) && ok;
    } catch (error) {
      console.error(`${build.variable} (${build.path}): ${error.message}`);
      ok = false;
    }
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
