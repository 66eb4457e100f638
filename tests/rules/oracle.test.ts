import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  ORACLE_ODDS,
  ORACLE_ODDS_IDS,
  isOracleMatch,
  oracleYesChance,
  resolveAskTheOracle,
  type OracleOdds,
} from "../../src/rules/oracle";

describe("Ask the Oracle", () => {
  it("uses the document's table: yes on the threshold or greater", () => {
    expect(ORACLE_ODDS).toEqual({
      almostCertain: 11,
      likely: 26,
      fiftyFifty: 51,
      unlikely: 76,
      smallChance: 91,
    });
  });

  it("answers yes exactly at the threshold and no just below", () => {
    for (const odds of ORACLE_ODDS_IDS) {
      const t = ORACLE_ODDS[odds];
      expect(resolveAskTheOracle({ odds, roll: t }).answer).toBe("yes");
      expect(resolveAskTheOracle({ odds, roll: t - 1 }).answer).toBe("no");
      expect(resolveAskTheOracle({ odds, roll: 100 }).answer).toBe("yes");
      expect(resolveAskTheOracle({ odds, roll: 1 }).answer).toBe("no");
    }
  });

  it("returns the full result", () => {
    expect(resolveAskTheOracle({ odds: "likely", roll: 33 })).toEqual({
      answer: "yes",
      odds: "likely",
      roll: 33,
      threshold: 26,
      match: true,
      extreme: true,
    });
    expect(resolveAskTheOracle({ odds: "unlikely", roll: 42 })).toEqual({
      answer: "no",
      odds: "unlikely",
      roll: 42,
      threshold: 76,
      match: false,
      extreme: false,
    });
  });

  it("matches on equal digits, 100 as 0-0", () => {
    const matches: number[] = [];
    for (let roll = 1; roll <= 100; roll++) if (isOracleMatch(roll)) matches.push(roll);
    expect(matches).toEqual([11, 22, 33, 44, 55, 66, 77, 88, 99, 100]);
    expect(resolveAskTheOracle({ odds: "smallChance", roll: 100 }).extreme).toBe(true);
    expect(resolveAskTheOracle({ odds: "smallChance", roll: 10 }).match).toBe(false);
  });

  it("yes chance agrees with counting the rolls", () => {
    for (const odds of ORACLE_ODDS_IDS) {
      let yes = 0;
      for (let roll = 1; roll <= 100; roll++) if (resolveAskTheOracle({ odds, roll }).answer === "yes") yes++;
      expect(oracleYesChance(odds)).toBeCloseTo(yes / 100, 12);
    }
  });

  it("rejects bad input", () => {
    expect(() => resolveAskTheOracle({ odds: "likely", roll: 0 })).toThrow(RulesError);
    expect(() => resolveAskTheOracle({ odds: "likely", roll: 101 })).toThrow(/between 1 and 100/);
    expect(() => resolveAskTheOracle({ odds: "likely", roll: 50.5 })).toThrow(/whole number/);
    expect(() => resolveAskTheOracle({ odds: "maybe" as OracleOdds, roll: 50 })).toThrow(
      /odds must be one of/,
    );
    expect(() => resolveAskTheOracle(null as unknown as { odds: OracleOdds; roll: number })).toThrow(
      RulesError,
    );
    expect(() => oracleYesChance("sure" as OracleOdds)).toThrow(RulesError);
    expect(() => isOracleMatch(0)).toThrow(RulesError);
  });
});
