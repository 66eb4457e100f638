/**
 * The button in the RollTable sidebar's header that opens the oracle browser, added on the
 * `renderRollTableDirectory` hook. Added once: a later render of the directory finds it there.
 */
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

const ICON = '<i class="fa-solid fa-dice-d10" inert></i>';

/**
 * Adds the button to the directory header's actions (or the header itself). Returns the new button,
 * or null when it was there already or the directory has no header.
 */
export function addOracleBrowserButton(
  html: DirectoryElementLike,
  open: () => unknown,
  localize: (key: string) => string,
): ButtonLike | null {
  if (html.querySelector(`.${ORACLE_BUTTON_CLASS}`)) return null;
  const place =
    html.querySelector(".directory-header .header-actions") ?? html.querySelector(".directory-header");
  if (!place) return null;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.className = ORACLE_BUTTON_CLASS;
  button.dataset.action = "vowforgeOpenOracles";
  // The visible text names the button; the tooltip says what it does.
  button.dataset.tooltip = localize("VOWFORGE.Oracle.Browser.OpenLabel");
  button.innerHTML = `${ICON} <span>${escapeHtml(localize("VOWFORGE.Oracle.Browser.Open"))}</span>`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    void open();
  });
  place.append(button);
  return button;
}
