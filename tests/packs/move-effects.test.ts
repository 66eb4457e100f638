/**
 * The built move documents carry their outcome effects (`system.effects`), set by the converter from
 * our data by Datasworn id: every rolled move of the Datasworn packs, and nothing else; and every
 * rolled move of our own games' packs, by content id (tools/packs/own/moves.mjs).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKS } from "../../tools/packs/build.mjs";
import { sharedBuild, type Built } from "./helpers";
import { assertMoveEffects } from "../../src/rules/effects";
import { OWN_MOVE_EFFECTS, documentEffects } from "../../src/rules/effects/moves";

let built: Built;

beforeAll(async () => {
  built = await sharedBuild();
}, 120_000);

afterAll(async () => {
  await built?.cleanup();
});

describe("move documents' effects", () => {
  it("every rolled move of a Datasworn pack carries its effects; moves not rolled carry none", () => {
    let rolled = 0;
    for (const pack of PACKS.filter((p) => p.kind === "moves")) {
      for (const doc of built.leveldb[pack.name]) {
        const system = doc.system as unknown as { dataswornId: string; rollType: string; effects: unknown };
        assertMoveEffects(system.effects, doc.name);
        expect(system.effects, doc.name).toEqual(documentEffects(system.dataswornId));
        if (system.rollType === "none") continue;
        rolled += 1;
        expect(Object.keys(system.effects as object), doc.name).toEqual(expect.arrayContaining(["strongHit", "weakHit", "miss"]));
        expect(system.effects, doc.name).not.toHaveProperty("notEffects");
      }
    }
    expect(rolled).toBe(75);
  });

  it("every rolled move of our own games carries its effects by content id; moves not rolled carry none", () => {
    const rolled: string[] = [];
    for (const pack of ["forged-ties-moves", "augur-moves", "strike-moves"]) {
      for (const doc of built.leveldb[pack]) {
        const system = doc.system as unknown as { rollType: string; effects: unknown };
        const contentId = (doc.flags.vowforge as { contentId?: string }).contentId ?? "";
        assertMoveEffects(system.effects, doc.name);
        if (system.rollType === "none") {
          expect(system.effects, doc.name).toEqual({});
          continue;
        }
        rolled.push(contentId);
        expect(system.effects, doc.name).toEqual(documentEffects(contentId));
        expect(Object.keys(system.effects as object), doc.name).toEqual(["strongHit", "weakHit", "miss"]);
      }
    }
    expect(rolled.sort()).toEqual(Object.keys(OWN_MOVE_EFFECTS).sort());
  });
});
