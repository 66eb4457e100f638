/** What the cards rolled against challenge dice share: the match line and the move's outcome text. */
import { type ChallengeOutcome } from "../../rules/challenge";
import { type CardContext, type CardEnv, type CardMove } from "./card-parts";
import type { CardState } from "../../kinds/registry";
import { type Localize } from "../../locale";

/** Match line of a roll against the challenge dice: an opportunity on a hit, a complication on a miss. */
export function challengeMatch(t: Localize, outcome: ChallengeOutcome): CardContext["match"] {
  const meaning = outcome === "miss" ? "complication" : "opportunity";
  return {
    label: t("VOWFORGE.Card.Match.Label"),
    meaning: t(`VOWFORGE.Card.Match.${meaning}`),
    cssClass: `vf-card__match vf-card__match--${meaning}`,
  };
}

export function moveText(
  t: Localize,
  move: CardMove | undefined,
  outcome: ChallengeOutcome,
  match: boolean,
): CardContext["move"] {
  if (!move) return null;
  const texts = move.outcomes[outcome];
  const html = match && texts.match ? texts.match : texts.text;
  if (!html) return null;
  return { name: move.name, heading: t("VOWFORGE.Card.MoveOutcome", { move: move.name }), html };
}

/**
 * The move text the card shows: the one given (cleaned and enriched by Foundry), else the texts the
 * card keeps, through the env's cleaner; never stored HTML that went through no cleaner.
 */
export function cardMove(state: CardState, move: CardMove | undefined, env: CardEnv): CardMove | undefined {
  if (move || state.kind !== "action" || !state.moveOutcomes) return move;
  const clean = env.cleanHTML;
  if (!clean) return undefined;
  const stored = state.moveOutcomes;
  const outcomes = {} as CardMove["outcomes"];
  for (const id of ["strongHit", "weakHit", "miss"] as const)
    outcomes[id] = { text: clean(stored[id].text), match: clean(stored[id].match) };
  return { name: state.title, outcomes };
}
