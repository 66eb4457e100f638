/**
 * The playground page the card browser tests share: opened at seed 3 without the sheets, the page
 * itself, its address without a query (`base`), and the last card of its chat log, read once the page
 * is open, and the rolls the card tests make through the page's roll dialog. Call inside
 * `describeInChromium`.
 */
import { type Locator, type Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { useBrowserPage } from "./browser-page";

export interface CardsPage {
  readonly page: Page;
  readonly base: string;
  lastCard(): Locator;
  /** Rolls the move picked with `option` (or the dialog's own pick) and waits for the dialog to close. */
  rollFromDialog(option: string | null): Promise<void>;
  /** Rolls Face Danger with edge until a weak hit (at most 20 rolls). */
  faceDangerWeakHit(): Promise<void>;
}

export function useCardsPage(prefix: string): CardsPage {
  const browser = useBrowserPage({ prefix, address: "?seed=3", sheets: false });
  let base = "";
  beforeAll(() => {
    base = browser.page.url().replace(/\?.*$/, "");
  });
  const lastCard = () => browser.page.locator(".pg-message").last();
  async function rollFromDialog(option: string | null): Promise<void> {
    const dialog = browser.page.locator("dialog[open]");
    await dialog.waitFor();
    if (option) await dialog.locator('select[name="option"]').selectOption(option);
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => browser.page.locator("dialog[open]").count()).toBe(0);
  }
  async function faceDangerWeakHit(): Promise<void> {
    await browser.page.locator('select[data-role="move"]').selectOption({ label: "Face Danger" });
    for (let i = 0; i < 20; i++) {
      await browser.page.locator('.pg-roll[data-action="rollMove"]').click();
      await rollFromDialog("stat.edge");
      if (/weak hit/i.test((await lastCard().locator(".vf-card__outcome").textContent()) ?? "")) return;
    }
    throw new Error("no roll of Face Danger was a weak hit");
  }
  return {
    get page() {
      return browser.page;
    },
    get base() {
      return base;
    },
    lastCard,
    rollFromDialog,
    faceDangerWeakHit,
  };
}
