/**
 * What the team conflict sheet's buttons (conflict-actions.ts) need beyond the conflict: the sheet's
 * inputs, the players' characters, the dice, and the GM who records a player's learning. The Foundry
 * sheet gives it from Foundry (conflict-sheet-parts.ts), the sheets page from its samples and seeded dice.
 */
import { type TrackActor } from "../../operations/actor-write";
import { type ConflictLearntFollowUp } from "../../operations/conflict-learning";

/** The sheet's inputs by their data-cf key. */
export type ConflictFormValues = Readonly<Record<string, string>>;

/** What a button may need beyond the conflict itself. */
export interface ConflictButtonEnv {
  /** The sheet's inputs (read only by the buttons that need them). */
  values(): ConflictFormValues;
  /** The actor behind a UUID (a player's character), or null when there is none. */
  character(uuid: string): Promise<TrackActor | null>;
  /** Rolls one d6 for the preparatory action `action` of the player `playerId` (the UUID). */
  rollD6(playerId: string, action: string): Promise<number>;
  /**
   * Rolls one d6 for each round die left blank on the form (`keys` in the order given), shown to the
   * table; resolves to the faces in the same order.
   */
  rollRoundDice(keys: readonly RoundDieKey[]): Promise<number[]>;
  /** Rolls one d6 per skill a player rolls to learn (shown to the table); the faces in the same order. */
  rollLearning(playerId: string, skills: readonly string[]): Promise<number[]>;
  /** Whether the user may write `character` (its owner, or the GM). */
  mayWrite(character: TrackActor): boolean;
  /** Tells the table what a player learnt (a small chat card in Foundry). */
  postLearnt(character: TrackActor, skill: string, done: ConflictLearntFollowUp): Promise<void>;
  /**
   * Asks the GM to record a player's learning step on the conflict, for a user who owns the character
   * but may not edit the conflict; rejects with a RulesError when the GM refuses or none answers.
   */
  relayLearning(request: LearningRelayRequest): Promise<void>;
  /** Whether a GM is connected to answer a relayed learning step (game.users.activeGM in Foundry). */
  hasActiveGM(): boolean;
}

/** The socket request type of a player's learning step relayed to the GM (conflict-relay.ts answers it). */
export const CONFLICT_LEARNING_REQUEST = "conflictLearning";

/**
 * A learning step a player asks the GM to take: roll for the skills they chose (the GM's client rolls
 * the dice, posts and records them), or record the skill they pick.
 */
export type LearningRelayRequest =
  | { step: "roll"; playerId: string; skills: string[] }
  | { step: "learn"; playerId: string; skill: string };

/** The four dice of a round: the players' and the opponents' Advance and Defense. */
export const ROUND_DIE_KEYS = ["pa", "pd", "oa", "od"] as const;
export type RoundDieKey = (typeof ROUND_DIE_KEYS)[number];

