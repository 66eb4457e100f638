/**
 * The chat part of the XSS sweep: every kind of roll card as Foundry draws it (chat-message.ts, with
 * the move it names), cards made by chat commands with attack text as their arguments, clock cards
 * and the clock panel, oracle cards and the question which table to roll, and delve site roll cards.
 */
import { vi } from "vitest";
import type * as DataIndex from "../../src/data/index";
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
import { type CardState, storeCard } from "../../src/kinds/registry";
import { type OracleDraw } from "../../src/oracles/types";
import { FakeDocument } from "../fakes/game";
import { FakeChatMessage } from "../fakes/chat";
import { makeWorld } from "../cards/actions/world";
import { localize } from "../helpers/handlebars";
import { type Payload } from "./payloads";
import { fillText, renderMarked, type Sweep } from "./sweep";
import { filledSystem, installFoundryOver, MessageElement, schemaOf } from "./sweep-foundry";

type Models = typeof DataIndex;

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

/** One payload in every text field of every kind of roll card, drawn as Foundry draws it. */
export async function sweepCards(sweep: Sweep, models: Models, payload: Payload): Promise<void> {
  const moveModel = (models.itemModels as Record<string, unknown>).move;
  const moveSystem = filledSystem(sweep, "Item.move", moveModel, {}, payload);
  const move = new FakeDocument(
    "Item.sweepMove",
    moveSystem,
    [],
    sweep.text(payload, "Item.move name"),
    "move",
  );
  const world = await makeWorld({ others: [move] });
  installFoundryOver();
  const listeners = await import("../../src/chat/chat-message");
  const { RollCardModel } = await import("../../src/kinds/card-model");
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
    const stored = storeCard(card) as unknown as Record<string, unknown>;
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

export async function sweepClocks(sweep: Sweep, payload: Payload): Promise<void> {
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
function attackDraw(sweep: Sweep, payload: Payload): OracleDraw {
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
export async function sweepSiteRolls(sweep: Sweep, payload: Payload): Promise<void> {
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

export async function sweepOracles(sweep: Sweep, payload: Payload): Promise<void> {
  const { renderOracleCard } = await import("../../src/oracles/draw");
  await sweep.attemptAsync("oracle card", () => renderOracleCard(attackDraw(sweep, payload)));
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
export async function sweepCommands(sweep: Sweep, payload: Payload, seed: number): Promise<void> {
  const { parseCommand } = await import("../../src/chat/commands/parse");
  const { resolveCommand } = await import("../../src/chat/commands/resolve");
  const { rollRequest } = await import("../../playground/roll-request");
  const { rollerFor } = await import("../../playground/prng");
  const listeners = await import("../../src/chat/chat-message");
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
    const card = rollRequest(resolved.request, rollerFor(seed, payload.id));
    const message = new FakeChatMessage({ type: "roll", system: storeCard(card), author: "owner" });
    const element = new MessageElement();
    await sweep.attemptAsync(`command ${line.split(" ")[0]}`, async () => {
      await listeners.onRenderChatMessageHTML(message as never, element);
      return element.content.innerHTML;
    });
  }
}
