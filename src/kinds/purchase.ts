/** The purchase kind: a Strike! wealth purchase roll (one d6 against an item's tier). */
import { assertName } from "../rules/validate";
import { MAX_BROKE, MAX_WEALTH_TIER, resolvePurchase, SHORTS_PER_BROKE, type PurchaseResult } from "../rules/wealth";
import { strikeOf } from "../data/documents";
import { defineKind } from "./contract";
import { int, object, pick, text, type CardWith, type RequestWith } from "./shape";
import {
  base,
  die,
  group,
  line,
  outcomeOf,
  type CardContext,
  type CardEnv,
  offerAction,
} from "./view";

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

/**
 * The purchase card: the d6 read on the wealth table for the item's tier against the tier the buyer
 * acts at (Short and Broke counted), and what it gives: the item or a twist, a bonus, costs, a flaw.
 * When the result carries a cost, "Mark Short" is offered (once) for paying it with wealth.
 */
const P = "VOWFORGE.Card.Purchase";

function outcomeId(result: PurchaseResult): string {
  if (!result.success) return result.flaw ? "twistFlaw" : "twist";
  if (result.bonus) return "bonus";
  return result.costs > 0 ? "cost" : "bought";
}

export function purchaseView(state: PurchaseCardState, result: PurchaseResult, env: CardEnv): CardContext {
  const t = env.localize;
  const id = outcomeId(result);
  const ctx = base(state, env, outcomeOf(`purchase-${id}`, t(`${P}.Outcome.${id}`)));
  ctx.subtitle = t(`${P}.Item`, { item: state.item, tier: state.itemTier });
  ctx.diceGroups.push(
    group("wealth", t("VOWFORGE.Card.Dice.Wealth"), [
      die(6, result.die, [], [], t("VOWFORGE.Card.Die.OracleSr", { value: result.die })),
    ]),
  );
  const w = state.wealth;
  ctx.lines.push(line(t(`${P}.Tier`, { tier: w.tier, effective: result.effectiveTier }), "tier"));
  if (w.short > 0) ctx.lines.push(line(t(`${P}.Short`), "short"));
  if (w.broke > 0) ctx.lines.push(line(t(`${P}.Broke`, { count: w.broke }), "broke"));
  ctx.lines.push(line(t(`${P}.Column.${result.column}`), "column"));
  if (result.costs > 0) ctx.lines.push(line(t(`${P}.Costs`, { count: result.costs }), "costs"));
  if (result.flaw) ctx.lines.push(line(t(`${P}.Flaw`), "flaw"));
  if (result.costs > 0) offerAction(ctx, state, env, "markShort", t);
  return ctx;
}

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
  dice: () => [{ count: 1, die: "d6" }],
  read: (_request, [[die]]): PurchaseDice => ({ die }),
  check: (request: PurchaseRequest): PurchaseDice => {
    assertName(request.item, "item");
    return { die: 1 };
  },
  offers: (_card, result, targets) => (result.costs > 0 && strikeOf(targets.actor) ? ["markShort"] : []),
  actions: { markShort: { apply: (card) => ({ card, operations: [{ op: "markShort" }] }) } },
  view: purchaseView,
});
