/**
 * What an import may name outside its file: the system's pack documents by Datasworn id, read from
 * the packs' indexes, and for a site theme or domain its rows, so a homebrew delve site can stand on
 * Delve's shipped themes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { knownDocuments } from "../../../src/applications/import/known-documents";
import { fakePack } from "../../fakes/creation-foundry";

/** `foundry.utils.getProperty`: a dotted path into an object, undefined where it stops. */
function getProperty(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), source);
}

const flags = (id: string) => ({ vowforge: { dataswornId: id } });
const rows = [{ min: 1, max: 4, text: "Evidence of lost knowledge" }];

function systemPack(name: string, sources: Parameters<typeof fakePack>[4]) {
  return { ...fakePack(name, "Item", name, {}, sources), metadata: { label: name, flags: {}, packageName: "vowforge" } };
}

afterEach(() => vi.unstubAllGlobals());

describe("knownDocuments", () => {
  it("gives each system document's UUID and name, and a site theme's rows with it", async () => {
    const themes = systemPack("delve-site-themes", [
      { _id: "t1", name: "Ancient", type: "siteAspect", flags: flags("delve_site_theme:delve/ancient"), system: { features: rows, dangers: rows } },
    ]);
    const moves = systemPack("delve-moves", [{ _id: "m1", name: "Delve the Depths", type: "move", flags: flags("move:delve/delve/delve_the_depths"), system: {} }]);
    const elsewhere = { ...fakePack("other", "Item", "other", {}, [{ _id: "x", name: "X", flags: flags("move:x/x") }]), metadata: { label: "other", flags: {}, packageName: "a-module" } };
    vi.stubGlobal("game", { packs: [themes, moves, elsewhere] });
    vi.stubGlobal("foundry", { utils: { getProperty } });

    const known = await knownDocuments({});
    expect(known.get("delve_site_theme:delve/ancient")).toEqual({
      uuid: "Compendium.vowforge.delve-site-themes.Item.t1",
      name: "Ancient",
      aspect: { features: rows, dangers: rows },
    });
    expect(known.get("move:delve/delve/delve_the_depths")).toMatchObject({ name: "Delve the Depths", aspect: undefined });
    // A pack of another package is known only once imported.
    expect(known.has("move:x/x")).toBe(false);
  });
});
