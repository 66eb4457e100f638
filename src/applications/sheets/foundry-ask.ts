/**
 * The follow-up questions of the sheets' actions in Foundry: choices and text prompts through
 * DialogV2, messages through ui.notifications, a refusal of the rules in the user's language.
 *
 * DialogV2 as relied on here: `wait` resolves to the clicked button's `action` (draw-steel
 * src/module/data/actor/creature.mjs:120-130); a button's `callback(event, button)` reads the dialog's
 * form through `button.form.elements` (dnd5e module/documents/item.mjs:1207-1210, and
 * module/documents/active-effect.mjs:871-880 for `prompt`'s `ok`); `confirm` resolves truthy for yes
 * (dnd5e module/applications/actor/character-sheet.mjs:961-973); every call passes `rejectClose:
 * false` so closing the window is no answer rather than a rejection, as those calls do. That `prompt`
 * resolves to `ok.callback`'s result is on the licensed-run list (docs/architecture.md). Text goes
 * into the dialogs' markup through the project's one escaper (src/html.ts `escapeHtml`).
 */
import { MAX_RUIN_ADVANCE_LENGTH } from "../../rules/forged-ties-character";
import { escapeHtml } from "../../html";
import { localize, rulesErrorText } from "../../locale";
import { promptHarmName, promptTextField } from "../dialogs/harm-prompt";
import { purchasePromptContent, purchasePromptTitle, readPurchaseAnswer, type PurchaseAnswer } from "./context/purchase";
import { type Choice, type SheetAsk } from "./sheet-action";

/** The part of DialogV2.prompt the purchase prompt uses. */
interface PromptApi {
  prompt(config: {
    window: { title: string };
    content: string;
    ok: { label: string; callback: (event: Event, button: HTMLButtonElement) => PurchaseAnswer | null };
    rejectClose: boolean;
  }): Promise<unknown>;
}

/** Asks the user to pick one of `choices`; resolves to its id, or null when closed. */
async function chooseOne(title: string, prompt: string, choices: readonly Choice[]): Promise<string | null> {
  if (choices.length === 0) return null;
  const picked: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content: `<p>${escapeHtml(prompt)}</p>`,
    buttons: choices.map((c, i) => ({ action: c.id, label: c.label, default: i === 0 })),
    rejectClose: false,
  });
  return typeof picked === "string" && choices.some((c) => c.id === picked) ? picked : null;
}

/**
 * Asks for a Strike! item's name and tier (the form's ids start with `id`); with `parcel`, also the
 * cash parcel spent on it, whose first option is "no parcel to spend".
 */
async function promptPurchase(id: string, parcel: boolean): Promise<PurchaseAnswer | null> {
  const title = purchasePromptTitle(localize, parcel);
  const content = purchasePromptContent(localize, id, parcel);
  // DialogV2's static prompt, seen through the small interface above.
  const dialog = foundry.applications.api.DialogV2 as unknown as PromptApi;
  const answer = await dialog.prompt({
    window: { title },
    content,
    ok: {
      label: title,
      callback: (_event, button) => {
        const form = button.form;
        const value = (field: string) => {
          const control = form?.elements.namedItem(field);
          return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : null;
        };
        return readPurchaseAnswer(value("itemName"), value("itemTier"), parcel, value("parcelTier"));
      },
    },
    rejectClose: false,
  });
  if (!answer || typeof answer !== "object") return null;
  const a = answer as { name?: unknown; tier?: unknown; parcelTier?: unknown };
  return readPurchaseAnswer(a.name, a.tier, parcel, a.parcelTier);
}

/** Asks the player to write a ruin advance; resolves to the text, or null when closed or empty. */
async function promptRuinAdvance(id: string): Promise<string | null> {
  const label = escapeHtml(localize("VOWFORGE.ForgedTiesSheet.Ruin.PromptLabel"));
  const content = `<div class="form-group"><label for="${escapeHtml(id)}">${label}</label><input type="text" id="${escapeHtml(id)}" name="ruinAdvance" maxlength="${MAX_RUIN_ADVANCE_LENGTH}" autofocus></div>`;
  const answer = await promptTextField({
    title: localize("VOWFORGE.ForgedTiesSheet.Ruin.PromptTitle"),
    content,
    okLabel: localize("VOWFORGE.ForgedTiesSheet.Ruin.Record"),
    field: "ruinAdvance",
  });
  return answer !== null && answer.trim() !== "" ? answer : null;
}

/** Asks before deleting an item; resolves true when the user agreed. */
async function confirmDelete(name: string, owner: string): Promise<boolean> {
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize("VOWFORGE.Sheet.Delete.Title", { name }) },
    content: `<p>${escapeHtml(localize("VOWFORGE.Sheet.Delete.Content", { name, actor: owner }))}</p>`,
    rejectClose: false,
  });
  return ok === true;
}

/** The questions of the sheet whose element ids start with `idPrefix`. */
export function foundryAsk(idPrefix: string): SheetAsk {
  return {
    tell: (level, key, data) => void ui.notifications[level](localize(key, data)),
    refused: (error) => void ui.notifications.error(rulesErrorText(error)),
    choose: (titleKey, promptKey, choices) => chooseOne(localize(titleKey), localize(promptKey), choices),
    harmName: (harmBecomesBreaking) => promptHarmName(harmBecomesBreaking),
    ruinAdvance: () => promptRuinAdvance(`${idPrefix}-ruin-prompt`),
    purchase: () => promptPurchase(`${idPrefix}-buy`, false),
    parcelPurchase: async () => {
      const answer = await promptPurchase(`${idPrefix}-buy-parcel`, true);
      return answer ? { name: answer.name, tier: answer.tier, parcelTier: answer.parcelTier ?? null } : null;
    },
    confirmDelete,
  };
}
