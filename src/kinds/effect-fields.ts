/**
 * The stored fields of a card whose move carries outcome effects (action and progress cards): the
 * move's effects, copied when it is rolled, and the trace of the effects applied from the card (who
 * applied what, and the values each write changed, for undo). Both are objects the rules engine and
 * the card actions check themselves; absent reads as none (cards rolled before effects existed, and
 * cards of moves without effects, omit them) (src/rules/effects, src/cards/actions/outcome-effects.ts).
 */
import type { MoveEffects } from "../rules/effects/vocabulary";
import type { EffectChange } from "../rules/effects/character";
import { added, data, list } from "./shape";

/** The kinds whose cards carry these fields. */
export const EFFECT_KINDS = ["action", "progress"] as const;

/** Most trace lines a card keeps (a move offers far fewer effects). */
export const EFFECT_LOG_MAX = 40;

/** One value an applied effect wrote: on the card's actor or its progress track, at `path` below `system`. */
export interface EffectWrite {
  readonly doc: "actor" | "track";
  readonly path: string;
  readonly before: number | boolean;
  readonly after: number | boolean;
}

/** One trace line: the effect (and option) applied, by whom, what it changed, and whether it was undone. */
export interface EffectLogEntry {
  readonly effect: number;
  /** The option taken of a "choose" effect, or null. */
  readonly option: number | null;
  readonly userId: string;
  /** The user's name when applied (plain text, escaped when shown). */
  readonly userName: string;
  readonly changes: readonly EffectChange[];
  readonly writes: readonly EffectWrite[];
  /** A suffer move's roll after its cost: the stat or meter rolled (the higher) and its value. */
  readonly roll: { readonly key: string; readonly value: number } | null;
  readonly undone: boolean;
}

/** The fields, added to a kind's shape table. */
export const EFFECT_FIELDS = {
  /** The rolled move's outcome effects (its `system.effects`), or null (no move, or none known). */
  moveEffects: { ...added({ ...data<MoveEffects>(), nullable: true } as const, null), mayOmit: true },
  /** The effects applied from the card, oldest first. */
  effectLog: { ...added(list(data<EffectLogEntry>(), { max: EFFECT_LOG_MAX }), []), mayOmit: true },
} as const;
