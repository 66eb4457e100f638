/**
 * The upgrade pass's first step: the world a v13 pass made, as the v14 build opened it. The running
 * core is the newer generation (`game.release`, which foundry-ironsworn and dnd5e read for their
 * version checks), every character the v13 pass made is there, every ruleset is still enabled, and the
 * system's migrations stand where the v13 pass left them (the same system: nothing to run again,
 * nothing failed). The other upgrade steps (openSheet, burnUpgradedCard, reloadCardsRendered) then
 * work on what the v13 pass left in each ruleset's state.
 */
import { SYSTEM_SETTINGS } from "./world-files.mjs";

/* global game */

export const UPGRADE_HANDLERS = {
  async upgradedWorld({ gm, states, carried, generation }) {
    const actorIds = [...states.values()].map((s) => s.actorId).filter(Boolean);
    const seen = await gm.evaluate(
      ({ actorIds, settings, schemaKey }) => ({
        generation: game.release.generation,
        version: game.version,
        missing: actorIds.filter((id) => !game.actors.get(id)),
        disabled: settings.filter((s) => game.settings.get(s.namespace, s.key) !== true).map((s) => s.key),
        schemaVersion: game.settings.get("vowforge", schemaKey),
      }),
      { actorIds, settings: carried.rulesetSettings, schemaKey: SYSTEM_SETTINGS.schemaVersion },
    );
    const problems = [];
    if (seen.generation !== generation) problems.push(`the core is generation ${seen.generation}, not ${generation}`);
    if (actorIds.length === 0) problems.push("the v13 pass made no character");
    if (seen.missing.length > 0) problems.push(`characters missing: ${seen.missing.join(", ")}`);
    if (seen.disabled.length > 0) problems.push(`rulesets no longer enabled: ${seen.disabled.join(", ")}`);
    if (seen.schemaVersion !== carried.schemaVersion)
      problems.push(`the schema version is ${seen.schemaVersion}, not the ${carried.schemaVersion} the v13 pass left`);
    if (problems.length > 0) throw new Error(problems.join("; "));
    return `Foundry ${seen.version} opened the v13 world: ${actorIds.length} characters, every ruleset enabled, schema version ${seen.schemaVersion}`;
  },
};
