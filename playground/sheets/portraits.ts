/**
 * Sample portraits for the sheets page: a small SVG per character (a silhouette on a coloured
 * ground), so each sheet shows its actor's own image as Foundry would.
 */
export function portrait(ground: string, figure: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'><defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${ground}'/><stop offset='1' stop-color='#1b1612'/></linearGradient></defs><rect width='96' height='96' fill='url(#g)'/><circle cx='48' cy='38' r='17' fill='${figure}'/><path d='M14 96c2-22 16-34 34-34s32 12 34 34z' fill='${figure}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Marks an item's picture can carry (our own simple shapes). */
const MARKS = {
  diamond: "<path d='M16 6l8 10-8 10-8-10z'/>",
  wing: "<path d='M5 22c6-1 11-5 14-12l2 3c2-3 4-5 6-6-1 6-4 11-9 14-4 2-8 2-13 1z'/>",
  path: "<path d='M7 27c2-6 12-4 14-9s-8-5-6-10c1-2 4-3 7-3l1 2c-2 0-4 1-5 2-1 3 9 4 6 11-3 6-12 4-14 8z'/>",
  book: "<path d='M6 7c4-1 7 0 9 2v16c-2-2-5-3-9-2zM26 7c-4-1-7 0-9 2v16c2-2 5-3 9-2z'/>",
  arch: "<path d='M7 27V15a9 9 0 0 1 18 0v12h-5V16a4 4 0 0 0-8 0v11z'/>",
} as const;

/** An item's picture: a rounded square with a mark in the middle. */
export function itemIcon(ground: string, mark: keyof typeof MARKS = "diamond"): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='4' fill='${ground}'/><g fill='#f7f3ea'>${MARKS[mark]}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
