/** The team conflict sheet's buttons on the sheets page, through the same conflict operations. */
import { roundEvent, settleEvent } from "../../../src/applications/sheets/context/conflict-context";
import { conflict } from "../../../src/documents/tracks";
import { type SheetActionHandler } from "./context";

export const conflictAction: SheetActionHandler = async ({ actor, element, data }, action) => {
  switch (action) {
    case "settlePending": {
      const event = settleEvent(data);
      if (event) await conflict.recordConflictEvent(actor, event);
      return true;
    }
    case "startRounds":
      await conflict.recordConflictEvent(actor, { type: "startRounds" });
      return true;
    case "playRound": {
      const event = roundEvent(element);
      if (event) await conflict.recordConflictEvent(actor, event);
      return true;
    }
    case "undoEvent":
      await conflict.undoConflictEvent(actor);
      return true;
    default:
      return false;
  }
};
