/**
 * The purchase card: the d6 read on the wealth table for the item's tier against the tier the buyer
 * acts at (Short and Broke counted), and what it gives: the item or a twist, a bonus, costs, a flaw.
 * When the result carries a cost, "Mark Short" is offered (once) for paying it with wealth.
 */
import { type PurchaseResult } from "../../rules/wealth";
import {
  base,
  button,
  die,
  group,
  line,
  offered,
  outcomeOf,
  type CardContext,
  type CardEnv,
} from "./card-parts";
import type { PurchaseCardState } from "../../kinds/purchase";

const P = "VOWFORGE.Card.Purchase";

function outcomeId(result: PurchaseResult): string {
  if (!result.success) return result.flaw ? "twistFlaw" : "twist";
  if (result.bonus) return "bonus";
  return result.costs > 0 ? "cost" : "bought";
}

export function purchaseCard(state: PurchaseCardState, result: PurchaseResult, env: CardEnv): CardContext {
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
  if (result.costs > 0 && offered(state, env, "markShort")) {
    ctx.actions.push(button("markShort", t("VOWFORGE.Card.Action.markShort")));
  }
  return ctx;
}
