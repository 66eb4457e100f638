import { describe, expect, it } from "vitest";
import { defaultChoices, fieldsFor } from "../../../src/applications/dialogs/roll-dialog-context";
import {
  RollInputError,
  requestFromChoices,
  rollModeFromChoices,
} from "../../../src/applications/dialogs/roll-dialog-request";
import { statOptions } from "../../../src/applications/dialogs/actor-summaries";
import { choices, input } from "./dialog-fixtures";

function inputError(fn: () => unknown): RollInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RollInputError) return e;
    throw e;
  }
  throw new Error("expected a RollInputError");
}

const faceDanger = {
  uuid: "Item.faceDanger",
  name: "Face Danger",
  rollOptions: [
    { using: "stat" as const, key: "edge", label: "" },
    { using: "stat" as const, key: "heart", label: "" },
    { using: "conditionMeter" as const, key: "health", label: "" },
    { using: "assetMeter" as const, key: "integrity", label: "" },
  ],
};

describe("Ironsworn / Starforged", () => {
  it("offers every stat when there is no move, preselecting the given one", () => {
    const i = input("ironsworn", { stat: "iron" });
    expect(statOptions(i).map((o) => o.value)).toEqual([
      "stat.edge",
      "stat.heart",
      "stat.iron",
      "stat.shadow",
      "stat.wits",
    ]);
    expect(defaultChoices(i).option).toBe("stat.iron");
  });

  it("offers the move's options the actor has, meters included", () => {
    const i = input("starforged", { move: faceDanger });
    expect(statOptions(i).map((o) => o.value)).toEqual(["stat.edge", "stat.heart", "meter.health"]);
  });

  it("builds an action request", () => {
    const i = input("starforged", { move: faceDanger, cancelOnNegativeMomentum: false });
    expect(requestFromChoices(i, choices(i, { option: "meter.health", adds: "2" }))).toEqual({
      kind: "action",
      ruleset: "starforged",
      actorUuid: "Actor.kira",
      moveUuid: "Item.faceDanger",
      title: "Face Danger",
      stat: { id: "health", label: "Health", value: 5 },
      adds: 2,
      momentum: 5,
      cancelOnNegativeMomentum: false,
      reroll: null,
    });
  });

  it("carries the reroll an asset grants only when the user ticks it", () => {
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    const i = input("ironsworn", { reroll });
    expect(defaultChoices(i).reroll).toBe(false);
    const unticked = requestFromChoices(i, choices(i));
    expect(unticked.kind === "action" && unticked.reroll).toBeNull();
    const ticked = requestFromChoices(i, choices(i, { reroll: true }));
    expect(ticked).toMatchObject({ kind: "action", reroll });
    expect(ticked.kind === "action" && ticked.reroll).not.toBe(reroll);
    // A tick without an allowance from the caller gives none.
    const none = requestFromChoices(input("ironsworn"), choices(input("ironsworn"), { reroll: true }));
    expect(none.kind === "action" && none.reroll).toBeNull();
  });

  it("passes the move's outcome texts on when the caller gave them, and leaves them to the roll otherwise", () => {
    const outcomes = {
      strongHit: { text: "<p>Take +1 momentum.</p>", match: "" },
      weakHit: { text: "", match: "" },
      miss: { text: "", match: "" },
    };
    const given = input("ironsworn", { move: { ...faceDanger, outcomes } });
    expect(requestFromChoices(given, choices(given))).toMatchObject({ moveOutcomes: outcomes });
    const absent = input("ironsworn", { move: faceDanger });
    expect("moveOutcomes" in requestFromChoices(absent, choices(absent))).toBe(false);
  });

  it("reads the roll mode chosen, refusing one Foundry does not know", () => {
    const i = input("ironsworn", { rollMode: "blindroll" });
    expect(defaultChoices(i).rollMode).toBe("blindroll");
    expect(defaultChoices(input("ironsworn")).rollMode).toBe("publicroll");
    expect(rollModeFromChoices(choices(i, { rollMode: "gmroll" }))).toBe("gmroll");
    expect(rollModeFromChoices(choices(i, { rollMode: "roll" }))).toBe("publicroll");
    const bad = inputError(() => rollModeFromChoices(choices(i, { rollMode: "loud" })));
    expect(bad.field).toBe("rollMode");
    expect(bad.key).toBe("VOWFORGE.Dialog.Error.Choice");
  });

  it("names a roll without a move after its stat", () => {
    const i = input("ironsworn");
    const request = requestFromChoices(i, choices(i, { option: "stat.wits" }));
    expect(request.title).toBe("Wits");
  });

  it("refuses negative, fractional, empty and huge adds with a localisable error on the adds field", () => {
    const i = input("ironsworn");
    const negative = inputError(() => requestFromChoices(i, choices(i, { adds: "-1" })));
    expect(negative.key).toBe("VOWFORGE.Dialog.Error.Negative");
    expect(negative.field).toBe("adds");
    expect(negative.fieldLabel).toBe("VOWFORGE.Dialog.Field.adds.Label");
    expect(inputError(() => requestFromChoices(i, choices(i, { adds: "1.5" }))).key).toBe(
      "VOWFORGE.Dialog.Error.NotWhole",
    );
    expect(inputError(() => requestFromChoices(i, choices(i, { adds: " " }))).key).toBe(
      "VOWFORGE.Dialog.Error.Required",
    );
    const huge = inputError(() => requestFromChoices(i, choices(i, { adds: 21 })));
    expect([huge.key, huge.data]).toEqual(["VOWFORGE.Dialog.Error.OutOfRange", { min: 0, max: 20 }]);
  });

  it("refuses an option the actor does not have", () => {
    const i = input("ironsworn");
    expect(inputError(() => requestFromChoices(i, choices(i, { option: "stat.luck" }))).field).toBe("option");
  });

  it("refuses momentum outside the track", () => {
    const i = input("ironsworn");
    i.actor.momentum = 12;
    expect(inputError(() => requestFromChoices(i, choices(i))).key).toBe("VOWFORGE.Dialog.Error.Momentum");
  });
});

describe("Forged Ties", () => {
  it("builds a pool request with the dice counted and a push applied", () => {
    const i = input("forgedTies", { stat: "hunt" });
    const c = choices(i, { relatedSkillDice: "1", helperDice: 1, position: "desperate", push: "addDie" });
    expect(requestFromChoices(i, c)).toEqual({
      kind: "pool",
      ruleset: "forgedTies",
      actorUuid: "Actor.kira",
      moveUuid: null,
      title: "Hunt",
      dice: 5,
      position: "desperate",
      effect: "standard",
      pushed: "addDie",
      pushClearHeart: false,
    });
    const raised = requestFromChoices(i, choices(i, { push: "raiseEffect" }));
    expect(raised).toMatchObject({ dice: 2, effect: "great", pushed: "raiseEffect" });
  });

  it("carries the player's choice to clear heart for the push's breaking, only with a push (FT-18)", () => {
    const i = input("forgedTies", { stat: "hunt" });
    expect(requestFromChoices(i, choices(i, { push: "addDie", pushClearHeart: true }))).toMatchObject({
      pushed: "addDie",
      pushClearHeart: true,
    });
    expect(requestFromChoices(i, choices(i, { pushClearHeart: true }))).toMatchObject({
      pushed: null,
      pushClearHeart: false,
    });
  });

  it("refuses an empty pool and raising great effect", () => {
    const i = input("forgedTies", { stat: "mend" });
    const empty = inputError(() => requestFromChoices(i, choices(i)));
    expect([empty.key, empty.field]).toEqual(["VOWFORGE.Dialog.Error.EmptyPool", "skillDice"]);
    expect(requestFromChoices(i, choices(i, { push: "addDie" }))).toMatchObject({ dice: 1 });
    const great = inputError(() =>
      requestFromChoices(i, choices(i, { skillDice: 1, effect: "great", push: "raiseEffect" })),
    );
    expect([great.key, great.field]).toEqual(["VOWFORGE.Dialog.Error.EffectAboveGreat", "push"]);
  });

  it("offers helpers' stat dice only on a stat roll: a stat helps stats, a skill helps either", () => {
    const names = (stat: string | null) => fieldsFor(input("forgedTies", { stat })).map((f) => f.name);
    expect(names("wits")).toEqual(expect.arrayContaining(["helperDice", "helperStatDice"]));
    expect(names(null)).toEqual(expect.arrayContaining(["helperDice", "helperStatDice"]));
    expect(names("hunt")).toContain("helperDice");
    expect(names("hunt")).not.toContain("helperStatDice");
    const stat = input("forgedTies", { stat: "wits" });
    expect(requestFromChoices(stat, choices(stat, { helperDice: 1, helperStatDice: "2" }))).toMatchObject({ dice: 4 });
    // On a skill roll the hidden field counts for nothing, whatever it was left holding.
    const skill = input("forgedTies", { stat: "hunt" });
    expect(requestFromChoices(skill, choices(skill, { helperDice: 1, helperStatDice: "2" }))).toMatchObject({ dice: 3 });
  });

  it("refuses a value outside the select's options", () => {
    const i = input("forgedTies", { stat: "hunt" });
    expect(inputError(() => requestFromChoices(i, choices(i, { position: "reckless" }))).field).toBe(
      "position",
    );
  });
});

describe("Augur", () => {
  it("builds a threat request with the plan the rules read", () => {
    const i = input("augur", { stat: "bold" });
    const c = choices(i, { expertise: true, assists: "2", stanceThreat: "1" });
    expect(requestFromChoices(i, c)).toEqual({
      kind: "threat",
      ruleset: "augur",
      actorUuid: "Actor.kira",
      moveUuid: null,
      title: "Bold",
      momentum: 2,
      plan: {
        approach: 3,
        bonusDice: { expertise: true, ability: false, workingTogether: false },
        assists: 2,
        outsideAssistance: false,
        stanceThreat: 1,
        harm: 1,
        momentum: 2,
      },
    });
  });

  it("turns the stances into the plan's threat level, each within its range", () => {
    const i = input("augur", { stat: "bold" });
    const level = (over: Record<string, unknown>) => {
      const request = requestFromChoices(i, choices(i, over));
      return request.kind === "threat" ? request.plan.stanceThreat : null;
    };
    expect(level({ stanceResistant: "2", stanceVolatile: "1", stanceCompromised: "-1" })).toBe(2);
    expect(level({ stanceSubstantial: "3", stanceThreat: "1" })).toBe(4);
    expect(level({ stanceCompromised: "-2", stanceInert: true })).toBe(-2);
    expect(inputError(() => requestFromChoices(i, choices(i, { stanceCompromised: "1" }))).field).toBe("stanceCompromised");
    expect(inputError(() => requestFromChoices(i, choices(i, { stanceSubstantial: "5" }))).field).toBe("stanceSubstantial");
  });

  it("accepts a negative threat level and refuses too many threat dice", () => {
    const i = input("augur", { stat: "sly" });
    expect(requestFromChoices(i, choices(i, { stanceThreat: "-2" }))).toMatchObject({
      plan: { stanceThreat: -2 },
    });
    const tooMany = inputError(() => requestFromChoices(i, choices(i, { stanceThreat: 3, harm: 10 })));
    expect([tooMany.key, tooMany.field, tooMany.data]).toEqual([
      "VOWFORGE.Dialog.Error.TooManyThreatDice",
      "harm",
      { max: 12 },
    ]);
    expect(inputError(() => requestFromChoices(i, choices(i, { stanceThreat: -7 }))).key).toBe(
      "VOWFORGE.Dialog.Error.OutOfRange",
    );
  });
});

describe("Strike!", () => {
  it("builds a skill request", () => {
    const i = input("strike", { stat: "climb" });
    expect(requestFromChoices(i, choices(i, { advantage: true, helpers: "2" }))).toEqual({
      kind: "strike",
      ruleset: "strike",
      actorUuid: "Actor.kira",
      moveUuid: null,
      title: "Climb",
      skilled: true,
      advantage: true,
      disadvantage: false,
      majorConditions: 1,
      helpers: 2,
      skillId: "climb",
      linked: false,
    });
    const unskilled = input("strike", { stat: "lore" });
    expect(requestFromChoices(unskilled, choices(unskilled))).toMatchObject({
      skilled: false,
      title: "Lore",
    });
  });

  it("refuses a negative helper count", () => {
    const i = input("strike");
    const e = inputError(() => requestFromChoices(i, choices(i, { helpers: -1 })));
    expect([e.key, e.field]).toEqual(["VOWFORGE.Dialog.Error.Negative", "helpers"]);
    expect(requestFromChoices(i, choices(i)).title).toBe("Roll");
  });
});
