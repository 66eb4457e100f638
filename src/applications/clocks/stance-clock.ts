/**
 * The clock an Augur Advancing stance sets, once the roll is made: the world clock of that name advances
 * by one segment, or a new one is started (operations/clocks.ts, the "stance" operation). It is a world
 * clock, as the stance describes the situation, not a character; a player's roll reaches it through the
 * active GM like any world clock press, and only the GM may start a new one.
 */
import { pressClock, type ClockOutcome } from "../../cards/clocks/clock-actions";
import { clockRefusalSentence } from "../../cards/clocks/clock-refusal";
import { type ClockWorld } from "../../cards/clocks/clock-types";
import { STANCE_CLOCK_SEGMENTS } from "../../operations/clocks";
import { lookup } from "../../locale";

export async function setStanceClock(name: string, world?: ClockWorld): Promise<ClockOutcome> {
  const outcome = await pressClock(
    { target: { scope: "world" }, op: { action: "stance", name, segments: STANCE_CLOCK_SEGMENTS } },
    world,
  );
  if (!outcome.ok) {
    ui.notifications.error(
      clockRefusalSentence(outcome, lookup),
    );
  }
  return outcome;
}
