/* global document, HTMLInputElement */
/**
 * `npm run gallery [folder]`: builds the playground, opens it in Chromium (Debian's, or CHROMIUM_PATH)
 * and writes a screenshot of every sheet, roll dialog and chat card kind, in Foundry's light and dark
 * interface themes, into gallery/ (or the folder given), with an index.html showing each light/dark
 * pair side by side.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildPlayground, root } from "../playground/build.mjs";
import { serveStatic } from "../playground/server.mjs";

const THEMES = ["light", "dark"];
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"];

/** Puts the page in Foundry's interface theme: the class Foundry v13 sets on <body> and applications. */
async function setTheme(page, theme) {
  await page.evaluate((name) => {
    const set = (el) => {
      el.classList.remove("theme-light", "theme-dark");
      el.classList.add(`theme-${name}`);
    };
    set(document.body);
    const toggle = document.querySelector('[data-role="theme"]');
    if (toggle instanceof HTMLInputElement) toggle.checked = name === "dark";
    document.documentElement.dataset.theme = name;
  }, theme);
}

async function shot(locator, file, shots, label) {
  await locator.scrollIntoViewIfNeeded().catch(() => undefined);
  await locator.screenshot({ path: file, animations: "disabled" });
  shots.push({ file: path.basename(file), label });
}

/** Every sheet on the sheets page, one picture each. */
async function sheets(page, url, out, theme, shots) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${url}sheets/?seed=7`);
  await page.locator("#app[data-ready]").waitFor();
  await setTheme(page, theme);
  const forms = page.locator(".pg-sheet");
  const n = await forms.count();
  for (let i = 0; i < n; i++) {
    const form = forms.nth(i);
    const id = (await form.getAttribute("data-actor")) ?? (await form.getAttribute("data-sheet")) ?? `sheet-${i}`;
    await shot(form, path.join(out, `sheet-${id}-${theme}.png`), shots, `Sheet: ${id} (${theme})`);
  }
}

/** For each ruleset on the main page: the first roll's dialog at 1366×768 and the card it posts. */
async function rolls(page, url, out, theme, shots) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${url}?seed=7`);
  await page.locator("#app[data-ready]").waitFor().catch(() => undefined);
  const rulesets = await page.locator('[data-role="ruleset"]').evaluateAll((els) => els.map((el) => el.value));
  for (const ruleset of rulesets) {
    await page.locator(`[data-role="ruleset"][value="${ruleset}"]`).check();
    await setTheme(page, theme);
    const buttons = page.locator(".pg-roll");
    const count = await buttons.count();
    for (let i = 0; i < count; i++) {
      const action = (await buttons.nth(i).getAttribute("data-action")) ?? String(i);
      await buttons.nth(i).click();
      const dialog = page.locator("dialog[open]");
      if ((await dialog.count()) === 0) continue;
      await page.screenshot({ path: path.join(out, `dialog-${ruleset}-${action}-${theme}.png`) });
      shots.push({ file: `dialog-${ruleset}-${action}-${theme}.png`, label: `Roll dialog: ${ruleset} ${action} at 1366×768 (${theme})` });
      await dialog.locator('button[type="submit"]').last().click();
      await page.waitForTimeout(50);
      const card = page.locator(".pg-message").last();
      if ((await card.count()) > 0) await shot(card, path.join(out, `card-${ruleset}-${action}-${theme}.png`), shots, `Card: ${ruleset} ${action} (${theme})`);
    }
  }
}

function indexPage(shots) {
  const pairs = new Map();
  for (const s of shots) {
    const key = s.file.replace(/-(light|dark)\.png$/, "");
    if (!pairs.has(key)) pairs.set(key, {});
    pairs.get(key)[s.file.includes("-dark.png") ? "dark" : "light"] = s;
  }
  const rows = [...pairs.entries()]
    .map(([key, p]) => `<section><h2>${key}</h2><div class="pair">${THEMES.map((t) => (p[t] ? `<figure><img src="${p[t].file}" alt="${p[t].label}" loading="lazy"><figcaption>${t}</figcaption></figure>` : "")).join("")}</div></section>`)
    .join("\n");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Vowforge gallery</title>
<style>body{font:14px system-ui;margin:1rem;background:#ddd}.pair{display:grid;grid-template-columns:1fr 1fr;gap:1rem;align-items:start}img{max-width:100%;border:1px solid #888}figure{margin:0}h2{font-size:1rem}</style>
<h1>Vowforge gallery</h1>${rows}</html>`;
}

async function main() {
  const out = path.resolve(process.argv[2] ?? path.join(root, "gallery"));
  await mkdir(out, { recursive: true });
  const site = await mkdtemp(path.join(tmpdir(), "vowforge-gallery-"));
  const profile = await mkdtemp(path.join(tmpdir(), "vowforge-gallery-profile-"));
  const server = await serveStatic(await buildPlayground({ outDir: site, quiet: true }), 0);
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
  const shots = [];
  try {
    const page = await context.newPage();
    for (const theme of THEMES) {
      await sheets(page, server.url, out, theme, shots);
      await rolls(page, server.url, out, theme, shots);
    }
    await writeFile(path.join(out, "index.html"), indexPage(shots));
    console.log(`Gallery: ${shots.length} screenshots in ${path.relative(process.cwd(), out) || "."}/ (open index.html)`);
  } finally {
    await context.close();
    await server.close();
    await rm(site, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`Gallery failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
