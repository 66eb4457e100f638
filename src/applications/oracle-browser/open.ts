/** Opens the oracle browser: one window, brought back to the front when already open. */
import { OracleBrowser } from "./oracle-browser";

let browser: OracleBrowser | null = null;

/** Opens (or brings to the front) the oracle browser; `query` fills its search box. */
export async function openOracles(query?: string): Promise<OracleBrowser> {
  browser ??= new OracleBrowser();
  if (query !== undefined) await browser.search(query);
  await browser.render({ force: true });
  browser.bringToFront();
  return browser;
}
