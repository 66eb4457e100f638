import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manifestFor } from "../../tools/manifest.mjs";
import { checkTag, chunkImports, releaseAssets, releaseNotes, versionOfTag } from "../../tools/release.mjs";
import { listZip, releaseFiles, zipDirectory } from "../../tools/zip.mjs";

const pkg = { version: "1.2.3", repository: { url: "git+https://github.com/vowforge/vowforge.git" } };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vowforge-release-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A build folder as tools/build.mjs leaves it, with the files Foundry never loads among the rest. */
async function buildFolder(system: Record<string, unknown>): Promise<void> {
  const files: Record<string, string> = {
    "system.json": JSON.stringify(system),
    "vowforge.mjs": 'import("./vowforge-migrations.mjs");\n//# sourceMappingURL=vowforge.mjs.map',
    "vowforge.mjs.map": "{}",
    "vowforge-migrations.mjs": "export {};\n//# sourceMappingURL=vowforge-migrations.mjs.map",
    "vowforge-migrations.mjs.map": "{}",
    "vowforge.css": "",
    "lang/en.json": "{}",
    "lang/fragments/cards.json": "{}",
    "templates/chat/card.hbs": "",
    "types/vowforge.d.ts": "",
    "packs/ironsworn-moves/CURRENT": "MANIFEST-000002",
    "packs/ironsworn-moves/MANIFEST-000002": "",
    "packs/ironsworn-moves/000003.ldb": "",
    "packs/ironsworn-moves/000004.log": "",
    "packs/ironsworn-moves/LOG": "2026/11/24-16:00:00 build",
    "packs/ironsworn-moves/LOG.old": "",
    "packs/ironsworn-moves/LOCK": "",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

describe("the release zip", () => {
  it("holds only what Foundry loads, system.json at its root", async () => {
    await buildFolder({ id: "vowforge" });
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: releaseFiles });
    expect(await listZip(path.join(dir, "vowforge.zip"))).toEqual([
      "lang/en.json",
      "packs/ironsworn-moves/000003.ldb",
      "packs/ironsworn-moves/000004.log",
      "packs/ironsworn-moves/CURRENT",
      "packs/ironsworn-moves/MANIFEST-000002",
      "system.json",
      "templates/chat/card.hbs",
      "vowforge-migrations.mjs",
      "vowforge.css",
      "vowforge.mjs",
    ]);
  });

  it("never holds itself", () => {
    expect(releaseFiles("vowforge.zip")).toBe(false);
  });
});

describe("release steps", () => {
  it("take the version from package.json and check the tag against it", () => {
    expect(versionOfTag("v1.2.3")).toBe("1.2.3");
    expect(versionOfTag("v2.0.0-beta.1")).toBe("2.0.0-beta.1");
    for (const tag of ["1.2.3", "v1.2", "release-1", "vx.y.z", ""]) expect(() => versionOfTag(tag)).toThrow();
    expect(checkTag("v1.2.3", pkg)).toBe("1.2.3");
    expect(() => checkTag("v1.2.4", pkg)).toThrow("package.json says 1.2.3");
  });

  it("read a version's notes from the changelog, and refuse a version without an entry", () => {
    const changelog = "# Changelog\n\n## [Unreleased]\n\n## [1.2.3]\n\n- Fixed it.\n\n## [1.2.2]\n\n- Older.\n";
    expect(releaseNotes(changelog, "1.2.3")).toBe("- Fixed it.\n");
    expect(() => releaseNotes(changelog, "1.2.4")).toThrow("no entry for 1.2.4");
    expect(() => releaseNotes(changelog, "Unreleased")).toThrow("empty");
  });

  it("the repository's changelog has an entry for package.json's version", () => {
    const own = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(releaseNotes(readFileSync("CHANGELOG.md", "utf8"), own.version).length).toBeGreaterThan(10);
  });

  it("check a build and list system.json, the zip and the source maps to attach", async () => {
    const source = { id: "vowforge", esmodules: ["vowforge.mjs"] };
    await buildFolder(manifestFor(source, pkg));
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: releaseFiles });
    expect(await releaseAssets(dir, pkg, source)).toEqual([
      "system.json",
      "vowforge.zip",
      "vowforge-migrations.mjs.map",
      "vowforge.mjs.map",
    ]);
  });

  it("refuse a zip without a chunk the script imports", async () => {
    const source = { id: "vowforge", esmodules: ["vowforge.mjs"] };
    await buildFolder(manifestFor(source, pkg));
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: (f) => releaseFiles(f) && f !== "vowforge-migrations.mjs" });
    await expect(releaseAssets(dir, pkg, source)).rejects.toThrow("vowforge.zip lacks vowforge-migrations.mjs, which vowforge.mjs imports");
  });

  it("read the chunks a minified script imports, statically or on demand", () => {
    const code = 'import{a as b}from"./vowforge-shared.mjs";async function c(){await import("./vowforge-migrations.mjs")}import("./vowforge-migrations.mjs");import"./other.mjs";';
    expect(chunkImports(code)).toEqual(["vowforge-migrations.mjs", "vowforge-shared.mjs"]);
  });

  it("refuse a build whose zip lacks a media file system.json shows", async () => {
    const source = { id: "vowforge", esmodules: ["vowforge.mjs"], media: [{ type: "cover", url: "systems/vowforge/media/cover.jpg" }] };
    await buildFolder(manifestFor(source, pkg));
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: releaseFiles });
    await expect(releaseAssets(dir, pkg, source)).rejects.toThrow("vowforge.zip lacks media/cover.jpg");
    await mkdir(path.join(dir, "media"), { recursive: true });
    await writeFile(path.join(dir, "media/cover.jpg"), "jpeg");
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: releaseFiles });
    expect(await releaseAssets(dir, pkg, source)).toContain("vowforge.zip");
  });

  it("refuse a build whose system.json carries another version, or whose zip holds what Foundry never loads", async () => {
    const source = { id: "vowforge", esmodules: ["vowforge.mjs"] };
    await buildFolder(manifestFor(source, { ...pkg, version: "1.2.2" }));
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: releaseFiles });
    await expect(releaseAssets(dir, pkg, source)).rejects.toThrow('version is "1.2.2"');

    await writeFile(path.join(dir, "system.json"), JSON.stringify(manifestFor(source, pkg)));
    await zipDirectory(dir, path.join(dir, "vowforge.zip"), { filter: (f) => f !== "vowforge.zip" });
    await expect(releaseAssets(dir, pkg, source)).rejects.toThrow("vowforge.mjs.map");
    expect(JSON.parse(await readFile(path.join(dir, "system.json"), "utf8")).version).toBe("1.2.3");
  });
});
