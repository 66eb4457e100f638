/**
 * Fakes of the Foundry plumbing the chat commands read: game.i18n (backed by the real lang/en.json),
 * game.settings, game.user, canvas.tokens, game.tables, game.packs, ui.notifications and ChatMessage.
 * Install them per test with installChatCommandFakes(); vitest's unstubAllGlobals removes them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { vi, type Mock } from "vitest";

const EN: Record<string, unknown> = JSON.parse(
  readFileSync(path.resolve(__dirname, "../../lang/en.json"), "utf8"),
);

/** The string at a dotted key of lang/en.json, or undefined. */
export function enString(key: string): string | undefined {
  let node: unknown = EN;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Like game.i18n.localize: the string, or the key itself when missing. */
export function localize(key: string): string {
  return enString(key) ?? key;
}

/** Like game.i18n.format: {name} placeholders filled from data. */
export function format(key: string, data: Record<string, unknown> = {}): string {
  return localize(key).replace(/{([^}]+)}/g, (whole, name: string) =>
    name in data ? String(data[name]) : whole,
  );
}

export interface FakeActor {
  uuid: string;
  name: string;
  /** The actor's subtype: every Foundry actor has one (system.json documentTypes.Actor). */
  type: string;
  system: unknown;
}

/** An Ironsworn character, as the chat commands read an assigned actor. */
export const KAI: FakeActor = {
  uuid: "Actor.kai",
  name: "Kai",
  type: "character",
  system: {
    ruleset: "ironsworn",
    stats: { edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 },
    meters: { health: 5, spirit: 5, supply: 5 },
    momentum: 4,
  },
};

export interface FakeTable {
  name: string;
  draw: Mock<(options?: { rollMode?: string }) => Promise<unknown>>;
}

/** A world or compendium table whose draw() is recorded. */
export function fakeTable(name: string): FakeTable {
  return { name, draw: vi.fn(async (_options?: { rollMode?: string }) => ({ results: [] }) as unknown) };
}

/** A compendium pack of the given document type holding `tables`. */
export function fakePack(documentName: string, tables: FakeTable[]) {
  return {
    documentName,
    getIndex: vi.fn(async () => tables.map((table, i) => ({ _id: `id${i}`, name: table.name }))),
    getDocument: vi.fn(async (id: string) => tables[Number(id.slice(2))] ?? null),
  };
}

export interface ChatCommandFakeOptions {
  /** Enabled rulesets (default: ironsworn and starforged). */
  rulesets?: string[];
  starforgedCancel?: boolean;
  rollMode?: string;
  /**
   * The Foundry generation (13 by default). On 14 the chat box's mode is the `core.messageMode`
   * setting under v14's names, and the old `core.rollMode` is gone (dnd5e#6958): read here as null.
   */
  generation?: 13 | 14;
  /** The user's assigned character. */
  character?: FakeActor | null;
  /** The actors of the tokens the user controls, first first. */
  controlled?: FakeActor[];
  tables?: FakeTable[];
  packs?: ReturnType<typeof fakePack>[];
}

/** Installs the fakes and returns the spies a test inspects. */
export function installChatCommandFakes(options: ChatCommandFakeOptions = {}) {
  const rulesets = options.rulesets ?? ["ironsworn", "starforged"];
  const generation = options.generation ?? 13;
  const settings: Record<string, unknown> = {
    "core.rollMode": generation === 14 ? null : (options.rollMode ?? "publicroll"),
    "vowforge.starforged.negativeMomentumCancels": options.starforgedCancel ?? true,
  };
  if (generation === 14) settings["core.messageMode"] = options.rollMode ?? "public";
  for (const id of ["ironsworn", "starforged", "forgedTies", "augur", "strike"]) {
    settings[`vowforge.ruleset.${id}`] = rulesets.includes(id);
  }
  for (const id of ["delve", "sunderedIsles"]) settings[`vowforge.expansion.${id}`] = false;
  const notifications = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const chatMessage = { create: vi.fn(async (data: unknown) => data) };
  vi.stubGlobal("game", {
    i18n: { localize, format },
    settings: {
      get: (scope: string, key: string) => {
        const id = `${scope}.${key}`;
        if (!(id in settings)) throw new Error(`setting ${id} is not registered`);
        return settings[id];
      },
    },
    release: { generation },
    user: { id: "user1", character: options.character ?? null },
    tables: options.tables ?? [],
    packs: options.packs ?? [],
  });
  vi.stubGlobal("canvas", { tokens: { controlled: (options.controlled ?? []).map((actor) => ({ actor })) } });
  vi.stubGlobal("ui", { notifications });
  vi.stubGlobal("ChatMessage", chatMessage);
  return { notifications, chatMessage };
}
