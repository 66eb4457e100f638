import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestOfButton, targetOf, type ClockElement } from "../../../src/applications/clocks/clock-buttons";
import { fakeApplicationsApi } from "../../fakes/foundry-application";

/** A tiny element tree: each node has data-*, a value, and finds its ancestors and descendants by selector. */
class Node implements ClockElement {
  parent: Node | null = null;
  children: Node[] = [];
  constructor(
    readonly dataset: Record<string, string | undefined>,
    readonly value = "",
    readonly cls = "",
  ) {}
  add(...nodes: Node[]): this {
    for (const n of nodes) {
      n.parent = this;
      this.children.push(n);
    }
    return this;
  }
  matches(selector: string): boolean {
    const attr = /^\[data-([a-z-]+)(?:="([^"]+)")?\]$/.exec(selector);
    if (attr) {
      const key = attr[1].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      return key in this.dataset && (attr[2] === undefined || this.dataset[key] === attr[2]);
    }
    return selector.startsWith(".") && this.cls === selector.slice(1);
  }
  closest(selector: string): Node | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  querySelector(selector: string): Node | null {
    for (const child of this.children) {
      if (child.matches(selector)) return child;
      const deeper = child.querySelector(selector);
      if (deeper) return deeper;
    }
    return null;
  }
}

function list(scope: string, actorUuid = "") {
  const odds = new Node({ role: "clock-odds" }, "smallChance");
  const name = new Node({ name: "Old name" }, "", "vf-clock__name");
  const row = new Node({ clockId: "c1" }, "", "vf-clock").add(name);
  const button = (op: string) => new Node({ action: "clockPress", op, clockId: "c1" });
  const buttons = ["advance", "clear", "delete", "roll", "rename", "explode"].map((op) => [op, button(op)] as const);
  row.add(...buttons.map(([, b]) => b));
  const form = new Node({ role: "clock-new" }).add(
    new Node({ role: "clock-name" }, "  Doom "),
    new Node({ role: "clock-segments" }, "8"),
    new Node({ role: "clock-visibility" }, "gm"),
  );
  const create = new Node({ action: "clockCreate" });
  form.add(create);
  const section = new Node({ clockScope: scope, actorUuid }).add(odds, row, form);
  return { section, create, buttons: Object.fromEntries(buttons) };
}

const env = (root: ClockElement, askName: (current: string) => Promise<string | null> = async () => null) => ({
  root,
  lookup: () => undefined,
  askName,
  notifyError: () => undefined,
});

describe("clock buttons", () => {
  beforeEach(() => vi.stubGlobal("game", {}));
  afterEach(() => vi.unstubAllGlobals());

  it("read the list they sit in: the world's, or a character's by its UUID", () => {
    expect(targetOf(list("world").create)).toEqual({ scope: "world" });
    expect(targetOf(list("actor", "Actor.kira").create)).toEqual({ scope: "actor", actorUuid: "Actor.kira" });
    expect(targetOf(list("actor", "").create)).toBeNull();
  });

  it("make the press each button names, a roll with the list's odds", async () => {
    const { section, buttons } = list("world");
    const e = env(section);
    expect(await requestOfButton(buttons.advance, e)).toEqual({ target: { scope: "world" }, op: { action: "advance", clockId: "c1" } });
    expect(await requestOfButton(buttons.clear, e)).toMatchObject({ op: { action: "clear" } });
    expect(await requestOfButton(buttons.delete, e)).toMatchObject({ op: { action: "delete" } });
    expect(await requestOfButton(buttons.roll, e)).toEqual({ target: { scope: "world" }, op: { action: "roll", clockId: "c1", odds: "smallChance" } });
    expect(await requestOfButton(buttons.explode, e)).toBeNull();
  });

  it("read the new clock's form, and a sheet may name its own actor", async () => {
    const { section, create } = list("actor", "");
    expect(await requestOfButton(create, { ...env(section), target: { scope: "actor", actorUuid: "Actor.me" } })).toEqual({
      target: { scope: "actor", actorUuid: "Actor.me" },
      op: { action: "create", name: "  Doom ", segments: 8, visibility: "gm" },
    });
  });

  it("ask for a new name before a rename, and make none when the prompt is closed", async () => {
    const { section, buttons } = list("world");
    const asked: string[] = [];
    const rename = await requestOfButton(buttons.rename, env(section, async (current) => (asked.push(current), "New name")));
    expect(asked).toEqual(["Old name"]);
    expect(rename).toEqual({ target: { scope: "world" }, op: { action: "edit", clockId: "c1", name: "New name" } });
    expect(await requestOfButton(buttons.rename, env(section))).toBeNull();
  });
});

describe("the panel's redraw on an actor update", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("happens only when the update touched the clocks", async () => {
    vi.stubGlobal("foundry", fakeApplicationsApi());
    const { touchesClocks } = await import("../../../src/applications/clocks/register");
    expect(touchesClocks({ system: { clocks: [] } })).toBe(true);
    expect(touchesClocks({ system: { momentum: 3 } })).toBe(false);
    expect(touchesClocks({ name: "x" })).toBe(false);
    expect(touchesClocks(null)).toBe(false);
  });
});
