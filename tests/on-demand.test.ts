/**
 * Loading a chunk on demand: a chunk that cannot be loaded is told to the console and, in their
 * language, to the user; a caller that can go on without it gets null, one that cannot (a sheet
 * drawing its contents) a rejection with the message shown; a button whose chunk cannot be loaded
 * writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadOnDemand, loadRequired } from "../src/on-demand";
import { setUpTracks, type TrackTestKit } from "./operations/setup";
import { langLookup } from "./helpers/handlebars";
import type { SheetHost } from "../src/applications/sheets/sheet-action";

let kit: TrackTestKit;

beforeAll(async () => {
  kit = await setUpTracks();
});
afterAll(() => vi.unstubAllGlobals());

const offline = () => Promise.reject(new Error("Failed to fetch dynamically imported module"));
const failure = { what: "conflict sheet", messageKey: "VOWFORGE.Error.WindowNotLoaded" };
const shownSince = (before: number) => kit.ui.shown.slice(before).map((n) => ({ level: n.level, message: n.message }));

describe("a chunk that loads", () => {
  it("is handed over as it is, with nothing shown", async () => {
    const chunk = { draw: () => "drawn" };
    const before = kit.ui.shown.length;
    expect(await loadOnDemand(async () => chunk, failure)).toBe(chunk);
    expect(await loadRequired(async () => chunk, failure)).toBe(chunk);
    expect(shownSince(before)).toEqual([]);
  });
});

describe("a chunk that cannot be loaded", () => {
  it("is null for a caller that can go on without it, the user told once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = kit.ui.shown.length;
    expect(await loadOnDemand(offline, failure)).toBeNull();
    expect(shownSince(before)).toEqual([{ level: "error", message: langLookup("VOWFORGE.Error.WindowNotLoaded") }]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the conflict sheet could not be loaded"]);
    errors.mockRestore();
  });

  it("rejects with the message shown for a caller that cannot go on without it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = kit.ui.shown.length;
    const message = langLookup("VOWFORGE.Error.WindowNotLoaded");
    await expect(loadRequired(offline, failure)).rejects.toThrow(message);
    expect(shownSince(before)).toEqual([{ level: "error", message }]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe("the conflict sheet's buttons, their chunk not loaded", () => {
  afterAll(() => vi.doUnmock("../src/applications/sheets/conflict-sheet-parts"));

  it("change nothing and say so in the user's language", async () => {
    vi.resetModules();
    // A factory that throws stands for vowforge-conflict.mjs failing to load.
    vi.doMock("../src/applications/sheets/conflict-sheet-parts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { CONFLICT_SHEET_ACTIONS } = await import("../src/applications/sheets/conflict-sheet-actions");
    const conflict = Object.assign(kit.makeActor("conflict"), { name: "Harbour brawl", uuid: "Actor.brawl", items: new Map<string, never>() });
    const before = kit.ui.shown.length;
    const input = { data: {}, index: -1, target: null, element: {} as HTMLElement };
    // An empty host: the button stops before the buttons' work, the only reader of the host, runs.
    await CONFLICT_SHEET_ACTIONS.startRounds(conflict, input, {} as SheetHost);
    expect(conflict.stored).toEqual([]);
    expect(shownSince(before)).toEqual([{ level: "error", message: langLookup("VOWFORGE.Error.PartNotLoaded") }]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the conflict sheet's buttons could not be loaded"]);
    errors.mockRestore();
  });

  it("leave a dropped Strike! character out and say so in the user's language", async () => {
    vi.resetModules();
    vi.doMock("../src/applications/sheets/conflict-sheet-parts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { CONFLICT_SHEET_ACTIONS } = await import("../src/applications/sheets/conflict-sheet-actions");
    const conflict = Object.assign(kit.makeActor("conflict"), { name: "Harbour brawl", uuid: "Actor.brawl", items: new Map<string, never>() });
    const dropped = Object.assign(kit.makeActor("strikeCharacter", {}, "Actor.orrin"), { name: "Orrin", uuid: "Actor.orrin" });
    const before = kit.ui.shown.length;
    const input = { data: {}, index: -1, target: null, element: {} as HTMLElement, dropped };
    await CONFLICT_SHEET_ACTIONS.dropActor(conflict, input, {} as SheetHost);
    expect(conflict.stored).toEqual([]);
    expect(shownSince(before)).toEqual([{ level: "error", message: langLookup("VOWFORGE.Error.PartNotLoaded") }]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["vowforge | the conflict sheet's buttons could not be loaded"]);
    errors.mockRestore();
  });
});
