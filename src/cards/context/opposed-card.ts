/**
 * The opposed card: each side's dice read on its table, the two totals compared, who gets what they
 * want and how decisively, and on a narrow win the "yes, but" choices the loser picks from. When side a
 * (the card's character) learns the skill, "Learn the skill" is offered.
 */
import { type StrikeRollResult } from "../../rules/strike";
import { YES_BUT_CHOICES } from "../../rules/strike-opposed";
import {
  base,
  button,
  die,
  group,
  line,
  offered,
  outcomeOf,
  signed,
  type CardContext,
  type CardDiceGroup,
  type CardEnv,
} from "./card-parts";
import type { OpposedCardState, OpposedSideState } from "../../kinds/opposed";
import type { OpposedCardResult } from "../../kinds/opposed";

const O = "VOWFORGE.Card.Opposed";

function sideGroups(
  env: CardEnv,
  id: "a" | "b",
  side: OpposedSideState,
  result: StrikeRollResult,
): CardDiceGroup[] {
  const t = env.localize;
  const kept = t("VOWFORGE.Card.Die.kept");
  const several = result.dice.length > 1;
  const dice = result.dice.map((value, i) => {
    const isKept = several && i === result.keptIndex;
    const srText = t(isKept ? "VOWFORGE.Card.Die.PoolKeptSr" : "VOWFORGE.Card.Die.PoolSr", { value });
    return die(6, value, isKept ? ["kept"] : [], isKept ? [kept] : [], srText);
  });
  const groups = [group(`side-${id}`, t(`${O}.Dice`, { name: side.name }), dice)];
  if (result.helperDice.length > 0) {
    const helpers = result.helperDice.map((value) =>
      die(6, value, ["helper"], [], t("VOWFORGE.Card.Die.HelperSr", { value })),
    );
    groups.push(group(`side-${id}-helpers`, t(`${O}.HelperDice`, { name: side.name }), helpers));
  }
  return groups;
}

function sideLine(env: CardEnv, side: OpposedSideState, result: StrikeRollResult): string {
  const t = env.localize;
  const flags = [
    t(result.skilled ? `${O}.Skilled` : `${O}.Unskilled`),
    ...(result.advantage ? [t(`${O}.Advantage`)] : []),
    ...(result.disadvantage ? [t(`${O}.Disadvantage`)] : []),
  ].join(", ");
  return t(`${O}.Side`, {
    name: side.name,
    flags,
    kept: result.kept,
    helpers: signed(result.modifiers.helpers),
    conditions: signed(result.modifiers.conditions),
    total: result.total,
  });
}

export function opposedCard(state: OpposedCardState, result: OpposedCardResult, env: CardEnv): CardContext {
  const t = env.localize;
  const { opposed } = result;
  const winner = opposed.winner === null ? null : state[opposed.winner];
  const loser = opposed.winner === null ? null : state[opposed.winner === "a" ? "b" : "a"];
  const id = opposed.degree;
  const label = winner ? t(`${O}.Outcome.${id}`, { name: winner.name }) : t(`${O}.Outcome.tie`);
  const ctx = base(state, env, outcomeOf(id, label));
  ctx.subtitle = t(`${O}.Versus`, { a: state.a.name, b: state.b.name });
  ctx.diceGroups.push(...sideGroups(env, "a", state.a, result.a), ...sideGroups(env, "b", state.b, result.b));
  ctx.lines.push(
    line(sideLine(env, state.a, result.a), "side"),
    line(sideLine(env, state.b, result.b), "side"),
  );
  ctx.lines.push(line(t(`${O}.Margin`, { margin: Math.abs(opposed.margin) }), "margin"));
  if (opposed.loserPicks && loser) {
    ctx.list = {
      heading: t(`${O}.YesBut.Heading`, { name: loser.name }),
      items: YES_BUT_CHOICES.map((c) => t(`${O}.YesBut.${c}`)),
      cssClass: "vf-card__list vf-card__list--yesBut",
    };
  }
  if (opposed.aLearns) ctx.lines.push(line(t(`${O}.Learns`, { name: state.a.name }), "learn"));
  if (opposed.bLearns) ctx.lines.push(line(t(`${O}.Learns`, { name: state.b.name }), "learn"));
  if (opposed.aLearns && state.skillId !== null && offered(state, env, "learnSkill")) {
    ctx.actions.push(button("learnSkill", t("VOWFORGE.Card.Action.learnSkill")));
  }
  return ctx;
}
