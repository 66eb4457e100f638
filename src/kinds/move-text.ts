/**
 * Reading a move's outcome text for the momentum it grants ("Take +2 momentum"). Pure: HTML in,
 * numbers out.
 */
import { type ChallengeOutcome } from "../rules/challenge";
import { type CardMove } from "./view";

/** A move's outcome texts, by outcome ("" where the move has none). */
type MoveTexts = CardMove["outcomes"];

/** Most momentum a move's text may grant (the momentum track's top). */
const MOMENTUM_GAIN_MAX = 10;

/** The text of some HTML: tags dropped, common entities read, whitespace collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/&plus;|&#43;/gi, "+")
    .replace(/\s+/g, " ");
}

const TAKE_MOMENTUM = /\btake\s*\+\s*(\d+)\s*momentum\b/i;

/**
 * The momentum the first "take +N momentum" in the HTML grants (case-insensitive, markup between the
 * words allowed), or null when it has none.
 */
export function momentumInText(html: string): number | null {
  const found = TAKE_MOMENTUM.exec(plainText(html));
  if (!found) return null;
  const amount = Number(found[1]);
  return amount >= 1 && amount <= MOMENTUM_GAIN_MAX ? amount : null;
}

/** The outcome text a card shows: the match variant on a match when the move has one, else the text. */
export function outcomeText(outcomes: MoveTexts, outcome: ChallengeOutcome, match: boolean): string {
  const texts = outcomes[outcome];
  return match && texts.match ? texts.match : texts.text;
}

/**
 * The momentum the move's text for this outcome grants: read from the text the card shows, and from
 * the plain outcome text when a match variant shown does not say.
 */
export function momentumForOutcome(outcomes: MoveTexts, outcome: ChallengeOutcome, match: boolean): number | null {
  const shown = momentumInText(outcomeText(outcomes, outcome, match));
  return shown ?? momentumInText(outcomes[outcome].text);
}
