/**
 * Templates are ready before they are used. Foundry does not wait for work started in `init`, and the
 * chat log draws the stored messages as soon as the world is set up, so the card waits for the
 * preload; the roll dialog's parts list the partials their templates include, which Foundry's
 * Handlebars application loads before its first render.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { actionCard } from "../cards/actions/cards";
import { makeWorld } from "../cards/actions/world";
import { DIALOG_PARTS, DIALOG_TEMPLATES, templateFile } from "../../src/templates";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function partialsOf(path: string): string[] {
  const source = readFileSync(templateFile(path), "utf8");
  return [...source.matchAll(/\{\{>\s*"([^"]+)"/g)].map((m) => m[1]);
}

describe("roll dialog parts", () => {
  it.each(Object.entries(DIALOG_PARTS))("%s lists every partial its template includes", (_name, part) => {
    for (const partial of partialsOf(part.template)) expect(part.templates).toContain(partial);
  });

  it("reads the partials a template includes (the check above is not empty): the whole form's are the parts", () => {
    expect(partialsOf(DIALOG_TEMPLATES.whole)).toEqual([
      DIALOG_PARTS.fields.template,
      DIALOG_PARTS.odds.template,
      DIALOG_PARTS.footer.template,
    ]);
  });
});

describe("chat card rendering during the preload", () => {
  it("waits for the templates started in init before rendering", async () => {
    let finish = () => {};
    const loadTemplates = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const renderTemplate = vi.fn(async () => "<div></div>");
    await makeWorld({ gmConnected: false });
    const base = (globalThis as unknown as { foundry: object }).foundry;
    vi.stubGlobal("foundry", { ...base, applications: { handlebars: { loadTemplates, renderTemplate } } });
    const templates = await import("../../src/templates");
    const { renderCard } = await import("../../src/chat/chat-message");
    void templates.preloadTemplates();
    const env = { localize: (key: string) => key, canAct: true, actor: null, newerRoll: false, cleanHTML: (html: string) => html };
    const rendered = renderCard(actionCard(), env);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderTemplate).not.toHaveBeenCalled();
    finish();
    await rendered;
    expect(renderTemplate).toHaveBeenCalledTimes(1);
    // Started once, however often it is asked for.
    void templates.preloadTemplates();
    expect(loadTemplates).toHaveBeenCalledTimes(1);
  });
});

describe("a preload that fails", () => {
  it("is logged once and resolves, so cards still render (their templates fetched on demand)", async () => {
    const loadTemplates = vi.fn(() => Promise.reject(new Error("404 dice.hbs")));
    const renderTemplate = vi.fn(async () => "<div>card</div>");
    await makeWorld({ gmConnected: false });
    const base = (globalThis as unknown as { foundry: object }).foundry;
    vi.stubGlobal("foundry", { ...base, applications: { handlebars: { loadTemplates, renderTemplate } } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const templates = await import("../../src/templates");
    const { renderCard } = await import("../../src/chat/chat-message");
    await expect(templates.preloadTemplates()).resolves.toBeUndefined();
    await expect(templates.templatesLoaded()).resolves.toBeUndefined();
    const env = { localize: (key: string) => key, canAct: true, actor: null, newerRoll: false, cleanHTML: (html: string) => html };
    expect(await renderCard(actionCard(), env)).toBe("<div>card</div>");
    expect(await renderCard(actionCard(), env)).toBe("<div>card</div>");
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
