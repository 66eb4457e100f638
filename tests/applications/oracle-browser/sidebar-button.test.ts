import { describe, expect, it, vi } from "vitest";
import {
  ORACLE_BUTTON_CLASS,
  addOracleBrowserButton,
  type ButtonLike,
  type DirectoryElementLike,
} from "../../../src/applications/oracle-browser/sidebar-button";
import { localize } from "../../helpers/handlebars";

/** A directory element with the selectors the function looks for. */
function directory(has: { actions?: boolean; header?: boolean } = { actions: true, header: true }) {
  const appended: ButtonLike[] = [];
  const place = { append: (...nodes: ButtonLike[]) => appended.push(...nodes) };
  const html: DirectoryElementLike = {
    querySelector(selector: string) {
      if (selector === `.${ORACLE_BUTTON_CLASS}`) return appended[0] ?? null;
      if (selector === ".directory-header .header-actions") return has.actions ? place : null;
      if (selector === ".directory-header") return has.header ? place : null;
      return null;
    },
    ownerDocument: {
      createElement: () => {
        const listeners: Array<(event: Event) => void> = [];
        const attributes: Record<string, string> = {};
        return {
          type: "",
          className: "",
          innerHTML: "",
          dataset: {},
          attributes,
          listeners,
          setAttribute: (name: string, value: string) => (attributes[name] = value),
          addEventListener: (_type: "click", fn: (event: Event) => void) => listeners.push(fn),
          append: () => undefined,
        } as ButtonLike & { listeners: typeof listeners };
      },
    },
  };
  return { html, appended };
}

describe("addOracleBrowserButton", () => {
  it("adds one real button to the header's actions that opens the browser", () => {
    const { html, appended } = directory();
    const open = vi.fn();
    const button = addOracleBrowserButton(html, open, localize) as ButtonLike & {
      listeners: Array<(e: Event) => void>;
    };
    expect(appended).toEqual([button]);
    expect(button).toMatchObject({ type: "button", className: ORACLE_BUTTON_CLASS });
    expect(button.dataset).toEqual({ action: "vowforgeOpenOracles", tooltipText: "Open the oracle browser" });
    expect(button.innerHTML).toBe('<i class="fa-solid fa-dice-d10" inert></i> <span>Oracles</span>');
    const event = { preventDefault: vi.fn(), stopPropagation: vi.fn() } as unknown as Event;
    button.listeners[0](event);
    expect(open).toHaveBeenCalledTimes(1);
    expect(addOracleBrowserButton(html, open, localize)).toBeNull();
    expect(appended).toHaveLength(1);
  });

  it("falls back to the header, and does nothing without one", () => {
    const header = directory({ header: true });
    expect(addOracleBrowserButton(header.html, vi.fn(), localize)).not.toBeNull();
    const none = directory({});
    expect(addOracleBrowserButton(none.html, vi.fn(), localize)).toBeNull();
    expect(none.appended).toEqual([]);
  });
});
