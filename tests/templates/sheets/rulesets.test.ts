/** The Forged Ties, Augur, Strike! and team conflict sheet templates, rendered strictly. */
import { describe, expect, it } from "vitest";
import { buildAugurContext } from "../../../src/applications/sheets/context/augur-context";
import { buildConflictContext } from "../../../src/applications/sheets/context/conflict-context";
import { buildForgedTiesContext } from "../../../src/applications/sheets/context/forged-ties-context";
import { CONFLICT_TEMPLATE, RULESET_PARTS } from "../../../src/applications/sheets/sheet-templates";
import { FORGED_TIES_TABS } from "../../../src/applications/sheets/context/forged-ties-context";
import { AUGUR_TABS } from "../../../src/applications/sheets/context/augur-context";
import { STRIKE_TABS } from "../../../src/applications/sheets/context/strike-context";
import { buildStrikeContext } from "../../../src/applications/sheets/context/strike-context";
import { sampleAugur, sampleConflict, sampleForgedTies, sampleNames, sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { renderRuleset, renderSheet, sheetEnv } from "./sheet-render";

const XSS = "<img src=x onerror=alert(1)>";
const ESCAPED = "&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;";

function forgedTies(editable = true, edit?: (s: Record<string, unknown>) => void): string {
  const actor = sampleForgedTies();
  edit?.(actor.system);
  return renderRuleset("forgedTies", buildForgedTiesContext(actor, sheetEnv({ editable }), sampleNames()));
}

function augur(editable = true, edit?: (s: Record<string, unknown>) => void): string {
  const actor = sampleAugur();
  edit?.(actor.system);
  return renderRuleset("augur", buildAugurContext(actor, sheetEnv({ editable }), sampleNames()));
}

function strike(editable = true, edit?: (s: Record<string, unknown>) => void): string {
  const actor = sampleStrike();
  edit?.(actor.system);
  return renderRuleset("strike", buildStrikeContext(actor, sheetEnv({ editable })));
}

function conflict(editable = true, edit?: (s: Record<string, unknown>) => void): string {
  const sample = sampleConflict();
  edit?.(sample.system);
  return renderSheet(CONFLICT_TEMPLATE, buildConflictContext(sample, sample.tracker, null, sheetEnv({ editable }), sampleNames()));
}

const ALL = { forgedTies, augur, strike, conflict };

describe("the tabbed ruleset sheets' parts", () => {
  const kinds = [
    ["forgedTies", FORGED_TIES_TABS, () => buildForgedTiesContext(sampleForgedTies(), sheetEnv(), sampleNames())],
    ["augur", AUGUR_TABS, () => buildAugurContext(sampleAugur(), sheetEnv(), sampleNames())],
    ["strike", STRIKE_TABS, () => buildStrikeContext(sampleStrike(), sheetEnv())],
  ] as const;

  it.each(kinds)("%s: header, summary, tab bar, then a panel per tab in the tabs' order", (kind, tabs) => {
    expect(Object.keys(RULESET_PARTS[kind])).toEqual(["header", "summary", "tabs", ...tabs]);
  });

  const withTabs = {
    forgedTies: (tabs: object) => buildForgedTiesContext({ ...sampleForgedTies(), ...tabs }, sheetEnv(), sampleNames()),
    augur: (tabs: object) => buildAugurContext({ ...sampleAugur(), ...tabs }, sheetEnv(), sampleNames()),
    strike: (tabs: object) => buildStrikeContext({ ...sampleStrike(), ...tabs }, sheetEnv()),
  };

  it.each(kinds)("%s: a fresh sheet draws the open tab's panel alone; a tab opened before stays drawn", (kind, tabs) => {
    // What each tab's panel holds inside its (always present) section element.
    const bodies = (context: object) =>
      tabs.map((id) =>
        renderSheet((RULESET_PARTS[kind] as Readonly<Record<string, string>>)[id], context)
          .trim()
          .replace(/^<section[^>]*>/, "")
          .replace(/<\/section>$/, "")
          .trim(),
      );
    const fresh = bodies(withTabs[kind]({}));
    expect(fresh[0], tabs[0]).not.toBe("");
    expect(fresh.slice(1), "the tabs not opened yet").toEqual(tabs.slice(1).map(() => ""));
    // The second tab open, the first opened before: both drawn, the others still empty.
    const later = bodies(withTabs[kind]({ activeTab: tabs[1], drawnTabs: [tabs[0]] }));
    expect(later.slice(0, 2).map((body) => body !== "")).toEqual([true, true]);
    expect(later.slice(2)).toEqual(tabs.slice(2).map(() => ""));
  });

  it.each(kinds)("%s: each part has a single root element, as Foundry's parts need; each panel is its tab's", (kind, tabs, build) => {
    const context = build();
    for (const [id, path] of Object.entries(RULESET_PARTS[kind])) {
      const html = renderSheet(path, context).trim();
      const open = /^<([a-z]+)/.exec(html)?.[1];
      expect(open, path).toBeTruthy();
      expect(html.endsWith(`</${open}>`), path).toBe(true);
      if ((tabs as readonly string[]).includes(id)) {
        expect(html, path).toMatch(new RegExp(`^<section class="tab vf-panel[^"]*" data-tab="${id}" data-group="primary" id="vf-test-panel-${id}" role="tabpanel" aria-labelledby="vf-test-tab-${id}"`));
      }
    }
    // The tab bar names every tab, the first one open.
    const bar = renderSheet(RULESET_PARTS[kind].tabs, context);
    expect([...bar.matchAll(/data-tab="(\w+)"/g)].map((m) => m[1])).toEqual([...tabs]);
    expect(bar).toMatch(new RegExp(`data-tab="${tabs[0]}" aria-controls="vf-test-panel-${tabs[0]}" aria-selected="true"`));
  });
});

describe("ruleset sheet templates", () => {
  it.each(Object.entries(ALL))("%s: every button has a type, icon-only ones a label", (_name, render) => {
    const html = render();
    const buttons = html.match(/<button\b[^>]*>/g) ?? [];
    // The portrait is an action too (an img with role="button", as core's editImage needs).
    expect(buttons.length + (html.match(/<img\b[^>]*role="button"/g) ?? []).length).toBeGreaterThan(3);
    for (const button of buttons) {
      expect(button).toContain('type="button"');
      expect(button).toMatch(/data-action="\w+"/);
    }
    const iconOnly = html.match(/<button\b[^>]*>\s*<i [^>]*><\/i>\s*<\/button>/g) ?? [];
    for (const button of iconOnly) expect(button).toMatch(/aria-label="[^"]+"/);
    // Every label points at a control of the page.
    for (const [, id] of html.matchAll(/<label[^>]* for="([^"]+)"/g)) expect(html).toContain(`id="${id}"`);
  });

  it("Forged Ties: one roll button per stat and skill, ruin spaces and the Broken box drawn apart", () => {
    const html = forgedTies();
    expect(html.match(/data-action="roll"/g)).toHaveLength(6);
    expect(html).toContain('data-action="roll" data-stat="climb" data-tooltip-text="Roll Climb"><span class="vf-sr-only">Roll</span>');
    expect(html.match(/vf-mark--ruin" data-box/g)).toHaveLength(2);
    expect(html).toMatch(/vf-mark--broken" data-box="10"/);
    expect(html).toContain('role="img" aria-label="4 of 10 boxes marked"');
    for (const action of ["markBreaking", "addHarm", "removeHarm", "breakHarm", "meetRequirement", "markBond", "resolveBond", "endSession", "markStatTrack"]) {
      expect(html).toContain(`data-action="${action}"`);
    }
    expect(html).toContain('data-requirement="token"');
    expect(html).not.toContain('data-requirement="oath"');
  });

  it("Augur: approach rolls, momentum with burn and reset, harm buttons", () => {
    const html = augur();
    expect(html.match(/data-action="roll"/g)).toHaveLength(5);
    expect(html).toContain('aria-current="true">4<');
    expect(html).toContain("Resets to 2.");
    expect(html).toMatch(/data-action="burnMomentum"\s*>/);
    expect(augur(true, (s) => (s.momentum = 2))).toMatch(/data-action="burnMomentum" disabled/);
    expect(html).toContain("Bonus die");
  });

  it("Strike!: skill rolls, wealth marks and the Buy button, conditions and start of session", () => {
    const html = strike();
    expect(html.match(/data-action="roll"/g)).toHaveLength(2);
    expect(html).toContain("vf-rs-roll--unskilled");
    for (const action of ["buy", "markShort", "recoverShort", "markBroke", "markMinor", "recoverMinor", "markMajor", "recoverMajor", "startSession"]) {
      expect(html).toContain(`data-action="${action}"`);
    }
    expect(html).toContain("buys at tier 1");
  });

  it("conflict: buttons for the first pending hit only, undo, no round form while choices wait", () => {
    const html = conflict();
    expect(html.match(/data-action="settlePending"/g)).toHaveLength(2);
    expect(html).toContain('data-kind="hit" data-side="players" data-member="Actor.stOrrin" data-as="trait" data-trait="stubborn"');
    expect(html).toContain('data-action="undoEvent"');
    expect(html).not.toContain('data-action="playRound"');
  });

  it("hides every writing button on a sheet the user may not edit, keeping the rolls, Buy and the tabs", () => {
    for (const render of Object.values(ALL)) {
      const html = render(false);
      const actions = [...html.matchAll(/data-action="(\w+)"/g)].map((m) => m[1]);
      // Switching tabs writes nothing (core's tab action); the tab buttons stay usable.
      expect(actions.filter((a) => a !== "roll" && a !== "buy" && a !== "tab")).toEqual([]);
    }
    expect(strike(false)).toContain('data-action="buy"');
    // Spending a parcel is the owner's: only an editable sheet offers it.
    expect(strike(true)).toContain('data-action="buyWithParcel"');
  });

  it("escapes every text a user typed", () => {
    const html = [
      forgedTies(true, (s) => {
        (s.skills as { name: string }[])[0].name = XSS;
        (s.harm as ({ name: string } | null)[])[0] = { name: XSS, broken: false } as { name: string };
        ((s.forge as { requirements: { label: string }[] }).requirements)[1].label = XSS;
      }),
      augur(true, (s) => {
        (s.expertise as { name: string }[])[0].name = XSS;
        (s.abilities as { name: string }[])[0].name = XSS;
      }),
      strike(true, (s) => {
        (s.skills as { name: string }[])[0].name = XSS;
        (s.traits as { name: string }[])[0].name = XSS;
        (s.relationships as { name: string }[])[0].name = XSS;
      }),
      conflict(true, (s) => {
        s.opponentsName = XSS;
        (s.opponents as { name: string }[])[0].name = XSS;
      }),
    ].join("\n");
    expect(html).not.toContain("<img src=x");
    expect(html.split(ESCAPED).length - 1).toBeGreaterThanOrEqual(9);
  });
});
