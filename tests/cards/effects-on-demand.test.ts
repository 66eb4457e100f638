/**
 * The outcome effects are loaded on demand (src/cards/effects-on-demand.ts): loading a card's targets
 * (what drawing a card and acting on it both await first) loads nothing for cards without effects, and
 * loads the effects for a card whose move carries some; the card's panel and its offers follow.
 */
import { describe, expect, it } from "vitest";
import { loadedCardEffects } from "../../src/cards/effects-on-demand";
import { buildCardContext, loadTargets, offeredActions, type CardLookup } from "../../src/cards/log-cards";
import { documentEffects } from "../../src/rules/effects/moves";
import { type CardEnv } from "../../src/kinds/view";
import { actionCard, poolCard, progressCard } from "./actions/cards";
import { installDice } from "../dice/setup";

// The effects' chunk reaches the data models the document operations read through: loaded once the fakes are in.
await installDice();

/** A world in which the card's documents cannot be found (only the effects' loading is looked at). */
const WORLD: CardLookup = {
  documentAt: () => Promise.resolve(null),
  rolledAgainSince: () => false,
};

const env: CardEnv = { localize: (key) => key, canAct: true, cleanHTML: (html) => html };

/** An Ironsworn character as the effects read it (what it lacks reads as 0). */
const hero = { type: "character", system: { ruleset: "ironsworn", meters: { health: 5, spirit: 5, supply: 5 }, momentum: 2 } };

describe("the outcome effects, loaded on demand", () => {
  it("are not loaded for cards without effects, and are for the first card with some", async () => {
    // edge 2 + die 3 = 5 against 4 and 7: a weak hit, whose Face Danger effects include a choice.
    const withEffects = actionCard({ challengeDice: [4, 7], moveEffects: documentEffects("move:classic/adventure/face_danger"), effectLog: [] });
    for (const card of [actionCard(), progressCard(), poolCard(), actionCard({ moveEffects: null })]) await loadTargets(card, undefined, WORLD);
    expect(loadedCardEffects()).toBeNull();
    // Drawn or acted on before they are loaded, a card with effects shows and offers none.
    expect(buildCardContext(withEffects, env).effects).toBeNull();
    expect(offeredActions(withEffects, { actor: hero, track: null })).not.toContain("applyEffect");

    await loadTargets(withEffects, undefined, WORLD);
    expect(loadedCardEffects()).not.toBeNull();
    expect(buildCardContext(withEffects, env).effects?.rows.length).toBeGreaterThan(0);
    expect(offeredActions(withEffects, { actor: hero, track: null })).toContain("applyEffect");
  });
});
