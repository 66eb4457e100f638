/**
 * The character sheet in Chromium: context build plus template render for a character with 20 assets
 * and 30 progress tracks (real builders, real templates, real Handlebars), median of many runs;
 * budget 10 ms (DESIGN.md section 8). Without Chromium the row says so.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const NAME = "sheet: character, 20 assets + 30 tracks (context + render, Chromium)";

export async function run({ root }) {
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) return [{ name: `${NAME}: chromium not found`, value: "skipped", unit: "" }];
  const { chromium } = await import("playwright-core");
  const { bundleEntry } = await import(path.join(root, "playground/sheets/build.mjs"));
  const outDir = path.join(root, ".bench");
  await mkdir(outDir, { recursive: true });
  await bundleEntry("bench-entry.ts", path.join(outDir, "sheet-bench.js"));
  const html = path.join(outDir, "sheet-bench.html");
  await writeFile(html, `<!doctype html><meta charset="utf-8"><title>sheet bench</title><script src="sheet-bench.js"></script>`);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`file://${html}`);
    const median = await page.evaluate(() => {
      const { once } = globalThis.vfSheetBench;
      for (let i = 0; i < 20; i++) once(); // compile templates, warm up the JIT
      const samples = [];
      const end = performance.now() + 1500;
      while (performance.now() < end || samples.length < 30) {
        const start = performance.now();
        once();
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)];
    });
    const { bytes, paint } = await page.evaluate(() => {
      const { bytes, paint } = globalThis.vfSheetBench;
      for (let i = 0; i < 5; i++) paint();
      const samples = Array.from({ length: 31 }, () => paint()).sort((a, b) => a - b);
      return { bytes: bytes(), paint: samples[15] };
    });
    return [
      { name: NAME, value: median, unit: "ms", budget: 10 },
      {
        name: "sheet: character, 20 assets + 30 tracks, HTML at first paint (active tab only)",
        value: bytes / 1000,
        unit: "kB",
        budget: 60,
        note: `${(bytes / 1000 / 97.6).toFixed(2)}x of 97.6 kB with the track rows before their trim; issue 23 measured 190 kB with every tab drawn`,
      },
      { name: "sheet: character, 20 assets + 30 tracks, insert + layout (no CSS, Chromium)", value: paint, unit: "ms" },
    ];
  } finally {
    await browser.close();
  }
}
