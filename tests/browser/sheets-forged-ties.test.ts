/**
 * The Forged Ties sheet's edit mode on the sheets page in Chromium: a skill renamed, its dice changed
 * and a new skill added through the edit inputs, an out-of-range value refused in words with nothing
 * changed, a ruin advance asked for by a marked ruin space and recorded, a bond added; axe-core finds
 * no serious or critical violation with the edit mode open.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, seriousViolations, useBrowserPage } from "../helpers/browser-page";
import { localize } from "../helpers/handlebars";


describeInChromium("Forged Ties sheet editing in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-ft-sheet-", address: "sheets/?seed=5", sheets: true });
  const consoleErrors = browser.consoleErrors;
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  const brannoc = () => page.locator('form[data-actor="brannoc"]');
  const notice = () => page.locator('[data-role="notice"]');

  it("opens the edit mode from the keyboard and edits a skill", async () => {
    const toggle = brannoc().getByRole("button", { name: "Edit character" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => brannoc().getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed")).toBe("true");
    expect(await brannoc().getByRole("button", { name: "Roll Climb" }).count()).toBe(0);

    await brannoc().getByLabel("Name of the skill Climb").fill("Climbing");
    await brannoc().getByLabel("Dice of Climb", { exact: true }).fill("3");
    await brannoc().getByLabel("Stat of Climb").selectOption("strength");
    await brannoc().getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => brannoc().getByLabel("Name of the skill Climbing").inputValue()).toBe("Climbing");
    expect(await brannoc().getByLabel("Dice of Climbing", { exact: true }).inputValue()).toBe("3");
    expect(await brannoc().getByLabel("Stat of Climbing").inputValue()).toBe("strength");

    await brannoc().getByLabel("New skill", { exact: true }).fill("Swim");
    await brannoc().getByRole("button", { name: "Add skill" }).click();
    await expect.poll(() => brannoc().getByLabel("Name of the skill Swim").inputValue()).toBe("Swim");
    expect(await notice().textContent()).toBe("");
  });

  it("refuses dice out of range in words and changes nothing", async () => {
    await brannoc().getByLabel("Dice of Climbing", { exact: true }).fill("9");
    await brannoc().getByLabel("Name of the skill Swim").fill("Swimming");
    await brannoc().getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => notice().textContent()).toContain(
      localize("VOWFORGE.Error.OutOfRangeField", { label: "Dice of Climbing", min: 0, max: 5, value: "9" }),
    );
    // Nothing was saved: the sheet shows the stored values again, the rename refused with the rest.
    await expect.poll(() => brannoc().getByLabel("Dice of Climbing", { exact: true }).inputValue()).toBe("3");
    expect(await brannoc().getByLabel("Name of the skill Swim").inputValue()).toBe("Swim");
  });

  it("has no serious or critical accessibility violations with the edit mode open", async () => {
    expect(await seriousViolations(page, 'form[data-actor="brannoc"]')).toEqual([]);
  });

  it("closes the edit mode, the new skills rolling from the sheet", async () => {
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Roll Swim" }).count()).toBe(1);
    expect(await brannoc().getByRole("button", { name: "Roll Climbing" }).textContent()).toContain("3");
  });

  it("asks for a ruin advance when a ruin space is marked, and records it", async () => {
    await brannoc().getByRole("button", { name: "Remove the ruin advance Haunted by the river" }).click();
    await expect.poll(() => brannoc().locator(".vf-ft-ruin__advance").count()).toBe(0);
    await brannoc().getByRole("button", { name: "Mark breaking" }).click();
    await expect.poll(() => brannoc().locator(".vf-ft-ruin-due").textContent()).toBe("Ruin advances to record: 1");
    await brannoc().getByLabel("New ruin advance").fill("Flinches at running water");
    await brannoc().getByRole("button", { name: "Record", exact: true }).click();
    await expect.poll(() => brannoc().locator(".vf-ft-ruin__advance").textContent()).toContain("Flinches at running water");
    expect(await brannoc().locator(".vf-ft-ruin-due").count()).toBe(0);
  });

  it("adds a bond with another character from the list and removes it", async () => {
    // Bonds have a tab of their own.
    await brannoc().getByRole("tab", { name: "Bonds" }).click();
    await brannoc().getByLabel("Character", { exact: true }).selectOption({ label: "Orrin Flint" });
    await brannoc().getByRole("button", { name: "Add bond" }).click();
    await expect.poll(() => brannoc().locator(".vf-rs-bond", { hasText: "Orrin Flint" }).count()).toBe(1);
    await brannoc().getByRole("button", { name: "Remove the bond with Orrin Flint" }).click();
    await expect.poll(() => brannoc().locator(".vf-rs-bond", { hasText: "Orrin Flint" }).count()).toBe(0);
  });

  it("has no serious or critical accessibility violations on the page, nor console errors", async () => {
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
  it("steps a number with its − and + buttons, saved as a typed value is, and stops at the field's limits", async () => {
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed")).toBe("true");
    const dice = () => brannoc().getByLabel("Dice of Swim", { exact: true });
    const before = Number(await dice().inputValue());
    await brannoc().getByRole("button", { name: localize("VOWFORGE.Sheet.Meter.Increase", { meter: "Dice of Swim" }) }).click();
    await expect.poll(() => dice().inputValue()).toBe(String(before + 1));
    // Saved: closing the edit mode shows the stored dice on the roll button.
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Roll Swim" }).textContent()).toContain(String(before + 1));
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    // At the field's max (5) the + changes nothing.
    await dice().fill("5");
    await page.keyboard.press("Tab");
    await expect.poll(() => notice().textContent()).toBe("");
    await brannoc().getByRole("button", { name: localize("VOWFORGE.Sheet.Meter.Increase", { meter: "Dice of Swim" }) }).click();
    expect(await dice().inputValue()).toBe("5");
    await brannoc().getByRole("button", { name: localize("VOWFORGE.Sheet.Meter.Decrease", { meter: "Dice of Swim" }) }).click();
    await expect.poll(() => dice().inputValue()).toBe("4");
    await brannoc().getByLabel("Dice of Swim", { exact: true }).fill(String(before));
    await page.keyboard.press("Tab");
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Roll Swim" }).count()).toBe(1);
  });

  it("saves the edit when a field changes, keeps focus moving, and keeps a refused value to correct", async () => {
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed")).toBe("true");
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

    // Leaving the renamed field saves it: the sheet is drawn again from the saved data, focus on the next field.
    await brannoc().getByLabel("Name of the skill Swim", { exact: true }).fill("Swimming");
    await page.keyboard.press("Tab");
    await expect.poll(() => brannoc().getByLabel("Name of the skill Swimming", { exact: true }).count()).toBe(1);
    expect(await focusedLabel()).toBe("Stat of Swimming");
    expect(await notice().textContent()).toBe("");

    // A refused value is reported in words and stays in its field; correcting it saves.
    await brannoc().getByLabel("Dice of Swimming", { exact: true }).fill("9");
    await page.keyboard.press("Tab");
    await expect.poll(() => notice().textContent()).toContain(
      localize("VOWFORGE.Error.OutOfRangeField", { label: "Dice of Swimming", min: 0, max: 5, value: "9" }),
    );
    expect(await brannoc().getByLabel("Dice of Swimming", { exact: true }).inputValue()).toBe("9");
    await brannoc().getByLabel("Dice of Swimming", { exact: true }).fill("2");
    await page.keyboard.press("Tab");
    await expect.poll(() => notice().textContent()).toBe("");

    // The stored values show once the edit mode closes.
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Roll Swimming" }).count()).toBe(1);
    expect(await brannoc().getByRole("button", { name: "Roll Swimming" }).textContent()).toContain("2");
    expect(consoleErrors).toEqual([]);
  });
});
