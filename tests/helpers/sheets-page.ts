/**
 * The playground's sheets page the sheet browser tests share: opened at `sheets/?seed=<seed>`, the page
 * itself, its console errors, and `open(query)`, which opens the sheets page again with another query
 * (a seed, a theme, a language) and waits for it to be ready. Call inside `describeInChromium`.
 */
import { type Page } from "playwright-core";
import { beforeAll } from "vitest";
import { useBrowserPage } from "./browser-page";

export interface SheetsPage {
  readonly page: Page;
  /** The page's console errors since it opened. */
  readonly consoleErrors: readonly string[];
  /** Opens `sheets/<query>` (e.g. "?seed=3&theme=dark") and waits for the page to be ready. */
  open(query: string): Promise<void>;
}

export function useSheetsPage(seed: number): SheetsPage {
  const browser = useBrowserPage({ address: `sheets/?seed=${seed}` });
  let base = "";
  beforeAll(() => {
    base = browser.page.url().replace(/sheets\/.*$/, "");
  });
  return {
    get page() {
      return browser.page;
    },
    consoleErrors: browser.consoleErrors,
    async open(query) {
      await browser.page.goto(`${base}sheets/${query}`);
      await browser.page.waitForSelector('#app[data-ready="true"]');
    },
  };
}
