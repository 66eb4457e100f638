/**
 * The enrichers' links on the sheets page's guide page, in Chromium: drawn by the system's link code
 * inside <enriched-content> elements and wired by its render callback, as in Foundry. A move's die
 * opens the roll dialog for the move; the move's name opens it; an oracle link draws (from the
 * keyboard too); a move's name drags as the move; an inline action roll opens the dialog on its stat
 * with its adds and posts the card;
 * an inline progress roll posts at once; references to nothing stay text, marked, with a tooltip that
 * says why. axe-core in both themes, on the page and on the welcome window; every control at least
 * 24 × 24 px. Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";

describeInChromium("enriched links on the sheets page's guide page in Chromium", () => {
  const pg = useSheetsPage(11);

  const journal = () => pg.page.locator('[data-sheet="journal"]');
  const notice = () => pg.page.locator('[data-role="notice"]');
  const cards = () => pg.page.locator(".pg-message");

  async function open(theme: "light" | "dark"): Promise<void> {
    await pg.page.setViewportSize({ width: 1280, height: 900 });
    await pg.open(`?seed=11&theme=${theme}`);
    await journal().scrollIntoViewIfNeeded();
  }

  for (const theme of ["light", "dark"] as const) {
    it(`draws each link in its enricher's element, axe-clean with 24 px targets (${theme})`, async () => {
      await open(theme);
      const wrappers = await journal().locator("enriched-content").evaluateAll((els) => els.map((el) => el.getAttribute("enricher")));
      // In the page's order: three moves, two tables, two rolls, then a move and a roll that name nothing.
      expect(wrappers).toEqual([
        "vowforge.move",
        "vowforge.move",
        "vowforge.move",
        "vowforge.oracle",
        "vowforge.oracle",
        "vowforge.roll",
        "vowforge.roll",
        "vowforge.move",
        "vowforge.roll",
      ]);
      // Pay the Price rolls nothing: its link opens it, with no die.
      expect(await journal().getByRole("button", { name: "Roll Pay the Price for your character" }).count()).toBe(0);
      expect(await journal().getByRole("button", { name: "Open the move Pay the Price" }).count()).toBe(1);
      const sizes = await journal()
        .locator('[role="button"]')
        .evaluateAll((els) => els.map((el) => ({ name: el.getAttribute("aria-label"), ...el.getBoundingClientRect().toJSON() })));
      expect(sizes.length).toBe(9);
      for (const size of sizes) {
        expect(size.width, String(size.name)).toBeGreaterThanOrEqual(24);
        expect(size.height, String(size.name)).toBeGreaterThanOrEqual(24);
      }
      await journal().screenshot({ path: screenshotPath(`enrichers-journal-${theme}`) });
      await pg.page.locator('[data-sheet="welcome"]').screenshot({ path: screenshotPath(`enrichers-welcome-${theme}`) });
      expect(await seriousViolations(pg.page, '[data-sheet="journal"]', WCAG22_AA)).toEqual([]);
      expect(await seriousViolations(pg.page, '[data-sheet="welcome"]', WCAG22_AA)).toEqual([]);
    });
  }

  it("marks a reference to nothing as text, with a plain-text tooltip that says why", async () => {
    await open("light");
    const broken = journal().locator(".vf-enriched--broken");
    expect(await broken.count()).toBe(2);
    expect(await broken.first().textContent()).toBe("Fly Away");
    expect(await broken.first().getAttribute("data-tooltip-text")).toBe("No move called “Fly Away” is in this world or its compendiums.");
    expect(await broken.last().textContent()).toBe("a dance");
    expect(await broken.last().getAttribute("data-tooltip-text")).toContain("“dance” is not a roll.");
    expect(await broken.locator("a, button").count()).toBe(0);
  });

  it("rolls a move from its die as the sample Starforged character, and opens it from its name", async () => {
    await open("light");
    const before = await cards().count();
    await journal().getByRole("button", { name: "Roll Gather Information for your character" }).click();
    const dialog = pg.page.locator("dialog[open]");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Gather Information");
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => cards().count()).toBe(before + 1);
    expect(await cards().last().textContent()).toContain("Gather Information");
    await journal().getByRole("button", { name: "Open the move Face Danger" }).click();
    expect(await notice().textContent()).toBe("Opened Face Danger (in Foundry, its sheet).");
  });

  it("drags a move's name as the move, as a compendium move drags", async () => {
    await open("light");
    const name = journal().getByRole("button", { name: "Open the move Face Danger" });
    const transfer = await pg.page.evaluateHandle(() => new DataTransfer());
    await name.dispatchEvent("dragstart", { dataTransfer: transfer });
    const data = JSON.parse(await transfer.evaluate((t) => t.getData("text/plain"))) as { type: string; uuid: string };
    expect(data).toEqual({ type: "Item", uuid: expect.stringContaining("face-danger") });
    expect(await name.getAttribute("draggable")).toBe("true");
  });

  it("draws an oracle table from a click and from the keyboard", async () => {
    await open("light");
    await journal().getByRole("button", { name: "Roll on an action" }).click();
    expect(await notice().textContent()).toMatch(/^Core \/ Action: rolled \d+ /);
    await journal().getByRole("button", { name: "Roll on a theme" }).focus();
    await pg.page.keyboard.press("Enter");
    expect(await notice().textContent()).toMatch(/^Core \/ Theme: rolled \d+ /);
  });

  it("opens the roll dialog on an inline roll's stat with its adds, and posts an inline progress roll at once", async () => {
    await open("dark");
    const before = await cards().count();
    await journal().getByRole("button", { name: "Roll Edge +1" }).press(" ");
    const dialog = pg.page.locator("dialog[open]");
    await dialog.waitFor();
    expect(await dialog.locator('[name="option"]').inputValue()).toBe("stat.edge");
    expect(await dialog.locator('[name="adds"]').inputValue()).toBe("1");
    expect(await seriousViolations(pg.page, "dialog[open]", WCAG22_AA)).toEqual([]);
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => cards().count()).toBe(before + 1);
    expect(await cards().last().textContent()).toMatch(/adds 1/);
    await journal().getByRole("button", { name: "Roll a progress roll at 7" }).click();
    await expect.poll(() => cards().count()).toBe(before + 2);
    expect(await cards().last().getAttribute("data-kind")).toBe("progress");
    await pg.page.screenshot({ path: screenshotPath("enrichers-rolled-dark"), fullPage: true });
    expect(pg.consoleErrors).toEqual([]);
  });
});
