/**
 * The passes of a real-Foundry run, one after another, against stand-in servers (a fake v13 and a
 * fake v14 build): never two servers at once, the licence signed by one server at a time, and the
 * v13 world kept for the v14 upgrade pass.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { zipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { planFromEnv } from "../../tools/foundry-e2e/env.mjs";
import { launchFoundry } from "../../tools/foundry-e2e/launcher.mjs";
import { planPasses, runPasses, type RunPass } from "../../tools/foundry-e2e/passes.mjs";
import { WORLD_ID } from "../../tools/foundry-e2e/world-files.mjs";

const FAKE_MAIN = resolve("tests/fixtures/foundry-e2e/fake-foundry-main.mjs");

// The launcher makes its folders with os.tmpdir(), which reads TMPDIR: a folder of this file's own
// shows exactly what the passes leave behind.
let scratch = "";
const savedTmp = process.env.TMPDIR;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "vf-passes-test-"));
  process.env.TMPDIR = scratch;
});
afterAll(() => {
  process.env.TMPDIR = savedTmp;
  if (savedTmp === undefined) delete process.env.TMPDIR;
  rmSync(scratch, { recursive: true, force: true });
});
afterEach(() => {
  delete process.env.FAKE_FOUNDRY_EVENTS;
  delete process.env.FAKE_FOUNDRY_RESIGN;
});

const launcherFolders = () => readdirSync(scratch).filter((d) => d.startsWith("vowforge-foundry-"));

function fixtureDir(name: string) {
  const dir = join(scratch, "fixtures", name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A Node.js zip of one generation whose main.mjs is the stand-in server. */
function fakeZip(generation: number, build: number) {
  const name = `FoundryVTT-Node-${generation}.${build}`;
  const zip = join(fixtureDir(name), `${name}.zip`);
  writeFileSync(
    zip,
    zipSync({
      [`${name}/main.mjs`]: readFileSync(FAKE_MAIN),
      [`${name}/package.json`]: Buffer.from(
        JSON.stringify({ version: `${generation}.${build}.0`, release: { generation, build } }),
      ),
    }),
  );
  return zip;
}

/**
 * Foundry v14 refuses Node below 24 and the launcher checks it (foundry-build.mjs); the stand-in
 * servers run on this machine's Node, which a wrapper reports as 24 (FOUNDRY_NODE in a real run).
 */
function node24() {
  const file = join(fixtureDir("node24"), "node");
  if (!existsSync(file)) {
    writeFileSync(
      file,
      `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v24.0.0; exit 0; fi\nexec "${process.execPath}" "$@"\n`,
      { mode: 0o755 },
    );
  }
  return file;
}

function fakeSystem() {
  const dir = fixtureDir("system");
  writeFileSync(join(dir, "system.json"), JSON.stringify({ id: "vowforge", version: "0.1.0" }));
  writeFileSync(join(dir, "vowforge.mjs"), "export {};\n");
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

interface FakeEvent {
  event: string;
  pid: number;
  generation: number;
  dataPath: string;
  worldCoreVersion?: string | null;
}

const readEvents = (file: string): FakeEvent[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const MARKER = join("Data", "worlds", WORLD_ID, "made-on.json");

/**
 * A pass as run.mjs runs one, without the browser: launch, do what the steps do to the world (here:
 * leave a file in it), stop, keep the data folder when the pass must.
 */
function passRunner(systemDir: string, ports: number[]): { runPass: RunPass; seen: string[] } {
  const seen: string[] = [];
  const runPass: RunPass = async (pass, index, from) => {
    const foundry = await launchFoundry({
      build: pass.build,
      license: "TEST-KEY",
      port: ports[index],
      systemDir,
      logFile: join(scratch, `server-${index}.log`),
      dataPath: from?.dataPath ?? null,
      node: node24(),
    });
    const marker = join(foundry.dataPath, MARKER);
    if (from) seen.push(`${foundry.version.version} opened a world made on ${JSON.parse(readFileSync(marker, "utf8")).version}`);
    else writeFileSync(marker, JSON.stringify({ version: foundry.version.version }));
    await foundry.close({ keepData: pass.keepData });
    return {
      ok: true,
      detail: `${pass.id} on ${foundry.version.version}`,
      kept: pass.keepData ? { dataPath: foundry.dataPath, carried: { actors: ["a1"] } } : null,
    };
  };
  return { runPass, seen };
}

/** Each server's lifetime, [start, exit] as indexes into the shared event log. */
function lifetimes(events: FakeEvent[]) {
  const byPid = new Map<number, { start: number; exit: number; generation: number; dataPath: string }>();
  events.forEach((e, i) => {
    if (e.event === "start") byPid.set(e.pid, { start: i, exit: Infinity, generation: e.generation, dataPath: e.dataPath });
    if (e.event === "exit") byPid.get(e.pid)!.exit = i;
  });
  return [...byPid.values()].sort((a, b) => a.start - b.start);
}

describe("a run's passes, against stand-in v13 and v14 servers", () => {
  it("runs v13, v14 and the upgrade one after another, each server stopped before the next starts", async () => {
    const events = join(scratch, "events-sequence.log");
    process.env.FAKE_FOUNDRY_EVENTS = events;
    const plan = planFromEnv({
      FOUNDRY_LICENSE: "TEST-KEY",
      FOUNDRY_V14_ZIP: fakeZip(14, 351),
      FOUNDRY_V13_ZIP: fakeZip(13, 345),
    });
    if (!plan.run) throw new Error("the plan should run");
    const ports = [await freePort(), await freePort(), await freePort()];
    const { runPass, seen } = passRunner(fakeSystem(), ports);
    const before = launcherFolders();

    const outcomes = await runPasses(planPasses(plan.builds), runPass);

    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      ["FOUNDRY_V13_ZIP", "passed"],
      ["FOUNDRY_V14_ZIP", "passed"],
      ["upgrade", "passed"],
    ]);
    const log = readEvents(events);
    const lives = lifetimes(log);
    // Each pass starts its server twice (once to sign the licence, once into the world).
    expect(lives.map((l) => l.generation)).toEqual([13, 13, 14, 14, 14, 14]);
    for (const [i, life] of lives.entries()) {
      expect(life.exit).toBeGreaterThan(life.start);
      if (i > 0) expect(life.start).toBeGreaterThan(lives[i - 1].exit);
    }
    // The licence is signed once by each fresh data folder's server, never by two at once; the
    // upgrade's v14 server found it signed in the v13 folder.
    const posts = log.filter((e) => e.event.startsWith("licence"));
    expect(posts.map((e) => [e.event, e.generation])).toEqual([
      ["licence-key", 13],
      ["licence-agreement", 13],
      ["licence-key", 14],
      ["licence-agreement", 14],
    ]);
    for (const post of posts) {
      const life = lives.find((l) => l.start < log.indexOf(post) && log.indexOf(post) < l.exit);
      expect(life?.generation).toBe(post.generation);
    }
    // The upgrade started v14 on the folder the v13 pass kept, its world still the v13 one.
    const v13Folder = lives[0].dataPath;
    expect(lives[4].dataPath).toBe(v13Folder);
    expect(lives[2].dataPath).not.toBe(v13Folder);
    const upgradeStart = log.filter((e) => e.event === "start" && e.dataPath === v13Folder).at(-1);
    expect(upgradeStart).toMatchObject({ generation: 14, worldCoreVersion: "13.345" });
    expect(seen).toEqual(["14.351 opened a world made on 13.345"]);
    // Nothing is left behind: the v13 folder went with the upgrade pass.
    expect(existsSync(v13Folder)).toBe(false);
    expect(launcherFolders()).toEqual(before);
  });

  it("signs again when the newer build asks for it on the kept folder", async () => {
    const events = join(scratch, "events-resign.log");
    process.env.FAKE_FOUNDRY_EVENTS = events;
    process.env.FAKE_FOUNDRY_RESIGN = "1";
    const plan = planFromEnv({
      FOUNDRY_LICENSE: "TEST-KEY",
      FOUNDRY_V13_ZIP: fakeZip(13, 345),
      FOUNDRY_V14_ZIP: fakeZip(14, 351),
    });
    if (!plan.run) throw new Error("the plan should run");
    const { runPass } = passRunner(fakeSystem(), [await freePort(), await freePort(), await freePort()]);
    const outcomes = await runPasses(planPasses(plan.builds), runPass);
    expect(outcomes.every((o) => o.status === "passed")).toBe(true);
    const log = readEvents(events);
    const v13Folder = log[0].dataPath;
    const upgradeSigning = log.filter((e) => e.event.startsWith("licence") && e.dataPath === v13Folder);
    expect(upgradeSigning.map((e) => [e.event, e.generation])).toEqual([
      ["licence-key", 13],
      ["licence-agreement", 13],
      ["licence-key", 14],
      ["licence-agreement", 14],
    ]);
  });

  it("says why there is no upgrade with one build, and keeps no folder", async () => {
    const plan = planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_V13_ZIP: fakeZip(13, 345) });
    if (!plan.run) throw new Error("the plan should run");
    const planned = planPasses(plan.builds);
    expect(planned.passes.map((p) => [p.id, p.keepData])).toEqual([["FOUNDRY_V13_ZIP", false]]);
    const before = launcherFolders();
    const { runPass } = passRunner(fakeSystem(), [await freePort()]);
    const outcomes = await runPasses(planned, runPass);
    expect(outcomes).toEqual([
      { id: "FOUNDRY_V13_ZIP", status: "passed", detail: "FOUNDRY_V13_ZIP on 13.345" },
      {
        id: "upgrade",
        status: "not applicable",
        detail: "the v13 → v14 upgrade needs both FOUNDRY_V13_ZIP and FOUNDRY_V14_ZIP; FOUNDRY_V13_ZIP given",
      },
    ]);
    expect(launcherFolders()).toEqual(before);
  });

  it("refuses a second server on a data folder another one still holds", async () => {
    const first = await launchFoundry({
      build: { variable: "FOUNDRY_V13_ZIP", kind: "zip", path: fakeZip(13, 345) },
      license: "K",
      port: await freePort(),
      systemDir: fakeSystem(),
      logFile: join(scratch, "held.log"),
    });
    try {
      await expect(
        launchFoundry({
          build: { variable: "FOUNDRY_V14_ZIP", kind: "zip", path: fakeZip(14, 351) },
          license: "K",
          port: await freePort(),
          systemDir: fakeSystem(),
          logFile: join(scratch, "second.log"),
          dataPath: first.dataPath,
          node: node24(),
        }),
      ).rejects.toThrow(/Foundry exited with code 1/);
    } finally {
      await first.close();
    }
  });
});

describe("the passes planned", () => {
  const build = (variable: string) => ({ variable, kind: "zip" as const, path: `/b/${variable}.zip` });

  it("keeps the v13 world for an upgrade pass only when a v14 build follows", () => {
    const both = planPasses([build("FOUNDRY_V13_ZIP"), build("FOUNDRY_V14_ZIP"), build("FOUNDRY_DIR")]);
    expect(both.passes.map((p) => [p.id, p.keepData, p.upgradeFrom])).toEqual([
      ["FOUNDRY_V13_ZIP", true, null],
      ["FOUNDRY_V14_ZIP", false, null],
      ["FOUNDRY_DIR", false, null],
      ["upgrade", false, "FOUNDRY_V13_ZIP"],
    ]);
    expect(both.passes.at(-1)?.build.variable).toBe("FOUNDRY_V14_ZIP");
    expect(both.upgradeUnavailable).toBeNull();
    const one = planPasses([build("FOUNDRY_V14_ZIP")]);
    expect(one.passes).toHaveLength(1);
    expect(one.upgradeUnavailable).toMatch(/needs both FOUNDRY_V13_ZIP and FOUNDRY_V14_ZIP; FOUNDRY_V14_ZIP given/);
  });

  it("fails the upgrade, and still runs the rest, when the v13 pass kept no world", async () => {
    const planned = planPasses([build("FOUNDRY_V13_ZIP"), build("FOUNDRY_V14_ZIP")]);
    const ran: string[] = [];
    const outcomes = await runPasses(planned, async (pass) => {
      ran.push(pass.id);
      if (pass.id === "FOUNDRY_V13_ZIP") throw new Error("Foundry refused the licence key (HTTP 403)");
      return { ok: true, detail: pass.id };
    });
    expect(ran).toEqual(["FOUNDRY_V13_ZIP", "FOUNDRY_V14_ZIP"]);
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      ["FOUNDRY_V13_ZIP", "failed"],
      ["FOUNDRY_V14_ZIP", "passed"],
      ["upgrade", "failed"],
    ]);
    expect(outcomes[0].detail).toContain("refused the licence key");
    expect(outcomes[2].detail).toBe("the FOUNDRY_V13_ZIP pass kept no world to upgrade");
  });

  it("deletes a kept world no upgrade took", async () => {
    const kept = mkdtempSync(join(scratch, "kept-"));
    cpSync(FAKE_MAIN, join(kept, "main.mjs"));
    const planned = { passes: planPasses([build("FOUNDRY_V13_ZIP")]).passes, upgradeUnavailable: null };
    await runPasses(planned, async () => ({ ok: true, detail: "", kept: { dataPath: kept } }));
    expect(existsSync(kept)).toBe(false);
  });
});
