/** Where the roll card's template lives; rendered with the context from card-context.ts. */
import { systemPath } from "../constants";

export const CARD_TEMPLATE = systemPath("templates/chat/roll-card.hbs");

/** The prompt "Mark harm" opens for the harm's name (see harm-prompt.ts). */
export const HARM_PROMPT_TEMPLATE = systemPath("templates/chat/harm-prompt.hbs");

/**
 * Partials the card template includes, registered under their own paths; with them the prompt a card
 * button may open ("Mark harm" asks for the harm's name), so it is preloaded too.
 */
export const CARD_PARTIALS = [
  systemPath("templates/chat/parts/dice.hbs"),
  systemPath("templates/chat/parts/actions.hbs"),
  HARM_PROMPT_TEMPLATE,
] as const;
