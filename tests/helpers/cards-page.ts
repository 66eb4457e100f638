/**
 * The playground page the card browser tests share: opened at seed 3 without the sheets, the page
 * itself, its address without a query (`base`), and the last card of its chat log, read once the page
 * is open. Call inside `describeInChromium`.
 */
import { type Locator, type Page } from "playwright-core";
import { beforeAll } from "vitest";
import { useBrowserPage } from "./browser-page";

export interface CardsPage {
  readonly page: Page;
  readonly base: string;
  lastCard(): Locator;
}

export function useCardsPage(prefix: string): CardsPage {
  const browser = useBrowserPage({ prefix, address: "?seed=3", sheets: false });
  let base = "";
  beforeAll(() => {
    base = browser.page.url().replace(/\?.*$/, "");
  });
  return {
    get page() {
      return browser.page;
    },
    get base() {
      return base;
    },
    lastCard: () => browser.page.locator(".pg-message").last(),
  };
}
