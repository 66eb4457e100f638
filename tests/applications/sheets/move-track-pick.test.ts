/**
 * A progress move offering several tracks draws one button, not one per track (the tracks are listed
 * once, in the Tracks tab): pressing it asks which track and rolls on the one picked; a move with one
 * track keeps that track's own button and rolls on it without asking.
 */
import { describe, expect, it } from "vitest";
import { runAction, type ButtonData, type Choice, type SheetHost } from "../../../src/applications/sheets/sheet-action";
import { CHARACTER_ACTIONS } from "../../../src/applications/sheets/character-actions";
import { type ProgressTarget } from "../../../src/applications/sheets/context/moves-context";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { CHARACTER_PARTS } from "../../../src/applications/sheets/sheet-templates";
import { benchCharacter, benchMoves } from "../../../playground/sheets/samples";
import { renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

const target = (trackId: string, name: string): ProgressTarget => ({ trackId, trackUuid: `Actor.a.Item.${trackId}`, legacy: "", bonds: false, name, score: 3, label: `Swear: roll on ${name}` });

/** A host whose question answers `answer` and whose progress rolls are recorded. */
function host(targets: readonly ProgressTarget[], answer: string | null) {
  const asked: Choice[][] = [];
  const rolled: ButtonData[] = [];
  const h = {
    ask: {
      choose: async (_title: string, _prompt: string, choices: readonly Choice[]) => {
        asked.push([...choices]);
        return answer;
      },
    },
    rolls: { progress: async (data: ButtonData) => void rolled.push(data) },
    moveTargets: (uuid: string) => (uuid === "Item.move" ? targets : []),
  } as unknown as SheetHost;
  return { h, asked, rolled };
}

const press = (h: SheetHost, data: ButtonData) =>
  runAction(CHARACTER_ACTIONS, "rollMoveProgress", {} as never, { data, index: -1, target: null, element: {} as HTMLElement }, h);

describe("a progress move's button", () => {
  it("asks which of the move's tracks to roll on and rolls on the one picked", async () => {
    const { h, asked, rolled } = host([target("t1", "Vow one"), target("t2", "Vow two")], "1");
    await press(h, { moveUuid: "Item.move" });
    expect(asked).toEqual([[{ id: "0", label: "Swear: roll on Vow one" }, { id: "1", label: "Swear: roll on Vow two" }]]);
    expect(rolled).toEqual([{ moveUuid: "Item.move", itemId: "t2", itemUuid: "Actor.a.Item.t2", legacy: "", bonds: "false" }]);
  });

  it("rolls nothing when the question is closed", async () => {
    const { h, rolled } = host([target("t1", "Vow one"), target("t2", "Vow two")], null);
    await press(h, { moveUuid: "Item.move" });
    expect(rolled).toEqual([]);
  });

  it("rolls on a track its button names without asking", async () => {
    const { h, asked, rolled } = host([target("t1", "Vow one"), target("t2", "Vow two")], "0");
    await press(h, { moveUuid: "Item.move", itemId: "t1" });
    expect(asked).toEqual([]);
    expect(rolled).toEqual([{ moveUuid: "Item.move", itemId: "t1" }]);
  });

  it("is drawn once per move on the sheet, the tracks not repeated under each move", () => {
    const actor = benchCharacter();
    const context = buildCharacterContext(
      { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves: benchMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "moves", richEditor: true },
      sheetEnv(),
    );
    const many = context.moves.groups.flatMap((g) => g.moves).filter((m) => m.targets.length > 1);
    expect(many.length).toBeGreaterThan(0);
    const html = renderSheet(CHARACTER_PARTS.moves, context);
    for (const move of many) {
      const buttons = html.match(new RegExp(`data-action="rollMoveProgress" data-move-uuid="${move.uuid}"[^>]*>`, "g")) ?? [];
      expect(buttons, move.name).toHaveLength(1);
      expect(buttons[0]).not.toContain("data-item-id");
    }
  });
});
