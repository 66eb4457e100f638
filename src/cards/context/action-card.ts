/** The context of an action roll's card (see buildCardContext in card-context.ts). */
import { type ActionRollResult } from "../../rules/challenge";
import {
  base,
  button,
  challengeGroup,
  die,
  group,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  type CardContext,
  type CardEnv,
  type CardMove,
} from "./card-parts";
import type { ActionCardState } from "../../kinds/action";
import { actionMomentumGain } from "../../kinds/move-momentum";
import { effectsPanel, effectRulesetOf } from "./effects-panel";
import { rerollAllowedFor, rerollOpen } from "../../kinds/reroll";
import { cardMove, challengeMatch, moveText } from "./challenge-text";
import { cursedActionReading } from "../../rules/cursed-die";

/**
 * Adds a reroll button to each die of an action card the card's allowance covers, while it is unused
 * and no momentum was burned: index 0 is the action die, 1 and 2 the challenge dice.
 */
function addRerolls(ctx: CardContext, state: ActionCardState, env: CardEnv): void {
  if (!env.canAct || !rerollOpen(state) || !state.reroll) return;
  const source = state.reroll.source;
  const dice = ctx.diceGroups.flatMap((g) => g.dice);
  dice.forEach((d, index) => {
    if (!rerollAllowedFor(state, index)) return;
    d.reroll = button("reroll", env.localize("VOWFORGE.Card.Action.reroll"), {
      dieIndex: index,
      ariaLabel: env.localize("VOWFORGE.Card.Action.rerollDie", { die: d.srText, source }),
    });
  });
}

export function actionCard(
  state: ActionCardState,
  result: ActionRollResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  const cancelled = result.actionDieCancelled;
  const actionDie = die(
    6,
    result.actionDie,
    cancelled ? ["cancelled"] : [],
    cancelled ? [t("VOWFORGE.Card.Die.cancelled")] : [],
    t(cancelled ? "VOWFORGE.Card.Die.ActionCancelledSr" : "VOWFORGE.Card.Die.ActionSr", {
      value: result.actionDie,
    }),
  );
  ctx.diceGroups.push(
    group("action", t("VOWFORGE.Card.Dice.Action"), [actionDie]),
    challengeGroup(t, result.challengeDice, result.beaten),
  );
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.Score.Action", {
        score: result.score,
        die: cancelled ? 0 : result.actionDie,
        stat: state.stat.label,
        value: result.stat,
        adds: result.adds,
      }),
      "score",
    ),
  );
  if (cancelled)
    ctx.lines.push(line(t("VOWFORGE.Card.Score.Cancelled", { momentum: result.momentum }), "cancelled"));
  if (result.capped)
    ctx.lines.push(
      line(t("VOWFORGE.Card.Score.Capped", { raw: result.rawScore, score: result.score }), "capped"),
    );
  ctx.lines.push(line(t("VOWFORGE.Card.Momentum", { momentum: signed(result.momentum) }), "momentum"));
  if (state.burnedMomentum !== null && result.burn) {
    ctx.lines.push(line(t("VOWFORGE.Card.Burn.Done", { momentum: signed(result.burn.momentum) }), "burned"));
  }
  if (result.match) ctx.match = challengeMatch(t, result.outcome);
  ctx.move = moveText(t, cardMove(state, move, env), result.outcome, result.match);

  const gain = state.moveEffects ? null : actionMomentumGain(state);
  if (gain !== null && offered(state, env, "takeMomentum")) {
    ctx.actions.push(
      button("takeMomentum", t("VOWFORGE.Card.Action.momentumGain", { amount: gain }), {
        amount: gain,
        ariaLabel: t("VOWFORGE.Card.Action.momentumGainAria", { amount: gain }),
      }),
    );
  }
  if (state.burnedMomentum === null && result.burn) {
    const offer = t("VOWFORGE.Card.Burn.Offer", {
      momentum: signed(result.burn.momentum),
      from: t(`${OUTCOME_KEY}.${result.outcome}`),
      to: t(`${OUTCOME_KEY}.${result.burn.outcome}`),
    });
    if (offered(state, env, "burnMomentum")) ctx.actions.push(button("burnMomentum", offer));
    else if (!state.applied.includes("burnMomentum")) ctx.burnOffer = offer;
  }
  addRerolls(ctx, state, env);
  addCursedDie(ctx, state, env);
  ctx.effects = effectsPanel(state, env, effectRulesetOf(state));
  return ctx;
}

/**
 * Sundered Isles' cursed die, after the other dice (so the reroll indexes stay 0..2), in a group of
 * its own; a 10 is tagged "curse", and said under the dice, as is a match with it.
 */
function addCursedDie(ctx: CardContext, state: ActionCardState, env: CardEnv): void {
  if (!state.cursedDie) return;
  const t = env.localize;
  const { value, source } = state.cursedDie;
  const reading = cursedActionReading(state.challengeDice, value);
  // The group's label names the die; a tag marks only the curse face.
  const tags = reading.cursed ? [t("VOWFORGE.Card.Cursed.Curse")] : [];
  const srText = t(reading.cursed ? "VOWFORGE.Card.Cursed.CursedSr" : "VOWFORGE.Card.Cursed.Sr", { value });
  ctx.diceGroups.push(
    group("cursed", t("VOWFORGE.Card.Dice.Cursed"), [die(10, value, reading.cursed ? ["cursed"] : [], tags, srText)]),
  );
  const from = source ? t("VOWFORGE.Card.Cursed.From", { source }) : "";
  if (reading.cursedMatch) ctx.lines.push(line(t("VOWFORGE.Card.Cursed.MatchLine", { from }), "cursed-match"));
  else if (reading.cursed) ctx.lines.push(line(t("VOWFORGE.Card.Cursed.CurseLine", { from }), "cursed"));
}
