import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OURS } from "../../tools/foundry-e2e/selectors.mjs";
import { ORACLE_BUTTON_CLASS } from "../../src/applications/oracle-browser/sidebar-button";
import { CHARACTER_TABS } from "../../src/applications/sheets/context/character-context";

const read = (path: string) => readFileSync(path, "utf8");

describe("the end-to-end run's selectors of our own markup", () => {
  it("find the sheet, its portrait, fields, tabs and roll buttons where the templates put them", () => {
    expect(read("src/applications/sheets/actor-sheet-base.ts")).toContain(
      'classes: ["vowforge", "vf-sheet"]',
    );
    expect(OURS.sheet).toBe(".vowforge.vf-sheet");
    // Every header draws its portrait with one partial, which carries the editImage action.
    for (const header of ["templates/sheets/character/header.hbs", "templates/sheets/actors/header.hbs", "templates/sheets/rulesets/header.hbs", "templates/sheets/parts/item-header.hbs"])
      expect(read(header)).toContain('{{> "systems/vowforge/templates/sheets/parts/portrait.hbs"');
    expect(read("templates/sheets/parts/portrait.hbs")).toContain(OURS.portrait.slice(1, -1));
    expect(OURS.field("system.pronouns")).toBe('[name="system.pronouns"]');
    expect(OURS.rollButton("roll", { stat: "iron" })).toBe('[data-action="roll"][data-stat="iron"]');
    expect(read("templates/sheets/character/stats.hbs")).toContain(
      'data-action="roll" data-stat="{{id}}"',
    );
    expect(read("templates/sheets/parts/tabs.hbs")).toMatch(
      /data-action="tab" data-group="\{\{group\}\}" data-tab="\{\{id\}\}"/,
    );
    expect(OURS.tab("moves")).toBe('[data-action="tab"][data-tab="moves"]');
    expect(CHARACTER_TABS).toEqual(expect.arrayContaining(["moves", "assets"]));
  });

  it("find the roll dialog and its Roll button", () => {
    expect(read("src/applications/dialogs/roll-dialog.ts")).toContain(`"${OURS.rollDialog.slice(1)}"`);
    expect(read("templates/dialogs/roll-dialog-footer.hbs")).toContain(
      'type="submit" class="vf-roll-dialog__roll"',
    );
    expect(OURS.rollDialogSubmit).toBe("button.vf-roll-dialog__roll");
    expect(read("src/applications/wizard/character-wizard.ts")).toContain(`"${OURS.creation.slice(1)}"`);
    expect(read("templates/wizard/footer.hbs")).toContain(OURS.creationCancel.slice(1, -1));
    expect(read("src/applications/truths/register.ts")).toContain(`"${OURS.truthsButton.slice(1)}"`);
    expect(read("src/applications/truths/truths-dialog.ts")).toContain(`"${OURS.truths.slice(1)}"`);
    expect(read("templates/truths/header.hbs")).toContain(OURS.truthsRollRest.slice(1, -1));
    expect(read("templates/truths/footer.hbs")).toContain('type="submit" class="vf-button vf-wizard__next"');
    expect(read("src/applications/truths/truth-context.ts")).toContain('kit.select("set"');
  });

  it("find roll cards, oracle cards, card buttons and the harm prompt", () => {
    expect(read("templates/chat/roll-card.hbs")).toContain('data-card-kind="{{kind}}"');
    expect(read("templates/oracles/oracle-card.hbs")).toContain('class="vowforge vf-oracle-card"');
    expect(read("templates/chat/roll-card.hbs")).toMatch(
      /class="vf-card__actions"[\s\S]*data-action="\{\{action\}\}"/,
    );
    expect(OURS.cardAction("push")).toBe('.vf-card__actions [data-action="push"]');
    expect(read("templates/chat/roll-card.hbs")).toContain('<p class="vf-card__outcome ');
    expect(OURS.cardOutcome).toBe(".vf-card__outcome");
    expect(read("templates/chat/harm-prompt.hbs")).toContain('name="harmName"');
    expect(OURS.harmPromptInput).toBe('input[name="harmName"]');
  });

  it("find moves, assets and the oracle browser", () => {
    expect(read("templates/sheets/character/moves.hbs")).toContain(
      'data-action="rollMove" data-move-uuid="{{uuid}}"',
    );
    const asset = read("templates/sheets/parts/asset-card.hbs");
    expect(asset).toContain('data-item-id="{{id}}"');
    expect(asset).toContain('data-action="toggleAbility"');
    expect(OURS.oracleBrowserButton).toBe(`.${ORACLE_BUTTON_CLASS}`);
    expect(read("templates/oracles/browser-search.hbs")).toMatch(
      /class="vf-oracle-browser__search"[\s\S]*name="query"/,
    );
    expect(read("templates/oracles/parts/browser-folder.hbs")).toContain('data-action="rollOracle"');
  });

  it("find the clock panel, its world section, the new-clock form and a clock's buttons", () => {
    expect(read("src/applications/clocks/register.ts")).toContain(`className: "${OURS.clockPanelButton.slice(1)}"`);
    expect(read("src/applications/clocks/clock-panel.ts")).toContain(`id: "${OURS.clockPanel.slice(1)}"`);
    expect(read("src/applications/clocks/clock-list-context.ts")).toContain('scope: "world"');
    const list = read("templates/clocks/clock-list.hbs");
    expect(list).toContain('data-clock-scope="{{scope}}"');
    expect(OURS.worldClocks).toBe('[data-clock-scope="world"]');
    expect(list).toContain(OURS.clockName.slice(1, -1));
    expect(list).toContain(OURS.clockCreate.slice(1, -1));
    expect(list).toContain('data-action="clockPress" data-op="advance" data-clock-id="{{id}}"');
    expect(OURS.clockPress("advance", "c1")).toBe('[data-action="clockPress"][data-op="advance"][data-clock-id="c1"]');
  });
});
