/**
 * What an actor sheet's form submit sends: core expands the form data (faked in FakeActorSheet), and
 * our sheet drops an image given as a data: URI, so a drawn picture never becomes the actor's img.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeActor, installSheetFakes } from "../../fakes/foundry-sheets";

interface TestSheet {
  _prepareSubmitData(event: unknown, form: unknown, formData: { object: Record<string, unknown> }): Record<string, unknown>;
}

let Sheet: new (options: { document: FakeActor }) => TestSheet;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  installSheetFakes();
  const module = await import("../../../src/applications/sheets/actor-sheet-base");
  Sheet = module.VowforgeActorSheet as unknown as typeof Sheet;
});

const submit = (object: Record<string, unknown>) =>
  new Sheet({ document: new FakeActor("Kaila", "character", {}) })._prepareSubmitData({}, {}, { object });

describe("an actor sheet's submit data", () => {
  it("drops an img that is a data: URI and keeps the rest", () => {
    const data = submit({ name: "Kaila", img: "data:image/svg+xml,%3Csvg%3E", "system.momentum": 2 });
    expect(data).toEqual({ name: "Kaila", system: { momentum: 2 } });
  });

  it.each(["icons/svg/mystery-man.svg", "worlds/kaila.webp", ""])("keeps a stored image path %j", (img) => {
    expect(submit({ name: "Kaila", img })).toEqual({ name: "Kaila", img });
  });
});
