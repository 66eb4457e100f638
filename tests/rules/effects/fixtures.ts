/** Sample characters for the outcome-effect tests. */
import { type EffectCharacter } from "../../../src/rules/effects";

const EMPTY = { ticks: 0, overflow: false };

/** An Ironsworn character: all meters 5, momentum +2, nothing marked, a dangerous vow of 8 ticks. */
export function ironsworn(over: Partial<EffectCharacter> = {}): EffectCharacter {
  return {
    ruleset: "ironsworn",
    meters: { health: 5, spirit: 5, supply: 5, momentum: 2, companionHealth: 4 },
    meterMax: { companionHealth: 4 },
    stats: { edge: 1, heart: 3, iron: 2, shadow: 1, wits: 2 },
    conditions: {
      wounded: false,
      shaken: false,
      unprepared: false,
      encumbered: false,
      maimed: false,
      corrupted: false,
      cursed: false,
      tormented: false,
    },
    xp: 0,
    legacies: { quests: EMPTY, bonds: EMPTY, discoveries: EMPTY },
    bonds: 0,
    track: { ticks: 8, rank: "dangerous" },
    inControl: null,
    nextMove: [],
    ...over,
  };
}

/** A Starforged character, the same, with impacts, a starship (integrity 5) and a companion. */
export function starforged(over: Partial<EffectCharacter> = {}): EffectCharacter {
  return ironsworn({
    ruleset: "starforged",
    meters: { health: 5, spirit: 5, supply: 5, momentum: 2, integrity: 5, companionHealth: 3 },
    meterMax: { companionHealth: 3 },
    conditions: {
      wounded: false,
      shaken: false,
      unprepared: false,
      harmed: false,
      traumatized: false,
      doomed: false,
      tormented: false,
      indebted: false,
      battered: false,
      cursed: false,
    },
    ...over,
  });
}
