/** Count-dependent texts pick their plural category from the lang file, never by gluing an "s" on. */
import { describe, expect, it } from "vitest";
import { pluralText } from "../../../src/applications/sheets/context/plural";
import { localize } from "../../helpers/handlebars";

const KEY = "VOWFORGE.Rulesets.Augur.ThreatDice";

describe("pluralText", () => {
  it("uses the singular for one and the plural otherwise (English)", () => {
    expect(pluralText(localize, KEY, 1)).toBe("Harm adds 1 threat die to every roll.");
    expect(pluralText(localize, KEY, 2)).toBe("Harm adds 2 threat dice to every roll.");
    expect(pluralText(localize, KEY, 0)).toBe("Harm adds 0 threat dice to every roll.");
  });

  it("falls back to the 'other' text for a category the lang file lacks (Polish 'few')", () => {
    const texts: Record<string, string> = { [`${KEY}.other`]: "other {count}" };
    const t = (key: string, data?: Record<string, string>) => (texts[key] ?? key).replace("{count}", data?.count ?? "");
    expect(pluralText(t, KEY, 3, {}, "pl")).toBe("other 3");
  });
});
