/**
 * The real-Foundry run's browser wiring, in Chromium without Foundry: every console line, uncaught
 * exception and failed request of a page reaches the collector, and Foundry's pages start with the
 * game canvas turned off. The token-bar step's page: the canvas switch turns Foundry's "Disable Game
 * Canvas" setting off for that page only, and the run's Chromium flags give it WebGL 2 through software
 * GL without the warning Chromium prints when it falls back to it on its own. Reading pixels back from
 * that WebGL prints a performance warning, which the known-noise list excuses (the source its entry
 * cites is this test).
 */
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInChromium } from "../helpers/browser-page";
import { findChromium } from "../helpers/chromium";
import { launchBrowser, openPage, setCanvasSwitch } from "../../tools/foundry-e2e/browser.mjs";
import { createConsoleCollector } from "../../tools/foundry-e2e/console-collector.mjs";
import { KNOWN_NOISE } from "../../tools/foundry-e2e/known-noise.mjs";

const PAGE = `<!doctype html><title>stand-in</title><script>
console.log("Foundry VTT | ready");
console.warn("a warning");
console.info("Foo is deprecated since Version 13");
console.error("an error");
fetch("/missing.json");
setTimeout(() => { throw new Error("uncaught"); }, 0);
Promise.reject(new Error("render failed"));
</script>`;

// What a WebGL page does: make a WebGL 2 context, draw, and read a pixel back (PIXI's renderer does
// the first two on Foundry's board; reading back is what a canvas extract does).
const WEBGL_PAGE = `<!doctype html><title>stand-in</title><canvas id="board" width="8" height="8"></canvas><script>
const gl = document.getElementById("board").getContext("webgl2");
window.webgl = gl ? gl.getParameter(gl.VERSION) : null;
if (gl) {
  gl.clearColor(0, 0.5, 1, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const pixel = new Uint8Array(4);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  window.pixel = Array.from(pixel);
}
</script>`;

describeInChromium("the end-to-end run's page wiring", () => {
  let server: Server;
  let base = "";
  let browser: Browser;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/") res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      else if (req.url === "/webgl") res.writeHead(200, { "content-type": "text/html" }).end(WEBGL_PAGE);
      else if (req.url === "/plain") res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>plain</title>");
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

  it("turns the canvas on for one page, from its next load, and off again", async () => {
    const collector = createConsoleCollector();
    const { page, context } = await openPage(browser, "owner", collector);
    await page.goto(`${base}/plain`);
    expect(await page.evaluate(() => localStorage.getItem("core.noCanvas"))).toBe("true");
    await setCanvasSwitch(page, true);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem("core.noCanvas"))).toBe("false");
    await setCanvasSwitch(page, false);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem("core.noCanvas"))).toBe("true");
    await context.close();
  });

  it("draws WebGL 2 with software GL; its only console line is the known read-back warning", async () => {
    const collector = createConsoleCollector({ knownNoise: KNOWN_NOISE, generation: 13 });
    const { page, context } = await openPage(browser, "owner", collector);
    await page.goto(`${base}/webgl`);
    expect(await page.evaluate(() => (window as unknown as { webgl: string | null }).webgl)).toMatch(/^WebGL 2\.0/);
    expect(await page.evaluate(() => (window as unknown as { pixel: number[] }).pixel)).toEqual([0, 128, 255, 255]);
    // Chromium's GPU process prints it a few times per browser, then adds "this message will no
    // longer repeat" and stays quiet: this is the browser's first WebGL page.
    await expect.poll(() => collector.knownNoiseReport().used.length).toBe(1);
    expect(collector.knownNoiseReport().used[0].id).toBe("chromium-software-gl-readpixels");
    expect(collector.knownNoiseReport().unused).toEqual([]);
    expect(collector.entries().some((e) => /Automatic fallback to software WebGL/.test(e.text))).toBe(false);
    expect(collector.problems()).toEqual([]);
    await context.close();
  });
});
