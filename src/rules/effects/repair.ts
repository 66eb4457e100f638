/**
 * Repair's points (Starforged, Sundered Isles; SF-25): the pool a hit gives (the situation's points
 * from the move's `repairPoints` table, plus 1 for each -1 supply of the Sacrifice Resources exchange,
 * up to its limit) and the published price list the points buy from, the same in both texts. Pure:
 * the pool is read from the steps taken (each gains or spends points), so taking a step back gives
 * its points back; a buy the pool cannot pay is refused ("RepairPointsShort"). Unused points are lost.
 */
import { RulesError } from "../errors";

/** What repair points buy, and the price of each (the published Repair's spending list). */
export const REPAIR_PRICES = {
  battered: 2,
  module: 2,
  integrity: 1,
  companionHealth: 1,
  device: 3,
  deviceComplication: 2,
} as const;
export type RepairBuy = keyof typeof REPAIR_PRICES;
export const REPAIR_BUYS = Object.keys(REPAIR_PRICES) as RepairBuy[];

/** One step taken with the points: a situation picked, supply exchanged, or something bought. */
export interface RepairStep {
  /** "situation.<key>", "exchange", or "buy.<what>". */
  readonly step: string;
  /** Points gained (+) or spent (-). */
  readonly points: number;
}

/** Whether `left` points pay for `buy` (its price is at most the points left). */
export function repairAffordable(buy: RepairBuy, left: number): boolean {
  return REPAIR_PRICES[buy] <= left;
}

/** The points left after `steps`. */
export function repairPointsLeft(steps: readonly RepairStep[]): number {
  return steps.reduce((sum, s) => sum + s.points, 0);
}

/** Whether a situation was picked among `steps` (the pool opens once). */
export function situationPicked(steps: readonly RepairStep[]): boolean {
  return steps.some((s) => s.step.startsWith("situation."));
}

/** How many -1 supply were exchanged among `steps`. */
export function exchanged(steps: readonly RepairStep[]): number {
  return steps.filter((s) => s.step === "exchange").length;
}

/**
 * The step `answer` names after `steps`, for a `repairPoints` effect's `points` table and exchange
 * limit: refused ("ChoiceOutOfRange") for a situation the table lacks, a second situation, an exchange
 * past the limit or before a situation, or an unknown buy; ("RepairPointsShort") for a buy the points
 * left cannot pay.
 */
export function repairStep(
  answer: string,
  steps: readonly RepairStep[],
  table: Readonly<Record<string, number>>,
  extraFromSupply: number,
): RepairStep {
  const situations = Object.keys(table);
  const out = () => new RulesError("ChoiceOutOfRange", `no repair step "${answer}" now`, { chosen: [answer], min: 1, max: 1, options: situations.length });
  if (answer.startsWith("situation.")) {
    const key = answer.slice("situation.".length);
    if (situationPicked(steps) || !Object.hasOwn(table, key)) throw out();
    return { step: answer, points: table[key] };
  }
  if (!situationPicked(steps)) throw out();
  if (answer === "exchange") {
    if (exchanged(steps) >= extraFromSupply) throw out();
    return { step: answer, points: 1 };
  }
  const buy = answer.startsWith("buy.") ? answer.slice("buy.".length) : "";
  if (!(REPAIR_BUYS as string[]).includes(buy)) throw out();
  const price = REPAIR_PRICES[buy as RepairBuy];
  const left = repairPointsLeft(steps);
  if (!repairAffordable(buy as RepairBuy, left)) {
    throw new RulesError("RepairPointsShort", `this costs ${price} repair points; ${left} left`, { price, left });
  }
  return { step: answer, points: -price };
}
