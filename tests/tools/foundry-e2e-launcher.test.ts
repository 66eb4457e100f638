import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { zipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { launchFoundry } from "../../tools/foundry-e2e/launcher.mjs";
import { WORLD_ID } from "../../tools/foundry-e2e/world-files.mjs";

const FAKE_MAIN = resolve("tests/fixtures/foundry-e2e/fake-foundry-main.mjs");
const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "vf-e2e-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeSystem() {
  const dir = temp();
  writeFileSync(join(dir, "system.json"), JSON.stringify({ id: "vowforge", version: "0.1.0" }));
  writeFileSync(join(dir, "vowforge.mjs"), "export {};\n");
  return dir;
}

function fakeBuild(layout: "" | "resources/app/") {
  const root = temp();
  mkdirSync(join(root, layout), { recursive: true });
  cpSync(FAKE_MAIN, join(root, layout, "main.mjs"));
  writeFileSync(
    join(root, layout, "package.json"),
    JSON.stringify({ version: "13.345.0", release: { generation: 13, build: 345 } }),
  );
  return root;
}

describe("launching Foundry without its setup screens (against a stand-in server)", () => {
  it("installs the system, signs the licence, then restarts straight into the world", async () => {
    const build = fakeBuild("resources/app/");
    const logFile = join(temp(), "server.log");
    const foundry = await launchFoundry({
      build: { variable: "FOUNDRY_DIR", kind: "dir", path: build },
      license: "TEST-KEY",
      port: 30990,
      systemDir: fakeSystem(),
      logFile,
    });
    try {
      expect(foundry.version).toEqual({ generation: 13, build: 345, version: "13.345" });
      expect((await fetch(`${foundry.baseUrl}/`, { redirect: "manual" })).headers.get("location")).toBe(
        "/join",
      );
      const journal = JSON.parse(readFileSync(join(foundry.dataPath, "fake-journal.json"), "utf8"));
      expect(journal.posts).toEqual([{ licenseKey: "TEST-KEY" }, { agree: "on", accept: "accept" }]);
      expect(journal.starts.map((s: { options: { world: string | null } }) => s.options.world)).toEqual([
        null,
        WORLD_ID,
      ]);
      expect(journal.starts[1].argv).toEqual([`--dataPath=${foundry.dataPath}`, "--port=30990"]);
      expect(journal.starts[1].cwd).toBe(join(build, "resources", "app"));
      const world = JSON.parse(
        readFileSync(join(foundry.dataPath, "Data", "worlds", WORLD_ID, "world.json"), "utf8"),
      );
      expect(world).toMatchObject({ system: "vowforge", systemVersion: "0.1.0", coreVersion: "13.345" });
      expect(
        readFileSync(join(foundry.dataPath, "Data", "systems", "vowforge", "vowforge.mjs"), "utf8"),
      ).toContain("export");
    } finally {
      await foundry.close();
    }
    expect(readFileSync(logFile, "utf8")).toContain("fake Foundry on 30990");
  });

  it("unpacks a zip whose build sits in a folder, and deletes its work folder on close", async () => {
    const build = fakeBuild("");
    const zip = join(temp(), "FoundryVTT-Node-13.345.zip");
    writeFileSync(
      zip,
      zipSync({
        "FoundryVTT-Node-13.345/main.mjs": readFileSync(join(build, "main.mjs")),
        "FoundryVTT-Node-13.345/package.json": readFileSync(join(build, "package.json")),
      }),
    );
    const foundry = await launchFoundry({
      build: { variable: "FOUNDRY_ZIP", kind: "zip", path: zip },
      license: "K",
      port: 30991,
      systemDir: fakeSystem(),
      logFile: join(temp(), "server.log"),
    });
    const dataPath = foundry.dataPath;
    await foundry.close();
    expect(() => readFileSync(join(dataPath, "Config", "options.json"))).toThrow();
  });

  it("refuses a folder that holds no Foundry server, leaving no work folder behind", async () => {
    const workFolders = () => readdirSync(tmpdir()).filter((d) => d.startsWith("vowforge-foundry-")).length;
    const before = workFolders();
    await expect(
      launchFoundry({
        build: { variable: "FOUNDRY_DIR", kind: "dir", path: temp() },
        license: "K",
        port: 30992,
        systemDir: fakeSystem(),
        logFile: join(temp(), "server.log"),
      }),
    ).rejects.toThrow(/No Foundry server/);
    expect(workFolders()).toBe(before);
  });
});
