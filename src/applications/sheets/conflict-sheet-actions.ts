/**
 * The team conflict sheet's table of actions, known when the script loads: each button loads the
 * buttons' work (conflict-actions.ts, in the sheet's own chunk: conflict-sheet-parts.ts) on its first use
 * and runs it; a Strike! character dropped on the sheet joins the players, through that chunk too.
 */
import { loadOnDemand } from "../../on-demand";
import { CONFLICT_BUTTONS } from "./conflict-action-names";
import { type ActionTable, type SheetAction } from "./sheet-action";

/** The buttons' work (vowforge-conflict.mjs); null, the user told, when it cannot be loaded. */
const sheetParts = () => loadOnDemand(() => import("./conflict-sheet-parts"), { what: "conflict sheet's buttons", messageKey: "VOWFORGE.Error.PartNotLoaded" });

/** The conflict sheet's actions: each loads the buttons' work on first use and runs it (nothing, when it cannot be loaded). */
export const CONFLICT_SHEET_ACTIONS: ActionTable = {
  ...Object.fromEntries(
    CONFLICT_BUTTONS.map((button): [string, SheetAction] => [
      button,
      async (actor, input, host) => (await sheetParts())?.CONFLICT_ACTIONS[button](actor, input, host),
    ]),
  ),
  /**
   * A Strike! character dropped on the sheet joins the players (while the conflict is in preparation),
   * by the chunk's member operations (nothing, the user told, when it cannot be loaded).
   */
  dropActor: async (actor, { dropped }, host) => {
    if (!dropped) return;
    if (dropped.type !== "strikeCharacter") return host.ask.tell("warn", "VOWFORGE.Rulesets.Conflict.Edit.DropNotStrike");
    await (await sheetParts())?.addConflictPlayer(actor, dropped);
  },
};
