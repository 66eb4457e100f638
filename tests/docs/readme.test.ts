/**
 * The README is a player's way in: it must give the manifest URL the build stamps, name the actor to
 * create for each game by the name Foundry shows, list every chat command as `/vf` does, and show only
 * pictures that exist.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { manifestFor } from "../../tools/manifest.mjs";
import { COMMAND_NAMES } from "../../src/chat/commands/types";
import { usageKey } from "../../src/chat/commands/usage";
import { localize } from "../helpers/handlebars";

const readme = readFileSync("README.md", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string; repository: { url: string } };
const system = JSON.parse(readFileSync("system.json", "utf8")) as Record<string, unknown>;

describe("README.md", () => {
  it("gives the manifest URL the release's system.json is published at, before anything for developers", () => {
    const manifest = manifestFor(system, pkg).manifest;
    const at = readme.indexOf(manifest);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(readme.indexOf("## For developers"));
  });

  it("names the actor to create for each game as Foundry's Create Actor dialog lists it", () => {
    for (const type of ["character", "forgedTiesCharacter", "augurCharacter", "strikeCharacter", "conflict"]) {
      expect(readme, type).toContain(`**${localize(`TYPES.Actor.${type}`)}**`);
    }
  });

  it("lists every chat command with the usage line /vf shows", () => {
    for (const name of COMMAND_NAMES) {
      const usage = localize(usageKey(name)).replace(/\|/g, "\\|");
      expect(readme, name).toContain(`\`${usage}\``);
    }
  });

  it("shows only pictures that are in the repository", () => {
    const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const picture of pictures) expect(existsSync(picture), picture).toBe(true);
  });
});
