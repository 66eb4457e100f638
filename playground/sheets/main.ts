/**
 * Entry of the sheets page (playground/sheets/): the real character sheet templates for a sample
 * Ironsworn and a sample Starforged character, then Forged Ties, Augur and Strike! characters and a team
 * conflict. ?seed= makes the rolls repeatable; ?lang=de shows the page in that language.
 */
import { escapeHtml } from "../../src/html";
import "../data-model-stub";
import { registerSheetPartials } from "../../src/applications/sheets/sheet-templates";
import { createPageEnv, ENGLISH, templateSources } from "../env";
import { loadLanguage, missingKeysWarning, requestedLanguage } from "../i18n";
import { parseSeed, randomSeed } from "../prng";
import { sampleIronsworn, sampleMoves, sampleStarforged } from "./samples";
import { RulesetSheets } from "./ruleset-page";
import { SheetsPage } from "./sheets-page";
import { themeSwitch } from "../theme-switch";
import { sampleDocument } from "../card-world";
import { renderOtherSheets } from "./other-sheets";
import { renderGuideSamples } from "./journal-sample";
import { loadCardEffects } from "../../src/cards/effects-on-demand";

async function start(): Promise<void> {
  const root = document.getElementById("app");
  if (!root) throw new Error("the page has no #app element");
  const env = createPageEnv(await loadLanguage(requestedLanguage(window.location.href), "../lang", ENGLISH));
  registerSheetPartials(env.hbs, templateSources());
  // The page draws its cards synchronously; in Foundry, loadTargets loads the outcome effects before a
  // card with them is drawn (src/cards/effects-on-demand.ts), so the page loads them first.
  await loadCardEffects();
  const t = env.localize;
  document.title = t("VOWFORGE.Playground.Sheets.Title");
  const seed = parseSeed(new URL(window.location.href).searchParams.get("seed")) ?? randomSeed();
  root.innerHTML = `
    <header class="pg-header"><h1 class="pg-title">${escapeHtml(t("VOWFORGE.Playground.Sheets.Title"))}</h1>
      <p class="pg-intro">${escapeHtml(t("VOWFORGE.Playground.Sheets.Intro"))}</p>
      <p><a href="../">${escapeHtml(t("VOWFORGE.Playground.Sheets.Back"))}</a> · ${escapeHtml(t("VOWFORGE.Playground.Seed"))} <span data-role="seed">${escapeHtml(String(seed))}</span></p>
    </header>
    <main class="pg-sheets" data-role="sheets"></main>
    <div class="pg-notice" role="alert" data-role="notice"></div>
    <aside class="pg-chat" aria-label="${escapeHtml(t("VOWFORGE.Playground.ChatLog"))}">
      <h2 class="pg-chat__heading">${escapeHtml(t("VOWFORGE.Playground.ChatLog"))}</h2>
      <p class="pg-chat__empty" data-role="chat-empty">${escapeHtml(t("VOWFORGE.Playground.Sheets.ChatEmpty"))}</p>
      <ol class="pg-chat__log vowforge" data-role="chat-log" tabindex="0"></ol>
    </aside>
    <dialog class="pg-dialog vowforge vf-roll-dialog-app" data-role="roll-dialog"></dialog>
    <dialog class="pg-dialog vowforge vf-roll-dialog-app" data-role="ruleset-roll-dialog"></dialog>
    <dialog class="pg-dialog vowforge" data-role="harm-prompt"></dialog>
    <dialog class="pg-dialog vowforge" data-role="choice-prompt"></dialog>
    <dialog class="pg-dialog vowforge" data-role="purchase-prompt"></dialog>`;
  const page = new SheetsPage(root, env, [sampleIronsworn(), sampleStarforged()], sampleMoves(), seed);
  const rulesetDialog = root.querySelector<HTMLDialogElement>('[data-role="ruleset-roll-dialog"]');
  const sheetList = root.querySelector<HTMLElement>('[data-role="sheets"]');
  const purchasePrompt = root.querySelector<HTMLDialogElement>('[data-role="purchase-prompt"]');
  if (!rulesetDialog || !sheetList || !purchasePrompt) throw new Error("the page has no ruleset sheet elements");
  const rulesets = new RulesetSheets(sheetList, env, rulesetDialog, (request, mode, sender) => page.post(request, mode, sender), (message) => page.notify(message), purchasePrompt);
  // The delve site's moves are rolled by the sample Ironsworn character; its tables use the page's dice.
  const delver = sampleIronsworn().name;
  renderOtherSheets(sheetList, env, sampleMoves(), (message) => page.notify(message), {
    post: (request) => page.post(request, "publicroll", delver),
    die: (faces) => page.die(faces),
    shipRoll: (ship, meter) => page.rollShip(ship, meter),
  });
  renderGuideSamples(sheetList, env, sampleMoves(), {
    rollAs: (ruleset, roll) => page.rollAs(ruleset, roll),
    characterOf: (ruleset) => page.characterOf(ruleset),
    post: (request) => page.post(request, "publicroll", page.characterOf("starforged")?.name ?? ""),
    die: (faces) => page.die(faces),
    notify: (message) => page.notify(message),
  });
  page.connect(
    () => rulesets.sheets.map((sheet) => sampleDocument(sheet.actor)),
    () => rulesets.redrawAll(),
  );
  root.querySelector(".pg-header")?.append(themeSwitch(t("VOWFORGE.Playground.DarkTheme")));
  root.dataset.ready = "true";
  const warning = missingKeysWarning(env.lang, env.missingKeys);
  if (warning) console.warn(warning);
  Object.assign(window, { vowforgeSheets: page, vowforgeRulesetSheets: rulesets });
}

void start();
