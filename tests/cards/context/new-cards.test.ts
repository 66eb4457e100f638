/**
 * The forge, opposed and purchase cards, the Forged Ties and Augur buttons that follow the character,
 * linked Strike! rolls and card notes: context built from state (and the character when known), and the
 * real card template rendered in strict mode.
 */
import { describe, expect, it } from "vitest";
import { buildCardContext } from "../../../src/cards/log-cards";
import { type CardContext, type CardEnv } from "../../../src/kinds/view";
import type { CardState } from "../../../src/kinds/registry";
import { CARD_TEMPLATE } from "../../../src/templates";
import { localize, render } from "../../helpers/handlebars";
import { forgeCard, opposedCard, poolCard, purchaseCard, strikeCard, threatCard } from "../actions/cards";
import { augurSystem, forgedTiesSystem } from "../actions/characters";

const env = (actor: CardEnv["actor"] = null, canAct = true): CardEnv => ({ localize, canAct, actor });
const ft = (over: Record<string, unknown> = {}) => ({
  type: "forgedTiesCharacter",
  system: forgedTiesSystem(over),
});
const buttons = (ctx: CardContext) =>
  ctx.actions.map((a) => [a.action, a.choice, a.harmIndex ?? a.helperIndex, a.label]);

function html(state: CardState, e: CardEnv = env()): string {
  return render(CARD_TEMPLATE, buildCardContext(state, e));
}

describe("Forged Ties consequence buttons follow the character", () => {
  it("a risky miss offers harm (asking its name) and breaking; with heart marked, clearing heart instead", () => {
    expect(buttons(buildCardContext(poolCard(), env(ft())))).toEqual([
      ["markHarm", null, null, "Mark harm"],
      ["markBreaking", null, null, "Mark breaking"],
    ]);
    const ctx = buildCardContext(poolCard(), env(ft({ heart: { marked: 1, length: 3 } })));
    expect(buttons(ctx).filter(([a]) => a === "markBreaking")).toEqual([
      ["markBreaking", null, null, "Mark breaking"],
      ["markBreaking", "clearHeart", null, "Clear heart instead"],
    ]);
    expect(ctx.actions.find((a) => a.action === "markHarm")?.prompt).toBe("harm");
  });

  it("says harm will mark breaking when every slot is taken", () => {
    const harm = ["A", "B", "C"].map((name) => ({ name, broken: false }));
    const ctx = buildCardContext(poolCard(), env(ft({ harm })));
    const mark = ctx.actions.find((a) => a.action === "markHarm");
    expect(mark).toMatchObject({ label: "Mark harm (no room: marks breaking)", prompt: "harmFull" });
    expect(html(poolCard(), env(ft({ harm })))).toContain('data-prompt="harmFull"');
  });

  it("shows what followed on the card, escaped", () => {
    const state = poolCard({
      applied: ["markHarm"],
      notes: [
        { id: "harmMarked", count: 1, name: "<b>Cut</b>" },
        { id: "ruinAdvanceDue", count: 1, name: "" },
      ],
    });
    const ctx = buildCardContext(state, env(ft()));
    expect(ctx.notes.map((n) => n.text)).toEqual([
      "Harm taken: <b>Cut</b>.",
      "A ruin space was marked. Ruin advances to choose on the sheet: 1.",
    ]);
    const out = html(state, env(ft()));
    expect(out).toContain('<ul class="vf-card__notes" aria-label="What followed">');
    expect(out).toContain("Harm taken: &lt;b&gt;Cut&lt;/b&gt;.");
  });
});

describe("forge cards", () => {
  it("a miss: the outcome, the question, breaking to mark and each helper's bond", () => {
    const ctx = buildCardContext(forgeCard(), env(ft({ heart: { marked: 1, length: 3 } })));
    expect(ctx.outcome.id).toBe("miss");
    expect(ctx.subtitle).toBe("Earn their trust");
    expect(ctx.diceGroups.map((g) => g.id)).toEqual(["forge", "challenge"]);
    expect(ctx.consequence?.sentences).toEqual([
      "Mark breaking.",
      "What new difficulty stands between you and the tie?",
    ]);
    expect(buttons(ctx)).toEqual([
      ["markBreaking", null, null, "Mark breaking"],
      ["markBreaking", "clearHeart", null, "Clear heart instead"],
      ["markBond", null, "0", "Bram: mark your bond"],
    ]);
    expect(html(forgeCard(), env(ft()))).toContain('data-action="markBond" data-helper-index="0"');
  });

  it("a partial success offers breaking to remove each unbroken harm, by name", () => {
    const harm = [{ name: "Cut <hand>", broken: false }, { name: "Scar", broken: true }, null];
    const state = forgeCard({ pool: [6], challengeDice: [5, 8], helpers: [] });
    const ctx = buildCardContext(state, env(ft({ harm })));
    expect(buttons(ctx)).toEqual([
      ["forgeOption", "markBreakingAndRemoveHarm", "0", "Mark breaking, remove Cut <hand>"],
    ]);
    const out = html(state, env(ft({ harm })));
    expect(out).toContain('data-choice="markBreakingAndRemoveHarm" data-harm-index="0"');
    expect(out).toContain("Mark breaking, remove Cut &lt;hand&gt;");
  });

  it("a partial success with heart marked also offers clearing heart instead of the breaking (FT-18)", () => {
    const harm = [{ name: "Cut", broken: false }, null, null];
    const state = forgeCard({ pool: [6], challengeDice: [5, 8], helpers: [] });
    const ctx = buildCardContext(state, env(ft({ harm, heart: { marked: 1, length: 3 } })));
    expect(buttons(ctx)).toEqual([
      ["forgeOption", "markBreakingAndRemoveHarm", "0", "Mark breaking, remove Cut"],
      ["forgeOption", "removeHarmClearHeart", "0", "Clear heart instead of breaking, remove Cut"],
    ]);
  });

  it("a full success offers heart and removing harm; taken, none; without the character, only words", () => {
    const harm = [{ name: "Cut", broken: false }, null, null];
    const state = forgeCard({ pool: [9], challengeDice: [2, 3], helpers: [] });
    expect(buttons(buildCardContext(state, env(ft({ harm }))))).toEqual([
      ["forgeOption", "markHeart", null, "Mark heart"],
      ["forgeOption", "removeHarm", "0", "Remove Cut"],
    ]);
    expect(buildCardContext({ ...state, applied: ["forgeOption"] }, env(ft({ harm }))).actions).toEqual([]);
    expect(buildCardContext(state, env(null)).actions).toEqual([]);
    expect(buildCardContext(state, env(null)).consequence?.sentences[0]).toBe(
      "You may mark heart or remove one harm.",
    );
  });

  it("a helper who marked the bond has no button left", () => {
    const ctx = buildCardContext(
      forgeCard({ helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: true }] }),
      env(ft()),
    );
    expect(ctx.actions.map((a) => a.action)).toEqual(["markBreaking"]);
    expect(ctx.lines.map((l) => l.text)).toContain("Helped by Bram.");
  });
});

describe("opposed cards", () => {
  it("compares the sides and offers side a the skill it learns", () => {
    const ctx = buildCardContext(opposedCard(), env());
    expect(ctx.outcome).toMatchObject({ id: "outright", label: "Kira gets it outright" });
    expect(ctx.subtitle).toBe("Kira against The warden");
    expect(ctx.diceGroups.map((g) => [g.id, g.label])).toEqual([
      ["side-a", "Kira's dice"],
      ["side-b", "The warden's dice"],
    ]);
    expect(ctx.lines.map((l) => l.text)).toContain("Difference: 4");
    expect(ctx.lines.map((l) => l.text)).toContain(
      "Kira may learn the skill (a natural 6 against a skilled opponent).",
    );
    expect(ctx.list).toBeNull();
    expect(ctx.actions.map((a) => a.action)).toEqual(["learnSkill"]);
  });

  it("a narrow win lists the 'yes, but' choices for the loser", () => {
    const state = opposedCard({
      a: { ...opposedCard().a, dice: [4], skilled: true },
      b: { ...opposedCard().b, dice: [3], helperDice: [1] },
    });
    const ctx = buildCardContext(state, env());
    expect(ctx.outcome).toMatchObject({ id: "yesBut", label: "Kira gets it, yes, but…" });
    expect(ctx.list?.heading).toBe("The warden picks one:");
    expect(ctx.list?.items).toHaveLength(4);
    expect(ctx.diceGroups.map((g) => g.id)).toEqual(["side-a", "side-b", "side-b-helpers"]);
    expect(html(state)).toContain('<section class="vf-card__list vf-card__list--yesBut">');
  });

  it("a tie: nobody gets it", () => {
    const state = opposedCard({
      a: { ...opposedCard().a, dice: [3], skilled: true },
      b: { ...opposedCard().b, dice: [3] },
    });
    expect(buildCardContext(state, env()).outcome).toMatchObject({
      id: "tie",
      label: "A tie: nobody gets what they wanted",
    });
  });
});

describe("purchase cards", () => {
  it("reads the wealth table and offers Short for a cost, once", () => {
    const ctx = buildCardContext(purchaseCard(), env());
    expect(ctx.outcome).toMatchObject({ id: "purchase-cost", label: "Bought, at a cost" });
    expect(ctx.subtitle).toBe("A fine cloak (tier 2)");
    expect(ctx.lines.map((l) => l.text)).toEqual([
      "Wealth tier 2, buying at tier 2.",
      "The item is at your wealth.",
      "Costs: 1.",
    ]);
    expect(ctx.actions.map((a) => a.action)).toEqual(["markShort"]);
    expect(buildCardContext(purchaseCard({ applied: ["markShort"] }), env()).actions).toEqual([]);
  });

  it("Short and Broke lower the tier; a twist with a flaw offers nothing", () => {
    const ctx = buildCardContext(purchaseCard({ wealth: { tier: 2, short: 1, broke: 1 }, die: 1 }), env());
    expect(ctx.outcome.id).toBe("purchase-twistFlaw");
    expect(ctx.lines.map((l) => l.text)).toContain("Wealth tier 2, buying at tier 0.");
    expect(ctx.lines.map((l) => l.text)).toContain("What you get has a flaw.");
    expect(ctx.actions).toEqual([]);
  });
});

describe("Augur harm buttons and Strike! linked rolls", () => {
  it("a botched result offers harm, and momentum instead only while the character has some", () => {
    const augur = (momentum: number) => ({ type: "augurCharacter", system: augurSystem({ momentum }) });
    expect(buildCardContext(threatCard(), env(augur(5))).actions.map((a) => a.action)).toEqual([
      "burnMomentum",
      "takeHarm",
      "loseMomentum",
    ]);
    // Rolled at 5, but the character has 2 now: too little to burn.
    expect(buildCardContext(threatCard(), env(augur(2))).actions.map((a) => a.action)).toEqual([
      "takeHarm",
      "loseMomentum",
    ]);
    expect(buildCardContext(threatCard({ momentum: 0 }), env(augur(0))).actions.map((a) => a.action)).toEqual(
      ["takeHarm"],
    );
    expect(
      buildCardContext(threatCard({ applied: ["loseMomentum"] }), env(augur(5))).actions.map((a) => a.action),
    ).toEqual(["burnMomentum"]);
  });

  it("a linked roll says what it hands to the roll it supports", () => {
    const line = (state: CardState) =>
      buildCardContext(state, env()).lines.find((l) => l.cssClass.includes("linked"))?.text;
    expect(line(strikeCard({ skilled: true, dice: [5], linked: true }))).toBe(
      "Linked roll: the roll it supports gains advantage.",
    );
    expect(line(strikeCard({ skilled: true, dice: [3], linked: true }))).toMatch(
      /advantage, and the cost may be a disadvantage/,
    );
    expect(line(strikeCard({ skilled: true, dice: [1], linked: true }))).toMatch(
      /may give the roll it supports disadvantage/,
    );
    expect(line(strikeCard({ skilled: true, dice: [2], linked: true }))).toBe(
      "Linked roll: a plain twist hands nothing on.",
    );
    expect(line(strikeCard({ skilled: true, dice: [5] }))).toBeUndefined();
  });
});

describe("every new kind renders in strict mode, for one who can act and one who cannot", () => {
  const states: CardState[] = [
    forgeCard(),
    opposedCard(),
    purchaseCard(),
    forgeCard({ pool: [9], challengeDice: [2, 3] }),
  ];
  it.each(states.map((s, i) => [i, s] as const))("card %i", (_i, state) => {
    expect(html(state, env(ft()))).toContain(`data-card-kind="${state.kind}"`);
    expect(html(state, env(ft(), false))).not.toContain("<button");
  });
});
