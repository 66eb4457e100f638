/** The arguments a card button carries in its data attributes, read into CardActionArgs. Pure. */
import { type CardActionArgs } from "./types";

/** data-die-index, data-amount and data-choice of a button (as an element's dataset holds them). */
export function argsOfButton(dataset: Readonly<Record<string, string | undefined>>): CardActionArgs {
  const args: CardActionArgs = {};
  if (dataset.dieIndex !== undefined) args.dieIndex = Number(dataset.dieIndex);
  if (dataset.amount !== undefined) args.amount = Number(dataset.amount);
  if (dataset.choice === "addDie" || dataset.choice === "raiseEffect") args.choice = dataset.choice;
  return args;
}
