/**
 * Progress tracks as sheets draw them: ten boxes of 0-4 ticks (drawn with CSS) and a sentence for
 * screen readers. Used by progress items, the bonds track, legacy tracks and foes.
 */
import { BOXES, MAX_TICKS, TICKS_PER_BOX, boxesOf, progressScore } from "../../../rules/progress";
import { type Localize } from "../../../locale";

export interface BoxView {
  ticks: number;
  cssClass: string;
}

export interface TrackView {
  ticks: number;
  score: number;
  boxes: BoxView[];
  /** "7 of 10 boxes filled" (and the ticks of a part-filled box), read instead of the boxes. */
  srText: string;
}

/** Ticks held within a track (0..40); anything not a whole number reads as 0. */
export function safeTicks(ticks: unknown): number {
  return typeof ticks === "number" && Number.isInteger(ticks) ? Math.min(MAX_TICKS, Math.max(0, ticks)) : 0;
}

/** The view of a track holding `ticks`. */
export function trackView(ticks: unknown, t: Localize): TrackView {
  const held = safeTicks(ticks);
  const score = progressScore(held);
  const partial = held - score * TICKS_PER_BOX;
  const filled = t("VOWFORGE.Sheet.Track.Filled", { filled: score, total: BOXES });
  return {
    ticks: held,
    score,
    // An empty box is a bare span (most boxes of a long list), styled by .vf-boxes > span.
    boxes: boxesOf(held).map((n) => ({ ticks: n, cssClass: n > 0 ? `vf-box--t${n}` : "" })),
    srText: partial > 0 ? t("VOWFORGE.Sheet.Track.FilledPartial", { filled, ticks: partial }) : filled,
  };
}
