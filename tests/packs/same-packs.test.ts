/**
 * The Datasworn packs are made by the converter in src/content/ (shared with a GM's import and the
 * content CLI). When it moved there from the build's own JavaScript, every pack source it writes stayed
 * byte for byte what the old converter wrote: `datasworn-pack-digests.json` holds the sha256 of each
 * pack's source file as the old converter wrote it from the same Datasworn packages. A change to the
 * converter that changes a pack on purpose updates that file in the same commit.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { PACKS } from "../../tools/packs/build.mjs";
import digests from "./datasworn-pack-digests.json";
import { sharedBuild } from "./helpers";

describe("the converter in src/content", () => {
  it("writes every Datasworn pack's source byte for byte as recorded", async () => {
    const { result } = await sharedBuild();
    const recorded: Record<string, string> = digests;
    expect(Object.keys(recorded).sort()).toEqual(PACKS.map((pack) => pack.name).sort());
    for (const pack of PACKS) {
      const file = result.packs.find((built) => built.name === pack.name)?.sources;
      expect(file, pack.name).toBeTruthy();
      const text = await readFile(file as string);
      expect(createHash("sha256").update(text).digest("hex"), pack.name).toBe(recorded[pack.name]);
    }
  });
});
