/** System data of Forged Ties, Augur and Strike! characters, shaped as their actors store it. */

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
