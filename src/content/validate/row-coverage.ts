/**
 * Whether an oracle table's rows cover every face of its die once: no gap, no overlap, no reversed
 * range, ending on the last face. Rows that nobody rolls (min and max null) are left out.
 */
import { type DsNode } from "../errors";

export type CoverageFault =
  | { kind: "reversed" | "gap" | "overlap"; index: number; min: number; max: number }
  | { kind: "end"; last: number; faces: number }
  | { kind: "empty" };

/** The rolled rows sorted by `min` with their indexes, and the first fault found (or null). */
export function rowCoverage(rows: readonly { min: number; max: number; i: number }[], faces: number): CoverageFault | null {
  if (rows.length === 0) return { kind: "empty" };
  let next = 1;
  for (const { min, max, i } of rows) {
    if (min > max) return { kind: "reversed", index: i, min, max };
    if (min !== next) return { kind: min < next ? "overlap" : "gap", index: i, min, max };
    next = max + 1;
  }
  return next === faces + 1 ? null : { kind: "end", last: next - 1, faces };
}

/** A row's range, when it has one ({min, max} or Datasworn 0.1.0's roll: {min, max}). */
export function rangeOf(row: DsNode): { min: number; max: number } | null {
  const source = row && typeof row.roll === "object" && row.roll !== null ? row.roll : row;
  return Number.isInteger(source?.min) && Number.isInteger(source?.max) ? { min: source.min, max: source.max } : null;
}
