/**
 * The vocabulary of outcome effects: what a move's outcome does to the character, as data (never
 * scraped from prose). One `MoveEffects` per rolled move, keyed by Datasworn move id
 * (`./moves/*.ts`); the applier (`./apply.ts`) turns an effect and a character into the changes.
 *
 * - `meter`: take (+) or suffer (-) on a meter or momentum; `upTo` lets the player take 0..amount;
 *   `forEach` is paid once per point taken ("take up to +2 supply, but suffer -1 momentum for each").
 * - `choose`: pick `min`..`max` of the options, each a list of effects.
 * - `progress`: mark progress on the move's track by its rank, `times` marks (`plusHarm`: your harm
 *   plus `times`, as Ironsworn's "inflict +1 harm"); `clearProgress`: clear all progress on it.
 * - `nextMove`: "+N on your next move", kept on the character until a roll uses it.
 * - `makeMove`: "make another move now", optionally a named one, with an add.
 * - `suffer`: make a suffer move with N (`move: "any"` lets the player pick which).
 * - `payThePrice`, `recommit`, `reroll`, `legacy` (ticks on a legacy track, or Ironsworn's bonds),
 *   `xp`, `condition` (mark or clear a debility / impact), `control` (initiative / in control),
 *   `clock` (fill segments of the scene's clock), `repairPoints`, `table` (roll on the move's own table).
 * - `companionFate`: a companion at 0 health after a miss is out of action, or dead when the move's
 *   dice say so (companion.ts); experience for the dead companion's marked abilities where the move gives it.
 * - `when`: effects that hold only when a test about the character (or the moment) is true.
 *
 * Besides its outcomes, a move lists the conditional adds its own text names (`adds`: "If you share
 * a bond, add +1"), which the roll dialog offers as unticked ticks.
 */
import { type ProgressRank } from "../progress";

/** The meters an effect may move: the character's, momentum, a vehicle's integrity, a companion's health. */
export const EFFECT_METERS = [
  "health",
  "spirit",
  "supply",
  "momentum",
  "integrity",
  "companionHealth",
] as const;
export type EffectMeter = (typeof EFFECT_METERS)[number];

/** The suffer moves by what they cost (the ruleset's own move is looked up in `./suffer.ts`). */
export const SUFFER_KINDS = [
  "harm",
  "stress",
  "companionHarm",
  "damage",
  "resources",
  "momentum",
  "any",
] as const;
export type SufferKind = (typeof SUFFER_KINDS)[number];

/** What a companion asset may be marked (the sheet shows it): out of action, or dead. */
export const COMPANION_STATES = ["outOfAction", "dead"] as const;
export type CompanionState = (typeof COMPANION_STATES)[number];

/** The dice that make a companion at 0 health dead on a miss: a 1 on the action die (Ironsworn), a match (Starforged). */
export const COMPANION_DEATH_DICE = ["actionDieOne", "match"] as const;
export type CompanionDeathDice = (typeof COMPANION_DEATH_DICE)[number];

/** Legacy tracks (Starforged); "bonds" is the bonds progress track in Ironsworn. */
export const EFFECT_LEGACIES = ["quests", "bonds", "discoveries"] as const;
export type EffectLegacy = (typeof EFFECT_LEGACIES)[number];

/** A number by challenge rank (ticks of a legacy reward, experience by the vow's rank). */
export type RankTable = Readonly<Record<ProgressRank, number>>;

/** Something an effect may hinge on. */
export type EffectTest =
  | { marked: string }
  | { notMarked: string }
  | { atZero: EffectMeter }
  | { aboveZero: EffectMeter }
  /** The moment the move is made in (e.g. "sojourn": the move is made as part of Sojourn). */
  | { during: string };

/** One option of a `choose`: a short name (the move's own label where it has one) and its effects. */
export interface EffectOption {
  readonly id: string;
  readonly effects: readonly OutcomeEffect[];
}

export type OutcomeEffect =
  | {
      readonly type: "meter";
      readonly meter: EffectMeter;
      readonly amount: number;
      readonly upTo?: boolean;
      readonly forEach?: { readonly meter: EffectMeter; readonly amount: number };
    }
  /** `repeat`: an option may be picked more than once ("an individual move can be taken more than once"). */
  | {
      readonly type: "choose";
      readonly min: number;
      readonly max: number;
      readonly options: readonly EffectOption[];
      readonly repeat?: boolean;
    }
  | { readonly type: "progress"; readonly times: number; readonly plusHarm?: boolean }
  | {
      readonly type: "nextMove";
      readonly add: number;
      readonly move?: string;
      readonly notProgress?: boolean;
    }
  /**
   * `automatic`: the move is not rolled but taken as that outcome (Sojourn's recover moves as strong
   * hits); `effects` are the named move's effects for that outcome (copied from its entry where the
   * data is written), applied as made `during` this move (Hearten's "if you make this move as you
   * Sojourn").
   */
  | {
      readonly type: "makeMove";
      readonly move?: string;
      readonly add?: number;
      readonly notProgress?: boolean;
      readonly automatic?: "strongHit";
      readonly effects?: readonly OutcomeEffect[];
      readonly during?: string;
    }
  | { readonly type: "suffer"; readonly move: SufferKind; readonly amount: number }
  | { readonly type: "payThePrice" }
  /** `keepOneBox`: clear all but one filled box (Ironsworn, 2020 reference); `lowestDie`: clear boxes equal to the lower challenge die (published Starforged). */
  | { readonly type: "recommit"; readonly method: "keepOneBox" | "lowestDie" }
  /** A granted reroll: `any` dice, or one challenge die. */
  | { readonly type: "reroll"; readonly dice: "any" | "challengeDie" }
  /** Ticks on a legacy track; a table by the track's rank; `rankLower` reads the table one rank lower (none below troublesome). */
  | {
      readonly type: "legacy";
      readonly track: EffectLegacy;
      readonly ticks: number | RankTable;
      readonly rankLower?: boolean;
    }
  /** Experience; `perMarkedAbility` multiplies by the marked abilities counted at the table (at least `min`). */
  | {
      readonly type: "xp";
      readonly amount: number | RankTable;
      readonly perMarkedAbility?: boolean;
      readonly min?: number;
    }
  | { readonly type: "condition"; readonly key: string; readonly mark: boolean }
  | { readonly type: "control"; readonly inControl: boolean }
  | { readonly type: "clock"; readonly segments: number }
  /** Repair points by situation (Starforged's Repair; the card asks the situation and spends them). */
  | {
      readonly type: "repairPoints";
      readonly points: Readonly<Record<string, number>>;
      readonly extraFromSupply: number;
    }
  /** Roll on the move's own table (Datasworn's oracle of the move). */
  | { readonly type: "table" }
  /** Clear all progress on the rolled track (Delve's Learn from Your Failures clears the failure track). */
  | { readonly type: "clearProgress" }
  /** The companion at 0 health: out of action, or dead on `deadOn` (with experience per marked ability). */
  | {
      readonly type: "companionFate";
      readonly deadOn: CompanionDeathDice;
      readonly xpPerMarkedAbility?: number;
    }
  | {
      readonly type: "when";
      readonly test: EffectTest;
      readonly then: readonly OutcomeEffect[];
      readonly otherwise?: readonly OutcomeEffect[];
    };

export type EffectType = OutcomeEffect["type"];

/** The outcomes a move's effects are given for; a match's entry adds to its outcome's. */
export const EFFECT_OUTCOMES = [
  "strongHit",
  "weakHit",
  "miss",
  "strongHitMatch",
  "weakHitMatch",
  "missMatch",
] as const;
export type EffectOutcome = (typeof EFFECT_OUTCOMES)[number];

/**
 * A conditional add the move's text names for its own roll ("If you share a bond, add +1"). `id`
 * names the condition (its words are `VOWFORGE.Dialog.MoveAdd.<id>`); adds sharing a `group` are
 * alternatives ("add +1 for a connection; +2 for a bond"): a roll counts the largest ticked.
 */
export interface MoveAdd {
  readonly id: string;
  readonly add: number;
  readonly group?: string;
}

/** Largest conditional add a move names (Starforged's Swear an Iron Vow to a bond: +2). */
export const MAX_MOVE_ADD = 3;

/** A move's effects: per outcome, plus what the move grants around its roll and what it does unrolled. */
export type MoveEffects = {
  readonly [K in EffectOutcome]?: readonly OutcomeEffect[];
} & {
  /** Granted with the roll (a reroll the trigger allows). */
  readonly roll?: readonly OutcomeEffect[];
  /** What the move does when it is not rolled (a suffer move's cost, progress on a connection). */
  readonly unrolled?: readonly OutcomeEffect[];
  /** The conditional adds the move names for its own roll. */
  readonly adds?: readonly MoveAdd[];
  /**
   * The least progress score the rolled track must have for the move to be rolled (Delve's Learn from
   * Your Failures: "your failure track is +6 or greater"); a roll below it is refused.
   */
  readonly minProgress?: number;
  /**
   * Signed amounts the outcome prose names that are not this move's effects (a later move's bonus,
   * a step of a table), each with the reason; read by the text-agreement test only.
   */
  readonly notEffects?: readonly {
    readonly outcome: EffectOutcome;
    readonly token: string;
    readonly why: string;
  }[];
};
