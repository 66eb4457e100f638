/**
 * The trace's words for what an applied effect left unchanged, in place of or beside before -> after:
 * why an effect that wrote nothing changed nothing, and the part of a loss that did not fit. One
 * reading of the line serves both: which effects it applied (the branch a `when` took, an automatic
 * move's effects) and, from its changes, where each value it moved started.
 *
 * An effect writes nothing only where each value it moves already stands where it would go
 * (rules/effects/apply.ts keeps the limits and records no change that is none), so the effect alone
 * says why: a gain found its meter at its highest, a loss found it at 0 (momentum at -6), a mark
 * found the condition already marked or clear, the initiative or control already so, the track
 * already full or empty. An option of several effects may also move a value and move it back (the
 * line's changes name it twice): they cancel out, unless part of the way back did not fit, which is
 * then named as below. A suffer move named with no amount (End the Fight's "Endure Harm") leaves the
 * amount to the table, and the line says so. What the rules hand back to the table is
 * named as they name it (docs/rulings.md, "Outcome effects", IS-09): supply lost at 0 while
 * unprepared (Ironsworn's Out of Supply; Starforged's Sacrifice Resources), momentum lost at -6
 * (Ironsworn's Face a Setback; Starforged's Lose Momentum at its minimum), and so a suffer move
 * whose meter is at 0 and whose rest goes to momentum already at -6. A `when` tells which branch was
 * taken where one branch is empty (the card offers a `when` only while it gives something,
 * when-effects.ts), where one branch always writes (clearing the mark its test found: taken exactly
 * when the line changed what the test reads), or where it tests the moment (Sojourn); otherwise, and
 * for an effect that says nothing of its values (a Starforged legacy's ticks by rank, a recommit, a
 * companion's fate, experience), the line gives no reason.
 *
 * A loss that only partly fits (supply 1 and -2 supply, momentum -5 and -2 momentum, a suffer move's
 * rest reaching momentum at -6) writes what fits; the applier hands the rest back to the table
 * (`outOfSupply`, `momentumAtMinimum`, `meterShortfall`) and the card keeps only the writes. The rest
 * is read again from the stored line alone, so a card stored before reads the same: the line's
 * effects taken in order from where its changes say each value started (a value the line never
 * changed stood at its least where a loss reached it first), a suffer move's rest going to momentum
 * as suffer.ts sends it. It is named with what the rules ask for it, the player's choices left as
 * the rules leave them (which meters to exchange into, or clearing progress instead). Plain words out.
 */
import { SUFFER_MOVES, meterMin, type EffectChange, type EffectRuleset } from "../../rules/effects";
import type { EffectMeter, EffectTest, OutcomeEffect } from "../../rules/effects/vocabulary";
import type { EffectLogEntry } from "../../kinds/effect-fields";
import { signed, type CardEnv } from "../../kinds/view";
import { innerChoice, isAutomatic } from "../actions/automatic-effects";

const K = "VOWFORGE.CardEffect.Unchanged";
const LEFT = "VOWFORGE.CardEffect.Leftover";

type T = CardEnv["localize"];

/** The names the reasons use, as the panel words them. */
export interface UnchangedNames {
  readonly meter: (meter: string) => string;
  readonly condition: (key: string) => string;
}

interface Reading {
  readonly t: T;
  readonly names: UnchangedNames;
  readonly ruleset: EffectRuleset;
  /** The moment the effects were made in (an automatic move's "sojourn"). */
  readonly during: readonly string[];
  /** The option picked of an automatic move's own choice. */
  readonly inner: number | undefined;
  /** What the line changed, in order (rules/effects EffectChange targets). */
  readonly changes: readonly EffectChange[];
}

/** A loss that found its meter at its least: what the rules hand back to the table, or the meter at 0. */
function atLeast(r: Reading, meter: EffectMeter): string {
  if (meter === "supply" || meter === "momentum") return r.t(`${K}.${meter}.${r.ruleset}`);
  return r.t(`${K}.Zero`, { meter: r.names.meter(meter) });
}

function meterReason(r: Reading, meter: EffectMeter, amount: number): string[] {
  if (amount === 0) return [];
  return [amount > 0 ? r.t(`${K}.Highest`, { meter: r.names.meter(meter) }) : atLeast(r, meter)];
}

/** Whether `effects`, taken while `test` holds, always write (they move what the test found). */
function alwaysWrites(test: EffectTest, effects: readonly OutcomeEffect[]): boolean {
  return effects.some((e) => {
    if (e.type === "condition") return ("marked" in test && test.marked === e.key && !e.mark) || ("notMarked" in test && test.notMarked === e.key && e.mark);
    if (e.type !== "meter" || e.upTo === true) return false;
    return ("aboveZero" in test && test.aboveZero === e.meter && e.amount < 0) || ("atZero" in test && test.atZero === e.meter && e.amount > 0);
  });
}

/** What a test on the character reads, as the line's changes name it (a meter, "conditions.<key>"). */
function testTarget(test: EffectTest): string | null {
  if ("marked" in test) return `conditions.${test.marked}`;
  if ("notMarked" in test) return `conditions.${test.notMarked}`;
  if ("atZero" in test) return test.atZero;
  if ("aboveZero" in test) return test.aboveZero;
  return null;
}

/** The branch of a `when` that was taken, where the line can tell; null where it cannot. */
function branchTaken(r: Reading, effect: Extract<OutcomeEffect, { type: "when" }>): readonly OutcomeEffect[] | null {
  const otherwise = effect.otherwise ?? [];
  if ("during" in effect.test) return r.during.includes(effect.test.during) ? effect.then : otherwise;
  if (otherwise.length === 0) return effect.then;
  if (effect.then.length === 0) return otherwise;
  // A `then` that always moves what its test read was taken exactly when the line moved it.
  const target = testTarget(effect.test);
  if (target !== null && alwaysWrites(effect.test, effect.then)) return r.changes.some((c) => c.target === target) ? effect.then : otherwise;
  return null;
}

/**
 * The effects the line applied, in order: each `when` read to the branch it took, each automatic
 * move to its effects (with its own choice's option picked); null where a branch cannot be told.
 */
function appliedEffects(r: Reading, effects: readonly OutcomeEffect[]): OutcomeEffect[] | null {
  const all: OutcomeEffect[] = [];
  for (const effect of effects) {
    if (effect.type === "when") {
      const branch = branchTaken(r, effect);
      const inner = branch === null ? null : appliedEffects(r, branch);
      if (inner === null) return null;
      all.push(...inner);
    } else if (effect.type === "makeMove" && isAutomatic(effect)) {
      const choice = innerChoice(effect);
      const picked = r.inner === undefined ? undefined : choice?.options[r.inner]?.effects;
      const own = effect.effects.flatMap((e) => (e === choice ? (picked ?? []) : [e]));
      const inner = appliedEffects({ ...r, during: [...r.during, ...(effect.during === undefined ? [] : [effect.during])] }, own);
      if (inner === null) return null;
      all.push(...inner);
    } else all.push(effect);
  }
  return all;
}

/** The reasons of each effect the line applied (null: one of them tells none). */
function reasonsOfList(r: Reading, effects: readonly OutcomeEffect[]): string[] | null {
  const applied = appliedEffects(r, effects);
  if (applied === null) return null;
  const all: string[] = [];
  for (const effect of applied) {
    const reasons = reasonsOf(r, effect);
    if (reasons === null) return null;
    all.push(...reasons);
  }
  return all;
}

/**
 * A suffer move the outcome names without an amount (End the Fight's and Escape the Depths' "Endure
 * Harm"): the move leaves it to the table, and Ironsworn's Endure Harm and Endure Stress say how
 * ("suffer -health [-spirit] equal to your foe's rank or as appropriate to the situation"); the player
 * applies it by hand.
 */
function tableAmount(r: Reading, meter: EffectMeter): string {
  if (r.ruleset === "ironsworn" && (meter === "health" || meter === "spirit")) return r.t(`${K}.TableAmount.${meter}`);
  return r.t(`${K}.TableAmount.Other`);
}

function sufferReasons(r: Reading, effect: Extract<OutcomeEffect, { type: "suffer" }>): string[] | null {
  const rule = effect.move === "any" ? undefined : SUFFER_MOVES[r.ruleset][effect.move];
  if (rule === undefined) return null;
  if (effect.amount === 0) return [tableAmount(r, rule.meter)];
  // The cost found the meter at its least; a move whose rest goes to momentum found that at -6 too.
  const meter = atLeast(r, rule.meter);
  return rule.overflow ? [meter, atLeast(r, "momentum")] : [meter];
}

function reasonsOf(r: Reading, effect: OutcomeEffect): string[] | null {
  switch (effect.type) {
    case "meter":
      return [
        ...meterReason(r, effect.meter, effect.amount),
        ...(effect.forEach ? meterReason(r, effect.forEach.meter, effect.forEach.amount) : []),
      ];
    case "suffer":
      return sufferReasons(r, effect);
    case "condition":
      return [r.t(effect.mark ? `${K}.Marked` : `${K}.NotMarked`, { name: r.names.condition(effect.key) })];
    case "control":
      return [r.t(`${K}.Control.${r.ruleset}${effect.inControl ? "On" : "Off"}`)];
    case "progress":
      return [r.t(`${K}.TrackFull`)];
    case "clearProgress":
      return [r.t(`${K}.TrackEmpty`)];
    case "legacy":
      // Ironsworn's bonds track by ticks (a full track takes no more); a Starforged legacy's ticks hang on the track's rank.
      return r.ruleset === "ironsworn" && effect.track === "bonds" ? [r.t(`${K}.BondsFull`)] : null;
    default:
      return null;
  }
}

/**
 * Why the line's effects (`picked`, as the player answered them) wrote nothing, each reason once in
 * the user's words; [] where the line cannot tell. For a line that wrote, kept an add or spent repair
 * points, the caller shows those instead.
 */
export function unchangedReasons(
  t: T,
  picked: readonly OutcomeEffect[],
  entry: EffectLogEntry,
  ruleset: EffectRuleset,
  names: UnchangedNames,
): string[] {
  // A value moved and moved back (Draw the Circle's "+1 momentum" and its Endure Harm's rest, at -6),
  // unless the way back went past the least: then what did not fit is what the line says.
  const targets = entry.changes.map((c) => c.target);
  if (new Set(targets).size < targets.length) {
    const left = leftoverReasons(t, picked, entry, ruleset, names);
    return left.length > 0 ? left : [t(`${K}.CancelOut`)];
  }
  return [...new Set(reasonsOfList(readingOf(t, entry, ruleset, names), lineEffects(picked, entry)) ?? [])];
}

/** The line's effects: Repair's exchange is Sacrifice Resources (-1) made for a point (repair-effects.ts). */
function lineEffects(picked: readonly OutcomeEffect[], entry: EffectLogEntry): readonly OutcomeEffect[] {
  return entry.repair?.step === "exchange" ? [{ type: "suffer", move: "resources", amount: 1 }] : picked;
}

function readingOf(t: T, entry: EffectLogEntry, ruleset: EffectRuleset, names: UnchangedNames): Reading {
  return { t, names, ruleset, during: [], inner: entry.inner, changes: entry.changes };
}

/** One step of a loss or gain on a value, in the order the applier takes it; `overflow`: its rest goes to momentum. */
interface Step {
  readonly meter: EffectMeter;
  readonly amount: number;
  readonly overflow: boolean;
}

/** The steps an applied effect takes on values (none for an effect that moves no meter; null: it cannot be told). */
function stepsOf(r: Reading, effect: OutcomeEffect): Step[] | null {
  switch (effect.type) {
    case "meter":
      return [
        { meter: effect.meter, amount: effect.amount, overflow: false },
        ...(effect.forEach ? [{ meter: effect.forEach.meter, amount: effect.forEach.amount * Math.abs(effect.amount), overflow: false }] : []),
      ];
    case "suffer": {
      const rule = effect.move === "any" ? undefined : SUFFER_MOVES[r.ruleset][effect.move];
      return rule === undefined ? null : [{ meter: rule.meter, amount: -effect.amount, overflow: rule.overflow }];
    }
    default:
      return [];
  }
}

/**
 * What of the line's losses did not fit, by meter in the order first met (apply.ts keeps momentum at
 * -6 and the other meters at 0, suffer.ts sends a suffer move's rest to momentum). Each value starts
 * where the line's first change of it says; a value the line never changed stood at its least where
 * a loss reached it first, and is left unread where a gain did (it stood at its highest, where no
 * loss of one line reaches its least). A gain that found its value at its highest before the line's
 * first change of it adds nothing. Null where the line's effects cannot be told.
 */
function leftovers(r: Reading, effects: readonly OutcomeEffect[]): Map<EffectMeter, number> | null {
  const applied = appliedEffects(r, effects);
  if (applied === null) return null;
  const values = new Map<EffectMeter, number | null>();
  const left = new Map<EffectMeter, number>();
  /** Meters a step has moved: past their first recorded change. */
  const moved = new Set<EffectMeter>();
  const first = (meter: EffectMeter) => r.changes.find((c) => c.target === meter);
  const start = (meter: EffectMeter, amount: number): number | null => {
    const change = first(meter);
    if (change !== undefined) return typeof change.before === "number" ? change.before : null;
    return amount < 0 ? meterMin(meter) : null;
  };
  // A gain before the value's first recorded change wrote nothing where that change goes down: a
  // gain that wrote would have recorded its own change, going up, so the value stood at its highest.
  const wroteNothing = (meter: EffectMeter, amount: number): boolean => {
    const change = first(meter);
    return amount > 0 && !moved.has(meter) && typeof change?.before === "number" && typeof change.after === "number" && change.after < change.before;
  };
  const take = ({ meter, amount, overflow }: Step): void => {
    if (amount === 0) return;
    if (!values.has(meter)) values.set(meter, start(meter, amount));
    const value = values.get(meter);
    if (value === null || value === undefined || wroteNothing(meter, amount)) return;
    moved.add(meter);
    const least = meterMin(meter);
    values.set(meter, Math.max(least, value + amount));
    const rest = least - (value + amount);
    if (rest <= 0) return;
    if (overflow) take({ meter: "momentum", amount: -rest, overflow: false });
    else left.set(meter, (left.get(meter) ?? 0) + rest);
  };
  for (const effect of applied) {
    const steps = stepsOf(r, effect);
    if (steps === null) return null;
    steps.forEach(take);
  }
  return left;
}

/** The part of a loss that did not fit, in words, with what the rules ask for it. */
function leftoverWords(r: Reading, meter: EffectMeter, count: number): string {
  const amount = signed(-count);
  if (meter === "supply" || meter === "momentum") return r.t(`${LEFT}.${meter}.${r.ruleset}`, { amount });
  return r.t(`${LEFT}.Zero`, { meter: r.names.meter(meter), amount });
}

/**
 * The part of each of the line's losses that did not fit (`picked`, as the player answered them),
 * for a line that wrote: each in the user's words, with what the rules ask for it; [] where all fit
 * or the line cannot tell.
 */
export function leftoverReasons(
  t: T,
  picked: readonly OutcomeEffect[],
  entry: EffectLogEntry,
  ruleset: EffectRuleset,
  names: UnchangedNames,
): string[] {
  const r = readingOf(t, entry, ruleset, names);
  return [...(leftovers(r, lineEffects(picked, entry)) ?? new Map<EffectMeter, number>())].map(([meter, count]) => leftoverWords(r, meter, count));
}
