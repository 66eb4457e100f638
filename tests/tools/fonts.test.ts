/**
 * The display fonts: every face styles/_fonts.scss declares is a file tools/fonts.mjs copies (and the
 * reverse), each from an installed @fontsource package under the SIL Open Font License, with its
 * licence beside it; the build puts them in dist/fonts and the release zip keeps them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { describe, expect, it } from "vitest";
import { DISPLAY_FONTS, FONTS_DIR, fontFiles } from "../../tools/fonts.mjs";
import { releaseFiles } from "../../tools/zip.mjs";

const root = path.resolve(__dirname, "../..");

describe("display fonts", () => {
  const css = sass.compile(path.join(root, "styles/vowforge.scss"), { style: "expanded" }).css;
  const declared = [...css.matchAll(/url\("(fonts\/[^"]+\.woff2)"\)/g)].map((m) => m[1]).sort();
  const copied = fontFiles().filter((f) => f.to.endsWith(".woff2")).map((f) => f.to).sort();

  it("declares exactly the files the build copies", () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(declared).toEqual(copied);
  });

  it("copies each family's files and licence from its installed package, under the OFL", () => {
    for (const { from, to } of fontFiles()) {
      expect(existsSync(from), from).toBe(true);
      expect(to.startsWith(`${FONTS_DIR}/`)).toBe(true);
      expect(releaseFiles(to)).toBe(true);
    }
    for (const font of DISPLAY_FONTS) {
      const pkg = JSON.parse(readFileSync(path.join(root, "node_modules", font.pkg, "package.json"), "utf8")) as { license: string };
      expect(pkg.license).toBe("OFL-1.1");
      expect(css).toContain(`font-family: "${font.family}"`);
    }
  });

  it("gives every ruleset a display face", () => {
    expect(DISPLAY_FONTS.map((f) => f.ruleset).sort()).toEqual(["augur", "forgedTies", "ironsworn", "starforged", "strike"]);
  });
});
