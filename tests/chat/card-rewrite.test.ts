import { afterEach, describe, expect, it, vi } from "vitest";
import { cardRewriteProblem, systemAfter } from "../../src/chat/card-rewrite";
import { onPreUpdateChatMessage } from "../../src/chat/card-rewrite-hook";
import { type CardState, storeCard } from "../../src/kinds/registry";
import type { CardActionId } from "../../src/kinds/shape";
import { actionCard, forgeCard, MOMENTUM_OUTCOMES as GRANTS, poolCard, progressCard, purchaseCard, strikeCard, threatCard } from "../cards/actions/cards";
import { augurSystem, forgedTiesSystem, strikeSystem } from "../cards/actions/characters";
import { applyCardAction } from "../cards/actions/card-actions-loaded";
import { type CardActionArgs, type CardTargets, type DrawnDie } from "../../src/kinds/contract";
import { installUiFakes } from "../fakes/foundry-ui";
import { documentEffects } from "../../src/rules/effects/moves";
import { loadCardEffects } from "../../src/cards/effects-on-demand";

// The attack table below applies outcome effects while it is built; in Foundry, loadTargets loads them
// before a card with effects is acted on.
await loadCardEffects();

afterEach(() => {
  vi.unstubAllGlobals();
});

const spent = actionCard({ applied: ["burnMomentum"], notes: [{ id: "momentumLost", count: 2, name: "" }] });
const forge = forgeCard({ helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: true }] });

/** The author's rewrites of their own posted card, each as the update the author would send. */
const ATTACKS: Array<[string, CardState, Record<string, unknown>]> = [
  ["reopen a spent action (dotted)", spent, { "system.applied": [] }],
  ["reopen a spent action (nested)", spent, { system: { applied: [] } }],
  ["reopen a spent action (whole system)", spent, { system: { ...storeCard(spent), applied: [] } }],
  ["swap the applied action", spent, { "system.applied": ["takeMomentum"] }],
  ["rename the card", strikeCard(), { "system.title": "Master of Everything" }],
  ["move the card to another actor", spent, { "system.actorUuid": "Actor.villain" }],
  ["name another move", spent, { "system.moveUuid": "Item.other" }],
  ["change the ruleset", spent, { "system.ruleset": "starforged" }],
  ["change the kind", spent, { "system.kind": "progress" }],
  [
    "rename a helper",
    forge,
    { "system.forge.helpers": [{ uuid: "Actor.bram", name: "<b>Zed</b>", bondMarked: true }] },
  ],
  [
    "send a bond elsewhere",
    forge,
    { "system.forge.helpers": [{ uuid: "Actor.zed", name: "Bram", bondMarked: true }] },
  ],
  ["unmark a helper's bond", forge, { "system.forge.helpers.0.bondMarked": false }],
  [
    "add a helper",
    forge,
    { "system.forge.helpers": [...forge.helpers, { uuid: "Actor.zed", name: "Zed", bondMarked: false }] },
  ],
  ["drop the notes", spent, { "system.notes": [] }],
  ["store unreadable data", spent, { "system.action.challengeDice": [11, 0] }],
];

describe("a player's rewrite of a posted roll card", () => {
  it.each(ATTACKS)("is refused: %s", (_name, card, changes) => {
    expect(cardRewriteProblem(card, systemAfter(storeCard(card), changes))).not.toBeNull();
  });

  it("lets the card's own buttons through: an action added, a note added, a bond marked, a reroll", () => {
    const card = actionCard({ reroll: { dice: ["challenge"], source: "Sword" } });
    const next = {
      ...card,
      applied: [...card.applied, "reroll" as const],
      challengeDice: [2, 7] as [number, number],
    };
    expect(cardRewriteProblem(card, storeCard(next))).toBeNull();
    const bonded = {
      ...forgeCard(),
      applied: ["markBond" as const],
      helpers: [{ ...forgeCard().helpers[0], bondMarked: true }],
    };
    expect(cardRewriteProblem(forgeCard(), storeCard(bonded))).toBeNull();
    expect(
      cardRewriteProblem(
        spent,
        systemAfter(storeCard(spent), {
          "system.notes": [...(spent.notes ?? []), { id: "harmMarked", count: 1, name: "x" }],
        }),
      ),
    ).toBeNull();
  });
});

const actor = (type: string, system: Record<string, unknown>): CardTargets => ({ actor: { type, system }, track: null });
const face = (value: number) => (_kind: DrawnDie) => value;

/** Every action as its button applies it: the card before, the action, its arguments, its targets, the die it draws. */
const BUTTONS: Array<[CardActionId, CardState, CardActionArgs, CardTargets, number]> = [
  ["burnMomentum", actionCard(), {}, actor("character", { momentum: 8, marked: 0 }), 1],
  ["burnMomentum", threatCard(), {}, actor("augurCharacter", augurSystem({ momentum: 5 })), 1],
  ["takeMomentum", actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }), { amount: 2 }, actor("character", { momentum: 3 }), 1],
  ["markProgress", progressCard(), {}, { actor: null, track: { type: "progress", system: { rank: "dangerous", ticks: 4 } } }, 1],
  ["reroll", actionCard({ reroll: { dice: ["action", "challenge"], source: "Sword" } }), { dieIndex: 0 }, actor("character", { momentum: 2 }), 6],
  ["reroll", actionCard({ reroll: { dice: ["challenge"], source: "Sword" } }), { dieIndex: 2 }, actor("character", { momentum: 2 }), 1],
  ["markHarm", poolCard(), { name: "Cut" }, actor("forgedTiesCharacter", forgedTiesSystem()), 1],
  ["markBreaking", poolCard(), {}, actor("forgedTiesCharacter", forgedTiesSystem()), 1],
  ["badSpot", progressCard({ badSpot: false }), {}, { actor: null, track: null }, 1],
  ["markBond", forgeCard(), { helperIndex: 0 }, actor("forgedTiesCharacter", forgedTiesSystem()), 1],
  ["learnSkill", strikeCard(), {}, actor("strikeCharacter", strikeSystem()), 1],
  ["markShort", purchaseCard(), {}, actor("strikeCharacter", strikeSystem()), 1],
  ["takeHarm", threatCard(), {}, actor("augurCharacter", augurSystem()), 1],
];

describe("a card's own buttons, writing the card as they do with no GM connected", () => {
  it.each(BUTTONS)("%s gets through", (action, card, args, targets, die) => {
    const next = applyCardAction(card, action, args, targets, face(die)).card;
    expect(cardRewriteProblem(card, systemAfter(storeCard(card), { system: storeCard(next) }))).toBeNull();
  });

  it("a push written after the roll is refused: the push is chosen in the roll dialog (FT-07)", () => {
    const card = poolCard();
    const addDie = { ...card, pool: [...card.pool, 9], pushed: "addDie" as const, applied: ["push" as const] };
    const raise = { ...card, effect: "great" as const, pushed: "raiseEffect" as const, applied: ["push" as const] };
    for (const next of [addDie, raise]) expect(cardRewriteProblem(card, storeCard(next))).not.toBeNull();
  });

  it("two actions one after the other get through, each on the card the one before left", () => {
    const targets = actor("character", { momentum: 2 });
    const card = actionCard({ reroll: { dice: ["challenge"], source: "Sword" } });
    const rerolled = applyCardAction(card, "reroll", { dieIndex: 1 }, targets, face(1)).card;
    const burned = applyCardAction(rerolled, "burnMomentum", {}, actor("character", { momentum: 9 }), face(1)).card;
    expect(cardRewriteProblem(card, storeCard(rerolled))).toBeNull();
    expect(cardRewriteProblem(rerolled, storeCard(burned))).toBeNull();
    // Both at once is not a step a button takes: the reroll's die and the burn in one write are let through
    // (each is one an added action makes), but a second die changed is not.
    if (burned.kind !== "action") throw new Error("an action card stays one");
    expect(cardRewriteProblem(card, storeCard({ ...burned, challengeDice: [1, 1] }))).not.toBeNull();
  });
});

describe("outcome effects applied and undone by a player's client", () => {
  // edge 2 + die 3 = 5 against 4 and 7: Face Danger's weak hit, whose choice is Endure Harm or momentum.
  const card = actionCard({
    challengeDice: [4, 7],
    moveEffects: documentEffects("move:classic/adventure/face_danger"),
    effectLog: [],
  });
  const hero = (health: number): CardTargets => ({
    actor: {
      type: "character",
      system: {
        ruleset: "ironsworn",
        stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 },
        meters: { health, spirit: 5, supply: 5 },
        momentum: 2,
        debilities: {},
      },
    },
    track: null,
  });
  const user = { id: "u1", name: "Ada" };
  const noDie = () => {
    throw new Error("no die expected");
  };
  const applied = applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: 1 }, hero(3), noDie, user).card;
  const undone = applyCardAction(applied, "undoEffect", {}, hero(2), noDie, user).card;
  const logOf = (c: CardState) => (c.kind === "action" ? (c.effectLog ?? []) : []);
  const write = (before: CardState, next: CardState) =>
    cardRewriteProblem(before, systemAfter(storeCard(before), { system: storeCard(next) }));

  it("lets the trace line an applied effect adds, and the undo's mark, through", () => {
    expect(logOf(applied)).toHaveLength(1);
    expect(write(card, applied)).toBeNull();
    expect(logOf(undone)[0].undone).toBe(true);
    expect(write(applied, undone)).toBeNull();
    // Applied again after the undo: a second line.
    const again = applyCardAction(undone, "applyEffect", { effectIndex: 0, optionIndex: 0 }, hero(3), noDie, user).card;
    expect(write(undone, again)).toBeNull();
  });

  it("refuses any other change of the trace or of the move's effects", () => {
    if (applied.kind !== "action") throw new Error("an action card stays one");
    const line = logOf(applied)[0];
    const refused: Array<[string, CardState, CardState]> = [
      ["the trace emptied", applied, { ...applied, effectLog: [] }],
      ["a line rewritten", applied, { ...applied, effectLog: [{ ...line, userName: "Someone else" }] }],
      ["an undo taken back", undone, { ...applied, effectLog: logOf(applied) }],
      ["a line added already undone", card, { ...applied, effectLog: [{ ...line, undone: true }] }],
      ["two lines added at once", card, { ...applied, effectLog: [line, line] }],
      ["an earlier line undone instead of the last", { ...applied, effectLog: [line, line] }, { ...applied, effectLog: [{ ...line, undone: true }, line] }],
      ["the move's effects rewritten", applied, { ...applied, moveEffects: null }],
    ];
    for (const [name, before, next] of refused) expect(write(before, next), name).not.toBeNull();
  });
});

describe("the preUpdateChatMessage hook", () => {
  function message(card: CardState) {
    return { type: "roll", system: { toObject: () => storeCard(card) } };
  }

  function install(isGM: boolean) {
    return installUiFakes({ users: { get: () => ({ isGM }) } });
  }

  it("refuses each attack by a player with a localised reason, and lets the GM change anything", () => {
    const ui = install(false);
    let accepted = 0;
    for (const [, card, changes] of ATTACKS)
      if (onPreUpdateChatMessage(message(card), changes, {}, "player") !== false) accepted += 1;
    expect(accepted).toBe(0);
    expect(ui.shown).toHaveLength(ATTACKS.length);
    for (const note of ui.shown) expect(note.message).not.toMatch(/VOWFORGE\.|\{\w+\}/);
    expect(ui.shown[0].message).toBe(
      "Only the GM can change a card's applied once it is posted; nothing was saved.",
    );

    install(true);
    for (const [, card, changes] of ATTACKS)
      expect(onPreUpdateChatMessage(message(card), changes, {}, "gm")).toBeUndefined();
  });

  it("ignores updates that leave the card's data alone, and other messages", () => {
    install(false);
    expect(onPreUpdateChatMessage(message(spent), { flavor: "x" }, {}, "player")).toBeUndefined();
    expect(
      onPreUpdateChatMessage({ type: "base", system: {} }, { "system.applied": [] }, {}, "player"),
    ).toBeUndefined();
  });
});
