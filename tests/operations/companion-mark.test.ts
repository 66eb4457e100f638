/**
 * A companion's out-of-action mark cleared by hand (the sheet's control): the mark goes, in one update
 * of the item's flag; a companion marked dead or not marked is left as it is.
 */
import { describe, expect, it } from "vitest";
import { clearOutOfAction } from "../../src/operations/companion";

/** An item whose update records what it was given (Foundry's Document#update takes dotted paths). */
function item(companion: string | undefined) {
  const updates: Record<string, unknown>[] = [];
  return {
    updates,
    flags: companion === undefined ? {} : { vowforge: { companion } },
    async update(data: Record<string, unknown>) {
      await Promise.resolve();
      updates.push(data);
      return this;
    },
  };
}

describe("clearOutOfAction", () => {
  it("clears the out-of-action mark", async () => {
    const rook = item("outOfAction");
    await clearOutOfAction(rook);
    expect(rook.updates).toEqual([{ "flags.vowforge.companion": "" }]);
  });

  it("leaves a dead companion dead, and an unmarked one alone", async () => {
    for (const mark of ["dead", "", undefined]) {
      const rook = item(mark);
      await clearOutOfAction(rook);
      expect(rook.updates).toEqual([]);
    }
  });
});
