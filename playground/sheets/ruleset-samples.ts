/**
 * Sample Forged Ties, Augur and Strike! characters and a team conflict for the sheets page, as plain
 * data shaped like the actors' system data. Every text is sample user text and escaped like any other.
 */
import { applyConflictEvents } from "../../src/rules/team-conflict-events";
import {
  createTeamConflict,
  type ConflictEvent,
  type TeamConflictState,
} from "../../src/rules/team-conflict-tracker";
import { portrait } from "./portraits";

export interface SampleRulesetActor {
  uuid: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
}


const track = (marked: number, length: number) => ({ marked, length });

export function sampleForgedTies(): SampleRulesetActor {
  return {
    uuid: "Actor.ftBrannoc",
    name: "Brannoc Vey",
    img: portrait("#3d6b4a", "#d9e6c8"),
    type: "forgedTiesCharacter",
    system: {
      stats: { strength: 2, agility: 1, wits: 3, presence: 1 },
      skills: [
        { id: "climb", name: "Climb", stat: "agility", dice: 2, related: [] },
        { id: "lore", name: "Old lore", stat: "wits", dice: 1, related: ["climb"] },
      ],
      breaking: { marked: 4, length: 10, ruinSpaces: [5, 8] },
      heart: track(1, 3),
      harm: [{ name: "Sprained wrist", broken: false }, { name: "Old scar", broken: true }, null],
      ruinAdvances: ["Haunted by the river"],
      ruinAdvancesDue: 0,
      advances: track(2, 5),
      statTracks: { strength: track(1, 4), agility: track(0, 4), wits: track(3, 4), presence: track(0, 4) },
      forge: {
        marked: 1,
        length: 10,
        requirements: [
          { id: "oath", label: "Swear the oath at the ford", met: true },
          { id: "token", label: "Trade tokens with Ysolde", met: false },
        ],
      },
      bonds: [
        { characterId: "Actor.auMira", marked: true },
        { characterId: "Actor.unknown", marked: false },
      ],
      notes: "<p>Carries his father's hammer.</p>",
      clocks: [],
    },
  };
}

export function sampleAugur(): SampleRulesetActor {
  return {
    uuid: "Actor.auMira",
    name: "Mira Quell",
    img: portrait("#5b3d7a", "#e0d0f0"),
    type: "augurCharacter",
    system: {
      approaches: { prowess: 1, finesse: 3, insight: 2, presence: 1, resolve: 2 },
      expertise: [{ id: "locks", name: "Locks and latches" }],
      abilities: [
        { id: "shadow", name: "Shadowstep", text: "<p>Slip from one shadow to the next.</p>", bonusDie: true },
        { id: "ear", name: "Keen ear", text: "<p>Hear through walls.</p>", bonusDie: false },
      ],
      bonds: [{ characterId: "Actor.ftBrannoc", marked: false }],
      harm: 1,
      harmMax: 3,
      momentum: 4,
      notes: "",
      clocks: [{ id: "the-ritual", name: "The ritual completes", segments: 8, filled: 3, visibility: "all" }],
    },
  };
}

export function sampleStrike(): SampleRulesetActor {
  return {
    uuid: "Actor.stOrrin",
    name: "Orrin Flint",
    // No image chosen yet: Foundry gives a new actor its default silhouette, and the sheet shows a monogram.
    img: "icons/svg/mystery-man.svg",
    type: "strikeCharacter",
    system: {
      skills: [
        { id: "sail", name: "Sailing", skilled: true, ability: "dexterity", restricted: false },
        { id: "haggle", name: "Haggling", skilled: false, ability: null, restricted: false },
      ],
      wealth: { tier: 2, short: 1, broke: 0 },
      minor: { angry: false, winded: 1, lostConfidence: null, exhausted: false },
      major: { physical: 1, mental: 0, other: 0 },
      actionPoints: 2,
      relationships: [{ id: "aunt", name: "Aunt Hesper" }],
      traits: [
        { id: "stubborn", name: "Stubborn", lost: false },
        { id: "lucky", name: "Lucky", lost: true },
      ],
      strikes: 0,
      notes: "",
      clocks: [],
    },
  };
}

interface SideRoll {
  advance: number;
  defense: number;
  actions?: Readonly<Record<string, string>>;
}

function storedSide(side: SideRoll | null) {
  return {
    advance: side?.advance ?? 1,
    defense: side?.defense ?? 1,
    bonusA: 0,
    bonusD: 0,
    actions: Object.entries(side?.actions ?? {}).map(([memberId, action]) => ({ memberId, action })),
  };
}

/** The stored form of the sample's events (the shape the conflict actor keeps: every key present). */
function storedEvent(event: ConflictEvent): Record<string, unknown> {
  const round = event.type === "round" ? event : null;
  return {
    type: event.type,
    playerId: "",
    action: "fortify",
    die: 1,
    players: { ...storedSide(round?.players ?? null), stockUp: [] },
    opponents: storedSide(round?.opponents ?? null),
    side: "players",
    memberId: "",
    as: "strike",
    traitId: "",
  };
}

/** A conflict with one round played, its rules events and the tracker state they lead to. */
export function sampleConflict(): SampleRulesetActor & { events: ConflictEvent[]; tracker: TeamConflictState } {
  const players = [{ id: "Actor.stOrrin", traits: [{ id: "stubborn", name: "Stubborn" }], strikes: 0, flaws: 0 }];
  const opponents = [{ id: "smugglers", name: "The smugglers", traits: [{ id: "armed", name: "Armed" }], strikes: 0 }];
  const events: ConflictEvent[] = [
    { type: "startRounds" },
    { type: "round", players: { advance: 2, defense: 1, actions: { "Actor.stOrrin": "progress" } }, opponents: { advance: 6, defense: 3, actions: {} } },
  ];
  const start = createTeamConflict({
    players: players.map((p) => ({ id: p.id, traits: p.traits.map((t) => t.id), strikes: p.strikes })),
    opponents: opponents.map((o) => ({ id: o.id, traits: o.traits.map((t) => t.id), strikes: o.strikes })),
  });
  const tracker = applyConflictEvents(start, events);
  return {
    uuid: "Actor.cfDocks",
    name: "Brawl at the docks",
    img: portrait("#444a52", "#c8ccd2"),
    type: "conflict",
    system: { opponentsName: "The smugglers", players, opponents, events: events.map(storedEvent), learning: [], notes: "" },
    events,
    tracker,
  };
}

/** Names of the sample actors by UUID, as the sheets show bonded characters and players. */
export function sampleNames(): Record<string, string> {
  return Object.fromEntries([sampleForgedTies(), sampleAugur(), sampleStrike()].map((a) => [a.uuid, a.name]));
}
