/**
 * A sample sheet's frame on the sheets page, as Foundry's application window gives it: the game's
 * look (data-vf-ruleset, which the Foundry sheets set in _onRender), the sheet's default width
 * (SHEET_SIZES, which the Foundry sheets open at) and the window's content section around its parts.
 */
import { type RulesetId } from "../../src/config";
import { SHEET_SIZES, type SheetSizeKey } from "../../src/applications/sheets/sheet-sizes";

export function frameSheet(form: HTMLElement, look: RulesetId | null, size: SheetSizeKey | null): void {
  if (look) form.dataset.vfRuleset = look;
  else delete form.dataset.vfRuleset;
  if (size) form.style.width = `${SHEET_SIZES[size].width}px`;
}

/** The parts' HTML inside the window's content section (`.window-content`, as Foundry draws it). */
export function windowContent(html: string): string {
  return `<section class="window-content">${html}</section>`;
}
