/**
 * A card as a viewer sees it now, from its stored state and the documents it would write: what the roll
 * card template shows (`buildCardContext`) and which card actions it offers (`offeredActions`). Both
 * read the card resolved through its kind (src/kinds/<kind>.ts; a draw resolves it once, see
 * `resolveForViewer`), with the actor's momentum now for a burn, and add the outcome effects' own on
 * a card that carries them, once they are loaded (effects-on-demand.ts: `loadTargets` loads them
 * before a card is drawn). Plain data in, plain data
 * out, so the Foundry chat log, the playground and the tests draw the same card; the runner
 * (card-actions.ts) and what an action does (apply.ts) check the same offers.
 *
 * Every string is localised through `env.localize`; text a user typed (titles, track names,
 * questions) is passed on as plain strings for the template to escape. The one piece of trusted HTML
 * is the move's outcome text: cleaned and enriched by Foundry beforehand, or the card's stored texts
 * passed through `env.cleanHTML` (without a cleaner they are not shown). Whether an action was already
 * applied is kept apart from the offers (see card-actions.ts).
 */
import type { CardActionId } from "../../kinds/kind";
import { type CardContext, type CardEnv, type CardMove } from "../../kinds/view";
import { resolveCard, traitsOf, viewCard, type CardState, type ResolvedCard } from "../../kinds/registry";
import { burnMomentumOf, type CardTargets } from "../../kinds/contract";
import { isEffectCard, type EffectCard } from "../../kinds/effect-cards";
import { loadedCardEffects } from "../effects-on-demand";
import type { EffectPick } from "../actions/outcome-effects";
import { companionsOf } from "../../operations/companion";

/**
 * The card resolved as a viewer sees it now: with the card actor's momentum for a burn (none when the
 * actor has rolled again since). A draw resolves once and hands the result to both the offers and the
 * context; the env and the loaded targets name the same actor, so either gives the same resolution.
 */
export function resolveForViewer(
  state: CardState,
  viewer: Parameters<typeof burnMomentumOf>[0],
): ResolvedCard {
  return resolveCard(state, burnMomentumOf(viewer));
}

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
 *
 * `resolved` is the card already resolved for this viewer (`resolveForViewer`), so one draw that also
 * reads the offers resolves the card once; without it the card is resolved here.
 */
export function buildCardContext(
  state: CardState,
  env: CardEnv,
  move?: CardMove,
  resolved: ResolvedCard = resolveForViewer(state, env),
): CardContext {
  const ctx = viewCard(resolved, env, move);
  // The panel is built by the outcome effects' chunk, which drawing a card with effects loads first.
  const effects = loadedCardEffects();
  if (isEffectCard(state)) ctx.effects = effects ? effects.effectsPanel(state, env, effects.effectRulesetOf(state), resolved) : null;
  return ctx;
}

// Which actions the card offers

/**
 * The outcome-effect actions a card offers: applying one while any effect (or option) of its outcome
 * is open for its Ironsworn / Starforged character, undo while an applied one is not undone. None
 * while the effects are not loaded (effects-on-demand.ts). `resolved`: the card as the draw resolved it.
 */
function effectOffers(card: EffectCard, targets: CardTargets, resolved: ResolvedCard): CardActionId[] {
  const effects = loadedCardEffects();
  if (!targets.actor || !card.moveEffects || !effects) return [];
  const { effectCharacterOf, outcomeEffectsOf, pickOpen } = effects;
  let character;
  try {
    character = effectCharacterOf(targets.actor, null);
  } catch {
    return [];
  }
  const hasTrack = targets.track !== null;
  const companions = companionsOf(targets.actor);
  const offers = (pick: EffectPick) =>
    pickOpen(card, pick, character.ruleset, hasTrack, companions, character, resolved);
  const open = outcomeEffectsOf(card, resolved).some((effect, i) =>
    effect.type === "choose"
      ? effect.options.some((_, o) => offers({ effect: i, option: o }))
      : offers({ effect: i, option: null }),
  );
  const undo = (card.effectLog ?? []).some((e) => !e.undone);
  return [...(open ? (["applyEffect"] as const) : []), ...(undo ? (["undoEffect"] as const) : [])];
}

/**
 * Every action the card offers now (applied ones included: see `applied` for those). `resolved`: as for
 * `buildCardContext`.
 */
export function offeredActions(
  state: CardState,
  targets: CardTargets,
  resolved: ResolvedCard = resolveForViewer(state, targets),
): CardActionId[] {
  const offers = [...(traitsOf(state).offers?.(state, resolved.result, targets) ?? [])];
  return isEffectCard(state) ? [...offers, ...effectOffers(state, targets, resolved)] : offers;
}
