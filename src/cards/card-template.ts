/** Where the roll card's template lives; rendered with the context from card-context.ts. */
import { systemPath } from "../constants";

export const CARD_TEMPLATE = systemPath("templates/chat/roll-card.hbs");

/** The prompt "Mark harm" opens for the harm's name (see harm-prompt.ts). */
export const HARM_PROMPT_TEMPLATE = systemPath("templates/chat/harm-prompt.hbs");

/** A clock card (templates/chat/clock-card.hbs), drawn from the context of context/clock-card.ts. */
export const CLOCK_CARD_TEMPLATE = systemPath("templates/chat/clock-card.hbs");

/** A clock's segmented circle, shared by the clock card, the clock panel and the sheets. */
export const CLOCK_FACE_PARTIAL = systemPath("templates/chat/parts/clock-face.hbs");

/**
 * Partials the card template includes, registered under their own paths; with them the prompt a card
 * button may open ("Mark harm" asks for the harm's name), so it is preloaded too.
 */
export const CARD_PARTIALS = [
  systemPath("templates/chat/parts/dice.hbs"),
  systemPath("templates/chat/parts/actions.hbs"),
  systemPath("templates/chat/parts/effects.hbs"),
  HARM_PROMPT_TEMPLATE,
  CLOCK_FACE_PARTIAL,
] as const;
