/**
 * The files that let Foundry start straight into a world, without its setup screens.
 *
 * vttforge (packages/testing/src/container/index.ts, the change of its pull request #135) showed the
 * three steps: the licence is an HTML form answered by one POST (recorded in Config/license.json);
 * a world is a folder holding `world.json`, which is all Foundry needs to list it; and a `world`
 * field in `Config/options.json` makes the next start launch that world and create its Gamemaster
 * user. The fields below are the ones vttforge writes, plus the ports and paths of a local run.
 */

/** Id of the world every run creates. Foundry expects a world id, not its title (foundryvtt#10297). */
export const WORLD_ID = "vowforge-e2e";
export const WORLD_TITLE = "Vowforge end-to-end";

/** The system's setting keys for its rulesets (src/settings.ts SETTINGS, tests check they agree). */
export const RULESET_SETTING_KEYS = {
  ironsworn: "ruleset.ironsworn",
  starforged: "ruleset.starforged",
  forgedTies: "ruleset.forgedTies",
  augur: "ruleset.augur",
  strike: "ruleset.strike",
};

/** The system's world settings the steps read (src/settings.ts SETTINGS; tests check they agree). */
export const SYSTEM_SETTINGS = { schemaVersion: "schemaVersion", worldClocks: "clocks.world" };

/** The users a run plays as. The Gamemaster is the one Foundry creates when it launches the world. */
export const E2E_USERS = {
  gm: { name: "Gamemaster", role: 4 },
  owner: { name: "Player One", role: 1 },
  other: { name: "Player Two", role: 1 },
};

const WORLD_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Config/options.json for a throwaway data folder.
 *
 * @param {{ dataPath: string; port: number; world?: string | null }} input
 */
export function optionsJson({ dataPath, port, world = null }) {
  if (typeof dataPath !== "string" || dataPath === "") throw new Error("options.json needs a dataPath");
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new Error(`options.json needs a port from 1024 to 65535, not ${port}`);
  if (world !== null && !WORLD_ID_PATTERN.test(world))
    throw new Error(`"${world}" is not a world id (lowercase letters, digits, hyphens)`);
  return {
    dataPath,
    port,
    // The keys Foundry prints as its "Application Options" at start (see the log in
    // felddy/foundryvtt-docker#234): no UPnP, no TLS, no proxy, no route prefix.
    upnp: false,
    fullscreen: false,
    hostname: null,
    localHostname: null,
    routePrefix: null,
    sslCert: null,
    sslKey: null,
    awsConfig: null,
    proxySSL: false,
    proxyPort: null,
    compressStatic: true,
    updateChannel: "stable",
    language: "en.core",
    world,
  };
}

/**
 * Data/worlds/<id>/world.json for a world on the built system.
 *
 * @param {{ id?: string; title?: string; system: { id: string; version: string }; coreVersion: string }} input
 */
export function worldJson({ id = WORLD_ID, title = WORLD_TITLE, system, coreVersion }) {
  if (!WORLD_ID_PATTERN.test(id))
    throw new Error(`"${id}" is not a world id (lowercase letters, digits, hyphens)`);
  if (!system || typeof system.id !== "string" || typeof system.version !== "string")
    throw new Error("world.json needs the system's id and version");
  if (!/^\d+(\.\d+)?$/.test(coreVersion)) throw new Error(`"${coreVersion}" is not a Foundry core version`);
  const generation = coreVersion.split(".")[0];
  return {
    id,
    title,
    description: "",
    system: system.id,
    systemVersion: system.version,
    coreVersion,
    version: "1.0.0",
    // A world without compatibility data breaks the setup screen (foundryvtt#9008).
    compatibility: { minimum: generation, verified: generation },
    authors: [],
    packs: [],
    relationships: {},
  };
}

/**
 * The world settings a run sets as the Gamemaster before anyone plays: every ruleset enabled.
 * World settings live in the world's database, not in world.json, so they are set through
 * `game.settings.set` once the world runs (then every client reloads: they require a reload).
 *
 * @param {string} systemId
 * @param {readonly string[]} rulesets
 */
export function rulesetSettings(systemId, rulesets) {
  return rulesets.map((ruleset) => {
    const key = RULESET_SETTING_KEYS[ruleset];
    if (!key) throw new Error(`Unknown ruleset "${ruleset}"`);
    return { namespace: systemId, key, id: `${systemId}.${key}`, value: true };
  });
}
