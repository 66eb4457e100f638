/** The context of a dice pool roll's card (see buildCardContext in card-context.ts). */
import { EFFECTS, type PoolConsequence, type PoolRollResult } from "../../rules/pool";
import { forgedTiesOf } from "../../data/documents";
import { base, button, challengeGroup, group, keptPool, line, offered, OUTCOME_KEY, outcomeOf, type CardContext, type CardEnv, type CardMove } from "./card-parts";
import type { PoolCardState } from "../../kinds/pool";
import { moveText } from "./challenge-text";
import { type Localize } from "../../locale";

const POOL_TO_CHALLENGE = { fullSuccess: "strongHit", partialSuccess: "weakHit", miss: "miss" } as const;

/** The position's consequence in our own words, sentence by sentence, from the rules' data. */
function consequenceSentences(t: Localize, c: PoolConsequence): string[] {
  const sentences = [t(`VOWFORGE.Card.Consequence.Achieved.${c.achieved}`)];
  if (c.severity !== "none") sentences.push(t(`VOWFORGE.Card.Consequence.Severity.${c.severity}`));
  if (c.marks !== "none") sentences.push(t(`VOWFORGE.Card.Consequence.Marks.${c.marks}`));
  if (c.needsPush) sentences.push(t("VOWFORGE.Card.Consequence.NeedsPush"));
  return sentences;
}

export function poolCard(
  state: PoolCardState,
  result: PoolRollResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  const pushedDie = state.pushed === "addDie" ? result.pool.length - 1 : -1;
  const pool = keptPool(t, result.pool, result.keptIndex, pushedDie);
  ctx.diceGroups.push(
    group("pool", t("VOWFORGE.Card.Dice.Pool"), pool),
    challengeGroup(t, result.challengeDice, result.beaten),
  );
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.PositionEffect", {
        position: t(`VOWFORGE.Card.Position.${result.position}`),
        effect: t(`VOWFORGE.Card.Effect.${result.effect}`),
      }),
      "position",
    ),
  );
  if (state.pushed) ctx.lines.push(line(t(`VOWFORGE.Card.Pushed.${state.pushed}`), "pushed"));
  if (result.matchResult) {
    ctx.match = {
      label: t("VOWFORGE.Card.Match.Label"),
      meaning: t(`VOWFORGE.Card.Match.new.${result.matchResult}`),
      cssClass: `vf-card__match vf-card__match--${result.matchResult}`,
    };
  }
  ctx.consequence = {
    heading: t("VOWFORGE.Card.Consequence.Heading", {
      position: t(`VOWFORGE.Card.Position.${result.position}`),
    }),
    sentences: consequenceSentences(t, result.consequence),
  };
  ctx.move = moveText(t, move, POOL_TO_CHALLENGE[result.outcome], result.match);

  const nothingToGain = result.outcome === "fullSuccess" && result.effect === "great";
  if (state.pushed === null && !nothingToGain && offered(state, env, "push")) {
    ctx.actions.push(button("push", t("VOWFORGE.Card.Action.pushAddDie"), { choice: "addDie" }));
    const raised = EFFECTS[EFFECTS.indexOf(result.effect) + 1];
    if (raised) {
      const effect = t(`VOWFORGE.Card.Effect.${raised}`);
      ctx.actions.push(
        button("push", t("VOWFORGE.Card.Action.pushRaiseEffect", { effect }), { choice: "raiseEffect" }),
      );
    }
  }
  addMarkButtons(ctx, state, result, env);
  return ctx;
}

/**
 * The marks a pool roll's consequence asks for, as buttons: "Mark harm" (asks for the harm's name; says
 * it marks breaking instead when the character has no free harm slot) and "Mark breaking", with "Clear
 * heart instead" beside it while the character has heart marked. When one of the two is to be chosen,
 * taking either closes both.
 */
function addMarkButtons(ctx: CardContext, state: PoolCardState, result: PoolRollResult, env: CardEnv): void {
  const t = env.localize;
  const marks = result.consequence.marks;
  const eitherDone =
    marks === "harmOrBreaking" &&
    (state.applied.includes("markHarm") || state.applied.includes("markBreaking"));
  if (marks === "none" || eitherDone) return;
  const character = forgedTiesOf(env.actor);
  const harmFull = character !== null && !character.harm.includes(null);
  if (offered(state, env, "markHarm")) {
    const label = t(harmFull ? "VOWFORGE.Card.Action.markHarmFull" : "VOWFORGE.Card.Action.markHarm");
    ctx.actions.push(button("markHarm", label, { prompt: harmFull ? "harmFull" : "harm" }));
  }
  if (offered(state, env, "markBreaking")) {
    ctx.actions.push(button("markBreaking", t("VOWFORGE.Card.Action.markBreaking")));
    if (character && character.heart.marked > 0) {
      ctx.actions.push(
        button("markBreaking", t("VOWFORGE.Card.Action.clearHeart"), { choice: "clearHeart" }),
      );
    }
  }
}
