/**
 * How the character sheet's moves list and the move item sheet show a move's roll methods.
 */
import { describe, expect, it } from "vitest";
import { buildMoveSheetContext } from "../../../src/applications/sheets/context/item-context";
import {
  conditionsText,
  movesView,
  readMove,
  type MovesInput,
} from "../../../src/applications/sheets/context/moves-context";
import { type SheetItem } from "../../../src/applications/sheets/context/types";
import { ITEM_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

const opt = (using: string, key: string, label = "", value = 0) => ({ using, key, label, value });

function moveItem(name: string, system: Record<string, unknown>): SheetItem {
  return {
    id: name,
    uuid: `Item.${name}`,
    name,
    type: "move",
    img: "",
    sort: 0,
    system: { ruleset: "ironsworn", category: "suffer", ...system },
  };
}

const endureHarm = moveItem("Endure Harm", {
  rollType: "action",
  rollOptions: [opt("stat", "iron"), opt("conditionMeter", "health")].map(({ using, key, label }) => ({
    using,
    key,
    label,
  })),
  rollConditions: [
    { rollMethod: "highest", label: "", rollOptions: [opt("stat", "iron"), opt("conditionMeter", "health")] },
  ],
});

const heal = moveItem("Heal", {
  rollType: "action",
  rollOptions: [
    { using: "stat", key: "wits", label: "" },
    { using: "stat", key: "iron", label: "" },
  ],
  rollConditions: [
    { rollMethod: "playerChoice", label: "", rollOptions: [opt("stat", "wits")] },
    {
      rollMethod: "lowest",
      label: "Mend your own wounds",
      rollOptions: [opt("stat", "iron"), opt("stat", "wits")],
    },
  ],
});

const continueLegacy = moveItem("Continue a Legacy", {
  ruleset: "starforged",
  category: "legacy",
  rollType: "specialTrack",
  rollOptions: ["quests", "bonds", "discoveries"].map((key) => ({ using: "legacyTrack", key, label: "" })),
  rollConditions: [
    {
      rollMethod: "all",
      label: "",
      rollOptions: ["quests", "bonds", "discoveries"].map((k) => opt("legacyTrack", k)),
    },
  ],
});

const faceDanger = moveItem("Face Danger", {
  category: "adventure",
  rollType: "action",
  rollOptions: [
    { using: "stat", key: "edge", label: "" },
    { using: "stat", key: "iron", label: "" },
  ],
});

const values = {
  stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 },
  meters: { health: { label: "Health", value: 5 } },
};

function listInput(moves: SheetItem[]): MovesInput {
  return {
    ruleset: "ironsworn",
    moves,
    ownMoves: [],
    search: "",
    values,
    tracks: [],
    legacies: null,
    bonds: null,
  };
}

describe("reading a move's conditions", () => {
  it("keeps stored conditions and reads an older move as one player choice over its options", () => {
    expect(readMove(endureHarm).rollConditions).toEqual([
      {
        rollMethod: "highest",
        label: "",
        rollOptions: [opt("stat", "iron"), opt("conditionMeter", "health")],
      },
    ]);
    expect(readMove(faceDanger).rollConditions).toEqual([
      { rollMethod: "playerChoice", label: "", rollOptions: [opt("stat", "edge"), opt("stat", "iron")] },
    ]);
    expect(
      readMove({ type: "move", system: { rollConditions: [{ rollMethod: "best", rollOptions: [{ key: "x", value: 1.5 }] }] } })
        .rollConditions,
    ).toEqual([{ rollMethod: "playerChoice", label: "", rollOptions: [opt("", "x")] }]);
  });
});

describe("the moves list", () => {
  it("says which option a method rolls, condition by condition", () => {
    const env = sheetEnv();
    expect(conditionsText(readMove(endureHarm), values, env)).toBe(
      "Iron +3 or Health +5, whichever is higher",
    );
    expect(conditionsText(readMove(heal), values, env)).toBe(
      "Wits +2; Mend your own wounds: Iron +3 or Wits +2, whichever is lower",
    );
    expect(conditionsText(readMove(faceDanger), values, env)).toBeNull();
  });

  it("puts it on the move's roll line; moves without a method read as before", () => {
    const view = movesView(listInput([endureHarm, faceDanger, heal]), sheetEnv());
    const texts = Object.fromEntries(view.groups.flatMap((g) => g.moves).map((m) => [m.name, m.optionsText]));
    expect(texts).toEqual({
      "Endure Harm": "Roll with Iron +3 or Health +5, whichever is higher",
      Heal: "Roll with Wits +2; Mend your own wounds: Iron +3 or Wits +2, whichever is lower",
      "Face Danger": "Roll with Edge +2 or Iron +3",
    });
  });

  it("a move that rolls every legacy track says each one", () => {
    const view = movesView({ ...listInput([continueLegacy]), ruleset: "starforged" }, sheetEnv());
    expect(view.groups[0].moves[0].optionsText).toBe("Roll against each of Quests, Bonds and Discoveries");
  });
});

describe("the move item sheet", () => {
  it("lists how each condition rolls when a method is not the player's choice", () => {
    const context = buildMoveSheetContext(heal, sheetEnv());
    expect(context.showConditions).toBe(true);
    expect(context.conditions).toEqual([
      { label: "", rollMethod: "playerChoice", text: "Wits" },
      { label: "Mend your own wounds", rollMethod: "lowest", text: "Iron or Wits, whichever is lower" },
    ]);
    const html = renderSheet(ITEM_TEMPLATES.move, context);
    expect(html).toContain(
      '<section class="vf-move-sheet__conditions" aria-labelledby="vf-test-conditions">',
    );
    expect(html).toContain('<h3 class="vf-sheet__heading" id="vf-test-conditions">How it rolls</h3>');
    expect(html).toContain(
      '<li data-roll-method="lowest"><strong>Mend your own wounds:</strong> Iron or Wits, whichever is lower</li>',
    );
  });

  it("shows nothing more for a move the player picks the option of, its options named in the user's language", () => {
    const context = buildMoveSheetContext(faceDanger, sheetEnv());
    expect(context.showConditions).toBe(false);
    expect(context.options).toEqual([{ text: "Edge" }, { text: "Iron" }]);
    expect(renderSheet(ITEM_TEMPLATES.move, context)).not.toContain("vf-move-sheet__conditions");
  });

  it("escapes a condition's text", () => {
    const tricky = moveItem("Tricky", {
      rollType: "action",
      rollOptions: [],
      rollConditions: [
        {
          rollMethod: "highest",
          label: "<img src=x>",
          rollOptions: [opt("stat", "iron"), opt("stat", "edge")],
        },
      ],
    });
    const html = renderSheet(ITEM_TEMPLATES.move, buildMoveSheetContext(tricky, sheetEnv()));
    expect(html).not.toContain("<img src=x>");
    expect(html).toContain("&lt;img src&#x3D;x&gt;");
  });
});
