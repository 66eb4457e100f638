/**
 * Odds tables for the reference journals, computed by the rules engine itself (src/rules/threat.ts), so
 * the numbers players read are the ones the roll dialog shows.
 */
import { PackBuildError } from "../lib/converter.mjs";
import { importTsModule } from "../lib/ts-module.mjs";

/** Action dice rows and threat dice columns of the Augur odds tables. */
export const ODDS_ACTION_DICE = [0, 1, 2, 3, 4, 5, 6];
export const ODDS_THREAT_DICE = [0, 1, 2, 3, 4];
const RESULTS = [
  ["perfect", "Perfect"],
  ["good", "Good"],
  ["messy", "Messy"],
  ["botched", "Botched"],
  ["dire", "Dire"],
];

/** A probability as a percentage with one decimal ("52.3%"). */
export function percent(p) {
  return `${(p * 100).toFixed(1)}%`;
}

/**
 * HTML of the Augur odds: a grid of the chance of messy or better (action dice down, threat dice
 * across), then for each number of threat dice the chance of every result.
 * @param {(input: { actionDice: number, threatDice: number }) => Record<string, number>} threatRollOdds
 */
export function threatOddsHtml(threatRollOdds) {
  const odds = (a, t) => threatRollOdds({ actionDice: a, threatDice: t });
  const atLeastMessy = (o) => o.perfect + o.good + o.messy;
  const head = ODDS_THREAT_DICE.map((t) => `<th>${t}</th>`).join("");
  const grid = ODDS_ACTION_DICE.map(
    (a) => `<tr><th>${a}</th>${ODDS_THREAT_DICE.map((t) => `<td>${percent(atLeastMessy(odds(a, t)))}</td>`).join("")}</tr>`,
  ).join("");
  let html =
    `<h2>Messy or better</h2>` +
    `<p>Action dice down the side, threat dice across the top. A roll with 0 action dice rolls two and reads the lower.</p>` +
    `<table class="vowforge-odds" data-odds="messyOrBetter"><thead><tr><th>Action dice</th>${head}</tr></thead><tbody>${grid}</tbody></table>`;
  for (const t of ODDS_THREAT_DICE) {
    const rows = ODDS_ACTION_DICE.map((a) => {
      const o = odds(a, t);
      return `<tr><th>${a}</th>${RESULTS.map(([id]) => `<td>${percent(o[id])}</td>`).join("")}</tr>`;
    }).join("");
    html +=
      `<h2>${t} threat ${t === 1 ? "die" : "dice"}</h2>` +
      `<table class="vowforge-odds" data-threat-dice="${t}"><thead><tr><th>Action dice</th>` +
      `${RESULTS.map(([, label]) => `<th>${label}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`;
  }
  return html;
}

/** The generated blocks our texts may embed, by placeholder name. */
export async function generatedBlocks() {
  const { threatRollOdds } = await importTsModule("src/rules/threat.ts", "the odds tables");
  if (typeof threatRollOdds !== "function") throw new PackBuildError("src/rules/threat.ts no longer exports threatRollOdds");
  return { "odds:threat": threatOddsHtml(threatRollOdds) };
}
