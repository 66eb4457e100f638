/**
 * The Augur and Strike! sheets' edit mode on the sheets page in Chromium: the toggle opens the fields,
 * an Augur expertise and a Strike! trait are added, a Strike! skill is renamed, an approach out of range
 * is refused with a sentence and nothing changes, and axe-core finds no serious or critical violation
 * with both sheets in edit mode; the Augur harm maximum and the Strike! wealth tier are set in edit mode,
 * a value out of range refused in words.
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

  it("refuses an approach out of range with a sentence and keeps the value", async () => {
    await mira().getByRole("spinbutton", { name: "Prowess" }).fill("9");
    await mira().getByRole("button", { name: "Save approaches" }).click();
    await expect
      .poll(() => notice().textContent())
      .toContain("An approach is a whole number from 0 to 6; 9 was not saved.");
    expect(await mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("1");
    await mira().getByRole("spinbutton", { name: "Prowess" }).fill("2");
    await mira().getByRole("button", { name: "Save approaches" }).click();
    await expect.poll(() => mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("2");
    await expect.poll(() => notice().textContent()).toBe("");
  });

  it("renames a Strike! skill and adds a trait", async () => {
    await orrin().getByRole("button", { name: "Edit character" }).click();
    await orrin().getByRole("textbox", { name: "Skill 2" }).fill("Bargaining");
    await orrin().getByRole("checkbox", { name: "Haggling is skilled" }).check();
    await orrin().getByRole("combobox", { name: "Ability of Haggling" }).selectOption("charisma");
    await orrin().getByRole("button", { name: "Save Haggling" }).click();
    await expect
      .poll(() => orrin().getByRole("textbox", { name: "Skill 2" }).inputValue())
      .toBe("Bargaining");
    expect(await orrin().getByRole("combobox", { name: "Ability of Bargaining" }).inputValue()).toBe(
      "charisma",
    );
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
    await mira().getByRole("spinbutton", { name: "Most harm" }).fill("0");
    await mira().getByRole("button", { name: "Save Most harm" }).click();
    await expect
      .poll(() => notice().textContent())
      .toContain("The most harm is a whole number from 1 to 12 (never below the harm already taken); 0 was not saved.");
    await expect.poll(() => mira().getByRole("spinbutton", { name: "Most harm" }).inputValue()).toBe("3");
    await mira().getByRole("spinbutton", { name: "Most harm" }).fill("5");
    await mira().getByRole("button", { name: "Save Most harm" }).click();
    await expect.poll(() => mira().locator(".vf-marks").first().locator("span").count()).toBe(5);

    await orrin().getByRole("tab", { name: "Wealth" }).click();
    await orrin().getByRole("spinbutton", { name: "Wealth tier" }).fill("11");
    await orrin().getByRole("button", { name: "Save Wealth tier" }).click();
    await expect.poll(() => notice().textContent()).toContain("A wealth tier is a whole number from 0 to 10; 11 was not saved.");
    await orrin().getByRole("spinbutton", { name: "Wealth tier" }).fill("4");
    await orrin().getByRole("button", { name: "Save Wealth tier" }).click();
    await expect.poll(() => orrin().getByRole("spinbutton", { name: "Wealth tier" }).inputValue()).toBe("4");
    expect(await orrin().locator(".vf-st-wealth__tier").textContent()).toBe("4");
    expect(consoleErrors).toEqual([]);
  });
});
