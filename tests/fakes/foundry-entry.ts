/**
 * Fakes of the Foundry plumbing the entry module (src/vowforge.ts) wires the system into: `Hooks`
 * (records on / once, and calls what was registered), `CONFIG` with its Actor / Item / ChatMessage /
 * Dice sections, `game.settings` (a registry that refuses to read a setting nobody registered, as
 * Foundry does), the sheet registration of `foundry.documents.collections.Actors` / `Items`,
 * `foundry.applications.handlebars.loadTemplates` (records the paths), and the parts of `game` the
 * `ready` hook reads (the user, the socket, an empty world). Builds on installSheetFakes() (sheet and
 * application base classes, data fields, dice) and installDocumentFakes() (Actor / Item base classes).
 *
 * Install with installEntryFakes() before importing src/vowforge.ts; vi.unstubAllGlobals removes it.
 */
import { vi } from "vitest";
import { fakeConfigDice } from "./dice";
import { installDocumentFakes } from "./documents";
import { installSheetFakes } from "./foundry-sheets";
import { makeUiFakes, type ShownNotification } from "./foundry-ui";
import { FakeSocket, fakeUser, type FakeUser } from "./game";
import { FakeHooks } from "./hooks";

export { FakeHooks, type HookRegistration } from "./hooks";

export interface SettingRegistration {
  namespace: string;
  key: string;
  data: {
    name?: string;
    hint?: string;
    scope?: string;
    config?: boolean;
    default?: unknown;
    choices?: Record<string, string>;
  };
}

export interface MenuRegistration {
  namespace: string;
  key: string;
  data: { name?: string; label?: string; hint?: string; icon?: string; type?: unknown; restricted?: boolean };
}

/**
 * `game.settings`: every register and registerMenu call in order (a menu is a button in the settings
 * window whose `type` Foundry constructs and renders: dnd5e module/settings.mjs), values set, and reads
 * that need a registration.
 */
export class FakeSettings {
  readonly registrations: SettingRegistration[] = [];
  readonly menus: MenuRegistration[] = [];
  readonly values = new Map<string, unknown>();

  register(namespace: string, key: string, data: SettingRegistration["data"]): void {
    this.registrations.push({ namespace, key, data });
  }

  registerMenu(namespace: string, key: string, data: MenuRegistration["data"]): void {
    this.menus.push({ namespace, key, data });
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const registration = this.registrations.find((r) => `${r.namespace}.${r.key}` === id);
    if (!registration) throw new Error(`${id} is not a registered game setting`);
    return this.values.has(id) ? this.values.get(id) : registration.data.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    this.get(namespace, key);
    this.values.set(`${namespace}.${key}`, value);
    return value;
  }
}

export interface SheetRegistration {
  documentName: "Actor" | "Item";
  scope: string;
  sheetClass: unknown;
  options: { types?: string[]; makeDefault?: boolean; label?: string };
}

function sheetCollection(
  documentName: SheetRegistration["documentName"],
  registrations: SheetRegistration[],
) {
  return {
    registerSheet(scope: string, sheetClass: unknown, options: SheetRegistration["options"] = {}): void {
      registrations.push({ documentName, scope, sheetClass, options });
    },
  };
}

/** The CONFIG sections the entry fills, as Foundry's core leaves them before a system's `init`. */
export interface EntryConfig {
  Actor: {
    documentClass: unknown;
    dataModels: Record<string, unknown>;
    trackableAttributes: Record<string, unknown>;
  };
  Item: { documentClass: unknown; dataModels: Record<string, unknown> };
  ChatMessage: { documentClass: unknown; dataModels: Record<string, unknown> };
  Dice: ReturnType<typeof fakeConfigDice>;
  sounds: { dice: string };
  /** Core's rich text configuration: the list custom enrichers join (Foundry's API reference, CONFIG.TextEditor). */
  TextEditor: { enrichers: unknown[] };
  [section: string]: unknown;
}

export interface EntryFakes {
  hooks: FakeHooks;
  config: EntryConfig;
  settings: FakeSettings;
  sheets: SheetRegistration[];
  /** Every path given to loadTemplates. */
  templates: string[];
  socket: FakeSocket;
  user: FakeUser;
  notifications: ShownNotification[];
}

/**
 * Installs every fake the entry module needs as globals. The user is the active GM of an empty world
 * (no actors, items, scenes or packs), so the `ready` hook's migration runs and finds nothing to change.
 */
export function installEntryFakes(): EntryFakes {
  installSheetFakes();
  installDocumentFakes();
  const base = (globalThis as unknown as { foundry: Record<string, Record<string, unknown>> }).foundry;
  const Actor = (globalThis as unknown as { Actor: unknown }).Actor;
  const Item = (globalThis as unknown as { Item: unknown }).Item;
  const ui = makeUiFakes();
  const fakes: EntryFakes = {
    hooks: new FakeHooks(),
    config: {
      Actor: { documentClass: Actor, dataModels: {}, trackableAttributes: {} },
      Item: { documentClass: Item, dataModels: {} },
      ChatMessage: { documentClass: null, dataModels: {} },
      Dice: fakeConfigDice(),
      sounds: { dice: "sounds/dice.wav" },
      TextEditor: { enrichers: [] },
    },
    settings: new FakeSettings(),
    sheets: [],
    templates: [],
    socket: new FakeSocket(),
    user: fakeUser("gm1", true, true),
    notifications: ui.shown,
  };
  let nextId = 0;
  vi.stubGlobal("foundry", {
    ...base,
    applications: {
      ...base.applications,
      handlebars: {
        loadTemplates: async (paths: string[]) => {
          fakes.templates.push(...paths);
          return [];
        },
      },
    },
    documents: {
      collections: {
        Actors: sheetCollection("Actor", fakes.sheets),
        Items: sheetCollection("Item", fakes.sheets),
      },
    },
    utils: { ...base.utils, randomID: () => `entry${String(++nextId).padStart(11, "0")}` },
  });
  // The ChatMessage base class the system's message class extends; rendering is not exercised here.
  vi.stubGlobal("ChatMessage", class ChatMessage {});
  vi.stubGlobal("Hooks", fakes.hooks);
  vi.stubGlobal("CONFIG", fakes.config);
  vi.stubGlobal("ui", { notifications: ui.notifications });
  vi.stubGlobal("game", {
    i18n: ui.i18n,
    settings: fakes.settings,
    user: fakes.user,
    userId: fakes.user.id,
    users: {
      activeGM: fakes.user,
      contents: [fakes.user],
      get: (id: string) => (id === fakes.user.id ? fakes.user : undefined),
    },
    socket: fakes.socket,
    actors: [],
    items: [],
    packs: [],
    scenes: [],
    messages: { contents: [] },
    data: { actors: [], items: [], scenes: [] },
    // The System document's object, which a system may add its own properties to on init (dnd5e.mjs).
    system: { id: "vowforge" },
  });
  return fakes;
}
