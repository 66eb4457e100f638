/** What each kind of pack of ours holds, the list its content file keeps it under, and its converter. */
import { ownJournalDocument, registerJournalPages } from "./journals.mjs";
import { ownMoveDocument } from "./moves.mjs";
import { ownTableDocument } from "./tables.mjs";

export const OWN_KINDS = {
  moves: { type: "Item", documentName: "Item", listKey: "moves", convert: ownMoveDocument },
  tables: { type: "RollTable", documentName: "RollTable", listKey: "tables", convert: ownTableDocument },
  // A journal's pages can be linked to as well (`plan` runs once every entry has its id).
  reference: { type: "JournalEntry", documentName: "JournalEntry", listKey: "journals", convert: ownJournalDocument, plan: registerJournalPages },
};
