import { describe, expect, it } from "vitest";
import {
  buildRollDialogContext,
  type RollDialogContext,
} from "../../../src/applications/dialogs/roll-dialog-context";
import { roundPercents } from "../../../src/kinds/view";
import { RULESETS } from "../../../src/config";
import { actionRollOdds } from "../../../src/rules/challenge";
import { poolRollOdds } from "../../../src/rules/pool";
import { strikeRollOdds } from "../../../src/rules/strike";
import { threatRollOdds } from "../../../src/rules/threat";
import { choices, env, input } from "./dialog-fixtures";

function sumOfTables(ctx: RollDialogContext): number[] {
  return (ctx.odds?.tables ?? []).map((t) => t.rows.reduce((a, r) => a + r.percent, 0));
}

function chances(ctx: RollDialogContext, table = 0): Record<string, number> {
  return Object.fromEntries((ctx.odds?.tables[table].rows ?? []).map((r) => [r.id, r.chance]));
}

describe("roundPercents", () => {
  it("rounds to tenths and always adds up to exactly 100", () => {
    expect(roundPercents([1 / 3, 1 / 3, 1 / 3])).toEqual([33.4, 33.3, 33.3]);
    expect(roundPercents([0.5, 0.25, 0.25])).toEqual([50, 25, 25]);
    expect(roundPercents([1, 0, 0])).toEqual([100, 0, 0]);
  });
});

describe("every ruleset", () => {
  it.each(RULESETS)("%s: labelled fields, odds rows that add up to 100%%", (ruleset) => {
    const i = input(ruleset, { stat: ruleset === "ironsworn" || ruleset === "starforged" ? "iron" : null });
    const ctx = buildRollDialogContext(i, choices(i), env);
    expect(ctx.error).toBeNull();
    expect(ctx.fields.length).toBeGreaterThan(1);
    for (const f of ctx.fields) {
      expect(f.label).not.toBe("");
      expect(f.id).toBe(`vf-test-${f.name}`);
    }
    expect(ctx.odds?.tables.length).toBeGreaterThan(0);
    for (const sum of sumOfTables(ctx)) expect(sum).toBeCloseTo(100, 9);
    for (const table of ctx.odds?.tables ?? []) {
      const exact = table.rows.reduce((a, r) => a + r.chance, 0);
      expect(exact).toBeCloseTo(1, 12);
      for (const r of table.rows) {
        expect(r.text).toBe(`${r.percent.toFixed(1)}%`);
        expect(r.barWidth).toBe(`${r.percent}%`);
        expect(r.cssClass).toBe(`vf-odds__row vf-outcome--${r.id}`);
      }
    }
  });
});

describe("Ironsworn / Starforged", () => {
  it("shows the stat choice with values, momentum, and the odds with and without a burn", () => {
    const i = input("ironsworn", { stat: "iron" });
    const ctx = buildRollDialogContext(i, choices(i, { adds: "0" }), env);
    expect(ctx.heading).toBe("Iron");
    expect(ctx.momentum).toBe("Momentum +5");
    const option = ctx.fields[0];
    expect(option.type).toBe("select");
    expect(option.value).toBe("stat.iron");
    expect(option.options[2]).toEqual({ value: "stat.iron", label: "Iron (+3)" });
    const exact = actionRollOdds({ modifier: 3, momentum: 5 });
    expect(chances(ctx)).toEqual({ strongHit: exact.strongHit, weakHit: exact.weakHit, miss: exact.miss });
    expect(ctx.odds?.tables[1].caption).toBe("If you burn momentum (+5) whenever it helps");
    expect(chances(ctx, 1)).toEqual(exact.withBurn);
    expect(ctx.odds?.notes).toEqual(["Match (either way): 10.0%"]);
  });

  it("says in one line when a burn cannot change the odds, instead of a second identical table", () => {
    const i = input("ironsworn", { stat: "iron" });
    // Iron +3 and +1 make every action score at least 5, so momentum +5 can never beat a die the score
    // does not: the rules give identical odds with and without the burn.
    const ctx = buildRollDialogContext(i, choices(i, { adds: "1" }), env);
    const exact = actionRollOdds({ modifier: 4, momentum: 5 });
    expect(exact.withBurn).toEqual({ strongHit: exact.strongHit, weakHit: exact.weakHit, miss: exact.miss });
    expect(ctx.odds?.tables).toHaveLength(1);
    expect(ctx.odds?.notes).toEqual(["Burning momentum (+5) cannot change this roll's outcome.", "Match (either way): 10.0%"]);
  });

  it("updates the odds when a choice changes", () => {
    const i = input("starforged");
    const low = buildRollDialogContext(i, choices(i, { option: "stat.heart" }), env);
    const high = buildRollDialogContext(i, choices(i, { option: "stat.iron", adds: 2 }), env);
    expect(chances(high).strongHit).toBeGreaterThan(chances(low).strongHit);
  });

  it("shows no burn odds when momentum is 0 or below", () => {
    const i = input("ironsworn");
    i.actor.momentum = -2;
    const ctx = buildRollDialogContext(i, choices(i), env);
    expect(ctx.odds?.tables).toHaveLength(1);
    expect(ctx.momentum).toBe("Momentum -2");
  });

  it("shows bad input inline, marks the field and shows no odds", () => {
    const i = input("ironsworn");
    const ctx = buildRollDialogContext(i, choices(i, { adds: "-1" }), env);
    expect(ctx.error).toBe("Adds cannot be negative.");
    expect(ctx.odds).toBeNull();
    expect(ctx.request).toBeNull();
    const adds = ctx.fields.find((f) => f.name === "adds");
    expect(adds?.invalid).toBe(true);
    expect(adds?.describedBy).toBe("vf-test-adds-hint vf-test-error");
    expect(adds?.value).toBe("-1");
    const range = buildRollDialogContext(i, choices(i, { adds: "99" }), env);
    expect(range.error).toBe("Adds must be between 0 and 20.");
  });

  it("offers a reroll the caller grants as a checkbox naming its source and dice, before the roll mode", () => {
    const i = input("starforged", { reroll: { dice: ["action", "challenge"], source: "Ace <Pilot>" } });
    const ctx = buildRollDialogContext(i, choices(i), env);
    expect(ctx.fields.map((f) => f.name)).toEqual(["option", "adds", "reroll", "rollMode"]);
    const reroll = ctx.fields[2];
    expect(reroll).toMatchObject({ type: "checkbox", checked: false, label: "Reroll allowed by Ace <Pilot>" });
    expect(reroll.hint).toBe("Tick it when it applies to this roll: the card then offers to reroll the action die or a challenge die, once.");
    const ticked = buildRollDialogContext(i, choices(i, { reroll: true }), env);
    expect(ticked.fields[2].checked).toBe(true);
    expect(ticked.request).toMatchObject({ reroll: { dice: ["action", "challenge"], source: "Ace <Pilot>" } });
  });

  it("offers Sundered Isles' cursed die to Starforged rolls: ticked and named when an asset adds it, else unticked", () => {
    const skull = input("starforged", { cursedDie: { source: "Chattering Skull" } });
    const ctx = buildRollDialogContext(skull, choices(skull), env);
    expect(ctx.fields.map((f) => f.name)).toEqual(["option", "adds", "cursedDie", "rollMode"]);
    expect(ctx.fields[2]).toMatchObject({ type: "checkbox", checked: true, label: "Roll the cursed die (added by Chattering Skull)" });
    expect(ctx.request).toMatchObject({ cursedDie: { source: "Chattering Skull" } });
    expect(ctx.odds?.notes).toEqual(expect.arrayContaining(["Cursed die shows 10 (the curse): 10.0%", "A match with a 10 on the cursed die: 1.0%"]));
    const unticked = buildRollDialogContext(skull, choices(skull, { cursedDie: false }), env);
    expect(unticked.request).not.toHaveProperty("cursedDie");

    const bare = input("starforged", { cursedDie: { source: "" } });
    const offered = buildRollDialogContext(bare, choices(bare), env);
    expect(offered.fields[2]).toMatchObject({ checked: false, label: "Roll the cursed die" });
    expect(buildRollDialogContext(bare, choices(bare, { cursedDie: true }), env).request).toMatchObject({ cursedDie: { source: "" } });

    const ironsworn = input("ironsworn", { cursedDie: { source: "" } });
    expect(buildRollDialogContext(ironsworn, choices(ironsworn), env).fields.map((f) => f.name)).not.toContain("cursedDie");
    expect(buildRollDialogContext(input("starforged"), choices(input("starforged")), env).fields.map((f) => f.name)).not.toContain("cursedDie");
  });

  it("offers no reroll without one from the caller, nor outside Ironsworn and Starforged", () => {
    expect(buildRollDialogContext(input("ironsworn"), choices(input("ironsworn")), env).fields.map((f) => f.name)).not.toContain("reroll");
    const pool = input("forgedTies", { reroll: { dice: ["challenge"], source: "X" } });
    expect(buildRollDialogContext(pool, choices(pool), env).fields.map((f) => f.name)).not.toContain("reroll");
  });

  it("shows the roll mode select with the given mode chosen, and refuses an unknown mode on that field", () => {
    const i = input("ironsworn", { rollMode: "gmroll" });
    const ctx = buildRollDialogContext(i, choices(i), env);
    const mode = ctx.fields.find((f) => f.name === "rollMode");
    expect(mode).toMatchObject({ type: "select", value: "gmroll", label: "Roll mode" });
    expect(mode?.options).toEqual([
      { value: "publicroll", label: "Public roll" },
      { value: "gmroll", label: "Private GM roll" },
      { value: "blindroll", label: "Blind GM roll" },
      { value: "selfroll", label: "Self roll" },
    ]);
    expect(ctx.rollMode).toBe("gmroll");
    const bad = buildRollDialogContext(i, choices(i, { rollMode: "shout" }), env);
    expect(bad.rollMode).toBeNull();
    expect(bad.request).toBeNull();
    expect(bad.error).toBe("Roll mode: choose one of the options.");
    expect(bad.fields.find((f) => f.name === "rollMode")?.invalid).toBe(true);
  });
});

describe("Forged Ties", () => {
  it("shows the pool's odds and the chance of a new opportunity or complication", () => {
    const i = input("forgedTies", { stat: "hunt" });
    const ctx = buildRollDialogContext(i, choices(i, { helperDice: 1 }), env);
    const exact = poolRollOdds({ dice: 3 });
    expect(chances(ctx)).toEqual({
      fullSuccess: exact.fullSuccess,
      partialSuccess: exact.partialSuccess,
      miss: exact.miss,
    });
    expect(ctx.odds?.notes[0]).toBe("Rolling 3d10, keeping the highest.");
    expect(ctx.odds?.notes[1]).toMatch(/^New opportunity: \d+\.\d%$/);
    expect(ctx.fields.map((f) => f.name)).toEqual([
      "skillDice",
      "relatedSkillDice",
      "helperDice",
      "position",
      "effect",
      "push",
      "pushClearHeart",
      "rollMode",
    ]);
    expect(ctx.fields[3].options.map((o) => o.label)).toEqual(["Controlled", "Risky", "Desperate"]);
    expect(ctx.momentum).toBeNull();
  });

  it("a push that adds a die improves the odds", () => {
    const i = input("forgedTies", { stat: "hunt" });
    const plain = buildRollDialogContext(i, choices(i), env);
    const pushed = buildRollDialogContext(i, choices(i, { push: "addDie" }), env);
    expect(chances(pushed).fullSuccess).toBeGreaterThan(chances(plain).fullSuccess);
  });
});

describe("Augur", () => {
  it("shows the odds of each result for the planned dice", () => {
    const i = input("augur", { stat: "bold" });
    const ctx = buildRollDialogContext(i, choices(i, { expertise: true, stanceThreat: 2 }), env);
    const exact = threatRollOdds({ actionDice: 4, threatDice: 3 });
    expect(chances(ctx)).toEqual(exact);
    expect(ctx.odds?.notes.slice(0, 2)).toEqual([
      "Threat level +2 from the stances; 1 more threat dice from harm.",
      "Rolling 4 action dice and 3 threat dice.",
    ]);
    expect(ctx.momentum).toBe("Momentum 2");
  });

  it("says when there is no roll, and notes momentum gained and ignored helpers", () => {
    const i = input("augur", { stat: "sly" });
    const impossible = buildRollDialogContext(i, choices(i, { stanceThreat: 4 }), env);
    expect(impossible.odds).toEqual({
      tables: [],
      notes: [
        "Threat level +4 from the stances; 1 more threat dice from harm.",
        "No roll: a threat level of 4 or more makes this impossible as it stands. Break the task into smaller steps, or come at it another way.",
      ],
    });
    const automatic = buildRollDialogContext(i, choices(i, { approach: 6, ability: true }), env);
    expect(automatic.odds?.notes[1]).toMatch(/succeeds/);
    const helped = buildRollDialogContext(i, choices(i, { assists: 3, stanceThreat: -1 }), env);
    expect(helped.odds?.notes).toContain("The low threat level grants 1 momentum first.");
    expect(helped.odds?.notes).toContain("2 more helpers share the risk but add no die.");
  });

  it("names the assisting characters' shared risk; outside assistance shares none", () => {
    const i = input("augur", { stat: "sly" });
    const shared = "Assisting characters share this roll's risk (2): the GM may turn an impact on them too, make it stronger or add one, or take suspense instead.";
    expect(buildRollDialogContext(i, choices(i, { assists: 2 }), env).odds?.notes).toContain(shared);
    const outside = buildRollDialogContext(i, choices(i, { outsideAssistance: true }), env).odds?.notes ?? [];
    expect(outside.some((n) => n.startsWith("Assisting characters"))).toBe(false);
  });

  it("sums the stances the GM picks; the live odds follow, and harm never makes it impossible", () => {
    const i = input("augur", { stat: "bold" });
    const stances = buildRollDialogContext(i, choices(i, { stanceResistant: 2, stanceVolatile: 1 }), env);
    expect(stances.odds?.notes[0]).toBe("Threat level +3 from the stances; 1 more threat dice from harm.");
    expect(chances(stances)).toEqual(threatRollOdds({ actionDice: 3, threatDice: 4 }));
    const impossible = buildRollDialogContext(i, choices(i, { stanceSubstantial: 2, stanceResistant: 2 }), env);
    expect(impossible.odds?.tables).toEqual([]);
    expect(impossible.odds?.notes[1]).toMatch(/Break the task/);
    const compromised = buildRollDialogContext(i, choices(i, { stanceCompromised: -2, stanceInert: true }), env);
    expect(compromised.odds?.notes).toContain("The low threat level grants 2 momentum first.");
    const hurt = buildRollDialogContext(i, choices(i, { stanceResistant: 3, harm: 3 }), env);
    expect(hurt.odds?.tables).toHaveLength(1);
  });

  it("zero dice: keep the lower", () => {
    const i = input("augur");
    const ctx = buildRollDialogContext(i, choices(i, { approach: 0 }), env);
    expect(ctx.odds?.notes).toContain("No action dice: roll two and keep the lower.");
    expect(chances(ctx).perfect).toBe(0);
  });
});

describe("Strike!", () => {
  it("shows a row for each row of the table in use", () => {
    const i = input("strike", { stat: "climb" });
    const ctx = buildRollDialogContext(i, choices(i, { majorConditions: 0 }), env);
    expect(ctx.odds?.tables[0].rows.map((r) => r.id)).toEqual([
      "successBonus",
      "success",
      "successCost",
      "twist",
      "twistCost",
    ]);
    expect(chances(ctx)).toEqual(strikeRollOdds({ skilled: true }));
    expect(ctx.odds?.notes).toEqual([]);
  });

  it("unskilled: the learn chance; both advantage and disadvantage: they cancel", () => {
    const i = input("strike", { stat: "lore" });
    const ctx = buildRollDialogContext(i, choices(i, { advantage: true, disadvantage: true }), env);
    expect(ctx.odds?.tables[0].rows[0].id).toBe("successLearn");
    expect(ctx.odds?.notes).toEqual([
      "Advantage and disadvantage cancel out: one die.",
      "Chance to learn the skill: 16.7%",
    ]);
    expect(ctx.fields.find((f) => f.name === "advantage")?.checked).toBe(true);
  });
});
