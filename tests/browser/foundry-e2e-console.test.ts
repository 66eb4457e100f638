/**
 * The real-Foundry run's browser wiring, in Chromium without Foundry: every console line, uncaught
 * exception and failed request of a page reaches the collector, and Foundry's pages start with the
 * game canvas turned off.
 */
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInChromium } from "../helpers/browser-page";
import { findChromium } from "../helpers/chromium";
import { launchBrowser, openPage } from "../../tools/foundry-e2e/browser.mjs";
import { createConsoleCollector } from "../../tools/foundry-e2e/console-collector.mjs";

const PAGE = `<!doctype html><title>stand-in</title><script>
console.log("Foundry VTT | ready");
console.warn("a warning");
console.info("Foo is deprecated since Version 13");
console.error("an error");
fetch("/missing.json");
setTimeout(() => { throw new Error("uncaught"); }, 0);
Promise.reject(new Error("render failed"));
</script>`;

describeInChromium("the end-to-end run's page wiring", () => {
  let server: Server;
  let base = "";
  let browser: Browser;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/") res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      else if (req.url === "/favicon.ico") res.writeHead(204).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser({ executablePath: findChromium() as string, headed: false });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("records every problem of the page, with the canvas turned off", async () => {
    const collector = createConsoleCollector();
    const { page, context } = await openPage(browser, "owner", collector);
    await page.goto(`${base}/`);
    // Six lines, plus Chromium's own "Failed to load resource" line for the 404 and its own
    // "Uncaught (in promise)" line for the rejection.
    await expect.poll(() => collector.problems().length).toBe(8);
    const problems = collector.problems().map((p) => `${p.level}:${p.type}:${p.text.split("\n")[0]}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        "warning:warning:a warning",
        "warning:info:Foo is deprecated since Version 13",
        "error:error:an error",
        "error:pageerror:Error: uncaught",
        "error:error:Unhandled rejection: render failed",
      ]),
    );
    expect(
      problems.some((p) => p.startsWith("error:") && p.includes("404") && p.includes("/missing.json")),
    ).toBe(true);
    expect(collector.entries().every((e) => e.page === "owner")).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("core.noCanvas"))).toBe("true");
    await context.close();
  });
});
