/** Foundry only: a change on a Strike! character redraws the open conflict sheets that character plays in. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerConflictMemberRefresh } from "../../../src/applications/sheets/conflict-refresh";

type Handler = (actor: unknown, changes: Record<string, unknown>) => void;

function actor(type: string, uuid: string, system: unknown, rendered: boolean) {
  const render = vi.fn(async () => undefined);
  return { type, uuid, system, sheet: { rendered, render }, render };
}

afterEach(() => vi.unstubAllGlobals());

describe("conflict sheets follow their players' sheets", () => {
  it("redraws only the open conflicts that list the changed Strike! character, on a change of its data or name", () => {
    const hooks = new Map<string, Handler>();
    vi.stubGlobal("Hooks", { on: (name: string, fn: Handler) => hooks.set(name, fn) });
    const orrin = actor("strikeCharacter", "Actor.orrin", {}, false);
    const docks = actor("conflict", "Actor.docks", { players: [{ id: "Actor.orrin" }] }, true);
    const closed = actor("conflict", "Actor.closed", { players: [{ id: "Actor.orrin" }] }, false);
    const other = actor("conflict", "Actor.other", { players: [{ id: "Actor.someone" }] }, true);
    const mira = actor("augurCharacter", "Actor.orrin", {}, false);
    vi.stubGlobal("game", { actors: { contents: [orrin, docks, closed, other] } });
    registerConflictMemberRefresh();
    const onUpdate = hooks.get("updateActor");
    if (!onUpdate) throw new Error("no updateActor hook");

    onUpdate(orrin, { system: { minor: { angry: true } } });
    expect(docks.sheet.render).toHaveBeenCalledTimes(1);
    expect(closed.sheet.render).not.toHaveBeenCalled();
    expect(other.sheet.render).not.toHaveBeenCalled();

    onUpdate(orrin, { name: "Orrin the Bold" });
    expect(docks.sheet.render).toHaveBeenCalledTimes(2);
    onUpdate(orrin, { img: "orrin.webp" });
    onUpdate(mira, { system: {} });
    expect(docks.sheet.render).toHaveBeenCalledTimes(2);
  });
});
