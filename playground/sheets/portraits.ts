/**
 * Sample portraits for the sheets page: a small SVG per character (a silhouette on a coloured
 * ground), so each sheet shows its actor's own image as Foundry would.
 */
export function portrait(ground: string, figure: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'><defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${ground}'/><stop offset='1' stop-color='#1b1612'/></linearGradient></defs><rect width='96' height='96' fill='url(#g)'/><circle cx='48' cy='38' r='17' fill='${figure}'/><path d='M14 96c2-22 16-34 34-34s32 12 34 34z' fill='${figure}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An item's picture: a rounded square with a mark in the middle. */
export function itemIcon(ground: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='4' fill='${ground}'/><path d='M16 6l8 10-8 10-8-10z' fill='#f7f3ea'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
