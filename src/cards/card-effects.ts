/**
 * A roll card's outcome effects as one chunk of the runtime script (vowforge-card-effects.mjs, loaded
 * by effects-on-demand.ts): the effects panel's building, the offers, applying and undoing an effect,
 * and the rule modules only they reach (the applier, suffer moves). Only cards whose move carries
 * effects need it.
 */
export { effectsPanel, effectRulesetOf } from "./context/effects-panel";
export { applyOutcomeEffect, effectCharacterOf, outcomeEffectsOf, pickOpen, undoOutcomeEffect } from "./actions/outcome-effects";
export { needsRecommitDie } from "./actions/recommit-effects";
export { effectPickOf } from "./actions/effect-picks";
