/**
 * Drag data of the things a sheet lets the user drag onto the hotbar that are not documents.
 */

/** A stat dragged from the character sheet: `{ type: "vowforge.stat", stat: "edge" }`. */
export const STAT_DRAG_TYPE = "vowforge.stat";
