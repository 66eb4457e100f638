/** The purchase kind: a Strike! wealth purchase roll (one d6 against an item's tier). */
import { assertName } from "../rules/validate";
import { MAX_BROKE, MAX_WEALTH_TIER, resolvePurchase, SHORTS_PER_BROKE } from "../rules/wealth";
import { type CardWith, defineKind, type RequestWith } from "./kind";
import { int, object, pick, text } from "./shape";

export const PURCHASE_SHAPE = {
  /** The item bought (plain text). */
  item: text(),
  itemTier: int(0, MAX_WEALTH_TIER, 1),
  /** The buyer's wealth at roll time. */
  wealth: object({
    tier: int(0, MAX_WEALTH_TIER, 1),
    short: int(0, SHORTS_PER_BROKE - 1, 0),
    broke: int(0, MAX_BROKE, 0),
  }),
  die: int(1, 6, 1),
} as const;

export const PURCHASE_REQUEST = pick(PURCHASE_SHAPE, ["item", "itemTier", "wealth"]);

export type PurchaseCardState = CardWith<"purchase", typeof PURCHASE_SHAPE>;
export type PurchaseRequest = RequestWith<"purchase", typeof PURCHASE_REQUEST>;
/** The die of a purchase roll, as cast. */
export type PurchaseDice = Pick<PurchaseCardState, "die">;

export const purchase = defineKind({
  id: "purchase",
  shape: PURCHASE_SHAPE,
  request: PURCHASE_REQUEST,
  resolve: (card: PurchaseCardState) => resolvePurchase({ die: card.die, wealth: card.wealth, itemTier: card.itemTier }),
  fromDice: (request: PurchaseRequest, dice: PurchaseDice): PurchaseCardState => ({
    ...request,
    wealth: { ...request.wealth },
    die: dice.die,
    applied: [],
  }),
  check: (request: PurchaseRequest): PurchaseDice => {
    assertName(request.item, "item");
    return { die: 1 };
  },
});
