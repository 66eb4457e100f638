/**
 * The display typefaces of the five games' identities (styles/_identity.scss): open-licence (SIL OFL
 * 1.1) fonts from the @fontsource npm packages, one weight each, in the latin and latin-ext subsets
 * where the family has them. The build and the playground copy the files named here into fonts/ beside
 * vowforge.css, with each family's licence; styles/_fonts.scss declares the same files with
 * @font-face (tests/tools/fonts.test.ts holds the two lists together).
 *
 * The fonts are separate files, so the CSS budget (DESIGN.md §8) counts only the declarations.
 */
import { copyFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Folder of the built system (and of the playground) that holds the font files. */
export const FONTS_DIR = "fonts";

/** Family → its package, file stem, weight and subsets. */
export const DISPLAY_FONTS = [
  { family: "Cinzel", pkg: "@fontsource/cinzel", stem: "cinzel", weight: 700, subsets: ["latin", "latin-ext"], ruleset: "ironsworn" },
  { family: "Oxanium", pkg: "@fontsource/oxanium", stem: "oxanium", weight: 600, subsets: ["latin", "latin-ext"], ruleset: "starforged" },
  // IM Fell English SC has the latin subset only; other letters fall back to the next family.
  { family: "IM Fell English SC", pkg: "@fontsource/im-fell-english-sc", stem: "im-fell-english-sc", weight: 400, subsets: ["latin"], ruleset: "forgedTies" },
  { family: "Cormorant SC", pkg: "@fontsource/cormorant-sc", stem: "cormorant-sc", weight: 700, subsets: ["latin", "latin-ext"], ruleset: "augur" },
  { family: "Barlow Condensed", pkg: "@fontsource/barlow-condensed", stem: "barlow-condensed", weight: 600, subsets: ["latin", "latin-ext"], ruleset: "strike" },
];

/** A font file's name as @fontsource ships it (and as fonts/ keeps it). */
export function fontFileName(font, subset) {
  return `${font.stem}-${subset}-${font.weight}-normal.woff2`;
}

/** Every file fonts/ holds: the woff2 files and one licence per family, as { from, to } paths. */
export function fontFiles() {
  const files = [];
  for (const font of DISPLAY_FONTS) {
    const pkgDir = path.join(root, "node_modules", font.pkg);
    for (const subset of font.subsets) {
      const name = fontFileName(font, subset);
      files.push({ from: path.join(pkgDir, "files", name), to: `${FONTS_DIR}/${name}` });
    }
    files.push({ from: path.join(pkgDir, "LICENSE"), to: `${FONTS_DIR}/${font.stem}-LICENSE.txt` });
  }
  return files;
}

/** Copies the font files and licences into `outDir`/fonts; throws naming a file that is missing. */
export async function copyFonts(outDir) {
  await mkdir(path.join(outDir, FONTS_DIR), { recursive: true });
  for (const { from, to } of fontFiles()) {
    if (!existsSync(from)) throw new Error(`font file missing: ${path.relative(root, from)} (run npm ci)`);
    await copyFile(from, path.join(outDir, to));
  }
}
