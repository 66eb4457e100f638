/**
 * Sample characters for the playground, one per ruleset, as plain data shaped like the actor data
 * (see the actor shapes notes): what the page shows in its summary and what rolls and card actions
 * read and change. Names are sample user text and are escaped like any name a user types.
 */
import { type MoveOutcomes, type RerollAllowance } from "../src/chat/card-state";
import { type RulesetId, type StatId } from "../src/config";

/** An Ironsworn or Starforged character. */
export interface IronCharacter {
  ruleset: "ironsworn" | "starforged";
  name: string;
  stats: Record<StatId, number>;
  meters: { health: number; spirit: number; supply: number };
  momentum: number;
  /** Marked debilities (Ironsworn) or impacts (Starforged). */
  marked: number;
  /** A vow the progress roll uses. */
  vow: { name: string; rank: "dangerous"; ticks: number };
}

/** A Forged Ties character: the skill the page rolls, harm and the breaking track a push marks. */
export interface ForgedTiesCharacter {
  ruleset: "forgedTies";
  name: string;
  skill: { name: string; dice: number };
  harm: number;
  breaking: number;
}

/** An Augur character: one approach, harm and the momentum track (0..6). */
export interface AugurCharacter {
  ruleset: "augur";
  name: string;
  approach: { name: string; value: number };
  harm: number;
  momentum: number;
}

/** A Strike! character: one skill and their major conditions. */
export interface StrikeCharacter {
  ruleset: "strike";
  name: string;
  skill: { name: string; skilled: boolean };
  majorConditions: number;
}

/** A sample move (our own words) with outcome texts, and the reroll a sample asset grants on it. */
export interface SampleMove {
  name: string;
  /** The stats the move may roll with. */
  stats: StatId[];
  outcomes: MoveOutcomes;
  reroll: RerollAllowance;
}

/** The move the Ironsworn and Starforged pages roll through the dialog. */
export function sampleMove(): SampleMove {
  return {
    name: "Cross the Flooded Ford",
    stats: ["edge", "iron"],
    outcomes: {
      strongHit: { text: "<p>You reach the far bank with your gear dry. <strong>Take +2 momentum.</strong></p>", match: "" },
      weakHit: {
        text: "<p>You make it across, but the river claims something: suffer -1 supply, then take +1 momentum.</p>",
        match: "",
      },
      miss: { text: "<p>The current turns you back, battered and soaked. Pay the price.</p>", match: "" },
    },
    reroll: { dice: ["challenge"], source: "Riverborn <Sure-Footed>" },
  };
}

export type SampleCharacter = IronCharacter | ForgedTiesCharacter | AugurCharacter | StrikeCharacter;

/** One sample character per ruleset. */
export interface SampleSet extends Record<RulesetId, SampleCharacter> {
  ironsworn: IronCharacter;
  starforged: IronCharacter;
  forgedTies: ForgedTiesCharacter;
  augur: AugurCharacter;
  strike: StrikeCharacter;
}

/** A fresh set of sample characters (the page keeps and changes its own copy). */
export function sampleCharacters(): SampleSet {
  return {
    ironsworn: {
      ruleset: "ironsworn",
      name: "Kaila Ashborn",
      stats: { edge: 2, heart: 3, iron: 1, shadow: 2, wits: 2 },
      meters: { health: 5, spirit: 4, supply: 3 },
      momentum: 6,
      marked: 0,
      vow: { name: "Find the ones who burned Thornwatch", rank: "dangerous", ticks: 20 },
    },
    starforged: {
      ruleset: "starforged",
      name: "Ren \"Lantern\" Okafor",
      stats: { edge: 3, heart: 2, iron: 1, shadow: 1, wits: 2 },
      meters: { health: 4, spirit: 5, supply: 3 },
      momentum: 4,
      marked: 1,
      vow: { name: "Chart the drift beyond the Veil", rank: "dangerous", ticks: 16 },
    },
    forgedTies: {
      ruleset: "forgedTies",
      name: "Ostra Vell",
      skill: { name: "Mend", dice: 2 },
      harm: 0,
      breaking: 0,
    },
    augur: {
      ruleset: "augur",
      name: "Iskander Moor",
      approach: { name: "Finesse", value: 3 },
      harm: 1,
      momentum: 4,
    },
    strike: {
      ruleset: "strike",
      name: "Tamsin Reed",
      skill: { name: "Lockpicking", skilled: true },
      majorConditions: 0,
    },
  };
}
