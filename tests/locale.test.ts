/** Count-dependent texts pick their plural category from the lang file, never by gluing an "s" on; decimals follow the language. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { listText, oneDecimal, pluralText, userLanguage } from "../src/locale";
import { localize } from "./helpers/handlebars";

const KEY = "VOWFORGE.Rulesets.Augur.ThreatDice";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("pluralText", () => {
  it("uses the singular for one and the plural otherwise (English)", () => {
    expect(pluralText(localize, KEY, 1)).toBe("Harm adds 1 threat die to every roll.");
    expect(pluralText(localize, KEY, 2)).toBe("Harm adds 2 threat dice to every roll.");
    expect(pluralText(localize, KEY, 0)).toBe("Harm adds 0 threat dice to every roll.");
  });

  it("picks Polish one, few and many for 1, 3 and 5", () => {
    const texts: Record<string, string> = {
      [`${KEY}.one`]: "one {count}",
      [`${KEY}.few`]: "few {count}",
      [`${KEY}.many`]: "many {count}",
      [`${KEY}.other`]: "other {count}",
    };
    const t = (key: string, data?: Record<string, string>) =>
      (texts[key] ?? key).replace("{count}", data?.count ?? "");
    expect([1, 3, 5, 22, 25].map((n) => pluralText(t, KEY, n, {}, "pl"))).toEqual([
      "one 1",
      "few 3",
      "many 5",
      "few 22",
      "many 25",
    ]);
  });

  it("falls back to the 'other' text for a category the lang file lacks (Polish 'few')", () => {
    const texts: Record<string, string> = { [`${KEY}.other`]: "other {count}" };
    const t = (key: string, data?: Record<string, string>) =>
      (texts[key] ?? key).replace("{count}", data?.count ?? "");
    expect(pluralText(t, KEY, 3, {}, "pl")).toBe("other 3");
  });
});

describe("the user's language", () => {
  it("is Foundry's game.i18n.lang, else the page's <html lang>, else English", () => {
    expect(userLanguage()).toBe("en");
    vi.stubGlobal("document", { documentElement: { lang: "fr" } });
    expect(userLanguage()).toBe("fr");
    vi.stubGlobal("game", { i18n: { lang: "de" } });
    expect(userLanguage()).toBe("de");
  });

  it("writes decimals its way", () => {
    expect(oneDecimal(12.5, "en")).toBe("12.5");
    expect(oneDecimal(12.5, "de")).toBe("12,5");
    expect(oneDecimal(10, "fr")).toBe("10,0");
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    expect(oneDecimal(0.1)).toBe("0,1");
  });

  it("joins a list its way", () => {
    expect(listText(["Ironsworn"], "en")).toBe("Ironsworn");
    expect(listText(["Ironsworn", "Starforged"], "en")).toBe("Ironsworn and Starforged");
    expect(listText(["Augur", "Strike!", "Forged Ties"], "fr")).toBe("Augur, Strike! et Forged Ties");
    expect(listText(["Augur", "Strike!", "Forged Ties"], "de")).toBe("Augur, Strike! und Forged Ties");
    expect(listText(["Augur", "Strike!"], "pl")).toBe("Augur i Strike!");
  });
});
