/**
 * The XSS sweep: seeded attack payloads in every user-controlled text field that reaches HTML (every
 * free-text field of every actor, item and roll-card model, document names, clock names, oracle rows
 * and table names, chat command arguments), through every sink (the sheets of every type through
 * their context builders and real templates, every kind of roll card as Foundry draws it, clock
 * cards, the clock panel, oracle cards, the delve site's table card, tooltips), parsed as a browser
 * parses it (tests/security/live-markup.ts). Nothing may come out live.
 *
 * The Foundry side runs with fakes of Foundry's plumbing only: the enricher turns a content link into
 * an anchor and leaves other text as it is (what TextEditor.enrichHTML does to text without enricher
 * syntax), templates render with the real Handlebars. The figures are printed: `npx vitest run
 * tests/security/xss-sweep.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installDataFakes, type SchemaField } from "../fakes/data-fields";
import type * as DataIndex from "../../src/data/index";
import { sweepPayloads, type Payload } from "./payloads";
import { fillText, renderMarked, stringsIn, Sweep } from "./sweep";
import { localize } from "../helpers/handlebars";
import { type SheetEnv, type SheetItem } from "../../src/applications/sheets/context/types";
import {
  ACTOR_TEMPLATES,
  CHARACTER_PARTS,
  ITEM_TEMPLATES,
} from "../../src/applications/sheets/sheet-templates";
import { CHARACTER_TABS } from "../../src/applications/sheets/context/character-context";
import { RULESET_SHEET_TEMPLATES } from "../../src/applications/sheets/context/forged-ties-context";
import { sampleIronsworn, sampleStarforged, sampleMoves } from "../../playground/sheets/samples";
import {
  sampleAugur,
  sampleConflict,
  sampleForgedTies,
  sampleStrike,
} from "../../playground/sheets/ruleset-samples";
import {
  actionCard,
  forgeCard,
  opposedCard,
  poolCard,
  progressCard,
  purchaseCard,
  strikeCard,
  threatCard,
} from "../cards/actions/cards";
import { oracleCard } from "../templates/card-fixtures";
import { type CardState } from "../../src/data/message/card-state";
import { systemFromCard } from "../../src/data/message/card-system";
import { FakeDocument } from "../fakes/game";
import { FakeChatMessage } from "../fakes/chat";
import { makeWorld } from "../cards/actions/world";
import { type OracleDraw } from "../../src/oracles/types";
import { TEMPLATE_SINKS } from "./sink-registry";

const SEED = 20;
const VARIANTS = 12;
const PAYLOADS = sweepPayloads(SEED, VARIANTS);

let models: typeof DataIndex;
const sweep = new Sweep(PAYLOADS);

/** Foundry's enricher on text without enricher syntax: the same text; a content link: an anchor. */
const enrichHTML = async (html: string) =>
  html.replace(/@UUID\[([^\]]+)\]\{([^}]*)\}/g, '<a class="content-link" data-uuid="$1">$2</a>');

function installFoundry(): void {
  installDataFakes();
  const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", {
    ...base,
    applications: {
      ux: { TextEditor: { implementation: { enrichHTML } } },
      handlebars: { renderTemplate: async (path: string, context: object) => renderMarked(path, context) },
      api: { DialogV2: { prompt: async () => null } },
    },
    utils: {
      fromUuid: async () => null,
      escapeHTML: (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    },
  });
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => localize(key),
      format: (key: string, data: Record<string, unknown>) => localize(key, data),
      has: () => true,
    },
  });
}

beforeAll(async () => {
  installFoundry();
  models = await import("../../src/data/index");
});
afterAll(() => vi.unstubAllGlobals());

function schemaOf(model: unknown): SchemaField {
  return (model as { schema: SchemaField }).schema;
}

/** A document's system data with `payload` in every free-text field; `doc` names its fields. */
function filledSystem(
  doc: string,
  model: unknown,
  base: Record<string, unknown>,
  payload: Payload,
): Record<string, unknown> {
  return fillText(base, schemaOf(model), (path) => sweep.text(payload, `${doc} system.${path}`));
}

/** Where the sheets are drawn: in Foundry, or on the playground's pages. */
type Place = "foundry" | "playground";

/**
 * The sheets' environment: in Foundry every string of the document enriched beforehand (the sheets
 * hand their HTML fields over; handing every string is the strictest), on the playground its own.
 */
async function sheetEnvFor(place: Place, strings: string[]): Promise<SheetEnv> {
  if (place === "playground") {
    const { createRichText } = await import("../../playground/sheets/rich-text");
    return { localize, html: createRichText(), editable: true, idPrefix: "pg-sweep" };
  }
  const env = await import("../../src/applications/sheets/foundry-env");
  const html = await env.enrichSources(strings);
  return env.sheetEnv(html, true, "vf-sweep");
}

function item(type: string, payload: Payload, base: Record<string, unknown>, id: string): SheetItem {
  const model = (models.itemModels as Record<string, unknown>)[type];
  return {
    id,
    uuid: `Item.${id}`,
    name: sweep.text(payload, `Item.${type} name`),
    type,
    img: "",
    sort: 0,
    system: filledSystem(`Item.${type}`, model, base, payload),
  };
}

function items(payload: Payload): {
  assets: SheetItem;
  track: SheetItem;
  move: SheetItem;
  site: SheetItem;
  aspect: SheetItem;
} {
  const sample = sampleIronsworn();
  const hound = sample.items.find((i) => i.type === "asset")!;
  const vow = sample.items.find((i) => i.type === "progress")!;
  const face = sampleMoves().find((m) => m.name === "Face Danger") ?? sampleMoves()[0];
  return {
    assets: item("asset", payload, hound.system as Record<string, unknown>, "sweep-asset"),
    track: item("progress", payload, vow.system as Record<string, unknown>, "sweep-vow"),
    move: item("move", payload, face.system as Record<string, unknown>, "sweep-move"),
    site: item("delveSite", payload, {}, "sweep-site"),
    aspect: item("siteAspect", payload, { aspect: "theme" }, "sweep-aspect"),
  };
}

async function sweepSheets(payload: Payload, place: Place): Promise<void> {
  const foundryEnv = (strings: string[]) => sheetEnvFor(place, strings);
  const rich = place === "foundry";
  const ctx = await import("../../src/applications/sheets/context/character-context");
  const actorCtx = await import("../../src/applications/sheets/context/actor-context");
  const itemCtx = await import("../../src/applications/sheets/context/item-context");
  const siteCtx = await import("../../src/applications/sheets/context/delve-site-context");
  const ft = await import("../../src/applications/sheets/context/forged-ties-context");
  const augur = await import("../../src/applications/sheets/context/augur-context");
  const strike = await import("../../src/applications/sheets/context/strike-context");
  const conflict = await import("../../src/applications/sheets/context/conflict-context");
  const it = items(payload);
  const actorModels = models.actorModels as Record<string, unknown>;

  // Characters (Ironsworn and Starforged), every tab, in and out of edit mode.
  for (const sample of [sampleIronsworn(), sampleStarforged()]) {
    const system = filledSystem("Actor.character", actorModels.character, sample.system, payload);
    const name = sweep.text(payload, "Actor.character name");
    const owned = [...sample.items, it.assets, it.track];
    const strings = [...stringsIn(system), ...stringsIn(owned), ...stringsIn(it.move), ...stringsIn(it.site)];
    const env = await foundryEnv(strings);
    // Every tab's section is drawn whichever is active (the active one is only shown), so one suffices.
    for (const activeTab of CHARACTER_TABS.slice(0, 1)) {
      for (const editMode of [false, true]) {
        sweep.attempt(`${place}: character ${String(system.ruleset)}${editMode ? " edit" : ""}`, () => {
          const context = ctx.buildCharacterContext(
            {
              name,
              img: "",
              system,
              items: owned,
              moves: [it.move],
              search: "",
              enabledRulesets: ["ironsworn", "starforged"],
              activeTab,
              richEditor: rich,
              editMode,
              sites: [it.site],
            },
            env,
          );
          return Object.values(CHARACTER_PARTS)
            .map((part) => renderMarked(part, context))
            .join("\n");
        });
      }
    }
  }

  // Foe, starship, shared.
  for (const [type, field, build, template] of [
    ["foe", "description", actorCtx.buildFoeContext, ACTOR_TEMPLATES.foe],
    ["starship", "notes", actorCtx.buildStarshipContext, ACTOR_TEMPLATES.starship],
    ["shared", "notes", actorCtx.buildSharedContext, ACTOR_TEMPLATES.shared],
  ] as const) {
    const system = filledSystem(`Actor.${type}`, actorModels[type], {}, payload);
    const owned = [it.assets, it.track];
    const actor = { name: sweep.text(payload, `Actor.${type} name`), img: "", system, items: owned };
    const env = await foundryEnv([...stringsIn(system), ...stringsIn(owned)]);
    sweep.attempt(`${place}: ${type} (${field})`, () => renderMarked(template, build(actor, env, rich)));
  }

  // Items on their own sheets.
  const env = await foundryEnv(stringsIn(it));
  sweep.attempt(`${place}: asset sheet`, () =>
    renderMarked(ITEM_TEMPLATES.asset, itemCtx.buildAssetSheetContext(it.assets, env)),
  );
  sweep.attempt(`${place}: progress sheet`, () =>
    renderMarked(ITEM_TEMPLATES.progress, itemCtx.buildProgressSheetContext(it.track, env, rich)),
  );
  sweep.attempt(`${place}: move sheet`, () =>
    renderMarked(ITEM_TEMPLATES.move, itemCtx.buildMoveSheetContext(it.move, env)),
  );
  sweep.attempt(`${place}: delve site sheet`, () =>
    renderMarked(ITEM_TEMPLATES.delveSite, siteCtx.buildDelveSiteSheetContext(it.site, env)),
  );
  sweep.attempt(`${place}: site aspect sheet`, () =>
    renderMarked(ITEM_TEMPLATES.siteAspect, siteCtx.buildSiteAspectSheetContext(it.aspect, env)),
  );

  // The Forged Ties, Augur, Strike! and team conflict sheets, in and out of edit mode.
  const rulesets = [
    ["forgedTiesCharacter", sampleForgedTies(), RULESET_SHEET_TEMPLATES.forgedTies],
    ["augurCharacter", sampleAugur(), RULESET_SHEET_TEMPLATES.augur],
    ["strikeCharacter", sampleStrike(), RULESET_SHEET_TEMPLATES.strike],
    ["conflict", sampleConflict(), RULESET_SHEET_TEMPLATES.conflict],
  ] as const;
  for (const [type, sample, template] of rulesets) {
    const system = filledSystem(`Actor.${type}`, actorModels[type], sample.system, payload);
    const names = Object.fromEntries(
      stringsIn(system).map((s) => [s, sweep.text(payload, "Actor (other) name")]),
    );
    const renv = await foundryEnv(stringsIn(system));
    for (const editMode of [false, true]) {
      const actor = {
        name: sweep.text(payload, `Actor.${type} name`),
        img: "",
        system,
        uuid: sample.uuid,
        editMode,
      };
      sweep.attempt(`${place}: ${type}${editMode ? " edit" : ""}`, () => {
        if (type === "forgedTiesCharacter")
          return renderMarked(template, ft.buildForgedTiesContext(actor, renv, names, rich));
        if (type === "augurCharacter")
          return renderMarked(template, augur.buildAugurContext(actor, renv, names, rich));
        if (type === "strikeCharacter")
          return renderMarked(template, strike.buildStrikeContext(actor, renv, rich));
        const tracker = (sample as ReturnType<typeof sampleConflict>).tracker;
        return renderMarked(template, conflict.buildConflictContext(actor, tracker, null, renv, names, rich));
      });
    }
  }
}

/** The rendered element of a message as the card drawing sees it: its content and buttons. */
class MessageElement {
  readonly content = { innerHTML: "core", textContent: null as string | null };
  querySelector(selector: string) {
    return selector === ".message-content" ? this.content : null;
  }
  querySelectorAll() {
    return [];
  }
}

/** A note naming something (a harm), so the card shows a name. */
const NAMED_NOTE = { id: "markedBroken" as const, count: 1, name: "" };

const CARDS: Record<string, () => CardState> = {
  action: () => actionCard({ moveUuid: "Item.sweepMove" }),
  progress: () => progressCard({ moveUuid: "Item.sweepMove" }),
  pool: () => poolCard({ moveUuid: "Item.sweepMove" }),
  threat: () => threatCard(),
  strike: () => strikeCard(),
  oracle: () => oracleCard(),
  forge: () => forgeCard(),
  opposed: () => opposedCard(),
  purchase: () => purchaseCard(),
};

async function sweepCards(payload: Payload): Promise<void> {
  const moveModel = (models.itemModels as Record<string, unknown>).move;
  const moveSystem = filledSystem("Item.move", moveModel, {}, payload);
  const move = new FakeDocument(
    "Item.sweepMove",
    moveSystem,
    [],
    sweep.text(payload, "Item.move name"),
    "move",
  );
  const world = await makeWorld({ others: [move] });
  installFoundryOver();
  const listeners = await import("../../src/chat/card-listeners");
  const { RollCardModel } = await import("../../src/data/message/roll-card");
  // The real language file, so names and labels filled into sentences show.
  const i18n = (globalThis as unknown as { game: { i18n: unknown } }).game;
  i18n.i18n = {
    localize: (key: string) => localize(key),
    format: (key: string, data: Record<string, unknown>) => localize(key, data),
    has: () => true,
  };
  const outcomes = { text: "<p>t</p>", match: "<p>m</p>" };
  for (const [kind, make] of Object.entries(CARDS)) {
    const card = { ...make(), notes: [NAMED_NOTE] } as CardState;
    if (card.kind === "action")
      card.moveOutcomes = { strongHit: outcomes, weakHit: outcomes, miss: outcomes };
    const stored = systemFromCard(card) as unknown as Record<string, unknown>;
    const filled = fillText(
      stored,
      schemaOf(RollCardModel),
      (path) => sweep.text(payload, `ChatMessage.roll system.${path}`),
      true,
    );
    // Once with every field attacked, once naming the attacked move (its outcome texts shown instead).
    const named = {
      ...filled,
      moveUuid: "Item.sweepMove",
      action: filled.action ? { ...(filled.action as object), moveOutcomes: null } : null,
    };
    for (const [label, system] of [
      [kind, filled],
      [`${kind} (move)`, named],
    ] as const) {
      const message = new FakeChatMessage({ type: "roll", system, author: world.users.owner.id });
      world.messages.set(message.id, message);
      const element = new MessageElement();
      await sweep.attemptAsync(`${label} card`, async () => {
        await listeners.onRenderChatMessageHTML(message as never, element);
        return element.content.textContent ?? element.content.innerHTML;
      });
    }
  }
}

/** After makeWorld set its own: Foundry's templates and enricher, over the world's fakes. */
function installFoundryOver(): void {
  const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", {
    ...base,
    applications: {
      ux: { TextEditor: { implementation: { enrichHTML } } },
      handlebars: { renderTemplate: async (path: string, context: object) => renderMarked(path, context) },
      api: { DialogV2: { prompt: async () => null } },
    },
  });
}

async function sweepClocks(payload: Payload): Promise<void> {
  const { clockPanelContext } = await import("../../src/applications/clocks/clock-list-context");
  const { CLOCK_PANEL_TEMPLATE } = await import("../../src/applications/clocks/clock-templates");
  const { drawClockCard } = await import("../../src/chat/clock-card-render");
  const clock = (field: string, id: string) => ({
    id,
    name: sweep.text(payload, field),
    segments: 6 as const,
    filled: 2,
    visibility: "all" as const,
  });
  for (const isGM of [true, false]) {
    sweep.attempt(`clock panel${isGM ? " (GM)" : ""}`, () => {
      const context = clockPanelContext(
        {
          worldClocks: [clock("world clock name", "w1")],
          characters: [
            {
              uuid: "Actor.a",
              name: sweep.text(payload, "Actor.character name"),
              clocks: [clock("Actor.character system.clocks.*.name", "c1")],
              owner: true,
            },
          ],
          isGM,
          odds: "likely",
          idPrefix: "vf-sweep",
        },
        (key, data) => localize(key, data),
      );
      return renderMarked(CLOCK_PANEL_TEMPLATE, context);
    });
  }
  for (const event of ["advance", "complete", "clear", "roll"] as const) {
    const flag = {
      event,
      clock: clock("world clock name", "w1"),
      added: 1,
      owner: sweep.text(payload, "clock card owner"),
      oracle: event === "roll" ? { odds: "likely", roll: 40 } : null,
    };
    const element = new MessageElement();
    await sweep.attemptAsync(`clock card ${event}`, async () => {
      await drawClockCard({ flags: { vowforge: { clock: flag } }, isContentVisible: true }, element);
      return element.content.innerHTML;
    });
  }
}

/** A draw on an oracle table whose rows, names, labels and links are all attack text. */
function attackDraw(payload: Payload): OracleDraw {
  const t = (field: string) => sweep.text(payload, field);
  const row = (id: string) => ({ id, text: t("RollTable result text"), range: [1, 100] as const });
  const linked: OracleDraw = {
    table: { name: t("RollTable name"), uuid: "RollTable.linked" },
    formula: "1d100",
    entries: [
      {
        roll: 7,
        row: row("l1"),
        rerolled: [],
        again: [],
        duplicate: false,
        linked: [],
        skipped: [],
        choice: null,
      },
    ],
  };
  return {
    table: { name: t("RollTable name"), uuid: "RollTable.asked" },
    formula: "1d100",
    entries: [
      {
        roll: 42,
        row: row("r1"),
        rerolled: [99],
        again: [
          {
            roll: 43,
            row: row("r2"),
            rerolled: [],
            again: [],
            duplicate: true,
            linked: [],
            skipped: [],
            choice: null,
          },
        ],
        duplicate: false,
        linked: [linked],
        skipped: [{ uuid: t("RollTable result link"), reason: "missing" }],
        choice: {
          options: [{ uuid: "RollTable.alt", label: t("RollTable alternative label") }],
          picked: { uuid: "RollTable.alt", by: "user" },
        },
      },
      {
        roll: 5,
        row: null,
        rerolled: [],
        again: [],
        duplicate: false,
        linked: [],
        skipped: [],
        choice: {
          options: [{ uuid: "RollTable.alt", label: t("RollTable alternative label") }],
          picked: null,
        },
      },
    ],
    curse: {
      die: 10,
      cursed: true,
      behavior: "addResult",
      uuid: "RollTable.cursed",
      draw: linked,
      missing: false,
    },
    regionSwap: { asked: t("RollTable name"), label: t("oracle region label") },
  };
}

/** The chat card of a roll on a delve site's tables, with attack text in the site, table and rows. */
async function sweepSiteRolls(payload: Payload): Promise<void> {
  const { denizenResultHtml, siteRollCardHtml } =
    await import("../../src/applications/sheets/site-roll-card");
  const { escapeHtml } = await import("../../src/html");
  const site = sweep.text(payload, "Item.delveSite name");
  sweep.attempt("delve site roll: feature", () =>
    siteRollCardHtml(
      site,
      "Feature",
      42,
      escapeHtml(sweep.text(payload, "Item.delveSite system.theme.features.*.text")),
    ),
  );
  for (const uuid of ["", "Actor.foe", sweep.text(payload, "Item.delveSite system.denizens.*.uuid")]) {
    const slot = { uuid, name: sweep.text(payload, "Item.delveSite system.denizens.*.name") };
    sweep.attempt("delve site roll: denizen", () =>
      siteRollCardHtml(site, "Denizen", 7, denizenResultHtml(slot, "Common", "Empty")),
    );
  }
}

async function sweepOracles(payload: Payload): Promise<void> {
  const { renderOracleCard } = await import("../../src/oracles/draw");
  await sweep.attemptAsync("oracle card", () => renderOracleCard(attackDraw(payload)));
  const { askAlternative } = await import("../../src/oracles/ask-alternative");
  let content = "";
  const base = (globalThis as unknown as { foundry: { applications: Record<string, unknown> } }).foundry;
  const applications = {
    ...base.applications,
    api: { DialogV2: { wait: async (config: { content: string }) => ((content = config.content), null) } },
  };
  vi.stubGlobal("foundry", { ...base, applications });
  await sweep.attemptAsync("oracle alternative dialog", async () => {
    await askAlternative(
      [{ uuid: "RollTable.alt", label: sweep.text(payload, "RollTable alternative label") }],
      {
        table: sweep.text(payload, "RollTable name"),
        row: { id: "r1", text: sweep.text(payload, "RollTable result text"), range: [1, 100] },
      },
    );
    return content;
  });
}

/** Chat commands with attack text as their free arguments, rolled and drawn as Foundry draws the card. */
async function sweepCommands(payload: Payload): Promise<void> {
  const { parseCommand } = await import("../../src/chat/commands/parse");
  const { resolveCommand } = await import("../../src/chat/commands/resolve");
  const { rollRequest } = await import("../../playground/roll-request");
  const { rollerFor } = await import("../../playground/prng");
  const listeners = await import("../../src/chat/card-listeners");
  const actor = {
    uuid: "Actor.hero",
    name: sweep.text(payload, "chat command actor name"),
    ruleset: "ironsworn" as const,
    values: { iron: 2, edge: 1 },
    momentum: 3,
  };
  const arg = (name: string) => sweep.text(payload, `chat command ${name}`);
  const lines = [
    `/progress 6 ${arg("progress track")}`,
    `/ask likely ${arg("ask question")}`,
    `/action iron 1 ${arg("action extra")}`,
    `/strike ${arg("strike extra")}`,
  ];
  for (const line of lines) {
    const parsed = parseCommand(line);
    if (!parsed?.ok || parsed.command.name === "help" || parsed.command.name === "oracle") continue;
    const resolved = resolveCommand(parsed.command, {
      actor,
      rulesets: ["ironsworn", "starforged", "forgedTies", "augur", "strike"],
      starforgedCancel: true,
      localize: (key) => localize(key),
    });
    if (!resolved.ok) continue;
    const card = rollRequest(resolved.request, rollerFor(SEED, payload.id));
    const message = new FakeChatMessage({ type: "roll", system: systemFromCard(card), author: "owner" });
    const element = new MessageElement();
    await sweep.attemptAsync(`command ${line.split(" ")[0]}`, async () => {
      await listeners.onRenderChatMessageHTML(message as never, element);
      return element.content.innerHTML;
    });
  }
}

/** Generous: the sweep does thousands of renders, and the machine is shared. */
const AREA_TIMEOUT = 240_000;

describe("the XSS sweep", () => {
  it(
    `tries ${PAYLOADS.length} payloads (seed ${SEED}, at least 38) on every sheet, as Foundry draws it`,
    async () => {
      expect(PAYLOADS.length).toBeGreaterThanOrEqual(38);
      for (const payload of PAYLOADS) await sweepSheets(payload, "foundry");
    },
    AREA_TIMEOUT,
  );

  it(
    "and as the playground draws it",
    async () => {
      for (const payload of PAYLOADS) await sweepSheets(payload, "playground");
    },
    AREA_TIMEOUT,
  );

  it(
    "on every kind of roll card, as Foundry draws it, and on cards made by chat commands",
    async () => {
      for (const payload of PAYLOADS) {
        await sweepCards(payload);
        await sweepCommands(payload);
      }
      installFoundry();
    },
    AREA_TIMEOUT,
  );

  it(
    "on clock cards, the clock panel, oracle cards, the oracle's question and delve site rolls",
    async () => {
      for (const payload of PAYLOADS) {
        await sweepClocks(payload);
        await sweepOracles(payload);
        await sweepSiteRolls(payload);
        installFoundry();
      }
    },
    AREA_TIMEOUT,
  );

  it("and nothing came out live", () => {
    const summary = sweep.summary();
    console.log(JSON.stringify(summary, null, 2));
    if (process.env.SWEEP_DEBUG) {
      const want = process.env.SWEEP_DEBUG;
      for (const f of sweep.live.filter((l) => sweep.fields[l.field] === want).slice(0, 8))
        console.log(PAYLOADS[f.payload].shape, f.render, JSON.stringify(f.hit));
    }
    expect(summary.fieldsReachingHtml).toBeGreaterThan(80);
    expect(summary.errors, sweep.errors.slice(0, 5).join("\n")).toBe(0);
    expect(summary.live, JSON.stringify(sweep.live.slice(0, 3), null, 1)).toBe(0);
    // Every sink of templates/ got attack text (what feeds each: tests/security/sink-registry.ts).
    const unreached = Object.keys(TEMPLATE_SINKS).filter(
      (name) => name.startsWith("templates/") && !sweep.sinks.get(name)?.size,
    );
    expect(unreached).toEqual([]);
  });
});
