/**
 * Outcome effects of our Forged Ties rolled moves (packs/content/forged-ties-moves.json), keyed by
 * content id. Forged Ties keeps no meters: what its outcomes mark (harm, breaking, heart) the roll's own
 * card offers, by the rules that decide it — the pool card by position and outcome
 * (src/rules/forged-ties-consequences.ts), the forge card by outcome (src/rules/forge.ts) — so these
 * lists hold no effect, and each mark the text names is noted as the card's (docs/rulings.md, "Outcome
 * effects of Forged Ties, Augur and Strike! moves"). Read against the move texts by
 * tests/rules/effects/text-agreement.test.ts.
 */
import { type MoveEffects } from "../vocabulary";

const F = "vowforge/forged-ties-moves/";
const POOL = "the pool card offers it by position (src/rules/forged-ties-consequences.ts)";
const FORGE = "the forge card offers it (src/rules/forge.ts forgeChoices)";

export const FORGED_TIES_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${F}action-roll`]: {
    strongHit: [],
    weakHit: [],
    miss: [],
    notEffects: [
      { outcome: "weakHit", token: "mark:harm", why: POOL },
      { outcome: "weakHit", token: "mark:breaking", why: POOL },
      { outcome: "miss", token: "mark:harm", why: POOL },
      { outcome: "miss", token: "mark:breaking", why: POOL },
    ],
  },
  [`${F}forge`]: {
    strongHit: [],
    weakHit: [],
    miss: [],
    notEffects: [
      { outcome: "strongHit", token: "mark:heart", why: FORGE },
      { outcome: "strongHit", token: "remove:harm", why: FORGE },
      { outcome: "weakHit", token: "remove:harm", why: FORGE },
      { outcome: "weakHit", token: "mark:breaking", why: FORGE },
      { outcome: "miss", token: "mark:breaking", why: FORGE },
    ],
  },
};
