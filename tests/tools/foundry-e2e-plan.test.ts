import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planFromEnv } from "../../tools/foundry-e2e/env.mjs";
import {
  assertSupported,
  foundryVersionOf,
  locateApp,
  nodeProblem,
} from "../../tools/foundry-e2e/foundry-build.mjs";

describe("whether the real-Foundry run happens", () => {
  it("skips with one line when nothing is set", () => {
    const plan = planFromEnv({});
    expect(plan.run).toBe(false);
    if (plan.run) return;
    expect(plan.skipped).toMatch(/^Foundry end-to-end tests skipped: .*FOUNDRY_LICENSE/);
    expect(plan.skipped).not.toContain("\n");
  });

  it("skips when a build is given without a licence, naming the variable that is missing", () => {
    const plan = planFromEnv({ FOUNDRY_ZIP: "/tmp/FoundryVTT-Node-13.zip" });
    expect(plan).toEqual({
      run: false,
      skipped: "Foundry end-to-end tests skipped: FOUNDRY_ZIP set but FOUNDRY_LICENSE is not.",
    });
  });

  it("skips when a licence is given without a build", () => {
    const plan = planFromEnv({ FOUNDRY_LICENSE: "ABCD-EFGH" });
    expect(plan.run).toBe(false);
    if (!plan.run) expect(plan.skipped).toContain("no Foundry build");
  });

  it("treats blank values as unset", () => {
    expect(planFromEnv({ FOUNDRY_ZIP: "  ", FOUNDRY_LICENSE: "" }).run).toBe(false);
  });

  it("runs every build given, v13 before v14, once per path", () => {
    const plan = planFromEnv({
      FOUNDRY_LICENSE: " KEY ",
      FOUNDRY_V14_ZIP: "/b/v14.zip",
      FOUNDRY_V13_ZIP: "/b/v13.zip",
      FOUNDRY_ZIP: "/b/v13.zip",
      FOUNDRY_DIR: "/opt/foundry",
    });
    expect(plan.run).toBe(true);
    if (!plan.run) return;
    expect(plan.license).toBe("KEY");
    expect(plan.builds).toEqual([
      { variable: "FOUNDRY_V13_ZIP", kind: "zip", path: "/b/v13.zip" },
      { variable: "FOUNDRY_V14_ZIP", kind: "zip", path: "/b/v14.zip" },
      { variable: "FOUNDRY_DIR", kind: "dir", path: "/opt/foundry" },
    ]);
    expect(plan.resultsDir).toBe("test-results/foundry");
    expect(plan.chromium).toBe("/usr/bin/chromium");
  });

  it("refuses a port that is not a usable whole number", () => {
    const plan = planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_DIR: "/f", FOUNDRY_E2E_PORT: "80" });
    expect(plan.run).toBe(false);
    if (!plan.run) expect(plan.error).toContain("FOUNDRY_E2E_PORT");
    const ok = planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_DIR: "/f", FOUNDRY_E2E_PORT: "31000" });
    expect(ok.run && ok.port).toBe(31000);
  });
});

describe("a Foundry build's layout and version", () => {
  it("finds main.mjs at the root of a Node.js build", () => {
    const files = new Set(["main.mjs", "package.json"]);
    expect(locateApp((p) => files.has(p))).toEqual({
      appDir: "",
      main: "main.mjs",
      packageJson: "package.json",
    });
  });

  it("finds resources/app/main.mjs in a Linux build", () => {
    const files = new Set(["resources/app/main.mjs", "resources/app/package.json", "foundryvtt"]);
    expect(locateApp((p) => files.has(p))?.main).toBe("resources/app/main.mjs");
  });

  it("finds nothing in a folder that is not Foundry", () => {
    expect(locateApp((p) => p === "main.mjs")).toBeNull();
  });

  it("reads generation and build from release, or from the version string", () => {
    expect(foundryVersionOf({ version: "13.345.0", release: { generation: 13, build: 345 } })).toEqual({
      generation: 13,
      build: 345,
      version: "13.345",
    });
    expect(foundryVersionOf({ version: "14.351" })).toEqual({
      generation: 14,
      build: 351,
      version: "14.351",
    });
    expect(foundryVersionOf({ version: "14" })).toEqual({ generation: 14, build: null, version: "14" });
    expect(() => foundryVersionOf({ name: "something-else" })).toThrow(/Not a Foundry build/);
    expect(() => foundryVersionOf(null)).toThrow();
  });

  it("accepts the generations system.json supports and refuses others", () => {
    const system = JSON.parse(readFileSync("system.json", "utf8"));
    const minimum = Number(system.compatibility.minimum);
    expect(() => assertSupported({ generation: minimum, build: 1, version: `${minimum}.1` })).not.toThrow();
    expect(() => assertSupported({ generation: 14, build: 1, version: "14.1" })).not.toThrow();
    expect(() => assertSupported({ generation: 12, build: 331, version: "12.331" })).toThrow(
      /not a supported/,
    );
  });
});

describe("npm run test:foundry without a licence", () => {
  it("prints exactly one line saying it is skipped and why, and exits 0", () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("FOUNDRY_")));
    const run = spawnSync(process.execPath, ["tools/foundry-e2e/run.mjs"], {
      env,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
    const lines = run.stdout.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Foundry end-to-end tests skipped: .*FOUNDRY_LICENSE/);
  });
});

describe("FOUNDRY_E2E_ALLOW", () => {
  it("is read as a regular expression, and a bad one is an error", () => {
    const plan = planFromEnv({
      FOUNDRY_LICENSE: "K",
      FOUNDRY_DIR: "/f",
      FOUNDRY_E2E_ALLOW: "WebGL|swiftshader",
    });
    expect(plan.run && plan.allow?.test("SwiftShader")).toBe(false);
    expect(plan.run && plan.allow?.test("WebGL context lost")).toBe(true);
    expect(planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_DIR: "/f" })).toMatchObject({
      run: true,
      allow: null,
    });
    const bad = planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_DIR: "/f", FOUNDRY_E2E_ALLOW: "(" });
    expect(bad.run === false && bad.error).toMatch(/FOUNDRY_E2E_ALLOW/);
  });
});

describe("the Node.js a build needs", () => {
  it("refuses Node below 24 for v14 and below 20 for v13, and accepts newer", () => {
    const v14 = { generation: 14, version: "14.360" };
    const v13 = { generation: 13, version: "13.351" };
    expect(nodeProblem(v14, "v22.20.0")).toMatch(/needs Node.js 24 or newer; v22.20.0/);
    expect(nodeProblem(v14, "v24.1.0\n")).toBeNull();
    expect(nodeProblem(v13, "v20.19.0")).toBeNull();
    expect(nodeProblem(v13, "v24.1.0")).toBeNull();
    expect(nodeProblem(v13, "v18.20.0")).toMatch(/Node.js 20/);
  });

  it("reads FOUNDRY_NODE", () => {
    expect(
      planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_DIR: "/f", FOUNDRY_NODE: " /opt/node24/bin/node " }),
    ).toMatchObject({
      run: true,
      node: "/opt/node24/bin/node",
    });
    expect(planFromEnv({ FOUNDRY_LICENSE: "K", FOUNDRY_DIR: "/f" })).toMatchObject({ node: null });
  });
});

describe("the CI workflow", () => {
  const workflow = readFileSync(".github/workflows/foundry-e2e.yml", "utf8");

  it("runs every version in one job, never two licence signings at once", () => {
    expect(workflow).not.toMatch(/\bmatrix\b/);
    expect(workflow).toMatch(/concurrency:\n\s+group: foundry-licence\n\s+cancel-in-progress: false/);
    const jobs = workflow.slice(workflow.indexOf("\njobs:\n"));
    expect(jobs.match(/^ {2}[a-z_-]+:$/gm)).toEqual(["  foundry:"]);
  });

  it("hands the run both builds under the variables the plan reads first", () => {
    const plan = planFromEnv({ FOUNDRY_LICENSE: "k", FOUNDRY_V13_ZIP: "/a.zip", FOUNDRY_V14_ZIP: "/b.zip" });
    expect(plan.run && plan.builds.map((b) => b.variable)).toEqual(["FOUNDRY_V13_ZIP", "FOUNDRY_V14_ZIP"]);
    expect(workflow).toContain('echo "FOUNDRY_V${v}_ZIP=$RUNNER_TEMP/foundry-v${v}.zip" >> "$GITHUB_ENV"');
    expect(workflow).toMatch(/for v in 13 14; do/);
  });
});
