/**
 * What every sheet sends passes the update guard's shape check, and the guard as a whole when nothing
 * is out of range: each sheet submits its whole form on every change (tests/fakes/form-submit.ts), so
 * each of its fields is changed in turn (to the value it shows; a checkbox also flipped) and the
 * resulting update is checked against the document's own model.
 */
import { describe, expect, it } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { formFields, submitOnChange } from "../fakes/form-submit";
import { makeUiFakes } from "../fakes/foundry-ui";
import { structureProblems } from "../../src/data/structure-guard";
import { updateProblems } from "../../src/data/update-check";
import { buildCharacterContext } from "../../src/applications/sheets/context/character-context";
import {
  buildFoeContext,
  buildSharedContext,
  buildStarshipContext,
} from "../../src/applications/sheets/context/actor-context";
import {
  buildAssetSheetContext,
  buildMoveSheetContext,
  buildProgressSheetContext,
} from "../../src/applications/sheets/context/item-context";
import {
  buildDelveSiteSheetContext,
  buildSiteAspectSheetContext,
} from "../../src/applications/sheets/context/delve-site-context";
import { buildAugurContext } from "../../src/applications/sheets/context/augur-context";
import { buildConflictContext } from "../../src/applications/sheets/context/conflict-context";
import { buildForgedTiesContext } from "../../src/applications/sheets/context/forged-ties-context";
import { buildStrikeContext } from "../../src/applications/sheets/context/strike-context";
import { ACTOR_TEMPLATES, CONFLICT_TEMPLATE, ITEM_TEMPLATES } from "../../src/applications/sheets/sheet-templates";
import {
  asset,
  delveItem,
  progress,
  sampleIronsworn,
  sampleMoves,
  sampleStarforged,
  type SampleSheetActor,
} from "../../playground/sheets/samples";
import {
  sampleAugur,
  sampleConflict,
  sampleForgedTies,
  sampleNames,
  sampleStrike,
} from "../../playground/sheets/ruleset-samples";
import { renderCharacter, renderRuleset, renderSheet, sheetEnv } from "../templates/sheets/sheet-render";

const models = useDataModels();
const i18n = makeUiFakes().i18n;
const has = (key: string) => i18n.has(key);

interface Sheet {
  type: string;
  system: unknown;
  html: string;
}

/** The model of an actor or item subtype. */
function modelOf(type: string): unknown {
  const catalog: Record<string, unknown> = { ...models.actorModels, ...models.itemModels };
  return catalog[type];
}

function characterSheet(actor: SampleSheetActor, ruleset: "ironsworn" | "starforged"): Sheet {
  const input = {
    ...{ name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves: sampleMoves() },
    ...{ search: "", enabledRulesets: [ruleset], activeTab: "tracks" as const, richEditor: false },
  };
  return {
    type: "character",
    system: actor.system,
    html: renderCharacter(buildCharacterContext(input, sheetEnv())),
  };
}

function sheets(): Record<string, Sheet> {
  const env = sheetEnv();
  const names = sampleNames();
  const [ft, augur, strike, conflict] = [sampleForgedTies(), sampleAugur(), sampleStrike(), sampleConflict()];
  const plain = (system: Record<string, unknown>) => ({ name: "Sample", img: "", system, items: [] });
  const foe = plain({
    rank: "formidable",
    nature: "Beast",
    progress: { ticks: 14 },
    description: "<p>Lean.</p>",
  });
  const ship = plain({ integrity: 4, battered: false, cursed: true, notes: "" });
  const flagship = plain({
    integrity: 5,
    supply: 3,
    unequipped: false,
    battered: false,
    cursed: true,
    notes: "",
  });
  const shared = plain({ supply: 3, notes: "" });
  const hawk = asset("a", "Hawk", "Companion", [["Keen eyes.", true]], { label: "Health", value: 3, max: 3 });
  const track = progress("p", "Cross the pass", "journey", "formidable", 13, 0);
  const move = sampleMoves()[0];
  const site = delveItem("s", "delveSite", "The Barrow", {
    rank: "dangerous",
    ticks: 10,
    objective: "The torc",
  });
  const aspect = delveItem("t", "siteAspect", "Haunted", {
    aspect: "theme",
    summary: "<p>The dead walk.</p>",
  });
  const sheet = (type: string, system: unknown, html: string): Sheet => ({ type, system, html });
  return {
    ironsworn: characterSheet(sampleIronsworn(), "ironsworn"),
    starforged: characterSheet(sampleStarforged(), "starforged"),
    forgedTies: sheet(
      ft.type,
      ft.system,
      renderRuleset("forgedTies", buildForgedTiesContext(ft, env, names)),
    ),
    augur: sheet(augur.type, augur.system, renderRuleset("augur", buildAugurContext(augur, env, names))),
    strike: sheet(strike.type, strike.system, renderRuleset("strike", buildStrikeContext(strike, env))),
    conflict: sheet(
      conflict.type,
      conflict.system,
      renderSheet(CONFLICT_TEMPLATE, buildConflictContext(conflict, conflict.tracker, null, env, names)),
    ),
    foe: sheet("foe", foe.system, renderSheet(ACTOR_TEMPLATES.foe, buildFoeContext(foe, env, false))),
    starship: sheet(
      "starship",
      ship.system,
      renderSheet(ACTOR_TEMPLATES.starship, buildStarshipContext(ship, env, false)),
    ),
    flagship: sheet(
      "starship",
      flagship.system,
      renderSheet(ACTOR_TEMPLATES.starship, buildStarshipContext(flagship, env, false, true)),
    ),
    shared: sheet(
      "shared",
      shared.system,
      renderSheet(ACTOR_TEMPLATES.shared, buildSharedContext(shared, env, false)),
    ),
    asset: sheet("asset", hawk.system, renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(hawk, env))),
    progress: sheet(
      "progress",
      track.system,
      renderSheet(ITEM_TEMPLATES.progress, buildProgressSheetContext(track, env, false)),
    ),
    move: sheet("move", move.system, renderSheet(ITEM_TEMPLATES.move, buildMoveSheetContext(move, env))),
    delveSite: sheet(
      "delveSite",
      site.system,
      renderSheet(ITEM_TEMPLATES.delveSite, buildDelveSiteSheetContext(site, env)),
    ),
    siteAspect: sheet(
      "siteAspect",
      aspect.system,
      renderSheet(ITEM_TEMPLATES.siteAspect, buildSiteAspectSheetContext(aspect, env)),
    ),
  };
}

describe("whole-form submits of every sheet", () => {
  it("pass the shape check, and the whole guard when every value is the one shown", () => {
    let submits = 0;
    const refused: string[] = [];
    for (const [name, sheet] of Object.entries(sheets())) {
      const Model = modelOf(sheet.type);
      const document = { type: sheet.type, system: build(Model, sheet.system as Record<string, unknown>) };
      const fields = formFields(sheet.html);
      expect(Object.keys(fields).length, name).toBeGreaterThan(0);
      for (const [field, value] of Object.entries(fields)) {
        const shown = submitOnChange(sheet.html, field, value);
        const flipped = typeof value === "boolean" ? submitOnChange(sheet.html, field, !value) : null;
        submits += flipped ? 2 : 1;
        const problems = updateProblems(document, shown, has);
        if (problems.length > 0) refused.push(`${name} ${field}: ${problems.map((p) => p.path).join(", ")}`);
        if (flipped && structureProblems(Model, flipped, { has }).length > 0)
          refused.push(`${name} ${field} flipped`);
      }
    }
    expect(refused).toEqual([]);
    expect(submits).toBeGreaterThan(100);
  });
});
