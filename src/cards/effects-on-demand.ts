/**
 * Loading a roll card's outcome effects on demand (card-effects.ts, rollup.config.mjs's CHUNKS): the
 * first card whose move carries effects that is drawn or acted on fetches them (`loadTargets`, which
 * both paths await before they read the card); a card without effects never does. Once loaded, the
 * synchronous readers (the offers, applying an action, the card's context) find them through
 * `loadedCardEffects()`; before that, or when they cannot be loaded, a card offers and shows no
 * effects, and says so once in the user's language (src/on-demand.ts).
 */
import { loadOnDemand } from "../on-demand";
import { carriesEffects } from "../kinds/effect-cards";
import type { CardState } from "../kinds/registry";
import type * as CardEffects from "./card-effects";

export type CardEffectsModule = typeof CardEffects;

let loaded: CardEffectsModule | null = null;
let loading: Promise<CardEffectsModule | null> | null = null;

/** The outcome effects, loaded once (null when they cannot be loaded, reported once). */
export function loadCardEffects(): Promise<CardEffectsModule | null> {
  loading ??= loadOnDemand(() => import("./card-effects"), {
    what: "outcome effects of the roll cards",
    messageKey: "VOWFORGE.CardEffect.NotLoaded",
  }).then((module) => (loaded = module));
  return loading;
}

/** Loads the outcome effects when `card` carries some; a card without effects loads nothing. */
export async function loadEffectsOf(card: CardState): Promise<void> {
  if (carriesEffects(card)) await loadCardEffects();
}

/** The outcome effects when loaded, else null. */
export function loadedCardEffects(): CardEffectsModule | null {
  return loaded;
}
