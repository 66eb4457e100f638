/**
 * Entry of the character creation page (playground/creation/): a button per game starts the guided
 * creation of a new character, the truths button opens the truths dialog, and what they would write
 * (the actor's update and items, the journal) is shown below. The offered assets, backgrounds and
 * truths are the real pack content (content.json, made by build.mjs), read by the system's own readers.
 * ?seed= makes the rolls repeatable; ?lang=de shows the page in that language.
 */
import "../data-model-stub";
import { assetsOfIndex, backgroundsOf, type AssetIndexEntry } from "../../src/applications/wizard/wizard-sources";
import { type WizardActor } from "../../src/applications/wizard/wizard-games";
import { type WritePlan } from "../../src/applications/wizard/wizard-plan";
import { type WizardGame, type WizardWorld } from "../../src/applications/wizard/wizard-types";
import { type TruthJournal } from "../../src/applications/truths/truth-journal";
import { oracleTableData, type RollTableLike } from "../../src/oracles/table-data";
import { createPageEnv, ENGLISH } from "../env";
import { loadLanguage, missingKeysWarning, requestedLanguage } from "../i18n";
import { parseSeed, randomSeed, rollerFor } from "../prng";
import { themeSwitch } from "../theme-switch";
import { PageTruths, type PageTruthSet } from "./page-truths";
import { PageWizard } from "./page-wizard";
import { escapeHtml } from "../../src/html";

interface Content {
  assets: Array<{ collection: string; index: AssetIndexEntry[] }>;
  backgrounds: (RollTableLike & { uuid: string }) | null;
  truths: PageTruthSet[];
}

/** A new character of each game, as Foundry creates it (the models' starting values). */
const NEW_ACTORS: Record<WizardGame, WizardActor> = {
  ironsworn: { name: "New character", type: "character", system: { ruleset: "ironsworn", stats: { edge: 1, heart: 1, iron: 1, shadow: 1, wits: 1 }, pronouns: "", callsign: "", notes: "", bonds: { ticks: 0 } } },
  starforged: { name: "New character", type: "character", system: { ruleset: "starforged", stats: { edge: 1, heart: 1, iron: 1, shadow: 1, wits: 1 }, pronouns: "", callsign: "", notes: "", bonds: { ticks: 0 } } },
  forgedTies: { name: "New character", type: "forgedTiesCharacter", system: { stats: { strength: 1, agility: 1, wits: 1, presence: 1 }, skills: [], bonds: [], forge: { requirements: [] }, notes: "" } },
  augur: { name: "New character", type: "augurCharacter", system: { approaches: { prowess: 0, finesse: 0, insight: 0, presence: 0, resolve: 0 }, expertise: [], abilities: [], bonds: [], notes: "" } },
  strike: { name: "New character", type: "strikeCharacter", system: { skills: [], relationships: [], traits: [], wealth: { tier: 1 }, actionPoints: 1, notes: "" } },
};

/** Other characters of the page's world a bond may be held with. */
const PARTNERS = [
  { uuid: "Actor.brannoc", name: "Brannoc" },
  { uuid: "Actor.mira", name: "Mira Vell" },
];

const GAMES: readonly WizardGame[] = ["ironsworn", "starforged", "forgedTies", "augur", "strike"];


async function start(): Promise<void> {
  const root = document.getElementById("app");
  if (!root) throw new Error("the page has no #app element");
  const env = createPageEnv(await loadLanguage(requestedLanguage(window.location.href), "../lang", ENGLISH));
  const t = env.localize;
  const seed = parseSeed(new URL(window.location.href).searchParams.get("seed")) ?? randomSeed();
  let rolls = 0;
  const d100 = () => rollerFor(seed, rolls++).die(100);
  const content = (await (await fetch("content.json")).json()) as Content;
  const assets = content.assets.flatMap((pack) => assetsOfIndex(pack.index, pack.collection));
  const backgrounds = content.backgrounds ? backgroundsOf(oracleTableData(content.backgrounds, content.backgrounds.uuid)) : [];
  const worldFor = (game: WizardGame): WizardWorld => ({
    games: game === "ironsworn" || game === "starforged" ? ["ironsworn", "starforged"] : [game],
    assets,
    backgrounds,
    partners: PARTNERS,
  });
  document.title = t("VOWFORGE.Playground.Creation.Title");
  root.innerHTML = `
    <header class="pg-header"><h1 class="pg-title">${escapeHtml(t("VOWFORGE.Playground.Creation.Title"))}</h1>
      <p class="pg-intro">${escapeHtml(t("VOWFORGE.Playground.Creation.Intro"))}</p>
      <p><a href="../">${escapeHtml(t("VOWFORGE.Playground.Sheets.Back"))}</a> · ${escapeHtml(t("VOWFORGE.Playground.Seed"))} <span data-role="seed">${escapeHtml(String(seed))}</span></p>
    </header>
    <main class="pg-creation">
      <h2>${escapeHtml(t("VOWFORGE.Playground.Creation.Start"))}</h2>
      <p class="pg-creation__starts">${GAMES.map((game) => `<button type="button" class="vf-button" data-start="${escapeHtml(game)}">${escapeHtml(t("VOWFORGE.Playground.Creation.New", { game: t(`VOWFORGE.Ruleset.${game}`) }))}</button>`).join("")}
        <button type="button" class="vf-button" data-role="open-truths"><i class="fa-solid fa-book-open" inert></i> ${escapeHtml(t("VOWFORGE.Truths.Title"))}</button></p>
      <h2>${escapeHtml(t("VOWFORGE.Playground.Creation.Made"))}</h2>
      <div class="pg-creation__made" data-role="made"><p class="vf-empty" data-role="made-empty">${escapeHtml(t("VOWFORGE.Playground.Creation.Nothing"))}</p></div>
    </main>
    <dialog class="pg-window pg-window--wizard" data-role="wizard"></dialog>
    <dialog class="pg-window pg-window--truths" data-role="truths"></dialog>`;
  const made = root.querySelector<HTMLElement>('[data-role="made"]');
  const must = (role: string) => {
    const el = root.querySelector<HTMLDialogElement>(`[data-role="${role}"]`);
    if (!el) throw new Error(`the page has no ${role}`);
    return el;
  };
  const show = (game: string, title: string, data: object) => {
    root.querySelector('[data-role="made-empty"]')?.remove();
    const article = document.createElement("article");
    article.dataset.game = game;
    article.innerHTML = `<h3>${escapeHtml(title)}</h3><pre data-role="written"></pre>`;
    const pre = article.querySelector("pre");
    if (pre) pre.textContent = JSON.stringify(data, null, 2);
    made?.append(article);
  };
  const wizard = new PageWizard(must("wizard"), env, d100, (plan: WritePlan, game) =>
    show(game, `${plan.update.name} (${t(`VOWFORGE.Ruleset.${game}`)})`, plan),
  );
  const truths = new PageTruths(must("truths"), env, d100, (journal: TruthJournal) => show("truths", journal.name, journal));
  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-start], [data-role='open-truths']") : null;
    const game = GAMES.find((g) => g === button?.dataset.start);
    if (game) wizard.open(structuredClone(NEW_ACTORS[game]), worldFor(game), game);
    else if (button?.dataset.role === "open-truths") truths.open(content.truths);
  });
  root.querySelector(".pg-header")?.append(themeSwitch(t("VOWFORGE.Playground.DarkTheme")));
  root.dataset.ready = "true";
  const warning = missingKeysWarning(env.lang, env.missingKeys);
  if (warning) console.warn(warning);
  Object.assign(window, { vowforgeCreation: { wizard, truths } });
}

void start();
