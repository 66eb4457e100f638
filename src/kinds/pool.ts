/** The pool kind: a Forged Ties pool roll (d10s against two challenge dice, by position and effect). */
import {
  EFFECTS,
  MAX_POOL_DICE,
  POSITIONS,
  poolRollOdds,
  PUSH_CHOICES,
  resolvePoolRoll,
  type PoolConsequence,
  type PoolRollResult,
} from "../rules/pool";
import { assertInt, assertName } from "../rules/validate";
import { consequenceMarks } from "../rules/forged-ties-consequences";
import { anyApplied, clearHeartFirst, challengePair, defineKind, lowestFaces, type CardTargets } from "./contract";
import {
  added,
  bool,
  choice,
  dice,
  int,
  nullableChoice,
  omittable,
  pair,
  pick,
  type CardActionId,
  type CardWith,
  type RequestWith,
} from "./shape";
import { forgedTiesOf } from "../data/documents";
import { base, button, challengeGroup, group, keptPool, line, offered, OUTCOME_KEY, outcomeOf, poolMatch, moveText, oddsNote, oddsTable, type CardContext, type CardEnv, type CardMove, type OddsView } from "./view";
import { type Localize } from "../locale";

export const POOL_SHAPE = {
  /** The d10 pool as rolled (after a push added a die, that die is last). */
  pool: dice(10, 1, MAX_POOL_DICE),
  challengeDice: pair(10),
  position: choice(POSITIONS, "risky"),
  effect: choice(EFFECTS, "standard"),
  /** How the roll was pushed, if it was. */
  pushed: nullableChoice(PUSH_CHOICES),
  /** Whether heart absorbed the push's breaking (FT-18: the player's choice in the dialog; old cards: no). */
  pushClearHeart: added(bool(), false),
} as const;

export const POOL_REQUEST = {
  ...pick(POOL_SHAPE, ["position", "effect", "pushed"]),
  /** Absent: heart is not cleared for the push. */
  pushClearHeart: omittable(POOL_SHAPE.pushClearHeart),
  /** How many d10s to roll (after helpers and a push that added a die). */
  dice: int(1, MAX_POOL_DICE, 1),
} as const;

export type PoolCardState = CardWith<"pool", typeof POOL_SHAPE>;
export type PoolRequest = RequestWith<"pool", typeof POOL_REQUEST>;
/** The dice of a pool roll, as cast. */
export type PoolDice = Pick<PoolCardState, "pool" | "challengeDice">;

/** How many dice a pool request rolls (refuses a count the rules do not accept). */
export function poolCount(request: PoolRequest): number {
  assertInt(request.dice, 1, MAX_POOL_DICE, "pool dice");
  return request.dice;
}

/** The context of a dice pool roll's card (see buildCardContext in cards/log-cards.ts). */
const POOL_TO_CHALLENGE = { fullSuccess: "strongHit", partialSuccess: "weakHit", miss: "miss" } as const;

/** The position's consequence in our own words, sentence by sentence, from the rules' data. */
function consequenceSentences(t: Localize, c: PoolConsequence): string[] {
  const sentences = [t(`VOWFORGE.Card.Consequence.Achieved.${c.achieved}`)];
  if (c.severity !== "none") sentences.push(t(`VOWFORGE.Card.Consequence.Severity.${c.severity}`));
  if (c.marks !== "none") sentences.push(t(`VOWFORGE.Card.Consequence.Marks.${c.marks}`));
  if (c.needsPush) sentences.push(t("VOWFORGE.Card.Consequence.NeedsPush"));
  return sentences;
}

export function poolView(
  state: PoolCardState,
  result: PoolRollResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  const pushedDie = state.pushed === "addDie" ? result.pool.length - 1 : -1;
  const pool = keptPool(t, result.pool, result.keptIndex, pushedDie);
  ctx.diceGroups.push(
    group("pool", t("VOWFORGE.Card.Dice.Pool"), pool),
    challengeGroup(t, result.challengeDice, result.beaten),
  );
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.PositionEffect", {
        position: t(`VOWFORGE.Card.Position.${result.position}`),
        effect: t(`VOWFORGE.Card.Effect.${result.effect}`),
      }),
      "position",
    ),
  );
  if (state.pushed) ctx.lines.push(line(t(`VOWFORGE.Card.Pushed.${state.pushed}`), "pushed"));
  if (result.matchResult) ctx.match = poolMatch(t, result.matchResult);
  ctx.consequence = {
    heading: t("VOWFORGE.Card.Consequence.Heading", {
      position: t(`VOWFORGE.Card.Position.${result.position}`),
    }),
    sentences: consequenceSentences(t, result.consequence),
  };
  ctx.move = moveText(t, move, POOL_TO_CHALLENGE[result.outcome], result.match);

  // A push is decided in the roll dialog, before the dice are shown (FT-07, docs/rulings.md): the card
  // offers none; a card whose roll was pushed says how above.
  addMarkButtons(ctx, state, result, env);
  return ctx;
}

/**
 * The marks a pool roll's consequence asks for, as buttons: "Mark harm" (asks for the harm's name; says
 * it marks breaking instead when the character has no free harm slot) and "Mark breaking", with "Clear
 * heart instead" beside it while the character has heart marked. When one of the two is to be chosen,
 * taking either closes both.
 */
function addMarkButtons(ctx: CardContext, state: PoolCardState, result: PoolRollResult, env: CardEnv): void {
  const t = env.localize;
  const marks = result.consequence.marks;
  const eitherDone =
    marks === "harmOrBreaking" &&
    (state.applied.includes("markHarm") || state.applied.includes("markBreaking"));
  if (marks === "none" || eitherDone) return;
  const character = forgedTiesOf(env.actor);
  const harmFull = character !== null && !character.harm.includes(null);
  if (offered(state, env, "markHarm")) {
    const label = t(harmFull ? "VOWFORGE.Card.Action.markHarmFull" : "VOWFORGE.Card.Action.markHarm");
    ctx.actions.push(button("markHarm", label, { prompt: harmFull ? "harmFull" : "harm" }));
  }
  if (offered(state, env, "markBreaking")) {
    ctx.actions.push(button("markBreaking", t("VOWFORGE.Card.Action.markBreaking")));
    if (character && character.heart.marked > 0) {
      ctx.actions.push(
        button("markBreaking", t("VOWFORGE.Card.Action.clearHeart"), { choice: "clearHeart" }),
      );
    }
  }
}

/**
 * Harm and breaking where the position's consequence asks (consequenceMarks: both when both are
 * required, either one when one is to be chosen). Never a push: that is chosen in the roll dialog
 * (FT-07), so an old card's push button, or a crafted request, is refused as not offered.
 */
function poolOffers(card: PoolCardState, result: PoolRollResult, targets: CardTargets): CardActionId[] {
  const character = forgedTiesOf(targets.actor);
  if (!character) return [];
  const marks = consequenceMarks(result.consequence, character);
  return anyApplied(card, marks.chooseOne) ? [] : [...new Set([...marks.required, ...marks.chooseOne])];
}

/** The dialog's odds of a pool roll: its outcomes, the dice it rolls, an opportunity's and a complication's chance. */
function poolOdds(request: PoolRequest, t: Localize): OddsView {
  const odds = poolRollOdds({ dice: request.dice });
  const entries = [["fullSuccess", odds.fullSuccess], ["partialSuccess", odds.partialSuccess], ["miss", odds.miss]] as const;
  const notes = [
    t("VOWFORGE.Dialog.Odds.PoolDice", { dice: request.dice }),
    oddsNote(t, "VOWFORGE.Dialog.Odds.Opportunity", odds.opportunity),
    oddsNote(t, "VOWFORGE.Dialog.Odds.Complication", odds.complication),
  ];
  return { tables: [oddsTable(t, entries)], notes };
}

export const pool = defineKind({
  id: "pool",
  shape: POOL_SHAPE,
  request: POOL_REQUEST,
  resolve: (card: PoolCardState) =>
    resolvePoolRoll({ pool: card.pool, challengeDice: card.challengeDice, position: card.position, effect: card.effect }),
  fromDice: (request: PoolRequest, dice: PoolDice): PoolCardState => {
    const { dice: _count, pushClearHeart, ...rest } = request;
    return {
      ...rest,
      pushClearHeart: pushClearHeart === true,
      pool: [...dice.pool],
      challengeDice: dice.challengeDice,
      applied: [],
    };
  },
  check: (request: PoolRequest): PoolDice => ({ pool: lowestFaces(poolCount(request)), challengeDice: [1, 1] }),
  dice: (request) => [{ count: poolCount(request), die: "d10" }, { count: 2, die: "dx" }],
  read: (_request, [pool, challenge]): PoolDice => ({ pool: [...pool], challengeDice: challengePair(challenge) }),
  beaten: (result) => result.beaten,
  // A push chosen in the dialog marks breaking on the Forged Ties character, heart first when the
  // player ticked it (FT-18).
  onPost: (card, actor) => ({
    operations:
      card.pushed !== null && forgedTiesOf(actor)
        ? [{ op: "markBreaking", n: 1, clearHeartFirst: card.pushClearHeart }]
        : [],
    closes: [],
  }),
  offers: poolOffers,
  actions: {
    markBreaking: {
      apply: (card, { args }) => ({
        card,
        operations: [{ op: "markBreaking", n: 1, clearHeartFirst: clearHeartFirst(args) }],
      }),
    },
    markHarm: {
      apply(card, { args }) {
        const name = typeof args.name === "string" ? args.name.trim() : args.name;
        assertName(name, "harm name");
        return { card, operations: [{ op: "markHarm", name }] };
      },
    },
  },
  odds: poolOdds,
  view: poolView,
});
