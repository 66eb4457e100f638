/**
 * Reading a move's outcome text for the momentum it grants ("Take +2 momentum"), and copying the
 * outcome texts a card keeps from a move (checked by the action kind). Pure: HTML in, numbers out.
 */
import {
  assertMoveOutcomes,
  MOVE_OUTCOME_IDS,
  resolveActionCard,
  type ActionCardState,
  type MoveOutcomeId,
  type MoveOutcomes,
} from "./action";


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
export function outcomeText(outcomes: MoveOutcomes, outcome: MoveOutcomeId, match: boolean): string {
  const texts = outcomes[outcome];
  return match && texts.match ? texts.match : texts.text;
}

/**
 * The momentum the move's text for this outcome grants: read from the text the card shows, and from
 * the plain outcome text when a match variant shown does not say.
 */
export function momentumForOutcome(outcomes: MoveOutcomes, outcome: MoveOutcomeId, match: boolean): number | null {
  const shown = momentumInText(outcomeText(outcomes, outcome, match));
  return shown ?? momentumInText(outcomes[outcome].text);
}


/** A fresh copy holding only the outcome texts, from a move's `system.outcomes` (null when malformed). */
export function copyMoveOutcomes(source: unknown): MoveOutcomes | null {
  try {
    assertMoveOutcomes(source);
  } catch {
    return null;
  }
  if (source === null) return null;
  const copy = {} as MoveOutcomes;
  for (const id of MOVE_OUTCOME_IDS) copy[id] = { text: source[id].text, match: source[id].match };
  return copy;
}

/**
 * The momentum an action card's move grants for the card's current outcome (after a burn, the burned
 * one), or null when the card keeps no outcome texts or the text grants none.
 */
export function actionMomentumGain(state: ActionCardState): number | null {
  if (!state.moveOutcomes) return null;
  const result = resolveActionCard(state);
  return momentumForOutcome(state.moveOutcomes, result.outcome, result.match);
}
