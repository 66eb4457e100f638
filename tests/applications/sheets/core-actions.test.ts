/** Core's sheet actions reached from our templates: the portrait opens the image picker, tabs switch. */
import { describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { buildFoeContext } from "../../../src/applications/sheets/context/actor-context";
import { ACTOR_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { sampleIronsworn, sampleMoves } from "../../../playground/sheets/samples";
import { FakeActor, FakeActorSheet, type ActionTarget } from "../../fakes/foundry-sheets";
import { renderCharacter, renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

/** The element carrying `action` in rendered HTML, as a click target: its tag and data attributes. */
function targetOf(html: string, action: string): ActionTarget {
  const tag = new RegExp(`<([a-z]+)\\b[^>]*data-action="${action}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no element with data-action="${action}"`);
  const dataset: Record<string, string> = {};
  for (const [, name, value] of tag[0].matchAll(/data-([a-z-]+)="([^"]*)"/g)) dataset[name] = value;
  return { tagName: tag[1].toUpperCase(), dataset };
}

const sheet = () => new FakeActorSheet({ document: new FakeActor("Kai", "character", {}) });

function character(): string {
  const actor = sampleIronsworn();
  return renderCharacter(
    buildCharacterContext(
      { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: false },
      sheetEnv(),
    ),
  );
}

describe("core sheet actions from our templates", () => {
  it("the portrait of every header opens the image picker for the actor's img", async () => {
    const foe = renderSheet(ACTOR_TEMPLATES.foe, buildFoeContext({ name: "Wolf", img: "", system: { rank: "dangerous", nature: "", description: "", progress: { ticks: 0 } }, items: [] }, sheetEnv(), false));
    for (const html of [character(), foe]) {
      const app = sheet();
      await app.act("editImage", targetOf(html, "editImage"));
      expect(app.imagePicks).toEqual(["img"]);
    }
  });

  it("the fake refuses the action on anything but an img, as core does", async () => {
    await expect(sheet().act("editImage", { tagName: "BUTTON", dataset: { edit: "img" } })).rejects.toThrow(/img/);
  });

  it("a tab of the character sheet switches its group", async () => {
    const app = sheet();
    const target = targetOf(character(), "tab");
    await app.act("tab", target);
    expect(Object.keys(app.tabGroups)).toHaveLength(1);
  });
});
