/**
 * The Augur and Strike! sheets' edit mode on the sheets page in Chromium: the toggle opens the fields,
 * an Augur expertise and a Strike! trait are added, a Strike! skill is renamed, ticked and given an
 * ability (each change saved as it is made, no Save button), an approach out of range is refused with a
 * sentence and kept to correct, an approach stepped with its − and + from the keyboard, and axe-core
 * finds no serious or critical violation with both sheets in edit mode; the Augur harm maximum and the
 * Strike! wealth tier are set by typing and by their − and +, a value out of range refused in words.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, seriousViolations, useBrowserPage } from "../helpers/browser-page";


describeInChromium("Augur and Strike! edit mode in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-sheets-edit-", address: "sheets/?seed=5", sheets: true });
  const consoleErrors = browser.consoleErrors;
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  const mira = () => page.locator('form[data-actor="mira"]');
  const orrin = () => page.locator('form[data-actor="orrin"]');
  const notice = () => page.locator('[data-role="notice"]');
  /** Opens a sheet's edit mode unless it is open already, and waits for it. */
  async function editing(sheet: ReturnType<typeof mira>): Promise<void> {
    const toggle = sheet.getByRole("button", { name: "Edit character" });
    if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
    await expect.poll(() => sheet.getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed")).toBe("true");
  }

  it("opens the Augur edit mode from the keyboard and adds an expertise", async () => {
    const toggle = mira().getByRole("button", { name: "Edit character" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => mira().getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed"))
      .toBe("true");
    await mira().getByRole("textbox", { name: "New Expertise" }).fill("Rooftop routes");
    await mira().locator('[data-action="addExpertise"]').click();
    await expect
      .poll(() => mira().getByRole("textbox", { name: "Expertise 2" }).inputValue())
      .toBe("Rooftop routes");
    await mira().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => mira().locator(".vf-rs-list li").allTextContents()).toContain("Rooftop routes");
    await mira().getByRole("button", { name: "Edit character" }).click();
  });

  it("refuses an approach out of range with a sentence and keeps it to correct; a corrected one saves as it changes", async () => {
    const prowess = () => mira().getByRole("spinbutton", { name: "Prowess" });
    await prowess().fill("9");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => notice().textContent())
      .toContain("An approach is a whole number from 0 to 6; 9 was not saved.");
    expect(await prowess().inputValue()).toBe("9");
    expect(await mira().getByRole("button", { name: "Save approaches" }).count()).toBe(0);
    await prowess().fill("2");
    await page.keyboard.press("Tab");
    await expect.poll(() => notice().textContent()).toBe("");
    await expect.poll(() => prowess().inputValue()).toBe("2");
  });

  it("steps an approach with its − and + from the keyboard, saving each step and keeping focus on the button", async () => {
    const raise = () => mira().getByRole("button", { name: "Raise Prowess by one" });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
    await raise().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("3");
    await expect.poll(focused).toBe("Raise Prowess by one");
    await page.keyboard.press("Space");
    await expect.poll(() => mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("4");
    await mira().getByRole("button", { name: "Lower Prowess by one" }).click();
    await expect.poll(() => mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("3");
    // Saved: out of edit mode the roll button shows the stored value.
    await mira().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => mira().getByRole("button", { name: "Roll Prowess" }).textContent()).toContain("3");
    await editing(mira());
    // The targets are 24 px at least.
    const box = await raise().boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
  });

  it("renames a Strike! skill and adds a trait", async () => {
    await orrin().getByRole("button", { name: "Edit character" }).click();
    expect(await orrin().getByRole("button", { name: "Save Haggling" }).count()).toBe(0);
    // Each change saves the row: the name when the field is left, the box and the ability at once.
    await orrin().getByRole("textbox", { name: "Skill 2" }).fill("Bargaining");
    await page.keyboard.press("Tab");
    await expect.poll(() => orrin().getByRole("checkbox", { name: "Bargaining is skilled" }).count()).toBe(1);
    await orrin().getByRole("checkbox", { name: "Bargaining is skilled" }).check();
    await expect.poll(() => orrin().getByRole("checkbox", { name: "Bargaining is skilled" }).isChecked()).toBe(true);
    await orrin().getByRole("combobox", { name: "Ability of Bargaining" }).selectOption("charisma");
    await orrin().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => orrin().getByRole("button", { name: "Roll Bargaining" }).textContent()).toContain("Charisma");
    await orrin().getByRole("button", { name: "Edit character" }).click();
    expect(await orrin().getByRole("combobox", { name: "Ability of Bargaining" }).inputValue()).toBe("charisma");
    expect(await orrin().getByRole("textbox", { name: "Skill 2" }).inputValue()).toBe("Bargaining");
    // Traits have a tab of their own.
    await orrin().getByRole("tab", { name: "Traits" }).click();
    await orrin().getByRole("textbox", { name: "New Trait" }).fill("Patient");
    await orrin().locator('[data-action="addTrait"]').click();
    await expect.poll(() => orrin().getByRole("textbox", { name: "Trait 3" }).inputValue()).toBe("Patient");
  });

  it("marks a trait lost and spends an action point outside edit mode", async () => {
    await orrin().getByRole("button", { name: "Edit character" }).click();
    const lost = orrin().getByRole("button", { name: "Lost: Patient" });
    expect(await lost.getAttribute("aria-pressed")).toBe("false");
    await lost.click();
    await expect
      .poll(() => orrin().getByRole("button", { name: "Lost: Patient" }).getAttribute("aria-pressed"))
      .toBe("true");
    // Spending a point is on the Conditions tab; the points stay in view above the tabs.
    await orrin().getByRole("tab", { name: "Conditions" }).click();
    await orrin().getByRole("group", { name: "Spend an action point for" }).getByRole("button", { name: "Preventing a loss" }).click();
    await expect.poll(() => orrin().locator(".vf-rs-big").textContent()).toBe("1");
    await expect.poll(() => orrin().getByRole("button", { name: "Roll Bargaining" }).count()).toBe(1);
  });

  it("has no serious or critical accessibility violation with both sheets in edit mode", async () => {
    await editing(orrin());
    await editing(mira());
    await expect.poll(() => orrin().locator("[data-edit-row]").count()).toBeGreaterThan(3);
    await expect.poll(() => mira().locator("[data-edit-row]").count()).toBeGreaterThan(0);
    const violations = await seriousViolations(page, 'form[data-actor="mira"], form[data-actor="orrin"]');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("sets the Augur harm maximum and the Strike! wealth tier in edit mode, refusing values out of range", async () => {
    await editing(mira());
    const harmMax = () => mira().getByRole("spinbutton", { name: "Most harm" });
    await harmMax().fill("0");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => notice().textContent())
      .toContain("The most harm is a whole number from 1 to 12 (never below the harm already taken); 0 was not saved.");
    expect(await mira().locator(".vf-marks").first().locator("span").count()).toBe(3);
    await harmMax().fill("5");
    await page.keyboard.press("Tab");
    await expect.poll(() => mira().locator(".vf-marks").first().locator("span").count()).toBe(5);
    await mira().getByRole("button", { name: "Lower Most harm by one" }).click();
    await expect.poll(() => mira().locator(".vf-marks").first().locator("span").count()).toBe(4);
    expect(await harmMax().inputValue()).toBe("4");

    await orrin().getByRole("tab", { name: "Wealth" }).click();
    const tier = () => orrin().getByRole("spinbutton", { name: "Wealth tier" });
    await tier().fill("11");
    await page.keyboard.press("Tab");
    await expect.poll(() => notice().textContent()).toContain("A wealth tier is a whole number from 0 to 10; 11 was not saved.");
    await tier().fill("4");
    await page.keyboard.press("Tab");
    await expect.poll(() => orrin().locator(".vf-st-wealth__tier").textContent()).toBe("4");
    await orrin().getByRole("button", { name: "Raise Wealth tier by one" }).click();
    await expect.poll(() => orrin().locator(".vf-st-wealth__tier").textContent()).toBe("5");
    expect(await tier().inputValue()).toBe("5");
    // At the most (10) the + is spent: stepping stops at the field's max.
    await tier().fill("10");
    await page.keyboard.press("Tab");
    await expect.poll(() => orrin().locator(".vf-st-wealth__tier").textContent()).toBe("10");
    await orrin().getByRole("button", { name: "Raise Wealth tier by one" }).click();
    expect(await tier().inputValue()).toBe("10");
    expect(consoleErrors).toEqual([]);
  });
});
