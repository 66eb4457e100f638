/**
 * The entry module (src/vowforge.ts) as Foundry loads it: imported, then its `init` hook, then its
 * `ready` hook, with fakes for Foundry's plumbing only (tests/fakes/foundry-entry.ts). What it
 * registers is checked against system.json, lang/en.json and the templates on disk, so a wiring
 * mistake (a subtype without a model or a sheet, a hook name Foundry never fires, a setting without a
 * label) fails here rather than in Foundry.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { langLookup } from "../helpers/handlebars";
import {
  build,
  NumberField,
  SchemaField,
  TypeDataModel,
  type DataField,
} from "../fakes/data-fields";
import { FakeActorSheet, FakeItemSheet } from "../fakes/foundry-sheets";
import { installEntryFakes, type EntryFakes, type HookRegistration } from "../fakes/foundry-entry";
import type * as DataIndex from "../../src/data/index";
import type * as MacroArgs from "../../src/macros/macro-args";

const ROOT = path.resolve(__dirname, "../..");

interface SystemManifest {
  id: string;
  socket?: boolean;
  primaryTokenAttribute?: string;
  secondaryTokenAttribute?: string;
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
}

const SYSTEM = JSON.parse(readFileSync(path.join(ROOT, "system.json"), "utf8")) as SystemManifest;
const ACTOR_TYPES = Object.keys(SYSTEM.documentTypes.Actor);
const ITEM_TYPES = Object.keys(SYSTEM.documentTypes.Item);

/**
 * Hook names Foundry v13 fires that the system listens to: the game's lifecycle (init, ready), the
 * hotbar drop, the chat input (chatMessage), the document hooks of actors and chat messages
 * (update / create / delete + the document name; preUpdate of chat messages, which guards roll cards),
 * and the render hook of the RollTable sidebar tab (render + its v13 application class,
 * RollTableDirectory) and of the compendium sidebar (CompendiumDirectory). A name outside this list (a typo, or a
 * v12 name v13 no longer fires) fails the test; add a name only after checking v13 fires it.
 */
const FOUNDRY_V13_HOOKS = [
  "init",
  "ready",
  "hotbarDrop",
  "chatMessage",
  "updateActor",
  "createChatMessage",
  "deleteChatMessage",
  // dnd5e listens to it too (dnd5e.mjs: Hooks.on("updateChatMessage", ...)).
  "updateChatMessage",
  "preUpdateChatMessage",
  "renderRollTableDirectory",
  "renderCompendiumDirectory",
  // The clock panel's button and redraws: the Actors sidebar tab (ActorDirectory), actors coming and
  // going, and the first save of a world setting (Setting documents fire the document hooks too; the
  // Global Progress Clocks module listens to createSetting for the same reason).
  "renderActorDirectory",
  "createActor",
  "deleteActor",
  "createSetting",
  // The truths dialog's button: the Journal sidebar tab (JournalDirectory).
  "renderJournalDirectory",
] as const;

/**
 * Hooks several rooms listen to for their own reasons: updateActor redraws the cards of the actor
 * (src/cards/log-cards.ts), the clock panel when a character's clocks change
 * (src/applications/clocks/register.ts), and the open conflict sheets the actor plays in
 * (src/applications/sheets/conflict-refresh.ts); createActor redraws the clock panel and offers the
 * guided creation to the user who created a character (src/applications/wizard/register.ts);
 * renderCompendiumDirectory hides the packs of disabled rulesets (src/applications/compendium/
 * hide-packs.ts) and gives a GM the Datasworn import button (src/applications/import/on-demand.ts).
 */
const HOOK_COUNTS: Readonly<Record<string, number>> = { updateActor: 3, createActor: 2, renderCompendiumDirectory: 2 };

/** Hooks fired by modules rather than Foundry, which the system listens to when the module is there. */
const MODULE_HOOKS = [
  // Dice So Nice fires it once its 3D dice are ready, with its API.
  "diceSoNiceReady",
] as const;

/** Hooks that fire once per session; a handler of any other should not be dropped after one call. */
const ONCE_HOOKS = ["init", "ready", "diceSoNiceReady"];

/** Denominations of Foundry v13's own dice terms (Coin, Die, FateDie), which a system term must not take. */
const CORE_DENOMINATIONS = ["c", "d", "f"];

/** The members of the `vowforge` global, as macros and other modules call them. */
const GLOBAL_MEMBERS = [
  "api",
  "loadRules",
  "performRoll",
  "RollDialog",
  "rollWithDialog",
  "rollMacro",
  "openOracles",
  "drawOracle",
  "openClocks",
  "openGuide",
  "openTruths",
  "openImport",
  "importDatasworn",
];

type ModelClass = (abstract new (...args: never[]) => unknown) & { schema: SchemaField };

/** The field at a dotted path of a schema, or undefined. */
function fieldAt(schema: SchemaField, dotted: string): DataField | undefined {
  let field: DataField | undefined = schema;
  for (const key of dotted.split(".")) {
    if (!(field instanceof SchemaField)) return undefined;
    field = field.fields[key];
  }
  return field;
}

/** The value at a dotted path of an object, or undefined. */
function valueAt(target: unknown, dotted: string): unknown {
  let node = target;
  for (const key of dotted.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Every .hbs file under templates/, as system paths. */
function templatesOnDisk(dir = path.join(ROOT, "templates")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return templatesOnDisk(full);
    return entry.name.endsWith(".hbs")
      ? [`systems/${SYSTEM.id}/${path.relative(ROOT, full).split(path.sep).join("/")}`]
      : [];
  });
}

let fakes: EntryFakes;
let registeredAtImport: HookRegistration[];
let everyHook: HookRegistration[];
let consoleErrors: MockInstance;
let consoleWarnings: MockInstance;
let entry: {
  rules: unknown;
  dataModels: typeof DataIndex.dataModels;
  TRACKABLE_ATTRIBUTES: Record<string, { bar: string[]; value: string[] }>;
  RollCardModel: unknown;
  VowforgeActor: unknown;
  VowforgeItem: unknown;
  DICE_TERMS: Record<string, { name: string; DENOMINATION: string }>;
  ROLL_CLASSES: readonly unknown[];
  SCHEMA_VERSION: number;
  SOCKET_NAME: string;
  VowforgeChatMessage: unknown;
  registerDiceSoNice: unknown;
  macroCommand: typeof MacroArgs.macroCommand;
};

beforeAll(async () => {
  consoleErrors = vi.spyOn(console, "error");
  consoleWarnings = vi.spyOn(console, "warn");
  fakes = installEntryFakes();
  await import("../../src/vowforge");
  registeredAtImport = [...fakes.hooks.registered];
  fakes.hooks.callAll("init");
  // Everything registered by the import and by init, before ready's once-hooks are dropped.
  everyHook = [
    ...registeredAtImport,
    ...fakes.hooks.registered.filter((r) => !registeredAtImport.includes(r)),
  ];
  fakes.hooks.callAll("ready");
  const data = await import("../../src/data/index");
  const dice = await import("../../src/dice/index");
  entry = {
    rules: await import("../../src/rules/index"),
    dataModels: data.dataModels,
    TRACKABLE_ATTRIBUTES: data.TRACKABLE_ATTRIBUTES,
    RollCardModel: (await import("../../src/kinds/card-model")).RollCardModel,
    VowforgeActor: (await import("../../src/documents/actor")).VowforgeActor,
    VowforgeItem: (await import("../../src/documents/item")).VowforgeItem,
    DICE_TERMS: dice.DICE_TERMS,
    ROLL_CLASSES: dice.ROLL_CLASSES,
    SCHEMA_VERSION: (await import("../../src/migrations/schema-version")).SCHEMA_VERSION,
    SOCKET_NAME: (await import("../../src/cards/socket")).SOCKET_NAME,
    VowforgeChatMessage: (await import("../../src/chat/chat-message")).VowforgeChatMessage,
    registerDiceSoNice: (await import("../../src/dice/dice-so-nice")).registerDiceSoNice,
    macroCommand: (await import("../../src/macros/macro-args")).macroCommand,
  };
  // The ready hook starts the world migration without waiting for it.
  await vi.waitFor(() => expect(fakes.settings.values.has(`${SYSTEM.id}.schemaVersion`)).toBe(true));
});

afterAll(() => {
  consoleErrors.mockRestore();
  consoleWarnings.mockRestore();
  vi.unstubAllGlobals();
});

describe("the entry module on import", () => {
  it("registers init and ready once and the Dice So Nice hook, and nothing else yet", () => {
    expect(registeredAtImport.map(({ name, once }) => ({ name, once }))).toEqual(
      expect.arrayContaining([
        { name: "init", once: true },
        { name: "ready", once: true },
        { name: "diceSoNiceReady", once: true },
      ]),
    );
    // Cards are drawn by the ChatMessage class's renderHTML, not by a render hook.
    expect(registeredAtImport).toHaveLength(3);
    expect(registeredAtImport.find((r) => r.name === "diceSoNiceReady")?.fn).toBe(entry.registerDiceSoNice);
  });
});

describe("init and ready", () => {
  it("run without an error or a warning on the console", () => {
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(consoleWarnings).not.toHaveBeenCalled();
    expect(fakes.notifications).toEqual([]);
  });

  it("puts the system's configuration in CONFIG.VOWFORGE", async () => {
    expect(fakes.config.VOWFORGE).toBe((await import("../../src/config")).VOWFORGE);
  });
});

describe("hooks", () => {
  it("every hook registered is one Foundry v13 (or a module the system supports) fires", () => {
    const known: readonly string[] = [...FOUNDRY_V13_HOOKS, ...MODULE_HOOKS];
    const unknown = everyHook.map((r) => r.name).filter((name) => !known.includes(name));
    expect(unknown).toEqual([]);
  });

  it("registers the chat command, hotbar, oracle sidebar and card redraw hooks on init, each once", () => {
    const names = everyHook.map((r) => r.name).sort();
    const expected = [...FOUNDRY_V13_HOOKS, ...MODULE_HOOKS].flatMap((n) => Array<string>(HOOK_COUNTS[n] ?? 1).fill(n));
    expect(names).toEqual(expected.sort());
    for (const registration of everyHook) {
      expect(typeof registration.fn, registration.name).toBe("function");
      expect(registration.once, registration.name).toBe(ONCE_HOOKS.includes(registration.name));
    }
  });

  it("init and ready are gone once they ran; the per-event hooks stay", () => {
    expect(fakes.hooks.of("init")).toEqual([]);
    expect(fakes.hooks.of("ready")).toEqual([]);
    for (const name of FOUNDRY_V13_HOOKS.filter((n) => n !== "init" && n !== "ready")) {
      expect(fakes.hooks.of(name), name).toHaveLength(HOOK_COUNTS[name] ?? 1);
    }
  });
});

describe("data models and document classes", () => {
  it("every subtype system.json declares has a data model, and every model registered is a declared subtype", () => {
    const config = fakes.config as unknown as Record<string, { dataModels?: Record<string, unknown> }>;
    for (const [documentName, subtypes] of Object.entries(SYSTEM.documentTypes)) {
      expect(Object.keys(config[documentName]?.dataModels ?? {}).sort(), documentName).toEqual(
        Object.keys(subtypes).sort(),
      );
    }
    for (const documentName of ["Actor", "Item", "ChatMessage"]) {
      expect(Object.keys(SYSTEM.documentTypes), documentName).toContain(documentName);
    }
  });

  it("registers the models of src/data/index.ts, each a TypeDataModel", () => {
    expect(fakes.config.Actor.dataModels).toEqual(entry.dataModels.Actor);
    expect(fakes.config.Item.dataModels).toEqual(entry.dataModels.Item);
    for (const Model of [
      ...Object.values(fakes.config.Actor.dataModels),
      ...Object.values(fakes.config.Item.dataModels),
    ]) {
      expect((Model as ModelClass).prototype).toBeInstanceOf(TypeDataModel);
    }
  });

  it("sets the roll card model as CONFIG.ChatMessage.dataModels.roll", () => {
    expect(fakes.config.ChatMessage.dataModels.roll).toBe(entry.RollCardModel);
    expect((entry.RollCardModel as ModelClass).prototype).toBeInstanceOf(TypeDataModel);
  });

  it("uses the system's Actor and Item classes, built on Foundry's", () => {
    expect(fakes.config.Actor.documentClass).toBe(entry.VowforgeActor);
    expect(fakes.config.Item.documentClass).toBe(entry.VowforgeItem);
    expect(fakes.config.ChatMessage.documentClass).toBe(entry.VowforgeChatMessage);
    const globals = globalThis as unknown as {
      Actor: abstract new () => unknown;
      Item: abstract new () => unknown;
    };
    expect((entry.VowforgeActor as ModelClass).prototype).toBeInstanceOf(globals.Actor);
    expect((entry.VowforgeItem as ModelClass).prototype).toBeInstanceOf(globals.Item);
  });
});

describe("trackable attributes", () => {
  it("are given for declared actor subtypes only", () => {
    expect(fakes.config.Actor.trackableAttributes).toBe(entry.TRACKABLE_ATTRIBUTES);
    for (const subtype of Object.keys(entry.TRACKABLE_ATTRIBUTES)) expect(ACTOR_TYPES).toContain(subtype);
  });

  it("every bar is a { value, max } of numbers on a new actor of its subtype, every value a number", () => {
    for (const [subtype, { bar, value }] of Object.entries(entry.TRACKABLE_ATTRIBUTES)) {
      const model = build(fakes.config.Actor.dataModels[subtype], {});
      for (const attribute of bar) {
        const shown = valueAt(model, attribute);
        expect(shown, `${subtype}: ${attribute}`).toEqual(
          expect.objectContaining({ value: expect.any(Number), max: expect.any(Number) }),
        );
      }
      for (const attribute of value) {
        expect(
          fieldAt((fakes.config.Actor.dataModels[subtype] as ModelClass).schema, attribute),
          `${subtype}: ${attribute}`,
        ).toBeInstanceOf(NumberField);
      }
    }
  });

  it("the token bars system.json names are trackable bars of the character", () => {
    const characterBars = entry.TRACKABLE_ATTRIBUTES.character.bar;
    expect(characterBars).toContain(SYSTEM.primaryTokenAttribute);
    expect(characterBars).toContain(SYSTEM.secondaryTokenAttribute);
  });
});

describe("dice", () => {
  it("every dice term of src/dice/index.ts is in CONFIG.Dice.terms under its denomination, beside Foundry's own", () => {
    for (const [denomination, Term] of Object.entries(entry.DICE_TERMS)) {
      expect(fakes.config.Dice.terms[denomination], denomination).toBe(Term);
      expect(Term.DENOMINATION).toBe(denomination);
      expect(CORE_DENOMINATIONS).not.toContain(denomination);
    }
    expect(Object.keys(fakes.config.Dice.terms)).toContain("d");
  });

  it("every dice term is in CONFIG.Dice.termTypes under its class name, by which a saved roll rebuilds it", () => {
    for (const Term of Object.values(entry.DICE_TERMS)) {
      expect(fakes.config.Dice.termTypes[Term.name], Term.name).toBe(Term);
    }
    expect(Object.keys(fakes.config.Dice.termTypes)).toEqual(
      expect.arrayContaining(["FakeDie", "ChallengeDie", "ThreatDie", "CursedDie"]),
    );
  });

  it("every roll class is in CONFIG.Dice.rolls, after Foundry's Roll, with a class name of its own", () => {
    const rolls = fakes.config.Dice.rolls as unknown[];
    for (const Roll of entry.ROLL_CLASSES) expect(rolls).toContain(Roll);
    expect(rolls).toHaveLength(entry.ROLL_CLASSES.length + 1);
    // Foundry rebuilds a stored roll by finding its class name in CONFIG.Dice.rolls.
    const names = rolls.map((Roll) => (Roll as { name: string }).name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("sheets", () => {
  it("registers one default sheet per actor and item subtype, under the system's id", () => {
    for (const [documentName, subtypes] of [
      ["Actor", ACTOR_TYPES],
      ["Item", ITEM_TYPES],
    ] as const) {
      for (const subtype of subtypes) {
        const sheets = fakes.sheets.filter(
          (s) => s.documentName === documentName && s.options.types?.includes(subtype),
        );
        expect(sheets, `${documentName}.${subtype}`).toHaveLength(1);
        expect(sheets[0].options.makeDefault, `${documentName}.${subtype}`).toBe(true);
      }
    }
    for (const sheet of fakes.sheets) expect(sheet.scope).toBe(SYSTEM.id);
  });

  it("no sheet names a subtype system.json lacks, or is registered for every subtype", () => {
    for (const sheet of fakes.sheets) {
      const declared = sheet.documentName === "Actor" ? ACTOR_TYPES : ITEM_TYPES;
      expect(sheet.options.types?.length, "a sheet without types applies to every subtype").toBeGreaterThan(
        0,
      );
      for (const type of sheet.options.types ?? [])
        expect(declared, `${sheet.documentName} sheet`).toContain(type);
    }
  });

  it("actor sheets are actor sheets and item sheets item sheets, each with a label in lang/en.json", () => {
    for (const sheet of fakes.sheets) {
      const base = sheet.documentName === "Actor" ? FakeActorSheet : FakeItemSheet;
      expect((sheet.sheetClass as ModelClass).prototype, String(sheet.options.label)).toBeInstanceOf(base);
      expect(langLookup(String(sheet.options.label)), String(sheet.options.label)).toEqual(
        expect.any(String),
      );
    }
  });

  it("every declared subtype has its type name in lang/en.json (TYPES.<Document>.<subtype>)", () => {
    for (const [documentName, subtypes] of Object.entries(SYSTEM.documentTypes)) {
      for (const subtype of Object.keys(subtypes)) {
        expect(langLookup(`TYPES.${documentName}.${subtype}`), `${documentName}.${subtype}`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});

describe("settings", () => {
  it("registers every setting once, under the system's id", () => {
    const ids = fakes.settings.registrations.map((r) => `${r.namespace}.${r.key}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const registration of fakes.settings.registrations) expect(registration.namespace).toBe(SYSTEM.id);
  });

  it("every setting (the world's, and each user's own) has a name, hint and choice labels that exist in lang/en.json", () => {
    const world = fakes.settings.registrations.filter((r) => r.data.scope === "world");
    expect(world.length).toBeGreaterThan(0);
    for (const { key, data } of fakes.settings.registrations) {
      expect(data.name, key).toEqual(expect.any(String));
      expect(langLookup(String(data.name)), `${key}: ${data.name}`).toEqual(expect.any(String));
      if (data.hint !== undefined)
        expect(langLookup(data.hint), `${key}: ${data.hint}`).toEqual(expect.any(String));
      if (data.config)
        expect(data.hint, `${key}: a setting shown in the settings window explains itself`).toEqual(
          expect.any(String),
        );
      for (const label of Object.values(data.choices ?? {}))
        expect(langLookup(label), `${key}: ${label}`).toEqual(expect.any(String));
    }
    // Besides world settings, only the user's own: the welcome window at start, the offer of the guided creation.
    expect(fakes.settings.registrations.filter((r) => r.data.scope !== "world").map((r) => [r.key, r.data.scope])).toEqual([
      ["guide.welcome", "client"],
      ["creation.offerOnCreate", "client"],
    ]);
  });

  it("every client setting is shown in the settings window with a name and hint in lang/en.json", () => {
    const client = fakes.settings.registrations.filter((r) => r.data.scope !== "world");
    expect(client.map((r) => r.key)).toEqual(["guide.welcome", "creation.offerOnCreate"]);
    for (const { key, data } of client) {
      expect(data.scope, key).toBe("client");
      expect(data.config, key).toBe(true);
      expect(langLookup(String(data.name)), `${key}: ${data.name}`).toEqual(expect.any(String));
      expect(langLookup(String(data.hint)), `${key}: ${data.hint}`).toEqual(expect.any(String));
    }
  });

  it("adds the guide's button to the settings window for every user, opening the welcome window", async () => {
    expect(fakes.settings.menus.map((m) => `${m.namespace}.${m.key}`)).toEqual([`${SYSTEM.id}.guide.menu`, `${SYSTEM.id}.import.menu`]);
    const [menu] = fakes.settings.menus;
    expect(menu.data.restricted).toBe(false);
    for (const key of [menu.data.name, menu.data.label, menu.data.hint]) expect(langLookup(String(key)), String(key)).toEqual(expect.any(String));
    const { GuideMenu } = await import("../../src/applications/guide/on-demand");
    expect(menu.data.type).toBe(GuideMenu);
    // Foundry constructs the menu's class and renders it: that opens the welcome window from its chunk.
    const { WelcomeDialog } = await import("../../src/applications/guide/welcome");
    const { FakeApplicationV2 } = await import("../fakes/foundry-application");
    const open = () => FakeApplicationV2.instances.filter((app) => app instanceof WelcomeDialog && app.rendered);
    await vi.waitFor(() => expect(open()).toHaveLength(1));
    const [welcome] = open();
    const fronts = welcome.frontCount;
    await new (menu.data.type as new () => { render(): Promise<unknown> })().render();
    // The same window, rendered again and raised, not a second one.
    expect(open()).toEqual([welcome]);
    expect(welcome.frontCount).toBe(fronts + 1);
  });

  it("adds the Datasworn import's button to the settings window, for a GM only, as a class of the runtime script", async () => {
    const menu = fakes.settings.menus.find((m) => m.key === "import.menu");
    expect(menu?.data.restricted).toBe(true);
    for (const key of [menu?.data.name, menu?.data.label, menu?.data.hint]) expect(langLookup(String(key)), String(key)).toEqual(expect.any(String));
    const { ImportMenu } = await import("../../src/applications/import/on-demand");
    expect(menu?.data.type).toBe(ImportMenu);
  });
});

describe("enrichers", () => {
  it("adds @Move, @Oracle and @Roll to CONFIG.TextEditor.enrichers, each with an id, a global pattern and a render callback", () => {
    const enrichers = fakes.config.TextEditor.enrichers as Array<{ id: string; pattern: RegExp; enricher: unknown; onRender: unknown }>;
    expect(enrichers.map((e) => e.id)).toEqual(["vowforge.move", "vowforge.oracle", "vowforge.roll"]);
    for (const entry of enrichers) {
      // Foundry requires a global pattern (Foundry's API reference, CONFIG.TextEditorEnricherConfig).
      expect(entry.pattern.flags, entry.id).toContain("g");
      expect(typeof entry.enricher, entry.id).toBe("function");
      expect(typeof entry.onRender, entry.id).toBe("function");
    }
    const matches = (i: number, text: string) => [...text.matchAll(enrichers[i].pattern)].map((m) => [m[1], m[2]]);
    expect(matches(0, "When you @Move[Face Danger], or @Move[move:starforged/fate/pay_the_price]{pay}")).toEqual([
      ["Face Danger", undefined],
      ["move:starforged/fate/pay_the_price", "pay"],
    ]);
    expect(matches(1, "Roll @Oracle[Action] and @Oracle[Theme]{a theme}.")).toEqual([
      ["Action", undefined],
      ["Theme", "a theme"],
    ]);
    expect(matches(2, "@Roll[action edge +1]{Edge}, not @UUID[Item.x]{y}")).toEqual([["action edge +1", "Edge"]]);
  });
});

describe("templates", () => {
  it("every template preloaded is a file in templates/", () => {
    expect(fakes.templates.length).toBeGreaterThan(0);
    for (const template of fakes.templates) {
      expect(template.startsWith(`systems/${SYSTEM.id}/templates/`), template).toBe(true);
      expect(existsSync(path.join(ROOT, template.slice(`systems/${SYSTEM.id}/`.length))), template).toBe(
        true,
      );
    }
  });

  it("every partial a template includes by its path is preloaded (so Foundry has registered it)", () => {
    const loaded = new Set(fakes.templates);
    // The creation's and the truths' windows load their templates with their parts, in their chunk
    // (tests/applications/wizard/wizard-foundry.test.ts and truths/truths.test.ts hold those).
    const ownLoading = (t: string) => /\/templates\/(wizard|truths)\//.test(t);
    for (const template of templatesOnDisk().filter((t) => !ownLoading(t))) {
      const source = readFileSync(path.join(ROOT, template.slice(`systems/${SYSTEM.id}/`.length)), "utf8");
      for (const [, partial] of source.matchAll(/\{\{~?>\s*"([^"]+)"/g)) {
        expect(loaded.has(partial), `${template} includes ${partial}`).toBe(true);
      }
    }
  });
});

describe("ready", () => {
  it("listens on the system socket, which system.json turns on", () => {
    expect(SYSTEM.socket).toBe(true);
    expect(entry.SOCKET_NAME).toBe(`system.${SYSTEM.id}`);
    expect(fakes.socket.listeners.map((l) => l.name)).toEqual([entry.SOCKET_NAME]);
  });

  it("as the active GM of an empty world, brings the data version up to the current schema", () => {
    expect(fakes.settings.get(SYSTEM.id, "schemaVersion")).toBe(entry.SCHEMA_VERSION);
  });

  it("opens the welcome window for the GM, who has not turned it off", async () => {
    const { WelcomeDialog } = await import("../../src/applications/guide/welcome");
    const { FakeApplicationV2 } = await import("../fakes/foundry-application");
    // The window's chunk loads on demand: the window follows `ready` by a moment.
    const welcomes = () => FakeApplicationV2.instances.filter((app) => app instanceof WelcomeDialog);
    await vi.waitFor(() => expect(welcomes()).toHaveLength(1));
    const welcome = welcomes();
    await vi.waitFor(() => expect(welcome[0].rendered).toBe(true));
    expect(welcome[0].lastContext).toMatchObject({ showAtStart: true, gm: true, rulesets: "This world plays Ironsworn and Starforged." });
  });
});

describe("the vowforge global", () => {
  it("has the documented members, the rules engine among them, fetched when asked for", async () => {
    const vowforge = (globalThis as unknown as { vowforge: Record<string, unknown> }).vowforge;
    expect(Object.keys(vowforge).sort()).toEqual([...GLOBAL_MEMBERS].sort());
    expect(await (vowforge.loadRules as () => Promise<unknown>)()).toBe(entry.rules);
    for (const member of GLOBAL_MEMBERS.filter((m) => m !== "api"))
      expect(typeof vowforge[member], member).toBe("function");
  });

  it("hangs the module API on game.system as api, the same object as vowforge.api (docs/api.md)", async () => {
    const { api } = await import("../../src/api/index");
    const system = (globalThis as unknown as { game: { system: { id: string; api?: unknown } } }).game.system;
    expect(system.api).toBe(api);
    expect(system.id).toBe("vowforge");
    expect((globalThis as unknown as { vowforge: { api: unknown } }).vowforge.api).toBe(api);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it("runs the command a hotbar macro is made with: with nobody to roll for, it says so", async () => {
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      body: string,
    ) => () => Promise<unknown>;
    await new AsyncFunction(entry.macroCommand({ kind: "stat", stat: "edge" }))();
    expect(fakes.notifications.map((n) => ({ level: n.level, message: n.message }))).toEqual([
      { level: "warn", message: expect.stringContaining(String(langLookup("VOWFORGE.Stat.edge"))) },
    ]);
    fakes.notifications.length = 0;
  });
});
