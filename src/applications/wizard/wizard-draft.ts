/**
 * The draft a creation starts from: the actor's own data (a new character's defaults, or what a
 * character opened from its sheet already holds), so nothing the character has is lost when the
 * creation writes it back.
 */
import { STATS, type StatId } from "../../config";
import { isStartingStatArray } from "../../rules/character-creation";
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import { FORGED_TIES_STATS } from "../../rules/forged-ties-character";
import { SESSION_AP_MAX, SESSION_AP_MIN } from "../../rules/strike-character";
import { abilityEditText } from "../../data/actor/ability-text";
import { intOf, recordOf, textOf } from "../sheets/context/types";
import { type Draft, type NamedRow, type WizardGame } from "./wizard-types";
import { type WizardActor } from "./wizard-games";

function numberOr(value: unknown, fallback: number | null): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

function rows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(recordOf) : [];
}

function namedRows(value: unknown, key = "name"): NamedRow[] {
  return rows(value).map((row) => ({ id: textOf(row.id), name: textOf(row[key]) }));
}

function byKeys<const K extends string>(keys: readonly K[], from: unknown, fallback: number | null): Record<K, number | null> {
  const source = recordOf(from);
  return Object.fromEntries(keys.map((key) => [key, numberOr(source[key], fallback)])) as Record<K, number | null>;
}

/** The character's stats when they already are the starting values; else none chosen yet. */
function startingStats(from: unknown): Record<StatId, number | null> {
  const stats = byKeys(STATS, from, null);
  return isStartingStatArray(STATS.map((id) => stats[id])) ? stats : byKeys(STATS, {}, null);
}

/** The draft a creation of `game` starts from, read from the actor's data. */
export function initialDraft(actor: WizardActor, game: WizardGame): Draft {
  const system = recordOf(actor.system);
  const wealth = recordOf(system.wealth);
  const forge = recordOf(system.forge);
  return {
    game,
    name: actor.name,
    pronouns: textOf(system.pronouns),
    callsign: textOf(system.callsign),
    description: "",
    stats: startingStats(system.stats),
    assets: [],
    background: null,
    paths: [],
    starship: { asset: "", name: "" },
    finalAsset: "",
    bonds: [],
    vow: { title: "", rank: "extreme" },
    connections: [{ name: "", role: "", rank: "dangerous" }],
    ftStats: byKeys(FORGED_TIES_STATS, system.stats, 1),
    ftSkills: rows(system.skills).map((row) => ({
      id: textOf(row.id),
      name: textOf(row.name),
      stat: textOf(row.stat),
      dice: numberOr(row.dice, 1),
    })),
    partners: rows(system.bonds).map((bond) => textOf(bond.characterId)).filter((uuid) => uuid !== ""),
    requirements: namedRows(forge.requirements, "label"),
    approaches: byKeys(AUGUR_APPROACHES, system.approaches, 0),
    expertise: namedRows(system.expertise),
    abilities: rows(system.abilities).map((row) => ({
      id: textOf(row.id),
      name: textOf(row.name),
      text: abilityEditText(textOf(row.text)),
      bonusDie: row.bonusDie === true,
    })),
    strikeSkills: rows(system.skills).map((row) => ({
      id: textOf(row.id),
      name: textOf(row.name),
      ability: textOf(row.ability),
      restricted: row.restricted === true,
    })),
    relationships: namedRows(system.relationships),
    traits: namedRows(system.traits),
    wealth: numberOr(wealth.tier, 1),
    actionPoints: Math.min(SESSION_AP_MAX, Math.max(SESSION_AP_MIN, intOf(system.actionPoints, SESSION_AP_MIN))),
  };
}
