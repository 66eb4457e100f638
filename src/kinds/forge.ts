/** The forge kind: a Forged Ties forge roll (forge d10s from the forge track against two challenge dice). */
import { MAX_POOL_DICE } from "../rules/pool";
import { type CardWith, defineKind, type RequestWith } from "./kind";
import { bool, dice, id, int, list, object, pair, pick, text, type ValueOfShape } from "./shape";

/** A helper of a forge roll: each marks their bond with the forging character, once. */
const HELPER = object({
  /** The helper's actor UUID. */
  uuid: id("?"),
  /** The helper's name at roll time (plain text). */
  name: text(),
  bondMarked: bool(),
});

export const FORGE_SHAPE = {
  /** The requirement met, by id, and its label (plain text). */
  requirementId: id("requirement"),
  requirement: text(),
  pool: dice(10, 1, MAX_POOL_DICE),
  challengeDice: pair(10),
  helpers: list(HELPER),
} as const;

export const FORGE_REQUEST = {
  ...pick(FORGE_SHAPE, ["requirementId", "requirement"]),
  /** How many forge dice to roll. */
  dice: int(1, MAX_POOL_DICE, 1),
  /** Who helped meet the requirement (each marks their bond from the card). */
  helpers: list(object(pick(HELPER.fields, ["uuid", "name"]))),
} as const;

export type ForgeCardState = CardWith<"forge", typeof FORGE_SHAPE>;
export type ForgeRequest = RequestWith<"forge", typeof FORGE_REQUEST>;
export type ForgeHelper = ValueOfShape<typeof HELPER.fields>;
/** The dice of a forge roll, as cast. */
export type ForgeDice = Pick<ForgeCardState, "pool" | "challengeDice">;

export const forge = defineKind({ id: "forge", shape: FORGE_SHAPE, request: FORGE_REQUEST });
