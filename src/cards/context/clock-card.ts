/**
 * The context of a clock card (templates/chat/clock-card.hbs): the clock's name, who carries it, what
 * happened (advanced, complete, cleared, rolled to advance), its circle, and for a roll to advance the
 * oracle's odds, the d100 and the answer. Pure: the language lookup is handed in.
 */
import { type ClockCardState } from "../../data/message/clock-card";
import { resolveAskTheOracle } from "../../rules/oracle";
import { clockFace, type ClockFace } from "./clock-face";
import { type Localize } from "../../locale";

export interface ClockCardContext {
  cssClass: string;
  ariaLabel: string;
  /** The clock's name (user text: escaped by the template). */
  title: string;
  /** "World clock" or "Carried by …". */
  subtitle: string;
  /** What happened, in words. */
  event: string;
  eventClass: string;
  face: ClockFace;
  /** "3 of 6". */
  count: string;
  oracle: {
    odds: string;
    roll: string;
    answer: string;
    answerClass: string;
    match: string | null;
  } | null;
}

/** The words of a clock's circle, shared by the card, the panel and the sheets. */
export function clockFaceLabel(t: Localize, name: string, filled: number, segments: number): string {
  return t("VOWFORGE.Clock.FaceLabel", { name, filled, segments });
}

export function clockCardContext(state: ClockCardState, t: Localize): ClockCardContext {
  const { clock } = state;
  const eventKey = `VOWFORGE.Clock.Card.Event.${state.event}`;
  let oracle: ClockCardContext["oracle"] = null;
  if (state.oracle) {
    const result = resolveAskTheOracle(state.oracle);
    oracle = {
      odds: t("VOWFORGE.Card.Oracle.Odds", {
        odds: t(`VOWFORGE.Card.OracleOdds.${result.odds}`),
        threshold: result.threshold,
      }),
      roll: t("VOWFORGE.Clock.Card.Rolled", { roll: result.roll }),
      answer: t(`VOWFORGE.Clock.Card.Answer.${result.answer}`),
      answerClass: `vf-card__outcome vf-outcome--${result.answer}`,
      match: result.match ? t("VOWFORGE.Card.Match.extreme") : null,
    };
  }
  const eventText = state.event === "advance" ? t(eventKey, { count: state.added }) : t(eventKey);
  return {
    cssClass: `vf-card vf-clock-card vf-clock-card--${state.event}`,
    ariaLabel: t("VOWFORGE.Clock.Card.AriaLabel", { name: clock.name }),
    title: clock.name,
    subtitle: state.owner
      ? t("VOWFORGE.Clock.CarriedBy", { name: state.owner })
      : t("VOWFORGE.Clock.WorldClock"),
    event: eventText,
    eventClass: `vf-clock-card__event vf-clock-card__event--${state.event}`,
    face: clockFace(
      clock.segments,
      clock.filled,
      clockFaceLabel(t, clock.name, clock.filled, clock.segments),
    ),
    count: t("VOWFORGE.Clock.Count", { filled: clock.filled, segments: clock.segments }),
    oracle,
  };
}
