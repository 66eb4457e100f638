/**
 * Draws an enriched link (link-spec.ts) as DOM elements, and wires their clicks. Built with DOM calls,
 * never from markup, so names and references stay text. The controls are `a` elements with the button
 * role, reached with Tab and pressed with Enter or Space: Foundry disables every `button` of a sheet
 * the user may not edit (foundryvtt/foundryvtt#11673), and a move's text shown in a compendium's sheet
 * must still roll; Foundry's own content links are `a` elements for the same reason. No Foundry call
 * here: the playground draws the same elements with its own handlers.
 */
import { type EnrichedLink } from "./link-spec";

/** What a press does, by the element's `data-vf-link`. */
export interface EnrichedHandlers {
  /** Opens a document (a move's sheet). */
  open(uuid: string): unknown;
  /** Rolls a move for the user's character. */
  rollMove(uuid: string): unknown;
  /** Draws an oracle table. */
  drawOracle(uuid: string): unknown;
  /** Rolls an inline roll (`@Roll` text, already checked). */
  roll(text: string): unknown;
}

type Press = keyof EnrichedHandlers;

/** The class every enriched element carries (and the wrapper of a move's two controls). */
export const ENRICHED_CLASS = "vf-enriched";

function icon(doc: Document, name: string): HTMLElement {
  const i = doc.createElement("i");
  i.className = `fa-solid ${name}`;
  i.setAttribute("inert", "");
  i.setAttribute("aria-hidden", "true");
  return i;
}

function control(doc: Document, press: Press, value: string, label: string, iconName: string, text: string | null): HTMLAnchorElement {
  const a = doc.createElement("a");
  a.className = `${ENRICHED_CLASS}__control ${ENRICHED_CLASS}__control--${press}`;
  a.setAttribute("role", "button");
  a.tabIndex = 0;
  a.dataset.vfLink = press;
  a.dataset.vfValue = value;
  a.setAttribute("aria-label", label);
  a.dataset.tooltipText = label;
  a.append(icon(doc, iconName));
  if (text !== null) a.append(doc.createTextNode(text));
  return a;
}

/** The element of one enriched link. */
export function linkElement(link: EnrichedLink, doc: Document = document): HTMLElement {
  const wrapper = doc.createElement("span");
  wrapper.className = `${ENRICHED_CLASS} ${ENRICHED_CLASS}--${link.kind}`;
  switch (link.kind) {
    case "move": {
      const open = control(doc, "open", link.uuid, link.openLabel, "fa-book-open", link.text);
      // A move dragged from the text drops like one dragged from a compendium (our sheets' drag data).
      open.draggable = true;
      open.dataset.uuid = link.uuid;
      wrapper.append(open);
      if (link.rollLabel) wrapper.append(control(doc, "rollMove", link.uuid, link.rollLabel, "fa-dice-d6", null));
      break;
    }
    case "oracle":
      wrapper.append(control(doc, "drawOracle", link.uuid, link.rollLabel, "fa-dice-d10", link.text));
      break;
    case "roll":
      wrapper.append(control(doc, "roll", link.roll, link.rollLabel, "fa-dice-d6", link.text));
      break;
    case "broken":
      wrapper.setAttribute("role", "note");
      wrapper.setAttribute("aria-label", `${link.text}: ${link.tooltip}`);
      wrapper.dataset.tooltipText = link.tooltip;
      wrapper.append(icon(doc, "fa-link-slash"), doc.createTextNode(link.text));
      break;
  }
  return wrapper;
}

const PRESSES: readonly Press[] = ["open", "rollMove", "drawOracle", "roll"];

function pressOf(target: EventTarget | null): { press: Press; value: string; element: HTMLElement } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>("[data-vf-link]") : null;
  const press = element?.dataset.vfLink as Press | undefined;
  const value = element?.dataset.vfValue;
  if (!element || !press || !PRESSES.includes(press) || !value) return null;
  return { press, value, element };
}

/** Roots already wired: an element put back into the page is connected (and rendered) again. */
const wired = new WeakSet<HTMLElement>();

/**
 * Wires the enriched controls inside `root`: a click, or Enter or Space on a focused control, runs its
 * handler once; dragging a move carries it as an Item. A failing handler is reported to `onError` and
 * never escapes into the page. `signal` removes the listeners (Foundry's onRender passes one on v14,
 * aborted when the element leaves the page); a root is wired once until then, however often it is
 * rendered (dnd5e guards its enricher listeners the same way, module/enrichers.mjs `_addListeners`).
 */
export function wireEnriched(root: HTMLElement, handlers: EnrichedHandlers, onError: (error: unknown) => void, signal?: AbortSignal): void {
  if (wired.has(root) || signal?.aborted) return;
  wired.add(root);
  signal?.addEventListener("abort", () => wired.delete(root), { once: true });
  const run = (event: Event): void => {
    const found = pressOf(event.target);
    if (!found || !root.contains(found.element)) return;
    event.preventDefault();
    event.stopPropagation();
    try {
      void Promise.resolve(handlers[found.press](found.value)).catch(onError);
    } catch (error) {
      onError(error);
    }
  };
  const options = signal ? { signal } : undefined;
  root.addEventListener("click", run, options);
  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Enter" || event.key === " ") run(event);
    },
    options,
  );
  root.addEventListener(
    "dragstart",
    (event) => {
      const found = pressOf(event.target);
      if (!found || found.press !== "open" || !event.dataTransfer) return;
      // The drag data our sheets give a move row (applications/sheets/actor-sheet-base.ts #onDragRow);
      // a link inside a move row's text drags its own move, not the row's.
      event.dataTransfer.setData("text/plain", JSON.stringify({ type: "Item", uuid: found.value }));
      event.stopPropagation();
    },
    options,
  );
}
