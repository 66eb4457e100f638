/**
 * The holes issue 20 names, each tried with the attack that worked: stored markup in an asset's or an
 * Augur character's ability text run on the GM's sheet, user text read as markup in a tooltip, oracle
 * result text put raw into a card and into the question which table to roll, and a denizen's name put
 * raw into a delve site's roll card, and a player's or skill's name put raw into a team conflict's
 * learning roll. In Foundry the sheets clean stored HTML before Foundry's enricher
 * sees it (foundry-env.ts); the fakes here stand in for Foundry's enricher (text without enricher
 * syntax comes back as it went in) and its templates (the real Handlebars).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installDataFakes } from "../fakes/data-fields";
import { localize } from "../helpers/handlebars";
import { liveMarkup } from "./live-markup";
import { renderMarked } from "./sweep";
import { ITEM_TEMPLATES, RULESET_PARTS } from "../../src/applications/sheets/sheet-templates";

import { sampleAugur, sampleForgedTies, sampleNames } from "../../playground/sheets/ruleset-samples";
import { sampleIronsworn } from "../../playground/sheets/samples";
import { type OracleDraw } from "../../src/oracles/types";
import { diceQueue, fakeConfigDice, fakeFoundryDice } from "../fakes/dice";
import { installFoundry } from "./sweep-foundry";

/** The two tabbed sheets these tests draw, each as the list of its parts' templates. */
const RULESET_SHEET_TEMPLATES = {
  forgedTies: Object.values(RULESET_PARTS.forgedTies),
  augur: Object.values(RULESET_PARTS.augur),
};

const ATTACK = '<img src=x onerror="alert(document.cookie)">';

beforeAll(() => {
  installDataFakes();
  const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", {
    ...base,
    applications: {
      ux: { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } },
      handlebars: { renderTemplate: async (file: string, context: object) => renderMarked(file, context) },
    },
    utils: {},
  });
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => localize(key),
      format: (key: string, data: Record<string, unknown>) => localize(key, data),
    },
  });
});
afterAll(() => vi.unstubAllGlobals());

async function foundrySheetEnv(sources: string[]) {
  const env = await import("../../src/applications/sheets/foundry-env");
  return env.sheetEnv(await env.enrichSources(sources), true, "vf-gm");
}

describe("stored markup in ability texts", () => {
  it("an asset ability written by a player does not run when the GM opens the asset", async () => {
    const { buildAssetSheetContext } = await import("../../src/applications/sheets/context/item-context");
    const hound = sampleIronsworn().items.find((i) => i.type === "asset")!;
    const system = structuredClone(hound.system) as { abilities: { text: string }[] };
    system.abilities[0].text = `<p>Keen nose ${ATTACK}</p>`;
    const env = await foundrySheetEnv(system.abilities.map((a) => a.text));
    const html = renderMarked(ITEM_TEMPLATES.asset, buildAssetSheetContext({ ...hound, system }, env));
    expect(liveMarkup(html)).toEqual([]);
    expect(html).toContain("<p>Keen nose </p>");
  });

  it("an Augur ability written by a player does not run when the GM opens the sheet", async () => {
    const { buildAugurContext } = await import("../../src/applications/sheets/context/augur-context");
    const augur = sampleAugur();
    const abilities = structuredClone(augur.system.abilities) as { text: string }[];
    abilities[0].text = `<p>Steady hands ${ATTACK}</p>`;
    const system = { ...augur.system, abilities };
    const env = await foundrySheetEnv(abilities.map((a) => a.text));
    const html = renderMarked(
      RULESET_SHEET_TEMPLATES.augur,
      buildAugurContext({ ...augur, system }, env, sampleNames(), true),
    );
    expect(liveMarkup(html)).toEqual([]);
    expect(html).toContain("<p>Steady hands </p>");
  });
});

describe("tooltips", () => {
  it("a skill named with markup shows as text in its roll button's tooltip", async () => {
    const { buildForgedTiesContext } =
      await import("../../src/applications/sheets/context/forged-ties-context");
    const sample = sampleForgedTies();
    const skills = structuredClone(sample.system.skills) as { name: string }[];
    skills[0].name = ATTACK;
    const env = await foundrySheetEnv([]);
    const html = renderMarked(
      RULESET_SHEET_TEMPLATES.forgedTies,
      buildForgedTiesContext({ ...sample, system: { ...sample.system, skills } }, env, sampleNames()),
    );
    expect(liveMarkup(html)).toEqual([]);
    expect(html).toContain(
      'data-tooltip-text="Roll &lt;img src&#x3D;x onerror&#x3D;&quot;alert(document.cookie)&quot;&gt;"',
    );
    expect(html).not.toMatch(/data-tooltip=/);
  });
});

describe("oracle result text", () => {
  const draw = (text: string, label: string): OracleDraw => ({
    table: { name: "Action", uuid: "RollTable.action" },
    formula: "1d100",
    entries: [
      {
        roll: 12,
        row: { id: "r", text, range: [1, 100] },
        rerolled: [],
        again: [],
        duplicate: false,
        linked: [],
        skipped: [],
        choice: { options: [{ uuid: "RollTable.b", label }], picked: { uuid: "RollTable.b", by: "user" } },
      },
    ],
  });

  it("is cleaned before it reaches the card", async () => {
    const { renderOracleCard } = await import("../../src/oracles/draw");
    const html = await renderOracleCard(draw(`<p>Ambush ${ATTACK}</p><script>alert(1)</script>`, ATTACK));
    expect(liveMarkup(html)).toEqual([]);
    expect(html).toContain("<p>Ambush </p>");
  });

  it("is cleaned before it reaches the question which table to roll", async () => {
    const { askAlternative } = await import("../../src/oracles/ask-alternative");
    let content = "";
    const base = (globalThis as unknown as { foundry: { applications: Record<string, unknown> } }).foundry;
    vi.stubGlobal("foundry", {
      ...base,
      applications: {
        ...base.applications,
        api: { DialogV2: { wait: async (c: { content: string }) => ((content = c.content), null) } },
      },
    });
    await askAlternative([{ uuid: "RollTable.b", label: "B" }], {
      table: ATTACK,
      row: { id: "r", text: `<p>Ambush ${ATTACK}</p>`, range: [1, 100] },
    });
    expect(liveMarkup(content)).toEqual([]);
    expect(content).toContain("<p>Ambush </p>");
  });
});

describe("a delve site's roll card", () => {
  it("shows a denizen's name and link as text", async () => {
    const { denizenResultHtml, siteRollCardHtml } =
      await import("../../src/applications/sheets/site-roll-card");
    for (const uuid of ["", "Actor.wight", `x]{${ATTACK}}`]) {
      const html = siteRollCardHtml(
        ATTACK,
        "Denizen",
        7,
        denizenResultHtml({ uuid, name: `Wight}${ATTACK}` }, "Common", "Empty"),
      );
      expect(liveMarkup(html), uuid).toEqual([]);
    }
  });
});

describe("a team conflict's learning roll", () => {
  it("names a player and a skill written with markup as text in its flavour", async () => {
    // Foundry shows a roll message's flavour as HTML; the roll, its dice and the message are fakes of
    // Foundry's (tests/fakes/dice.ts), escapeHTML Foundry's own escaping (sweep-foundry.ts).
    installFoundry();
    const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
    vi.stubGlobal("foundry", { ...base, dice: fakeFoundryDice() });
    vi.stubGlobal("CONFIG", { Dice: fakeConfigDice() });
    const posted: { flavor?: string }[] = [];
    vi.stubGlobal("ChatMessage", {
      getSpeaker: () => ({ alias: "Conflict" }),
      create: async (data: { flavor?: string }) => (posted.push(data), data),
    });
    const { rollLearningDice } = await import("../../src/applications/sheets/learning-dice");
    const conflict = {} as Parameters<typeof rollLearningDice>[0];
    diceQueue.set(6, 3);
    const faces = await rollLearningDice(conflict, `Kira ${ATTACK}`, [ATTACK, "Wits"]);
    expect(faces).toEqual([6, 3]);
    expect(posted).toHaveLength(1);
    const flavor = posted[0].flavor ?? "";
    expect(liveMarkup(flavor)).toEqual([]);
    expect(flavor).toContain("Kira &#60;img");
    expect(flavor).toContain("Wits 3");
  });
});
