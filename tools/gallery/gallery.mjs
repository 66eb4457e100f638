/* global document, window, HTMLInputElement */
/**
 * `npm run gallery [folder]`: builds the playground, opens it in Chromium (Debian's, or CHROMIUM_PATH)
 * and writes a screenshot of every sheet, roll dialog and chat card kind, in Foundry's light and dark
 * interface themes, into gallery/ (or the folder given), with an index.html showing each light/dark
 * pair side by side. The sheets page is photographed once more in German (?lang=de: sheet-<id>-de-…),
 * to show the layout with another language's longer words.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { buildPlayground, root } from "../playground/build.mjs";
import { serveStatic } from "../playground/server.mjs";
import { CARD_SHOTS, CLOCK_SHOTS, CREATION_SHOTS, EXTRA_SHEET_SHOTS, GALLERY_LANGUAGE, NOT_SHOWN, SHEET_SHOTS, THEMES } from "./plan.mjs";

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
  // The pointer off the page, so no control shows its hover look from a click before.
  await locator.page().mouse.move(0, 0);
  await locator.screenshot({ path: file, animations: "disabled" });
  shots.push({ file: path.basename(file), label });
}

/**
 * Every sheet on the sheets page in `lang`, one picture each; a planned sheet shot (plan.mjs
 * SHEET_SHOTS) that does not come out, or comes out of a form of another document type, goes into
 * `missing`, and so does a language key the page could not find.
 */
async function sheets(page, url, out, theme, shots, missing, lang = "en") {
  const tag = lang === "en" ? "" : `-${lang}`;
  const where = lang === "en" ? theme : `${lang}, ${theme}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  const warnings = [];
  const listen = (message) => {
    if (message.type() === "warning" && message.text().startsWith("Missing lang keys")) warnings.push(message.text());
  };
  page.on("console", listen);
  await page.goto(`${url}sheets/?seed=7${lang === "en" ? "" : `&lang=${lang}`}`);
  await page.locator("#app[data-ready]").waitFor();
  page.off("console", listen);
  for (const warning of warnings) missing.add(`${warning} (${where})`);
  await setTheme(page, theme);
  const forms = page.locator(".pg-sheet");
  const n = await forms.count();
  const taken = new Map();
  for (let i = 0; i < n; i++) {
    const form = forms.nth(i);
    const id = (await form.getAttribute("data-actor")) ?? (await form.getAttribute("data-sheet")) ?? `sheet-${i}`;
    const type = await form.getAttribute("data-document-type");
    taken.set(id, type);
    await shot(form, path.join(out, `sheet-${id}${tag}-${theme}.png`), shots, `Sheet: ${id}${type ? ` (${type})` : ""} (${where})`);
  }
  // The character sheets' other tabs, which the first look hides: the asset cards, and each tab of the
  // Forged Ties, Augur and Strike! sheets (plan.mjs STATE_SHOTS names each file).
  const tabShots = [
    ["kaila", "assets", "sheet-kaila-assets"],
    ["ren", "assets", "sheet-ren-assets"],
    ["brannoc", "growth", "sheet-brannoc-growth"],
    ["brannoc", "bonds", "sheet-brannoc-bonds"],
    ["brannoc", "journal", "sheet-brannoc-journal"],
    ["mira", "bonds", "sheet-mira-bonds"],
    ["mira", "journal", "sheet-mira-journal"],
    ["orrin", "wealth", "sheet-orrin-wealth"],
    ["orrin", "traits", "sheet-orrin-traits"],
    ["orrin", "journal", "sheet-orrin-journal"],
  ];
  for (const [id, tabId, stem] of tabShots) {
    const form = page.locator(`.pg-sheet[data-actor="${id}"]`);
    const tab = form.locator(`[data-action="tab"][data-tab="${tabId}"]`);
    if ((await tab.count()) === 0) {
      missing.add(`${stem}${tag}`);
      continue;
    }
    await tab.click();
    await shot(form, path.join(out, `${stem}${tag}-${theme}.png`), shots, `Sheet: ${id}, ${tabId} tab (${where})`);
    await form.locator('[data-action="tab"]').first().click();
  }
  if (lang === "en") await editModes(page, out, theme, shots, missing);
  for (const [type, samples] of Object.entries(SHEET_SHOTS)) {
    for (const id of samples) if (taken.get(id) !== type) missing.add(`sheet ${type} (${id}, ${where}: ${taken.has(id) ? `a ${taken.get(id) ?? "typeless"} form` : "not on the page"})`);
  }
  for (const id of Object.keys(EXTRA_SHEET_SHOTS)) if (!taken.has(id)) missing.add(`sheet ${id} (${where})`);
}

/**
 * The Augur and Strike! sheets in edit mode (their numbers as − count + steppers, each row saved as it
 * changes), and the prompt of Strike!'s "Buy with a cash parcel" over the page (plan.mjs STATE_SHOTS).
 */
async function editModes(page, out, theme, shots, missing) {
  const editShots = [
    ["mira", null, "sheet-mira-edit"],
    ["orrin", null, "sheet-orrin-edit"],
    ["orrin", "wealth", "sheet-orrin-wealth-edit"],
  ];
  const toggle = async (form, on) => {
    const button = form.locator('[data-action="toggleEdit"]');
    if ((await button.getAttribute("aria-pressed")) !== String(on)) await button.click();
  };
  for (const [id, tabId, stem] of editShots) {
    const form = page.locator(`.pg-sheet[data-actor="${id}"]`);
    if ((await form.locator('[data-action="toggleEdit"]').count()) === 0) {
      missing.add(stem);
      continue;
    }
    await toggle(form, true);
    if (tabId) await form.locator(`[data-action="tab"][data-tab="${tabId}"]`).click();
    await shot(form, path.join(out, `${stem}-${theme}.png`), shots, `Sheet: ${id}${tabId ? `, ${tabId} tab` : ""} in edit mode (${theme})`);
    await form.locator('[data-action="tab"]').first().click();
    await toggle(form, false);
  }
  const orrin = page.locator('.pg-sheet[data-actor="orrin"]');
  await orrin.locator('[data-action="tab"][data-tab="wealth"]').click();
  const buy = orrin.locator('[data-action="buyWithParcel"]');
  if ((await buy.count()) === 0) {
    missing.add("dialog-parcel-prompt");
    return;
  }
  await buy.click();
  const prompt = page.locator('dialog[data-role="purchase-prompt"][open]');
  await prompt.waitFor();
  await prompt.locator('[name="itemName"]').fill("Grappling gun");
  await prompt.locator('[name="itemTier"]').selectOption("2");
  await prompt.locator('[name="parcelTier"]').selectOption("3");
  await page.screenshot({ path: path.join(out, `dialog-parcel-prompt-${theme}.png`) });
  shots.push({ file: `dialog-parcel-prompt-${theme}.png`, label: `Strike! "Buy with a cash parcel" prompt over the Wealth tab (${theme})` });
  await prompt.locator('[data-action="cancel"]').click();
  await orrin.locator('[data-action="tab"]').first().click();
}

/** The system's own list of card kinds, read from its source (bundled on the fly: it is TypeScript). */
async function loadCardKinds() {
  const result = await build({ entryPoints: [path.join(root, "src/kinds/registry.ts")], bundle: true, write: false, format: "esm", platform: "node", logLevel: "silent" });
  const code = Buffer.from(result.outputFiles[0].text).toString("base64");
  const mod = await import(`data:text/javascript;base64,${code}`);
  return mod.KIND_IDS;
}

/** Opens the main page under `seed` in `theme` with `ruleset` chosen. */
async function mainPage(page, url, theme, ruleset, seed = 7) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${url}?seed=${seed}`);
  await page.locator("#app[data-ready]").waitFor();
  if (ruleset) await page.locator(`[data-role="ruleset"][value="${ruleset}"]`).check();
  await setTheme(page, theme);
}

/** Clicks a roll button; a roll dialog it opens is photographed (when `file` is given) and submitted. */
async function pressRoll(page, action, out, file, shots, label) {
  await page.locator(`.pg-roll[data-action="${action}"]`).click();
  const dialog = page.locator("dialog[open]");
  if ((await dialog.count()) === 0) return false;
  if (file) {
    await page.screenshot({ path: path.join(out, file) });
    shots.push({ file, label });
  }
  await dialog.locator('button[type="submit"]').last().click();
  await page.waitForTimeout(50);
  return true;
}

/**
 * For each ruleset on the main page: every roll button's dialog at 1366×768 and the card it posts.
 * Returns the kind of each card shot, by "<ruleset>/<action>".
 */
async function rolls(page, url, out, theme, shots) {
  await mainPage(page, url, theme, null);
  const rulesets = await page.locator('[data-role="ruleset"]').evaluateAll((els) => els.map((el) => el.value));
  const kinds = new Map();
  for (const ruleset of rulesets) {
    await page.locator(`[data-role="ruleset"][value="${ruleset}"]`).check();
    await setTheme(page, theme);
    const actions = await page.locator(".pg-roll").evaluateAll((els) => els.map((el) => el.getAttribute("data-action")));
    for (const action of actions) {
      const before = await page.locator(".pg-message").count();
      await pressRoll(page, action, out, `dialog-${ruleset}-${action}-${theme}.png`, shots, `Roll dialog: ${ruleset} ${action} at 1366×768 (${theme})`);
      await page.waitForTimeout(30);
      if ((await page.locator(".pg-message").count()) === before) continue;
      const card = page.locator(".pg-message").last();
      const kind = await card.getAttribute("data-kind");
      kinds.set(`${ruleset}/${action}`, kind);
      await shot(card, path.join(out, `card-${ruleset}-${action}-${theme}.png`), shots, `Card (${kind}): ${ruleset} ${action} (${theme})`);
    }
  }
  return kinds;
}

/** Rolls `action` until the last card has a button matching `selector` (at most `tries` rolls). */
async function rollUntil(page, action, selector, tries) {
  for (let i = 0; i < tries; i++) {
    await pressRoll(page, action);
    const button = page.locator(".pg-message").last().locator(selector);
    if ((await button.count()) > 0) return button.first();
  }
  return null;
}

/** The card states and dialogs a first roll does not show: pushed pool, harm prompt, bad spot, threat cuts. */
async function states(page, url, out, theme, shots, missing) {
  // A Forged Ties pool card pushed in the roll dialog (a die added, before the roll: the card offers no
  // push once the dice are shown), with the buttons it then offers.
  await mainPage(page, url, theme, "forgedTies");
  await page.locator('.pg-roll[data-action="rollStat"]').click();
  const dialog = page.locator("dialog[open]");
  await dialog.waitFor();
  const pushField = dialog.locator('select[name="push"]');
  if ((await pushField.count()) > 0) await pushField.selectOption("addDie");
  await dialog.locator('button[type="submit"]').last().click();
  await page.waitForTimeout(50);
  // The card names the push it was rolled with (pool.ts: the "pushed" line).
  const pushed = page.locator(".pg-message").last();
  if ((await pushed.locator(".vf-card__line--pushed").count()) > 0) {
    await shot(pushed, path.join(out, `card-pool-pushed-${theme}.png`), shots, `Card: Forged Ties pool, pushed in the roll dialog (${theme})`);
  } else missing.add("card-pool-pushed");
  // The harm prompt a pool card's Mark harm button opens.
  const harm = await rollUntil(page, "rollStat", "button[data-prompt]", 8);
  if (harm) {
    await harm.click();
    const prompt = page.locator('dialog[data-role="harm-prompt"][open]');
    await prompt.waitFor();
    await page.screenshot({ path: path.join(out, `dialog-harm-prompt-${theme}.png`) });
    shots.push({ file: `dialog-harm-prompt-${theme}.png`, label: `Harm prompt dialog (${theme})` });
    await prompt.locator('[data-action="cancel"]').click();
  } else missing.add("dialog-harm-prompt");
  // Starforged's Take Decisive Action: a progress card that asks whether the character is in a bad spot.
  await mainPage(page, url, theme, "starforged");
  await page.evaluate(() => {
    const app = Reflect.get(window, "vowforgePlayground");
    app.roll({ kind: "progress", ruleset: "starforged", actorUuid: "Actor.sample-starforged", moveUuid: null, title: "Take Decisive Action", trackUuid: null, trackName: "Fight the raiders", score: 7, badSpot: false });
  });
  await page.waitForTimeout(50);
  await shot(page.locator(".pg-message").last(), path.join(out, `card-progress-bad-spot-${theme}.png`), shots, `Card: Take Decisive Action, bad spot asked (${theme})`);
  // Its "In a bad spot" button, through the system's card action: the outcome drops a step.
  const badSpot = page.locator(".pg-message").last().locator('button[data-action="badSpot"]');
  if ((await badSpot.count()) > 0) {
    await badSpot.click();
    await page.waitForTimeout(50);
    await shot(page.locator(".pg-message").last(), path.join(out, `card-progress-bad-spot-dropped-${theme}.png`), shots, `Card: Take Decisive Action from a bad spot (${theme})`);
  } else missing.add("card-progress-bad-spot-dropped");
  // A Sundered Isles action roll with the cursed die, rolled until the die shows 10 (the curse).
  const cursed = await page.evaluate(() => {
    const app = Reflect.get(window, "vowforgePlayground");
    for (let i = 0; i < 80; i++) {
      const card = app.roll({ kind: "action", ruleset: "starforged", actorUuid: "Actor.sample-starforged", moveUuid: null, title: "Edge", stat: { id: "edge", label: "Edge", value: 3 }, adds: 0, momentum: 4, cancelOnNegativeMomentum: true, cursedDie: { source: "Chattering Skull" } });
      if (card?.cursedDie?.value === 10) return true;
    }
    return false;
  });
  await page.waitForTimeout(50);
  if (cursed) await shot(page.locator(".pg-message").last(), path.join(out, `card-action-cursed-${theme}.png`), shots, `Card: Sundered Isles action with the cursed die on 10 (${theme})`);
  else missing.add("card-action-cursed");
  // Ironsworn and Starforged action cards whose burn-momentum button is offered (only where it changes the
  // result), rolled with Iron, the samples' weakest stat, so a burn can beat a die the score did not.
  for (const [ruleset, stem] of [["ironsworn", "card-ironsworn-burn"], ["starforged", "card-starforged-burn"]]) {
    await mainPage(page, url, theme, ruleset);
    let burn = null;
    for (let i = 0; i < 30 && !burn; i++) {
      await page.locator('.pg-roll[data-action="rollStat"]').click();
      const dialog = page.locator("dialog[open]");
      await dialog.locator('select[name="option"]').selectOption({ label: "Iron (+1)" });
      await dialog.locator('button[type="submit"]').last().click();
      await page.waitForTimeout(50);
      const button = page.locator(".pg-message").last().locator('button[data-action="burnMomentum"]');
      if ((await button.count()) > 0) burn = button;
    }
    if (burn) await shot(page.locator(".pg-message").last(), path.join(out, `${stem}-${theme}.png`), shots, `Card: ${ruleset} action with its burn-momentum button (${theme})`);
    else missing.add(stem);
  }
  // Augur threat cards until one shows cuts (the dice decide); each roll's card is kept.
  await mainPage(page, url, theme, "augur", 11);
  for (let i = 0; i < 6; i++) {
    await pressRoll(page, "rollStat");
    const card = page.locator(".pg-message").last();
    if ((await card.locator('[class*="cut"]').count()) > 0) {
      await shot(card, path.join(out, `card-threat-cuts-${theme}.png`), shots, `Card: Augur threat with cuts (${theme})`);
      return;
    }
  }
  missing.add("card-threat-cuts");
}

/** The clock panel and its cards: a clock created, advanced to complete, cleared and rolled to advance. */
async function clocks(page, url, out, theme, shots, missing) {
  await mainPage(page, url, theme, null);
  const panel = page.locator(".pg-clocks");
  await panel.locator('[data-role="clock-name"]').fill("The storm breaks");
  await panel.locator('[data-role="clock-segments"]').selectOption("4");
  await panel.locator('[data-action="clockCreate"]').click();
  for (let i = 0; i < 4; i++) await panel.locator('[data-op="advance"]').first().click();
  const card = () => page.locator('.pg-message[data-kind="clock"]').last();
  if ((await card().count()) === 0) {
    for (const stem of Object.keys(CLOCK_SHOTS)) missing.add(stem);
    return;
  }
  await shot(panel, path.join(out, `clocks-panel-${theme}.png`), shots, `${CLOCK_SHOTS["clocks-panel"]} (${theme})`);
  await shot(card(), path.join(out, `card-clock-complete-${theme}.png`), shots, `${CLOCK_SHOTS["card-clock-complete"]} (${theme})`);
  await panel.locator('[data-op="clear"]').first().click();
  await panel.locator('[data-role="clock-odds"]').selectOption("likely");
  await panel.locator('[data-op="roll"]').first().click();
  await page.waitForTimeout(30);
  await shot(card(), path.join(out, `card-clock-roll-${theme}.png`), shots, `${CLOCK_SHOTS["card-clock-roll"]} (${theme})`);
}

/** What each step of the creation is given before its picture and Next (enough for the step to pass). */
const CREATION_ANSWERS = {
  identity: async (w) => w.locator('[name="name"]').fill("Kaila"),
  stats: async (w) => {
    for (const [stat, value] of [["edge", "3"], ["heart", "2"], ["iron", "2"], ["shadow", "1"], ["wits", "1"]]) await w.locator(`[name="stats.${stat}"]`).selectOption(value);
  },
  assets: async (w) => {
    for (let i = 0; i < 3; i++) await w.locator('details[open] [name="assets"]').nth(i).check();
  },
  paths: async (w) => w.locator('[data-action="wizardRollBackground"]').click(),
  starship: async (w) => w.locator('[name="starship.name"]').fill("Wayfinder"),
  finalAsset: async (w) => w.locator('details[open] [name="finalAsset"]').first().check(),
  bonds: async (w) => {
    await w.locator('[data-action="wizardAddRow"]').click();
    await w.locator('[name="bonds.0"]').fill("Ardis, the healer");
  },
  vow: async (w) => w.locator('[name="vow.title"]').fill("Avenge my sister"),
  connections: async (w) => w.locator('[name="connections.0.name"]').fill("Sola"),
  ftSkills: async (w) => {
    await w.locator('[data-action="wizardAddRow"]').click();
    await w.locator('[name="ftSkills.0.name"]').fill("Climbing");
  },
  partners: async (w) => w.locator('[name="partners"]').first().check(),
  forge: async (w) => {
    await w.locator('[data-action="wizardAddRow"]').click();
    await w.locator('[name="requirements.0.name"]').fill("Win the council's trust");
  },
  approaches: async (w) => w.locator('[name="approaches.insight"]').fill("3"),
  expertise: async (w) => {
    await w.locator('[data-action="wizardAddRow"]').click();
    await w.locator('[name="expertise.0.name"]').fill("Old maps");
  },
  abilities: async (w) => {
    await w.locator('[data-action="wizardAddRow"]').click();
    await w.locator('[name="abilities.0.name"]').fill("Steady hand");
    await w.locator('[name="abilities.0.bonusDie"]').check();
  },
  strikeSkills: async (w) => {
    await w.locator('[data-action="wizardAddRow"]').click();
    await w.locator('[name="strikeSkills.0.name"]').fill("Lockpicking");
  },
  ties: async (w) => {
    await w.locator('[data-list="relationships"] [data-action="wizardAddRow"]').click();
    await w.locator('[name="relationships.0.name"]').fill("Captain Vess");
    await w.locator('[data-list="traits"] [data-action="wizardAddRow"]').click();
    await w.locator('[name="traits.0.name"]').fill("Quick");
  },
};

/**
 * The creation page: each game walked to a finished character, a picture of each kind of step the first
 * time it comes (plan.mjs CREATION_SHOTS), a step with a problem, and the truths dialog.
 */
async function creation(page, url, out, theme, shots, missing) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${url}creation/?seed=7`);
  await page.locator("#app[data-ready]").waitFor();
  await setTheme(page, theme);
  const w = page.locator('[data-role="wizard"]');
  const taken = new Set();
  const take = async (stem) => {
    if (taken.has(stem) || !CREATION_SHOTS[stem]) return;
    taken.add(stem);
    await shot(w, path.join(out, `${stem}-${theme}.png`), shots, `${CREATION_SHOTS[stem]} (${theme})`);
  };
  for (const game of ["ironsworn", "starforged", "forgedTies", "augur", "strike"]) {
    await page.locator(`[data-start="${game}"]`).click();
    for (let guard = 0; guard < 12 && (await w.evaluate((d) => d.open)); guard++) {
      const step = await w.locator(".vf-wizard__step").getAttribute("data-step");
      if (step === "stats" && !taken.has("creation-problems")) {
        await w.locator('[data-role="wizard-next"]').click();
        await take("creation-problems");
      }
      await CREATION_ANSWERS[step]?.(w);
      await take(`creation-${step}`);
      await w.locator('[data-role="wizard-next"]').click();
    }
  }
  for (const stem of Object.keys(CREATION_SHOTS)) if (stem !== "truths-dialog" && !taken.has(stem)) missing.add(stem);
  const truths = page.locator('[data-role="truths"]');
  await page.locator('[data-role="open-truths"]').click();
  await truths.locator('[name="set"]').selectOption("vowforge.starforged-truths");
  await truths.locator('[data-action="truthsRollRest"]').click();
  await truths.locator("details").first().locator("summary").click();
  await shot(truths, path.join(out, `truths-dialog-${theme}.png`), shots, `${CREATION_SHOTS["truths-dialog"]} (${theme})`);
  await truths.locator('[data-action="truthsCancel"]').click();
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
    const cardKinds = await loadCardKinds();
    const missing = new Set();
    for (const theme of THEMES) {
      await sheets(page, server.url, out, theme, shots, missing);
      await sheets(page, server.url, out, theme, shots, missing, GALLERY_LANGUAGE);
      const kinds = await rolls(page, server.url, out, theme, shots);
      // Every card kind of the system must have come out of the button the plan names for it.
      for (const kind of cardKinds) {
        const planned = CARD_SHOTS[kind];
        const got = planned ? kinds.get(`${planned.ruleset}/${planned.action}`) : undefined;
        if (got !== kind) missing.add(`card kind ${kind}${planned ? ` (${planned.ruleset}/${planned.action} gave ${got ?? "no card"})` : " (no shot planned)"}`);
      }
      await states(page, server.url, out, theme, shots, missing);
      await clocks(page, server.url, out, theme, shots, missing);
      await creation(page, server.url, out, theme, shots, missing);
    }
    await writeFile(path.join(out, "index.html"), indexPage(shots));
    for (const [what, why] of Object.entries(NOT_SHOWN)) console.log(`Not in the gallery: ${what} (${why})`);
    if (missing.size > 0) throw new Error(`no shot of: ${[...missing].join("; ")}`);
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
