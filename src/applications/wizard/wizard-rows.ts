/** The lists of a creation's draft that grow row by row: an empty row of each, and how many rows each takes. */
import { MAX_STARTING_BONDS, MAX_STARTING_CONNECTIONS } from "../../rules/character-creation";
import { type Draft, type RowList } from "./wizard-types";

/** An empty row of each list, as "Add" makes it. */
export const NEW_ROWS: { [L in RowList]: () => Draft[L][number] } = {
  bonds: () => "",
  connections: () => ({ name: "", role: "", rank: "dangerous" }),
  ftSkills: () => ({ id: "", name: "", stat: "strength", dice: 1 }),
  requirements: () => ({ id: "", name: "" }),
  expertise: () => ({ id: "", name: "" }),
  abilities: () => ({ id: "", name: "", text: "", bonusDie: false }),
  strikeSkills: () => ({ id: "", name: "", ability: "", restricted: false }),
  relationships: () => ({ id: "", name: "" }),
  traits: () => ({ id: "", name: "" }),
};

/** Most rows of each list (the rules' limits where they set one). */
export const ROW_LIMITS: Readonly<Record<RowList, number>> = {
  bonds: MAX_STARTING_BONDS,
  connections: MAX_STARTING_CONNECTIONS,
  ftSkills: 30,
  requirements: 30,
  expertise: 30,
  abilities: 30,
  strikeSkills: 30,
  relationships: 30,
  traits: 30,
};
