/**
 * The Augur sheet's edit buttons: each runs the edit operation its action names with the row's fields,
 * fetched with the first edit (vowforge-augur-edit.mjs); when they cannot be loaded, nothing changes
 * and the user is told.
 */
import type * as AugurEdit from "../../../src/operations/augur-edit";
import type * as AugurActions from "../../../src/applications/sheets/augur-actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "../../operations/setup";
import { augurSample, augurSystem } from "../../operations/edit-samples";
import { langLookup } from "../../helpers/handlebars";

let kit: TrackTestKit;
let edit: typeof AugurEdit;
let buttons: typeof AugurActions;

beforeAll(async () => {
  kit = await setUpTracks();
  edit = await import("../../../src/operations/augur-edit");
  buttons = await import("../../../src/applications/sheets/augur-actions");
});
afterAll(() => vi.unstubAllGlobals());

const character = (source: Record<string, unknown> = {}) => augurSample(kit, source);
const system = augurSystem;

describe("harm maximum", () => {
  it("takes 1 as the lowest maximum of an unharmed character, through the sheet button", async () => {
    const actor = character({ harm: 0, harmMax: 3 });
    await buttons.AUGUR_EDITS.saveHarmMax(actor, -1, { harmMax: "1" });
    expect((actor.system as { harmMax: number }).harmMax).toBe(1);
    expect(edit.harmMaxValue("12", 0)).toBe(12);
    expect(() => edit.harmMaxValue("0", 0)).toThrow();
  });
});

describe("sheet buttons", () => {
  it("run the operation their action names with the row's fields", async () => {
    const actor = character();
    await buttons.AUGUR_EDITS.saveApproaches(actor, -1, {
      prowess: "3",
      finesse: "2",
      insight: "0",
      presence: "0",
      resolve: "1",
    });
    await buttons.AUGUR_EDITS.addExpertise(actor, -1, { name: "Boats" });
    await buttons.AUGUR_EDITS.saveAbility(actor, 0, { name: "Shadow step", text: "", bonusDie: true });
    await buttons.AUGUR_EDITS.addBond(actor, -1, { character: "Actor.third" });
    const s = system(actor);
    expect(s.approaches).toMatchObject({ prowess: 3, resolve: 1 });
    expect(s.expertise.map((e) => e.name)).toEqual(["Locks", "Boats"]);
    expect(s.abilities[0]).toEqual({ id: "shadow", name: "Shadow step", text: "", bonusDie: true });
    expect(s.bonds).toHaveLength(2);
    expect(Object.hasOwn(buttons.AUGUR_EDITS, "takeHarm")).toBe(false);
  });
});

describe("edits whose chunk cannot be loaded", () => {
  afterAll(() => vi.doUnmock("../../../src/operations/augur-edit"));

  it("change nothing and say so in the user's language", async () => {
    vi.resetModules();
    // A factory that throws stands for vowforge-augur-edit.mjs failing to load.
    vi.doMock("../../../src/operations/augur-edit", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = await import("../../../src/applications/sheets/augur-actions");
    const actor = character({ harm: 0, harmMax: 3 });
    const shownBefore = kit.ui.shown.length;
    await offline.AUGUR_EDITS.saveHarmMax(actor, -1, { harmMax: "1" });
    expect((actor.system as { harmMax: number }).harmMax).toBe(3);
    expect(kit.ui.shown.slice(shownBefore).map((n) => ({ level: n.level, message: n.message }))).toEqual([
      { level: "error", message: langLookup("VOWFORGE.Error.PartNotLoaded") },
    ]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the Augur sheet's edits could not be loaded"]);
    errors.mockRestore();
  });
});
