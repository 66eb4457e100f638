/**
 * The trace's words for an applied effect that wrote nothing, in place of before -> after: why, where
 * the line and the effect tell it, else none (the panel then says there was nothing to change).
 *
 * An effect writes nothing only where each value it moves already stands where it would go
 * (rules/effects/apply.ts keeps the limits and records no change that is none), so the effect alone
 * says why: a gain found its meter at its highest, a loss found it at 0 (momentum at -6), a mark
 * found the condition already marked or clear, the initiative or control already so, the track
 * already full or empty. An option of several effects may also move a value and move it back (the
 * line's changes name it twice): they cancel out. What the rules then hand back to the table is
 * named as they name it (docs/rulings.md, "Outcome effects", IS-09): supply lost at 0 while
 * unprepared (Ironsworn's Out of Supply; Starforged's Sacrifice Resources), momentum lost at -6
 * (Ironsworn's Face a Setback; Starforged's Lose Momentum at its minimum), and so a suffer move
 * whose meter is at 0 and whose rest goes to momentum already at -6. A `when` tells which branch was
 * taken where one branch is empty (the card offers a `when` only while it gives something,
 * when-effects.ts), where one branch would have written (clearing the mark its test found), or where
 * it tests the moment (Sojourn); otherwise, and for an effect that says nothing of its values (a
 * Starforged legacy's ticks by rank, a recommit, a companion's fate, experience), the line gives no
 * reason. Plain words out.
 */
import { SUFFER_MOVES, type EffectRuleset } from "../../rules/effects";
import type { EffectMeter, EffectTest, OutcomeEffect } from "../../rules/effects/vocabulary";
import type { EffectLogEntry } from "../../kinds/effect-fields";
import type { CardEnv } from "../../kinds/view";
import { innerChoice, isAutomatic } from "../actions/automatic-effects";

const K = "VOWFORGE.CardEffect.Unchanged";

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

/** The branch of a `when` that was taken, where the line can tell; null where it cannot. */
function branchTaken(r: Reading, effect: Extract<OutcomeEffect, { type: "when" }>): readonly OutcomeEffect[] | null {
  const otherwise = effect.otherwise ?? [];
  if ("during" in effect.test) return r.during.includes(effect.test.during) ? effect.then : otherwise;
  if (otherwise.length === 0) return effect.then;
  if (effect.then.length === 0) return otherwise;
  if (alwaysWrites(effect.test, effect.then)) return otherwise;
  return null;
}

/** The reasons of each effect (null: one of them tells none). */
function reasonsOfList(r: Reading, effects: readonly OutcomeEffect[]): string[] | null {
  const all: string[] = [];
  for (const effect of effects) {
    const reasons = reasonsOf(r, effect);
    if (reasons === null) return null;
    all.push(...reasons);
  }
  return all;
}

function sufferReasons(r: Reading, effect: Extract<OutcomeEffect, { type: "suffer" }>): string[] | null {
  const rule = effect.move === "any" ? undefined : SUFFER_MOVES[r.ruleset][effect.move];
  if (rule === undefined) return null;
  if (effect.amount === 0) return [r.t(`${K}.NoCost`)];
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
    case "when": {
      const branch = branchTaken(r, effect);
      return branch === null ? null : reasonsOfList(r, branch);
    }
    case "makeMove": {
      if (!isAutomatic(effect)) return null;
      const choice = innerChoice(effect);
      const inner = r.inner === undefined ? undefined : choice?.options[r.inner]?.effects;
      const effects = effect.effects.flatMap((e) => (e === choice ? (inner ?? []) : [e]));
      return reasonsOfList({ ...r, during: [...r.during, ...(effect.during === undefined ? [] : [effect.during])] }, effects);
    }
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
  // A value moved and moved back (Draw the Circle's "+1 momentum" and its Endure Harm's rest, at -6).
  const targets = entry.changes.map((c) => c.target);
  if (new Set(targets).size < targets.length) return [t(`${K}.CancelOut`)];
  const r: Reading = { t, names, ruleset, during: [], inner: entry.inner };
  // Repair's exchange is Sacrifice Resources (-1) made for a point (repair-effects.ts).
  const effects: readonly OutcomeEffect[] = entry.repair?.step === "exchange" ? [{ type: "suffer", move: "resources", amount: 1 }] : picked;
  return [...new Set(reasonsOfList(r, effects) ?? [])];
}
