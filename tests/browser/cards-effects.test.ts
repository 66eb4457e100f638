/**
 * Outcome effects on a roll card in the playground, in Foundry's light and dark themes: the sample
 * move (which carries effects for each outcome, as a move item's `system.effects` does) rolled through
 * the dialog until a hit; an effect's button applied to the sample character through the system's own
 * card action; the trace line shown; Undo restores the value and marks the line undone. The panel's
 * buttons are at least 24 × 24 and show a focus ring; axe-core's WCAG 2.2 AA rules stay clean over the
 * card. A Starforged Secure an Advantage strong hit's "+1 on your next move" is stored from the card,
 * offered (ticked, naming its source) in the next roll dialog, adds to that roll, and is gone from
 * the dialog after. A progress roll's miss on the sample vow offers the recommit (Fulfill Your Vow),
 * which raises the vow's rank, traced on the card. Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("outcome effects on a roll card in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-effects-");
  const lastCard = () => pg.lastCard();
  const field = async (name: string) => ((await pg.page.locator(`[data-field="${name}"]`).textContent()) ?? "").trim();
  const number = (value: string) => Number(/^-?\d+/.exec(value)?.[0] ?? Number.NaN);

  /** Opens the page under `seed` in `theme` with the `ruleset`'s sample character. */
  async function openPage(seed: number, theme: string, ruleset: string): Promise<void> {
    await pg.page.setViewportSize({ width: 1366, height: 900 });
    await pg.page.goto(`${pg.base}?seed=${seed}&theme=${theme}`);
    await pg.page.waitForSelector('#app[data-ready="true"]');
    await pg.page.locator(`input[data-role="ruleset"][value="${ruleset}"]`).check();
  }

  /** Rolls the page's button `action` with edge, no stored add taken, and waits for the card. */
  async function rollWithEdge(action: string): Promise<void> {
    await pg.page.locator(`.pg-roll[data-action="${action}"]`).click();
    const dialog = pg.page.locator("dialog[open]");
    await dialog.waitFor();
    await dialog.locator('select[name="option"]').selectOption("stat.edge");
    for (const tick of await dialog.locator('input[name^="offers.nextMove"]').all()) await tick.uncheck();
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => pg.page.locator("dialog[open]").count()).toBe(0);
  }

  /** Rolls the sample move with edge until its card offers an effect (at most 12 rolls). */
  async function rollUntilEffects(): Promise<void> {
    for (let i = 0; i < 12; i++) {
      await rollWithEdge("rollMove");
      if ((await lastCard().locator('.vf-card__effects button[data-action="applyEffect"]').count()) > 0) return;
    }
    throw new Error("no roll of the sample move offered an effect");
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: an effect applied changes the character, its trace shows, Undo restores`, async () => {
      await openPage(3, theme, "ironsworn");
      await rollUntilEffects();
      const panel = lastCard().locator(".vf-card__effects");
      // The prose offer gives way to the move's effects (SF-10).
      expect(await lastCard().locator('button[data-action="takeMomentum"]').count()).toBe(0);

      // Every effect button is at least 24 × 24 and shows a focus ring when reached by keyboard.
      const buttons = panel.locator("button");
      for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      const apply = panel.locator('button[data-action="applyEffect"]', { hasText: /momentum/i }).first();
      await apply.focus();
      await pg.page.keyboard.press("Shift+Tab");
      await pg.page.keyboard.press("Tab");
      expect(await apply.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
      await lastCard().screenshot({ path: screenshotPath(`card-effects-offered-${theme}`) });

      const before = number(await field("momentum"));
      const label = ((await apply.textContent()) ?? "").trim();
      const amount = number(label.replace(/^\+/, ""));
      expect(amount).toBeGreaterThan(0);
      await apply.click();
      await expect.poll(async () => number(await field("momentum"))).toBe(before + amount);
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(1);
      const line = ((await trace.first().textContent()) ?? "").trim();
      // The page's user has a name, so the trace says who applied the effect.
      expect(line.startsWith("Gamemaster: ")).toBe(true);
      expect(line).toContain(label);
      expect(line).toContain(`${before} → ${before + amount}`);
      // The momentum effect is spent; Undo is offered.
      expect(await panel.locator('button[data-action="applyEffect"]', { hasText: label }).count()).toBe(0);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-applied-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      await panel.locator('button[data-action="undoEffect"]').click();
      await expect.poll(async () => number(await field("momentum"))).toBe(before);
      await expect.poll(() => trace.first().getAttribute("class")).toContain("vf-card__effects-undone");
      expect(await panel.locator('button[data-action="undoEffect"]').count()).toBe(0);
      expect(await panel.locator('button[data-action="applyEffect"]', { hasText: label }).count()).toBe(1);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-undone-${theme}`) });
    });
  }

  /** Rolls Secure an Advantage with edge until a strong hit (at most 20 rolls). */
  async function rollAdvantageUntilStrongHit(): Promise<void> {
    for (let i = 0; i < 20; i++) {
      await rollWithEdge("rollAdvantage");
      if ((await lastCard().locator(".vf-outcome--strongHit").count()) > 0) return;
    }
    throw new Error("no roll of Secure an Advantage was a strong hit");
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: a Secure an Advantage strong hit's +1 on the next move is offered in the next dialog and used once`, async () => {
      await openPage(5, theme, "starforged");
      await rollAdvantageUntilStrongHit();
      const panel = lastCard().locator(".vf-card__effects");
      const store = panel.locator('button[data-action="applyEffect"]', { hasText: /next move/i });
      await expect.poll(() => store.count()).toBe(1);
      await store.click();
      await expect.poll(() => panel.locator(".vf-card__effects-trace li").count()).toBe(1);
      expect(await store.count()).toBe(0);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-next-move-${theme}`) });

      // The next roll's dialog offers the add, ticked, naming Secure an Advantage; the roll takes it.
      await pg.page.locator('.pg-roll[data-action="rollStat"]').click();
      const dialog = pg.page.locator("dialog[open]");
      await dialog.waitFor();
      const tick = dialog.locator('input[name="offers.nextMove.0"]');
      expect(await tick.isChecked()).toBe(true);
      expect(await tick.locator("xpath=ancestor::label").textContent()).toContain("+1 from Secure an advantage");
      await dialog.screenshot({ path: screenshotPath(`dialog-next-move-${theme}`) });
      expect(await seriousViolations(pg.page, "dialog[open]", WCAG22_AA)).toEqual([]);
      await dialog.locator('select[name="option"]').selectOption("stat.edge");
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => pg.page.locator("dialog[open]").count()).toBe(0);
      // The card's score counts the add.
      expect(await lastCard().textContent()).toMatch(/adds 1\b/);

      // Used once: the next dialog offers it no more.
      await pg.page.locator('.pg-roll[data-action="rollStat"]').click();
      await pg.page.locator("dialog[open]").waitFor();
      expect(await pg.page.locator('dialog[open] input[name^="offers.nextMove"]').count()).toBe(0);
      await pg.page.locator('dialog[open] [data-action="cancel"]').first().click();
    });
  }

  for (const [theme, ruleset] of [["light", "ironsworn"], ["dark", "starforged"]] as const) {
    it(`${theme} theme, ${ruleset}: a progress roll's miss offers the recommit, which raises the vow's rank`, async () => {
      await openPage(7, theme, ruleset);
      let missed = false;
      for (let i = 0; i < 30 && !missed; i++) {
        await pg.page.locator('.pg-roll[data-action="rollProgress"]').click();
        await expect.poll(() => pg.page.locator(".pg-message").count()).toBe(i + 1);
        missed = (await lastCard().locator(".vf-outcome--miss").count()) > 0;
      }
      expect(missed).toBe(true);
      const panel = lastCard().locator(".vf-card__effects");
      const recommit = panel.locator('button[data-action="applyEffect"]', { hasText: /Recommit/ });
      await expect.poll(() => recommit.count()).toBe(1);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-recommit-offered-${ruleset}-${theme}`) });
      await recommit.click();
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(1);
      expect(await trace.first().textContent()).toContain("Rank Dangerous → Formidable");
      // One of the choice: giving up is no longer offered.
      expect(await panel.locator('button[data-action="applyEffect"]').count()).toBe(0);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-recommit-applied-${ruleset}-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }
});
