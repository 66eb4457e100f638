/** The Strike! and team conflict sheets' buttons, with Foundry's sheet plumbing faked. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApplyingActor, fakeButton } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { installDialogV2 } from "../../fakes/dialog-v2";
import { sampleConflict, sampleStrike } from "../../../playground/sheets/ruleset-samples";

type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
interface TestSheet {
  options: { actions: Record<string, Action> };
}
type SheetClass = new (options: { document: ApplyingActor }) => TestSheet;

let fakes: SheetFakes;
let StrikeSheet: SheetClass;
let ConflictSheet: SheetClass;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fakes = installSheetFakes();
  StrikeSheet = (await import("../../../src/applications/sheets/strike-sheet")).StrikeSheet as unknown as SheetClass;
  ConflictSheet = (await import("../../../src/applications/sheets/conflict-sheet")).ConflictSheet as unknown as SheetClass;
});

async function press(sheet: TestSheet, action: string, dataset: Record<string, string> = {}) {
  await sheet.options.actions[action].call(sheet, {}, fakeButton(dataset));
}

describe("Strike! sheet", () => {
  it("marks Short twice: the third Short of the rules becomes a Broke", async () => {
    const s = sampleStrike();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new StrikeSheet({ document: actor });
    await press(sheet, "markShort");
    expect(actor.system.wealth).toEqual({ tier: 2, short: 2, broke: 0 });
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
    await press(sheet, "markShort");
    expect(actor.system.wealth).toEqual({ tier: 2, short: 0, broke: 1 });
    expect(fakes.warnings).toEqual(["A third Short turned into Broke."]);
  });

  it("marks and recovers major conditions, and starts a session", async () => {
    const s = sampleStrike();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new StrikeSheet({ document: actor });
    await press(sheet, "markMajor", { kind: "mental" });
    await press(sheet, "recoverMajor", { kind: "physical" });
    expect(actor.system.major).toEqual({ physical: 0, mental: 1, other: 0 });
    await press(sheet, "recoverMinor", { condition: "winded" });
    expect((actor.system.minor as { winded: number }).winded).toBe(0);
    await press(sheet, "startSession");
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });
});

describe("Strike! sheet: buying with a cash parcel", () => {
  it("buys outright with a parcel of the item's tier or higher, and refuses none or one too low", async () => {
    const dialog = installDialogV2();
    const told: string[] = [];
    vi.stubGlobal("ui", { notifications: { warn: (x: string) => fakes.warnings.push(x), error: (x: string) => fakes.warnings.push(x), info: (x: string) => told.push(x) } });
    const s = sampleStrike();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const wealth = structuredClone(actor.system.wealth);
    const sheet = new StrikeSheet({ document: actor });
    dialog.answers = [
      { action: "ok", fields: { itemName: "Rope", itemTier: "2", parcelTier: "3" } },
      { action: "ok", fields: { itemName: "Boat", itemTier: "4", parcelTier: "3" } },
      { action: "ok", fields: { itemName: "Lamp", itemTier: "0", parcelTier: "" } },
    ];
    await press(sheet, "buyWithParcel");
    await press(sheet, "buyWithParcel");
    await press(sheet, "buyWithParcel");
    // Closing the prompt is no answer: nothing said, nothing written.
    await press(sheet, "buyWithParcel");
    expect(dialog.shown.map((d) => d.kind)).toEqual(["prompt", "prompt", "prompt", "prompt"]);
    expect(String(dialog.shown[0].config.content)).toContain('name="parcelTier"');
    expect(told).toEqual(["Rope bought outright with a tier 3 cash parcel."]);
    expect(fakes.warnings).toEqual(["A tier 3 parcel cannot buy a tier 4 item.", "There is no cash parcel to spend."]);
    expect(actor.system.wealth).toEqual(wealth);
  });
});

describe("team conflict sheet", () => {
  it("settles a pending hit and undoes it through the conflict operations", async () => {
    const s = sampleConflict();
    const actor = new ApplyingActor(s.name, s.type, s.system, s.uuid);
    const sheet = new ConflictSheet({ document: actor });
    await press(sheet, "settlePending", { kind: "hit", side: "players", member: "Actor.stOrrin", as: "strike", trait: "" });
    expect((actor.system.events as { type: string }[]).map((e) => e.type)).toEqual(["startRounds", "round", "assignHit"]);
    await press(sheet, "undoEvent");
    expect((actor.system.events as unknown[]).length).toBe(2);
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });
});
