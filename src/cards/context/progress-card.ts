/** The context of a progress roll's card (see buildCardContext in card-context.ts). */
import { type DecisiveActionResult } from "../../rules/bad-spot";
import {
  base,
  button,
  challengeGroup,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  type CardContext,
  type CardEnv,
  type CardMove,
} from "./card-parts";
import type { ProgressCardState } from "../../kinds/progress";
import { challengeMatch, moveText } from "./challenge-text";
import { effectsPanel, effectRulesetOf } from "./effects-panel";

export function progressCard(
  state: ProgressCardState,
  result: DecisiveActionResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  ctx.subtitle = state.trackName || null;
  ctx.diceGroups.push(challengeGroup(t, result.challengeDice, result.beaten));
  ctx.lines.push(line(t("VOWFORGE.Card.Score.Progress", { score: result.score }), "score"));
  if (state.badSpot === true) {
    const raw = result.droppedFrom ?? result.outcome;
    ctx.lines.push(
      line(
        t("VOWFORGE.Card.BadSpot.Dropped", {
          raw: t(`${OUTCOME_KEY}.${raw}`),
          outcome: t(`${OUTCOME_KEY}.${result.outcome}`),
        }),
        "badSpot",
      ),
    );
  } else if (state.badSpot === false) {
    ctx.lines.push(line(t("VOWFORGE.Card.BadSpot.InControl"), "badSpot"));
    if (offered(state, env, "badSpot")) ctx.actions.push(button("badSpot", t("VOWFORGE.Card.Action.badSpot")));
  }
  if (result.match) ctx.match = challengeMatch(t, result.outcome);
  ctx.move = moveText(t, move, result.outcome, result.match);
  ctx.effects = effectsPanel(state, env, effectRulesetOf(state));
  return ctx;
}
