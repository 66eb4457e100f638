/**
 * A user who may only observe a sheet still uses its always-interactive controls: Foundry disables
 * every control of a sheet the user cannot edit (faked in FakeActorSheet._toggleDisabled over the
 * rendered template's controls, tests/fakes/sheet-controls.ts), and our sheet enables the tab buttons
 * and, on a team conflict sheet, the learning controls of a character the user owns again.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildConflictContext } from "../../../src/applications/sheets/context/conflict-context";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { sampleConflict, sampleNames, sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { STRIKE_STATE_KEYS, type StrikeCharacter } from "../../../src/rules/strike-character";
import { sampleIronsworn, sampleMoves } from "../../../playground/sheets/samples";
import { buildStarshipContext } from "../../../src/applications/sheets/context/actor-context";
import { ACTOR_TEMPLATES, CONFLICT_TEMPLATE } from "../../../src/applications/sheets/sheet-templates";
import { FakeActor, installSheetFakes } from "../../fakes/foundry-sheets";
import { FakeControlRoot, type FakeControlNode } from "../../fakes/sheet-controls";
import { renderCharacter, renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

interface TestSheet {
  element: unknown;
  _toggleDisabled(disabled: boolean): void;
}

let Sheet: new (options: { document: FakeActor }) => TestSheet;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  installSheetFakes();
  const module = await import("../../../src/applications/sheets/actor-sheet-base");
  Sheet = module.VowforgeActorSheet as unknown as typeof Sheet;
});

/** The controls of `html` after Foundry disabled the sheet for a user who cannot edit it. */
function disabledFor(html: string): FakeControlNode[] {
  const sheet = new Sheet({ document: new FakeActor("Any", "character", {}) });
  const root = new FakeControlRoot(html);
  sheet.element = root;
  sheet._toggleDisabled(true);
  return root.nodes;
}

function strikeState(system: unknown): StrikeCharacter {
  const s = system as Record<string, unknown>;
  return structuredClone(Object.fromEntries(STRIKE_STATE_KEYS.map((k) => [k, s[k]]))) as unknown as StrikeCharacter;
}

/** The sample conflict, ended, seen by a user who owns Orrin but may not edit the conflict. */
function endedConflictForOwner(owned: boolean): string {
  const sample = sampleConflict();
  const tracker = { ...sample.tracker, phase: "ended" as const, pending: [], aftermath: { conditions: ["none" as const], totalStrikes: 0, concession: "none" as const, losersPickYesBut: false } };
  const orrin = sampleStrike();
  const members = [{ id: "Actor.stOrrin", strike: strikeState(orrin.system), owned }];
  return renderSheet(CONFLICT_TEMPLATE, buildConflictContext(sample, tracker, null, sheetEnv({ editable: false }), sampleNames(), false, [], members));
}

describe("controls an observer can still use", () => {
  it("the character sheet's tabs, and nothing else", () => {
    const actor = sampleIronsworn();
    const html = renderCharacter(buildCharacterContext({ name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: false }, sheetEnv({ editable: false })));
    const nodes = disabledFor(html);
    const tabs = nodes.filter((n) => n.attributes["data-action"] === "tab");
    expect(tabs.length).toBeGreaterThan(1);
    expect(tabs.every((n) => !n.disabled)).toBe(true);
    expect(nodes.filter((n) => n.attributes["data-action"] !== "tab").every((n) => n.disabled)).toBe(true);
  });

  it("a starship's meter rolls (a crew member rolls for a ship they only observe), and nothing else", () => {
    const ship = { name: "The Gull's Due", img: "", system: { integrity: 3, supply: 2, notes: "" }, items: [] };
    const nodes = disabledFor(renderSheet(ACTOR_TEMPLATES.starship, buildStarshipContext(ship, sheetEnv({ editable: false }), false, true)));
    const rolls = nodes.filter((n) => n.attributes["data-action"] === "rollShipMeter");
    expect(rolls.map((n) => n.attributes["data-meter"])).toEqual(["integrity", "supply"]);
    expect(rolls.every((n) => !n.disabled)).toBe(true);
    const others = nodes.filter((n) => !rolls.includes(n));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((n) => n.disabled)).toBe(true);
  });

  it("the learning controls of a conflict for the character the user owns", () => {
    const nodes = disabledFor(endedConflictForOwner(true));
    const learning = nodes.filter((n) => n.attributes["data-action"] === "rollLearning" || (n.attributes["data-cf"] ?? "").startsWith("learn-"));
    expect(learning.map((n) => n.attributes["data-action"] ?? n.attributes.type)).toEqual(expect.arrayContaining(["rollLearning", "checkbox", "text"]));
    expect(learning.every((n) => !n.disabled)).toBe(true);
    const others = nodes.filter((n) => !learning.includes(n) && n.attributes["data-action"] !== "tab");
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((n) => n.disabled)).toBe(true);
  });

  it("no learning controls for a character the user does not own", () => {
    const nodes = disabledFor(endedConflictForOwner(false));
    expect(nodes.some((n) => n.attributes["data-action"] === "rollLearning")).toBe(false);
    expect(nodes.filter((n) => n.attributes["data-action"] !== "tab").every((n) => n.disabled)).toBe(true);
  });
});
