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
import { type SheetEnv } from "./types";
import { isActorOf, type DocumentLike } from "../../../data/documents";

/** The clocks the actor keeps, if its subtype keeps any (a team conflict keeps none). */
function storedClocks(actor: DocumentLike): unknown {
  const keeps =
    isActorOf(actor, "character") ||
    isActorOf(actor, "forgedTiesCharacter") ||
    isActorOf(actor, "augurCharacter") ||
    isActorOf(actor, "strikeCharacter");
  return keeps ? actor.system.clocks : undefined;
}

export interface SheetClocks {
  clockSection: ClockSection | null;
  clockChoices: ClockChoices;
}

export function sheetClocks(actor: DocumentLike, env: SheetEnv): SheetClocks {
  const stored = storedClocks(actor);
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
