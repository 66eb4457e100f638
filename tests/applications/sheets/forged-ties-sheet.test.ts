/**
 * The Forged Ties and Augur sheets' buttons, with Foundry's sheet plumbing faked: each runs the track
 * operation on the actor, and a refusal of the rules becomes a message with nothing written.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApplyingActor, fakeButton } from "../../fakes/applying-actor";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { sampleAugur, sampleForgedTies } from "../../../playground/sheets/ruleset-samples";

type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
interface TestSheet {
  options: { actions: Record<string, Action> };
  render(): Promise<unknown>;
  lastContext: unknown;
}
type SheetClass = new (options: { document: ApplyingActor }) => TestSheet;

let fakes: SheetFakes;
let ForgedTiesSheet: SheetClass;
let AugurSheet: SheetClass;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fakes = installSheetFakes();
  // Marking breaking onto a ruin space asks for a ruin advance; closing the prompt records none.
  Object.assign(foundry.applications.api.DialogV2, { prompt: async () => null });
  ForgedTiesSheet = (await import("../../../src/applications/sheets/forged-ties-sheet")).ForgedTiesSheet as unknown as SheetClass;
  AugurSheet = (await import("../../../src/applications/sheets/augur-sheet")).AugurSheet as unknown as SheetClass;
});

function actorOf(sample: { name: string; type: string; uuid: string; system: Record<string, unknown> }) {
  return new ApplyingActor(sample.name, sample.type, sample.system, sample.uuid);
}

async function press(sheet: TestSheet, action: string, dataset: Record<string, string> = {}) {
  await sheet.options.actions[action].call(sheet, {}, fakeButton(dataset));
}

describe("Forged Ties sheet", () => {
  it("renders its context from the builder", async () => {
    const sheet = new ForgedTiesSheet({ document: actorOf(sampleForgedTies()) });
    await sheet.render();
    expect(sheet.lastContext).toMatchObject({ identity: { name: "Brannoc Vey" }, breaking: { marked: 4 } });
  });

  it("marks breaking, heart and a stat track through the track operations", async () => {
    const actor = actorOf(sampleForgedTies());
    const sheet = new ForgedTiesSheet({ document: actor });
    await press(sheet, "markBreaking");
    await press(sheet, "markHeart");
    await press(sheet, "markStatTrack", { stat: "wits" });
    expect(actor.updates).toEqual([{ "system.breaking.marked": 5, "system.ruinAdvancesDue": 1 }, { "system.heart.marked": 2 }, { "system.statTracks.wits.marked": 4 }]);
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });

  it("removes a harm and marks one broken by slot", async () => {
    const actor = actorOf(sampleForgedTies());
    const sheet = new ForgedTiesSheet({ document: actor });
    await press(sheet, "breakHarm", { index: "0" });
    expect((actor.system.harm as unknown[])[0]).toEqual({ name: "Sprained wrist", broken: true });
    await press(sheet, "removeHarm", { index: "1" });
    expect((actor.system.harm as unknown[])[1]).toBeNull();
  });

  it("tells the user when the rules refuse, and writes nothing", async () => {
    const actor = actorOf(sampleForgedTies());
    const sheet = new ForgedTiesSheet({ document: actor });
    await press(sheet, "breakHarm", { index: "2" });
    expect(actor.updates).toEqual([]);
    expect(fakes.errors).toHaveLength(1);
  });

  it("marks a bond with another character", async () => {
    const actor = actorOf(sampleForgedTies());
    const sheet = new ForgedTiesSheet({ document: actor });
    await press(sheet, "markBond", { character: "Actor.unknown" });
    expect(actor.system.bonds).toEqual([
      { characterId: "Actor.auMira", marked: true },
      { characterId: "Actor.unknown", marked: true },
    ]);
  });
});

describe("Augur sheet", () => {
  it("takes and heals harm, and burns momentum to its reset", async () => {
    const actor = actorOf(sampleAugur());
    const sheet = new AugurSheet({ document: actor });
    await press(sheet, "takeHarm");
    expect(actor.system.harm).toBe(2);
    await press(sheet, "healHarm");
    expect(actor.system.harm).toBe(1);
    await press(sheet, "burnMomentum");
    expect(actor.system.momentum).toBe(2);
    await press(sheet, "burnMomentum");
    expect(actor.system.momentum).toBe(2);
    expect(fakes.errors).toHaveLength(1);
  });
});
