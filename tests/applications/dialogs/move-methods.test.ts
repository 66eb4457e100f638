/**
 * The roll dialog for moves whose trigger rolls "whichever is higher / lower", a fixed value, or an
 * automatic outcome: which options it offers, what it rolls, and how the stat picker explains it.
 */
import { describe, expect, it } from "vitest";
import { buildRollDialogContext, defaultChoices, listValues } from "../../../src/applications/dialogs/roll-dialog-context";
import { requestFromChoices } from "../../../src/applications/dialogs/roll-dialog-request";
import { conditionsOf, statOptions } from "../../../src/applications/dialogs/actor-summaries";
import {
  type MoveRollCondition,
  type MoveSummary,
} from "../../../src/applications/dialogs/roll-dialog-types";
import { DIALOG_TEMPLATES } from "../../../src/templates";
import { localize, render } from "../../helpers/handlebars";
import { choices, env, input, ironswornActor } from "./dialog-fixtures";

const stat = (key: string, value = 0) => ({ using: "stat" as const, key, label: "", value });
const meter = (key: string) => ({ using: "conditionMeter" as const, key, label: "", value: 0 });

function move(name: string, rollConditions: MoveRollCondition[]): MoveSummary {
  const rollOptions = rollConditions.flatMap((c) =>
    c.rollOptions.map(({ using, key, label }) => ({ using, key, label })),
  );
  return { uuid: `Item.${name.replace(/\s/g, "")}`, name, rollOptions, rollConditions };
}

const endureHarm = move("Endure Harm", [
  { rollMethod: "highest", label: "", rollOptions: [stat("iron"), meter("health")] },
]);
const heal = move("Heal", [
  { rollMethod: "playerChoice", label: "Receive treatment", rollOptions: [stat("iron")] },
  { rollMethod: "lowest", label: "Mend your own wounds", rollOptions: [stat("iron"), stat("wits")] },
  { rollMethod: "playerChoice", label: "Provide care", rollOptions: [stat("wits")] },
]);
const companionEndureHarm = move("Companion Endure Harm", [
  {
    rollMethod: "highest",
    label: "",
    rollOptions: [
      stat("heart"),
      { using: "assetMeter", key: "companionHealth", label: "companion health", value: 0 },
    ],
  },
]);
const developRelationship = move("Develop Your Relationship", [
  {
    rollMethod: "playerChoice",
    label: "If you already share a bond",
    rollOptions: [
      { using: "custom", key: "troublesome", label: "troublesome (+1)", value: 1 },
      { using: "custom", key: "epic", label: "epic (+5)", value: 5 },
    ],
  },
]);

describe("options a move's conditions offer", () => {
  it("whichever is higher: the one higher value, preselected (health 5 over iron 3)", () => {
    const i = input("ironsworn", { move: endureHarm });
    const options = statOptions(i);
    expect(options.map((o) => [o.value, o.stat.id, o.stat.value])).toEqual([["method.0", "health", 5]]);
    expect(options[0].reason).toEqual({
      rollMethod: "highest",
      condition: "",
      from: [
        { id: "iron", label: "Iron", value: 3 },
        { id: "health", label: "Health", value: 5 },
      ],
    });
    expect(defaultChoices(i).option).toBe("method.0");
  });

  it("follows the actor's values: with iron above health, iron is rolled", () => {
    const actor = ironswornActor({ meters: [{ id: "health", label: "Health", value: 1 }] });
    const i = input("starforged", { move: endureHarm, actor });
    expect(statOptions(i).map((o) => o.stat.id)).toEqual(["iron"]);
  });

  it("whichever is lower, beside conditions the player picks from (Heal)", () => {
    const i = input("starforged", { move: heal });
    expect(statOptions(i).map((o) => [o.value, o.stat.id, o.stat.value])).toEqual([
      ["stat.iron", "iron", 3],
      ["method.1", "wits", 2],
      ["stat.wits", "wits", 2],
    ]);
    expect(defaultChoices(i).option).toBe("stat.iron");
  });

  it("a method with only one value the actor has offers it plainly (no companion)", () => {
    const i = input("ironsworn", { move: companionEndureHarm });
    expect(statOptions(i).map((o) => [o.value, o.reason])).toEqual([["stat.heart", undefined]]);
    const withCompanion = input("ironsworn", {
      move: companionEndureHarm,
      actor: ironswornActor({ meters: [{ id: "companionHealth", label: "Companion health", value: 4 }] }),
    });
    expect(statOptions(withCompanion).map((o) => [o.value, o.stat.id, o.stat.value])).toEqual([
      ["method.0", "companionHealth", 4],
    ]);
  });

  it("fixed values roll as their value (Develop Your Relationship: +their rank)", () => {
    const i = input("starforged", { move: developRelationship });
    expect(statOptions(i).map((o) => [o.value, o.stat.label, o.stat.value])).toEqual([
      ["custom.troublesome", "Troublesome", 1],
      ["custom.epic", "Epic", 5],
    ]);
    const request = requestFromChoices(i, choices(i, { option: "custom.epic" }));
    expect(request).toMatchObject({
      kind: "action",
      title: "Develop Your Relationship",
      stat: { id: "epic", label: "Epic", value: 5 },
    });
  });

  it("an automatic outcome has nothing to roll: the dialog offers every stat", () => {
    const fated = move("Fated", [{ rollMethod: "strongHit", label: "", rollOptions: [] }]);
    expect(statOptions(input("ironsworn", { move: fated })).map((o) => o.value)).toEqual([
      "stat.edge",
      "stat.heart",
      "stat.iron",
      "stat.shadow",
      "stat.wits",
    ]);
  });

  it("a move given without conditions rolls by player choice, reading older fixed-value labels", () => {
    const older: MoveSummary = {
      uuid: null,
      name: "Develop Your Relationship",
      rollOptions: [{ using: "custom", key: "dangerous", label: "dangerous (+2)" }],
    };
    expect(conditionsOf(older)).toEqual([
      {
        rollMethod: "playerChoice",
        label: "",
        rollOptions: [{ using: "custom", key: "dangerous", label: "dangerous (+2)", value: 2 }],
      },
    ]);
    expect(statOptions(input("ironsworn", { move: older })).map((o) => [o.value, o.stat.value])).toEqual([
      ["custom.dangerous", 2],
    ]);
  });
});

describe("rolling and explaining the pick", () => {
  it("the request rolls the picked value under its own name", () => {
    const i = input("ironsworn", { move: endureHarm });
    expect(requestFromChoices(i, choices(i))).toMatchObject({
      kind: "action",
      moveUuid: "Item.EndureHarm",
      title: "Endure Harm",
      stat: { id: "health", label: "Health", value: 5 },
    });
  });

  it("refuses an option the move does not offer", () => {
    const i = input("ironsworn", { move: endureHarm });
    expect(() => requestFromChoices(i, choices(i, { option: "stat.iron" }))).toThrow(/NoStat/);
  });

  it("the stat picker names the pick and its reason, and its hint says why", () => {
    const i = input("ironsworn", { move: endureHarm });
    const [field] = buildRollDialogContext(i, choices(i), env).fields;
    expect(field.options).toEqual([
      { value: "method.0", label: "Health (+5), the higher of Iron (+3) and Health (+5)" },
    ]);
    expect(field.hint).toBe(
      "Endure Harm rolls with whichever is higher of Iron (+3) and Health (+5), so you roll Health.",
    );
    expect(field.describedBy).toBe(`${field.id}-hint`);
  });

  it("a condition's text leads its option and its reason (Heal)", () => {
    const i = input("starforged", { move: heal });
    const [field] = buildRollDialogContext(i, choices(i), env).fields;
    expect(field.options.map((o) => o.label)).toEqual([
      "Iron (+3)",
      "Mend your own wounds: Wits (+2), the lower of Iron (+3) and Wits (+2)",
      "Wits (+2)",
    ]);
    expect(field.hint).toBe(
      "Mend your own wounds: the move rolls with whichever is lower of Iron (+3) and Wits (+2), so you roll Wits.",
    );
  });

  it("moves without a method keep the plain picker and no hint", () => {
    const i = input("ironsworn", {
      move: move("Face Danger", [
        { rollMethod: "playerChoice", label: "", rollOptions: [stat("edge"), stat("iron")] },
      ]),
    });
    const [field] = buildRollDialogContext(i, choices(i), env).fields;
    expect(field.options.map((o) => o.label)).toEqual(["Edge (+2)", "Iron (+3)"]);
    expect(field.hint).toBeNull();
  });

  it("lists values with the language's separators", () => {
    const values = ironswornActor().stats.slice(0, 3);
    expect(listValues(values, localize)).toBe("Edge (+2), Heart (+1) and Iron (+3)");
    expect(listValues(values.slice(0, 1), localize)).toBe("Edge (+2)");
  });

  it("the dialog template shows the pick selected, with the hint tied to the select", () => {
    const i = input("ironsworn", { move: endureHarm });
    const html = render(DIALOG_TEMPLATES.whole, buildRollDialogContext(i, choices(i), env));
    expect(html).toMatch(
      /<select id="vf-test-option" name="option" aria-describedby="vf-test-option-hint"\s*>/,
    );
    expect(html).toMatch(
      /<option value="method.0" selected>Health \(\+5\), the higher of Iron \(\+3\) and Health \(\+5\)<\/option>/,
    );
    expect(html).toContain(
      '<p class="hint vf-field__hint" id="vf-test-option-hint">Endure Harm rolls with whichever is higher',
    );
  });
});
