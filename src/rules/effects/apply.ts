/**
 * The applier: (effect, character) -> the character after, each change (before -> after) and what is
 * left for the table (a suffer move to make, the price to pay, a move to make now). Pure; the card
 * writes the changes and offers the follow-ups. Rulings: docs/rulings.md, "Outcome effects".
 *
 * Limits kept: meters 0..max, momentum -6..(10 - marked) (challenge.ts); marking a condition lowers
 * momentum's maximum and brings momentum down to it. Losses past a limit are not lost silently:
 * - momentum at -6 losing more: `momentumAtMinimum` (Ironsworn's Face a Setback; Starforged's Lose
 *   Momentum at its minimum: apply the cost to another suffer move or clear progress);
 * - supply reduced to 0 marks unprepared (Ironsworn's Out of Supply, Starforged's Sacrifice
 *   Resources); supply lost past 0 while unprepared is `outOfSupply` (Ironsworn: exchange it for
 *   -health, -spirit or -momentum; Starforged: apply it to a different suffer move); supply does not
 *   rise while unprepared is marked (refused, "Unprepared"): the effects that clear it clear it first
 *   (Sojourn's Equip, Starforged's Resupply), so supply and unprepared move together (IS-09);
 * - another meter lost past 0 is `meterShortfall` (a suffer move turns it into -momentum, suffer.ts).
 */
import { RulesError } from "../errors";
import { assertInt } from "../validate";
import {
  PROGRESS_RANKS,
  TICKS_PER_BOX,
  markProgress,
  recommit,
  raiseRank,
  type ProgressRank,
} from "../progress";
import { legacyTotalTicks, markLegacy } from "../legacy";
import { adjustMomentum, clampMomentum, MOMENTUM_MIN } from "../challenge";
import {
  type OutcomeEffect,
  type EffectMeter,
  type EffectTest,
  type RankTable,
  type SufferKind,
  type CompanionState,
} from "./vocabulary";
import {
  assertEffectCharacter,
  markedCount,
  meterMax,
  meterMin,
  type EffectChange,
  type EffectCharacter,
} from "./character";
import { keepNextMoveAdd } from "./next-move";
import { companionFate, companionStateAt } from "./companion";
import { assertEffect } from "./validate-effects";

/** What the table still has to do after an effect. */
export type EffectFollowUp =
  | { readonly kind: "suffer"; readonly move: SufferKind; readonly amount: number }
  | { readonly kind: "payThePrice" }
  | {
      readonly kind: "makeMove";
      readonly move: string;
      readonly add: number;
      readonly notProgress: boolean;
      readonly automatic: "strongHit" | null;
    }
  | {
      readonly kind: "repairPoints";
      readonly points: Readonly<Record<string, number>>;
      readonly extraFromSupply: number;
    }
  | { readonly kind: "reroll"; readonly dice: "any" | "challengeDie" }
  | { readonly kind: "table" }
  | { readonly kind: "clock"; readonly segments: number }
  | { readonly kind: "recommitRoll" }
  | { readonly kind: "momentumAtMinimum"; readonly amount: number }
  | { readonly kind: "outOfSupply"; readonly amount: number }
  | { readonly kind: "meterShortfall"; readonly meter: EffectMeter; readonly amount: number };

/** The player's answers for one effect. */
export interface EffectInput {
  /** For `choose`: the options picked (indexes). */
  readonly chosen?: readonly number[];
  /** For an "up to" meter effect: how much is taken (0..amount); the full amount when left out. */
  readonly amount?: number;
  /** For `choose`: the inputs of a picked option's effects, by option index. */
  readonly options?: Readonly<Record<number, readonly (EffectInput | undefined)[]>>;
  /** For `when`: the inputs of the branch taken; for an automatic move's `effects`: theirs. */
  readonly branch?: readonly (EffectInput | undefined)[];
}

/** What the moment of the move tells the effects. */
export interface EffectContext {
  /** Datasworn id of the move whose outcome this is (stored with a "+N on your next move"). */
  readonly moveId: string;
  /** Moves this one is made within ("sojourn"). */
  readonly during?: readonly string[];
  /** Your harm (Ironsworn, 1 unless armed with a deadly weapon), for "inflict harm". */
  readonly harm?: number;
  /** The lower challenge die of a recommit roll (published Starforged). */
  readonly lowestChallengeDie?: number;
  /** Marked abilities counted at the table (experience "for each marked ability"). */
  readonly markedAbilities?: number;
  /** The face of the rolled action die (a companion's fate on a miss, Ironsworn). */
  readonly actionDie?: number;
  /** Whether the rolled challenge dice matched (a companion's fate on a miss, Starforged). */
  readonly match?: boolean;
}

/** The character after effects, the changes, and what is left for the table. */
export interface EffectResult {
  readonly character: EffectCharacter;
  readonly changes: readonly EffectChange[];
  readonly followUps: readonly EffectFollowUp[];
}

interface Draft {
  character: EffectCharacter;
  changes: EffectChange[];
  followUps: EffectFollowUp[];
}

function record(
  draft: Draft,
  target: string,
  before: EffectChange["before"],
  after: EffectChange["after"],
): void {
  if (before !== after) draft.changes.push({ target, before, after });
}

function setMeter(draft: Draft, meter: EffectMeter, value: number): void {
  const c = draft.character;
  record(draft, meter, c.meters[meter] ?? null, value);
  draft.character = { ...c, meters: { ...c.meters, [meter]: value } };
}

/** Marks or clears a condition; momentum follows its new maximum. */
function setCondition(draft: Draft, key: string, mark: boolean): void {
  const c = draft.character;
  if (!(key in c.conditions)) {
    throw new RulesError("UnknownCondition", `this character has no "${key}" to mark`, { key });
  }
  if (c.conditions[key] === mark) return;
  record(draft, `conditions.${key}`, c.conditions[key], mark);
  draft.character = { ...c, conditions: { ...c.conditions, [key]: mark } };
  const momentum = draft.character.meters.momentum ?? 0;
  setMeter(draft, "momentum", clampMomentum(momentum, markedCount(draft.character)));
}

/** Applies `amount` (signed) to a meter, keeping its limits and reporting what did not fit. */
function changeMeter(draft: Draft, meter: EffectMeter, amount: number): void {
  const c = draft.character;
  const before = c.meters[meter];
  if (before === undefined) throw new RulesError("NoSuchMeter", `this character has no ${meter}`, { meter });
  if (meter === "momentum") {
    const after = adjustMomentum(before, amount, markedCount(c));
    setMeter(draft, "momentum", after);
    const lost = before + amount < MOMENTUM_MIN ? MOMENTUM_MIN - (before + amount) : 0;
    if (lost > 0) draft.followUps.push({ kind: "momentumAtMinimum", amount: lost });
    return;
  }
  if (meter === "supply" && amount > 0 && c.conditions.unprepared === true) {
    // "If you are ... unprepared, you cannot increase the associated track" (both games' debilities).
    throw new RulesError("Unprepared", "unprepared is marked: supply cannot rise until it is cleared", {});
  }
  const max = meterMax(c, meter);
  const after = Math.min(max, Math.max(meterMin(meter), before + amount));
  const shortfall = amount < 0 ? -(before + amount) : 0;
  setMeter(draft, meter, after);
  if (meter === "companionHealth") setCompanionState(draft, companionStateAt(c.companion?.state ?? null, after));
  if (meter === "supply" && amount < 0 && "unprepared" in c.conditions) {
    if (after === 0) setCondition(draft, "unprepared", true);
    if (shortfall > 0) draft.followUps.push({ kind: "outOfSupply", amount: shortfall });
    return;
  }
  if (shortfall > 0) draft.followUps.push({ kind: "meterShortfall", meter, amount: shortfall });
}

function byRank(value: number | RankTable, rank: ProgressRank | null, lower = false): number {
  if (typeof value === "number") return value;
  if (rank === null)
    throw new RulesError("NoTrack", "this effect reads the rank of a track the move has none of", {
      key: "progress",
    });
  const index = PROGRESS_RANKS.indexOf(rank) - (lower ? 1 : 0);
  return index < 0 ? 0 : value[PROGRESS_RANKS[index]];
}

function requireTrack(c: EffectCharacter) {
  if (c.track === null)
    throw new RulesError("NoTrack", "this effect needs the move's progress track", { key: "progress" });
  return c.track;
}

/** The meter a test reads (at zero, above zero), or null for a test on something else. */
export function testMeter(test: EffectTest): EffectMeter | null {
  if ("atZero" in test) return test.atZero;
  if ("aboveZero" in test) return test.aboveZero;
  return null;
}

/** Whether a test on a meter holds for the meters given (a meter left out reads as 0); true for any other test. */
export function meterTestHolds(test: EffectTest, meters: EffectCharacter["meters"]): boolean {
  if ("atZero" in test) return meters[test.atZero] === 0;
  if ("aboveZero" in test) return (meters[test.aboveZero] ?? 0) > 0;
  return true;
}

/** Whether a test holds for the character at the moment of the move. */
export function testHolds(test: EffectTest, c: EffectCharacter, ctx: EffectContext): boolean {
  if ("marked" in test) return c.conditions[test.marked] === true;
  if ("notMarked" in test) return c.conditions[test.notMarked] !== true;
  if (testMeter(test) !== null) return meterTestHolds(test, c.meters);
  return "during" in test && (ctx.during ?? []).includes(test.during);
}

/** The effects a `when` gives the character: its `then` while its test holds, else its `otherwise` (or none). */
export function whenBranch(
  effect: Extract<OutcomeEffect, { type: "when" }>,
  c: EffectCharacter,
  ctx: EffectContext,
): readonly OutcomeEffect[] {
  return testHolds(effect.test, c, ctx) ? effect.then : (effect.otherwise ?? []);
}

function applyChoose(
  draft: Draft,
  effect: Extract<OutcomeEffect, { type: "choose" }>,
  input: EffectInput | undefined,
  ctx: EffectContext,
): void {
  const chosen = input?.chosen ?? [];
  const distinct = new Set(chosen);
  const valid =
    chosen.every((i) => Number.isInteger(i) && i >= 0 && i < effect.options.length) &&
    (effect.repeat === true || distinct.size === chosen.length);
  if (!valid || chosen.length < effect.min || chosen.length > effect.max) {
    throw new RulesError(
      "ChoiceOutOfRange",
      `choose ${effect.min}..${effect.max} of ${effect.options.length} options`,
      {
        chosen,
        min: effect.min,
        max: effect.max,
        options: effect.options.length,
      },
    );
  }
  for (const i of chosen) applyList(draft, effect.options[i].effects, input?.options?.[i] ?? [], ctx);
}

/** Marks the companion (a character without one is left as it is). */
function setCompanionState(draft: Draft, state: CompanionState | null): void {
  const c = draft.character;
  if (c.companion === undefined || c.companion.state === state) return;
  record(draft, "companion.state", c.companion.state, state);
  draft.character = { ...c, companion: { ...c.companion, state } };
}

/** Marks the companion at 0 health out of action or dead; refused while its health is above 0. */
function applyCompanionFate(
  draft: Draft,
  effect: Extract<OutcomeEffect, { type: "companionFate" }>,
  ctx: EffectContext,
): void {
  const c = draft.character;
  const health = c.meters.companionHealth;
  if (c.companion === undefined || health === undefined) {
    throw new RulesError("NoCompanion", "this character has no companion");
  }
  const state = companionFate(health, effect.deadOn, ctx);
  if (state === null) {
    throw new RulesError("CompanionStanding", "the companion's health is above 0: nothing befalls it", {});
  }
  setCompanionState(draft, state);
  if (state === "dead" && effect.xpPerMarkedAbility !== undefined) {
    const xp = c.xp + effect.xpPerMarkedAbility * c.companion.markedAbilities;
    record(draft, "xp", c.xp, xp);
    draft.character = { ...draft.character, xp };
  }
}

function applyOne(
  draft: Draft,
  effect: OutcomeEffect,
  input: EffectInput | undefined,
  ctx: EffectContext,
): void {
  const c = draft.character;
  switch (effect.type) {
    case "meter": {
      let taken = effect.amount;
      if (effect.upTo === true && input?.amount !== undefined) {
        assertInt(input.amount, 0, Math.abs(effect.amount), "amount taken");
        taken = Math.sign(effect.amount) * input.amount;
      }
      if (taken !== 0) changeMeter(draft, effect.meter, taken);
      if (effect.forEach !== undefined && taken !== 0) {
        changeMeter(draft, effect.forEach.meter, effect.forEach.amount * Math.abs(taken));
      }
      return;
    }
    case "choose":
      return applyChoose(draft, effect, input, ctx);
    case "progress": {
      const track = requireTrack(c);
      const times = effect.plusHarm === true ? (ctx.harm ?? 1) + effect.times : effect.times;
      assertInt(times, 0, 40, "marks of progress");
      const ticks = markProgress(track.ticks, track.rank, times);
      record(draft, "track.ticks", track.ticks, ticks);
      draft.character = { ...c, track: { ...track, ticks } };
      return;
    }
    case "clearProgress": {
      const track = requireTrack(c);
      record(draft, "track.ticks", track.ticks, 0);
      draft.character = { ...c, track: { ...track, ticks: 0 } };
      return;
    }
    case "recommit": {
      const track = requireTrack(c);
      let next: { ticks: number; rank: ProgressRank };
      if (effect.method === "keepOneBox") next = recommit(track.ticks, track.rank);
      else if (ctx.lowestChallengeDie === undefined) {
        draft.followUps.push({ kind: "recommitRoll" });
        return;
      } else {
        assertInt(ctx.lowestChallengeDie, 1, 10, "lowest challenge die");
        next = {
          ticks: Math.max(0, track.ticks - ctx.lowestChallengeDie * TICKS_PER_BOX),
          rank: raiseRank(track.rank),
        };
      }
      record(draft, "track.ticks", track.ticks, next.ticks);
      record(draft, "track.rank", track.rank, next.rank);
      draft.character = { ...c, track: next };
      return;
    }
    case "legacy": {
      const ticks = byRank(effect.ticks, c.track?.rank ?? null, effect.rankLower);
      if (c.ruleset === "ironsworn") {
        if (effect.track !== "bonds") {
          throw new RulesError(
            "NoLegacyTracks",
            "Ironsworn characters keep no quests or discoveries legacy",
            {},
          );
        }
        const bonds = Math.min(40, c.bonds + ticks);
        record(draft, "bonds", c.bonds, bonds);
        draft.character = { ...c, bonds };
        return;
      }
      const before = c.legacies[effect.track];
      const after = markLegacy(before, ticks);
      record(draft, `legacies.${effect.track}`, legacyTotalTicks(before), legacyTotalTicks(after));
      draft.character = { ...c, legacies: { ...c.legacies, [effect.track]: after } };
      return;
    }
    case "xp": {
      let amount = byRank(effect.amount, c.track?.rank ?? null);
      if (effect.perMarkedAbility === true) {
        assertInt(ctx.markedAbilities, 0, 100, "marked abilities");
        amount = Math.max(effect.min ?? 0, amount * ctx.markedAbilities);
      }
      record(draft, "xp", c.xp, c.xp + amount);
      draft.character = { ...c, xp: c.xp + amount };
      return;
    }
    case "condition":
      return setCondition(draft, effect.key, effect.mark);
    case "control":
      record(draft, "inControl", c.inControl, effect.inControl);
      draft.character = { ...c, inControl: effect.inControl };
      return;
    case "nextMove": {
      const nextMove = keepNextMoveAdd(c.nextMove, {
        add: effect.add,
        source: ctx.moveId,
        move: effect.move ?? "",
        notProgress: effect.notProgress === true,
      });
      record(draft, "nextMove", c.nextMove.length, nextMove.length);
      draft.character = { ...c, nextMove };
      return;
    }
    case "makeMove":
      if (effect.effects !== undefined) {
        // An automatic outcome of the named move: its effects, as made during this move (its inputs as a branch's).
        const during = [...(ctx.during ?? []), ...(effect.during === undefined ? [] : [effect.during])];
        return applyList(draft, effect.effects, input?.branch ?? [], { ...ctx, during });
      }
      draft.followUps.push({
        kind: "makeMove",
        move: effect.move ?? "",
        add: effect.add ?? 0,
        notProgress: effect.notProgress === true,
        automatic: effect.automatic ?? null,
      });
      return;
    case "repairPoints":
      draft.followUps.push({
        kind: "repairPoints",
        points: effect.points,
        extraFromSupply: effect.extraFromSupply,
      });
      return;
    case "suffer":
      draft.followUps.push({ kind: "suffer", move: effect.move, amount: effect.amount });
      return;
    case "payThePrice":
      draft.followUps.push({ kind: "payThePrice" });
      return;
    case "reroll":
      draft.followUps.push({ kind: "reroll", dice: effect.dice });
      return;
    case "table":
      draft.followUps.push({ kind: "table" });
      return;
    case "clock":
      draft.followUps.push({ kind: "clock", segments: effect.segments });
      return;
    case "companionFate":
      return applyCompanionFate(draft, effect, ctx);
    case "when": {
      return applyList(draft, whenBranch(effect, c, ctx), input?.branch ?? [], ctx);
    }
  }
}

function applyList(
  draft: Draft,
  effects: readonly OutcomeEffect[],
  inputs: readonly (EffectInput | undefined)[],
  ctx: EffectContext,
) {
  effects.forEach((effect, i) => applyOne(draft, effect, inputs[i], ctx));
}

/** Applies one effect (with the player's answers) to the character. */
export function applyEffect(
  effect: OutcomeEffect,
  character: EffectCharacter,
  ctx: EffectContext,
  input?: EffectInput,
): EffectResult {
  assertEffect(effect);
  return applyEffects([effect], character, ctx, [input]);
}

/** Applies effects in order, each with its answers (`inputs[i]` for `effects[i]`). */
export function applyEffects(
  effects: readonly OutcomeEffect[],
  character: EffectCharacter,
  ctx: EffectContext,
  inputs: readonly (EffectInput | undefined)[] = [],
): EffectResult {
  assertEffectCharacter(character);
  effects.forEach((e, i) => assertEffect(e, `effects[${i}]`));
  const draft: Draft = { character, changes: [], followUps: [] };
  applyList(draft, effects, inputs, ctx);
  return draft;
}
