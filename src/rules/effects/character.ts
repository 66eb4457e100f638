/**
 * What outcome effects read and write on an Ironsworn or Starforged character, as plain data, and the
 * record of one change (before -> after) the card's trace line shows.
 */
import { RulesError } from "../errors";
import { assertInt, assertOneOf } from "../validate";
import { MOMENTUM_MAX, MOMENTUM_MIN, MARKED_MAX } from "../challenge";
import { assertRank, assertTicks, type ProgressRank } from "../progress";
import { assertLegacyTrack, type LegacyTrack } from "../legacy";
import {
  COMPANION_STATES,
  EFFECT_LEGACIES,
  EFFECT_METERS,
  type CompanionState,
  type EffectLegacy,
  type EffectMeter,
} from "./vocabulary";
import { assertNextMoveAdds, type NextMoveAdd } from "./next-move";

/** The rulesets whose moves carry effects the applier knows. */
export const EFFECT_RULESETS = ["ironsworn", "starforged"] as const;
export type EffectRuleset = (typeof EFFECT_RULESETS)[number];

/** Highest value of a meter with no maximum of its own given. */
export const DEFAULT_METER_MAX = 5;

/** A character as effects see it. */
export interface EffectCharacter {
  readonly ruleset: EffectRuleset;
  /** The meters this character has (momentum always); a meter left out cannot be changed. */
  readonly meters: Readonly<Partial<Record<EffectMeter, number>>>;
  /** Maxima other than 5 (a companion's health). Momentum's maximum comes from the marked conditions. */
  readonly meterMax?: Readonly<Partial<Record<EffectMeter, number>>>;
  /** Stats and meters a suffer move may roll with ("iron", "heart", "health" ...). */
  readonly stats: Readonly<Record<string, number>>;
  /** Debilities (Ironsworn) or impacts (Starforged), marked or not; the marked ones lower momentum. */
  readonly conditions: Readonly<Record<string, boolean>>;
  /** Experience earned (Ironsworn; in Starforged the legacies earn it). */
  readonly xp: number;
  /** Starforged legacy tracks. */
  readonly legacies: Readonly<Record<EffectLegacy, LegacyTrack>>;
  /** Ironsworn's bonds track, in ticks. */
  readonly bonds: number;
  /** The track the move was rolled for or about (vow, journey, foe, connection), when there is one. */
  readonly track: { readonly ticks: number; readonly rank: ProgressRank } | null;
  /** Initiative (Ironsworn) / in control (Starforged); null when not in a fight. */
  readonly inControl: boolean | null;
  /** Adds waiting for a later move. */
  readonly nextMove: readonly NextMoveAdd[];
  /**
   * The companion an effect reaches (its health is `meters.companionHealth`): what it is marked
   * (null: neither out of action nor dead) and its marked abilities; absent without a companion.
   */
  readonly companion?: { readonly state: CompanionState | null; readonly markedAbilities: number };
}

/** One change an effect made: where, and the value before and after. */
export interface EffectChange {
  /** "health", "momentum", "companionHealth", "companion.state", "conditions.wounded", "xp", "legacies.quests" (total ticks), "bonds", "track.ticks", "track.rank", "inControl", "nextMove" (count). */
  readonly target: string;
  readonly before: number | boolean | string | null;
  readonly after: number | boolean | string | null;
}

/** Marked conditions: what lowers momentum's maximum and reset. */
export function markedCount(character: EffectCharacter): number {
  return Object.values(character.conditions).filter((v) => v).length;
}

/** The most a meter can hold. */
export function meterMax(character: EffectCharacter, meter: EffectMeter): number {
  if (meter === "momentum") return MOMENTUM_MAX - Math.min(MARKED_MAX, markedCount(character));
  return character.meterMax?.[meter] ?? DEFAULT_METER_MAX;
}

/** The least a meter can hold. */
export function meterMin(meter: EffectMeter): number {
  return meter === "momentum" ? MOMENTUM_MIN : 0;
}

/** Throws unless `value` is a character effects can read. */
export function assertEffectCharacter(value: unknown): asserts value is EffectCharacter {
  if (typeof value !== "object" || value === null) {
    throw new RulesError("BadCharacter", "the character must be an object", { value });
  }
  const c = value as Partial<EffectCharacter>;
  assertOneOf(c.ruleset, EFFECT_RULESETS, "ruleset");
  if (typeof c.meters !== "object" || c.meters === null || typeof c.meters.momentum !== "number") {
    throw new RulesError("BadCharacter", "the character needs meters with momentum", { meters: c.meters });
  }
  if (typeof c.conditions !== "object" || c.conditions === null) {
    throw new RulesError("BadCharacter", "the character needs its conditions", {});
  }
  const marked = Object.values(c.conditions).filter((v) => v === true).length;
  assertInt(marked, 0, MARKED_MAX, "marked conditions");
  for (const [meter, v] of Object.entries(c.meters)) {
    assertOneOf(meter, EFFECT_METERS, "meter");
    const max =
      meter === "momentum" ? MOMENTUM_MAX : (c.meterMax?.[meter as EffectMeter] ?? DEFAULT_METER_MAX);
    assertInt(v, meterMin(meter as EffectMeter), max, meter);
  }
  assertInt(c.xp, 0, 9999, "experience");
  assertTicks(c.bonds, "bonds");
  if (typeof c.legacies !== "object" || c.legacies === null) {
    throw new RulesError("BadCharacter", "the character needs its legacy tracks", {});
  }
  for (const id of EFFECT_LEGACIES) assertLegacyTrack(c.legacies[id]);
  if (c.track !== null) {
    if (typeof c.track !== "object")
      throw new RulesError("BadCharacter", "track must be { ticks, rank } or null", {});
    assertTicks(c.track.ticks);
    assertRank(c.track.rank);
  }
  if (c.inControl !== null && typeof c.inControl !== "boolean") {
    throw new RulesError("BadCharacter", "inControl must be true, false or null", { value: c.inControl });
  }
  if (typeof c.stats !== "object" || c.stats === null)
    throw new RulesError("BadCharacter", "the character needs stats", {});
  assertNextMoveAdds(c.nextMove);
  if (c.companion !== undefined) {
    if (typeof c.companion !== "object" || c.companion === null)
      throw new RulesError("BadCharacter", "companion must be { state, markedAbilities }", {});
    if (c.companion.state !== null) assertOneOf(c.companion.state, COMPANION_STATES, "companion state");
    assertInt(c.companion.markedAbilities, 0, 20, "companion's marked abilities");
  }
}
