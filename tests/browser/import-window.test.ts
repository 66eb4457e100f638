/**
 * The Datasworn import window as a GM sees it, drawn from its real template and context
 * (templates/import/import-dialog.hbs, src/applications/import/import-context.ts) with the reports
 * the real import gives for the homebrew fixture (the plan of what it adds, and what of the file becomes
 * no document) and the broken one (every problem with its path), in Foundry's light and dark themes
 * with the system's stylesheet: screenshots, and axe's WCAG 2.2 AA check. The import writes into a fake of the world's packs
 * (tests/fakes/world-packs.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { afterAll, beforeAll, expect, it } from "vitest";
import { importContext, emptyImportState, type ImportState } from "../../src/applications/import/import-context";
import { importDatasworn } from "../../src/applications/import/import-datasworn";
import { IMPORT_TEMPLATE } from "../../src/applications/import/import-template";
import { localize, render } from "../helpers/handlebars";
import { findChromium, launchChromium, type LaunchedChromium } from "../helpers/chromium";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { FakeWorldPacks } from "../fakes/world-packs";
import { shippedDocuments } from "../helpers/shipped-ids";
import { root } from "../../tools/playground/build.mjs";

const fixture = (name: string) => readFileSync(path.join(root, "tests/content/fixtures", name), "utf8");
const shipped = shippedDocuments(["@datasworn/starforged/json/starforged.json"]);

let chromium: LaunchedChromium;
let css = "";

function page(state: ImportState, theme: "light" | "dark"): string {
  const body = render(IMPORT_TEMPLATE, importContext(state, localize, "vf-import-test"));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Import</title><style>${css}</style></head>
<body class="theme-${theme}" style="margin:0;padding:16px;background:#222">
<main><div class="application vowforge vf-import-app theme-${theme}" style="width:560px"><section class="window-content" style="padding:12px">${body}</section></div></main></body></html>`;
}

describeInChromium("the Datasworn import window", () => {
  const states: Record<string, ImportState> = {};

  beforeAll(async () => {
    css = sass.compile(path.join(root, "styles/vowforge.scss"), { style: "compressed" }).css;
    (globalThis as { game?: unknown }).game = { i18n: { localize: (k: string) => localize(k), format: (k: string, d: Record<string, unknown>) => localize(k, d), has: () => true } };
    const options = { store: new FakeWorldPacks(), external: shipped, registry: { read: () => ({}), write: async () => undefined } };
    const good = await importDatasworn(fixture("homebrew.json"), { ...options, dryRun: true });
    const bad = await importDatasworn(fixture("broken.json"), options);
    states.good = { ...emptyImportState(), phase: "ready", report: good };
    states.bad = { ...emptyImportState(), phase: "invalid", report: bad };
    states.writing = { ...emptyImportState(), phase: "writing", report: good, progress: { done: 3, total: 6 } };
    chromium = await launchChromium(findChromium() as string, { width: 640, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await chromium?.close();
    delete (globalThis as { game?: unknown }).game;
  });

  for (const theme of ["light", "dark"] as const) {
    it(`a good file shows its plan, a bad one every problem, and writing its progress (${theme})`, async () => {
      const tab = await chromium.context.newPage();
      try {
        await tab.setContent(page(states.good, theme));
        expect(await tab.locator(".vf-import__plan tbody tr").count()).toBe(8);
        // The fixture's atlas, rarities, rules and asset abilities' moves and tables become no document: said, one line each.
        expect(await tab.locator(".vf-import__unconverted li").allTextContents()).toEqual(states.good.report?.unconverted.map((part) => part.message));
        expect(await tab.locator(".vf-import__unconverted li").count()).toBe(5);
        expect(await tab.locator('[data-action="runImport"]').isDisabled()).toBe(false);
        await tab.locator(".vf-import-app").screenshot({ path: screenshotPath(`import-good-${theme}`) });
        expect(await seriousViolations(tab, ".vf-import-app", WCAG22_AA)).toEqual([]);

        await tab.setContent(page(states.bad, theme));
        const rows = tab.locator(".vf-import__problems tbody tr");
        expect(await rows.count()).toBe(states.bad.report?.problems.length);
        expect(await rows.first().locator("code").textContent()).toMatch(/^\$/);
        expect(await tab.locator('[data-action="runImport"]').isDisabled()).toBe(true);
        await tab.locator(".vf-import-app").screenshot({ path: screenshotPath(`import-bad-${theme}`) });
        expect(await seriousViolations(tab, ".vf-import-app", WCAG22_AA)).toEqual([]);

        await tab.setContent(page(states.writing, theme));
        expect(await tab.locator("progress").getAttribute("value")).toBe("3");
        expect(await tab.locator('[data-action="cancelImport"]').count()).toBe(1);
        await tab.locator(".vf-import-app").screenshot({ path: screenshotPath(`import-writing-${theme}`) });
        expect(await seriousViolations(tab, ".vf-import-app", WCAG22_AA)).toEqual([]);
      } finally {
        await tab.close();
      }
    });
  }
});
