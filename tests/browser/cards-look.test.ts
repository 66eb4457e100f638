/**
 * How the roll cards look, in Foundry's light and dark themes: a card from every roll button of every
 * ruleset on the playground's main page, each die drawn as its shape, a die that did not count told
 * apart by more than colour, an outcome banner in the game's band with a badge whose mark follows the
 * result's rank, and axe-core's WCAG 2.2 AA rules clean over the chat log. Screenshots of each card go
 * to test-results/screenshots/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";

/** What the page draws for one die: the shape's element, its fill and dash, and whether a mark shows. */
interface DrawnDie {
  cls: string;
  shape: string;
  fill: string;
  dashed: boolean;
  mark: boolean;
}

describeInChromium("the roll cards' look in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-cards-look-", address: "?seed=3", sheets: false });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  /** Rolls every roll button of every ruleset (each dialog submitted as it opens). */
  async function rollEverything(theme: "light" | "dark"): Promise<number> {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${base}?seed=3&theme=${theme}`);
    await page.waitForSelector('#app[data-ready="true"]');
    const rulesets = await page.locator('[data-role="ruleset"]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    for (const ruleset of rulesets) {
      await page.locator(`[data-role="ruleset"][value="${ruleset}"]`).check();
      const count = await page.locator(".pg-roll").count();
      for (let i = 0; i < count; i++) {
        await page.locator(".pg-roll").nth(i).click();
        const dialog = page.locator("dialog[open]");
        if ((await dialog.count()) > 0) await dialog.locator('button[type="submit"]').last().click();
      }
    }
    return page.locator(".pg-message .vf-card").count();
  }

  function drawnDice(): Promise<DrawnDie[]> {
    return page.locator(".pg-message .vf-die").evaluateAll((els) =>
      els.map((el) => {
        const body = el.querySelector(".vf-die__body");
        const style = body ? getComputedStyle(body) : null;
        const mark = el.querySelector(".vf-die__mark");
        return {
          cls: el.className,
          shape: body ? `${body.tagName}:${body.getAttribute("d") ?? "rect"}` : "",
          fill: style?.fill ?? "",
          dashed: (style?.strokeDasharray ?? "none") !== "none",
          mark: !!mark && getComputedStyle(mark).display !== "none",
        };
      }),
    );
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: every die is drawn as its shape, and a die that did not count is hollow and dashed`, async () => {
      const cards = await rollEverything(theme);
      expect(cards).toBeGreaterThanOrEqual(10);
      const dice = await drawnDice();
      expect(dice.length).toBeGreaterThan(cards);
      for (const d of dice) {
        const faces = /vf-die--d(\d+)/.exec(d.cls)?.[1];
        const shape = faces === "6" ? "rect:rect" : faces === "8" ? "path:M20 2 36 11v18L20 38 4 29V11z" : "path:M20 2 38 17v6L20 38 2 23v-6z";
        expect({ die: d.cls, shape: d.shape }).toEqual({ die: d.cls, shape });
      }
      // Beaten and not beaten differ by shape (filled and plain, or hollow and dashed) and by a mark,
      // not by colour alone.
      const beaten = dice.filter((d) => d.cls.includes("vf-die--beaten"));
      const notBeaten = dice.filter((d) => d.cls.includes("vf-die--notBeaten"));
      expect(beaten.length).toBeGreaterThan(0);
      expect(notBeaten.length).toBeGreaterThan(0);
      for (const d of beaten) expect({ dashed: d.dashed, mark: d.mark }).toEqual({ dashed: false, mark: true });
      for (const d of notBeaten) expect({ dashed: d.dashed, mark: d.mark }).toEqual({ dashed: true, mark: false });
      expect(new Set(beaten.map((d) => d.fill)).has(notBeaten[0].fill)).toBe(false);
      // In a pool with a kept die, the others are hollow.
      const pools = await page.locator(".pg-message .vf-dice__list:has(.vf-die--kept) .vf-die:not(.vf-die--kept) .vf-die__body").evaluateAll((els) => els.map((el) => getComputedStyle(el).strokeDasharray));
      expect(pools.length).toBeGreaterThan(0);
      for (const dash of pools) expect(dash).not.toBe("none");
    });

    it(`${theme} theme: each outcome is a banner in its game's band, its badge marked by rank`, async () => {
      await rollEverything(theme);
      const banners = await page.locator(".pg-message .vf-card__outcome").evaluateAll((els) =>
        els.map((el) => {
          const card = el.closest(".vf-card");
          const before = getComputedStyle(el, "::before");
          return {
            outcome: [...el.classList].find((c) => c.startsWith("vf-outcome--")) ?? "",
            ruleset: card?.getAttribute("data-vf-ruleset") ?? "",
            band: getComputedStyle(el).backgroundImage,
            badge: before.content !== "none" && parseFloat(before.width) >= 24,
            mark: before.maskImage || before.webkitMaskImage || "",
          };
        }),
      );
      expect(banners.length).toBeGreaterThanOrEqual(10);
      const byRuleset = new Map<string, string>();
      for (const b of banners) {
        expect({ outcome: b.outcome, band: b.band.startsWith("linear-gradient") || b.band.startsWith("radial-gradient"), badge: b.badge }).toEqual({ outcome: b.outcome, band: true, badge: true });
        expect(b.mark).toContain("data:image/svg+xml");
        byRuleset.set(b.ruleset, b.band);
      }
      // Each game's band is its own.
      expect(byRuleset.size).toBe(5);
      expect(new Set(byRuleset.values()).size).toBe(5);
      // A strong and a missed result carry different marks.
      const markOf = (ids: string[]) => banners.find((b) => ids.some((id) => b.outcome === `vf-outcome--${id}`))?.mark;
      const strong = markOf(["strongHit", "fullSuccess", "perfect", "good", "success", "successBonus", "yes", "outright", "purchase-bought", "purchase-bonus"]);
      const miss = markOf(["miss", "botched", "dire", "no", "twist", "twistCost", "purchase-twist"]);
      expect(strong).toBeTruthy();
      expect(miss).toBeTruthy();
      expect(strong).not.toBe(miss);
    });

    it(`${theme} theme: no serious or critical WCAG 2.2 AA violation over the cards`, async () => {
      await rollEverything(theme);
      const cards = page.locator(".pg-message");
      const n = await cards.count();
      for (let i = 0; i < n; i++) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        const kind = (await card.getAttribute("data-kind")) ?? "card";
        const ruleset = (await card.locator(".vf-card").getAttribute("data-vf-ruleset")) ?? "";
        await card.screenshot({ path: screenshotPath(`card-look-${ruleset}-${kind}-${i}-${theme}`) });
      }
      expect(await seriousViolations(page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }
});
