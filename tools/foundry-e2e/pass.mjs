/**
 * One pass of the real-Foundry run: launch one build, join as the Gamemaster and the two players, play
 * the step list (steps.mjs) and write what happened. A fresh pass enables every ruleset first; the
 * upgrade pass starts on the world a v13 pass kept and plays the upgrade steps on what that pass made.
 * Screenshots, the console log, Foundry's own log and results.json go to
 * test-results/foundry/<version>/ (<version>-upgraded/ for the upgrade).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { launchFoundry } from "./launcher.mjs";
import { launchBrowser, openPage, join as joinWorld, reload } from "./browser.mjs";
import { createConsoleCollector } from "./console-collector.mjs";
import { KNOWN_NOISE } from "./known-noise.mjs";
import { E2E_USERS, SYSTEM_SETTINGS, rulesetSettings } from "./world-files.mjs";
import { RULESET_IDS, RULESET_PROFILES, buildSteps, buildUpgradeSteps } from "./steps.mjs";
import { HANDLERS } from "./scenario.mjs";

/* global game, CONFIG */

const SYSTEM_ID = "vowforge";
const DIST = resolve("dist");

const safeName = (text) => text.replace(/[^a-z0-9._-]+/gi, "-");

/**
 * The Gamemaster turns every ruleset on and creates the two players, then reloads; returns the
 * rulesets enabled and the schema version the system's migrations reached.
 */
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
  const seen = await gm.page.evaluate(
    ({ list, schemaKey }) => ({
      enabled: list.filter((s) => game.settings.get(s.namespace, s.key) === true).map((s) => s.key),
      schemaVersion: game.settings.get("vowforge", schemaKey),
    }),
    { list: settings, schemaKey: SYSTEM_SETTINGS.schemaVersion },
  );
  return { ...seen, settings };
}

/** Plays the steps, one result each; a step's new console problems fail it. */
async function playSteps(steps, context, out) {
  const { collector, pages, states } = context;
  const results = [];
  for (const step of steps) {
    if (step.unavailable) {
      results.push({ id: step.id, status: "not applicable", detail: step.unavailable });
      console.log(`  ${"not applicable".padEnd(14)} ${step.id}: ${step.unavailable}`);
      continue;
    }
    let state = null;
    if (step.ruleset !== null) {
      state = states.get(step.ruleset) ?? { actorId: null, cards: [], privateIds: [] };
      states.set(step.ruleset, state);
    }
    const acting = step.as === "all" ? context.gm : context[step.as];
    const started = Date.now();
    const problemsBefore = collector.problems().length;
    try {
      if (state && step.kind !== "createCharacter" && !state.actorId)
        throw new Error("no character: its creation failed");
      const detail = await HANDLERS[step.kind]({
        ...context,
        gm: context.gm.page,
        owner: context.owner.page,
        other: context.other.page,
        ruleset: step.ruleset,
        profile: step.ruleset === null ? null : RULESET_PROFILES[step.ruleset],
        state,
        step,
      });
      const newProblems = collector.problems().slice(problemsBefore);
      results.push({
        id: step.id,
        status: newProblems.length === 0 ? "passed" : "failed",
        detail: newProblems.length
          ? `${detail}; console: ${newProblems.map((p) => p.text.split("\n")[0]).join(" | ")}`
          : detail,
        ms: Date.now() - started,
      });
    } catch (error) {
      results.push({ id: step.id, status: "failed", detail: error.message.split("\n")[0], ms: Date.now() - started });
      for (const p of pages)
        await p.page
          .screenshot({ path: join(out, `${safeName(step.id)}-FAILED-${p.role}.png`) })
          .catch(() => {});
    }
    await acting.page.screenshot({ path: join(out, `${safeName(step.id)}.png`) }).catch(() => {});
    console.log(`  ${results.at(-1).status.padEnd(14)} ${step.id}: ${results.at(-1).detail}`);
  }
  return results;
}

/**
 * Runs one pass (passes.mjs). `from` is the world a v13 pass kept, for the upgrade pass; a pass that
 * keeps its world returns it, with what its steps made, for the upgrade.
 *
 * @param {import("./env.d.mts").RunPlan & { run: true }} plan
 * @param {import("./passes.d.mts").Pass} pass
 * @param {number} index
 * @param {import("./passes.d.mts").KeptWorld | null} from
 * @returns {Promise<import("./passes.d.mts").PassResult>}
 */
export async function runPass(plan, pass, index, from) {
  const upgrade = pass.upgradeFrom !== null;
  const label = upgrade ? `${pass.build.variable} on the ${pass.upgradeFrom} world` : pass.build.variable;
  const scratch = resolve(plan.resultsDir, `.${safeName(pass.id)}`);
  mkdirSync(scratch, { recursive: true });
  const serverLog = join(scratch, "foundry-server.log");
  const foundry = await launchFoundry({
    build: pass.build,
    license: plan.license,
    port: plan.port + index,
    systemDir: DIST,
    logFile: serverLog,
    node: plan.node,
    dataPath: from?.dataPath ?? null,
  });
  const name = upgrade ? `${foundry.version.version}-upgraded` : foundry.version.version;
  const out = resolve(plan.resultsDir, safeName(name));
  mkdirSync(out, { recursive: true });
  console.log(`Foundry ${foundry.version.version} (${label}) running at ${foundry.baseUrl}; results in ${out}`);

  const collector = createConsoleCollector({
    standing: plan.allow,
    knownNoise: KNOWN_NOISE,
    generation: foundry.version.generation,
  });
  /** @type {Map<string, any>} each ruleset's character and cards, by ruleset */
  const states = new Map(upgrade ? structuredClone(from.carried?.states ?? []) : []);
  let carried = upgrade ? (from.carried ?? {}) : null;
  let results = [];
  const browser = await launchBrowser({ executablePath: plan.chromium, headed: plan.headed });
  const pages = [];
  let fatal = null;
  try {
    const gm = await openPage(browser, "gm", collector);
    pages.push(gm);
    await joinWorld(gm.page, foundry.baseUrl, E2E_USERS.gm.name);
    if (!upgrade) {
      const prepared = await prepareWorld(gm);
      results.push({
        id: "world:rulesetsEnabled",
        status: prepared.enabled.length === RULESET_IDS.length ? "passed" : "failed",
        detail: `enabled: ${prepared.enabled.join(", ")}; schema version ${prepared.schemaVersion}`,
      });
      carried = { rulesetSettings: prepared.settings, schemaVersion: prepared.schemaVersion };
    }
    const owner = await openPage(browser, "owner", collector);
    const other = await openPage(browser, "other", collector);
    pages.push(owner, other);
    await joinWorld(owner.page, foundry.baseUrl, E2E_USERS.owner.name);
    await joinWorld(other.page, foundry.baseUrl, E2E_USERS.other.name);
    const steps = upgrade
      ? buildUpgradeSteps(RULESET_IDS)
      : buildSteps(RULESET_IDS, { upgradeFollows: pass.keepData });
    const context = {
      gm,
      owner,
      other,
      pages,
      users: E2E_USERS,
      collector,
      states,
      carried,
      world: {},
      baseUrl: foundry.baseUrl,
      generation: foundry.version.generation,
    };
    results = [...results, ...(await playSteps(steps, context, out))];
  } catch (error) {
    fatal = error;
    for (const p of pages)
      await p.page.screenshot({ path: join(out, `setup-FAILED-${p.role}.png`) }).catch(() => {});
  } finally {
    await browser.close().catch(() => {});
    await foundry.close({ keepData: pass.keepData });
  }

  writeFileSync(join(out, "console.log"), `${collector.format()}\n`);
  const problems = collector.problems();
  const failed = results.filter((r) => r.status === "failed");
  const knownNoise = collector.knownNoiseReport();
  const summary = {
    foundry: foundry.version,
    build: label,
    fatal: fatal ? String(fatal.stack ?? fatal) : null,
    consoleProblems: problems.map(({ page, level, text }) => ({ page, level, text })),
    unusedExpectations: collector.unusedAllowances(),
    knownNoise,
    results,
  };
  writeFileSync(join(out, "results.json"), `${JSON.stringify(summary, null, 2)}\n`);
  try {
    renameSync(serverLog, join(out, "foundry-server.log"));
    rmSync(scratch, { recursive: true, force: true });
  } catch {
    // The server log stays in the scratch folder.
  }
  const v = foundry.version.version;
  if (fatal) console.error(`Foundry ${v}: the run stopped: ${fatal.message}`);
  for (const p of problems) console.error(`  console ${p.level} [${p.page}]: ${p.text.split("\n")[0]}`);
  if (knownNoise.unused.length > 0)
    console.log(
      `  known noise no line needed on ${v}: ${knownNoise.unused.join(", ")} (review tools/foundry-e2e/known-noise.mjs)`,
    );
  const ok = !fatal && failed.length === 0 && problems.length === 0;
  const detail = `${results.length - failed.length} of ${results.length} steps, ${problems.length} console problems`;
  console.log(`Foundry ${v} (${label}): ${ok ? "passed" : "FAILED"} (${detail})`);
  return {
    ok,
    detail: `Foundry ${v}: ${detail}`,
    kept: pass.keepData ? { dataPath: foundry.dataPath, carried: { ...carried, states: [...states] } } : null,
  };
}
