/**
 * The passes of a run, strictly one after another: one per Foundry build the environment names (in
 * BUILD_VARIABLES order: v13 before v14), then, when both a v13 and a v14 build are given, the
 * upgrade: the v14 build started on the data folder the v13 pass kept, so a world made on v13 is
 * opened by v14. Only one Foundry server runs at a time, so one licence is never signed by two
 * servers at once (in CI too: one job runs every pass).
 */
import { rmSync } from "node:fs";

/** The build variables the upgrade pass reads, older first. */
export const UPGRADE_FROM = "FOUNDRY_V13_ZIP";
export const UPGRADE_TO = "FOUNDRY_V14_ZIP";

/**
 * @param {readonly import("./env.d.mts").FoundryBuildSource[]} builds the plan's builds, in order
 * @returns {import("./passes.d.mts").PassPlan}
 */
export function planPasses(builds) {
  const from = builds.find((b) => b.variable === UPGRADE_FROM);
  const to = builds.find((b) => b.variable === UPGRADE_TO);
  const passes = builds.map((build) => ({
    id: build.variable,
    build,
    keepData: build === from && to !== undefined,
    upgradeFrom: null,
  }));
  if (from && to) {
    passes.push({ id: "upgrade", build: to, keepData: false, upgradeFrom: from.variable });
    return { passes, upgradeUnavailable: null };
  }
  const given = builds.map((b) => b.variable).join(", ");
  return {
    passes,
    upgradeUnavailable: `the v13 → v14 upgrade needs both ${UPGRADE_FROM} and ${UPGRADE_TO}; ${given} given`,
  };
}

/**
 * Runs the passes in order, each after the previous one has stopped its server. A pass that keeps its
 * data folder hands it to the upgrade pass (which then owns it); a kept folder no pass took is deleted.
 *
 * @param {import("./passes.d.mts").PassPlan} plan
 * @param {import("./passes.d.mts").RunPass} runPass
 * @returns {Promise<import("./passes.d.mts").PassOutcome[]>}
 */
export async function runPasses({ passes, upgradeUnavailable }, runPass) {
  /** @type {import("./passes.d.mts").PassOutcome[]} */
  const outcomes = [];
  /** @type {Map<string, import("./passes.d.mts").KeptWorld>} */
  const kept = new Map();
  try {
    for (const [index, pass] of passes.entries()) {
      let from = null;
      if (pass.upgradeFrom !== null) {
        from = kept.get(pass.upgradeFrom) ?? null;
        kept.delete(pass.upgradeFrom);
        if (!from) {
          outcomes.push({ id: pass.id, status: "failed", detail: `the ${pass.upgradeFrom} pass kept no world to upgrade` });
          continue;
        }
      }
      try {
        const result = await runPass(pass, index, from);
        if (result.kept) kept.set(pass.id, result.kept);
        outcomes.push({ id: pass.id, status: result.ok ? "passed" : "failed", detail: result.detail });
      } catch (error) {
        outcomes.push({ id: pass.id, status: "failed", detail: `${pass.build.variable} (${pass.build.path}): ${error.message}` });
      }
    }
  } finally {
    for (const world of kept.values()) rmSync(world.dataPath, { recursive: true, force: true });
  }
  if (upgradeUnavailable) outcomes.push({ id: "upgrade", status: "not applicable", detail: upgradeUnavailable });
  return outcomes;
}
