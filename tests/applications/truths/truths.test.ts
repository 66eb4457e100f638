/**
 * The truths: read from the real truths packs (one category per journal, one option per page with its
 * range and its own table), picked or rolled (a d100 on the options, a second on the option's table),
 * checked, and written as one world journal of one page per category; the dialog in fake Foundry
 * writes the journal in one call, and cancelling writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateDocuments } from "../../../tools/packs/build.mjs";
import { choiceProblems, CUSTOM, emptyChoices, readChoices, rolledText, rollTruth } from "../../../src/applications/truths/truth-choices";
import { truthCategories, type TruthCategory, type TruthEntryLike } from "../../../src/applications/truths/truth-data";
import { truthSets } from "../../../src/applications/truths/truth-sets";
import { truthJournal } from "../../../src/applications/truths/truth-journal";
import { type TruthsContext } from "../../../src/applications/truths/truth-context";
import type { TruthsDialog as TruthsDialogClass } from "../../../src/applications/truths/truths-dialog";
import { localize, partsMissingPartials } from "../../helpers/handlebars";
import { asValues } from "../wizard/answers";
import { fakeApplicationsApi, fakeControl, type FakeApplicationV2 } from "../../fakes/foundry-application";
import { fakePack, installCreationGlobals, type FakePack, type Notified, type Source } from "../../fakes/creation-foundry";
import { diceQueue, fakeConfigDice, FakeRoll } from "../../fakes/dice";
import { fakeSettings } from "../../fakes/settings";
import { cleanHTML } from "../../../src/clean-html";

let sources: (name: string) => Source[];
let ironsworn: TruthCategory[];
let starforged: TruthCategory[];

beforeAll(() => {
  const { packs } = generateDocuments();
  sources = (name) => (packs.find((p: { name: string }) => p.name === name)?.documents ?? []) as Source[];
  ironsworn = truthCategories(sources("ironsworn-truths") as unknown as TruthEntryLike[]);
  starforged = truthCategories(sources("starforged-truths") as unknown as TruthEntryLike[]);
}, 60_000);

function dice(...faces: number[]): () => Promise<number> {
  const queue = [...faces];
  return async () => {
    const face = queue.shift();
    if (face === undefined) throw new Error("no die left");
    return face;
  };
}

describe("the truths of the packs", () => {
  it("reads every category with its three options, their ranges, and the tables of the options that have one", () => {
    expect(ironsworn.map((c) => c.name)).toEqual(["The Old World", "Iron", "Legacies", "Communities", "Leaders", "Defense", "Mysticism", "Religion", "Firstborn", "Beasts", "Horrors"]);
    expect(starforged).toHaveLength(14);
    for (const category of [...ironsworn, ...starforged]) {
      expect(category.options.map((o) => o.range)).toEqual([
        [1, 33],
        [34, 67],
        [68, 100],
      ]);
    }
    // "Your Character" pages are not options.
    expect(starforged.flatMap((c) => c.options).some((o) => o.name === "Your Character")).toBe(false);
    const cataclysm = starforged[0];
    expect(cataclysm.name).toBe("Cataclysm");
    expect(cataclysm.options.map((o) => o.table.length)).toEqual([4, 7, 5]);
    expect(cataclysm.options[0].table[1]).toEqual({ range: [26, 50], text: "Sudden dark matter decay" });
    expect(ironsworn.every((c) => c.options.every((o) => o.table.length === 0))).toBe(true);
  });

  it("lists the truths packs of the enabled games only, an expansion's while it is in use", () => {
    const pack = (collection: string, flags: Record<string, unknown>, documentName = "JournalEntry") => ({
      collection,
      documentName,
      metadata: { label: collection, flags: { vowforge: flags } },
    });
    const packs = [
      pack("vowforge.ironsworn-truths", { ruleset: "ironsworn", generated: "datasworn" }),
      pack("vowforge.starforged-truths", { ruleset: "starforged", generated: "datasworn" }),
      pack("vowforge.sundered-isles-truths", { ruleset: "starforged", expansion: "sunderedIsles", generated: "datasworn" }),
      pack("vowforge.ironsworn-reference", { ruleset: "ironsworn", generated: "own" }),
      pack("vowforge.ironsworn-oracles", { ruleset: "ironsworn", generated: "datasworn" }, "RollTable"),
    ];
    const inUse = (on: boolean) => (flags: unknown) => on || !(flags as { vowforge: { expansion?: string } }).vowforge.expansion;
    expect(truthSets(packs, ["ironsworn", "starforged"], inUse(false)).map((s) => s.id)).toEqual(["vowforge.ironsworn-truths", "vowforge.starforged-truths"]);
    expect(truthSets(packs, ["starforged"], inUse(true))).toEqual([
      { id: "vowforge.starforged-truths", label: "vowforge.starforged-truths", ruleset: "starforged" },
      { id: "vowforge.sundered-isles-truths", label: "vowforge.sundered-isles-truths", ruleset: "starforged" },
    ]);
    expect(truthSets(packs, ["forgedTies"], inUse(true))).toEqual([]);
  });
});

describe("picking and rolling", () => {
  it("rolls the option whose range holds the d100, then a row of its own table", async () => {
    const cataclysm = starforged[0];
    const roll = await rollTruth(cataclysm, { pick: "", sub: "", custom: "" }, dice(45, 12));
    expect(roll).toEqual({ choice: { pick: "1", sub: "0", custom: "" }, total: 45, tableTotal: 12 });
    expect(rolledText(cataclysm, roll, localize)).toBe(
      "Cataclysm: rolled 45, Interdimensional entities invaded our reality. On its table, 12: Corrupting biological scourges.",
    );
    for (const [total, pick] of [[1, "0"], [33, "0"], [34, "1"], [67, "1"], [68, "2"], [100, "2"]] as const) {
      expect((await rollTruth(cataclysm, { pick: "", sub: "", custom: "" }, dice(total, 50))).choice.pick).toBe(pick);
    }
    // An option without a table takes one die only.
    const iron = await rollTruth(ironsworn[1], { pick: "", sub: "", custom: "keep" }, dice(70));
    expect(iron).toEqual({ choice: { pick: "2", sub: "", custom: "keep" }, total: 70, tableTotal: null });
  });

  it("reads the row from the table of the option picked, and drops it when another option is picked", () => {
    const choices = emptyChoices(starforged);
    const first = readChoices(asValues({ "truth.0.pick": "1", "truth.0.sub.0": "2", "truth.0.sub.1": "3", "truth.0.custom": "" }), choices);
    expect(first[0]).toEqual({ pick: "1", sub: "3", custom: "" });
    const second = readChoices(asValues({ "truth.0.pick": "2" }), first);
    expect(second[0]).toEqual({ pick: "2", sub: "", custom: "" });
    expect(readChoices(asValues({}), first)[0]).toEqual(first[0]);
  });

  it("wants every category chosen, and our own words written when chosen", () => {
    const choices = emptyChoices(ironsworn).map((c, i) => (i === 0 ? { ...c, pick: CUSTOM } : i === 1 ? c : { ...c, pick: "0" }));
    expect(choiceProblems(ironsworn, choices)).toEqual([
      { code: "Blank", field: "truth.0.custom", data: { category: "The Old World" } },
      { code: "NoTruth", field: "truth.1.pick", data: { category: "Iron" } },
    ]);
    choices[0].custom = "Our own old world.";
    choices[1].pick = "7";
    expect(choiceProblems(ironsworn, choices).map((p) => p.field)).toEqual(["truth.1.pick"]);
  });

  it("writes one page per category: the option's page with the row of its table, or our own words escaped", () => {
    const choices = emptyChoices(starforged).map(() => ({ pick: "2", sub: "", custom: "" }));
    choices[0] = { pick: "1", sub: "4", custom: "" };
    choices[1] = { pick: CUSTOM, sub: "", custom: "Arks & <engines>\n\nThen the Forge." };
    const journal = truthJournal("Our Forge", starforged, choices, localize);
    expect(journal.name).toBe("Our Forge");
    expect(journal.pages.map((p) => p.name)).toEqual(starforged.map((c) => c.name));
    expect(journal.pages[0].text.content.startsWith("<p><strong>From its table:</strong> Beings of chaotic energy</p><p><strong>Roll 34–67</strong></p>")).toBe(true);
    expect(journal.pages[1].text.content).toBe("<p>Arks &amp; &lt;engines&gt;</p><p>Then the Forge.</p>");
    // A page holds the option's text through the one cleaner (src/clean-html.ts).
    expect(journal.pages[2].text.content).toBe(cleanHTML(starforged[2].options[2].html));
    expect(journal.pages.map((p) => p.sort)).toEqual(starforged.map((_, i) => (i + 1) * 100000));
  });
});

describe("the truths dialog in Foundry", () => {
  type Dialog = FakeApplicationV2 & { lastContext: TruthsContext };
  let TruthsDialog: typeof TruthsDialogClass;
  let notified: Notified;
  const create = vi.fn(async (data: unknown) => ({ data, sheet: { render: vi.fn() } }));
  let packs: FakePack[];

  beforeAll(async () => {
    const flags = (ruleset: string) => ({ vowforge: { ruleset, generated: "datasworn" } });
    packs = [
      fakePack("ironsworn-truths", "JournalEntry", "VOWFORGE.Pack.ironswornTruths", flags("ironsworn"), sources("ironsworn-truths")),
      fakePack("starforged-truths", "JournalEntry", "VOWFORGE.Pack.starforgedTruths", flags("starforged"), sources("starforged-truths")),
    ];
    const settings = fakeSettings(true);
    vi.stubGlobal("game", { settings });
    notified = installCreationGlobals(packs);
    const base = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
    vi.stubGlobal("foundry", {
      ...base,
      applications: {
        ...fakeApplicationsApi().applications,
        instances: new Map(),
        // The enricher's output is the page's own HTML here (Foundry resolves links in it).
        ux: { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } },
      },
    });
    vi.stubGlobal("CONFIG", { Dice: fakeConfigDice() });
    vi.stubGlobal("Roll", FakeRoll);
    vi.stubGlobal("CONST", { DOCUMENT_OWNERSHIP_LEVELS: { OBSERVER: 2 }, JOURNAL_ENTRY_PAGE_FORMATS: { HTML: 1 } });
    vi.stubGlobal("JournalEntry", { create });
    const { registerSettings } = await import("../../../src/settings");
    registerSettings();
    ({ TruthsDialog } = await import("../../../src/applications/truths/truths-dialog"));
  });

  afterAll(() => vi.unstubAllGlobals());

  /** Fills the dialog's form from what it draws, with `values` for the controls named. */
  function fill(dialog: Dialog, values: Record<string, string>): void {
    dialog.element.controls.clear();
    let n = 0;
    const add = (name: string, value: string, type: string, checked = false) => {
      const control = fakeControl(name, value, type);
      control.checked = checked;
      if (type !== "radio" && values[name] !== undefined) control.value = values[name];
      if (type === "radio") control.checked = values[name] === undefined ? checked : values[name] === value;
      dialog.element.controls.set(`${name}#${n++}`, control);
    };
    const context = dialog.lastContext;
    if (context.set) add("set", context.set.value, "select");
    context.categories.forEach((category) => {
      category.options.forEach((o) => {
        add(`truth.${category.index}.pick`, o.value, "radio", o.checked);
        if (o.table) add(o.table.name, o.table.value, "select");
      });
      add(`truth.${category.index}.pick`, CUSTOM, "radio", category.custom.checked);
      add(category.custom.text.name, category.custom.text.value, "textarea");
    });
  }

  it("writes the truths picked and rolled into one world journal the players may read", async () => {
    const dialog = (await TruthsDialog.open()) as unknown as Dialog;
    expect(dialog.lastContext.set?.options.map((o) => o.value)).toEqual(["vowforge.ironsworn-truths", "vowforge.starforged-truths"]);
    expect(dialog.lastContext.categories).toHaveLength(11);
    fill(dialog, { "truth.0.pick": "1", "truth.1.pick": CUSTOM, "truth.1.custom": "Iron is scarce." });
    diceQueue.set(...Array.from({ length: 9 }, (_, i) => 10 * (i + 1)));
    await dialog.act("truthsRollRest", { dataset: { action: "truthsRollRest" } });
    expect(dialog.lastContext.categories.map((c) => c.options.findIndex((o) => o.checked))).toEqual([1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
    fill(dialog, {});
    await dialog.submit();
    expect(create).toHaveBeenCalledTimes(1);
    const written = create.mock.calls[0][0] as { name: string; ownership: unknown; pages: Array<{ name: string; text: { content: string; format: number } }> };
    expect(written.name).toBe("Ironsworn Truths (campaign)");
    expect(written.ownership).toEqual({ default: 2 });
    expect(written.pages.map((p) => p.name)).toEqual(ironsworn.map((c) => c.name));
    expect(written.pages[1].text).toEqual({ content: "<p>Iron is scarce.</p>", format: 1 });
    expect(written.pages[0].text.content).toBe(cleanHTML(ironsworn[0].options[1].html));
    expect(notified.info.at(-1)).toBe("The journal Ironsworn Truths (campaign) is written.");
    expect(dialog.rendered).toBe(false);
  });

  it("keeps the dialog open and names what is missing; cancelling then writes nothing", async () => {
    create.mockClear();
    const dialog = (await TruthsDialog.open()) as unknown as Dialog;
    fill(dialog, { "truth.2.pick": "0" });
    await dialog.submit();
    expect(create).not.toHaveBeenCalled();
    expect(dialog.rendered).toBe(true);
    expect(dialog.lastContext.errors.items).toEqual([
      "Still without a truth: The Old World, Iron, Communities, Leaders, Defense, Mysticism, Religion, Firstborn, Beasts, Horrors. Choose one, roll, or write your own for each.",
    ]);
    expect(dialog.lastContext.categories[0].error).toBe("The Old World: choose a truth, roll one, or write your own.");
    diceQueue.set(50);
    fill(dialog, {});
    await dialog.act("truthsRoll", { dataset: { action: "truthsRoll", category: "0" } });
    expect(dialog.lastContext.errors.items[0]).toMatch(/^Still without a truth: Iron, Communities, /);
    expect(dialog.lastContext.categories[0].error).toBe("");
    await dialog.act("truthsCancel", { dataset: { action: "truthsCancel" } });
    expect(dialog.rendered).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

  it("loads with each part every partial it draws (its templates are not preloaded at init)", () => {
    expect(Object.keys(TruthsDialog.PARTS)).toEqual(["header", "list", "live", "footer"]);
    expect(partsMissingPartials(TruthsDialog.PARTS)).toEqual([]);
  });

  it("puts a button in the Journal sidebar for the GM of a world with truths, and none for a player", async () => {
    const { onRenderJournalDirectory } = await import("../../../src/applications/truths/register");
    const made: Array<{ className: string; dataset: Record<string, string> }> = [];
    const header = { append: (b: { className: string; dataset: Record<string, string> }) => made.push(b) };
    const directory = {
      querySelector: (selector: string) => (selector === ".directory-header .header-actions" ? header : selector.startsWith(".vf-open-truths") ? made.find((b) => b.className === "vf-open-truths") ?? null : null),
      ownerDocument: { createElement: () => ({ type: "", className: "", innerHTML: "", dataset: {} as Record<string, string>, setAttribute() {}, addEventListener() {}, append() {} }) },
    };
    onRenderJournalDirectory(null, directory as unknown as HTMLElement);
    expect(made.map((b) => b.dataset.action)).toEqual(["vowforgeOpenTruths"]);
    onRenderJournalDirectory(null, directory as unknown as HTMLElement);
    expect(made).toHaveLength(1);
    const game = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game;
    game.user.isGM = false;
    made.length = 0;
    onRenderJournalDirectory(null, directory as unknown as HTMLElement);
    expect(made).toHaveLength(0);
    game.user.isGM = true;
  });
});
