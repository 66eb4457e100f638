/** The context of a Strike! roll's card (see buildCardContext in card-context.ts). */
import { linkedRollEffect, type StrikeRollResult } from "../../rules/strike";
import {
  base,
  button,
  die,
  group,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  type CardContext,
  type CardEnv,
} from "./card-parts";
import type { StrikeCardState } from "../../kinds/strike";

export function strikeCard(state: StrikeCardState, result: StrikeRollResult, env: CardEnv): CardContext {
  const t = env.localize;
  // The learn row without learning (a 6 kept with advantage, say) reads as a success with a bonus.
  const row = result.row === "successLearn" && !result.learns ? "successBonus" : result.row;
  const ctx = base(state, env, outcomeOf(row, t(`${OUTCOME_KEY}.${row}`)));
  const several = result.dice.length > 1;
  const kept = t("VOWFORGE.Card.Die.kept");
  const dice = result.dice.map((value, i) => {
    const isKept = several && i === result.keptIndex;
    const srText = t(isKept ? "VOWFORGE.Card.Die.PoolKeptSr" : "VOWFORGE.Card.Die.PoolSr", { value });
    return die(6, value, isKept ? ["kept"] : [], isKept ? [kept] : [], srText);
  });
  ctx.diceGroups.push(group("skill", t("VOWFORGE.Card.Dice.Skill"), dice));
  if (result.helperDice.length > 0) {
    const helpers = result.helperDice.map((value) =>
      die(6, value, ["helper"], [], t("VOWFORGE.Card.Die.HelperSr", { value })),
    );
    ctx.diceGroups.push(group("helpers", t("VOWFORGE.Card.Dice.Helpers"), helpers));
  }
  ctx.lines.push(
    line(t(result.skilled ? "VOWFORGE.Card.Strike.Skilled" : "VOWFORGE.Card.Strike.Unskilled"), "table"),
  );
  if (result.advantage) ctx.lines.push(line(t("VOWFORGE.Card.Strike.Advantage"), "advantage"));
  if (result.disadvantage) ctx.lines.push(line(t("VOWFORGE.Card.Strike.Disadvantage"), "disadvantage"));
  if (state.advantage && state.disadvantage)
    ctx.lines.push(line(t("VOWFORGE.Card.Strike.Cancelled"), "advantage"));
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.Strike.Total", {
        kept: result.kept,
        helpers: signed(result.modifiers.helpers),
        conditions: signed(result.modifiers.conditions),
        value: result.value,
      }),
      "score",
    ),
  );
  if (state.linked) {
    const effect = linkedRollEffect(result);
    ctx.lines.push(line(t(`VOWFORGE.Card.Strike.Linked.${effect ?? "none"}`), "linked"));
  }
  if (result.learns) {
    // Only the learn row offers the bonus as the other choice.
    const key = row === "successLearn" ? "VOWFORGE.Card.Strike.Learn" : "VOWFORGE.Card.Strike.LearnOnly";
    ctx.lines.push(line(t(key), "learn"));
    if (state.skillId !== null && offered(state, env, "learnSkill"))
      ctx.actions.push(button("learnSkill", t("VOWFORGE.Card.Action.learnSkill")));
  }
  return ctx;
}
