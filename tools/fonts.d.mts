/** Types of the display-font helpers (the helpers themselves are plain JavaScript). */
export interface DisplayFont {
  family: string;
  pkg: string;
  stem: string;
  weight: number;
  subsets: string[];
  ruleset: string;
}
export const FONTS_DIR: string;
export const DISPLAY_FONTS: DisplayFont[];
export function fontFileName(font: DisplayFont, subset: string): string;
export function fontFiles(): { from: string; to: string }[];
export function copyFonts(outDir: string): Promise<void>;
