/**
 * The chat card of a d100 roll on a delve site's features, dangers or denizens: the site and table
 * named, the roll and the row it found. Site, table and row texts are user text (a site's owner writes
 * its rows and denizen names): each is escaped, and the whole card passes through the one cleaner.
 */
import { cleanHTML } from "../../clean-html";
import { escapeHtml } from "../../html";

/** A denizen row: a link to its foe (enriched by Foundry when the card is shown) or its name, and how often it appears. */
export function denizenResultHtml(
  slot: { uuid: string; name: string },
  frequency: string,
  emptySlot: string,
): string {
  const name = slot.name.replace(/[{}[\]]/g, "");
  const who = slot.uuid
    ? `@UUID[${escapeHtml(slot.uuid.replace(/[{}[\]]/g, ""))}]{${escapeHtml(name) || "?"}}`
    : escapeHtml(slot.name || emptySlot);
  return `${who} (${escapeHtml(frequency)})`;
}

/** The card's HTML; `resultHtml` is the row as HTML (escaped text or a denizen row). */
export function siteRollCardHtml(site: string, table: string, total: number, resultHtml: string): string {
  return cleanHTML(
    `<div class="vowforge vf-site-roll"><h3>${escapeHtml(site)}: ${escapeHtml(table)}</h3><p><strong>${total}</strong> ${resultHtml}</p></div>`,
  );
}
