/**
 * Each sheet's default window size, in one place: the Foundry sheets open at it, and the sheets page
 * draws its samples at the same width (the browser test checks a character's first tab fits a
 * 1366×768 screen at this size).
 */
export const SHEET_SIZES = {
  character: { width: 860, height: 760 },
  forgedTies: { width: 720, height: 720 },
  augur: { width: 720, height: 720 },
  strike: { width: 720, height: 720 },
  conflict: { width: 720, height: 800 },
  foe: { width: 560, height: 640 },
  starship: { width: 560, height: 640 },
  shared: { width: 560, height: 640 },
  item: { width: 560, height: 600 },
} as const;

export type SheetSizeKey = keyof typeof SHEET_SIZES;

/** The screen a character sheet's first tab fits without scrolling (DESIGN.md §8). */
export const FIRST_VIEW = { width: 1366, height: 768 } as const;

/**
 * Height of a Foundry window's title bar above its content, in CSS px: the content of a sheet opened at
 * its default height has that much less. Taken from Foundry v13 screenshots of open systems' sheets;
 * a licensed run should measure it (docs/architecture.md lists it).
 */
export const WINDOW_HEADER_PX = 36;
