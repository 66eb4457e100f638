/**
 * Where a Foundry build keeps its server entry point, and which version it is.
 *
 * Two layouts exist. The "Node.js" download unpacks with `main.mjs` and `package.json` at its root
 * (simulacrum-foundry's tests/e2e/fixtures/foundry-setup.mjs starts `<unzipped>/main.mjs` from
 * FoundryVTT-Node-13.x.zip); the Linux/Electron download nests the same files under `resources/app/`
 * (the path the Foundry docs and the pelican-eggs v13 egg, pull request #61, start). Older builds
 * named the entry `main.js`. The first candidate that exists wins.
 */

export const APP_CANDIDATES = ["", "resources/app/"];
export const MAIN_NAMES = ["main.mjs", "main.js"];

/**
 * @param {(relativePath: string) => boolean} exists whether a file exists, relative to the build root
 * @returns {{ appDir: string; main: string; packageJson: string } | null}
 */
export function locateApp(exists) {
  for (const appDir of APP_CANDIDATES) {
    for (const name of MAIN_NAMES) {
      const main = `${appDir}${name}`;
      if (exists(main) && exists(`${appDir}package.json`))
        return { appDir, main, packageJson: `${appDir}package.json` };
    }
  }
  return null;
}

/**
 * The version of a Foundry build from its package.json. Foundry's package.json carries a `release`
 * object with `generation` and `build` (the same fields a running client exposes as `game.release`,
 * which foundry-ironsworn and dnd5e read for their version checks) and a `version` string like
 * "13.345"; `release` is preferred, `version` is the fallback.
 *
 * @param {unknown} pkg parsed package.json
 * @returns {{ generation: number; build: number | null; version: string }}
 */
export function foundryVersionOf(pkg) {
  const record = typeof pkg === "object" && pkg !== null ? /** @type {Record<string, unknown>} */ (pkg) : {};
  const release =
    typeof record.release === "object" && record.release !== null
      ? /** @type {Record<string, unknown>} */ (record.release)
      : null;
  const generation = release ? Number(release.generation) : NaN;
  const build = release ? Number(release.build) : NaN;
  if (Number.isInteger(generation) && generation > 0) {
    const b = Number.isInteger(build) && build >= 0 ? build : null;
    return { generation, build: b, version: b === null ? String(generation) : `${generation}.${b}` };
  }
  const match = typeof record.version === "string" ? /^(\d+)(?:\.(\d+))?/.exec(record.version) : null;
  if (match) {
    const b = match[2] === undefined ? null : Number(match[2]);
    return { generation: Number(match[1]), build: b, version: b === null ? match[1] : `${match[1]}.${b}` };
  }
  throw new Error("Not a Foundry build: its package.json has neither release.generation nor a version");
}

/** The Foundry generations this system supports (system.json: minimum 13, verified 14). */
export const SUPPORTED_GENERATIONS = [13, 14];

/** Throws unless the build is a generation the run knows how to drive. */
export function assertSupported(version) {
  if (!SUPPORTED_GENERATIONS.includes(version.generation)) {
    throw new Error(
      `Foundry ${version.version} is not a supported generation (${SUPPORTED_GENERATIONS.join(", ")})`,
    );
  }
}

/**
 * The oldest Node.js each generation's server starts on. v13 needs Node 20 (the pelican-eggs v13
 * egg, pull request #61, moved to it for that reason); v14 refuses anything below 24 ("Foundry
 * Virtual Tabletop requires Node.js version 24 or greater": nix-foundryvtt#43,
 * CubeCoders/AMPTemplates#1954). Older generations run on newer Node (phenomen/flc#114).
 */
export const MIN_NODE = { 13: 20, 14: 24 };

/**
 * Why `nodeVersion` (as `node --version` prints it) cannot run this build, or null when it can.
 *
 * @param {{ generation: number; version: string }} foundry
 * @param {string} nodeVersion
 */
export function nodeProblem(foundry, nodeVersion) {
  const needed = MIN_NODE[foundry.generation];
  const major = Number(/^v?(\d+)/.exec(String(nodeVersion).trim())?.[1]);
  if (!needed || !Number.isInteger(major)) return null;
  return major >= needed
    ? null
    : `Foundry ${foundry.version} needs Node.js ${needed} or newer; ${String(nodeVersion).trim()} was given (set FOUNDRY_NODE to a newer node)`;
}
