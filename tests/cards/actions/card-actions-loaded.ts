/**
 * What an action does to a card (`applyCardAction`, `dieNeeded`), from the card-action runner
 * (src/cards/actions/card-actions.ts). The runner reaches Foundry's dice (Dice So Nice's shapes) and the
 * data models the document operations read through when it is loaded, so it is imported once their
 * fakes are in (tests/dice/setup.ts); what these two do stays pure.
 */
import { installDice } from "../../dice/setup";

await installDice();
const runner = await import("../../../src/cards/actions/card-actions");

export const { applyCardAction, dieNeeded } = runner;
