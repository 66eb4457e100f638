/**
 * The character sheet's stats: one control per stat. In play each stat is a roll button showing its
 * value once; in edit mode the same place holds the stat's number field instead (never both).
 */
import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { sampleIronsworn, sampleMoves } from "../../../playground/sheets/samples";
import { renderSheet, sheetEnv } from "./sheet-render";
import { CHARACTER_PARTS } from "../../../src/applications/sheets/sheet-templates";

function stats(editMode: boolean, editable = true): string {
  const kaila = sampleIronsworn();
  const context = buildCharacterContext(
    { name: kaila.name, img: kaila.img, system: kaila.system, items: kaila.items, moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: false, editMode },
    sheetEnv({ editable }),
  );
  return renderSheet(CHARACTER_PARTS.stats, context);
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("stats", () => {
  it("in play: five roll buttons, no number fields, and an edit toggle not pressed", () => {
    const html = stats(false);
    expect(count(html, 'data-action="roll"')).toBe(5);
    expect(count(html, 'type="number"')).toBe(0);
    expect(html).toContain('data-action="toggleEdit" aria-pressed="false"');
  });

  it("in edit mode: five number fields named for the data, no roll buttons", () => {
    const html = stats(true);
    expect(count(html, 'data-action="roll"')).toBe(0);
    expect(count(html, 'type="number"')).toBe(5);
    expect(html).toContain('name="system.stats.edge" value="2"');
    expect(html).toContain('data-action="toggleEdit" aria-pressed="true"');
  });

  it("a sheet the user cannot edit never enters edit mode and has no toggle", () => {
    const html = stats(true, false);
    expect(count(html, 'data-action="roll"')).toBe(5);
    expect(html).not.toContain("toggleEdit");
  });
});
