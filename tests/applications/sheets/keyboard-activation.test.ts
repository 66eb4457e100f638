import { describe, expect, it } from "vitest";
import { activateOnKey } from "../../../src/applications/sheets/keyboard-activation";

function element(tagName: string, attributes: Record<string, string>) {
  return {
    tagName,
    clicks: 0,
    getAttribute(name: string) {
      return attributes[name] ?? null;
    },
    click() {
      this.clicks++;
    },
  };
}

function press(key: string, target: unknown) {
  const event = { key, target, prevented: false, preventDefault() { this.prevented = true; } };
  return { done: activateOnKey(event), event };
}

describe("keyboard activation of a portrait action", () => {
  const portrait = () => element("IMG", { role: "button", "data-action": "editImage" });

  it("clicks the img on Enter and on Space, and stops the key's own effect", () => {
    for (const key of ["Enter", " "]) {
      const img = portrait();
      const { done, event } = press(key, img);
      expect(done).toBe(true);
      expect(img.clicks).toBe(1);
      expect(event.prevented).toBe(true);
    }
  });

  it("leaves other keys, real buttons and elements without an action alone", () => {
    const img = portrait();
    expect(press("a", img).done).toBe(false);
    const button = element("BUTTON", { role: "button", "data-action": "x" });
    expect(press("Enter", button).done).toBe(false);
    const plain = element("IMG", { role: "button" });
    expect(press("Enter", plain).done).toBe(false);
    expect(press("Enter", null).done).toBe(false);
    expect(img.clicks + button.clicks + plain.clicks).toBe(0);
  });
});
