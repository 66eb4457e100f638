/**
 * The character sheet submits its whole form on every change (tests/fakes/form-submit.ts), momentum
 * included: marking a debility or an impact, or switching the ruleset, at full momentum must store the
 * change and bring momentum down to the new maximum, not refuse the whole update.
 */
import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../src/applications/sheets/context/character-context";
import { sampleIronsworn, sampleMoves, sampleStarforged, type SampleSheetActor } from "../../playground/sheets/samples";
import { build } from "../fakes/data-fields";
import { useDocumentWorld } from "../fakes/document-world";
import type { FakeDocument } from "../fakes/documents";
import { formFields, submitOnChange } from "../fakes/form-submit";
import { renderCharacter, sheetEnv } from "../templates/sheets/sheet-render";

const world = useDocumentWorld();
const { models } = world;

function clearMarks(actor: SampleSheetActor): SampleSheetActor {
  for (const group of ["debilities", "impacts"]) {
    const marks = actor.system[group] as Record<string, boolean> | undefined;
    if (marks) for (const key of Object.keys(marks)) marks[key] = false;
  }
  actor.system.momentum = 10;
  return actor;
}

function sheetOf(actor: SampleSheetActor): string {
  return renderCharacter(
    buildCharacterContext(
      { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn", "starforged"], activeTab: "tracks", richEditor: false },
      sheetEnv(),
    ),
  );
}

function stored(actor: FakeDocument): Record<string, unknown> {
  expect(actor.stored).toHaveLength(1);
  return actor.stored[0] as Record<string, unknown>;
}

describe("whole-form submission at full momentum", () => {
  it("the form sends momentum with every change", () => {
    const html = sheetOf(clearMarks(sampleIronsworn()));
    expect(formFields(html)).toMatchObject({ "system.momentum": 10, "system.debilities.wounded": false });
  });

  it("ticking a debility stores it and drops momentum to 9", async () => {
    const sample = clearMarks(sampleIronsworn());
    const actor = new world.ActorClass("character", build(models.CharacterModel, sample.system));
    const result = await actor.update(submitOnChange(sheetOf(sample), "system.debilities.wounded", true));
    expect(result).toBe(actor);
    expect(world.ui.shown).toEqual([]);
    const system = stored(actor).system as Record<string, unknown>;
    expect(system.debilities).toMatchObject({ wounded: true });
    expect(system.momentum).toBe(9);
  });

  it("ticking an impact stores it and drops momentum to 9", async () => {
    const sample = clearMarks(sampleStarforged());
    const actor = new world.ActorClass("character", build(models.CharacterModel, sample.system));
    await actor.update(submitOnChange(sheetOf(sample), "system.impacts.wounded", true));
    expect(world.ui.shown).toEqual([]);
    const system = stored(actor).system as Record<string, unknown>;
    expect(system.impacts).toMatchObject({ wounded: true });
    expect(system.momentum).toBe(9);
  });

  it("switching the ruleset to one whose marks lower the maximum stores it with momentum at that maximum", async () => {
    const sample = clearMarks(sampleIronsworn());
    (sample.system.impacts as Record<string, boolean>).wounded = true;
    (sample.system.impacts as Record<string, boolean>).shaken = true;
    const actor = new world.ActorClass("character", build(models.CharacterModel, sample.system));
    await actor.update(submitOnChange(sheetOf(sample), "system.ruleset", "starforged"));
    expect(world.ui.shown).toEqual([]);
    const system = stored(actor).system as Record<string, unknown>;
    expect(system.ruleset).toBe("starforged");
    expect(system.momentum).toBe(8);
  });

  it("still refuses momentum typed above the maximum", async () => {
    const sample = clearMarks(sampleIronsworn());
    sample.system.momentum = 9;
    (sample.system.debilities as Record<string, boolean>).wounded = true;
    const actor = new world.ActorClass("character", build(models.CharacterModel, sample.system));
    expect(await actor.update(submitOnChange(sheetOf(sample), "system.momentum", 10))).toBeUndefined();
    expect(actor.stored).toEqual([]);
    expect(world.ui.shown).toHaveLength(1);
  });

  it("the pre-update hook brings momentum down the same way for updates that reach it directly", async () => {
    const sample = clearMarks(sampleIronsworn());
    const actor = new world.ActorClass("character", build(models.CharacterModel, sample.system));
    const changes: Record<string, unknown> = { "system.debilities.maimed": true };
    expect(await actor.preUpdate(changes)).toBeUndefined();
    expect(changes).toEqual({ "system.debilities.maimed": true, "system.momentum": 9, "system.bars.momentum.value": 9 });
  });
});
