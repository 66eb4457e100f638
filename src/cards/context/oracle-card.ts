/** The context of an Ask the Oracle card (see buildCardContext in card-context.ts). */
import { type AskTheOracleResult } from "../../rules/oracle";
import { base, die, group, line, outcomeOf, type CardContext, type CardEnv } from "./card-parts";
import type { OracleCardState } from "../../kinds/oracle";

export function oracleCard(state: OracleCardState, result: AskTheOracleResult, env: CardEnv): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.answer, t(`VOWFORGE.Card.Oracle.${result.answer}`)));
  ctx.subtitle = state.question || null;
  const roll = die(
    100,
    result.roll,
    [result.answer],
    [],
    t("VOWFORGE.Card.Die.OracleSr", { value: result.roll }),
  );
  ctx.diceGroups.push(group("oracle", t("VOWFORGE.Card.Dice.Oracle"), [roll]));
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.Oracle.Odds", {
        odds: t(`VOWFORGE.Card.OracleOdds.${result.odds}`),
        threshold: result.threshold,
      }),
      "odds",
    ),
  );
  if (result.extreme) {
    ctx.match = {
      label: t("VOWFORGE.Card.Match.extremeLabel"),
      meaning: t("VOWFORGE.Card.Match.extreme"),
      cssClass: "vf-card__match vf-card__match--extreme",
    };
  }
  return ctx;
}
