/**
 * The forge card: the forge dice against the challenge dice, the outcome's question, and what the
 * outcome asks or offers as buttons: on a miss "Mark breaking" (and "Clear heart instead" while heart is
 * marked); on a partial success "Mark breaking and remove <harm>", one per unbroken harm; on a full
 * success "Mark heart" and "Remove <harm>"; and for each helper who has not yet marked it, "Mark
 * <helper>'s bond". The option buttons need the character (which harm, how much heart): without it the
 * card only words the options.
 */
import { type ForgeRollResult } from "../../rules/forge";
import { forgedTiesOf } from "../../data/documents";
import { forgeOptionsFor, removableHarm } from "../actions/offered";
import {
  base,
  button,
  challengeGroup,
  group,
  keptPool,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  type CardContext,
  type CardEnv,
} from "./card-parts";
import type { ForgeCardState } from "../../kinds/forge";

function optionButtons(ctx: CardContext, state: ForgeCardState, result: ForgeRollResult, env: CardEnv): void {
  const t = env.localize;
  const character = forgedTiesOf(env.actor);
  if (!character) return;
  if (result.choices.required.includes("markBreaking") && offered(state, env, "markBreaking")) {
    ctx.actions.push(button("markBreaking", t("VOWFORGE.Card.Action.markBreaking")));
    if (character.heart.marked > 0) {
      ctx.actions.push(
        button("markBreaking", t("VOWFORGE.Card.Action.clearHeart"), { choice: "clearHeart" }),
      );
    }
  }
  if (!offered(state, env, "forgeOption")) return;
  for (const option of forgeOptionsFor(result.outcome, character)) {
    if (option === "markHeart") {
      ctx.actions.push(button("forgeOption", t("VOWFORGE.Card.Forge.Option.markHeart"), { choice: option }));
      continue;
    }
    for (const index of removableHarm(character)) {
      const name = character.harm[index]?.name ?? "";
      ctx.actions.push(
        button("forgeOption", t(`VOWFORGE.Card.Forge.Option.${option}`, { name }), {
          choice: option,
          harmIndex: String(index),
        }),
      );
    }
  }
}

function helperButtons(ctx: CardContext, state: ForgeCardState, env: CardEnv): void {
  const t = env.localize;
  if (state.helpers.length === 0) return;
  ctx.lines.push(
    line(t("VOWFORGE.Card.Forge.Helpers", { names: state.helpers.map((h) => h.name).join(", ") }), "helpers"),
  );
  if (!offered(state, env, "markBond")) return;
  state.helpers.forEach((helper, index) => {
    if (helper.bondMarked) return;
    ctx.actions.push(
      button("markBond", t("VOWFORGE.Card.Action.markBond", { name: helper.name }), {
        helperIndex: String(index),
      }),
    );
  });
}

export function forgeCard(state: ForgeCardState, result: ForgeRollResult, env: CardEnv): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  ctx.subtitle = state.requirement || null;
  const keptIndex = state.pool.indexOf(result.highest);
  ctx.diceGroups.push(
    group("forge", t("VOWFORGE.Card.Dice.Forge"), keptPool(t, state.pool, keptIndex)),
    challengeGroup(t, state.challengeDice, result.beaten),
  );
  if (result.matchResult) {
    ctx.match = {
      label: t("VOWFORGE.Card.Match.Label"),
      meaning: t(`VOWFORGE.Card.Match.new.${result.matchResult}`),
      cssClass: `vf-card__match vf-card__match--${result.matchResult}`,
    };
  }
  ctx.consequence = {
    heading: t("VOWFORGE.Card.Forge.Heading"),
    sentences: [
      t(`VOWFORGE.Card.Forge.Outcome.${result.outcome}`),
      t(`VOWFORGE.Card.Forge.Question.${result.choices.question}`),
    ],
  };
  optionButtons(ctx, state, result, env);
  helperButtons(ctx, state, env);
  return ctx;
}
