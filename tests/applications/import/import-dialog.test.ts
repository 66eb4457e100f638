/**
 * The import window's lifecycle in a fake ApplicationV2 (tests/fakes/foundry-application.ts): a file
 * chosen is checked with a dry run; closing the window while it writes cancels the import (the writer
 * then rolls back, import-write.ts), and the closed window is not drawn again when the import ends.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApplicationsApi, type FakeApplicationV2 } from "../../fakes/foundry-application";
import { type ImportOptions, type ImportReport } from "../../../src/applications/import/import-datasworn";

const calls = vi.hoisted(() => [] as Array<{ dryRun?: boolean; signal?: AbortSignal }>);

vi.mock("../../../src/applications/import/import-datasworn", () => ({
  importDatasworn: async (_input: unknown, options: ImportOptions = {}): Promise<ImportReport> => {
    calls.push(options);
    const report: ImportReport = { status: "checked", source: "homebrew", title: "Emberwake", version: "1", problems: [], packs: [], added: 1, changed: 0, removed: 0, unchanged: 0, unconverted: [] };
    if (options.dryRun) return report;
    // A write that lasts until it is cancelled, as a large file's does; the writer reports a cancel.
    await new Promise<void>((resolve) => options.signal?.addEventListener("abort", () => resolve()));
    return { ...report, status: "cancelled" };
  },
}));

type Dialog = FakeApplicationV2 & { lastContext: { canImport?: boolean; canCancel?: boolean } };

let fileChanged: (() => void) | null;

beforeEach(() => {
  calls.length = 0;
  fileChanged = null;
  vi.stubGlobal("foundry", fakeApplicationsApi());
  vi.stubGlobal("game", { i18n: { localize: (k: string) => k, format: (k: string) => k, has: () => false } });
});
afterEach(() => vi.unstubAllGlobals());

async function openWithFile(): Promise<Dialog> {
  vi.resetModules();
  const { ImportDialog } = await import("../../../src/applications/import/import-dialog");
  const dialog = new ImportDialog() as unknown as Dialog;
  const input = { files: [new File(["{}"], "homebrew.json")], addEventListener: (_type: string, listener: () => void) => (fileChanged = listener) };
  dialog.element.controls.set("file", input as never);
  await dialog.render({ force: true });
  fileChanged?.();
  await vi.waitFor(() => expect(dialog.lastContext.canImport).toBe(true));
  return dialog;
}

describe("the import window", () => {
  it("checks a chosen file with a dry run", async () => {
    await openWithFile();
    expect(calls).toHaveLength(1);
    expect(calls[0].dryRun).toBe(true);
  });

  it("closing it while it writes cancels the import and does not draw the closed window", async () => {
    const dialog = await openWithFile();
    const running = dialog.act("runImport");
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].signal?.aborted).toBe(false);
    expect(dialog.lastContext.canCancel).toBe(true);
    const renders = dialog.renders.length;
    await dialog.close();
    expect(calls[1].signal?.aborted).toBe(true);
    await running;
    expect(dialog.rendered).toBe(false);
    expect(dialog.renders).toHaveLength(renders);
  });
});
