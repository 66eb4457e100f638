/**
 * System data of Ironsworn / Starforged, Forged Ties, Augur and Strike! characters, shaped as their
 * actors store it, and the English text of a key for the cards' words.
 */
import en from "../../../lang/en.json";

/** A language file's text of a key, formatted as Foundry's i18n does. */
export function textOf(file: object): (key: string, data?: Record<string, unknown>) => string {
  return (key, data = {}) => {
    const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
    if (typeof found !== "string") return key;
    return found.replace(/\{(\w+)\}/g, (_, name: string) => String(data[name] ?? `{${name}}`));
  };
}

/** The English text of a key, formatted as Foundry's i18n does. */
export const t = textOf(en);

export const IMPACTS = { wounded: false, shaken: false, unprepared: false, permanentlyHarmed: false, traumatized: false, doomed: false, tormented: false, indebted: false, battered: false, cursed: false };
export const DEBILITIES = { wounded: false, shaken: false, unprepared: false, encumbered: false, maimed: false, corrupted: false, cursed: false, tormented: false };

/** An Ironsworn or Starforged character's system data: iron 3, health 4, supply 1, momentum +2. */
export function ironSystem(ruleset: "ironsworn" | "starforged", over: Record<string, unknown> = {}) {
  return {
    ruleset,
    stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 },
    meters: { health: 4, spirit: 5, supply: 1 },
    momentum: 2,
    ...(ruleset === "ironsworn" ? { debilities: { ...DEBILITIES } } : { impacts: { ...IMPACTS } }),
    experience: { earned: 0, spent: 0 },
    bonds: { ticks: 0 },
    legacies: { quests: { ticks: 0, overflow: false }, bonds: { ticks: 0, overflow: false }, discoveries: { ticks: 0, overflow: false } },
    ...over,
  };
}

export function forgedTiesSystem(over: Record<string, unknown> = {}): Record<string, unknown> {
  const track = (length: number, marked = 0) => ({ marked, length });
  return {
    stats: { strength: 1, agility: 2, wits: 2, presence: 1 },
    skills: [{ id: "mend", name: "Mend", stat: "wits", dice: 2, related: [] }],
    breaking: { marked: 0, length: 10, ruinSpaces: [5, 8] },
    heart: track(3),
    harm: [null, null, null],
    ruinAdvances: [],
    ruinAdvancesDue: 0,
    advances: track(5),
    statTracks: { strength: track(4), agility: track(4), wits: track(4), presence: track(4) },
    forge: { marked: 2, length: 10, requirements: [{ id: "trust", label: "Earn their trust", met: false }] },
    bonds: [],
    notes: "",
    ...over,
  };
}

export function augurSystem(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    approaches: { prowess: 2, finesse: 3, insight: 1, presence: 1, resolve: 2 },
    expertise: [{ id: "locks", name: "Locks" }],
    abilities: [{ id: "quick", name: "Quick Hands", text: "", bonusDie: true }],
    bonds: [],
    harm: 0,
    harmMax: 3,
    momentum: 3,
    notes: "",
    ...over,
  };
}

export function strikeSystem(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    skills: [
      { id: "climb", name: "Climb", skilled: false, ability: "strength", restricted: false },
      { id: "locks", name: "Lockpicking", skilled: true, ability: "dexterity", restricted: false },
    ],
    wealth: { tier: 2, short: 0, broke: 0 },
    minor: { angry: false, winded: 0, lostConfidence: null, exhausted: false },
    major: { physical: 0, mental: 0, other: 0 },
    actionPoints: 1,
    relationships: [],
    traits: [],
    strikes: 0,
    notes: "",
    ...over,
  };
}
