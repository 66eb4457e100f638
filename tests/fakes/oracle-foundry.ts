/**
 * Fakes of the Foundry plumbing an oracle draw touches: Roll (totals handed out in order),
 * ChatMessage (create, getSpeaker, and applyRollMode recording whisper and blind as Foundry does),
 * fromUuid over a set of RollTable-like documents, TextEditor.enrichHTML (turns @UUID links into
 * anchors), renderTemplate (the real oracle templates, strict Handlebars), game.settings / i18n /
 * user / users / packs and ui.notifications. Install per test; vi.unstubAllGlobals removes them.
 */
import { vi, type Mock } from "vitest";
import { type TableResultLike } from "../../src/oracles/table-data";
import { generateDocuments } from "../../tools/packs/build.mjs";
import { localize } from "../helpers/handlebars";
import { renderOracleTemplate } from "../oracles/render-oracle";
import { FakeApplicationV2 } from "./foundry-application";

/** A RollTable document as the oracle code reads it. */
export interface FakeRollTable {
  documentName: "RollTable";
  name: string;
  uuid: string;
  formula: string;
  replacement: boolean;
  /** The table's own flags (flags.vowforge: its Datasworn id, a cursed version). */
  flags: Record<string, unknown>;
  results: Array<TableResultLike & { flags: Record<string, unknown> }>;
  draw: Mock<(options?: { rollMode?: string; messageMode?: string }) => Promise<unknown>>;
  sheet: { render: ReturnType<typeof vi.fn> };
}

/** A compendium pack as the browser reads it. */
export interface FakePack {
  collection: string;
  documentName: string;
  metadata: { label: string; flags: Record<string, unknown> };
  getIndex: ReturnType<typeof vi.fn>;
}

let generated: { tables: Map<string, FakeRollTable>; packs: FakePack[] } | null = null;

/** Every generated RollTable as a fake document by UUID, and the RollTable packs. */
export function generatedTables(): { tables: Map<string, FakeRollTable>; packs: FakePack[] } {
  if (generated) return generated;
  const tables = new Map<string, FakeRollTable>();
  const packs: FakePack[] = [];
  for (const pack of generateDocuments().packs) {
    if (pack.type !== "RollTable") continue;
    const collection = `vowforge.${pack.name}`;
    const index: Array<Record<string, unknown>> = [];
    for (const doc of pack.documents) {
      const uuid = `Compendium.${collection}.RollTable.${String(doc._id)}`;
      tables.set(uuid, {
        documentName: "RollTable",
        name: String(doc.name),
        uuid,
        formula: String(doc.formula),
        replacement: true,
        flags: doc.flags as Record<string, unknown>,
        results: (
          doc.results as Array<TableResultLike & { _id: string; flags: Record<string, unknown> }>
        ).map((r) => ({
          ...r,
          id: r._id,
        })),
        draw: vi.fn(async () => undefined),
        sheet: { render: vi.fn(async () => undefined) },
      });
      index.push({ _id: doc._id, name: doc.name, sort: doc.sort, uuid });
    }
    packs.push({
      collection,
      documentName: "RollTable",
      metadata: {
        label: `VOWFORGE.Pack.${pack.name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())}`,
        // As system.json declares them (tools/packs/packs.mjs manifestPacks): an expansion's pack names it.
        flags: { vowforge: { ruleset: pack.ruleset, ...(pack.expansion ? { expansion: pack.expansion } : {}) } },
      },
      getIndex: vi.fn(async () => index),
    });
  }
  generated = { tables, packs };
  return generated;
}

/** The generated table of that name (first of the name). */
export function generatedTable(name: string): FakeRollTable {
  for (const table of generatedTables().tables.values()) if (table.name === name) return table;
  throw new Error(`no table ${name}`);
}

export interface OracleFakeOptions {
  /** Totals the dice give, in order. */
  totals?: number[];
  rollMode?: string;
  rulesets?: string[];
  /** Expansions switched on (none unless given). */
  expansions?: string[];
  /** Formulas Roll refuses (evaluate throws). */
  badFormulas?: string[];
  packs?: FakePack[];
  /** The Sundered Isles setting "roll the cursed die with oracles" (default on). */
  cursedOracles?: boolean;
}

/** A posted message's data and options. */
export interface Posted {
  data: Record<string, unknown>;
  options: Record<string, unknown>;
}

/** The fake window of the oracle fakes (FakeApplicationV2, which counts bringToFront). */
export class FakeWindow extends FakeApplicationV2 {}

export function installOracleFakes(options: OracleFakeOptions = {}) {
  FakeApplicationV2.instances = [];
  const totals = [...(options.totals ?? [])];
  const bad = options.badFormulas ?? [];
  const rolled: string[] = [];
  class FakeRoll {
    total: number | undefined;
    constructor(readonly formula: string) {}
    async evaluate(): Promise<this> {
      if (bad.includes(this.formula)) throw new Error(`bad formula ${this.formula}`);
      const next = totals.shift();
      if (next === undefined) throw new Error(`no total left for ${this.formula}`);
      rolled.push(this.formula);
      this.total = next;
      return this;
    }
    toJSON() {
      return { class: "Roll", formula: this.formula, total: this.total };
    }
  }
  const posted: Posted[] = [];
  const chatMessage = {
    getSpeaker: () => ({ alias: "Kai" }),
    applyRollMode(data: Record<string, unknown>, mode: string) {
      if (mode === "gmroll" || mode === "blindroll") data.whisper = ["gm1"];
      if (mode === "selfroll") data.whisper = ["user1"];
      data.blind = mode === "blindroll";
    },
    create: vi.fn(async (data: Record<string, unknown>, opts: Record<string, unknown> = {}) => {
      posted.push({ data, options: opts });
      return { id: `msg${posted.length}`, ...data };
    }),
  };
  const { packs } = generatedTables();
  // A copy per install: a test may remove a table without touching the others.
  const tables = new Map(generatedTables().tables);
  const notifications = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const rulesets = options.rulesets ?? ["ironsworn", "starforged"];
  const settings: Record<string, unknown> = { "core.rollMode": options.rollMode ?? "publicroll" };
  for (const id of ["ironsworn", "starforged", "forgedTies", "augur", "strike"]) {
    settings[`vowforge.ruleset.${id}`] = rulesets.includes(id);
  }
  for (const id of ["delve", "sunderedIsles"]) settings[`vowforge.expansion.${id}`] = (options.expansions ?? []).includes(id);
  settings["vowforge.sunderedIsles.cursedOracles"] = options.cursedOracles ?? true;
  settings["vowforge.starforged.currentRegion"] = "none";
  settings["vowforge.sunderedIsles.currentRegion"] = "none";
  // The world packs a Datasworn import made (src/settings.ts ImportedPacks): none in these worlds.
  settings["vowforge.import.packs"] = {};
  vi.stubGlobal("Roll", FakeRoll);
  vi.stubGlobal("ChatMessage", chatMessage);
  vi.stubGlobal("CONFIG", { sounds: { dice: "sounds/dice.wav" } });
  vi.stubGlobal("ui", { notifications });
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => localize(key),
      format: (key: string, data: Record<string, string>) => localize(key, data),
    },
    settings: {
      get: (scope: string, key: string) => {
        const id = `${scope}.${key}`;
        if (!(id in settings)) throw new Error(`setting ${id} is not registered`);
        return settings[id];
      },
    },
    user: { id: "user1" },
    packs: options.packs ?? packs,
  });
  vi.stubGlobal("foundry", {
    utils: { fromUuid: vi.fn(async (uuid: string) => tables.get(uuid) ?? null) },
    applications: {
      api: { ApplicationV2: FakeWindow, HandlebarsApplicationMixin: <T>(base: T): T => base },
      ux: {
        TextEditor: {
          implementation: {
            enrichHTML: async (html: string) =>
              html.replace(
                /@UUID\[([^\]]+)\](?:\{([^}]*)\})?/g,
                (_m, uuid: string, label?: string) =>
                  `<a class="content-link" data-uuid="${uuid}">${label ?? tables.get(uuid)?.name ?? "?"}</a>`,
              ),
          },
        },
      },
      handlebars: {
        renderTemplate: async (path: string, context: object) => renderOracleTemplate(path, context),
      },
    },
  });
  return { posted, rolled, notifications, chatMessage, tables, left: () => totals.length };
}
