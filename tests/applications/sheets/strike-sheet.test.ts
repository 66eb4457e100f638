/** The Strike! and team conflict sheets' buttons, with Foundry's sheet plumbing faked. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApplyingActor, fakeButton } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
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
  });
});
