/** The v13/v14 bridge: each branch, with `game`, its settings and ChatMessage as each version has them. */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyRollMode,
  chatLineText,
  tableDrawModeOptions,
  chatModeSettingKey,
  copyUpdate,
  currentRollMode,
  deletionUpdate,
  directoryHeaderPlace,
  foundryGeneration,
  htmlLineText,
  isUpdateOperator,
  isV14,
  readRequestedMode,
  readUpdateKey,
} from "../src/foundry-compat";

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * `game` of one generation: v13 keeps the chat box's mode in `core.rollMode`; v14 in `core.messageMode`
 * under new names, the old key gone (dnd5e#6958, SR5-FoundryVTT#1916): read here as null.
 */
function install(generation: 13 | 14 | null, mode: string) {
  const settings: Record<string, unknown> =
    generation === 14 ? { "core.messageMode": mode, "core.rollMode": null } : { "core.rollMode": mode };
  const applied: Array<{ method: string; mode: string }> = [];
  vi.stubGlobal("game", {
    ...(generation === null ? {} : { release: { generation } }),
    settings: { get: (scope: string, key: string) => settings[`${scope}.${key}`] },
  });
  // Both versions' methods exist on v14 (the old one deprecated, warning: Foundry_WoD20#1396).
  vi.stubGlobal("ChatMessage", {
    applyRollMode: (_data: object, m: string) => void applied.push({ method: "applyRollMode", mode: m }),
    applyMode: (_data: object, m: string) => void applied.push({ method: "applyMode", mode: m }),
  });
  return applied;
}

describe("which version runs", () => {
  it("reads game.release.generation, 13 when it is missing", () => {
    install(14, "public");
    expect(foundryGeneration()).toBe(14);
    expect(isV14()).toBe(true);
    install(13, "publicroll");
    expect(foundryGeneration()).toBe(13);
    expect(isV14()).toBe(false);
    install(null, "publicroll");
    expect(foundryGeneration()).toBe(13);
  });
});

describe("the chat box's mode", () => {
  it("v13: core.rollMode under the old names", () => {
    for (const mode of ["publicroll", "gmroll", "blindroll", "selfroll"]) {
      install(13, mode);
      expect(chatModeSettingKey()).toBe("rollMode");
      expect(currentRollMode()).toBe(mode);
    }
  });

  it("v14: core.messageMode under the new names (in character is public)", () => {
    const pairs = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll", ic: "publicroll" };
    for (const [mode, rollMode] of Object.entries(pairs)) {
      install(14, mode);
      expect(chatModeSettingKey()).toBe("messageMode");
      expect(currentRollMode()).toBe(rollMode);
    }
  });

  it("a mode nobody knows reads as public", () => {
    install(13, "nonsense");
    expect(currentRollMode()).toBe("publicroll");
    install(14, "nonsense");
    expect(currentRollMode()).toBe("publicroll");
  });

  it("a requested mode may use either version's names; none asked is the chat box's", () => {
    install(14, "blind");
    expect(readRequestedMode(undefined)).toBe("blindroll");
    expect(readRequestedMode("gm")).toBe("gmroll");
    expect(readRequestedMode("selfroll")).toBe("selfroll");
    expect(readRequestedMode("roll")).toBe("publicroll");
    expect(readRequestedMode("nonsense")).toBeNull();
  });
});

describe("applying a mode to a new message", () => {
  it("v13: applyRollMode with the old name, and the mode as a create option", () => {
    const applied = install(13, "publicroll");
    for (const mode of ["publicroll", "gmroll", "blindroll", "selfroll"] as const) {
      expect(applyRollMode({}, mode)).toEqual({ rollMode: mode });
    }
    expect(applied.map((a) => a.method)).toEqual(Array(4).fill("applyRollMode"));
    expect(applied.map((a) => a.mode)).toEqual(["publicroll", "gmroll", "blindroll", "selfroll"]);
  });

  it("v14: applyMode with the new name, never the deprecated applyRollMode", () => {
    const applied = install(14, "public");
    for (const mode of ["publicroll", "gmroll", "blindroll", "selfroll"] as const) {
      expect(applyRollMode({}, mode)).toEqual({});
    }
    expect(applied).toEqual([
      { method: "applyMode", mode: "public" },
      { method: "applyMode", mode: "gm" },
      { method: "applyMode", mode: "blind" },
      { method: "applyMode", mode: "self" },
    ]);
  });
});

describe("applying a mode when a method is missing", () => {
  it("v14 without applyMode falls back to the deprecated applyRollMode, never skipping the mode", () => {
    install(14, "public");
    const applied: string[] = [];
    vi.stubGlobal("ChatMessage", { applyRollMode: (_d: object, m: string) => void applied.push(m) });
    expect(applyRollMode({}, "blindroll")).toEqual({ rollMode: "blindroll" });
    expect(applied).toEqual(["blindroll"]);
  });

  it("with neither method, throws a clear error instead of posting public", () => {
    install(14, "public");
    vi.stubGlobal("ChatMessage", {});
    expect(() => applyRollMode({}, "gmroll")).toThrow(/neither applyMode nor applyRollMode/);
    install(13, "publicroll");
    vi.stubGlobal("ChatMessage", { applyMode: () => undefined });
    expect(() => applyRollMode({}, "selfroll")).toThrow(/selfroll/);
  });
});

describe("a table draw's mode option", () => {
  it("v13: rollMode under the old names", () => {
    install(13, "publicroll");
    expect(tableDrawModeOptions("blindroll")).toEqual({ rollMode: "blindroll" });
    expect(tableDrawModeOptions("publicroll")).toEqual({ rollMode: "publicroll" });
  });

  it("v14: messageMode under the new names, never the deprecated rollMode", () => {
    install(14, "public");
    expect(tableDrawModeOptions("blindroll")).toEqual({ messageMode: "blind" });
    expect(tableDrawModeOptions("gmroll")).toEqual({ messageMode: "gm" });
    expect(tableDrawModeOptions("selfroll")).toEqual({ messageMode: "self" });
    expect(tableDrawModeOptions("publicroll")).toEqual({ messageMode: "public" });
  });
});

describe("the chatMessage hook's line", () => {
  it("v13: the text as typed", () => {
    install(13, "publicroll");
    expect(chatLineText("/action iron")).toBe("/action iron");
    expect(chatLineText("/oracle a &amp; b")).toBe("/oracle a &amp; b");
  });

  it("v14: the text of the ProseMirror HTML (foundryvtt-acks-core#191)", () => {
    install(14, "public");
    expect(chatLineText("<p>/action iron</p>")).toBe("/action iron");
    expect(chatLineText("/action iron")).toBe("/action iron");
  });

  it("decodes entities and keeps paragraphs apart", () => {
    expect(htmlLineText("<p>/oracle Action &amp; Theme&nbsp;&#33;&#x3f;</p>")).toBe("/oracle Action & Theme !?");
    expect(htmlLineText("<p>/vf</p><p>more</p>")).toBe("/vf\nmore");
    expect(htmlLineText("<p>a<br>b</p>")).toBe("a\nb");
    expect(htmlLineText("<p>&lt;b&gt; &quot;x&quot; &#39;y&#39; &unknown;</p>")).toBe('<b> "x" \'y\' &unknown;');
  });

  it("reads impossible character references as U+FFFD, as HTML does, and inherited words as typed", () => {
    // `&#x110000;` made String.fromCodePoint throw inside the chat hook; `&constructor;` read Object's
    // constructor out of the entity table.
    expect(htmlLineText("<p>a&#x110000;b&#99999999999;c&#0;d&#xD800;e</p>")).toBe("a\ufffdb\ufffdc\ufffdd\ufffde");
    expect(htmlLineText("<p>&constructor; &__proto__; &toString;</p>")).toBe("&constructor; &__proto__; &toString;");
  });
});

/** Stands in for v14's `_del`: a class instance Foundry recognises by its class (draw-steel merges `blink: _del`). */
class ForcedDeletionStandIn {}

describe("updates", () => {
  it("deletes a key by v13's key form on v13, by v14's `_del` on v14 (dnd5e item.mjs deleteActivity)", () => {
    install(13, "publicroll");
    vi.stubGlobal("_del", new ForcedDeletionStandIn());
    expect(deletionUpdate("system.health")).toEqual({ "system.-=health": null });
    expect(deletionUpdate("name")).toEqual({ "-=name": null });
    install(14, "public");
    const deletion = deletionUpdate("system.health");
    expect(Object.keys(deletion)).toEqual(["system.health"]);
    expect(deletion["system.health"]).toBeInstanceOf(ForcedDeletionStandIn);
  });

  it("falls back to the key form, which v14 still reads, on a v14 without `_del`", () => {
    install(14, "public");
    expect(deletionUpdate("system.a.b")).toEqual({ "system.a.-=b": null });
  });

  it("reads a key segment as plain, forced replacement or deletion", () => {
    expect(readUpdateKey("meters")).toEqual({ key: "meters", form: "plain" });
    expect(readUpdateKey("==meters")).toEqual({ key: "meters", form: "replace" });
    expect(readUpdateKey("-=health")).toEqual({ key: "health", form: "delete" });
    expect(readUpdateKey("=meters")).toEqual({ key: "=meters", form: "plain" });
  });

  it("tells an operator object from data", () => {
    expect(isUpdateOperator(new ForcedDeletionStandIn())).toBe(true);
    for (const data of [{}, { a: 1 }, Object.create(null), [], null, undefined, 3, "x"]) {
      expect(isUpdateOperator(data)).toBe(false);
    }
  });

  it("copies an update shallowly, so its operator objects stay the same instances", () => {
    const operator = new ForcedDeletionStandIn();
    const meters = { health: 3 };
    const data = { name: "Kai", system: { notes: operator, meters } };
    const copy = copyUpdate(data);
    expect(copy).toEqual(data);
    expect(copy).not.toBe(data);
    expect(copy.system).not.toBe(data.system);
    expect(copy.system.notes).toBe(operator);
    expect(copy.system.meters).toBe(meters);
    expect(copyUpdate(null)).toBeNull();
  });
});

describe("the directory header", () => {
  const directory = (has: string[]) => ({
    querySelector: (selector: string) => (has.includes(selector) ? selector : null),
  });

  it("places a button in the header's actions, else the header, else the top <header>, else nowhere", () => {
    const actions = ".directory-header .header-actions";
    expect(directoryHeaderPlace(directory([actions, ".directory-header"]))).toBe(actions);
    expect(directoryHeaderPlace(directory([".directory-header"]))).toBe(".directory-header");
    // A build whose header has another class still gets the button, in its top <header>.
    expect(directoryHeaderPlace(directory([":scope > header"]))).toBe(":scope > header");
    expect(directoryHeaderPlace(directory([]))).toBeNull();
  });
});
