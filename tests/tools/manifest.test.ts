import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { manifestFor, mediaFileOf, mediaFiles, repositoryUrl } from "../../tools/manifest.mjs";
import { STATIC_FOLDERS } from "../../tools/zip.mjs";

describe("system.json release fields", () => {
  it("fills version, url, manifest and download from package.json", () => {
    const out = manifestFor({ id: "vowforge" }, { version: "1.2.3", repository: { url: "git+https://example.org/vf/vowforge.git" } });
    expect(out).toMatchObject({
      id: "vowforge",
      version: "1.2.3",
      url: "https://example.org/vf/vowforge",
      manifest: "https://example.org/vf/vowforge/releases/latest/download/system.json",
      download: "https://example.org/vf/vowforge/releases/download/v1.2.3/vowforge.zip",
      bugs: "https://example.org/vf/vowforge/issues",
      readme: "https://example.org/vf/vowforge/blob/v1.2.3/README.md",
      changelog: "https://example.org/vf/vowforge/blob/v1.2.3/CHANGELOG.md",
    });
  });

  it("refuses a version that is not a release version, and a repository that is not https", () => {
    expect(() => manifestFor({}, { version: "next", repository: "https://example.org/vf/vowforge" })).toThrow("version");
    expect(() => manifestFor({}, { version: "1.0.0", repository: "" })).toThrow("https");
    expect(() => manifestFor({}, { version: "1.0.0", repository: "git@github.com:vf/vowforge.git" })).toThrow("https");
  });

  it("package.json gives a real version and the release URLs of the public repository", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string; repository: { url: string } };
    const out = manifestFor({ id: "vowforge" }, pkg);
    expect(out.version).not.toBe("0.0.0");
    expect(out.manifest).toBe("https://github.com/vowforge/vowforge/releases/latest/download/system.json");
    expect(out.download).toBe(`https://github.com/vowforge/vowforge/releases/download/v${pkg.version}/vowforge.zip`);
  });

  it("the source system.json is a v13 and v14 system with id vowforge, with no maximum", () => {
    const system = JSON.parse(readFileSync("system.json", "utf8"));
    expect(system.id).toBe("vowforge");
    expect(system.compatibility).toEqual({ minimum: "13", verified: "14" });
    // The release fields leave the compatibility as it is.
    expect(manifestFor(system, { version: "1.0.0", repository: "https://github.com/vowforge/vowforge" }).compatibility).toEqual({ minimum: "13", verified: "14" });
    expect(system.esmodules).toEqual(["vowforge.mjs"]);
    expect(system).toHaveProperty("documentTypes");
  });
});

describe("system.json for people choosing a system", () => {
  const system = JSON.parse(readFileSync("system.json", "utf8")) as {
    id: string;
    url: string;
    bugs: string;
    readme: string;
    changelog: string;
    media: Array<{ type: string; url: string; thumbnail?: string; caption?: string }>;
  };
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { repository: { url: string } };

  it("names the repository, its issues, its README and its changelog", () => {
    const repo = repositoryUrl(pkg);
    expect(system).toMatchObject({
      url: repo,
      bugs: `${repo}/issues`,
      readme: `${repo}/blob/main/README.md`,
      changelog: `${repo}/blob/main/CHANGELOG.md`,
    });
  });

  it("shows a cover, a setup picture and screenshots with captions, as draw-steel's and dnd5e's system.json list theirs", () => {
    const types = system.media.map((m) => m.type);
    expect(types).toContain("cover");
    expect(types).toContain("setup");
    expect(types.filter((t) => t === "screenshot").length).toBeGreaterThanOrEqual(4);
    for (const entry of system.media.filter((m) => m.type !== "setup")) expect(entry.caption, entry.url).toEqual(expect.any(String));
  });

  it("ships every media file in a folder the build copies, as a small JPEG or WebP", () => {
    const files = mediaFiles(system);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const entry of system.media) expect(mediaFileOf(entry.url, system.id), entry.url).not.toBeNull();
    for (const file of files) {
      expect(STATIC_FOLDERS, file).toContain(file.split("/")[0]);
      expect(existsSync(file), file).toBe(true);
      expect(file, file).toMatch(/\.(jpg|webp)$/);
      expect(statSync(file).size, file).toBeLessThan(150 * 1024);
    }
  });
});

describe("token bars", () => {
  it("the default bars of system.json are bars a character has", async () => {
    const { TRACKABLE_ATTRIBUTES } = await import("../../src/data/actor/bars");
    const system = JSON.parse(readFileSync("system.json", "utf8"));
    expect(TRACKABLE_ATTRIBUTES.character.bar).toContain(system.primaryTokenAttribute);
    expect(TRACKABLE_ATTRIBUTES.character.bar).toContain(system.secondaryTokenAttribute);
  });
});
