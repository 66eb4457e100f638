/** Short constructors for writing moves' effects data (never used at run time but to build the tables). */
import {
  type CompanionDeathDice,
  type EffectLegacy,
  type EffectMeter,
  type EffectTest,
  type OutcomeEffect,
  type RankTable,
  type SufferKind,
} from "../vocabulary";

/** Take (+) or suffer (-) on a meter. */
export const meter = (
  m: EffectMeter,
  amount: number,
  more: { upTo?: boolean; forEach?: { meter: EffectMeter; amount: number } } = {},
): OutcomeEffect => ({
  type: "meter",
  meter: m,
  amount,
  ...more,
});
export const momentum = (amount: number): OutcomeEffect => meter("momentum", amount);
export const health = (amount: number): OutcomeEffect => meter("health", amount);
export const spirit = (amount: number): OutcomeEffect => meter("spirit", amount);
export const supply = (amount: number): OutcomeEffect => meter("supply", amount);

/** Choose `max` (at least `min`, default `max`) of the named options. */
export const choose = (
  max: number,
  options: Record<string, OutcomeEffect[]>,
  min = max,
  repeat = false,
): OutcomeEffect => ({
  type: "choose",
  min,
  max,
  options: Object.entries(options).map(([id, effects]) => ({ id, effects })),
  ...(repeat ? { repeat } : {}),
});
/** "You may ...": nothing, or the effects. */
export const may = (id: string, effects: OutcomeEffect[]): OutcomeEffect => choose(1, { [id]: effects }, 0);

export const suffer = (move: SufferKind, amount: number): OutcomeEffect => ({ type: "suffer", move, amount });
export const PAY: OutcomeEffect = { type: "payThePrice" };
export const TABLE: OutcomeEffect = { type: "table" };
export const progress = (times = 1): OutcomeEffect => ({ type: "progress", times });
export const CLEAR_PROGRESS: OutcomeEffect = { type: "clearProgress" };
export const inflict = (extra: number): OutcomeEffect => ({ type: "progress", times: extra, plusHarm: true });
export const nextMove = (
  add: number,
  more: { move?: string; notProgress?: boolean } = {},
): OutcomeEffect => ({
  type: "nextMove",
  add,
  ...more,
});
export const makeMove = (
  more: {
    move?: string;
    add?: number;
    notProgress?: boolean;
    automatic?: "strongHit";
    effects?: OutcomeEffect[];
    during?: string;
  } = {},
): OutcomeEffect => ({
  type: "makeMove",
  ...more,
});
export const recommit = (method: "keepOneBox" | "lowestDie"): OutcomeEffect => ({ type: "recommit", method });
export const reroll = (dice: "any" | "challengeDie"): OutcomeEffect => ({ type: "reroll", dice });
export const legacy = (track: EffectLegacy, ticks: number | RankTable, rankLower = false): OutcomeEffect =>
  rankLower ? { type: "legacy", track, ticks, rankLower } : { type: "legacy", track, ticks };
export const xp = (
  amount: number | RankTable,
  more: { perMarkedAbility?: boolean; min?: number } = {},
): OutcomeEffect => ({
  type: "xp",
  amount,
  ...more,
});
export const mark = (key: string): OutcomeEffect => ({ type: "condition", key, mark: true });
export const clear = (key: string): OutcomeEffect => ({ type: "condition", key, mark: false });
export const control = (inControl: boolean): OutcomeEffect => ({ type: "control", inControl });
export const clock = (segments: number): OutcomeEffect => ({ type: "clock", segments });
export const when = (test: EffectTest, then: OutcomeEffect[], otherwise?: OutcomeEffect[]): OutcomeEffect =>
  otherwise ? { type: "when", test, then, otherwise } : { type: "when", test, then };

/** A companion at 0 health after a miss: out of action, or dead on `deadOn` (with experience per marked ability). */
export const companionFate = (deadOn: CompanionDeathDice, xpPerMarkedAbility?: number): OutcomeEffect => ({
  type: "companionFate",
  deadOn,
  ...(xpPerMarkedAbility === undefined ? {} : { xpPerMarkedAbility }),
});
export const repairPoints = (points: Record<string, number>, extraFromSupply = 3): OutcomeEffect => ({
  type: "repairPoints",
  points,
  extraFromSupply,
});

/** Face Death's and Face Desolation's weak hit: a noble sacrifice, or a vow (`swear`) and a debility or impact marked. */
export const threshold = (swear: string, condition: string): OutcomeEffect[] => [
  choose(1, { nobleSacrifice: [], swearAVow: [makeMove({ move: swear }), mark(condition)] }),
];

/** Experience or ticks by rank, troublesome to epic. */
export const ranks = (
  troublesome: number,
  dangerous: number,
  formidable: number,
  extreme: number,
  epic: number,
): RankTable => ({
  troublesome,
  dangerous,
  formidable,
  extreme,
  epic,
});
/** Starforged's legacy reward: 1 tick, 2 ticks, 1 box, 2 boxes, 3 boxes. */
export const LEGACY_REWARD = ranks(1, 2, 4, 8, 12);
