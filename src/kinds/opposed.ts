/** The opposed kind: a Strike! opposed roll (both sides roll when it is posted; the card compares them). */
import { diceToRoll, STRIKE_MAX_HELPERS, type StrikeRollResult } from "../rules/strike";
import { assertId, assertInt, assertName } from "../rules/validate";
import { resolveOpposedRoll, type OpposedRollResult } from "../rules/strike-opposed";
import { type CardWith, defineKind, lowestFaces, type RequestWith } from "./kind";
import { int, nullableId, object, pick, text, uuid, type ValueOfShape } from "./shape";
import { resolveSkillRoll, STRIKE_SHAPE } from "./strike";

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
  check: (request: OpposedRequest): OpposedDice => {
    if (request.skillId !== null) assertId(request.skillId, "skill");
    const counts = opposedCounts(request);
    const side = (c: { dice: number; helpers: number }) => ({ dice: lowestFaces(c.dice), helperDice: lowestFaces(c.helpers) });
    return { a: side(counts.a), b: side(counts.b) };
  },
});
