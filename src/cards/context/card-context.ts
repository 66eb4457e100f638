/**
 * Builds what the roll card template shows from a card's stored state: plain data in, plain data out,
 * so the Foundry chat log, the playground and the tests render the same card. Results come from
 * resolveCard (the rules engine); each kind's view (src/kinds/<kind>.ts) words them.
 *
 * Every string is localised through `env.localize`; text a user typed (titles, track names,
 * questions) is passed on as plain strings for the template to escape. The one piece of trusted HTML
 * is the move's outcome text: cleaned and enriched by Foundry beforehand, or the card's stored texts
 * passed through `env.cleanHTML` (without a cleaner they are not shown).
 */
import { type CardContext, type CardEnv, type CardMove } from "../../kinds/view";
import { resolveCard, viewCard, type CardState } from "../../kinds/registry";
import { burnMomentumOf } from "../../kinds/card-action";
import { isEffectCard } from "../../kinds/effect-cards";
import { loadedCardEffects } from "../effects-on-demand";

/**
 * The card's template context. Throws a RulesError when the stored dice are not valid for the card's
 * rules (see resolveCard). `move` supplies the move's outcome text on action, progress and pool cards.
 *
 * Buttons appear only when the viewer can act and the action is open: burnMomentum when a burn would
 * improve the result and none was made; takeMomentum on an action card whose move text for the outcome
 * says "take +N momentum" (`data-amount` N); push on an unpushed pool roll that a push could still help,
 * as two buttons (`data-choice` addDie, and raiseEffect while the effect can still rise);
 * markHarm / markBreaking when the position's consequence asks for them (with clearHeart); learnSkill
 * when an unskilled Strike! roll of a named skill learns; takeMomentum when a low Augur threat level
 * granted momentum and it was not applied when posted (the amount is the card's `momentumGained`);
 * takeHarm / loseMomentum on a botched or dire Augur result; reroll on each die the card's allowance
 * covers, while unused and unburned, with `data-die-index` 0 for the action die and 1, 2 for the
 * challenge dice. Forge, opposed and purchase cards: see their kinds. An action card shows its move's
 * outcome text from `move` (Foundry passes it enriched) or else from the texts the card keeps.
 * Applied actions' notes are worded in `notes`. After the kind's view, a card whose move carries
 * outcome effects (action and progress cards) gets its effects panel (effects-panel.ts), once the
 * effects are loaded (effects-on-demand.ts: `loadTargets` loads them before a card is drawn).
 */
export function buildCardContext(state: CardState, env: CardEnv, move?: CardMove): CardContext {
  const ctx = viewCard(resolveCard(state, burnMomentumOf(env)), env, move);
  // The panel is built by the outcome effects' chunk, which drawing a card with effects loads first.
  const effects = loadedCardEffects();
  if (isEffectCard(state)) ctx.effects = effects ? effects.effectsPanel(state, env, effects.effectRulesetOf(state)) : null;
  return ctx;
}
