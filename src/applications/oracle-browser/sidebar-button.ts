/**
 * The button in the RollTable sidebar's header that opens the oracle browser, added on the
 * `renderRollTableDirectory` hook. Added once: a later render of the directory finds it there.
 */
import { directoryHeaderPlace } from "../../foundry-compat";
import { escapeHtml } from "../../html";

/** The parts of the directory's element used here. */
export interface DirectoryElementLike {
  querySelector(selector: string): ElementLike | null;
  ownerDocument: { createElement(tag: "button"): ButtonLike };
}

export interface ElementLike {
  append(...nodes: ButtonLike[]): void;
}

export interface ButtonLike extends ElementLike {
  type: string;
  className: string;
  innerHTML: string;
  dataset: Record<string, string | undefined>;
  setAttribute(name: string, value: string): void;
  addEventListener(type: "click", listener: (event: Event) => void): void;
}

export const ORACLE_BUTTON_CLASS = "vf-open-oracles";

/** A button of ours in a sidebar directory's header: its class, action, icon and i18n keys. */
export interface SidebarButtonSpec {
  className: string;
  action: string;
  /** Font Awesome classes of the icon. */
  icon: string;
  /** The visible text (an i18n key). */
  label: string;
  /** The tooltip saying what it does (an i18n key). */
  tooltip: string;
}

const ORACLE_BUTTON: SidebarButtonSpec = {
  className: ORACLE_BUTTON_CLASS,
  action: "vowforgeOpenOracles",
  icon: "fa-solid fa-dice-d10",
  label: "VOWFORGE.Oracle.Browser.Open",
  tooltip: "VOWFORGE.Oracle.Browser.OpenLabel",
};

/**
 * Adds the button to the directory header's actions (or the header itself). Returns the new button,
 * or null when it was there already or the directory has no header.
 */
export function addOracleBrowserButton(
  html: DirectoryElementLike,
  open: () => unknown,
  localize: (key: string) => string,
): ButtonLike | null {
  return addSidebarButton(html, open, localize, ORACLE_BUTTON);
}

/**
 * Adds a button of ours to a directory header's actions (or the header itself). Returns the new
 * button, or null when it was there already or the directory has no header.
 */
export function addSidebarButton(
  html: DirectoryElementLike,
  open: () => unknown,
  localize: (key: string) => string,
  spec: SidebarButtonSpec,
): ButtonLike | null {
  if (html.querySelector(`.${spec.className}`)) return null;
  const place = directoryHeaderPlace(html);
  if (!place) return null;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.className = spec.className;
  button.dataset.action = spec.action;
  // The visible text names the button; the tooltip says what it does, as plain text (Foundry shows the
  // other tooltip attribute as HTML: see docs/architecture.md, "HTML sinks").
  button.dataset.tooltipText = localize(spec.tooltip);
  button.innerHTML = `<i class="${escapeHtml(spec.icon)}" inert></i> <span>${escapeHtml(localize(spec.label))}</span>`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    void open();
  });
  place.append(button);
  return button;
}
