/**
 * The Forged Ties sheet's buttons on the sheets page, through the same document operations. The edit
 * mode's state lives on the sample (`editMode`), which the page hands to the context builder; its
 * inputs are read from the rendered sheet. A refusal of the rules is reported in the page's language.
 */
import { readEditFields } from "../../../src/applications/sheets/context/edit-rows";
import { forgeRequest } from "../../../src/cards/special-requests";
import { bonds, forge, forgedTies } from "../../../src/operations";
import { addBond, removeBond } from "../../../src/operations/forged-ties-bonds";
import { fieldValue } from "../../../src/operations/forged-ties-edit";
import { isEditAction, runEditAction } from "../../../src/applications/sheets/forged-ties-buttons";
import { recordRuinAdvance, removeRuinAdvance } from "../../../src/operations/forged-ties-ruin";
import { type SampleRulesetActor } from "../ruleset-samples";
import { type SheetActionContext, type SheetActionHandler } from "./context";

/** The edit mode, the ruin advances and adding or removing bonds; false for any other action. */
async function editAction({ actor, sample, element, data }: SheetActionContext, action: string): Promise<boolean> {
  const editable = sample as SampleRulesetActor & { editMode?: boolean };
  const fields = () => readEditFields(element);
  const index = Number(data.index ?? -1);
  switch (action) {
    case "toggleEdit":
      if (editable.editMode) await runEditAction(actor, "saveEdit", fields());
      editable.editMode = !editable.editMode;
      return true;
    case "recordRuinAdvance":
      await recordRuinAdvance(actor, fieldValue(fields(), "new.ruinAdvance"));
      return true;
    case "removeRuinAdvance":
      await removeRuinAdvance(actor, index);
      return true;
    case "addBond": {
      await addBond(actor, fieldValue(fields(), "new.bond"));
      return true;
    }
    case "removeBond":
      await removeBond(actor, data.character ?? "");
      return true;
    default:
      if (!isEditAction(action)) return false;
      await runEditAction(actor, action, fields(), index);
      return true;
  }
}

const trackAction: SheetActionHandler = async ({ actor, sample, data, post, t }, action) => {
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

export const forgedTiesAction: SheetActionHandler = async (context, action) =>
  (await editAction(context, action)) || (await trackAction(context, action));
