/**
 * @Roll text is a chat command without its slash: the same parser accepts and refuses it, and the
 * button's default text names the roll.
 */
import { describe, expect, it } from "vitest";
import { inlineRollLabel, NOT_A_ROLL_KEY, parseInlineRoll, rollsNamedStat } from "../../src/enrichers/inline-roll";
import { localize as t } from "../helpers/handlebars";

function label(text: string): string {
  const parsed = parseInlineRoll(text);
  if (!parsed.ok) throw new Error(`${text} did not parse`);
  return inlineRollLabel(parsed, t);
}

describe("parseInlineRoll", () => {
  it("reads every roll command as the chat box does", () => {
    expect(parseInlineRoll("action edge +1")).toEqual({ ok: true, text: "action edge +1", command: { name: "action", stat: { kind: "named", id: "edge" }, adds: 1 } });
    expect(parseInlineRoll(" progress 7 Find my sister ")).toMatchObject({ ok: true, command: { name: "progress", score: 7, trackName: "Find my sister" } });
    expect(parseInlineRoll("pool 3 desperate great")).toMatchObject({ ok: true, command: { name: "pool", dice: 3, position: "desperate", effect: "great" } });
    expect(parseInlineRoll("threat 3d2t")).toMatchObject({ ok: true, command: { name: "threat", actionDice: 3, threatDice: 2 } });
    expect(parseInlineRoll("strike unskilled adv")).toMatchObject({ ok: true, command: { name: "strike", skilled: false, advantage: true } });
    expect(parseInlineRoll("ask likely Is it guarded?")).toMatchObject({ ok: true, command: { name: "ask", odds: "likely", question: "Is it guarded?" } });
  });

  it("refuses what the chat command refuses, with its message", () => {
    const bad = parseInlineRoll("action edge +21");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.key).toBe("VOWFORGE.Command.Error.OutOfRange");
    const noStat = parseInlineRoll("action");
    if (!noStat.ok) expect(noStat.error.key).toBe("VOWFORGE.Command.Error.MissingStat");
    expect(noStat.ok).toBe(false);
  });

  it("refuses words that are no roll, and the commands that roll nothing", () => {
    for (const text of ["", "fly away", "help", "oracle Action", "vf"]) {
      const parsed = parseInlineRoll(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toEqual({ key: NOT_A_ROLL_KEY, data: { value: text } });
    }
  });
});

describe("rollsNamedStat", () => {
  it("is true only for an action roll on a stat or meter (the roll dialog opens for the character)", () => {
    const pick = (text: string) => {
      const parsed = parseInlineRoll(text);
      if (!parsed.ok) throw new Error(text);
      return rollsNamedStat(parsed.command);
    };
    expect(pick("action heart")).toBe(true);
    expect(pick("action supply +2")).toBe(true);
    expect(pick("action 3 +1")).toBe(false);
    expect(pick("progress 4")).toBe(false);
  });
});

describe("inlineRollLabel", () => {
  it("names the roll and what the text asks for", () => {
    expect(label("action edge +1")).toBe("Action roll: Edge +1");
    expect(label("action iron")).toBe("Action roll: Iron");
    expect(label("action 3 +2")).toBe("Action roll: 3 +2");
    expect(label("progress 7")).toBe("Progress roll: 7");
    expect(label("pool 3 desperate great")).toBe("Pool roll: 3 desperate great");
    expect(label("ask likely")).toBe("Ask the Oracle: likely");
    expect(label("strike")).toBe("Skill roll");
  });
});
