/**
 * Opens the oracle browser: one window, brought back to the front when already open. The window's
 * code is a chunk of its own (vowforge-oracles.mjs, rollup.config.mjs), fetched the first time a user
 * opens it (the RollTable sidebar's button, `/oracle` typed alone, `vowforge.openOracles()`); when it
 * cannot be loaded, a localised message says so.
 */
import { loadOnDemand } from "../../on-demand";
import type * as Browser from "./oracle-browser";

let browser: Browser.OracleBrowser | null = null;

/** Opens (or brings to the front) the oracle browser; `query` fills its search box. Null when it could not be loaded. */
export async function openOracles(query?: string): Promise<Browser.OracleBrowser | null> {
  if (!browser) {
    const chunk = await loadOnDemand(() => import("./oracle-browser"), {
      what: "oracle browser",
      messageKey: "VOWFORGE.Error.WindowNotLoaded",
    });
    if (!chunk) return null;
    browser ??= new chunk.OracleBrowser();
  }
  if (query !== undefined) await browser.search(query);
  await browser.render({ force: true });
  browser.bringToFront();
  return browser;
}
