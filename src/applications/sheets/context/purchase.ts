/** Reading the Strike! purchase prompt's fields. */
import { MAX_WEALTH_TIER } from "../../../rules/wealth";

/** An item to buy, read from the purchase prompt's fields; null when the name is blank or the tier bad. */
export function readPurchase(name: unknown, tier: unknown): { name: string; tier: number } | null {
  const text = typeof name === "string" ? name.trim() : "";
  const value = Number(tier);
  if (text === "" || !Number.isInteger(value) || value < 0 || value > MAX_WEALTH_TIER) return null;
  return { name: text, tier: value };
}

/** The parcel picked on the prompt: its tier, or null for "no parcel to spend" (an empty value). */
export function readParcelTier(value: unknown): number | null {
  const tier = Number(value);
  return value === "" || value === null || value === undefined || !Number.isInteger(tier) || tier < 0 || tier > MAX_WEALTH_TIER ? null : tier;
}
