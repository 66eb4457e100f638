/**
 * Repair's points on the card in the playground, in Foundry's light and dark themes (SF-25): the
 * Starforged sample (Ren, with a glowcat at 3 of 4 health) rolls Repair (seeded dice) until a hit,
 * picks "At a facility" (named with its points on the trace), spends a point on the glowcat's health (3 → 4 on the trace, written on its
 * item), then 2 on a broken module (which the documents do not hold: its trace line says what it spent),
 * leaving 0 or 2 points, so the other device (3 points) is shown disabled with its price and a hint, out
 * of the keyboard's way; undo gives the points back. Buttons at least 24 × 24, axe-core's WCAG 2.2 AA
 * rules clean. Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("Repair's points on the card in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-repair-");
  const lastCard = () => pg.lastCard();

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: a hit's points mend the glowcat, and undo gives the point back`, async () => {
      await pg.openRuleset(theme, "starforged");

      await pg.rollMoveUntil("Repair", null, /strong hit|weak hit/i, 30);
      const card = lastCard();
      const panel = card.locator(".vf-card__effects");
      await expect.poll(() => panel.locator(".vf-card__effects-choose").first().textContent()).toBe("Repair points: pick the situation");
      await card.screenshot({ path: screenshotPath(`card-repair-offered-${theme}`) });
      await panel.locator('button[data-repair="situation.facility"]').click();
      const heading = panel.locator(".vf-card__effects-choose").first();
      await expect.poll(() => heading.textContent()).toMatch(/^Repair points: [35] left$/);
      const before = Number(/(\d) left/.exec((await heading.textContent()) ?? "")?.[1]);

      await panel.locator('button[data-repair="buy.companionHealth"]').click();
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(2);
      // The situation writes nothing: its line names it and the points it gave.
      expect(await trace.nth(0).textContent()).toContain(`At a facility — ${before} repair points`);
      expect(await trace.nth(1).textContent()).toContain("+1 health: Glowcat (1 point) — Health of Glowcat 3 → 4");
      await expect.poll(() => heading.textContent()).toBe(`Repair points: ${before - 1} left`);
      for (const box of await card.locator(".vf-card__effects button").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await card.screenshot({ path: screenshotPath(`card-repair-spent-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      // A module writes nothing on the documents: its line says what it spent.
      await panel.locator('button[data-repair="buy.module"]').click();
      await expect.poll(() => trace.count()).toBe(3);
      // The panel alone: the whole card is taller than the chat log shows at once.
      await pg.page.mouse.move(0, 0);
      await panel.screenshot({ path: screenshotPath(`card-repair-dear-${theme}`) });
      expect(await trace.nth(2).textContent()).toContain("Fix a broken module (2 points) — 2 repair points spent (the table tracks this repair)");
      expect(await trace.nth(2).textContent()).not.toContain("— —");
      const left = before - 3;
      await expect.poll(() => heading.textContent()).toBe(`Repair points: ${left} left`);
      // 0 or 2 points left: the device (3) is shown with its price, disabled, with a plain-text hint.
      const device = panel.locator('button[data-repair="buy.device"]');
      expect(await device.textContent()).toBe("Repair another device (3 points)");
      expect(await device.isDisabled()).toBe(true);
      expect(await device.getAttribute("aria-disabled")).toBe("true");
      const hint = `Needs 3 repair points; ${left} left. Sacrifice Resources can add up to 3 more points, -1 supply for each.`;
      expect(await device.getAttribute("data-tooltip-text")).toBe(hint);
      expect(await device.getAttribute("aria-description")).toBe(hint);
      // The keyboard passes it by and still reaches the exchange, which Enter presses.
      const exchange = panel.locator('button[data-repair="exchange"]');
      await exchange.focus();
      const reached: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        reached.push(await pg.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.repair ?? ""));
        await pg.page.keyboard.press("Tab");
      }
      expect(reached).toContain("exchange");
      expect(reached).not.toContain("buy.device");
      await exchange.focus();
      await pg.page.keyboard.press("Enter");
      await expect.poll(() => heading.textContent()).toBe(`Repair points: ${left + 1} left`);
      await expect.poll(() => trace.count()).toBe(4);
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      // Undo takes back the exchange, the module and the glowcat's point, last first.
      for (const [lines, points] of [[3, left], [2, before - 1], [1, before]] as const) {
        await panel.locator('button[data-action="undoEffect"]').click();
        await expect.poll(() => heading.textContent()).toBe(`Repair points: ${points} left`);
        expect(await trace.nth(lines).textContent()).toContain("(undone)");
      }
    });
  }
});
