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
  /** Opens the page under `seed` in `theme` (1366 × 900) with the `ruleset`'s sample character. */
  openRuleset(theme: string, ruleset: string, seed?: number): Promise<void>;
  /**
   * Rolls the sample move labelled `move` (with `option`, or the dialog's own pick) until the card's
   * outcome matches `outcome` and, when given, `also` holds of the card (at most `tries` rolls); throws
   * when none does.
   */
  rollMoveUntil(move: string, option: string | null, outcome: RegExp, tries: number, also?: (card: Locator) => Promise<boolean>): Promise<void>;
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
  async function rollMoveUntil(move: string, option: string | null, outcome: RegExp, tries: number, also?: (card: Locator) => Promise<boolean>): Promise<void> {
    await browser.page.locator('select[data-role="move"]').selectOption({ label: move });
    for (let i = 0; i < tries; i++) {
      await browser.page.locator('.pg-roll[data-action="rollMove"]').click();
      await rollFromDialog(option);
      const card = lastCard();
      if (outcome.test((await card.locator(".vf-card__outcome").textContent()) ?? "") && (!also || (await also(card)))) return;
    }
    throw new Error(`no roll of ${move} within ${tries} matched ${outcome}`);
  }
  const faceDangerWeakHit = () => rollMoveUntil("Face Danger", "stat.edge", /weak hit/i, 20);
  async function openRuleset(theme: string, ruleset: string, seed = 3): Promise<void> {
    await browser.page.setViewportSize({ width: 1366, height: 900 });
    await browser.page.goto(`${base}?seed=${seed}&theme=${theme}`);
    await browser.page.waitForSelector('#app[data-ready="true"]');
    await browser.page.locator(`input[data-role="ruleset"][value="${ruleset}"]`).check();
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
    openRuleset,
    rollMoveUntil,
  };
}
