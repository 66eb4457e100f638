/**
 * A clock drawn as a segmented circle: one SVG wedge per segment, clockwise from the top, the filled
 * ones first. Pure: the card, the clock panel, the sheets and the playground draw the same circle from
 * the same numbers.
 */

/** One wedge of the circle: its SVG path and whether it is filled. */
export interface ClockWedge {
  d: string;
  filled: boolean;
}

/** What the clock face partial draws. */
export interface ClockFace {
  wedges: ClockWedge[];
  /** The circle's accessible name ("Siege: 3 of 6 segments filled"). */
  label: string;
  complete: boolean;
}

const CENTRE = 50;
const RADIUS = 46;

function point(angle: number): string {
  const x = CENTRE + RADIUS * Math.cos(angle);
  const y = CENTRE + RADIUS * Math.sin(angle);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
}

/** The wedges of a clock of `segments`, `filled` of them filled (viewBox 0 0 100 100). */
export function clockWedges(segments: number, filled: number): ClockWedge[] {
  const step = (2 * Math.PI) / segments;
  const start = -Math.PI / 2;
  return Array.from({ length: segments }, (_, i) => {
    const from = start + i * step;
    const to = from + step;
    return {
      d: `M${CENTRE} ${CENTRE} L${point(from)} A${RADIUS} ${RADIUS} 0 0 1 ${point(to)} Z`,
      filled: i < filled,
    };
  });
}

/** The face of a clock, with its accessible name already worded. */
export function clockFace(segments: number, filled: number, label: string): ClockFace {
  return { wedges: clockWedges(segments, filled), label, complete: filled >= segments };
}
