import { beforeAll, describe, expect, it } from "vitest";
import {
  buildDelveSiteSheetContext,
  buildSiteAspectSheetContext,
} from "../../../src/applications/sheets/context/delve-site-context";
import { ITEM_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { type SheetItem } from "../../../src/applications/sheets/context/types";
import { generateDocuments } from "../../../tools/packs/build.mjs";
import { build, useDataModels } from "../../fakes/data-fields";
import { renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

const models = useDataModels();
type Doc = { _id: string; name: string; type: string; img: string; system: Record<string, unknown> };
let packs: Record<string, Doc[]>;

beforeAll(() => {
  packs = Object.fromEntries(generateDocuments().packs.map((p) => [p.name, p.documents as unknown as Doc[]]));
});

function item(doc: Doc, system: Record<string, unknown> = doc.system): SheetItem {
  return {
    id: doc._id,
    uuid: `Item.${doc._id}`,
    name: doc.name,
    type: doc.type,
    img: doc.img,
    sort: 0,
    system,
  };
}

describe("delve site sheet", () => {
  it("every sample site and every theme and domain builds as its data model", () => {
    for (const site of packs["delve-sites"])
      expect(() => build(models.DelveSiteModel, site.system), site.name).not.toThrow();
    for (const aspect of [...packs["delve-themes"], ...packs["delve-domains"]])
      expect(() => build(models.SiteAspectModel, aspect.system), aspect.name).not.toThrow();
  });

  it("shows rank, progress, theme, domain and the denizen matrix with links to the foes, and the site's rolls", () => {
    const alva = packs["delve-sites"].find((s) => s.name === "Alva's Rest") as Doc;
    const context = buildDelveSiteSheetContext(item(alva, { ...alva.system, ticks: 12 }), sheetEnv());
    expect(context.track.score).toBe(3);
    expect(context.ranks.find((r) => r.selected)?.value).toBe("dangerous");
    expect([context.theme.name, context.domain.name]).toEqual(["Fortified", "Barrow"]);
    expect(context.denizens).toHaveLength(12);
    expect(context.denizens[0]).toMatchObject({ range: "1–27", text: "Raider", frequency: "Very common" });
    const html = renderSheet(ITEM_TEMPLATES.delveSite, context);
    for (const action of [
      "delveTheDepths",
      "locateObjective",
      "rollFeature",
      "rollDanger",
      "rollDenizen",
      "markProgress",
    ])
      expect(html).toContain(`data-action="${action}"`);
    expect(html).toContain(`data-uuid="${context.denizens[0].uuid}"`);
    expect(html).toContain("Fortified");
  });

  it("a new, empty site cannot roll features or dangers until it has a theme and a domain", () => {
    const context = buildDelveSiteSheetContext(
      { id: "x", uuid: "Item.x", name: "New site", type: "delveSite", img: "", sort: 0, system: {} },
      sheetEnv(),
    );
    expect(context.canRollSite).toBe(false);
    expect(renderSheet(ITEM_TEMPLATES.delveSite, context)).toMatch(/data-action="rollFeature" disabled/);
  });

  it("a theme lists its feature and danger rows", () => {
    const theme = packs["delve-themes"][0];
    const context = buildSiteAspectSheetContext(item(theme), sheetEnv());
    expect(context.aspect).toBe("Theme");
    expect(context.features[0].range).toBe("1–4");
    expect(renderSheet(ITEM_TEMPLATES.siteAspect, context)).toContain(context.dangers[0].text);
  });
});
