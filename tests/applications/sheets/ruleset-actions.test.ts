/**
 * The Forged Ties, Augur and Strike! sheets' own actions: the sheets register them by name when the
 * script loads (ruleset-action-names.ts), while what they do is in the ruleset sheets' chunk
 * (context/ruleset-contexts.ts `RULESET_ACTIONS`), loaded by the sheet's first render. The names are
 * exactly the tables' keys; a press runs the table's action; a press whose chunk cannot be loaded
 * writes nothing and says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApplyingActor, fakeButton } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { AUGUR_ACTION_NAMES, FORGED_TIES_ACTION_NAMES, STRIKE_ACTION_NAMES } from "../../../src/applications/sheets/ruleset-action-names";
import { langLookup } from "../../helpers/handlebars";

type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
interface TestSheet {
  options: { actions: Record<string, Action> };
}
type SheetClass = (new (options: { document: ApplyingActor }) => TestSheet) & { ACTIONS: Record<string, unknown> };

let fakes: SheetFakes;

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fakes = installSheetFakes();
});
afterEach(() => vi.restoreAllMocks());

describe("the ruleset sheets' action names", () => {
  it("are exactly the keys of each sheet's table in the chunk, and each sheet registers them", async () => {
    const { RULESET_ACTIONS } = await import("../../../src/applications/sheets/context/ruleset-contexts");
    const sorted = (names: Iterable<string>) => [...names].sort();
    expect(sorted(Object.keys(RULESET_ACTIONS.forgedTies))).toEqual(sorted(FORGED_TIES_ACTION_NAMES));
    expect(sorted(Object.keys(RULESET_ACTIONS.augur))).toEqual(sorted(AUGUR_ACTION_NAMES));
    expect(sorted(Object.keys(RULESET_ACTIONS.strike))).toEqual(sorted(STRIKE_ACTION_NAMES));
    const sheets: [string, string, readonly string[]][] = [
      ["forged-ties-sheet", "ForgedTiesSheet", FORGED_TIES_ACTION_NAMES],
      ["augur-sheet", "AugurSheet", AUGUR_ACTION_NAMES],
      ["strike-sheet", "StrikeSheet", STRIKE_ACTION_NAMES],
    ];
    for (const [file, name, names] of sheets) {
      const module = (await import(`../../../src/applications/sheets/${file}.ts`)) as Record<string, SheetClass>;
      const sheet = module[name];
      expect(sorted(Object.keys(sheet.ACTIONS)), file).toEqual(sorted(names));
      // A drop is no click: every other name is a click Foundry dispatches.
      const clicks = Object.keys(new sheet({ document: new ApplyingActor("x", "character", {}) }).options.actions);
      expect(clicks, file).toEqual(expect.arrayContaining(names.filter((n) => n !== "dropActor")));
      expect(clicks, file).not.toContain("dropActor");
    }
  });
});

describe("a Strike! sheet's press", () => {
  it("runs the action of the chunk's table", async () => {
    const { StrikeSheet } = (await import("../../../src/applications/sheets/strike-sheet")) as unknown as { StrikeSheet: SheetClass };
    const s = sampleStrike();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new StrikeSheet({ document: actor });
    await sheet.options.actions.markShort.call(sheet, {}, fakeButton({}));
    expect(actor.system.wealth).toEqual({ tier: 2, short: 2, broke: 0 });
  });

  it("once the chunk is loaded, runs within the press: a field it reads is read before a later change", async () => {
    const { StrikeSheet } = (await import("../../../src/applications/sheets/strike-sheet")) as unknown as { StrikeSheet: SheetClass };
    const s = sampleStrike();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new StrikeSheet({ document: actor }) as TestSheet & { element: { querySelector(selector: string): unknown } };
    await sheet.options.actions.markShort.call(sheet, {}, fakeButton({}));
    const select = { value: "strength" };
    vi.spyOn(sheet.element, "querySelector").mockImplementation((selector: string) => (selector === "select[data-lost-ability]" ? select : null));
    const pressed = sheet.options.actions.markMinor.call(sheet, {}, fakeButton({ condition: "lostConfidence" }));
    // The user picks another ability right after the press; the press already read the first.
    select.value = "dexterity";
    await pressed;
    expect((actor.system.minor as { lostConfidence: unknown }).lostConfidence).toBe("strength");
  });

  it("writes nothing and says so in the user's language when the chunk cannot be loaded", async () => {
    vi.doMock("../../../src/applications/sheets/context/ruleset-contexts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { StrikeSheet } = (await import("../../../src/applications/sheets/strike-sheet")) as unknown as { StrikeSheet: SheetClass };
      const s = sampleStrike();
      const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
      const sheet = new StrikeSheet({ document: actor });
      await sheet.options.actions.markShort.call(sheet, {}, fakeButton({}));
      expect(actor.updates).toEqual([]);
      expect(fakes.errors).toEqual([langLookup("VOWFORGE.Error.PartNotLoaded")]);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the ruleset sheets' buttons could not be loaded"]);
    } finally {
      vi.doUnmock("../../../src/applications/sheets/context/ruleset-contexts");
    }
  });
});
