/**
 * Chromium and the three players of a run: the Gamemaster and two players, each in a browser
 * context of their own, every console line of every page going to the collector.
 */
import { chromium } from "playwright-core";
import { CORE } from "./selectors.mjs";

/* global game, localStorage, window */

/** DESIGN.md section 7: Debian's chromium, quiet and sandbox-free, no network calls of its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

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
  // The game canvas needs WebGL, which a GPU-less headless Chromium lacks; the steps never use the
  // canvas. "Disable Game Canvas" is the client setting core.noCanvas, kept in localStorage under
  // its namespaced key as JSON (client-scope settings are stored there).
  await context.addInitScript(() => {
    // Only Foundry's own pages have a storage to write (about:blank and data: pages throw).
    if (!/^https?:$/.test(window.location.protocol)) return;
    try {
      localStorage.setItem("core.noCanvas", "true");
    } catch {
      // Storage refused: the canvas setting stays as it is.
    }
  });
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
