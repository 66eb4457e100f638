import { describe, expect, it } from "vitest";
import {
  DENIZEN_MATRIX,
  RulesError,
  denizenFor,
  emptyDenizenMatrix,
  siteDangerTable,
  siteFeatureTable,
  siteRowFor,
  type SiteAspect,
  type SiteRow,
} from "../../src/rules";

/** Rows of equal width covering from..to, labelled with a prefix. */
function rows(prefix: string, from: number, to: number, width: number): SiteRow[] {
  const out: SiteRow[] = [];
  for (let min = from; min <= to; min += width)
    out.push({ min, max: Math.min(to, min + width - 1), text: `${prefix} ${min}` });
  return out;
}

const theme: SiteAspect = {
  name: "Ancient",
  features: rows("theme feature", 1, 20, 4),
  dangers: rows("theme danger", 1, 30, 5),
};
const domain: SiteAspect = {
  name: "Barrow",
  features: rows("domain feature", 21, 100, 10),
  dangers: rows("domain danger", 31, 45, 3),
};
const reveal: SiteRow[] = [
  { min: 1, max: 30, text: "Check the theme card." },
  { min: 31, max: 45, text: "Check the domain card." },
  ...rows("general danger", 46, 100, 11),
];

describe("delve site tables", () => {
  it("features: the theme's rows for 1-20, the domain's for 21-100", () => {
    const table = siteFeatureTable(theme, domain);
    expect(siteRowFor(table, 1).text).toBe("theme feature 1");
    expect(siteRowFor(table, 20).text).toBe("theme feature 17");
    expect(siteRowFor(table, 21).text).toBe("domain feature 21");
    expect(siteRowFor(table, 100).text).toBe("domain feature 91");
  });

  it("dangers: the theme's for 1-30, the domain's for 31-45, Reveal a Danger's own from 46", () => {
    const table = siteDangerTable(theme, domain, reveal);
    expect(siteRowFor(table, 30).text).toBe("theme danger 26");
    expect(siteRowFor(table, 31).text).toBe("domain danger 31");
    expect(siteRowFor(table, 46).text).toBe("general danger 46");
    expect(table.some((row) => row.text.startsWith("Check the"))).toBe(false);
  });

  it("refuses a theme or domain whose rows leave a gap or overlap, naming it", () => {
    const gap = { ...theme, features: theme.features.slice(1) };
    expect(() => siteFeatureTable(gap, domain)).toThrow(/Ancient features: gap at 1/);
    const overlap = { ...domain, dangers: [...domain.dangers, { min: 40, max: 41, text: "again" }] };
    expect(() => siteDangerTable(theme, overlap, reveal)).toThrowError(RulesError);
    expect(() => siteRowFor(siteFeatureTable(theme, domain), 101)).toThrowError(RulesError);
  });
});

describe("denizen matrix", () => {
  it("has twelve slots covering 1-100, from very common to unforeseen", () => {
    expect(DENIZEN_MATRIX).toHaveLength(12);
    expect(DENIZEN_MATRIX.map((s) => s.max - s.min + 1)).toEqual([27, 14, 14, 14, 6, 6, 6, 6, 2, 2, 2, 1]);
    expect(DENIZEN_MATRIX.map((s) => s.frequency)).toEqual([
      "veryCommon",
      "common",
      "common",
      "common",
      "uncommon",
      "uncommon",
      "uncommon",
      "uncommon",
      "rare",
      "rare",
      "rare",
      "unforeseen",
    ]);
  });

  it("a roll finds its slot", () => {
    const matrix = emptyDenizenMatrix().map((slot, i) => ({ ...slot, name: `denizen ${i}` }));
    expect(denizenFor(matrix, 1).name).toBe("denizen 0");
    expect(denizenFor(matrix, 27).name).toBe("denizen 0");
    expect(denizenFor(matrix, 28).name).toBe("denizen 1");
    expect(denizenFor(matrix, 95).frequency).toBe("rare");
    expect(denizenFor(matrix, 100).frequency).toBe("unforeseen");
    expect(() => denizenFor(matrix.slice(1), 50)).toThrowError(RulesError);
  });
});
