/** The arguments a card button carries in its data attributes, read into CardActionArgs. Pure. */
import { CARD_CHOICES, type CardChoice } from "../../kinds/kind";
import { type CardActionArgs } from "./types";

function isChoice(value: string | undefined): value is CardChoice {
  return (CARD_CHOICES as readonly string[]).includes(value ?? "");
}

/**
 * data-die-index, data-amount, data-choice, data-harm-index, data-helper-index, data-effect-index, data-option-index and data-suffer-move of a button (as an
 * element's dataset holds them). A harm's name is not on the button: it is asked when clicked.
 */
export function argsOfButton(dataset: Readonly<Record<string, string | undefined>>): CardActionArgs {
  const args: CardActionArgs = {};
  if (dataset.dieIndex !== undefined) args.dieIndex = Number(dataset.dieIndex);
  if (dataset.amount !== undefined) args.amount = Number(dataset.amount);
  if (isChoice(dataset.choice)) args.choice = dataset.choice;
  if (dataset.harmIndex !== undefined) args.harmIndex = Number(dataset.harmIndex);
  if (dataset.helperIndex !== undefined) args.helperIndex = Number(dataset.helperIndex);
  if (dataset.effectIndex !== undefined) args.effectIndex = Number(dataset.effectIndex);
  if (dataset.optionIndex !== undefined) args.optionIndex = Number(dataset.optionIndex);
  if (dataset.sufferMove !== undefined) args.sufferMove = dataset.sufferMove;
  return args;
}
