/**
 * The state of a clock card: what a chat message about a clock keeps in `flags.vowforge.clock`. The card
 * is drawn from it on every render (in each reader's language), never read back out of HTML. It holds a
 * copy of the clock as it stood after the event, who carries it, and the oracle's roll of a roll to
 * advance; nothing on it acts on the clock later, so it has no buttons and no "applied" list.
 */
import { assertClock, type Clock } from "../../rules/clocks";
import { ORACLE_ODDS_IDS, resolveAskTheOracle, type OracleOdds } from "../../rules/oracle";

/** The events that post a card. */
export const CLOCK_CARD_EVENTS = ["advance", "complete", "clear", "roll"] as const;
export type ClockCardEvent = (typeof CLOCK_CARD_EVENTS)[number];

export interface ClockCardState {
  event: ClockCardEvent;
  /** The clock after the event (its name is user text, escaped when shown). */
  clock: Clock;
  /** Segments the event filled. */
  added: number;
  /** The character carrying the clock (plain text), or "" for a world clock. */
  owner: string;
  /** The roll to advance asked the oracle with these odds and this d100; null for any other event. */
  oracle: { odds: OracleOdds; roll: number } | null;
}

/** Where the state is kept on the message: `flags.vowforge.clock`. */
export const CLOCK_CARD_FLAG = "clock";

/** The clock card a message's flag holds, or null when it holds none the rules can read. */
export function readClockCard(value: unknown): ClockCardState | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!(CLOCK_CARD_EVENTS as readonly unknown[]).includes(v.event)) return null;
  try {
    assertClock(v.clock as Clock);
  } catch {
    return null;
  }
  const c = v.clock as Clock;
  const added =
    Number.isInteger(v.added) && (v.added as number) >= 0 && (v.added as number) <= 12
      ? (v.added as number)
      : 0;
  const owner = typeof v.owner === "string" ? v.owner : "";
  let oracle: ClockCardState["oracle"] = null;
  if (typeof v.oracle === "object" && v.oracle !== null) {
    const o = v.oracle as Record<string, unknown>;
    if (!(ORACLE_ODDS_IDS as readonly unknown[]).includes(o.odds)) return null;
    try {
      resolveAskTheOracle({ odds: o.odds as OracleOdds, roll: o.roll as number });
    } catch {
      return null;
    }
    oracle = { odds: o.odds as OracleOdds, roll: o.roll as number };
  }
  if (v.event === "roll" && oracle === null) return null;
  const clock: Clock = {
    id: c.id,
    name: c.name,
    segments: c.segments,
    filled: c.filled,
    visibility: c.visibility,
  };
  return { event: v.event as ClockCardEvent, clock, added, owner, oracle };
}
