/**
 * Sample characters for the playground, one per ruleset, as plain data shaped like the actor data
 * (see the actor shapes notes; Forged Ties, Augur and Strike! characters carry their actor subtype,
 * a UUID and `system` as the data models store it): what the page shows in its summary and what rolls
 * and card actions read and change. Names are sample user text and are escaped like any name a user
 * types.
 */
import type { MoveOutcomes, RerollAllowance } from "../src/kinds/action";
import type { MoveEffects } from "../src/rules/effects/vocabulary";
import type { NextMoveAdd } from "../src/rules/effects/next-move";
import { type RulesetId, type StatId } from "../src/config";
import { type MoveRollCondition } from "../src/applications/dialogs/roll-dialog-types";
import { type RollItem } from "../src/applications/dialogs/move-adds";
import { documentEffects } from "../src/rules/effects/moves";

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
  /** "+N on your next move" adds kept until a roll uses them (a character's `system.nextMove`). */
  nextMove: NextMoveAdd[];
  /**
   * Sundered Isles: what adds the cursed die to the character's rolls (an asset they hold), offered
   * in the roll dialog; absent for a character outside the isles.
   */
  cursedDie?: { source: string };
  /** Assets the character holds, as its items are (the roll dialog offers their marked abilities' adds). */
  assets?: RollItem[];
  /**
   * Companion assets the character holds, as embedded items: the card's companion effects
   * (src/operations/companion.ts) read their health and mark and write them back.
   */
  companions?: SampleCompanion[];
}

/** A companion asset item: its health meter (`system.meter`) and its mark (`flags.vowforge.companion`). */
export interface SampleCompanion extends RollItem {
  readonly id: string;
  readonly system: Record<string, unknown>;
  readonly flags: Record<string, unknown>;
}

/** A sample companion with `health` of `max` and the abilities marked as `marked` says (Datasworn id, its book name). */
function sampleCompanion(id: string, name: string, dataswornId: string, marked: boolean[], health: number, max: number): SampleCompanion {
  return {
    id,
    name,
    type: "asset",
    system: {
      dataswornId,
      category: "Companion",
      abilities: marked.map((enabled) => ({ name: "", enabled })),
      meter: { enabled: true, label: "Health", value: health, min: 0, max },
    },
    flags: {},
  };
}

/** A sample asset item with the abilities marked as `marked` says (Datasworn id, its book name). */
function sampleAsset(name: string, dataswornId: string, marked: boolean[]): RollItem {
  return { name, type: "asset", system: { dataswornId, abilities: marked.map((enabled) => ({ name: "", enabled })) } };
}

/** The UUID the page gives an Ironsworn or Starforged sample (its data has none of its own). */
export function ironActorUuid(ruleset: IronCharacter["ruleset"]): string {
  return `Actor.sample-${ruleset}`;
}

/** The UUID of that sample's vow. */
export function ironVowUuid(ruleset: IronCharacter["ruleset"]): string {
  return `Actor.sample-${ruleset}.Item.vow`;
}

/** A character of one of the three newer rulesets, shaped like its actor (subtype, UUID, system data). */
interface SampleActor<R extends RulesetId, T extends string, S> {
  ruleset: R;
  name: string;
  /** The actor subtype (system.json documentTypes.Actor). */
  type: T;
  uuid: string;
  system: S;
}

/** The `system` of a "forgedTiesCharacter" actor (see src/data/actor/forged-ties-character.ts). */
export interface ForgedTiesSystem {
  stats: Record<"strength" | "agility" | "wits" | "presence", number>;
  skills: Array<{ id: string; name: string; stat: string; dice: number; related: string[] }>;
  breaking: { marked: number; length: number; ruinSpaces: number[] };
  heart: { marked: number; length: number };
  harm: Array<{ name: string; broken: boolean } | null>;
  ruinAdvances: string[];
  ruinAdvancesDue: number;
  advances: { marked: number; length: number };
  statTracks: Record<"strength" | "agility" | "wits" | "presence", { marked: number; length: number }>;
  forge: { marked: number; length: number; requirements: Array<{ id: string; label: string; met: boolean }> };
  bonds: Array<{ characterId: string; marked: boolean }>;
  notes: string;
}

/** The `system` of an "augurCharacter" actor. */
export interface AugurSystem {
  approaches: Record<"prowess" | "finesse" | "insight" | "presence" | "resolve", number>;
  expertise: Array<{ id: string; name: string }>;
  abilities: Array<{ id: string; name: string; text: string; bonusDie: boolean }>;
  bonds: Array<{ characterId: string; marked: boolean }>;
  harm: number;
  harmMax: number;
  momentum: number;
  notes: string;
}

/** The `system` of a "strikeCharacter" actor. */
export interface StrikeSystem {
  skills: Array<{ id: string; name: string; skilled: boolean; ability: string | null; restricted: boolean }>;
  wealth: { tier: number; short: number; broke: number };
  minor: { angry: boolean; winded: number; lostConfidence: string | null; exhausted: boolean };
  major: { physical: number; mental: number; other: number };
  actionPoints: number;
  relationships: Array<{ id: string; name: string }>;
  traits: Array<{ id: string; name: string; lost: boolean }>;
  strikes: number;
  notes: string;
}

export type ForgedTiesCharacter = SampleActor<"forgedTies", "forgedTiesCharacter", ForgedTiesSystem>;
export type AugurCharacter = SampleActor<"augur", "augurCharacter", AugurSystem>;
export type StrikeCharacter = SampleActor<"strike", "strikeCharacter", StrikeSystem>;

/** The skill (or approach) each sample character rolls from the page. */
export const SAMPLE_ROLLS = { forgedTies: "mend", augur: "finesse", strike: "lockpicking" } as const;

/** What the Strike! page buys, and who it opposes. */
export const SAMPLE_PURCHASE = { name: "A well-made travelling cloak", tier: 2 } as const;
export const SAMPLE_OPPONENT = { name: "The gate warden", skilled: true } as const;

function track(length: number, marked = 0): { marked: number; length: number } {
  return { marked, length };
}

function forgedTies(
  name: string,
  uuid: string,
  harm: ForgedTiesSystem["harm"],
  heart: number,
): ForgedTiesCharacter {
  return {
    ruleset: "forgedTies",
    name,
    type: "forgedTiesCharacter",
    uuid,
    system: {
      stats: { strength: 1, agility: 2, wits: 2, presence: 1 },
      skills: [
        { id: "mend", name: "Mend", stat: "wits", dice: 2, related: ["tinker"] },
        { id: "tinker", name: "Tinker", stat: "wits", dice: 1, related: [] },
      ],
      breaking: { marked: 0, length: 10, ruinSpaces: [5, 8] },
      heart: track(3, heart),
      harm,
      ruinAdvances: [],
      ruinAdvancesDue: 0,
      advances: track(5),
      statTracks: { strength: track(4), agility: track(4), wits: track(4), presence: track(4) },
      forge: {
        marked: 2,
        length: 10,
        requirements: [
          { id: "trust", label: "Earn the ferrymen's trust", met: false },
          { id: "oath", label: "Swear the old river oath", met: false },
        ],
      },
      bonds: [],
      notes: "",
    },
  };
}

/** The Forged Ties character who helps meet a forge requirement (and marks a bond from the card). */
export function sampleHelper(): ForgedTiesCharacter {
  return forgedTies("Bram Hollow", "Actor.bram", [null, null, null], 0);
}
/** A sample move (our own words) with outcome texts, and the reroll a sample asset grants on it. */
export interface SampleMove {
  /** The Datasworn id of the move it stands for ("" for the page's own move). */
  id: string;
  name: string;
  /** The stats the move may roll with. */
  stats: StatId[];
  outcomes: MoveOutcomes;
  /** The outcome effects its texts name, as a move item's `system.effects` holds them. */
  effects: MoveEffects;
  reroll: RerollAllowance | null;
  /** How it rolls where that is not the player's pick of `stats` ("the higher of"). */
  conditions?: MoveRollCondition[];
}

/** The move the Ironsworn and Starforged pages roll through the dialog. */
export function sampleMove(): SampleMove & { reroll: RerollAllowance } {
  return {
    id: "",
    name: "Cross the Flooded Ford",
    stats: ["edge", "iron"],
    outcomes: {
      strongHit: {
        text: "<p>You reach the far bank with your gear dry. <strong>Take +2 momentum.</strong></p>",
        match: "",
      },
      weakHit: {
        text: "<p>You make it across, but the river claims something: suffer -1 supply, then take +1 momentum.</p>",
        match: "",
      },
      miss: { text: "<p>The current turns you back, battered and soaked. Pay the price.</p>", match: "" },
    },
    effects: {
      strongHit: [{ type: "meter", meter: "momentum", amount: 2 }],
      weakHit: [
        { type: "meter", meter: "supply", amount: -1 },
        { type: "meter", meter: "momentum", amount: 1 },
      ],
      miss: [{ type: "payThePrice" }],
    },
    reroll: { dice: ["challenge"], source: "Sure-Footed (Riverborn)" },
  };
}

/**
 * Secure an Advantage, with the rules' own outcome effects for the ruleset's move (Starforged: +2
 * momentum and +1 on your next move; Ironsworn: make another move now with +1, or +2 momentum) and
 * the outcomes in our own short words.
 */
export function secureAnAdvantage(ruleset: IronCharacter["ruleset"]): SampleMove {
  const moveId = `move:${ruleset === "ironsworn" ? "classic" : "starforged"}/adventure/secure_an_advantage`;
  return {
    name: "Secure an Advantage",
    stats: ["edge", "heart", "iron", "shadow", "wits"],
    outcomes: {
      strongHit: { text: "<p>You gain the upper hand: take +2 momentum, and +1 on your next move.</p>", match: "" },
      weakHit: { text: "<p>Your edge is brief: take +2 momentum or +1 on your next move.</p>", match: "" },
      miss: { text: "<p>It goes wrong. Pay the price.</p>", match: "" },
    },
    effects: documentEffects(moveId),
    id: moveId,
    reroll: null,
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
      nextMove: [],
      // Banner-Sworn's second ability adds +1 to Sojourn among banner-kin.
      assets: [sampleAsset("Banner-Sworn", "asset:classic/path/banner_sworn", [true, true, false])],
    },
    starforged: {
      ruleset: "starforged",
      name: 'Ren "Lantern" Okafor',
      stats: { edge: 3, heart: 2, iron: 1, shadow: 1, wits: 2 },
      meters: { health: 4, spirit: 5, supply: 3 },
      momentum: 4,
      marked: 1,
      vow: { name: "Chart the drift beyond the Veil", rank: "dangerous", ticks: 16 },
      nextMove: [],
      // Diplomat's first ability adds +1 to Swear an Iron Vow to resolve a dispute.
      assets: [sampleAsset("Diplomat", "asset:starforged/path/diplomat", [true, false, false])],
      // A glowcat at 3 of 4 health: the "companion" choice of a suffer move lowers it.
      companions: [sampleCompanion("glowcat", "Glowcat", "asset:starforged/companion/glowcat", [true, false, false], 3, 4)],
      // Sails the Sundered Isles with a Chattering Skull: its rolls offer the cursed die.
      cursedDie: { source: "Chattering Skull" },
    },
    forgedTies: forgedTies(
      "Ostra Vell",
      "Actor.ostra",
      [{ name: "Bruised ribs", broken: false }, null, null],
      // Two: the push's breaking may clear one, and a later consequence still offers clearing another.
      2,
    ),
    augur: {
      ruleset: "augur",
      name: "Iskander Moor",
      type: "augurCharacter",
      uuid: "Actor.iskander",
      system: {
        approaches: { prowess: 2, finesse: 3, insight: 1, presence: 1, resolve: 2 },
        expertise: [{ id: "locks", name: "Locks and traps" }],
        abilities: [{ id: "quick", name: "Quick Hands", text: "", bonusDie: true }],
        bonds: [],
        harm: 1,
        harmMax: 3,
        momentum: 4,
        notes: "",
      },
    },
    strike: {
      ruleset: "strike",
      name: "Tamsin Reed",
      type: "strikeCharacter",
      uuid: "Actor.tamsin",
      system: {
        skills: [
          { id: "lockpicking", name: "Lockpicking", skilled: true, ability: "dexterity", restricted: false },
          { id: "haggling", name: "Haggling", skilled: false, ability: "charisma", restricted: false },
        ],
        wealth: { tier: 2, short: 0, broke: 0 },
        minor: { angry: false, winded: 0, lostConfidence: null, exhausted: false },
        major: { physical: 0, mental: 0, other: 0 },
        actionPoints: 2,
        relationships: [],
        traits: [],
        strikes: 0,
        notes: "",
      },
    },
  };
}

const text = (strongHit: string, weakHit: string, miss: string): SampleMove["outcomes"] => ({
  strongHit: { text: `<p>${strongHit}</p>`, match: "" },
  weakHit: { text: `<p>${weakHit}</p>`, match: "" },
  miss: { text: `<p>${miss}</p>`, match: "" },
});

/** A move rolled with the higher of two values (a suffer move's roll). */
function higherOf(using: [string, string][]): MoveRollCondition[] {
  return [{ rollMethod: "highest", label: "", rollOptions: using.map(([kind, key]) => ({ using: kind as "stat", key, label: "", value: 0 })) }];
}

/** A move of the ruleset's moves, with its outcome effects as its item carries them (texts our own, short). */
function rulesetMove(id: string, name: string, stats: StatId[], outcomes: SampleMove["outcomes"], conditions?: MoveRollCondition[]): SampleMove {
  return { id, name, stats, outcomes, effects: documentEffects(id), reroll: null, ...(conditions ? { conditions } : {}) };
}

/**
 * The moves the Ironsworn and Starforged pages roll: the page's own, Face Danger, the suffer moves
 * a card's effect rolls on (Endure Harm, Endure Stress, Starforged's Companion Takes a Hit), a move with
 * conditional adds (Ironsworn's Sojourn, Starforged's Swear an Iron Vow), Starforged's Explore a Waypoint
 * (its match clauses), and Starforged's Sojourn and Repair (its recover picks and repair points on the card).
 */
export function sampleMoves(ruleset: IronCharacter["ruleset"]): SampleMove[] {
  const game = ruleset === "ironsworn" ? "classic" : "starforged";
  const sf = ruleset === "starforged";
  return [
    sampleMove(),
    rulesetMove(
      `move:${game}/adventure/face_danger`,
      "Face Danger",
      ["edge", "heart", "iron", "shadow", "wits"],
      text(
        "You do it. Take +1 momentum.",
        sf ? "You do it, at a cost: make a suffer move (-1)." : "You do it, at a cost: you are delayed (-1 momentum), hurt (Endure Harm, 1), dispirited (Endure Stress, 1) or spend resources (-1 supply).",
        "It goes wrong. Pay the price.",
      ),
    ),
    rulesetMove(
      `move:${game}/suffer/endure_harm`,
      "Endure Harm",
      ["iron"],
      text(
        "Choose one: shake it off (+1 health, the cost as the move says) or embrace the pain (+1 momentum).",
        sf ? "If you are not wounded, you may Lose Momentum (-1) for +1 health." : "You press on.",
        sf ? "It is worse: -1 health more or Lose Momentum (-2); at 0 health, mark an impact or roll on the table." : "Also suffer -1 momentum; at 0 health, mark a debility or roll on the table.",
      ),
      higherOf([["conditionMeter", "health"], ["stat", "iron"]]),
    ),
    rulesetMove(
      `move:${game}/suffer/endure_stress`,
      "Endure Stress",
      ["heart"],
      text(
        "Choose one: shake it off (+1 spirit, the cost as the move says) or embrace the darkness (+1 momentum).",
        sf ? "If you are not shaken, you may Lose Momentum (-1) for +1 spirit." : "You press on.",
        sf ? "It is worse: -1 spirit more or Lose Momentum (-2); at 0 spirit, mark an impact or roll on the table." : "Also suffer -1 momentum; at 0 spirit, mark a debility or roll on the table.",
      ),
      higherOf([["conditionMeter", "spirit"], ["stat", "heart"]]),
    ),
    // Starforged's companion suffer move (the card's "any suffer move" rolls it), with the higher of heart and the companion's health.
    ...(sf
      ? [
          rulesetMove(
            "move:starforged/suffer/companion_takes_a_hit",
            "Companion Takes a Hit",
            ["heart"],
            text(
              "Your companion rallies: +1 companion health.",
              "If your companion's health is not 0, you may Lose Momentum (-1) for +1 companion health.",
              "It is worse: -1 companion health more or Lose Momentum (-2); at 0 health your companion is out of action.",
            ),
            higherOf([["assetMeter", "companionHealth"], ["stat", "heart"]]),
          ),
        ]
      : []),
    sf
      ? rulesetMove(
          "move:starforged/quest/swear_an_iron_vow",
          "Swear an Iron Vow",
          ["heart"],
          text("Your path is clear: take +2 momentum.", "You have a lead, but questions remain: take +1 momentum.", "A hard road lies ahead. Envision what stands in your way."),
        )
      : rulesetMove(
          "move:classic/relationship/sojourn",
          "Sojourn",
          ["heart"],
          text("The community shelters you: choose two ways to recover.", "Choose one way to recover.", "You find no help here. Pay the price."),
        ),
    // Starforged's Sojourn: each pick is a recover move's automatic strong hit, applied from the card (SF-26).
    ...(sf
      ? [
          rulesetMove(
            "move:starforged/recover/sojourn",
            "Sojourn",
            ["heart"],
            text("A safe refuge: pick two recover moves, each an automatic strong hit.", "Pick one recover move, an automatic strong hit.", "No relief here, or the community asks a price."),
          ),
          // A move whose strong hit and miss name a match clause; as in Datasworn's Starforged moves, the clause
          // is written inside the outcome's own text (no separate match text), and its effects are the rules' (SF-07).
          rulesetMove(
            "move:starforged/exploration/explore_a_waypoint",
            "Explore a Waypoint",
            ["wits"],
            text(
              "The place rewards a careful look: find an opportunity (+2 momentum) or gain ground (mark progress). With a match, something rarer waits here as well: you may Make a Discovery instead.",
              "You learn a little: take +1 momentum.",
              "The place turns against you. Pay the price. With a match, something strange is loose: you may Confront Chaos.",
            ),
          ),
          rulesetMove(
            "move:starforged/recover/repair",
            "Repair",
            ["wits"],
            text("Gain repair points by the situation, and spend them.", "Gain fewer repair points by the situation, and spend them.", "The repairs fail. Pay the price."),
          ),
        ]
      : []),
  ];
}
