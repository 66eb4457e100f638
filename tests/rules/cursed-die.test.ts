import { describe, expect, it } from "vitest";
import { CURSED_DIE_FACES, RulesError, cursedActionReading, cursedOracleReading, isCursed, odds } from "../../src/rules";
import { generateDocuments } from "../../tools/packs/build.mjs";

describe("cursed die", () => {
  it("reads a cursed die beside an action roll: cursed on 10 only, a cursed match only with matching challenge dice", () => {
    for (let c = 1; c <= 10; c++) {
      for (let a = 1; a <= 10; a++) {
        for (let b = 1; b <= 10; b++) {
          expect(cursedActionReading([a, b], c)).toEqual({ cursed: c === 10, cursedMatch: c === 10 && a === b });
        }
      }
    }
    expect(() => cursedActionReading([1, 1], 11)).toThrow(RulesError);
    expect(() => cursedActionReading([0, 1], 10)).toThrow(RulesError);
  });

  it("is a d10 whose 10 brings the curse", () => {
    expect(CURSED_DIE_FACES).toBe(10);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(isCursed)).toEqual([10]);
    expect(() => isCursed(11)).toThrowError(RulesError);
    expect(() => isCursed(0)).toThrowError(RulesError);
  });

  it("leaves an oracle roll alone unless cursed; then replaces or adds as the cursed table says", () => {
    expect(cursedOracleReading(42, 9, "replaceResult")).toEqual({ cursed: false, read: "original" });
    expect(cursedOracleReading(42, 10, "replaceResult")).toEqual({
      cursed: true,
      read: "cursedAtRoll",
      roll: 42,
    });
    expect(cursedOracleReading(42, 10, "addResult")).toEqual({
      cursed: true,
      read: "originalAndCursed",
      roll: 42,
    });
    expect(() => cursedOracleReading(101, 10, "addResult")).toThrowError(RulesError);
    expect(() => cursedOracleReading(5, 10, "sometimes" as never)).toThrowError(RulesError);
  });

  it("odds: a tenth of rolls are cursed; a hundredth show a match with a cursed face", () => {
    const result = odds.cursedDie();
    expect(result.cursed).toBeCloseTo(0.1, 12);
    expect(result.cursedMatch).toBeCloseTo(0.01, 12);
  });
});

describe("cursed tables in the Sundered Isles pack", () => {
  it("each table with a cursed version links it, and each cursed version says how it applies", () => {
    const pack = generateDocuments().packs.find((p) => p.name === "sundered-isles-oracles");
    type Flags = { dataswornId: string; cursedBy?: string; curseBehavior?: string };
    const tables = (pack?.documents ?? []).map((d) => ({
      id: d._id as string,
      flags: (d.flags as { vowforge: Flags }).vowforge,
    }));
    const cursedBy = tables.filter((t) => t.flags.cursedBy);
    const versions = tables.filter((t) => t.flags.curseBehavior);
    expect(cursedBy.length).toBeGreaterThan(30);
    expect(versions.length).toBeGreaterThan(30);
    const ids = new Set(tables.map((t) => `Compendium.vowforge.sundered-isles-oracles.RollTable.${t.id}`));
    for (const table of cursedBy)
      expect(ids.has(table.flags.cursedBy ?? ""), table.flags.dataswornId).toBe(true);
    for (const table of versions) expect(["replaceResult", "addResult"]).toContain(table.flags.curseBehavior);
    const threshold = tables.find(
      (t) => t.flags.dataswornId === "oracle_rollable:sundered_isles/cave/threshold",
    );
    const cursed = tables.find(
      (t) => t.flags.dataswornId === "oracle_rollable:sundered_isles/cave/threshold_cursed",
    );
    expect(threshold?.flags.cursedBy).toBe(
      `Compendium.vowforge.sundered-isles-oracles.RollTable.${cursed?.id}`,
    );
    expect(cursed?.flags.curseBehavior).toBe("replaceResult");
  });
});
