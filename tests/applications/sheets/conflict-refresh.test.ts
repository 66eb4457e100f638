/**
 * Foundry only: a change on a Strike! character redraws the open conflict sheets that character plays in.
 * The open sheets come from Foundry's map of open applications (`foundry.applications.instances`, by id,
 * as draw-steel's src/module/data/settings/malice.mjs reads it); an actor's `sheet` getter, which would
 * create a sheet object, is never read (the fake throws if it is).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerConflictMemberRefresh } from "../../../src/applications/sheets/conflict-refresh";

type Handler = (actor: unknown, changes: Record<string, unknown>) => void;

class FakeActor {
  constructor(
    readonly type: string,
    readonly uuid: string,
    readonly system: unknown,
  ) {}
  get sheet(): never {
    throw new Error("actor.sheet creates a sheet object: read the open applications instead");
  }
}

function app(document: unknown, rendered: boolean) {
  return { document, rendered, render: vi.fn(async () => undefined) };
}

afterEach(() => vi.unstubAllGlobals());

describe("conflict sheets follow their players' sheets", () => {
  it("redraws only the open conflicts that list the changed Strike! character, on a change of its data or name", () => {
    const hooks = new Map<string, Handler>();
    vi.stubGlobal("Hooks", { on: (name: string, fn: Handler) => hooks.set(name, fn) });
    vi.stubGlobal("Actor", FakeActor);
    const orrin = new FakeActor("strikeCharacter", "Actor.orrin", {});
    const docks = app(new FakeActor("conflict", "Actor.docks", { players: [{ id: "Actor.orrin" }] }), true);
    const closed = app(new FakeActor("conflict", "Actor.closed", { players: [{ id: "Actor.orrin" }] }), false);
    const other = app(new FakeActor("conflict", "Actor.other", { players: [{ id: "Actor.someone" }] }), true);
    const orrinSheet = app(orrin, true);
    const dialog = { rendered: true, render: vi.fn(async () => undefined) };
    const mira = new FakeActor("augurCharacter", "Actor.orrin", {});
    const instances = new Map<string, unknown>(Object.entries({ docks, closed, other, orrinSheet, dialog }));
    vi.stubGlobal("foundry", { applications: { instances } });
    vi.stubGlobal("game", { actors: { contents: [orrin, docks.document, closed.document, other.document] } });
    registerConflictMemberRefresh();
    const onUpdate = hooks.get("updateActor");
    if (!onUpdate) throw new Error("no updateActor hook");

    onUpdate(orrin, { system: { minor: { angry: true } } });
    expect(docks.render).toHaveBeenCalledTimes(1);
    expect(closed.render).not.toHaveBeenCalled();
    expect(other.render).not.toHaveBeenCalled();
    expect(orrinSheet.render).not.toHaveBeenCalled();
    expect(dialog.render).not.toHaveBeenCalled();

    onUpdate(orrin, { name: "Orrin the Bold" });
    expect(docks.render).toHaveBeenCalledTimes(2);
    onUpdate(orrin, { img: "orrin.webp" });
    onUpdate(mira, { system: {} });
    expect(docks.render).toHaveBeenCalledTimes(2);
  });
});
