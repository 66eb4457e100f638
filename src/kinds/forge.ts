/** The forge kind: a Forged Ties forge roll (forge d10s from the forge track against two challenge dice). */
import { resolveForgeRoll } from "../rules/forge";
import { RulesError } from "../rules/errors";
import { MAX_POOL_DICE } from "../rules/pool";
import { assertId, assertInt, assertName } from "../rules/validate";
import { type CardWith, defineKind, lowestFaces, type RequestWith } from "./kind";
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

/** Most helpers of a forge roll (each marks a bond). */
export const FORGE_MAX_HELPERS = 10;

/** How many forge dice a forge request rolls, after checking its requirement and helpers. */
export function forgeCount(request: ForgeRequest): number {
  assertInt(request.dice, 1, MAX_POOL_DICE, "forge dice");
  assertId(request.requirementId, "requirement");
  if (!Array.isArray(request.helpers) || request.helpers.length > FORGE_MAX_HELPERS) {
    throw new RulesError(
      "TooManyHelpers",
      `at most ${FORGE_MAX_HELPERS} helpers, got ${String(request.helpers?.length)}`,
      { max: FORGE_MAX_HELPERS, got: request.helpers?.length ?? 0 },
    );
  }
  request.helpers.forEach((h, i) => {
    assertId(h.uuid, `helpers[${i}].uuid`);
    assertName(h.name, `helpers[${i}].name`);
  });
  if (new Set(request.helpers.map((h) => h.uuid)).size !== request.helpers.length) {
    throw new RulesError("DuplicateId", "a helper is listed twice", {});
  }
  return request.dice;
}

export const forge = defineKind({
  id: "forge",
  shape: FORGE_SHAPE,
  request: FORGE_REQUEST,
  resolve: (card: ForgeCardState) => resolveForgeRoll({ pool: card.pool, challengeDice: card.challengeDice }),
  fromDice: (request: ForgeRequest, dice: ForgeDice): ForgeCardState => {
    const { dice: _count, ...rest } = request;
    return {
      ...rest,
      helpers: request.helpers.map((h) => ({ uuid: h.uuid, name: h.name, bondMarked: false })),
      pool: [...dice.pool],
      challengeDice: dice.challengeDice,
      applied: [],
    };
  },
  check: (request: ForgeRequest): ForgeDice => ({ pool: lowestFaces(forgeCount(request)), challengeDice: [1, 1] }),
});
