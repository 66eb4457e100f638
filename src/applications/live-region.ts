/**
 * The live regions of a window of several steps or choices (the guided creation, the truths dialog):
 * one for problems (role="alert") and one for other news (aria-live="polite"), each drawn once and
 * never replaced, so screen readers announce what is written into them. Text goes in with
 * `textContent`, never as HTML.
 */

/** The live region of problems. */
const ERRORS_SELECTOR = '[data-role="live-errors"]';
/** The polite live region of other news (a roll's result). */
const ANNOUNCE_SELECTOR = '[data-role="live-announce"]';

/** Writes the problems into the live region: a heading and a list, or nothing. */
export function showProblems(root: ParentNode, heading: string, items: readonly string[]): void {
  const region = root.querySelector<HTMLElement>(ERRORS_SELECTOR);
  if (!region) return;
  region.replaceChildren();
  if (items.length === 0) return;
  const doc = region.ownerDocument;
  const title = doc.createElement("p");
  title.className = "vf-live__heading";
  title.textContent = heading;
  const list = doc.createElement("ul");
  for (const text of items) {
    const item = doc.createElement("li");
    item.textContent = text;
    list.append(item);
  }
  region.append(title, list);
}

/** Writes a sentence into the polite live region. */
export function announce(root: ParentNode, text: string): void {
  const region = root.querySelector<HTMLElement>(ANNOUNCE_SELECTOR);
  if (region) region.textContent = text;
}
