/** The Forged Ties sheet's buttons on the sheets page, through the same document operations. */
import { forgeRequest } from "../../../src/chat/special-requests";
import { bonds, forge, forgedTies } from "../../../src/documents/tracks";
import { type SheetActionHandler } from "./context";

export const forgedTiesAction: SheetActionHandler = async ({ actor, sample, data, post, t }, action) => {
  const index = Number(data.index);
  switch (action) {
    case "markBreaking":
      await forgedTies.markBreaking(actor, 1);
      return true;
    case "clearBreaking":
      await forgedTies.clearBreaking(actor, 1);
      return true;
    case "markHeart":
      await forgedTies.markHeart(actor, 1);
      return true;
    case "clearHeart":
      await forgedTies.clearHeart(actor, 1);
      return true;
    case "addHarm":
      await forgedTies.markHarm(actor, t("VOWFORGE.Rulesets.Playground.SampleHarm"));
      return true;
    case "breakHarm":
      await forgedTies.markHarmBroken(actor, index);
      return true;
    case "removeHarm":
      await forgedTies.removeHarm(actor, index);
      return true;
    case "markStatTrack":
      await forgedTies.markStatTrack(actor, data.stat ?? "");
      return true;
    case "meetRequirement": {
      const id = data.requirement ?? "";
      const requirements = (sample.system.forge as { requirements: { id: string; label: string }[] }).requirements;
      const follow = await forge.markRequirement(actor, id, []);
      const label = requirements.find((r) => r.id === id)?.label ?? id;
      post(forgeRequest(actor, { id, label }, follow.dice, [], t("VOWFORGE.Card.Forge.Title")), "publicroll", actor.name);
      return true;
    }
    case "markBond":
      await bonds.markBond(actor, data.character ?? "");
      return true;
    case "resolveBond": {
      const follow = await bonds.resolveBond(actor, data.character ?? "");
      // The page marks the first stat track offered (the Foundry sheet asks).
      if (follow.statTrackChoices[0]) await forgedTies.markStatTrack(actor, follow.statTrackChoices[0]);
      return true;
    }
    case "endSession":
      await forgedTies.endOfSession(actor, { clearHarm: null });
      return true;
    default:
      return false;
  }
};
