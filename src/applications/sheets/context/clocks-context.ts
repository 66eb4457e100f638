/**
 * The clocks a character sheet shows: the character's own list (`system.clocks`), drawn with the clock
 * panel's list partial. Whoever may edit the sheet (its owners, the GM) sees every clock and the
 * buttons; anyone else sees the clocks everyone sees. A sheet whose actor carries no clocks (a team
 * conflict) shows none.
 */
import { readClockList } from "../../../operations/clocks";
import {
  clockChoices,
  clockSection,
  type ClockChoices,
  type ClockSection,
} from "../../clocks/clock-list-context";
import { recordOf, type SheetEnv } from "./types";

export interface SheetClocks {
  clockSection: ClockSection | null;
  clockChoices: ClockChoices;
}

export function sheetClocks(system: unknown, env: SheetEnv): SheetClocks {
  const stored = recordOf(system).clocks;
  const choices = clockChoices(env.localize, "fiftyFifty");
  if (!Array.isArray(stored)) return { clockSection: null, clockChoices: choices };
  const section = clockSection(
    {
      key: "sheet",
      heading: env.localize("VOWFORGE.Clock.Sheet"),
      // The sheet names its own actor when a button is pressed (the section carries no UUID).
      scope: "actor",
      clocks: readClockList(stored),
      seesHidden: env.editable,
      canPress: env.editable,
      canEdit: env.editable,
      showOdds: true,
      onSheet: true,
    },
    env.localize,
    `${env.idPrefix}-clocks`,
  );
  return { clockSection: section, clockChoices: choices };
}
