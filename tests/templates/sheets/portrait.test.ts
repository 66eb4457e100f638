/**
 * The portrait opens Foundry's image picker: core's `editImage` sheet action reads `data-edit` from the
 * element carrying the action and refuses anything but an <img> (draw-steel 0.11.1 puts the action on
 * the img itself: templates/sheets/actor/hero-sheet/header.hbs). It can be reached and used from the keyboard.
 */
import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { buildFoeContext } from "../../../src/applications/sheets/context/actor-context";
import { ACTOR_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { sampleIronsworn, sampleMoves } from "../../../playground/sheets/samples";
import { renderCharacter, renderSheet, sheetEnv } from "./sheet-render";

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
