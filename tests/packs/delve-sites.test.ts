/**
 * Delve's themes, domains and sample sites as the generator makes them (in memory), counted against
 * the Datasworn package and read with the site rules: every site rolls a whole feature table, a whole
 * danger table and a whole denizen matrix.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDocuments } from "../../tools/packs/build.mjs";
import { denizenFor, siteDangerTable, siteFeatureTable, siteRowFor, type DenizenSlot, type SiteAspect, type SiteRow } from "../../src/rules";

const require = createRequire(import.meta.url);
const delve = JSON.parse(readFileSync(require.resolve("@datasworn/ironsworn-classic-delve/json/delve.json"), "utf8")) as Record<
  string,
  Record<string, unknown>
>;

interface SiteSystem {
  rank: string;
  dataswornId: string;
  theme: SiteAspect & { dataswornId: string };
  domain: SiteAspect & { dataswornId: string };
  denizens: Array<DenizenSlot & { uuid: string }>;
  source: { license: string };
}

type Doc = { _id: string; name: string; type: string; system: Record<string, unknown> };
let packs: Record<string, Doc[]>;

beforeAll(() => {
  packs = Object.fromEntries(generateDocuments().packs.map((p) => [p.name, p.documents as unknown as Doc[]]));
});

/** Reveal a Danger's rows, from the generated Delve oracle pack. */
function revealADanger(): SiteRow[] {
  const moves = delve.moves as { delve: { contents: { reveal_a_danger: { oracles: Record<string, { rows: Array<{ roll: { min: number; max: number }; text: string }> }> } } } };
  const table = Object.values(moves.delve.contents.reveal_a_danger.oracles)[0];
  return table.rows.map((r) => ({ min: r.roll.min, max: r.roll.max, text: r.text }));
}

describe("Delve sites, themes and domains", () => {
  it("hold as many as the Datasworn package", () => {
    expect(packs["delve-themes"]).toHaveLength(Object.keys(delve.site_themes).length);
    expect(packs["delve-domains"]).toHaveLength(Object.keys(delve.site_domains).length);
    expect(packs["delve-sites"]).toHaveLength(Object.keys(delve.delve_sites).length);
    expect([packs["delve-themes"].length, packs["delve-domains"].length, packs["delve-sites"].length]).toEqual([8, 12, 20]);
    expect(packs["delve-themes"].every((d) => d.type === "siteAspect" && d.system.aspect === "theme")).toBe(true);
    expect(packs["delve-domains"].every((d) => d.type === "siteAspect" && d.system.aspect === "domain")).toBe(true);
  });

  it("every pair of theme and domain makes whole feature and danger tables", () => {
    const reveal = revealADanger();
    for (const theme of packs["delve-themes"]) {
      for (const domain of packs["delve-domains"]) {
        const t = { ...(theme.system as unknown as SiteAspect), name: theme.name };
        const d = { ...(domain.system as unknown as SiteAspect), name: domain.name };
        expect(siteFeatureTable(t, d)).toHaveLength(t.features.length + d.features.length);
        const dangers = siteDangerTable(t, d, reveal);
        for (const roll of [1, 30, 31, 45, 46, 100]) expect(siteRowFor(dangers, roll).text).not.toBe("");
      }
    }
  });

  it("every sample site has a rank, its theme and domain rows, and a whole denizen matrix linked to foes", () => {
    const foes = new Set(
      ["ironsworn-foes", "delve-foes"].flatMap((p) => packs[p].map((d) => `Compendium.vowforge.${p}.Actor.${d._id}`)),
    );
    let linked = 0;
    for (const site of packs["delve-sites"]) {
      const system = site.system as unknown as SiteSystem;
      expect(["troublesome", "dangerous", "formidable", "extreme", "epic"]).toContain(system.rank);
      expect(siteFeatureTable(system.theme, system.domain).length).toBeGreaterThan(0);
      for (let roll = 1; roll <= 100; roll++) expect(denizenFor(system.denizens, roll)).toBeDefined();
      for (const denizen of system.denizens.filter((d) => d.uuid)) {
        expect(foes.has(denizen.uuid), `${site.name}: ${denizen.name}`).toBe(true);
        linked++;
      }
      expect(system.source.license).toBe("CC BY-NC-SA 4.0");
    }
    expect(linked).toBeGreaterThan(60);
    const alva = packs["delve-sites"].find((s) => s.name === "Alva's Rest")?.system as unknown as SiteSystem;
    expect(alva.theme.name).toBe("Fortified");
    expect(alva.domain.name).toBe("Barrow");
    expect(denizenFor(alva.denizens, 94).name).toBe("Alva");
  });
});
