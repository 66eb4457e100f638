/**
 * Unpacks a licensed Foundry build into a throwaway folder, installs the built system, signs the
 * licence, and starts Foundry straight into a world (no setup screens).
 *
 * The sequence follows vttforge's harness (packages/testing/src/container/index.ts, pull request
 * #135): start once and answer the licence form by POST; write world.json and set `world` in
 * Config/options.json; restart, and wait until Foundry's root redirects to /join. simulacrum-foundry
 * (tests/e2e/fixtures/foundry-setup.mjs) unpacks its own Foundry per run the same way, starts
 * `node main.mjs --dataPath=… --port=…`, and signs the licence with two POSTs to /license: the key
 * first, then the agreement.
 */
import { spawn, execFileSync } from "node:child_process";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { unzipSync } from "fflate";
import { assertSupported, foundryVersionOf, locateApp, nodeProblem } from "./foundry-build.mjs";
import { WORLD_ID, optionsJson, worldJson } from "./world-files.mjs";

/* global fetch, URLSearchParams */

const SYSTEM_ID = "vowforge";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Unpacks a zip with `unzip` when the machine has it (a Foundry zip is ~200 MB), else with fflate. */
function unpack(zip, into) {
  mkdirSync(into, { recursive: true });
  try {
    execFileSync("unzip", ["-q", zip, "-d", into], { stdio: "ignore" });
    return;
  } catch (error) {
    if (error && error.code !== "ENOENT") throw new Error(`unzip could not unpack ${zip}: ${error.message}`);
  }
  const files = unzipSync(readFileSync(zip));
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith("/")) continue;
    const target = join(into, name);
    if (!target.startsWith(into)) throw new Error(`Refusing a path outside the folder: ${name}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}

/** A zip may hold the build at its root or inside one folder; find the folder with the app. */
function findBuildRoot(dir) {
  const at = (root) => locateApp((rel) => existsSync(join(root, rel)));
  if (at(dir)) return dir;
  const entries = execFileSync("ls", ["-1", dir], { encoding: "utf8" }).split("\n").filter(Boolean);
  for (const entry of entries) if (at(join(dir, entry))) return join(dir, entry);
  throw new Error(`No Foundry server (main.mjs and package.json, at the root or in resources/app) in ${dir}`);
}

/** Unpacks the build if needed and checks it: its server, its version, the Node.js it needs. */
function inspectBuild(build, work, nodeVersion) {
  let root = build.path;
  if (build.kind === "zip") {
    unpack(build.path, join(work, "app"));
    root = findBuildRoot(join(work, "app"));
  }
  const app = locateApp((rel) => existsSync(join(root, rel)));
  if (!app) throw new Error(`No Foundry server in ${root}`);
  const version = foundryVersionOf(JSON.parse(readFileSync(join(root, app.packageJson), "utf8")));
  assertSupported(version);
  const tooOld = nodeProblem(version, nodeVersion);
  if (tooOld) throw new Error(tooOld);
  return { root, app, version };
}

async function waitFor(label, check, { timeoutMs = 120_000, everyMs = 500 } = {}) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(
    `Timed out after ${timeoutMs / 1000}s waiting for ${label}${last ? ` (${last.message})` : ""}`,
  );
}

/** Where Foundry's root redirects: its stage (/license, /setup, /join, /players, /game). */
async function stage(baseUrl) {
  const response = await fetch(`${baseUrl}/`, { redirect: "manual" });
  return response.headers.get("location") ?? new URL(response.url).pathname;
}

/**
 * Starts a build into the run's world. Without `dataPath` it makes a fresh data folder with the world
 * in it; with one (a folder an earlier launch kept: the v13 → v14 upgrade) it starts on that data as
 * it is, the world and its documents as the older build left them, and only installs the system
 * again. The licence is signed whenever Foundry asks for it (a kept folder has it signed already,
 * unless the newer build asks again).
 *
 * @param {{ build: import("./env.d.mts").FoundryBuildSource; license: string; port: number; systemDir: string; logFile: string; node?: string | null; dataPath?: string | null }} input
 */
export async function launchFoundry({ build, license, port, systemDir, logFile, node = null, dataPath: kept = null }) {
  const nodePath = node ?? process.execPath;
  if (kept !== null && !existsSync(join(kept, "Data", "worlds", WORLD_ID, "world.json")))
    throw new Error(`No world ${WORLD_ID} to upgrade in ${kept}`);
  const work = mkdtempSync(join(tmpdir(), "vowforge-foundry-"));
  let root, app, version;
  try {
    ({ root, app, version } = inspectBuild(
      build,
      work,
      node ? execFileSync(nodePath, ["--version"], { encoding: "utf8" }) : process.version,
    ));
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }

  // A fresh data folder is a folder of its own, so that a launch may keep it for the next one.
  const dataPath = kept ?? mkdtempSync(join(tmpdir(), "vowforge-foundry-data-"));
  const systemManifest = JSON.parse(readFileSync(join(systemDir, "system.json"), "utf8"));
  mkdirSync(join(dataPath, "Config"), { recursive: true });
  mkdirSync(join(dataPath, "Data", "worlds", WORLD_ID), { recursive: true });
  rmSync(join(dataPath, "Data", "systems", SYSTEM_ID), { recursive: true, force: true });
  cpSync(systemDir, join(dataPath, "Data", "systems", SYSTEM_ID), { recursive: true });
  const optionsPath = join(dataPath, "Config", "options.json");
  writeFileSync(optionsPath, `${JSON.stringify(optionsJson({ dataPath, port, world: null }), null, 2)}\n`);
  if (kept === null)
    writeFileSync(
      join(dataPath, "Data", "worlds", WORLD_ID, "world.json"),
      `${JSON.stringify(worldJson({ system: systemManifest, coreVersion: version.version }), null, 2)}\n`,
    );
  const removeAll = () => {
    rmSync(work, { recursive: true, force: true });
    rmSync(dataPath, { recursive: true, force: true });
  };

  const baseUrl = `http://localhost:${port}`;
  const log = createWriteStream(logFile, { flags: "a" });
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;

  const start = async () => {
    // `--dataPath` and `--port` as in simulacrum-foundry; options.json carries the same values, so
    // either is enough. The server runs from its own folder, as Foundry's docs start it.
    child = spawn(nodePath, [join(root, app.main), `--dataPath=${dataPath}`, `--port=${port}`], {
      cwd: join(root, app.appDir || "."),
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FOUNDRY_LICENSE: "" },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const exited = new Promise((_, reject) =>
      child.once("exit", (code) => reject(new Error(`Foundry exited with code ${code}; see ${logFile}`))),
    );
    exited.catch(() => {});
    await Promise.race([
      waitFor(`Foundry to answer at ${baseUrl}`, async () => (await stage(baseUrl)) !== null),
      exited,
    ]);
  };

  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const proc = child;
    const gone = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGTERM");
    await Promise.race([gone, sleep(10_000)]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
    // Foundry guards its data folder with a lock directory that a stop does not always clear
    // (vttforge removes Config/options.json.lock before each restart).
    rmSync(join(dataPath, "Config", "options.json.lock"), { recursive: true, force: true });
    child = null;
  };

  try {
    await start();
    if ((await stage(baseUrl)).includes("/license")) {
      // Until the licence is signed every route redirects to /license (vttforge, simulacrum-foundry).
      const post = (fields) =>
        fetch(`${baseUrl}/license`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
      const keyAnswer = await post({ licenseKey: license });
      if (![200, 302, 303].includes(keyAnswer.status))
        throw new Error(`Foundry refused the licence key (HTTP ${keyAnswer.status})`);
      await post({ agree: "on", accept: "accept" });
      await waitFor("the licence to be signed", async () => !(await stage(baseUrl)).includes("/license"), {
        timeoutMs: 30_000,
      });
    }
    await stop();
    writeFileSync(
      optionsPath,
      `${JSON.stringify(optionsJson({ dataPath, port, world: WORLD_ID }), null, 2)}\n`,
    );
    await start();
    // With `world` set Foundry launches it at start, creating its Gamemaster user; the root then
    // redirects to /join (vttforge). v14 may show /players first (simulacrum-foundry).
    await waitFor("the world to launch", async () => /\/(join|players|game)/.test(await stage(baseUrl)), {
      timeoutMs: 180_000,
    });
  } catch (error) {
    await stop();
    log.end();
    removeAll();
    throw error;
  }

  return {
    baseUrl,
    version,
    dataPath,
    /**
     * Stops Foundry and deletes the unpacked build; the data folder too, unless `keepData` (then the
     * caller owns it: it hands it to the next launch, which deletes it when it closes).
     */
    async close({ keepData = false } = {}) {
      await stop();
      log.end();
      if (keepData) rmSync(work, { recursive: true, force: true });
      else removeAll();
    },
  };
}
