/**
 * The portrait a sheet shows (and an item sheet's picture, likewise). An actor keeps its own image; an
 * actor still on Foundry's default image (the grey "mystery man" silhouette Foundry gives every new
 * actor, `icons/svg/mystery-man.svg`, the
 * path FoundryVTT-Chat-Portrait's src/module/constants.ts also treats as "no image chosen") or on none
 * gets a monogram instead: its initials on a coloured disc, the colour picked from its name so each
 * actor keeps its own. The sheet's <img> stays the click and keyboard target of Foundry's editImage,
 * and its src stays the actor's stored path: Foundry's form data reads an editable image's src as
 * the value of its data-edit field (dnd5e templates/actors/character-sidebar.hbs and draw-steel
 * templates/sheets/combatant-group/header.hbs keep the stored path there for that reason), so a
 * monogram in the src would be submitted as the actor's image. The monogram is drawn over it instead.
 */

/** Foundry's default image of a new actor. */
export const DEFAULT_ACTOR_IMAGE = "icons/svg/mystery-man.svg";

/**
 * Foundry's default image of a new item (core's `Item.DEFAULT_ICON`, which dnd5e's
 * module/documents/item.mjs overrides with its own; foundry-ironsworn's importer,
 * src/module/datasworn2/import/index.ts, falls back to the same bag), and our packs' assets' image
 * (tools/packs/lib/documents.mjs): a picture nobody chose, so the sheets draw a monogram over it.
 */
export const DEFAULT_ITEM_IMAGE = "icons/svg/item-bag.svg";

/** Deep hues white text reads on at better than 4.5:1, one per actor by its name. */
const DISC_COLOURS = ["#8a3b12", "#1f4e79", "#2f5d34", "#5b3a78", "#7a2e3a", "#2c5a5a", "#6b4f1d"] as const;

/** Up to two initials: the first letters of the first and last words (letters and digits only). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "";
  return (first + last).toLocaleUpperCase() || "?";
}

/** A colour of DISC_COLOURS chosen by the name (a small string hash, stable across sessions). */
export function discColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return DISC_COLOURS[hash % DISC_COLOURS.length] ?? DISC_COLOURS[0];
}

/** Whether `img` is a picture the user chose (not empty, not Foundry's default silhouette or item bag). */
export function hasOwnImage(img: string): boolean {
  const path = img.trim();
  return path !== "" && !path.endsWith(DEFAULT_ACTOR_IMAGE) && !path.endsWith(DEFAULT_ITEM_IMAGE);
}

/** The monogram: an SVG data URI of the initials on a disc with a lighter ring. */
export function monogram(name: string): string {
  const colour = discColour(name);
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 34 : 40;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'>` +
    `<circle cx='48' cy='48' r='45' fill='${colour}'/>` +
    `<circle cx='48' cy='48' r='40' fill='none' stroke='#ffffff' stroke-opacity='0.45' stroke-width='2'/>` +
    `<text x='48' y='48' dy='0.35em' text-anchor='middle' font-family='Georgia, serif' font-weight='bold' font-size='${size}' fill='#ffffff'>${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, "%27")}`;
}

/** The monogram a sheet draws over an actor's portrait, or "" when the actor has its own image. */
export function monogramOf(img: string, name: string): string {
  return hasOwnImage(img) ? "" : monogram(name);
}
