/** The opposed kind: a Strike! opposed roll (both sides roll when it is posted; the card compares them). */
import { diceToRoll, STRIKE_MAX_HELPERS, type StrikeRollResult } from "../rules/strike";
import { assertId, assertInt, assertName } from "../rules/validate";
import { resolveOpposedRoll, YES_BUT_CHOICES, type OpposedRollResult } from "../rules/strike-opposed";
import { defineKind, lowestFaces } from "./contract";
import {
  int,
  nullableId,
  object,
  pick,
  text,
  uuid,
  type CardWith,
  type RequestWith,
  type ValueOfShape,
} from "./shape";
import { canLearn, learnSkill, resolveSkillRoll, STRIKE_SHAPE } from "./strike";
import {
  base,
  die,
  group,
  line,
  outcomeOf,
  signed,
  type CardContext,
  type CardDiceGroup,
  type CardEnv,
  offerAction,
} from "./view";

/**
 * One side of an opposed roll: an actor or a named opponent, and the dice it rolled (a Strike! skill
 * roll's inputs and dice, from the strike kind's table).
 */
const SIDE = object({
  /** The side's actor UUID, or null for an opponent the GM names. */
  actorUuid: uuid(),
  /** Who the side is (plain text). */
  name: text(),
  ...pick(STRIKE_SHAPE, ["skilled", "advantage", "disadvantage", "majorConditions", "dice", "helperDice"]),
});

export const OPPOSED_SHAPE = {
  /** Side a is the card's actor (when it has one). */
  a: SIDE,
  b: SIDE,
  /** The skill side a rolled, by its id on the sheet, or null (learning needs it). */
  skillId: nullableId(),
} as const;

/** A side of an opposed roll before its dice are cast. */
const SIDE_REQUEST = object({
  ...pick(SIDE.fields, ["actorUuid", "name", "skilled", "advantage", "disadvantage", "majorConditions"]),
  /** How many helpers roll a d6 each for this side. */
  helpers: int(0, STRIKE_MAX_HELPERS, 0),
});

export const OPPOSED_REQUEST = { a: SIDE_REQUEST, b: SIDE_REQUEST, skillId: OPPOSED_SHAPE.skillId } as const;

export type OpposedCardState = CardWith<"opposed", typeof OPPOSED_SHAPE>;
export type OpposedRequest = RequestWith<"opposed", typeof OPPOSED_REQUEST>;
export type OpposedSideState = ValueOfShape<typeof SIDE.fields>;
export type OpposedSideRequest = ValueOfShape<typeof SIDE_REQUEST.fields>;
/** The dice of one side of an opposed roll, as cast. */
export type OpposedSideDice = Pick<OpposedSideState, "dice" | "helperDice">;
/** The dice of an opposed roll, as cast. */
export type OpposedDice = { a: OpposedSideDice; b: OpposedSideDice };

/** Both sides of an opposed roll, each read on its table, and how they compare. */
export interface OpposedCardResult {
  a: StrikeRollResult;
  b: StrikeRollResult;
  opposed: OpposedRollResult;
}

function resolveOpposedCard(card: OpposedCardState): OpposedCardResult {
  const a = resolveSkillRoll(card.a);
  const b = resolveSkillRoll(card.b);
  const opposed = resolveOpposedRoll({
    a: { total: a.total, dice: a.dice, skilled: a.skilled },
    b: { total: b.total, dice: b.dice, skilled: b.skilled },
  });
  return { a, b, opposed };
}

/** How many skill dice and helper dice each side of an opposed request rolls. */
export function opposedCounts(request: OpposedRequest): {
  a: { dice: number; helpers: number };
  b: { dice: number; helpers: number };
} {
  const side = (s: OpposedSideRequest, what: string) => {
    assertName(s.name, `${what}.name`);
    assertInt(s.helpers, 0, STRIKE_MAX_HELPERS, `${what}.helpers`);
    return {
      dice: diceToRoll({ advantage: s.advantage, disadvantage: s.disadvantage }).count,
      helpers: s.helpers,
    };
  };
  return { a: side(request.a, "a"), b: side(request.b, "b") };
}

function sideFromDice(side: OpposedSideRequest, dice: OpposedSideDice): OpposedSideState {
  const { helpers: _helpers, ...rest } = side;
  return { ...rest, dice: [...dice.dice], helperDice: [...dice.helperDice] };
}

/**
 * The opposed card: each side's dice read on its table, the two totals compared, who gets what they
 * want and how decisively, and on a narrow win the "yes, but" choices the loser picks from. When side a
 * (the card's character) learns the skill, "Learn the skill" is offered.
 */
const O = "VOWFORGE.Card.Opposed";

function sideGroups(
  env: CardEnv,
  id: "a" | "b",
  side: OpposedSideState,
  result: StrikeRollResult,
): CardDiceGroup[] {
  const t = env.localize;
  const kept = t("VOWFORGE.Card.Die.kept");
  const several = result.dice.length > 1;
  const dice = result.dice.map((value, i) => {
    const isKept = several && i === result.keptIndex;
    const srText = t(isKept ? "VOWFORGE.Card.Die.PoolKeptSr" : "VOWFORGE.Card.Die.PoolSr", { value });
    return die(6, value, isKept ? ["kept"] : [], isKept ? [kept] : [], srText);
  });
  const groups = [group(`side-${id}`, t(`${O}.Dice`, { name: side.name }), dice)];
  if (result.helperDice.length > 0) {
    const helpers = result.helperDice.map((value) =>
      die(6, value, ["helper"], [], t("VOWFORGE.Card.Die.HelperSr", { value })),
    );
    groups.push(group(`side-${id}-helpers`, t(`${O}.HelperDice`, { name: side.name }), helpers));
  }
  return groups;
}

function sideLine(env: CardEnv, side: OpposedSideState, result: StrikeRollResult): string {
  const t = env.localize;
  const flags = [
    t(result.skilled ? `${O}.Skilled` : `${O}.Unskilled`),
    ...(result.advantage ? [t(`${O}.Advantage`)] : []),
    ...(result.disadvantage ? [t(`${O}.Disadvantage`)] : []),
  ].join(", ");
  return t(`${O}.Side`, {
    name: side.name,
    flags,
    kept: result.kept,
    helpers: signed(result.modifiers.helpers),
    conditions: signed(result.modifiers.conditions),
    total: result.total,
  });
}

export function opposedView(state: OpposedCardState, result: OpposedCardResult, env: CardEnv): CardContext {
  const t = env.localize;
  const { opposed } = result;
  const winner = opposed.winner === null ? null : state[opposed.winner];
  const loser = opposed.winner === null ? null : state[opposed.winner === "a" ? "b" : "a"];
  const id = opposed.degree;
  const label = winner ? t(`${O}.Outcome.${id}`, { name: winner.name }) : t(`${O}.Outcome.tie`);
  const ctx = base(state, env, outcomeOf(id, label));
  ctx.subtitle = t(`${O}.Versus`, { a: state.a.name, b: state.b.name });
  ctx.diceGroups.push(...sideGroups(env, "a", state.a, result.a), ...sideGroups(env, "b", state.b, result.b));
  ctx.lines.push(
    line(sideLine(env, state.a, result.a), "side"),
    line(sideLine(env, state.b, result.b), "side"),
  );
  ctx.lines.push(line(t(`${O}.Margin`, { margin: Math.abs(opposed.margin) }), "margin"));
  if (opposed.loserPicks && loser) {
    ctx.list = {
      heading: t(`${O}.YesBut.Heading`, { name: loser.name }),
      items: YES_BUT_CHOICES.map((c) => t(`${O}.YesBut.${c}`)),
      cssClass: "vf-card__list vf-card__list--yesBut",
    };
  }
  if (opposed.aLearns) ctx.lines.push(line(t(`${O}.Learns`, { name: state.a.name }), "learn"));
  if (opposed.bLearns) ctx.lines.push(line(t(`${O}.Learns`, { name: state.b.name }), "learn"));
  if (opposed.aLearns && state.skillId !== null) offerAction(ctx, state, env, "learnSkill", t);
  return ctx;
}

export const opposed = defineKind({
  id: "opposed",
  shape: OPPOSED_SHAPE,
  request: OPPOSED_REQUEST,
  resolve: resolveOpposedCard,
  fromDice: (request: OpposedRequest, dice: OpposedDice): OpposedCardState => ({
    ...request,
    a: sideFromDice(request.a, dice.a),
    b: sideFromDice(request.b, dice.b),
    applied: [],
  }),
  dice: (request) => {
    const counts = opposedCounts(request);
    return [counts.a, counts.b].flatMap((side) => [
      { count: side.dice, die: "d6" } as const,
      ...(side.helpers > 0 ? [{ count: side.helpers, die: "d6" } as const] : []),
    ]);
  },
  read: (request, faces): OpposedDice => {
    // The terms follow the request: side a's skill dice, then its helpers' dice when it has helpers,
    // then the same for side b.
    const counts = opposedCounts(request);
    let next = 0;
    const side = (c: { helpers: number }): OpposedSideDice => ({
      dice: [...(faces[next++] ?? [])],
      helperDice: c.helpers > 0 ? [...(faces[next++] ?? [])] : [],
    });
    const a = side(counts.a);
    return { a, b: side(counts.b) };
  },
  check: (request: OpposedRequest): OpposedDice => {
    if (request.skillId !== null) assertId(request.skillId, "skill");
    const counts = opposedCounts(request);
    const side = (c: { dice: number; helpers: number }) => ({ dice: lowestFaces(c.dice), helperDice: lowestFaces(c.helpers) });
    return { a: side(counts.a), b: side(counts.b) };
  },
  offers: (card, result, targets) =>
    result.opposed.aLearns && canLearn(targets.actor, card.skillId) ? ["learnSkill"] : [],
  actions: { learnSkill: learnSkill<OpposedCardState>() },
  view: opposedView,
});
