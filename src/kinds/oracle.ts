/** The oracle kind: Ask the Oracle (a yes/no question, a d100 against the odds). */
import { ORACLE_ODDS_IDS, resolveAskTheOracle, type AskTheOracleResult } from "../rules/oracle";
import { defineKind } from "./contract";
import { choice, int, pick, text, type CardWith, type RequestWith } from "./shape";
import { base, die, group, line, outcomeOf, type CardContext, type CardEnv } from "./view";

export const ORACLE_SHAPE = {
  odds: choice(ORACLE_ODDS_IDS, "fiftyFifty"),
  /** The question asked (plain text), or "". */
  question: text(),
  /** The d100 roll, 1..100. */
  roll: int(1, 100, 1),
} as const;

export const ORACLE_REQUEST = pick(ORACLE_SHAPE, ["odds", "question"]);

export type OracleCardState = CardWith<"oracle", typeof ORACLE_SHAPE>;
export type OracleRequest = RequestWith<"oracle", typeof ORACLE_REQUEST>;
/** The die of an oracle roll, as cast. */
export type OracleDice = Pick<OracleCardState, "roll">;

/** The context of an Ask the Oracle card (see buildCardContext in cards/log-cards.ts). */
export function oracleView(state: OracleCardState, result: AskTheOracleResult, env: CardEnv): CardContext {
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

export const oracle = defineKind({
  id: "oracle",
  shape: ORACLE_SHAPE,
  request: ORACLE_REQUEST,
  resolve: (card: OracleCardState) => resolveAskTheOracle({ odds: card.odds, roll: card.roll }),
  fromDice: (request: OracleRequest, dice: OracleDice): OracleCardState => ({ ...request, roll: dice.roll, applied: [] }),
  check: (): OracleDice => ({ roll: 1 }),
  dice: () => [{ count: 1, die: "d100" }],
  closesEarlierBurns: false,
  read: (_request, [[roll]]): OracleDice => ({ roll }),
  view: oracleView,
});
