import { describe, expect, it } from "vitest";
import { readChoices, type ChoiceControl } from "../../../src/applications/dialogs/roll-dialog-context";
import { choices, input } from "./dialog-fixtures";

/** A form as the reader sees it: controls by name. */
function form(controls: Record<string, ChoiceControl>) {
  return {
    querySelector(selector: string): ChoiceControl | null {
      const name = /^\[name="([^"]+)"\]$/.exec(selector)?.[1];
      return (name && controls[name]) || null;
    },
  };
}

describe("readChoices", () => {
  it("reads the ruleset's controls, the reroll checkbox and the roll mode, as typed", () => {
    const i = input("ironsworn", { reroll: { dice: ["challenge"], source: "Ironclad" } });
    const read = readChoices(
      form({
        option: { value: "stat.iron" },
        adds: { value: " 2" },
        reroll: { value: "on", checked: true },
        rollMode: { value: "selfroll" },
        // A control of another ruleset is not read.
        skillDice: { value: "4" },
      }),
      i,
      choices(i),
    );
    expect(read).toMatchObject({ option: "stat.iron", adds: " 2", reroll: true, rollMode: "selfroll" });
    expect(read.skillDice).toBe(choices(i).skillDice);
  });

  it("keeps the current value of a control the form lacks, and a reroll the input does not offer", () => {
    const i = input("strike");
    const current = choices(i, { reroll: false, helpers: 1 });
    const read = readChoices(form({ skilled: { value: "on", checked: false }, reroll: { value: "on", checked: true } }), i, current);
    expect(read).toMatchObject({ skilled: false, helpers: 1, reroll: false });
  });
});
