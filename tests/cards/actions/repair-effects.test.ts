/**
 * Repair's points on the card (SF-25), through the real card action: the situation picked opens the
 * pool (the move's table), Sacrifice Resources adds a point for each -1 supply up to 3, and each buy
 * spends its price: clearing battered on the character, +1 integrity on a vehicle asset and +1 health
 * on a companion asset (their item's meter), a device for the trace only. A buy the points left cannot
 * pay is refused (localised) and writes nothing; undo gives the points back. On the price list such a
 * buy is shown disabled, with its price and a hint of what it needs; a buy that writes nothing (a
 * module, a device) says on its trace line what it spent.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import pl from "../../../lang/pl.json";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import { repairStep } from "../../../src/rules/effects/repair";
import type { ActionCardState } from "../../../src/kinds/action";
import type { CardActionArgs } from "../../../src/kinds/contract";
import { actionCard } from "./cards";
import { IMPACTS, ironSystem, t, textOf } from "./characters";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";
import { buildCardContext } from "../../../src/cards/log-cards";
import { CARD_TEMPLATE } from "../../../src/templates";
import { render } from "../../helpers/handlebars";
import type { EffectButton } from "../../../src/kinds/effects-panel-types";

beforeAll(async () => {
  await loadCardEffects();
});

const USER = { id: "u1", name: "Ada" };
const polish = textOf(pl);
const noDice = () => {
  throw new Error("no die expected");
};
const REPAIR = "move:starforged/recover/repair";

/** edge 2 + 3 = 5 against 4 and 7: a weak hit (3 / 1 / 0 points); a 6: a strong hit (5 / 3 / 2). */
function repair(actionDie: 6 | 3 = 3): ActionCardState {
  return actionCard({ ruleset: "starforged", actionDie, challengeDice: [4, 7], moveEffects: documentEffects(REPAIR), moveId: REPAIR, effectLog: [] });
}

function asset(id: string, name: string, category: string, value: number, max: number) {
  return { id, name, type: "asset", system: { category, meter: { enabled: true, value, max }, abilities: [] }, update: async () => undefined };
}

function hero(over: Record<string, unknown> = {}) {
  return {
    type: "character",
    system: ironSystem("starforged", { impacts: { ...IMPACTS, battered: true }, momentum: 2, ...over }),
    items: [asset("ship", "Starship", "commandVehicle", 3, 5), asset("cat", "Glowcat", "companion", 2, 4)],
  };
}

const step = (repair: string, more: CardActionArgs = {}): CardActionArgs => ({ effectIndex: 0, repair, ...more });

function run(card: ActionCardState, args: CardActionArgs, actor = hero()) {
  return applyCardAction(card, "applyEffect", args, { actor, track: null }, noDice, USER);
}

describe("Repair's points (SF-25)", () => {
  it("offers the situations first, then the points left, the exchange and the price list", () => {
    const panel = effectsPanel(repair(), { localize: t, canAct: true, actor: hero() }, "starforged");
    expect(panel?.rows[0].heading).toBe("Repair points: pick the situation");
    expect(panel?.rows[0].buttons.map((b) => [b.label, b.repair])).toEqual([
      ["At a facility: 3 points", "situation.facility"],
      ["In the field: 1 points", "situation.field"],
      ["Under fire: 0 points", "situation.underFire"],
    ]);
    const opened = run(repair(), step("situation.facility"));
    expect(opened.actor).toBeNull();
    const next = effectsPanel(opened.card as ActionCardState, { localize: t, canAct: true, actor: hero() }, "starforged");
    expect(next?.rows[0].heading).toBe("Repair points: 3 left");
    expect(next?.rows[0].buttons.map((b) => b.label)).toEqual([
      "Sacrifice Resources (-1 supply): +1 point",
      "Clear battered (2 points)",
      "Fix a broken module (2 points)",
      "+1 integrity: Starship (1 point)",
      "+1 health: Glowcat (1 point)",
      "Repair another device (3 points)",
      "Repair another device, with a complication (2 points)",
    ]);
    expect(next?.trace[0].text).toBe("Ada: At a facility — 3 repair points");
  });

  it("names the situation picked and the points it gives on the trace, in the user's language", () => {
    const panel = (card: ActionCardState, localize = t) =>
      effectsPanel(card, { localize, canAct: true, actor: hero() }, "starforged");
    // A weak hit in the field gives 1 point; a strong hit under fire 2; a weak hit under fire none.
    const field = run(repair(), step("situation.field")).card as ActionCardState;
    expect(panel(field)?.trace[0].text).toBe("Ada: In the field — 1 repair point");
    const fire = run(repair(6), step("situation.underFire")).card as ActionCardState;
    expect(panel(fire)?.trace[0].text).toBe("Ada: Under fire — 2 repair points");
    const none = run(repair(), step("situation.underFire")).card as ActionCardState;
    expect(panel(none)?.trace[0].text).toBe("Ada: Under fire — 0 repair points");
    // A buy keeps its own words and the values it wrote.
    const battered = run(run(repair(6), step("situation.facility")).card as ActionCardState, step("buy.battered")).card as ActionCardState;
    expect(panel(battered)?.trace[1].text).toBe("Ada: Clear battered (2 points) — Battered true → false");
    // Polish picks its plural form for the count (2: "few"), as Foundry's i18n.lang says.
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    try {
      expect(panel(fire, polish)?.trace[0].text).toBe("Ada: Pod ostrzałem — 2 punkty naprawy");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("spends points on the character and its assets, refuses a buy it cannot pay, and undo gives the points back", () => {
    let card = run(repair(), step("situation.facility")).card as ActionCardState;
    const battered = run(card, step("buy.battered"));
    expect(battered.actor).toEqual({ "impacts.battered": false });
    card = battered.card as ActionCardState;
    const ship = run(card, step("buy.integrity"), hero({ impacts: { ...IMPACTS } }));
    expect(ship.operations).toEqual([{ op: "writeCompanion", itemId: "ship", writes: [{ path: "system.meter.value", before: 3, after: 4 }] }]);
    card = ship.card as ActionCardState;
    expect(effectsPanel(card, { localize: t, canAct: true, actor: hero() }, "starforged")?.trace[2].text).toBe(
      "Ada: +1 integrity: Starship (1 point) — Integrity of Starship 3 → 4",
    );
    // No points left: the device is refused, saying what it costs and what is left.
    let refused: unknown;
    try {
      run(card, step("buy.device"));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(RulesError);
    expect(refused).toMatchObject({ code: "RepairPointsShort" });
    expect(t("VOWFORGE.Error.RepairPointsShort", { price: 3, left: 0 })).toBe("Not enough repair points: that costs 3, and 0 are left.");
    // The exchange: -1 supply (Sacrifice Resources) for one more point, which buys the companion's health.
    const more = run(card, step("exchange"));
    expect(more.actor).toEqual({ "meters.supply": 0, "impacts.unprepared": true });
    card = more.card as ActionCardState;
    const cat = run(card, step("buy.companionHealth"));
    expect(cat.operations).toEqual([{ op: "writeCompanion", itemId: "cat", writes: [{ path: "system.meter.value", before: 2, after: 3 }] }]);
    // Undo gives that point back, to spend on something else.
    const undone = applyCardAction(cat.card, "undoEffect", {}, { actor: hero(), track: null }, noDice, USER);
    expect(undone.operations).toEqual([{ op: "writeCompanion", itemId: "cat", writes: [{ path: "system.meter.value", before: 3, after: 2 }] }]);
    const again = run(undone.card as ActionCardState, step("buy.integrity"), hero());
    expect(again.operations).toEqual([{ op: "writeCompanion", itemId: "ship", writes: [{ path: "system.meter.value", before: 3, after: 4 }] }]);
    card = again.card as ActionCardState;
    expect(() => run(card, step("buy.module"))).toThrow(/repair points/);
  });

  it("refuses a second situation, an exchange past 3, a step before the situation, an unknown step", () => {
    expect(() => run(repair(), step("buy.module"))).toThrow(RulesError);
    expect(() => run(repair(), step("exchange"))).toThrow(RulesError);
    expect(() => run(repair(), step("situation.orbit"))).toThrow(RulesError);
    expect(() => run(repair(), { effectIndex: 0 })).toThrow(RulesError);
    const card = run(repair(6), step("situation.underFire")).card as ActionCardState;
    expect(() => run(card, step("situation.facility"))).toThrow(RulesError);
    expect(() => run(card, step("buy.everything"))).toThrow(RulesError);
    const steps = [{ step: "situation.field", points: 3 }, { step: "exchange", points: 1 }, { step: "exchange", points: 1 }, { step: "exchange", points: 1 }];
    expect(() => repairStep("exchange", steps, { field: 3 }, 3)).toThrow(RulesError);
    expect(repairStep("buy.device", steps, { field: 3 }, 3)).toEqual({ step: "buy.device", points: -3 });
  });

  it("Sundered Isles' Repair keeps its own table and the same prices", () => {
    const si = actionCard({ ruleset: "starforged", actionDie: 6, challengeDice: [4, 7], moveEffects: documentEffects("move:sundered_isles/recover/repair"), effectLog: [] });
    const panel = effectsPanel(si, { localize: t, canAct: true, actor: hero() }, "starforged");
    expect(panel?.rows[0].buttons.map((b) => b.label)).toEqual(["At a facility: 7 points", "At anchor: 4 points", "Underway: 3 points", "Under fire: 2 points"]);
  });
});

describe("Repair's price list says what the points left can pay (SF-25)", () => {
  const panelOf = (card: ActionCardState, actor = hero(), localize = t) =>
    effectsPanel(card, { localize, canAct: true, actor }, "starforged");
  const press = (card: ActionCardState, ...steps: string[]) =>
    steps.reduce((c, s) => run(c, step(s)).card as ActionCardState, card);
  /** Each buy of the price list: [step, label, disabled, hint]. */
  const priceList = (buttons: readonly EffectButton[] | undefined) =>
    (buttons ?? []).filter((b) => b.repair?.startsWith("buy.")).map((b) => [b.repair, b.label, b.disabled === true, b.hint ?? null]);

  it("shows a buy dearer than the points left disabled, its price kept and a hint of what it needs", () => {
    // A weak hit at a facility (3 points), one spent on the glowcat: 2 left, the device (3) is too dear.
    const card = press(repair(), "situation.facility", "buy.companionHealth");
    const row = panelOf(card)?.rows[0];
    expect(row?.heading).toBe("Repair points: 2 left");
    const dear = "Needs 3 repair points; 2 left. Sacrifice Resources can add up to 3 more points, -1 supply for each.";
    expect(priceList(row?.buttons)).toEqual([
      ["buy.battered", "Clear battered (2 points)", false, null],
      ["buy.module", "Fix a broken module (2 points)", false, null],
      ["buy.integrity", "+1 integrity: Starship (1 point)", false, null],
      ["buy.companionHealth", "+1 health: Glowcat (1 point)", false, null],
      ["buy.device", "Repair another device (3 points)", true, dear],
      ["buy.deviceComplication", "Repair another device, with a complication (2 points)", false, null],
    ]);
    // The exchange itself stays open.
    expect(row?.buttons[0]).toMatchObject({ repair: "exchange" });
    expect(row?.buttons[0].disabled).toBeFalsy();
  });

  it("the hint counts what the exchange can still add, and says nothing of it once the exchange is spent", () => {
    const card = press(repair(), "situation.field", "exchange", "exchange");
    // 1 point + 2 exchanged = 3 left; the device is affordable, nothing is disabled.
    expect(priceList(panelOf(card)?.rows[0].buttons).filter(([, , disabled]) => disabled)).toEqual([]);
    const spent = press(card, "buy.module");
    const hints = (c: ActionCardState) => Object.fromEntries(priceList(panelOf(c)?.rows[0].buttons).filter(([, , d]) => d).map(([s, , , h]) => [s, h]));
    expect(hints(spent)).toEqual({
      "buy.battered": "Needs 2 repair points; 1 left. Sacrifice Resources can add 1 more point, for -1 supply.",
      "buy.module": "Needs 2 repair points; 1 left. Sacrifice Resources can add 1 more point, for -1 supply.",
      "buy.device": "Needs 3 repair points; 1 left. Sacrifice Resources can add 1 more point, for -1 supply.",
      "buy.deviceComplication": "Needs 2 repair points; 1 left. Sacrifice Resources can add 1 more point, for -1 supply.",
    });
    const closed = press(spent, "exchange", "buy.module");
    // 2 - 2 = 0 left and no exchange open: the pool is done, nothing is offered.
    expect(panelOf(closed)?.rows).toEqual([]);
    // 1 left and the exchange spent: the dear buys say only what they need; the 1-point ones stay open.
    const one = press(repair(), "situation.field", "exchange", "exchange", "exchange", "buy.device");
    expect(hints(one)).toEqual({
      "buy.battered": "Needs 2 repair points; 1 left.",
      "buy.module": "Needs 2 repair points; 1 left.",
      "buy.device": "Needs 3 repair points; 1 left.",
      "buy.deviceComplication": "Needs 2 repair points; 1 left.",
    });
  });

  it("with no points left but the exchange open, the whole price list shows, disabled, beside the exchange", () => {
    // A weak hit under fire gives 0 points: the exchange is what can fill the pool.
    const card = press(repair(), "situation.underFire");
    const buttons = panelOf(card)?.rows[0].buttons ?? [];
    expect(buttons[0]).toMatchObject({ repair: "exchange", label: "Sacrifice Resources (-1 supply): +1 point" });
    expect(buttons[0].disabled).toBeFalsy();
    expect(priceList(buttons).map(([s, , d]) => [s, d])).toEqual([
      ["buy.battered", true],
      ["buy.module", true],
      ["buy.integrity", true],
      ["buy.companionHealth", true],
      ["buy.device", true],
      ["buy.deviceComplication", true],
    ]);
    expect(buttons.find((b) => b.repair === "buy.integrity")?.hint).toBe("Needs 1 repair point; 0 left. Sacrifice Resources can add up to 3 more points, -1 supply for each.");
    // A stale card or a forged press is still refused by the action.
    expect(() => run(card, step("buy.integrity"))).toThrow(expect.objectContaining({ code: "RepairPointsShort" }) as Error);
  });

  it("points left that buy nothing, with the exchange spent, offer nothing", () => {
    // 1 point + 3 exchanged, a device bought: 1 left. A character with nothing battered and no asset to
    // mend has no 1-point buy, so nothing on the list can be paid and the pool is done.
    const card = press(repair(), "situation.field", "exchange", "exchange", "exchange", "buy.device");
    const calm = { ...hero({ impacts: { ...IMPACTS } }), items: [] };
    expect(panelOf(card, calm)?.rows).toEqual([]);
    // The hero, battered and with assets below their maximum, can still spend it.
    expect(priceList(panelOf(card)?.rows[0].buttons).filter(([, , d]) => !d).map(([s]) => s)).toEqual(["buy.integrity", "buy.companionHealth"]);
  });

  it("draws a disabled buy disabled to the browser and to assistive technology, its hint as plain-text tooltip and description", () => {
    const card = press(repair(), "situation.facility", "buy.companionHealth");
    const html = render(CARD_TEMPLATE, buildCardContext(card, { localize: t, canAct: true, actor: hero() }));
    const device = /<button\b[^>]*data-repair="buy\.device"[^>]*>([^<]*)<\/button>/.exec(html);
    expect(device?.[1]).toBe("Repair another device (3 points)");
    expect(device?.[0]).toContain(' disabled aria-disabled="true"');
    const hint = "Needs 3 repair points; 2 left. Sacrifice Resources can add up to 3 more points, -1 supply for each.";
    expect(device?.[0]).toContain(`data-tooltip-text="${hint}"`);
    expect(device?.[0]).toContain(`aria-description="${hint}"`);
    const module = /<button\b[^>]*data-repair="buy\.module"[^>]*>/.exec(html)?.[0];
    expect(module).not.toMatch(/disabled|data-tooltip-text|aria-description/);
  });

  it("hints in the user's language, with its plural forms", () => {
    const card = press(repair(), "situation.facility", "buy.companionHealth");
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    try {
      const device = panelOf(card, hero(), polish)?.rows[0].buttons.find((b) => b.repair === "buy.device");
      expect(device?.hint).toBe("Kosztuje 3 punkty naprawy; pozostało: 2. Poświęcenie zasobów może dodać jeszcze 3 punkty (-1 zapasów za każdy).");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a buy that writes nothing says on its trace line what it spent, in place of before and after", () => {
    const card = press(repair(6), "situation.facility", "buy.module", "buy.device");
    const trace = panelOf(card)?.trace.map((l) => l.text);
    expect(trace).toEqual([
      "Ada: At a facility — 5 repair points",
      "Ada: Fix a broken module (2 points) — 2 repair points spent (the table tracks this repair)",
      "Ada: Repair another device (3 points) — 3 repair points spent (the table tracks this repair)",
    ]);
    for (const line of trace ?? []) expect(line).not.toMatch(/— —/);
    // A buy that writes keeps its before and after.
    const battered = press(repair(6), "situation.facility", "buy.battered");
    expect(panelOf(battered)?.trace[1].text).toBe("Ada: Clear battered (2 points) — Battered true → false");
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    try {
      expect(panelOf(card, hero(), polish)?.trace[2].text).toBe("Ada: Napraw inne urządzenie (3 pkt) — wydano 3 punkty naprawy (tę naprawę odnotowuje się przy stole)");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
