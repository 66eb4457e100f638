/**
 * Augur stances: the GM describes the character's position and the obstacle's with stances, each worth
 * a threat level within its own range, and the threat level of the roll is their sum (see
 * docs/rulings.md, "Augur stances"). Inert adds nothing; Advancing adds no threat (it sets a clock).
 * The sum goes to planThreatRoll (threat.ts) as `stanceThreat`: 4 or more is impossible, below 0 grants
 * momentum before the roll. Threat dice from harm are not stances and never join this sum.
 */
import { RulesError } from "./errors";
import { IMPOSSIBLE_THREAT_LEVEL, MAX_STANCE_THREAT, MIN_STANCE_THREAT } from "./threat";
import { assertInt } from "./validate";

/** The stances that carry a threat range, in the order the dialog lists them. */
export const THREAT_STANCES = ["compromised", "resistant", "volatile", "substantial", "inert"] as const;
export type ThreatStance = (typeof THREAT_STANCES)[number];

/** Each stance's threat range, inclusive. */
export const STANCE_RANGES: Readonly<Record<ThreatStance, readonly [number, number]>> = {
  compromised: [-2, 0],
  resistant: [0, 4],
  volatile: [0, 4],
  substantial: [1, 4],
  inert: [0, 0],
};

/** The GM's stances for a roll: the threat each stance in play adds (absent or null: not in play). */
export type StancePicks = Partial<Record<ThreatStance, number | null>>;

/** The threat level the stances add up to. */
export interface StanceThreat {
  /** The sum, held to MIN_STANCE_THREAT..MAX_STANCE_THREAT. */
  level: number;
  /** 4 or more: no roll; the task must be broken up or approached another way. */
  impossible: boolean;
  /** Momentum granted before the roll by a negative level (0 otherwise). */
  momentumGained: number;
  /** The stances in play, in list order. */
  inPlay: ThreatStance[];
}

/** Sums the stances in play. Throws a RulesError for an unknown stance or a value outside its range. */
export function stanceThreatLevel(picks: StancePicks): StanceThreat {
  if (typeof picks !== "object" || picks === null) {
    throw new RulesError("NotObject", "stances must be an object of stance: threat", { value: picks });
  }
  let sum = 0;
  const inPlay: ThreatStance[] = [];
  for (const [stance, value] of Object.entries(picks)) {
    if (!(THREAT_STANCES as readonly string[]).includes(stance)) {
      throw new RulesError("UnknownStance", `unknown stance ${stance}`, { stance });
    }
    if (value === null || value === undefined) continue;
    const [min, max] = STANCE_RANGES[stance as ThreatStance];
    assertInt(value, min, max, stance);
    sum += value;
  }
  for (const stance of THREAT_STANCES) {
    const value = picks[stance];
    if (value !== null && value !== undefined) inPlay.push(stance);
  }
  const level = Math.min(MAX_STANCE_THREAT, Math.max(MIN_STANCE_THREAT, sum));
  return { level, impossible: level >= IMPOSSIBLE_THREAT_LEVEL, momentumGained: Math.max(0, -level), inPlay };
}
