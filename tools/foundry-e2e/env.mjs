/**
 * Whether the real-Foundry end-to-end run can happen, from the environment alone.
 *
 * A licensed Foundry cannot be downloaded by this project: a maintainer points the run at a build
 * they hold (a Node.js zip or an unpacked folder) and gives the licence key. Without both, the run
 * is skipped with one line that says which variable is missing.
 */

/** Variables that name a Foundry build, in the order their builds run. */
export const BUILD_VARIABLES = ["FOUNDRY_V13_ZIP", "FOUNDRY_V14_ZIP", "FOUNDRY_ZIP", "FOUNDRY_DIR"];

const PORT_MIN = 1024;
const PORT_MAX = 65535;
const DEFAULT_PORT = 30013;

function present(value) {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Reads the plan of a run from environment variables.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {import("./env.d.mts").RunPlan}
 */
export function planFromEnv(env) {
  const builds = [];
  const seen = new Set();
  for (const variable of BUILD_VARIABLES) {
    const value = env[variable];
    if (!present(value)) continue;
    const path = value.trim();
    if (seen.has(path)) continue;
    seen.add(path);
    builds.push({ variable, kind: variable === "FOUNDRY_DIR" ? "dir" : "zip", path });
  }
  const hasLicense = present(env.FOUNDRY_LICENSE);
  if (builds.length === 0 && !hasLicense) {
    return skip(
      "no Foundry build (FOUNDRY_ZIP, FOUNDRY_DIR, FOUNDRY_V13_ZIP or FOUNDRY_V14_ZIP) and no FOUNDRY_LICENSE set",
    );
  }
  if (builds.length === 0) {
    return skip(
      "FOUNDRY_LICENSE is set but no Foundry build (FOUNDRY_ZIP, FOUNDRY_DIR, FOUNDRY_V13_ZIP or FOUNDRY_V14_ZIP)",
    );
  }
  if (!hasLicense) return skip(`${builds.map((b) => b.variable).join(", ")} set but FOUNDRY_LICENSE is not`);

  let port = DEFAULT_PORT;
  if (present(env.FOUNDRY_E2E_PORT)) {
    const parsed = Number(env.FOUNDRY_E2E_PORT);
    if (!Number.isInteger(parsed) || parsed < PORT_MIN || parsed > PORT_MAX) {
      return {
        run: false,
        error: `FOUNDRY_E2E_PORT must be a whole number from ${PORT_MIN} to ${PORT_MAX}, not "${env.FOUNDRY_E2E_PORT}"`,
      };
    }
    port = parsed;
  }
  let allow = null;
  if (present(env.FOUNDRY_E2E_ALLOW)) {
    try {
      allow = new RegExp(env.FOUNDRY_E2E_ALLOW);
    } catch (error) {
      return { run: false, error: `FOUNDRY_E2E_ALLOW is not a regular expression: ${error.message}` };
    }
  }
  return {
    run: true,
    allow,
    builds,
    license: env.FOUNDRY_LICENSE.trim(),
    port,
    resultsDir: present(env.FOUNDRY_E2E_RESULTS) ? env.FOUNDRY_E2E_RESULTS.trim() : "test-results/foundry",
    headed: env.FOUNDRY_E2E_HEADED === "1",
    chromium: present(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH.trim() : "/usr/bin/chromium",
    node: present(env.FOUNDRY_NODE) ? env.FOUNDRY_NODE.trim() : null,
  };
}

function skip(why) {
  return { run: false, skipped: `Foundry end-to-end tests skipped: ${why}.` };
}
