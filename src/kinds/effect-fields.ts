/**
 * The stored fields of a card whose move carries outcome effects (action and progress cards): the
 * move's effects, copied when it is rolled, and the trace of the effects applied from the card (who
 * applied what, and the values each write changed, for undo). Both are objects the rules engine and
 * the card actions check themselves; absent reads as none (cards rolled before effects existed, and
 * cards of moves without effects, omit them) (src/rules/effects, src/cards/actions/outcome-effects.ts).
 */
import type { MoveEffects } from "../rules/effects/vocabulary";
import type { EffectChange } from "../rules/effects/character";
import type { NextMoveAdd } from "../rules/effects/next-move";
import { added, data, list, nullableId } from "./shape";

/** The kinds whose cards carry these fields. */
export const EFFECT_KINDS = ["action", "progress"] as const;

/** Most trace lines a card keeps (a move offers far fewer effects). */
export const EFFECT_LOG_MAX = 40;

/**
 * One value an applied effect wrote: on the card's actor or its progress track, at `path` below
 * `system`; or on a companion of the actor's (`item`, its id, and `itemName`), at `path` on the item
 * (operations/companion.ts: its health or its mark).
 */
export interface EffectWrite {
  readonly doc: "actor" | "track" | "companion";
  readonly path: string;
  readonly item?: string;
  readonly itemName?: string;
  /** Numbers and marks; text for a track's rank (a recommit raises it). */
  readonly before: number | boolean | string;
  readonly after: number | boolean | string;
  /** A vehicle's meter written on its item is its integrity (Repair's points; absent: a companion's health). */
  readonly meter?: "integrity";
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
  /**
   * A suffer move's roll after its cost: the stat or meter rolled (the higher) and its value; the
   * suffer move's kind and Datasworn id (the card offers rolling it) and whether the move must roll
   * (Starforged rolls only at 0 or to resist). Lines stored before the move was named lack the three.
   */
  readonly roll: {
    readonly key: string;
    readonly value: number;
    readonly move?: string;
    readonly moveId?: string;
    readonly required?: boolean;
  } | null;
  /** An "up to" effect's amount taken, as the player picked it. */
  readonly amount?: number;
  /** An "any suffer move" effect's move, as the player picked it. */
  readonly suffer?: string;
  /** The companion (its item id) the player picked, where the character has several. */
  readonly companion?: string;
  /** A move taken as an automatic outcome: the option picked of its own choice (absent: none asked). */
  readonly inner?: number;
  /** A step taken with Repair's points: which, and the points it gained (+) or spent (-) (rules/effects/repair.ts). */
  readonly repair?: { readonly step: string; readonly points: number };
  /** "+N on your next move" adds this effect stored on the character (absent: none); undo removes them. */
  readonly nextMove?: readonly NextMoveAdd[];
  /** A published Starforged recommit: the lower of the two challenge dice it rolled (absent: none). */
  readonly recommitDie?: number;
  readonly undone: boolean;
}

/** The fields, added to a kind's shape table. */
export const EFFECT_FIELDS = {
  /** The rolled move's outcome effects (its `system.effects`), or null (no move, or none known). */
  moveEffects: { ...added({ ...data<MoveEffects>(), nullable: true } as const, null), mayOmit: true },
  /** The rolled move's Datasworn id (the source a stored "+N on your next move" names), or null. */
  moveId: { ...added(nullableId(), null), mayOmit: true },
  /** The effects applied from the card, oldest first. */
  effectLog: { ...added(list(data<EffectLogEntry>(), { max: EFFECT_LOG_MAX }), []), mayOmit: true },
} as const;

/** A card as the trace check reads it. */
interface WithEffectLog {
  readonly effectLog?: readonly EffectLogEntry[];
}

const sameEntry = (a: EffectLogEntry, b: EffectLogEntry) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a player's update may turn the trace `before` into `next`: as applying an effect does (one
 * line added at the end, not undone, the earlier lines untouched) or as undoing one does (the last line
 * not yet undone marked undone, nothing else changed), or not at all. Which effect and what it wrote
 * the player's own client worked out on its own character (src/cards/actions/outcome-effects.ts).
 */
export function effectLogGrows(before: WithEffectLog, next: WithEffectLog): boolean {
  const was = before.effectLog ?? [];
  const now = next.effectLog ?? [];
  if (now.length === was.length + 1) {
    return was.every((entry, i) => sameEntry(entry, now[i])) && !now[was.length].undone;
  }
  if (now.length !== was.length) return false;
  if (was.every((entry, i) => sameEntry(entry, now[i]))) return true;
  let last = was.length - 1;
  while (last >= 0 && was[last].undone) last -= 1;
  return was.every((entry, i) => sameEntry(i === last ? { ...entry, undone: true } : entry, now[i]));
}

/** The `kept` trait of a kind with these fields: its trace changes only as effectLogGrows allows. */
export const EFFECT_LOG_KEPT = { fields: ["effectLog"], keeps: effectLogGrows } as const;
