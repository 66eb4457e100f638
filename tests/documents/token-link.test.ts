import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenLinkDefaults } from "../../src/documents/token-link";
import { importDocumentClasses, installDocumentFakes, type FakeDocument } from "../fakes/documents";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("linked tokens by default", () => {
  it("links characters of every ruleset, the shared actor, starships and conflicts; not foes", () => {
    for (const type of ["character", "forgedTiesCharacter", "augurCharacter", "strikeCharacter", "shared", "starship", "conflict"]) {
      expect(tokenLinkDefaults(type, { name: "x", type })).toEqual({ prototypeToken: { actorLink: true } });
    }
    expect(tokenLinkDefaults("foe", { name: "Wolf", type: "foe" })).toBeNull();
  });

  it("keeps the link the creation data chose", () => {
    expect(tokenLinkDefaults("character", { prototypeToken: { actorLink: false } })).toBeNull();
    expect(tokenLinkDefaults("character", { prototypeToken: { name: "Kai" } })).toEqual({ prototypeToken: { actorLink: true } });
  });

  it("a new character actor writes actorLink into its source before it is stored; a foe does not", async () => {
    installDocumentFakes();
    const { ActorClass } = await importDocumentClasses<FakeDocument>();
    const kai = new ActorClass("character", {});
    expect(await kai.preCreate({ name: "Kai", type: "character" })).not.toBe(false);
    expect(kai.sourceUpdates).toEqual([{ prototypeToken: { actorLink: true } }]);
    const wolf = new ActorClass("foe", {});
    await wolf.preCreate({ name: "Wolf", type: "foe" });
    expect(wolf.sourceUpdates).toEqual([]);
  });
});
