import { describe, expect, it } from "vitest";
import { buildRollDialogContext, defaultChoices, readChoices } from "../../../src/applications/dialogs/roll-dialog-context";
import { tickedOffers } from "../../../src/applications/dialogs/roll-dialog-request";
import { nextMoveOffers, usedNextMoveAdds } from "../../../src/applications/dialogs/roll-dialog-context";
import { moveNameFromId } from "../../../src/rules/effects/next-move";
import { env, input } from "./dialog-fixtures";

const SECURE = "move:starforged/adventure/secure_an_advantage";
const FACE = "move:starforged/adventure/face_danger";
const stored = [
  { add: 1, source: SECURE, move: "", notProgress: true },
  { add: 2, source: SECURE, move: SECURE, notProgress: false },
];

describe("stored adds in the roll dialog", () => {
  it("offers each add the move may take, ticked, naming the move that granted it", () => {
    const offers = nextMoveOffers(stored, { moveId: FACE, progress: false });
    expect(offers).toEqual([
      { id: "nextMove.0", add: 1, label: "VOWFORGE.Dialog.Offer.NextMove", labelData: { source: "Secure an advantage" }, ticked: true },
    ]);
    expect(nextMoveOffers(stored, { moveId: SECURE, progress: false }).map((o) => o.id)).toEqual(["nextMove.0", "nextMove.1"]);
    expect(moveNameFromId("odd")).toBe("Odd");
  });

  it("shows a ticked add whose value joins the roll's adds and the odds; unticked, it is left out", () => {
    const dialog = input("starforged", { addOffers: nextMoveOffers(stored, { moveId: SECURE, progress: false }) });
    const choices = defaultChoices(dialog);
    const ticked = buildRollDialogContext(dialog, choices, env);
    const ticks = ticked.fields.filter((f) => f.name.startsWith("offers."));
    expect(ticks.map((f) => [f.name, f.type, f.checked])).toEqual([
      ["offers.nextMove.0", "checkbox", true],
      ["offers.nextMove.1", "checkbox", true],
    ]);
    expect(ticks[0].label).toContain("Secure an advantage");
    expect(ticked.request).toMatchObject({ kind: "action", adds: 3 });
    expect(tickedOffers(dialog, choices)).toEqual(["nextMove.0", "nextMove.1"]);
    expect(usedNextMoveAdds(tickedOffers(dialog, choices))).toEqual([0, 1]);

    const form = {
      querySelector: (sel: string) => (sel === '[name="offers.nextMove.1"]' ? { value: "on", checked: false } : null),
    };
    const unticked = readChoices(form, dialog, choices);
    const after = buildRollDialogContext(dialog, unticked, env);
    expect(after.request).toMatchObject({ adds: 1 });
    const strong = (c: typeof after) => c.odds?.tables[0].rows.find((r) => r.id === "strongHit")?.chance ?? 0;
    expect(strong(after)).toBeLessThan(strong(ticked));
    expect(usedNextMoveAdds(tickedOffers(dialog, unticked))).toEqual([0]);
  });

  it("offers no adds outside Ironsworn and Starforged", () => {
    const dialog = input("augur", { addOffers: nextMoveOffers(stored, { moveId: SECURE, progress: false }) });
    expect(buildRollDialogContext(dialog, defaultChoices(dialog), env).fields.some((f) => f.name.startsWith("offers."))).toBe(false);
  });
});
