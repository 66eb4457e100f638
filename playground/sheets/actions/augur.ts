/** The Augur sheet's buttons on the sheets page, through the same document operations. */
import { augur } from "../../../src/documents/tracks";
import { type SheetActionHandler } from "./context";

export const augurAction: SheetActionHandler = async ({ actor }, action) => {
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
    default:
      return false;
  }
};
