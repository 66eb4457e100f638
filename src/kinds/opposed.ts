/** The opposed kind: a Strike! opposed roll (both sides roll when it is posted; the card compares them). */
import { STRIKE_MAX_HELPERS } from "../rules/strike";
import { type CardWith, defineKind, type RequestWith } from "./kind";
import { int, nullableId, object, pick, text, uuid, type ValueOfShape } from "./shape";
import { STRIKE_SHAPE } from "./strike";

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

export const opposed = defineKind({ id: "opposed", shape: OPPOSED_SHAPE, request: OPPOSED_REQUEST });
