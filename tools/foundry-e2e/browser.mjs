/**
 * Chromium and the three players of a run: the Gamemaster and two players, each in a browser
 * context of their own, every console line of every page going to the collector.
 */
import { chromium } from "playwright-core";
import { CORE } from "./selectors.mjs";

/* global game, localStorage, sessionStorage, window */

/**
 * DESIGN.md section 7: Debian's chromium, quiet and sandbox-free, no network calls of its own. Two
 * more for the token-bar step's page, the one page with Foundry's WebGL canvas on: WebGL through
 * ANGLE's software renderer (SwiftShader), opted into, since Chromium's automatic fall-back to it is
 * deprecated and warns ("Automatic fallback to software WebGL has been deprecated") on every page that
 * makes a WebGL context. The pages only load Foundry's own trusted content.
 * tests/browser/foundry-e2e-console.test.ts checks that WebGL 2 works with these flags, quietly.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

/**
 * The tab-scoped switch that turns the canvas on for one page: kept in sessionStorage, which survives
 * the page's reloads but not the tab, and read before Foundry's own scripts run.
 */
export const CANVAS_SWITCH = "vowforge-e2e.canvas";

export async function launchBrowser({ executablePath, headed }) {
  return chromium.launch({ executablePath, headless: !headed, args: CHROMIUM_ARGS });
}

function locationText(location) {
  return location && location.url ? `${location.url}:${location.lineNumber}` : undefined;
}

/**
 * Opens a page for one user, wiring its console, uncaught exceptions, failed requests and HTTP
 * errors into the collector.
 */
export async function openPage(browser, role, collector) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  // The game canvas is off on every page (only the token-bar step needs it, and turns it on for its
  // own page with setCanvasSwitch): drawing it with software GL is slow, and the steps act through the
  // sidebar, sheets and cards. "Disable Game Canvas" is the client setting core.noCanvas, kept in
  // localStorage under its namespaced key as JSON (client-scope settings are stored there).
  await context.addInitScript((canvasSwitch) => {
    // Only Foundry's own pages have a storage to write (about:blank and data: pages throw).
    if (!/^https?:$/.test(window.location.protocol)) return;
    try {
      const on = sessionStorage.getItem(canvasSwitch) === "on";
      localStorage.setItem("core.noCanvas", on ? "false" : "true");
    } catch {
      // Storage refused: the canvas setting stays as it is.
    }
  }, CANVAS_SWITCH);
  // A failed render in Foundry is a rejected promise, which Playwright's pageerror never reports;
  // sent to console.error it counts like any other error.
  await context.addInitScript(() => {
    window.addEventListener("unhandledrejection", (event) => {
      const reason = event.reason;
      console.error(`Unhandled rejection: ${reason?.message ?? reason}\n${reason?.stack ?? ""}`);
    });
  });
  const page = await context.newPage();
  page.on("console", (m) =>
    collector.record({ page: role, type: m.type(), text: m.text(), location: locationText(m.location()) }),
  );
  page.on("pageerror", (e) =>
    collector.record({ page: role, type: "pageerror", text: e.stack ?? e.message }),
  );
  page.on("requestfailed", (r) => {
    const why = r.failure()?.errorText ?? "";
    // A navigation that a reload cancels is not a failure of the page.
    if (why.includes("ERR_ABORTED")) return;
    collector.record({ page: role, type: "requestfailed", text: `${r.method()} ${r.url()} ${why}` });
  });
  page.on("response", (r) => {
    if (r.status() >= 400)
      collector.record({ page: role, type: "error", text: `HTTP ${r.status()} ${r.url()}` });
  });
  return { role, context, page };
}

export async function waitReady(page) {
  await page.waitForFunction(() => typeof game !== "undefined" && game.ready === true, null, {
    timeout: 180_000,
  });
  await dismissTours(page);
}

/**
 * A first visit may start one of Foundry's guided tours, whose overlay takes every click
 * (simulacrum-foundry foundry-helpers.mjs, dismissTourOverlay, exits the active tour for this).
 * Reached through its v13 namespace, foundry.nue, so no deprecated global is touched.
 */
async function dismissTours(page) {
  await page.evaluate(async () => {
    const active = globalThis.foundry?.nue?.Tour?.activeTour;
    if (active) await active.exit();
  });
}

/** Joins the running world as `userName` (no password: the run's users have none). */
export async function join(page, baseUrl, userName) {
  await page.goto(`${baseUrl}/join`, { waitUntil: "domcontentloaded" });
  if (/\/players/.test(page.url())) {
    await page.locator(CORE.playersForm).locator(CORE.playersSubmit).first().click();
    await page.waitForURL(/\/(join|game)/, { timeout: 120_000 });
  }
  if (!/\/game/.test(page.url())) {
    const select = page.locator(CORE.joinUser);
    const typed = page.locator(CORE.joinUserName);
    await select.or(typed).first().waitFor({ timeout: 60_000 });
    if ((await select.count()) > 0) await select.selectOption({ label: userName });
    else await typed.fill(userName);
    await page.locator(CORE.joinButton).click();
    await page.waitForURL(/\/game/, { timeout: 120_000 });
  }
  await waitReady(page);
}

export async function reload(page) {
  await page.reload({ waitUntil: "domcontentloaded" });
  await waitReady(page);
}

/** Turns the game canvas on or off for this page, from its next load on (see openPage). */
export async function setCanvasSwitch(page, on) {
  await page.evaluate(
    ({ key, on }) => (on ? sessionStorage.setItem(key, "on") : sessionStorage.removeItem(key)),
    { key: CANVAS_SWITCH, on },
  );
}

/** Leaves the game: the page goes blank, its socket closes, and the others see the user go. */
export async function leave(page) {
  await page.goto("about:blank");
}
