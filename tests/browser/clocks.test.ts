/**
 * The clock panel on the playground page in Chromium: a clock is created, advanced to completion, its
 * cards appear in the chat log, it is cleared and rolled to advance (the answer checked against the
 * rules engine fed with the d100 the card shows), all through the system's own presses; screenshots of
 * the panel and the cards in both themes; axe-core finds no serious or critical violation in either.
 */
import { expect, it } from "vitest";
import {
  describeInChromium,
  screenshotPath,
  seriousViolations,
  useBrowserPage,
} from "../helpers/browser-page";
import { resolveAskTheOracle } from "../../src/rules/oracle";

const NAME = "The storm breaks";

describeInChromium("clock panel (playground)", () => {
  const browser = useBrowserPage({ prefix: "vowforge-clocks-", address: "?seed=11", sheets: false });

  const row = () => browser.page.locator(".pg-clocks .vf-clock", { hasText: NAME });
  const cards = () => browser.page.locator('.pg-chat__log [data-kind="clock"]');

  it("creates a clock from the panel's form", async () => {
    const { page } = browser;
    const panel = page.locator(".pg-clocks");
    await expect.poll(() => panel.locator(".vf-clocks__heading").first().textContent()).toBe("World clocks");
    await panel.getByLabel("Name", { exact: true }).fill(NAME);
    await panel.getByLabel("Segments").selectOption("4");
    await panel.getByRole("button", { name: "Add clock" }).click();
    await expect.poll(() => row().locator(".vf-clock__count").textContent()).toBe("0 of 4");
    expect(await row().locator("svg").getAttribute("aria-label")).toBe(`${NAME}: 0 of 4 segments filled`);
    expect(await cards().count()).toBe(0);
  });

  it("advances it to completion, one card per advance, the last saying it is complete", async () => {
    const { page } = browser;
    for (let i = 1; i <= 4; i += 1) {
      await page.getByRole("button", { name: `Advance ${NAME} by one segment` }).click();
      await expect.poll(() => row().locator(".vf-clock__count").textContent()).toBe(`${i} of 4`);
    }
    await expect.poll(() => cards().count()).toBe(4);
    expect(await cards().last().locator(".vf-clock-card__event").textContent()).toBe("Complete!");
    expect(await cards().first().locator(".vf-clock-card__event").textContent()).toBe("Advanced by 1");
    expect(await cards().last().locator(".vf-clock-face__wedge--filled").count()).toBe(4);
    expect(await page.getByRole("button", { name: `Advance ${NAME} by one segment` }).isDisabled()).toBe(
      true,
    );
    expect(
      await page.getByRole("button", { name: `Roll to advance ${NAME}, asking the oracle` }).isDisabled(),
    ).toBe(true);
  });

  it("shows the panel and the cards in both themes, with no serious accessibility violation", async () => {
    const { page } = browser;
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => {
        document.body.classList.remove("theme-light", "theme-dark");
        document.body.classList.add(`theme-${t}`);
      }, theme);
      await page.locator(".pg-clocks").screenshot({ path: screenshotPath(`clocks-panel-${theme}`) });
      await cards()
        .last()
        .screenshot({ path: screenshotPath(`clocks-card-complete-${theme}`) });
      expect(await seriousViolations(page, ".pg-clocks"), theme).toEqual([]);
      expect(await seriousViolations(page, ".pg-chat"), theme).toEqual([]);
    }
  });

  it("clears it, and a roll to advance answers by the oracle's odds with the d100 on its card", async () => {
    const { page } = browser;
    await page.getByRole("button", { name: `Clear ${NAME}` }).click();
    await expect.poll(() => row().locator(".vf-clock__count").textContent()).toBe("0 of 4");
    expect(await cards().last().locator(".vf-clock-card__event").textContent()).toBe("Cleared");

    await page.locator('.pg-clocks [data-role="clock-odds"]').selectOption("likely");
    await page.getByRole("button", { name: `Roll to advance ${NAME}, asking the oracle` }).click();
    await expect.poll(() => cards().count()).toBe(6);
    const card = cards().last();
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Likely: yes on 26 or more");
    const roll = Number(/Rolled (\d+) on the oracle/.exec(text)?.[1]);
    const expected = resolveAskTheOracle({ odds: "likely", roll });
    expect(text).toContain(expected.answer === "yes" ? "Yes: one segment filled" : "No: the clock holds");
    expect(await row().locator(".vf-clock__count").textContent()).toBe(
      `${expected.answer === "yes" ? 1 : 0} of 4`,
    );
    await card.screenshot({ path: screenshotPath("clocks-card-roll-dark") });
    expect(browser.consoleErrors).toEqual([]);
  });
});

describeInChromium("a character's clocks on its sheet (sheets page)", () => {
  const browser = useBrowserPage({ prefix: "vowforge-sheet-clocks-", address: "sheets/?seed=7", sheets: true });
  const RITUAL = "The ritual completes";

  it("advances the Augur character's clock and adds one from the folded form", async () => {
    const { page } = browser;
    // The Augur sample's sheet (its clocks tab is drawn only once opened, as every tab but the first).
    const sheet = page.locator(".pg-sheet.vf-augur");
    const clocks = sheet.locator(".vf-clocks--sheet");
    const row = (name: string) => clocks.locator(".vf-clock", { hasText: name });
    // The Augur sheet keeps its clocks with its notes, on their own tab.
    await sheet.getByRole("tab", { name: "Clocks & notes" }).click();
    await expect.poll(() => row(RITUAL).locator(".vf-clock__count").textContent()).toBe("3 of 8");
    await clocks.getByRole("button", { name: `Advance ${RITUAL} by one segment` }).click();
    await expect.poll(() => row(RITUAL).locator(".vf-clock__count").textContent()).toBe("4 of 8");

    await clocks.locator("summary").click();
    await clocks.getByLabel("Name", { exact: true }).fill("Bad blood");
    await clocks.getByLabel("Who sees it").selectOption("gm");
    await clocks.getByRole("button", { name: "Add clock" }).click();
    await expect.poll(() => row("Bad blood").locator(".vf-clock__count").textContent()).toBe("0 of 6");
    expect(await row("Bad blood").locator(".vf-clock__hidden").textContent()).toContain("Seen by the GM and owners only");
    await clocks.screenshot({ path: screenshotPath("clocks-sheet-augur") });
    expect(await seriousViolations(page, ".vf-clocks--sheet")).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  });
});
