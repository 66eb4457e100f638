import { describe, expect, it } from "vitest";
import { clockPanelContext, clockSection } from "../../../src/applications/clocks/clock-list-context";
import { type Clock } from "../../../src/rules/clocks";
import { CLOCK_LIST_PARTIAL, CLOCK_PANEL_TEMPLATE } from "../../../src/applications/clocks/clock-templates";
import { createHandlebars, localize, readTemplate } from "../../helpers/handlebars";

const open: Clock = { id: "tension", name: "Tension", segments: 6, filled: 2, visibility: "all" };
const hidden: Clock = { id: "plot", name: "Plot", segments: 8, filled: 8, visibility: "gm" };
const debt: Clock = { id: "debt", name: "Debt", segments: 4, filled: 1, visibility: "gm" };

function panel(isGM: boolean, owner: boolean) {
  return clockPanelContext(
    {
      worldClocks: [open, hidden],
      characters: [
        { uuid: "Actor.kira", name: "Kira", clocks: [debt], owner },
        { uuid: "Actor.empty", name: "Nobody", clocks: [], owner },
      ],
      isGM,
      odds: "likely",
      idPrefix: "p",
    },
    localize,
  );
}

describe("the clock panel's context", () => {
  it("shows the GM every clock, with the edit buttons and the form on the world's list only", () => {
    const ctx = panel(true, false);
    expect(
      ctx.sections.map((s) => [s.heading, s.clocks.map((c) => c.id), s.canPress, s.canEdit, s.showForm]),
    ).toEqual([
      ["World clocks", ["tension", "plot"], true, true, true],
      ["Clocks of Kira", ["debt"], true, true, false],
    ]);
    expect(ctx.sections[0].clocks[1]).toMatchObject({
      complete: true,
      hidden: "Seen by the GM and owners only",
      count: "8 of 8",
    });
    expect(ctx.clockChoices.odds.find((o) => o.selected)?.value).toBe("likely");
  });

  it("shows a player the clocks everyone sees, and the hidden ones of characters they own", () => {
    const stranger = panel(false, false);
    expect(
      stranger.sections.map((s) => [s.key, s.clocks.map((c) => c.id), s.canPress, s.canEdit, s.showForm]),
    ).toEqual([["world", ["tension"], true, false, false]]);
    const owner = panel(false, true);
    expect(owner.sections.map((s) => [s.key, s.clocks.map((c) => c.id), s.canPress, s.canEdit])).toEqual([
      ["world", ["tension"], true, false],
      ["Actor.kira", ["debt"], true, true],
    ]);
  });

  it("says so when a player has nothing to see", () => {
    const ctx = clockPanelContext(
      { worldClocks: [hidden], characters: [], isGM: false, odds: "fiftyFifty", idPrefix: "p" },
      localize,
    );
    expect(ctx.nothing).toBe(true);
    expect(ctx.sections).toEqual([]);
  });

  it("names every button after its clock, and the circle after its count", () => {
    const section = clockSection(
      {
        key: "Actor.kira",
        heading: "Kira",
        scope: "actor",
        actorUuid: "Actor.kira",
        clocks: [debt],
        seesHidden: true,
        canPress: true,
        canEdit: true,
      },
      localize,
      "sheet",
    );
    expect(section.formId).toBe("sheet-Actor-kira");
    expect(section.clocks[0].labels).toEqual({
      advance: "Advance Debt by one segment",
      clear: "Clear Debt",
      roll: "Roll to advance Debt, asking the oracle",
      rename: "Rename Debt",
      remove: "Delete Debt",
    });
    expect(section.clocks[0].face.label).toBe("Debt: 1 of 4 segments filled");
  });
});

describe("the clock panel's template", () => {
  it("draws each list with labelled buttons and the new-clock form where it is offered", () => {
    const hb = createHandlebars();
    hb.registerPartial(CLOCK_LIST_PARTIAL, readTemplate(CLOCK_LIST_PARTIAL));
    const html = hb
      .compile(readTemplate(CLOCK_PANEL_TEMPLATE), { strict: true })(panel(true, false))
      .replace(/\s+/g, " ");
    expect(html).toContain('data-clock-scope="world"');
    expect(html).toContain('aria-label="Advance Tension by one segment"');
    // A complete clock cannot be advanced or rolled.
    expect(html).toMatch(
      /data-op="advance" data-clock-id="plot" aria-label="Advance Plot by one segment" data-tooltip-text="[^"]+" disabled/,
    );
    expect(html.match(/data-role="clock-new"/g)).toHaveLength(1);
    expect(html).toContain('<label class="vf-clocks__field vf-clocks__field--name" for="p-world-name">');
  });
});
