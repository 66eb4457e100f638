/**
 * Outcome effects on a companion from the card: the companion's suffer move picked from "any suffer
 * move" writes the companion asset's health (with the roll of heart or its health offered), a
 * character with two companions is asked which, the companion's fate on a miss at 0 health marks the
 * asset (Starforged: dead on a match; Ironsworn: dead on a 1, with experience per marked ability), and
 * undo takes it back. Refusals — a press by a non-owner, a second press, a companion out of range —
 * are localised and write nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { documentEffects } from "../../../src/rules/effects/moves";
import { setPath } from "../../../src/paths";
import type { ActionCardState } from "../../../src/kinds/action";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";
import { actionCard } from "./cards";
import { makeWorld } from "./world";
import { ironSystem, t } from "./characters";
import { render } from "../../helpers/handlebars";

beforeAll(async () => {
  await loadCardEffects();
});

const USER = { id: "u1", name: "Ada" };
const noDice = () => {
  throw new Error("no die expected");
};

/**
 * An embedded asset item as Foundry keeps one: its id, `system` and `flags`, and an update that sets
 * the dotted paths it is given (flags included) on the item.
 */
class FakeAsset {
  readonly updates: Record<string, unknown>[] = [];
  readonly type = "asset";
  flags: Record<string, unknown> = {};
  constructor(
    readonly id: string,
    readonly name: string,
    public system: Record<string, unknown>,
    readonly owners: string[] = ["owner", "coOwner"],
  ) {}

  testUserPermission(user: { id: string }, level: string): boolean {
    return level === "OWNER" && this.owners.includes(user.id);
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    await Promise.resolve();
    this.updates.push(changes);
    const root: Record<string, unknown> = { system: this.system, flags: this.flags };
    for (const [path, value] of Object.entries(changes)) setPath(root, path, value);
    return this;
  }
}

function companion(id: string, name: string, health: number, marked = 1): FakeAsset {
  return new FakeAsset(id, name, {
    category: "companion",
    meter: { enabled: true, label: "health", value: health, min: 0, max: 4 },
    abilities: [0, 1, 2].map((i) => ({ name: `A${i}`, text: "", enabled: i < marked })),
  });
}

const heroSystem = (ruleset: "ironsworn" | "starforged") => ironSystem(ruleset);

/** A character with `items`: Foundry's actor.items iterates its item documents (dnd5e walks `this.items` with for...of). */
function hero(ruleset: "ironsworn" | "starforged", items: FakeAsset[]) {
  return { type: "character", system: heroSystem(ruleset), items };
}

const FACE_DANGER = "move:starforged/adventure/face_danger";
const TAKES_A_HIT = "move:starforged/suffer/companion_takes_a_hit";
const ENDURE = "move:classic/suffer/companion_endure_harm";

/** edge 2 + die 3 = 5 against 4 and 7: a weak hit. */
const weakHit = (moveId: string) =>
  actionCard({ ruleset: "starforged", challengeDice: [4, 7], moveEffects: documentEffects(moveId), moveId, effectLog: [] });
/** edge 2 + die `die` against 9 and 9 (a match) or 8 and 9: a miss. */
const miss = (moveId: string, ruleset: "ironsworn" | "starforged", match: boolean, die = 3) =>
  actionCard({ ruleset, actionDie: die, challengeDice: match ? [9, 9] : [8, 9], moveEffects: documentEffects(moveId), moveId, effectLog: [] });

const logOf = (card: { kind: string }) => (card as ActionCardState).effectLog ?? [];

describe("the companion's suffer move from 'any suffer move'", () => {
  it("is offered with one companion, writes its health through its item, and offers the roll of the higher", () => {
    const rook = companion("rook", "Rook", 3);
    const actor = hero("starforged", [rook]);
    const panel = effectsPanel(weakHit(FACE_DANGER), { localize: t, canAct: true, actor }, "starforged");
    expect(panel?.rows[0].buttons.map((b) => b.sufferMove)).toContain("companionHarm");

    const done = applyCardAction(weakHit(FACE_DANGER), "applyEffect", { effectIndex: 0, sufferMove: "companionHarm" }, { actor, track: null }, noDice, USER);
    expect(done.actor).toBeNull();
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "rook", writes: [{ path: "system.meter.value", before: 3, after: 2 }] },
    ]);
    const [entry] = logOf(done.card);
    expect(entry.roll).toMatchObject({ key: "companionHealth", value: 2, move: "companionHarm", moveId: TAKES_A_HIT });
    const after = effectsPanel(done.card as ActionCardState, { localize: t, canAct: true, actor }, "starforged");
    expect(after?.trace[0].text).toContain("Health of Rook 3 → 2");
  });

  it("offers none without a companion", () => {
    const panel = effectsPanel(weakHit(FACE_DANGER), { localize: t, canAct: true, actor: hero("starforged", []) }, "starforged");
    expect(panel?.rows[0].buttons.map((b) => b.sufferMove)).not.toContain("companionHarm");
  });

  it("asks which of two companions, one button each, and refuses a press that names none", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 3), companion("vex", "Vex", 4)]);
    const panel = effectsPanel(weakHit(FACE_DANGER), { localize: t, canAct: true, actor }, "starforged");
    const buttons = panel?.rows[0].buttons.filter((b) => b.sufferMove === "companionHarm") ?? [];
    expect(buttons.map((b) => [b.label, b.companion])).toEqual([
      ["Companion Takes a Hit (-1): Rook", "rook"],
      ["Companion Takes a Hit (-1): Vex", "vex"],
    ]);
    expect(() => applyCardAction(weakHit(FACE_DANGER), "applyEffect", { effectIndex: 0, sufferMove: "companionHarm" }, { actor, track: null }, noDice, USER)).toThrow(
      expect.objectContaining({ code: "CompanionNeeded" }),
    );
    const done = applyCardAction(weakHit(FACE_DANGER), "applyEffect", { effectIndex: 0, sufferMove: "companionHarm", companion: "vex" }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([{ op: "writeCompanion", itemId: "vex", writes: [{ path: "system.meter.value", before: 4, after: 3 }] }]);
    expect(logOf(done.card)[0].companion).toBe("vex");
  });

  it("the card's roll of the companion's suffer move names the companion harmed (data-companion), the character's own none", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 3), companion("vex", "Vex", 4)]);
    const hurt = applyCardAction(weakHit(FACE_DANGER), "applyEffect", { effectIndex: 0, sufferMove: "companionHarm", companion: "vex" }, { actor, track: null }, noDice, USER);
    const panel = effectsPanel(hurt.card as ActionCardState, { localize: t, canAct: true, actor }, "starforged");
    expect(panel?.rolls).toEqual([
      expect.objectContaining({ action: "rollSufferMove", moveId: TAKES_A_HIT, companion: "vex", label: "Resist: roll Companion Takes a Hit with Companion health (3)" }),
    ]);
    const html = render("systems/vowforge/templates/chat/parts/effects.hbs", { effects: panel });
    expect(html).toMatch(/<button[^>]*data-action="rollSufferMove"[^>]*data-companion="vex"/);

    const harm = applyCardAction(weakHit(FACE_DANGER), "applyEffect", { effectIndex: 0, sufferMove: "harm" }, { actor, track: null }, noDice, USER);
    const own = effectsPanel(harm.card as ActionCardState, { localize: t, canAct: true, actor }, "starforged");
    expect(own?.rolls).toEqual([expect.objectContaining({ action: "rollSufferMove", companion: null })]);
    expect(render("systems/vowforge/templates/chat/parts/effects.hbs", { effects: own })).not.toContain("data-companion");
  });
});

describe("Companion Takes a Hit's weak hit: lose momentum for +1 health while the companion's health is not 0", () => {
  const labelsOf = (actor: ReturnType<typeof hero>) =>
    effectsPanel(weakHit(TAKES_A_HIT), { localize: t, canAct: true, actor }, "starforged")?.rows.flatMap((r) =>
      r.buttons.map((b) => [b.label, b.companion ?? null]),
    ) ?? [];

  it("is offered for the one companion above 0 and applies to it: momentum -1, its health +1", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 2)]);
    expect(labelsOf(actor)).toEqual([["Lose Momentum (-1), +1 Companion health", null]]);
    const done = applyCardAction(weakHit(TAKES_A_HIT), "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER);
    expect(done.actor).toEqual({ momentum: 1 });
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "rook", writes: [{ path: "system.meter.value", before: 2, after: 3 }] },
    ]);
  });

  it("is not offered for a companion at 0 health, and a press is refused", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 0)]);
    expect(labelsOf(actor)).toEqual([]);
    expect(() =>
      applyCardAction(weakHit(TAKES_A_HIT), "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER),
    ).toThrow(expect.objectContaining({ code: "NotOffered" }));
  });

  it("with two companions follows the one targeted: offered only for the one above 0, and writes that one", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 0), companion("vex", "Vex", 3)]);
    expect(labelsOf(actor)).toEqual([["Lose Momentum (-1), +1 Companion health", null]]);
    const done = applyCardAction(weakHit(TAKES_A_HIT), "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "vex", writes: [{ path: "system.meter.value", before: 3, after: 4 }] },
    ]);
    expect(() =>
      applyCardAction(weakHit(TAKES_A_HIT), "applyEffect", { effectIndex: 0, optionIndex: 0, companion: "rook" }, { actor, track: null }, noDice, USER),
    ).toThrow(expect.objectContaining({ code: "ChoiceOutOfRange" }));
  });

  it("with two companions above 0 asks which, one button each", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 1), companion("vex", "Vex", 3)]);
    expect(labelsOf(actor)).toEqual([
      ["Lose Momentum (-1), +1 Companion health: Rook", "rook"],
      ["Lose Momentum (-1), +1 Companion health: Vex", "vex"],
    ]);
    const done = applyCardAction(weakHit(TAKES_A_HIT), "applyEffect", { effectIndex: 0, optionIndex: 0, companion: "rook" }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "rook", writes: [{ path: "system.meter.value", before: 1, after: 2 }] },
    ]);
  });
});

describe("Companion Takes a Hit's miss: the additional -1 health at 0 is your Lose Momentum (-1) (SF-28)", () => {
  const LABEL = "-1 Companion health, or else Lose Momentum (-1)";
  const press = (health: number) => {
    const actor = hero("starforged", [companion("rook", "Rook", health)]);
    const card = miss(TAKES_A_HIT, "starforged", false);
    const labels = effectsPanel(card, { localize: t, canAct: true, actor }, "starforged")?.rows[0].buttons.map((b) => b.label);
    const done = applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER);
    const trace = effectsPanel(done.card as ActionCardState, { localize: t, canAct: true, actor }, "starforged")?.trace.map((l) => l.text);
    return { labels, done, trace };
  };

  it("the companion at 0: the character loses 1 momentum, the companion's item is not written", () => {
    const { labels, done, trace } = press(0);
    expect(labels).toContain(LABEL);
    expect(done.actor).toEqual({ momentum: 1 });
    expect(done.operations).toEqual([]);
    expect(trace).toEqual([`Ada: ${LABEL} — Momentum 2 → 1`]);
  });

  it("the companion at 2: it still costs the companion 1 health", () => {
    const { done } = press(2);
    expect(done.actor).toBeNull();
    expect(done.operations).toEqual([{ op: "writeCompanion", itemId: "rook", writes: [{ path: "system.meter.value", before: 2, after: 1 }] }]);
  });
});

describe("a card rolled with one of two companions' health (the roll dialog's pick)", () => {
  const rolledWith = (id: string, label: string, value: number) =>
    actionCard({ ruleset: "starforged", stat: { id, label, value }, actionDie: 3, challengeDice: [4, 7], moveEffects: documentEffects(TAKES_A_HIT), moveId: TAKES_A_HIT, effectLog: [] });
  const both = () => hero("starforged", [companion("rook", "Rook", 1), companion("vex", "Vex", 2)]);
  const labels = (card: ActionCardState, actor: ReturnType<typeof hero>) =>
    effectsPanel(card, { localize: t, canAct: true, actor }, "starforged")?.rows.flatMap((r) => r.buttons.map((b) => [b.label, b.companion ?? null])) ?? [];

  it("offers its effects for the companion rolled with alone, and writes that one", () => {
    const card = rolledWith("companionHealth.vex", "Vex (health)", 2);
    const actor = both();
    expect(labels(card, actor)).toEqual([["Lose Momentum (-1), +1 Companion health", null]]);
    const done = applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "vex", writes: [{ path: "system.meter.value", before: 2, after: 3 }] },
    ]);
    expect(() =>
      applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: 0, companion: "rook" }, { actor, track: null }, noDice, USER),
    ).toThrow(expect.objectContaining({ code: "ChoiceOutOfRange" }));
  });

  it("the bare companionHealth is the first companion's; a card rolled with another stat still asks which", () => {
    const actor = both();
    const first = rolledWith("companionHealth", "Rook (health)", 2);
    const done = applyCardAction(first, "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "rook", writes: [{ path: "system.meter.value", before: 1, after: 2 }] },
    ]);
    expect(labels(rolledWith("heart", "Heart", 2), actor).map(([, c]) => c)).toEqual(["rook", "vex"]);
  });
});

describe("a companion's fate on a miss at 0 health", () => {
  it("Starforged, a match: the card offers to mark it dead and marks its item", () => {
    const actor = hero("starforged", [companion("rook", "Rook", 0)]);
    const card = miss(TAKES_A_HIT, "starforged", true);
    const panel = effectsPanel(card, { localize: t, canAct: true, actor }, "starforged");
    const labels = panel?.rows.flatMap((r) => r.buttons.map((b) => b.label));
    expect(labels).toContain("Mark Rook dead");
    const index = card.moveEffects?.miss?.findIndex((e) => e.type === "companionFate") ?? -1;
    const done = applyCardAction(card, "applyEffect", { effectIndex: index }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "rook", writes: [{ path: "flags.vowforge.companion", before: "", after: "dead" }] },
    ]);
  });

  it("Starforged, no match: out of action; nothing offered while its health is above 0", () => {
    const card = miss(TAKES_A_HIT, "starforged", false);
    const down = effectsPanel(card, { localize: t, canAct: true, actor: hero("starforged", [companion("rook", "Rook", 0)]) }, "starforged");
    expect(down?.rows.flatMap((r) => r.buttons.map((b) => b.label))).toContain("Mark Rook out of action");
    const up = effectsPanel(card, { localize: t, canAct: true, actor: hero("starforged", [companion("rook", "Rook", 2)]) }, "starforged");
    expect(up?.rows.flatMap((r) => r.buttons.map((b) => b.label)).some((l) => l.startsWith("Mark Rook"))).toBe(false);
  });

  it("Ironsworn, a 1 on the action die: dead, with 1 experience for each marked ability", () => {
    const actor = hero("ironsworn", [companion("rook", "Rook", 0, 2)]);
    const card = miss(ENDURE, "ironsworn", false, 1);
    const index = card.moveEffects?.miss?.findIndex((e) => e.type === "companionFate") ?? -1;
    const done = applyCardAction(card, "applyEffect", { effectIndex: index }, { actor, track: null }, noDice, USER);
    expect(done.actor).toEqual({ "experience.earned": 2 });
    expect(done.operations).toEqual([
      { op: "writeCompanion", itemId: "rook", writes: [{ path: "flags.vowforge.companion", before: "", after: "dead" }] },
    ]);
  });
});

describe("a companion out of action comes back when its health rises above 0", () => {
  /** edge 2 + die 3 = 5 against 1 and 2: a strong hit (+1 companion health). */
  const strongHit = () =>
    actionCard({ ruleset: "starforged", challengeDice: [1, 2], moveEffects: documentEffects(TAKES_A_HIT), moveId: TAKES_A_HIT, effectLog: [] });

  it("the strong hit's +1 health clears the mark with it, and the trace says so", () => {
    const rook = companion("rook", "Rook", 0);
    rook.flags = { vowforge: { companion: "outOfAction" } };
    const actor = hero("starforged", [rook]);
    const done = applyCardAction(strongHit(), "applyEffect", { effectIndex: 0 }, { actor, track: null }, noDice, USER);
    expect(done.operations).toEqual([
      {
        op: "writeCompanion",
        itemId: "rook",
        writes: [
          { path: "system.meter.value", before: 0, after: 1 },
          { path: "flags.vowforge.companion", before: "outOfAction", after: "" },
        ],
      },
    ]);
    const panel = effectsPanel(done.card as ActionCardState, { localize: t, canAct: true, actor }, "starforged");
    expect(panel?.trace[0].text).toContain("Rook out of action → unmarked");
  });

  it("a dead companion is offered nothing", () => {
    const rook = companion("rook", "Rook", 0);
    rook.flags = { vowforge: { companion: "dead" } };
    const actor = hero("starforged", [rook]);
    expect(effectsPanel(strongHit(), { localize: t, canAct: true, actor }, "starforged")?.rows ?? []).toEqual([]);
    expect(() => applyCardAction(strongHit(), "applyEffect", { effectIndex: 0 }, { actor, track: null }, noDice, USER)).toThrow(
      expect.objectContaining({ code: "NotOffered" }),
    );
  });
});

describe("through the card action road", () => {
  const setup = async (items: FakeAsset[], gmConnected = false) => {
    const world = await makeWorld({ gmConnected, hero: heroSystem("starforged") });
    Object.assign(world.hero, { items });
    return world;
  };

  it("writes the companion's item, and undo restores it", async () => {
    const rook = companion("rook", "Rook", 0);
    const world = await setup([rook]);
    const card = miss(TAKES_A_HIT, "starforged", true);
    const index = card.moveEffects?.miss?.findIndex((e) => e.type === "companionFate") ?? -1;
    const message = world.post(card);
    const done = await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: index });
    expect(done.ok).toBe(true);
    expect(rook.flags).toEqual({ vowforge: { companion: "dead" } });
    const undo = await world.actions.runCardAction(message, "undoEffect", world.users.owner, {});
    expect(undo.ok).toBe(true);
    expect(rook.flags).toEqual({ vowforge: { companion: "" } });
    expect(world.hero.updates).toEqual([]);
  });

  it("the mark cleared by +1 health comes back on undo, with the health", async () => {
    const rook = companion("rook", "Rook", 0);
    rook.flags = { vowforge: { companion: "outOfAction" } };
    const world = await setup([rook]);
    const message = world.post(
      actionCard({ ruleset: "starforged", challengeDice: [1, 2], moveEffects: documentEffects(TAKES_A_HIT), moveId: TAKES_A_HIT, effectLog: [] }),
    );
    expect((await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: 0 })).ok).toBe(true);
    expect([rook.system.meter, rook.flags]).toMatchObject([{ value: 1 }, { vowforge: { companion: "" } }]);
    expect((await world.actions.runCardAction(message, "undoEffect", world.users.owner, {})).ok).toBe(true);
    expect([rook.system.meter, rook.flags]).toMatchObject([{ value: 0 }, { vowforge: { companion: "outOfAction" } }]);
  });

  it("refuses a non-owner's press, a second press and a companion out of range, writing nothing", async () => {
    const rook = companion("rook", "Rook", 3);
    const vex = companion("vex", "Vex", 4);
    const world = await setup([rook, vex]);
    const args = { effectIndex: 0, sufferMove: "companionHarm", companion: "rook" };

    world.as(world.users.stranger);
    const strangers = world.post(weakHit(FACE_DANGER), world.users.stranger);
    const refused = await world.actions.runCardAction(strangers, "applyEffect", world.users.stranger, args);
    expect(refused).toEqual({ ok: false, error: "NotPermitted" });
    expect(t("VOWFORGE.CardAction.Error.NotPermitted")).toBe("Only the character's owner or the GM can do that.");
    expect([rook.updates, strangers.updates]).toEqual([[], []]);

    world.as(world.users.owner);
    const message = world.post(weakHit(FACE_DANGER));
    expect((await world.actions.runCardAction(message, "applyEffect", world.users.owner, args)).ok).toBe(true);
    expect(rook.system.meter).toMatchObject({ value: 2 });
    const writes = [rook.updates.length, vex.updates.length, message.updates.length];
    const again = await world.actions.runCardAction(message, "applyEffect", world.users.owner, { ...args, companion: "vex" });
    expect(again.ok).toBe(false);
    expect([rook.updates.length, vex.updates.length, message.updates.length]).toEqual(writes);

    const fresh = world.post(weakHit(FACE_DANGER));
    const outOfRange = await world.actions.runCardAction(fresh, "applyEffect", world.users.owner, { ...args, companion: "nobody" });
    expect(outOfRange).toMatchObject({ ok: false, error: "Invalid" });
    expect(t("VOWFORGE.CardAction.Error.Invalid")).toBe("The rules do not allow that on this card.");
    expect([rook.updates.length, vex.updates.length, fresh.updates.length]).toEqual(writes.slice(0, 2).concat([0]));
    expect(world.hero.updates).toEqual([]);
  });
});
