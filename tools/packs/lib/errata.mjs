/**
 * Known slips in the Datasworn data we ship, corrected by hand. Each fix names the entry, the value
 * it expects to find and the value the book prints; when upstream already has the right value the
 * fix does nothing, and when it finds anything else the build stops so someone looks again.
 */
import { check } from "./converter.mjs";

const FIXES = [
  {
    // Every Ironsworn truth splits 1d100 as 1-33, 34-67, 68-100; Datasworn 0.0.10 gives the second
    // Mysticism option 68-100, which would leave 34-67 unanswered.
    ruleset: "classic",
    describe: "classic/truths/mysticism options[1] range",
    get: (data) => data.truths?.mysticism?.options?.[1],
    expectWrong: { min: 68, max: 100 },
    right: { min: 34, max: 67 },
  },
  {
    // Sundered Isles 0.1.0-0 lists ten Highlands landmarks (1-50) under a 1d100 die, so half the rolls
    // would find no row. Until upstream completes the table, roll 1d50 over the rows it has.
    ruleset: "sundered_isles",
    describe: "sundered_isles/overland/region_landmarks/highlands dice",
    get: (data) => data.oracles?.overland?.collections?.region_landmarks?.contents?.highlands,
    expectWrong: { dice: "1d100" },
    right: { dice: "1d50" },
  },
];

/** Applies the fixes to a freshly loaded ruleset (mutates it) and returns the ones that applied. */
export function applyErrata(data) {
  const applied = [];
  for (const fix of FIXES.filter((f) => f.ruleset === data._id)) {
    const target = fix.get(data);
    check(target, `erratum "${fix.describe}": the entry is gone; review tools/packs/lib/errata.mjs`);
    const matches = (values) => Object.entries(values).every(([k, v]) => target[k] === v);
    if (matches(fix.right)) continue;
    check(
      matches(fix.expectWrong),
      `erratum "${fix.describe}": found ${JSON.stringify(target).slice(0, 80)}, expected the known slip; review errata.mjs`,
    );
    Object.assign(target, fix.right);
    applied.push(fix.describe);
  }
  return applied;
}
