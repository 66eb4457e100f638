/** The oracle kind: Ask the Oracle (a yes/no question, a d100 against the odds). */
import { ORACLE_ODDS_IDS, resolveAskTheOracle } from "../rules/oracle";
import { type CardWith, defineKind, type RequestWith } from "./kind";
import { choice, int, pick, text } from "./shape";

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

export const oracle = defineKind({
  id: "oracle",
  shape: ORACLE_SHAPE,
  request: ORACLE_REQUEST,
  resolve: (card: OracleCardState) => resolveAskTheOracle({ odds: card.odds, roll: card.roll }),
  fromDice: (request: OracleRequest, dice: OracleDice): OracleCardState => ({ ...request, roll: dice.roll, applied: [] }),
  check: (): OracleDice => ({ roll: 1 }),
});
