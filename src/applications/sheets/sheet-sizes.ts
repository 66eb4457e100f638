/**
 * Each sheet's default window size, in one place: the Foundry sheets open at it, and the sheets page
 * draws its samples at the same width (the browser test checks a character's first tab fits a
 * 1366×768 screen at this size).
 */
export const SHEET_SIZES = {
  character: { width: 800, height: 720 },
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
