/**
 * The Strike! sheet's edit buttons: each runs the edit operation its action names with the row's fields;
 * a refused one writes nothing.
 */
import type * as StrikeEdit from "../../../src/operations/strike-edit";
import type * as StrikeActions from "../../../src/applications/sheets/strike-actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";
import { strikeSample, strikeSystem } from "../../operations/edit-samples";
import { langLookup } from "../../helpers/handlebars";

let kit: TrackTestKit;
let edit: typeof StrikeEdit;
let buttons: typeof StrikeActions;

beforeAll(async () => {
  kit = await setUpTracks();
  edit = await import("../../../src/operations/strike-edit");
  buttons = await import("../../../src/applications/sheets/strike-actions");
});
afterAll(() => vi.unstubAllGlobals());

const character = (source: Record<string, unknown> = {}) => strikeSample(kit, source);
const system = strikeSystem;

describe("wealth tier", () => {
  it("writes the tier typed through the sheet button, Short and Broke untouched", async () => {
    const actor = character({ wealth: { tier: 2, short: 1, broke: 0 } });
    await buttons.STRIKE_EDITS.saveWealthTier(actor, -1, { tier: "4" });
    expect(await edit.setWealthTier(actor, 4)).toBe(4);
    expect(await edit.setWealthTier(actor, "0")).toBe(0);
    expect(actor.stored).toEqual([{ "system.wealth.tier": 4 }, { "system.wealth.tier": 0 }]);
    expect((actor.system as { wealth: unknown }).wealth).toEqual({ tier: 0, short: 1, broke: 0 });
  });
});

describe("strikes and action points", () => {
  it("spends and earns an action point for a reason through the sheet buttons", async () => {
    const actor = character();
    await buttons.STRIKE_EDITS.spendActionPoint(actor, -1, { reason: "preventLoss" });
    expect(system(actor).actionPoints).toBe(0);
    await expect(
      buttons.STRIKE_EDITS.spendActionPoint(actor, -1, { reason: "preventLoss" }),
    ).rejects.toMatchObject({ code: "NoActionPoints" });
    await expect(
      buttons.STRIKE_EDITS.earnActionPoint(actor, -1, { reason: "napping" }),
    ).rejects.toMatchObject({ code: "NotOneOf" });
    await buttons.STRIKE_EDITS.earnActionPoint(actor, -1, { reason: "somethingCool" });
    expect(system(actor).actionPoints).toBe(1);
  });
});

describe("sheet buttons", () => {
  it("run the operation their action names with the row's fields", async () => {
    const actor = character();
    await buttons.STRIKE_EDITS.saveSkill(actor, 0, {
      name: "Seafaring",
      skilled: true,
      ability: "wisdom",
      restricted: true,
    });
    await buttons.STRIKE_EDITS.addTrait(actor, -1, { name: "Calm" });
    await buttons.STRIKE_EDITS.addStrike(actor);
    await buttons.STRIKE_EDITS.saveRelationship(actor, 0, { name: "Aunt H." });
    const s = system(actor);
    expect(s.skills[0]).toEqual({
      id: "sail",
      name: "Seafaring",
      skilled: true,
      ability: "wisdom",
      restricted: true,
    });
    expect(s.traits.map((t) => t.name)).toEqual(["Stubborn", "Calm"]);
    expect(s.strikes).toBe(1);
    expect(s.relationships[0].name).toBe("Aunt H.");
    expect(Object.hasOwn(buttons.STRIKE_EDITS, "markShort")).toBe(false);
  });
});

describe("edits whose chunk cannot be loaded", () => {
  afterAll(() => vi.doUnmock("../../../src/operations/strike-edit"));

  it("change nothing and say so in the user's language", async () => {
    vi.resetModules();
    // A factory that throws stands for vowforge-strike-edit.mjs failing to load.
    vi.doMock("../../../src/operations/strike-edit", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = await import("../../../src/applications/sheets/strike-actions");
    const actor = character({ wealth: { tier: 2, short: 0, broke: 0 } });
    const shownBefore = kit.ui.shown.length;
    await offline.STRIKE_EDITS.saveWealthTier(actor, -1, { tier: "4" });
    await offline.STRIKE_EDITS.addTrait(actor, -1, { name: "Calm" });
    expect(actor.stored).toEqual([]);
    expect(system(actor).traits.map((t) => t.name)).toEqual(["Stubborn"]);
    const error = { level: "error", message: langLookup("VOWFORGE.Error.PartNotLoaded") };
    expect(kit.ui.shown.slice(shownBefore).map((n) => ({ level: n.level, message: n.message }))).toEqual([error, error]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      "vowforge | the Strike! sheet's edits could not be loaded",
      "vowforge | the Strike! sheet's edits could not be loaded",
    ]);
    errors.mockRestore();
  });
});
