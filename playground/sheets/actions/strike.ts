/**
 * The Strike! sheet's buttons on the sheets page, through the same document operations; the edit toggle
 * and refusals are handled as on the Augur sheet.
 */
import { purchaseRequest } from "../../../src/cards/special-requests";
import { strike } from "../../../src/operations";
import { isStrikeEditAction, runStrikeEdit } from "../../../src/applications/sheets/strike-buttons";
import { STRIKE_ABILITIES, STRIKE_MAJOR_CONDITIONS, STRIKE_MINOR_CONDITIONS } from "../../../src/rules/strike-character";
import { editInput, toggleEditing } from "./edit-rows";
import { type SheetActionHandler } from "./context";

export const strikeAction: SheetActionHandler = async (context, action) => {
  const { actor, sample, element, data, post, t } = context;
  if (action === "toggleEdit") {
    toggleEditing(sample);
    return true;
  }
  if (isStrikeEditAction(action)) {
    const { index, fields } = editInput(context);
    await runStrikeEdit(actor, action, index, fields);
    return true;
  }
  switch (action) {
    case "markShort":
      await strike.markShort(actor);
      return true;
    case "recoverShort":
      await strike.recoverShort(actor);
      return true;
    case "markBroke":
      await strike.markBroke(actor);
      return true;
    case "recoverBroke":
      await strike.recoverBroke(actor);
      return true;
    case "buy":
      post(purchaseRequest(actor, { name: t("VOWFORGE.Rulesets.Playground.SampleItem"), tier: 1 }, t("VOWFORGE.Card.Purchase.Title")), "publicroll", actor.name);
      return true;
    case "markMinor":
    case "recoverMinor": {
      const condition = STRIKE_MINOR_CONDITIONS.find((c) => c === data.condition);
      if (!condition) return true;
      if (action === "recoverMinor") await strike.recoverMinorCondition(actor, condition);
      else {
        const select = element.querySelector<HTMLSelectElement>("select[data-lost-ability]");
        const ability = condition === "lostConfidence" ? (STRIKE_ABILITIES.find((a) => a === select?.value) ?? null) : null;
        await strike.markMinorCondition(actor, condition, ability);
      }
      return true;
    }
    case "markMajor":
    case "recoverMajor": {
      const kind = STRIKE_MAJOR_CONDITIONS.find((k) => k === data.kind);
      if (!kind) return true;
      await (action === "markMajor" ? strike.markMajorCondition(actor, kind) : strike.recoverMajorCondition(actor, kind));
      return true;
    }
    case "startSession":
      await strike.startSession(actor);
      return true;
    default:
      return false;
  }
};
