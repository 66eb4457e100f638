/**
 * The Strike! purchase prompt: its form (drawn the same in Foundry's DialogV2 and on the sheets page)
 * and reading its fields.
 */
import { MAX_WEALTH_TIER } from "../../../rules/wealth";
import { escapeHtml } from "../../../html";
import { type Localize } from "../../../locale";

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

/** An item to buy, and with a cash parcel the parcel's tier (null: none to spend). */
export type PurchaseAnswer = { name: string; tier: number; parcelTier?: number | null };

/** The answer read from the prompt's fields; null when the item is unusable. */
export function readPurchaseAnswer(name: unknown, tier: unknown, parcel: boolean, parcelTier: unknown): PurchaseAnswer | null {
  const item = readPurchase(name, tier);
  return item && parcel ? { ...item, parcelTier: readParcelTier(parcelTier) } : item;
}

/** The prompt's title (and its OK button's label): Buy, or Buy with a cash parcel. */
export function purchasePromptTitle(t: Localize, parcel: boolean): string {
  return t(parcel ? "VOWFORGE.Rulesets.Strike.BuyWithParcel" : "VOWFORGE.Rulesets.Strike.Buy");
}

/** The options of a tier select (0..MAX_WEALTH_TIER, tier 1 selected), after an empty one labelled `none`. */
function tierOptions(none?: string): string {
  const empty = none === undefined ? "" : `<option value="">${escapeHtml(none)}</option>`;
  return empty + Array.from({ length: MAX_WEALTH_TIER + 1 }, (_, t) => `<option value="${escapeHtml(String(t))}"${t === 1 ? " selected" : ""}>${escapeHtml(String(t))}</option>`).join("");
}

/**
 * The prompt's fields (their ids start with `id`): the item's name and tier (fields itemName and
 * itemTier); with `parcel`, the cash parcel spent on it (parcelTier), whose first option is "no parcel
 * to spend".
 */
export function purchasePromptContent(t: Localize, id: string, parcel: boolean): string {
  const parcelField = parcel
    ? `<label for="${escapeHtml(id)}-parcel">${escapeHtml(t("VOWFORGE.Rulesets.Strike.ParcelTier"))}</label>
    <select id="${escapeHtml(id)}-parcel" name="parcelTier">${tierOptions(t("VOWFORGE.Rulesets.Strike.NoParcel"))}</select>`
    : "";
  return `<div class="vf-purchase-prompt">
    <label for="${escapeHtml(id)}-name">${escapeHtml(t("VOWFORGE.Rulesets.Strike.ItemName"))}</label>
    <input type="text" id="${escapeHtml(id)}-name" name="itemName" required autofocus>
    <label for="${escapeHtml(id)}-tier">${escapeHtml(t("VOWFORGE.Rulesets.Strike.ItemTier"))}</label>
    <select id="${escapeHtml(id)}-tier" name="itemTier">${tierOptions()}</select>
    ${parcelField}
  </div>`;
}
