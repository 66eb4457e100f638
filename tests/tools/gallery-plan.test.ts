import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KIND_IDS } from "../../src/kinds/registry";
import { RULESETS } from "../../src/config";
import { CARD_SHOTS, CREATION_SHOTS, DIALOG_SHOTS, EXTRA_SHEET_SHOTS, GALLERY_LANGUAGE, SHEET_SHOTS, STATE_SHOTS, THEMES } from "../../tools/gallery/plan.mjs";
import { GAME_STEPS } from "../../src/applications/wizard/wizard-steps";

const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

/** The roll buttons (data-action) the playground's main page gives each ruleset, read from its BUTTONS table. */
function pageButtons(): Map<string, string[]> {
  const source = read("playground/app.ts");
  const table = source.slice(source.indexOf("const BUTTONS"), source.indexOf("};", source.indexOf("const BUTTONS")));
  const buttons = new Map<string, string[]>();
  let ruleset = "";
  for (const line of table.split("\n")) {
    const head = /^\s*(\w+): \[/.exec(line);
    if (head?.[1]) ruleset = head[1];
    for (const m of line.matchAll(/\["(\w+)", "\w+"\]/g)) buttons.set(ruleset, [...(buttons.get(ruleset) ?? []), m[1] ?? ""]);
  }
  expect([...buttons.keys()].sort()).toEqual([...RULESETS].sort());
  return buttons;
}

/** Every sheet the system registers, as "Actor.<type>" / "Item.<type>", read from its registerSheet calls. */
function registeredSheets(): string[] {
  const source = read("src/applications/sheets/register.ts");
  const found: string[] = [];
  for (const m of source.matchAll(/\b(Actors|Items)\.registerSheet\([^;]*?types:\s*\[([^\]]*)\]/g)) {
    const document = m[1] === "Actors" ? "Actor" : "Item";
    for (const t of (m[2] ?? "").matchAll(/"(\w+)"/g)) found.push(`${document}.${t[1]}`);
  }
  return found;
}

describe("the gallery covers every sheet type the system registers", () => {
  it("reads the registrations: actor and item sheets, each type once", () => {
    const types = registeredSheets();
    expect(types).toContain("Actor.character");
    expect(types).toContain("Item.asset");
    expect(new Set(types).size).toBe(types.length);
  });

  it("plans a shot of every registered sheet type, in both of Foundry's themes", () => {
    expect([...THEMES].sort()).toEqual(["dark", "light"]);
    const planned = Object.keys(SHEET_SHOTS);
    for (const type of registeredSheets()) expect(SHEET_SHOTS[type]?.length ?? 0, `sheet ${type} has no gallery shot`).toBeGreaterThan(0);
    // Nothing planned for a type no longer registered.
    expect(planned.sort()).toEqual(registeredSheets().sort());
  });

  it("each planned sheet shot names a sample of the sheets page (tests/browser/look.test.ts checks its form's type live)", () => {
    const sources = ["sheets-page.ts", "ruleset-page.ts", "other-sheets.ts", "samples.ts", "journal-sample.ts"].map((file) => read(`playground/sheets/${file}`)).join("\n");
    const ids = [...Object.values(SHEET_SHOTS).flat(), ...Object.keys(EXTRA_SHEET_SHOTS)];
    for (const id of ids) expect(sources, `no sample "${id}" on the sheets page`).toMatch(new RegExp(`(id|key): "${id}"|\\["${id}", sample`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the gallery script checks the sheet shots against the plan in every theme", () => {
    const script = read("tools/gallery/gallery.mjs");
    expect(script).toContain("SHEET_SHOTS");
    expect(script).toContain("data-document-type");
    expect(script).toContain("for (const theme of THEMES)");
  });
});

describe("the gallery covers every card kind and dialog", () => {
  it("plans a shot of every card kind the system has, from a button the main page shows", () => {
    const buttons = pageButtons();
    for (const kind of KIND_IDS) {
      const planned = CARD_SHOTS[kind];
      expect(planned, `card kind ${kind} has no gallery shot`).toBeDefined();
      expect(buttons.get(planned?.ruleset ?? "") ?? [], `${kind}: no ${planned?.action} button for ${planned?.ruleset}`).toContain(planned?.action);
    }
    // Nothing planned for a kind the system no longer has.
    expect(Object.keys(CARD_SHOTS).sort()).toEqual([...KIND_IDS].sort());
  });

  it("plans a shot of every dialog of the main page", () => {
    const page = read("playground/page.hbs");
    const dialogs = [...page.matchAll(/<dialog\b[^>]*data-role="([^"]+)"/g)].map((m) => m[1]);
    expect(dialogs.length).toBeGreaterThan(1);
    for (const role of dialogs) expect(Object.keys(DIALOG_SHOTS), `dialog ${role} has no gallery shot`).toContain(role);
  });

  it("plans a shot of every dialog the system opens (each dialog module of src/applications/dialogs)", () => {
    const dir = "src/applications/dialogs";
    const dialogs = readdirSync(new URL(`../../${dir}`, import.meta.url))
      .filter((file) => file.endsWith(".ts") && /DialogV2|ApplicationV2/.test(read(`${dir}/${file}`)))
      .map((file) => file.replace(/\.ts$/, ""));
    expect(dialogs).toContain("roll-dialog");
    for (const dialog of dialogs) expect(Object.keys(DIALOG_SHOTS), `dialog ${dialog} has no gallery shot`).toContain(dialog);
  });

  it("the gallery script takes each planned dialog and card state", () => {
    const script = read("tools/gallery/gallery.mjs");
    expect(script).toContain("CARD_SHOTS");
    expect(script).toContain("loadCardKinds");
    for (const role of Object.keys(DIALOG_SHOTS)) if (role !== "roll-dialog") expect(script).toContain(`dialog-${role}-`);
    for (const stem of Object.keys(STATE_SHOTS)) expect(script).toMatch(new RegExp(`${stem}[-"]`));
  });
});

describe("the gallery shows the clocks", () => {
  it("plans the clock panel of the main page and the clock cards it posts", async () => {
    const { CLOCK_SHOTS } = await import("../../tools/gallery/plan.mjs");
    expect(Object.keys(CLOCK_SHOTS).sort()).toEqual(["card-clock-complete", "card-clock-roll", "clocks-panel"]);
    expect(read("playground/page.hbs")).toContain('data-role="clocks"');
    expect(read("tools/gallery/gallery.mjs")).toContain("await clocks(page, server.url, out, theme, shots, missing);");
  });
});

describe("the gallery covers the guided creation and the truths dialog", () => {
  it("plans a shot of every kind of step of every game's creation, and of the truths dialog", () => {
    const steps = new Set(["game", ...Object.values(GAME_STEPS).flat()]);
    for (const step of steps) expect(Object.keys(CREATION_SHOTS), `step ${step} has no gallery shot`).toContain(`creation-${step}`);
    expect(Object.keys(CREATION_SHOTS)).toContain("truths-dialog");
    expect(read("tools/gallery/gallery.mjs")).toContain("await creation(page, server.url, out, theme, shots, missing);");
  });
});

describe("the gallery's page in another language", () => {
  it("is a language system.json lists, other than English", () => {
    const languages = (JSON.parse(read("system.json")) as { languages: { lang: string }[] }).languages.map((l) => l.lang);
    expect(GALLERY_LANGUAGE).not.toBe("en");
    expect(languages).toContain(GALLERY_LANGUAGE);
  });
});
