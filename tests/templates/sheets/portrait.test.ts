/**
 * The portrait opens Foundry's image picker: core's `editImage` sheet action reads `data-edit` from the
 * element carrying the action and refuses anything but an <img> (draw-steel 0.11.1 puts the action on
 * the img itself: templates/sheets/actor/hero-sheet/header.hbs). It can be reached and used from the keyboard.
 */
import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { buildFoeContext } from "../../../src/applications/sheets/context/actor-context";
import { ACTOR_TEMPLATES, ITEM_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { DEFAULT_ACTOR_IMAGE, DEFAULT_ITEM_IMAGE, discColour, hasOwnImage, initialsOf, monogram } from "../../../src/applications/sheets/context/portrait";
import { buildAssetSheetContext, buildMoveSheetContext, buildProgressSheetContext } from "../../../src/applications/sheets/context/item-context";
import { buildDelveSiteSheetContext } from "../../../src/applications/sheets/context/delve-site-context";
import { sampleIronsworn, sampleMoves } from "../../../playground/sheets/samples";
import { renderCharacter, renderSheet, sheetEnv } from "./sheet-render";
import { formFields } from "../../fakes/form-submit";

function character(editable: boolean): string {
  const actor = sampleIronsworn();
  return renderCharacter(
    buildCharacterContext(
      { name: actor.name, img: "portrait.webp", system: actor.system, items: actor.items, moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: false },
      sheetEnv({ editable }),
    ),
  );
}

function foe(editable: boolean): string {
  const context = buildFoeContext(
    { name: "Wolf", img: "wolf.webp", system: { rank: "dangerous", nature: "Beast", description: "", progress: { ticks: 0 } }, items: [] },
    sheetEnv({ editable }),
    false,
  );
  return renderSheet(ACTOR_TEMPLATES.foe, context);
}

/** The opening tag of every element carrying the editImage action. */
function actionTags(html: string): string[] {
  return (html.match(/<[a-z]+\b[^>]*data-action="editImage"[^>]*>/g) ?? []);
}

describe.each([
  ["character", character],
  ["foe (actor header)", foe],
])("%s portrait", (_name, render) => {
  it("carries the editImage action on the img itself, keyboard-reachable and named", () => {
    const tags = actionTags(render(true));
    expect(tags).toHaveLength(1);
    const tag = tags[0];
    expect(tag.startsWith("<img ")).toBe(true);
    expect(tag).toContain('data-edit="img"');
    expect(tag).toContain('tabindex="0"');
    expect(tag).toContain('role="button"');
    expect(tag).toMatch(/aria-label="[^"]+"/);
    expect(render(true)).not.toMatch(/<button[^>]*data-action="editImage"/);
  });

  it("is a plain picture when the sheet is not editable", () => {
    const html = render(false);
    expect(actionTags(html)).toEqual([]);
    expect(html).toMatch(/<img class="vf-sheet__portrait"/);
    expect(html).not.toMatch(/vf-sheet__portrait[^>]*tabindex/);
  });
});

describe("an actor without its own image", () => {
  const foeWith = (img: string, name = "Bone-gnawer wolf pack") =>
    renderSheet(ACTOR_TEMPLATES.foe, buildFoeContext({ name, img, system: { rank: "dangerous", nature: "Beast", description: "", progress: { ticks: 0 } }, items: [] }, sheetEnv({ editable: true }), false));
  const srcOf = (html: string) => /<img class="vf-sheet__portrait[^"]*" src="([^"]*)"/.exec(html)?.[1] ?? "";

  it("keeps an image the user chose", () => {
    expect(srcOf(foeWith("worlds/wolf.webp"))).toBe("worlds/wolf.webp");
    expect(hasOwnImage("worlds/wolf.webp")).toBe(true);
  });

  const monogramOfHtml = (html: string) => /<img class="vf-sheet__monogram" src="([^"]*)"/.exec(html)?.[1] ?? "";

  it.each([DEFAULT_ACTOR_IMAGE, `/${DEFAULT_ACTOR_IMAGE}`, "", "  "])("draws a monogram on a coloured disc over %j, the image below still the editImage target", (img) => {
    const html = foeWith(img);
    const drawn = decodeURIComponent(monogramOfHtml(html));
    expect(drawn.startsWith("data:image/svg+xml,")).toBe(true);
    expect(drawn).toContain(">BP</text>");
    expect(drawn).toContain(`fill='${discColour("Bone-gnawer wolf pack")}'`);
    expect(html).toMatch(/<img class="vf-sheet__monogram"[^>]*alt=""[^>]*aria-hidden="true"/);
    expect(html).not.toMatch(/<img class="vf-sheet__monogram"[^>]*data-(edit|action)/);
    expect(actionTags(html)).toHaveLength(1);
    expect(actionTags(html)[0]).not.toContain("data:");
    expect(srcOf(html)).toBe(img);
  });

  it("draws no monogram over an image the user chose", () => {
    expect(monogramOfHtml(foeWith("worlds/wolf.webp"))).toBe("");
  });

  it.each([
    ["foe", (img: string) => foeWith(img)],
    ["character", (img: string) => renderCharacter(buildCharacterContext({ name: "Kaila Ashborn", img, system: sampleIronsworn().system, items: [], moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: false }, sheetEnv({ editable: true })))],
  ])("a whole-form submit of the %s sheet sends the stored image, never the monogram", (_name, render) => {
    for (const img of [DEFAULT_ACTOR_IMAGE, ""]) expect(formFields(render(img)).img).toBe(img);
    expect(formFields(render("worlds/kaila.webp")).img).toBe("worlds/kaila.webp");
  });

  it("takes the initials of the first and last words, letters and digits only", () => {
    expect(initialsOf('Ren "Lantern" Okafor')).toBe("RO");
    expect(initialsOf("mira")).toBe("M");
    expect(initialsOf("  élise du ünal ")).toBe("ÉÜ");
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("'\"<>&")).toBe("?");
  });

  it("escapes nothing dangerous into the picture and keeps each name's colour", () => {
    const src = decodeURIComponent(monogram("<script>alert(1)</script>").slice("data:image/svg+xml,".length));
    expect(src).not.toContain("<script");
    expect(src).toContain(">SS</text>");
    expect(discColour("Kaila Ashborn")).toBe(discColour("Kaila Ashborn"));
    expect(new Set(["Kaila Ashborn", "Ren Okafor", "Orrin Flint", "Mira", "Brannoc", "Wayfarer", "The company"].map(discColour)).size).toBeGreaterThan(2);
  });
});

describe("the item sheets' image", () => {
  const kaila = sampleIronsworn();
  const hound = kaila.items.find((i) => i.name === "Hound");
  const vow = kaila.items.find((i) => i.id === "vow1");
  const move = sampleMoves().find((m) => m.name === "Face Danger");
  if (!hound || !vow || !move) throw new Error("sample data changed");
  const site = { ...vow, id: "site", type: "delveSite", name: "The Sunken Barrow", system: { rank: "dangerous", ticks: 4, objective: "", theme: {}, domain: {}, denizens: [], description: "" } };
  const sheets = [
    ["asset", (item: typeof hound, editable = true) => renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(item, sheetEnv({ editable })))],
    ["progress", (item: typeof vow, editable = true) => renderSheet(ITEM_TEMPLATES.progress, buildProgressSheetContext(item, sheetEnv({ editable }), false))],
    ["move", (item: typeof move, editable = true) => renderSheet(ITEM_TEMPLATES.move, buildMoveSheetContext(item, sheetEnv({ editable })))],
    ["delve site", (item: typeof vow, editable = true) => renderSheet(ITEM_TEMPLATES.delveSite, buildDelveSiteSheetContext(item, sheetEnv({ editable })))],
  ] as const;
  const items = { asset: hound, progress: vow, move, "delve site": site } as const;

  it.each(sheets)("%s: the item's own image in the header band, core's editImage on the img itself", (name, render) => {
    const item = { ...items[name], img: "worlds/pictures/one.webp" };
    const html = render(item);
    expect(html).toMatch(/<header class="vf-sheet__header vf-band vf-item-header">/);
    const tags = actionTags(html);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/^<img class="vf-sheet__portrait vf-sheet__portrait--editable" src="worlds\/pictures\/one.webp"/);
    expect(tags[0]).toContain('data-edit="img"');
    expect(tags[0]).toContain('tabindex="0"');
    expect(tags[0]).toContain('role="button"');
    expect(tags[0]).toContain('aria-label="Change image"');
    expect(formFields(html).img).toBe("worlds/pictures/one.webp");
    // Not editable: the picture only.
    expect(actionTags(render(item, false))).toEqual([]);
    expect(render(item, false)).toContain('<img class="vf-sheet__portrait" src="worlds/pictures/one.webp"');
  });

  it.each(sheets)("%s: a monogram over Foundry's default item image, which stays the submitted value", (name, render) => {
    const html = render({ ...items[name], img: DEFAULT_ITEM_IMAGE });
    expect(html).toMatch(/<img class="vf-sheet__monogram" src="data:image\/svg\+xml,[^"]+" alt="" aria-hidden="true"/);
    expect(formFields(html).img).toBe(DEFAULT_ITEM_IMAGE);
    expect(hasOwnImage(DEFAULT_ITEM_IMAGE)).toBe(false);
  });
});
