/**
 * The Augur sheet's buttons on the sheets page, through the same document operations. The edit toggle
 * is kept on the page's sample (the Foundry sheet keeps it on itself).
 */
import { augur, bonds } from "../../../src/operations";
import { isAugurEditAction, runAugurEdit } from "../../../src/applications/sheets/augur-buttons";
import { type SheetActionHandler } from "./context";
import { editInput, toggleEditing } from "./edit-rows";

export const augurAction: SheetActionHandler = async (context, action) => {
  const { actor, sample } = context;
  if (action === "toggleEdit") {
    toggleEditing(sample);
    return true;
  }
  if (isAugurEditAction(action)) {
    const { index, fields } = editInput(context);
    await runAugurEdit(actor, action, index, fields);
    return true;
  }
  switch (action) {
    case "takeHarm":
      await augur.takeHarm(actor, 1);
      return true;
    case "healHarm":
      await augur.healHarm(actor, 1);
      return true;
    case "gainMomentum":
      await augur.gainMomentum(actor, 1);
      return true;
    case "loseMomentum":
      await augur.loseMomentum(actor, 1);
      return true;
    case "burnMomentum":
      await augur.burnMomentum(actor);
      return true;
    case "markBond":
      await bonds.markBond(actor, context.data.character ?? "");
      return true;
    default:
      return false;
  }
};
