/** The progress kind: an Ironsworn / Starforged progress roll (vows, journeys, combat, legacy tracks). */
import { applyBadSpot, type DecisiveActionResult } from "../rules/bad-spot";
import { PROGRESS_SCORE_MAX, resolveProgressRoll } from "../rules/challenge";
import { EFFECT_FIELDS, EFFECT_LOG_KEPT } from "./effect-fields";
import { trackDataOf } from "../data/documents";
import { RulesError } from "../rules/errors";
import { assertRank, markProgress, MAX_TICKS } from "../rules/progress";
import { challengePair, defineKind, type KindAction } from "./contract";
import { added, int, nullableBool, pair, pick, text, uuid, type CardWith, type RequestWith } from "./shape";
import {
  base,
  challengeGroup,
  line,
  OUTCOME_KEY,
  outcomeOf,
  type CardContext,
  type CardEnv,
  type CardMove,
  challengeMatch,
  moveText,
  offerAction,
} from "./view";

export const PROGRESS_SHAPE = {
  /** UUID of the progress item rolled, or null (a legacy track or a command). */
  trackUuid: uuid(),
  /** The track's name (plain text). */
  trackName: text(),
  /** Progress score 0..10 at roll time. */
  score: int(0, PROGRESS_SCORE_MAX, 0),
  challengeDice: pair(10),
  /**
   * Starforged's Take Decisive Action asks whether the character is in a bad spot: false while the card
   * asks (in control), true once a bad spot is recorded (the outcome drops one step). Null or absent:
   * the roll does not ask (any other progress roll, and cards stored before the question existed).
   */
  badSpot: { ...added(nullableBool(), null), mayOmit: true },
  ...EFFECT_FIELDS,
} as const;

export const PROGRESS_REQUEST = pick(PROGRESS_SHAPE, ["trackUuid", "trackName", "score", "badSpot"]);

export type ProgressCardState = CardWith<"progress", typeof PROGRESS_SHAPE>;
export type ProgressRequest = RequestWith<"progress", typeof PROGRESS_REQUEST>;
/** The dice of a progress roll, as cast. */
export type ProgressDice = Pick<ProgressCardState, "challengeDice">;

/** The context of a progress roll's card (see buildCardContext in cards/log-cards.ts). */
export function progressView(
  state: ProgressCardState,
  result: DecisiveActionResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  ctx.subtitle = state.trackName || null;
  ctx.diceGroups.push(challengeGroup(t, result.challengeDice, result.beaten));
  ctx.lines.push(line(t("VOWFORGE.Card.Score.Progress", { score: result.score }), "score"));
  if (state.badSpot === true) {
    const raw = result.droppedFrom ?? result.outcome;
    ctx.lines.push(
      line(
        t("VOWFORGE.Card.BadSpot.Dropped", {
          raw: t(`${OUTCOME_KEY}.${raw}`),
          outcome: t(`${OUTCOME_KEY}.${result.outcome}`),
        }),
        "badSpot",
      ),
    );
  } else if (state.badSpot === false) {
    ctx.lines.push(line(t("VOWFORGE.Card.BadSpot.InControl"), "badSpot"));
    offerAction(ctx, state, env, "badSpot", t);
  }
  if (result.match) ctx.match = challengeMatch(t, result.outcome);
  ctx.move = moveText(t, move, result.outcome, result.match);
  return ctx;
}

/** Marking progress on the card's track by its rank. */
const markTrack: KindAction<ProgressCardState> = {
  apply(card, { targets }) {
    const track = trackDataOf(targets.track);
    if (!track) throw new RulesError("NotOffered", "this card has no track to mark");
    // The stored rank is checked again: a plain object (the playground's, a test's) has no schema.
    assertRank(track.rank);
    return { card, track: { ticks: markProgress(track.ticks, track.rank) } };
  },
};

export const progress = defineKind({
  id: "progress",
  shape: PROGRESS_SHAPE,
  request: PROGRESS_REQUEST,
  /** On Take Decisive Action from a bad spot the outcome has dropped one step. */
  resolve: (card: ProgressCardState) =>
    applyBadSpot(resolveProgressRoll({ progress: card.score, challengeDice: card.challengeDice }), card.badSpot === true),
  fromDice: (request: ProgressRequest, dice: ProgressDice): ProgressCardState => ({
    ...request,
    challengeDice: dice.challengeDice,
    applied: [],
  }),
  check: (): ProgressDice => ({ challengeDice: [1, 1] }),
  dice: () => [{ count: 2, die: "dx" }],
  read: (_request, [challenge]): ProgressDice => ({ challengeDice: challengePair(challenge) }),
  beaten: (result) => result.beaten,
  actsThrough: ["markProgress"],
  kept: EFFECT_LOG_KEPT,
  rewrites: {
    badSpot: { fields: ["badSpot"], fits: (before, next) => before.badSpot === false && next.badSpot === true },
  },
  // Take Decisive Action asks about a bad spot until answered; a track not yet full can be marked.
  offers: (card, _result, targets) => [
    ...(card.badSpot === false ? (["badSpot"] as const) : []),
    ...((trackDataOf(targets.track)?.ticks ?? MAX_TICKS) < MAX_TICKS
      ? (["markProgress"] as const)
      : []),
  ],
  actions: {
    markProgress: markTrack,
    // Take Decisive Action: records that the character acted from a bad spot; the outcome drops a step.
    badSpot: { apply: (card) => ({ card: { ...card, badSpot: true } }) },
  },
  writes: (card) => ({ track: card.trackUuid, helpers: [] }),
  view: progressView,
});
