/** Where the roll card's template lives; rendered with the context from card-context.ts. */
import { systemPath } from "../constants";

export const CARD_TEMPLATE = systemPath("templates/chat/roll-card.hbs");

/** Partials the card template includes, registered under their own paths. */
export const CARD_PARTIALS = [
  systemPath("templates/chat/parts/dice.hbs"),
  systemPath("templates/chat/parts/actions.hbs"),
] as const;
