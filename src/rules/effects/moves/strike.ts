/**
 * Outcome effects of our Strike! rolled moves (packs/content/strike-moves.json), keyed by content id.
 * Strike! keeps no meters its outcomes move: a bonus, a cost or a twist is the GM's to name; learning
 * the skill and the help die's +1 are the roll's own card (src/kinds/strike.ts); a preparatory roll's
 * -1 and a team conflict's hit belong to the team conflict, not to this character's next move. So
 * these lists hold no effect, and each amount the text names is noted (docs/rulings.md, "Outcome effects
 * of Forged Ties, Augur and Strike! moves"). Read against the move texts by
 * tests/rules/effects/text-agreement.test.ts.
 */
import { type MoveEffects } from "../vocabulary";

const S = "vowforge/strike-moves/";
const NONE: MoveEffects = { strongHit: [], weakHit: [], miss: [] };
const LEARN = "the skill card offers learning the skill (src/kinds/strike.ts)";

export const STRIKE_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  [`${S}skill-roll`]: { ...NONE, notEffects: [{ outcome: "strongHit", token: "learn:skill", why: LEARN }] },
  [`${S}opposed-roll`]: NONE,
  [`${S}linked-roll`]: { ...NONE, notEffects: [{ outcome: "strongHit", token: "learn:skill", why: LEARN }] },
  [`${S}help`]: {
    ...NONE,
    notEffects: [{ outcome: "strongHit", token: "add+1", why: "the help die's +1 is part of the roll it helps" }],
  },
  [`${S}purchase`]: NONE,
  [`${S}team-conflict-round`]: {
    ...NONE,
    notEffects: [
      { outcome: "miss", token: "spend:actionPoint", why: "staying in the conflict is the team's choice, not an outcome's effect" },
    ],
  },
  [`${S}preparatory-action`]: {
    ...NONE,
    notEffects: [{ outcome: "miss", token: "add-1", why: "the team's Advance in round 1 of the conflict, not this character's next move" }],
  },
};
