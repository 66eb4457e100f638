/**
 * Outcome effects of our Augur rolled moves (packs/content/augur-moves.json), keyed by content id. An
 * Augur outcome says how well the action went; its costs are the threat card's (harm, or 1 momentum
 * instead, on a botched or dire result: src/kinds/threat.ts) and the GM's impacts, which no data can
 * hold, so these lists hold no effect (docs/rulings.md, "Outcome effects of Forged Ties, Augur and
 * Strike! moves"). Read against the move texts by tests/rules/effects/text-agreement.test.ts.
 */
import { type MoveEffects } from "../vocabulary";

const A = "vowforge/augur-moves/";
const NONE: MoveEffects = { strongHit: [], weakHit: [], miss: [] };

export const AUGUR_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${A}action-roll`]: NONE,
  [`${A}group-effort`]: NONE,
};
