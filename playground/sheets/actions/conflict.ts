/**
 * The team conflict sheet's buttons on the sheets page: the same button runner the Foundry sheet uses
 * (src/applications/sheets/conflict-buttons.ts), with the page's seeded dice for the preparatory d6.
 * A player's character (to join or to spend an action point) is found through the page's `actorByUuid`.
 */
import { conflictFormValues, isConflictButton, runConflictButton } from "../../../src/applications/sheets/conflict-buttons";
import { parseSeed, randomSeed, rollerFor } from "../../prng";
import { type SheetActionHandler } from "./context";

/** Roll numbers of the preparatory dice, kept apart from the page's card rolls (0, 1, 2 ...). */
const FIRST_PREPARATION_ROLL = 100_000;
let preparationRolls = 0;
let pageSeed: number | null = null;

function seed(): number {
  pageSeed ??= parseSeed(new URL(window.location.href).searchParams.get("seed")) ?? randomSeed();
  return pageSeed;
}

export const conflictAction: SheetActionHandler = async (context, action) => {
  if (!isConflictButton(action)) return false;
  await runConflictButton(context.actor, action, context.data, {
    values: () => conflictFormValues(context.element),
    character: async (uuid) => context.actorByUuid(uuid),
    rollD6: async () => rollerFor(seed(), FIRST_PREPARATION_ROLL + preparationRolls++).die(6),
    rollRoundDice: async (keys) => {
      const roller = rollerFor(seed(), FIRST_PREPARATION_ROLL + preparationRolls++);
      return keys.map(() => roller.die(6));
    },
  });
  return true;
};
