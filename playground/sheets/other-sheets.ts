/**
 * The sheets page's other sheets: a foe, a starship, a shared sheet, and the asset, progress, move,
 * delve site and site theme item sheets, and the oracle browser, each on its real template with its real context builder (as Foundry renders them).
 * Their buttons that change data say they work in Foundry only; the character sheets above carry the
 * page's live play. The delve site plays too: Locate Your Objective posts a progress card on the
 * site's track for the sample Ironsworn character, and its feature and denizen buttons roll d100 on
 * the site's tables with the page's seeded dice (the notice says what was found). The starship and the
 * flagship roll their meters (+integrity, the hold's +supply) as the sample Starforged character.
 */
import { buildFoeContext, buildSharedContext, buildStarshipContext, type PlainActor } from "../../src/applications/sheets/context/actor-context";
import { buildAssetSheetContext, buildMoveSheetContext, buildProgressSheetContext } from "../../src/applications/sheets/context/item-context";
import { buildDelveSiteSheetContext, buildSiteAspectSheetContext } from "../../src/applications/sheets/context/delve-site-context";
import { DENIZEN_MATRIX, SITE_TABLE_PARTS, denizenFor, siteFeatureTable, siteRowFor, type DenizenSlot, type SiteAspect } from "../../src/rules/delve";
import { progressRollRequest } from "../../src/applications/sheets/context/progress-request";
import type { RollRequest } from "../../src/kinds/registry";
import { progressScore } from "../../src/rules/progress";
import { buildOracleBrowserContext } from "../../src/applications/oracle-browser/browser-context";
import { type OracleSource } from "../../src/applications/oracle-browser/oracle-index";
import { ORACLE_BROWSER_TEMPLATES, ORACLE_PARTIALS } from "../../src/oracles/templates";
import { type SheetEnv, type SheetItem } from "../../src/applications/sheets/context/types";
import { ACTOR_TEMPLATES, ITEM_TEMPLATES } from "../../src/applications/sheets/sheet-templates";
import { templateSources, type PageEnv } from "../env";
import { itemIcon, portrait } from "./portraits";
import { asset, delveItem, progress } from "./samples";
import { createRichText } from "./rich-text";
import { frameSheet, windowContent } from "./frame";
import { lookOf, type RulesetId } from "../../src/config";
import { rulesetOf } from "../../src/data/documents";
import { type SheetSizeKey } from "../../src/applications/sheets/sheet-sizes";
import { isShipMeter, type ShipMeter } from "../../src/applications/sheets/context/ship-roll";

interface OtherSheet {
  key: string;
  /** The document and its type the sheet is registered for ("Actor.foe"); none for the oracle browser. */
  type: string | null;
  name: string;
  css: string;
  /** The game whose look the sheet wears (null: none of its own) and its window size. */
  look: RulesetId | null;
  size: SheetSizeKey | null;
  html: (env: SheetEnv) => string;
  /** Plays a button of the sheet: the notice to show ("" for none), or null when it works in Foundry only. */
  act?: (action: string, data: DOMStringMap) => string | null;
  /** The oracle browser's open folders: opening one drawn closed draws the sheet again with its rows, as in Foundry. */
  openFolders?: Set<string>;
}

/** What the delve site's buttons play with: the page's card log and its seeded dice. */
export interface SitePlay {
  /** Posts a roll card for the sample character. */
  post(request: RollRequest): void;
  /** One die of the page's seeded dice. */
  die(faces: number): number;
  /** Opens the roll dialog for a ship's meter, rolled by the sample Starforged character. */
  shipRoll?(ship: PlainActor, meter: ShipMeter): void;
}

/** A starship sample's roll buttons: the ship's meter, rolled by the page's Starforged character. */
function shipActions(ship: PlainActor, play: SitePlay): (action: string, data: DOMStringMap) => string | null {
  return (action, data) => {
    if (action !== "rollShipMeter" || !isShipMeter(data.meter) || !play.shipRoll) return null;
    play.shipRoll(ship, data.meter);
    return "";
  };
}

/** The delve site's buttons on the sheets page. */
function siteActions(
  site: SheetItem,
  data: { ticks: number; theme: SiteAspect; domain: SiteAspect; denizens: DenizenSlot[] },
  page: PageEnv,
  play: SitePlay,
): (action: string) => string | null {
  const t = page.localize;
  const found = (table: string, roll: number, result: string) => t("VOWFORGE.Playground.Sheets.SiteRoll", { table, roll, result });
  return (action) => {
    if (action === "locateObjective") {
      const move = { uuid: "", name: t("VOWFORGE.DelveSite.LocateObjective") };
      const input = { ruleset: "ironsworn" as const, actorUuid: null, move, trackUuid: site.uuid, trackName: site.name, kind: "delve", score: progressScore(data.ticks) };
      play.post(progressRollRequest(input, t));
      return "";
    }
    if (action === "rollFeature") {
      const roll = play.die(100);
      return found(t("VOWFORGE.DelveSite.Feature"), roll, siteRowFor(siteFeatureTable(data.theme, data.domain), roll).text);
    }
    if (action === "rollDenizen") {
      const roll = play.die(100);
      const slot = denizenFor(data.denizens, roll);
      const who = slot.name || t("VOWFORGE.DelveSite.EmptySlot");
      return found(t("VOWFORGE.DelveSite.Denizen"), roll, `${who} (${t(`VOWFORGE.DelveSite.Frequency.${slot.frequency}`)})`);
    }
    return null;
  };
}

/** An item with a picture of its own, as a user who chose one (the sheet's header shows it). */
function pictured(ground: string, mark: Parameters<typeof itemIcon>[1], item: SheetItem): SheetItem {
  return { ...item, img: itemIcon(ground, mark) };
}

function actor(name: string, img: string, system: Record<string, unknown>, items: SheetItem[] = []): PlainActor {
  return { name, img, system, items };
}

/**
 * Two sample oracle packs for the browser, shaped as the packs' indexes give them; each label is the
 * pack's label as system.json declares it (an i18n key the browser localises).
 */
function oracleSources(): OracleSource[] {
  const tables = (pack: string, names: string[]) => names.map((name, i) => ({ name, uuid: `Compendium.${pack}.RollTable.t${i}` }));
  return [
    { id: "vowforge.ironsworn-oracles", label: "VOWFORGE.Pack.ironswornOracles", ruleset: "ironsworn", tables: tables("vowforge.ironsworn-oracles", ["Moves / Action", "Moves / Theme", "Place / Region", "Place / Location", "Name / Ironlander Names"]) },
    { id: "vowforge.starforged-oracles", label: "VOWFORGE.Pack.starforgedOracles", ruleset: "starforged", tables: tables("vowforge.starforged-oracles", ["Core / Action", "Core / Theme", "Planet / Desert World / Feature", "Planet / Jungle World / Feature"]) },
  ];
}

/** The sample foe, starship, shared sheet and items, and how each renders. */
function otherSheets(page: PageEnv, moves: readonly SheetItem[], play: SitePlay | null): OtherSheet[] {
  const oracleFolders = new Set(["vowforge.ironsworn-oracles", "vowforge.ironsworn-oracles/Moves"]);
  const foe = actor("Bone-gnawer wolf pack", portrait("#5a4a3a", "#d8cbb0"), { rank: "formidable", nature: "Beast", progress: { ticks: 14 }, description: "<p>Lean and patient; they circle before they strike.</p>" });
  const ship = actor("Wayfarer", portrait("#20435e", "#b8d4ea"), { integrity: 4, notes: "<p>Her hull still bears the scorch of the Veil.</p>" }, [
    asset("ship-cmd", "Command Vehicle", "Command Vehicle", [["Your starship is fitted for the void.", true], ["Sturdy hull.", false]], { label: "Integrity", value: 4, max: 5 }),
  ]);
  // A Sundered Isles flagship: the crew's shared vessel, with the supply of its hold.
  const flagship = actor("The Gull's Due", portrait("#1f4d4a", "#bfe3dc"), { integrity: 5, supply: 3, unequipped: false, cursed: true, notes: "<p>Crewed by the drowned-and-returned.</p>" });
  const shared = actor("The company", portrait("#4b3b5e", "#d9c8ee"), { supply: 3, notes: "<p>Our shared road.</p>" }, [
    progress("shared-vow", "Reclaim the Saltmarsh keep", "vow", "epic", 9, 0),
  ]);
  const assetItem = pictured("#6b4a2a", "wing", asset("item-asset", "Hawk", "Companion", [["Keen eyes: add +1 when you scout.", true], ["Swoop.", false], ["Fierce.", false]], { label: "Health", value: 3, max: 3 }, "Once you have fed a wild hawk from your hand for a season."));
  const track = pictured("#3f5a3a", "path", progress("item-progress", "Cross the Veiled Pass", "journey", "formidable", 13, 0));
  // Each part of a site table covers its own range (SITE_TABLE_PARTS): theme features 1-20, domain
  // features 21-100, theme dangers 1-30, domain dangers 31-45.
  const rows = (texts: string[], [from, to]: readonly [number, number]): Array<{ min: number; max: number; text: string }> => {
    const width = Math.floor((to - from + 1) / texts.length);
    return texts.map((text, i) => ({ min: from + i * width, max: i === texts.length - 1 ? to : from + (i + 1) * width - 1, text }));
  };
  const theme = { name: "Haunted", dataswornId: "", features: rows(["Cold spots and whispers", "A shrine to the lost", "Bones laid out with care"], SITE_TABLE_PARTS.feature.theme), dangers: rows(["A restless spirit rises", "The way back is gone"], SITE_TABLE_PARTS.danger.theme) };
  const domain = { name: "Barrow", dataswornId: "", features: rows(["Burial niches line the walls", "A sealed stone door"], SITE_TABLE_PARTS.feature.domain), dangers: rows(["The ceiling gives way", "A trap of old iron"], SITE_TABLE_PARTS.danger.domain) };
  const denizens = ["Barrow wight", "Carrion crows", "Grave robbers", "Hollow knight"];
  const slots = DENIZEN_MATRIX.map((slot, i) => ({ ...slot, name: denizens[i] ?? "", uuid: "" }));
  const site = pictured("#3b3b46", "arch", delveItem("delve-site", "delveSite", "The Sunken Barrow", {
    ruleset: "ironsworn",
    rank: "dangerous",
    ticks: 10,
    completed: false,
    objective: "Recover the chieftain's torc",
    theme,
    domain,
    denizens: slots,
    description: "<p>A mound in the marsh; the locals will not go near it after dark.</p>",
  }));
  const aspect = delveItem("site-theme", "siteAspect", "Haunted", { aspect: "theme", summary: "<p>The dead do not rest here.</p>", features: theme.features, dangers: theme.dangers });
  const found = moves.find((m) => m.name === "Face Danger") ?? moves[0];
  const move = pictured("#5a2e1a", "book", found);
  return [
    { key: "foe", type: "Actor.foe", name: foe.name, css: "vf-foe", look: lookOf("foe", rulesetOf(foe)), size: "foe", html: (env) => page.render(ACTOR_TEMPLATES.foe, buildFoeContext(foe, env, false)) },
    { key: "starship", type: "Actor.starship", name: ship.name, css: "vf-starship", look: lookOf("starship", rulesetOf(ship)), size: "starship", html: (env) => page.render(ACTOR_TEMPLATES.starship, buildStarshipContext(ship, env, false)), ...(play ? { act: shipActions(ship, play) } : {}) },
    { key: "flagship", type: "Actor.starship", name: flagship.name, css: "vf-starship", look: lookOf("starship", rulesetOf(flagship)), size: "starship", html: (env) => page.render(ACTOR_TEMPLATES.starship, buildStarshipContext(flagship, env, false, true)), ...(play ? { act: shipActions(flagship, play) } : {}) },
    { key: "shared", type: "Actor.shared", name: shared.name, css: "vf-shared", look: lookOf("shared", rulesetOf(shared)), size: "shared", html: (env) => page.render(ACTOR_TEMPLATES.shared, buildSharedContext(shared, env, false)) },
    { key: "asset", type: "Item.asset", name: assetItem.name, css: "vf-item-sheet", look: lookOf("asset", rulesetOf(assetItem)), size: "item", html: (env) => page.render(ITEM_TEMPLATES.asset, buildAssetSheetContext(assetItem, env)) },
    { key: "progress", type: "Item.progress", name: track.name, css: "vf-item-sheet", look: lookOf("progress", rulesetOf(track)), size: "item", html: (env) => page.render(ITEM_TEMPLATES.progress, buildProgressSheetContext(track, env, false)) },
    { key: "move", type: "Item.move", name: move.name, css: "vf-item-sheet", look: lookOf("move", rulesetOf(move)), size: "item", html: (env) => page.render(ITEM_TEMPLATES.move, buildMoveSheetContext(move, env)) },
    {
      key: "delve-site",
      type: "Item.delveSite",
      name: site.name,
      css: "vf-item-sheet",
      look: lookOf("delveSite", rulesetOf(site)),
      size: "item",
      html: (env) => page.render(ITEM_TEMPLATES.delveSite, buildDelveSiteSheetContext(site, env)),
      ...(play ? { act: siteActions(site, { ticks: 10, theme, domain, denizens: slots }, page, play) } : {}),
    },
    {
      key: "oracle-browser",
      openFolders: oracleFolders,
      type: null,
      name: page.localize("VOWFORGE.Oracle.Browser.Title"),
      css: "vf-oracle-browser-app",
      look: null,
      size: null,
      html: (env) => {
        // The browser's partials, registered under their system paths as Foundry's loadTemplates does.
        const sources = templateSources();
        for (const partial of ORACLE_PARTIALS) page.hbs.registerPartial(partial, sources[partial] ?? "");
        const context = buildOracleBrowserContext({ sources: oracleSources(), query: "", open: oracleFolders, idPrefix: env.idPrefix, localize: env.localize });
        return page.render(ORACLE_BROWSER_TEMPLATES.search, context) + page.render(ORACLE_BROWSER_TEMPLATES.list, context);
      },
    },
    { key: "site-theme", type: "Item.siteAspect", name: aspect.name, css: "vf-item-sheet", look: lookOf("siteAspect", rulesetOf(aspect)), size: "item", html: (env) => page.render(ITEM_TEMPLATES.siteAspect, buildSiteAspectSheetContext(aspect, env)) },
  ];
}

/** Renders the other sheets into `list`; a button there says it works in Foundry only. */
export function renderOtherSheets(
  list: HTMLElement,
  page: PageEnv,
  moves: readonly SheetItem[],
  notify: (message: string) => void,
  play: SitePlay | null = null,
): void {
  const html = createRichText();
  for (const sheet of otherSheets(page, moves, play)) {
    const element = document.createElement("form");
    element.className = `vowforge vf-sheet ${sheet.css} pg-sheet`;
    element.dataset.sheet = sheet.key;
    if (sheet.type) element.dataset.documentType = sheet.type;
    element.setAttribute("aria-label", sheet.name);
    element.noValidate = true;
    element.addEventListener("submit", (event) => event.preventDefault());
    frameSheet(element, sheet.look, sheet.size);
    const env = { localize: page.localize, html, editable: true, idPrefix: `pg-other-${sheet.key}` };
    element.innerHTML = windowContent(sheet.html(env));
    const folders = sheet.openFolders;
    if (folders) {
      element.addEventListener(
        "toggle",
        (event) => {
          const details = event.target;
          if (!(details instanceof HTMLDetailsElement) || !details.open || details.dataset.drawn !== "false") return;
          const key = details.dataset.folderKey ?? "";
          folders.add(key);
          element.innerHTML = windowContent(sheet.html(env));
          element.querySelector<HTMLElement>(`details[data-folder-key="${CSS.escape(key)}"] > summary`)?.focus();
        },
        true,
      );
    }
    element.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[data-action], img[data-action]") : null;
      if (!button) return;
      try {
        const data = button instanceof HTMLElement ? button.dataset : {};
        const played = sheet.act?.(button.getAttribute("data-action") ?? "", data) ?? null;
        notify(played ?? page.localize("VOWFORGE.Playground.Sheets.NotHere"));
      } catch (error) {
        notify(page.localize("VOWFORGE.Playground.Sheets.Error", { message: error instanceof Error ? error.message : String(error) }));
      }
    });
    list.append(element);
  }
}
