/**
 * Entry of the playground page (`npm start`): reads ?seed=, ?ruleset= and ?lang= from the address and
 * starts the page. Without a seed one is picked and shown, so any roll can be replayed.
 */
import "./data-model-stub";
import { RULESETS, type RulesetId } from "../src/config";
import { PlaygroundApp } from "./app";
import { createPageEnv, ENGLISH } from "./env";
import { loadLanguage, missingKeysWarning, requestedLanguage } from "./i18n";
import { parseSeed, randomSeed } from "./prng";
import { themeSwitch } from "./theme-switch";
import { loadCardEffects } from "../src/cards/effects-on-demand";

async function start(): Promise<void> {
  const root = document.getElementById("app");
  if (!root) throw new Error("the page has no #app element");
  const params = new URL(window.location.href).searchParams;
  const seed = parseSeed(params.get("seed")) ?? randomSeed();
  const asked = params.get("ruleset");
  const ruleset: RulesetId = RULESETS.find((r) => r === asked) ?? "ironsworn";
  const env = createPageEnv(await loadLanguage(requestedLanguage(window.location.href), "lang", ENGLISH));
  // The page draws its cards synchronously; in Foundry, loadTargets loads the outcome effects before a
  // card with effects is drawn, so the page loads them once before its first card.
  await loadCardEffects();
  const app = new PlaygroundApp(root, env, { seed, ruleset });
  root.querySelector(".pg-header")?.append(themeSwitch(env.localize("VOWFORGE.Playground.DarkTheme")));
  root.dataset.ready = "true";
  const warning = missingKeysWarning(env.lang, env.missingKeys);
  if (warning) console.warn(warning);
  Object.assign(window, { vowforgePlayground: app });
}

void start();
