import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { RULESETS } from "../../src/config";
import { CARD_ACTIONS } from "../../src/kinds/shape";
import { parseCommand } from "../../src/chat/commands/parse";
import { CARD_ACTION_REQUEST, SOCKET_NAME } from "../../src/cards/socket";
import { ACCEPTED_ITEMS } from "../../src/applications/sheets/context/drop-rules";
import { conditionsView } from "../../src/applications/sheets/context/vitals-context";
import { resolveActionRoll } from "../../src/rules/challenge";
import { resolveThreatRoll } from "../../src/rules/threat";
import { AUGUR_MOMENTUM_RESET } from "../../src/rules/augur-momentum";
import { SEED_UNIFORM, seedDice, seededFace, unseedDice } from "../../tools/foundry-e2e/dice-seed.mjs";
import { BEYOND_ANY_BAR, barEdits } from "../../tools/foundry-e2e/bar-edits.mjs";
import { build, useDataModels } from "../fakes/data-fields";
import { RULESET_PARTS } from "../../src/applications/sheets/sheet-templates";
import { templateFile } from "../../src/templates";
import {
  NAMED_CARD_ACTIONS,
  NO_GM_REFUSALS,
  RELAY,
  RULESET_IDS,
  RULESET_PROFILES,
  STEP_KINDS,
  UPGRADE_STEP_KINDS,
  buildSteps,
  buildUpgradeSteps,
  missingKinds,
} from "../../tools/foundry-e2e/steps.mjs";

const system = JSON.parse(readFileSync("system.json", "utf8"));
const packs = new Map<string, { type: string; flags?: { vowforge?: { ruleset?: string } } }>(
  system.packs.map((p: { name: string }) => [p.name, p]),
);
const templates = (...files: string[]) =>
  files.map((f) => readFileSync(`templates/sheets/${f}`, "utf8")).join("\n");

describe("the step list", () => {
  const steps = buildSteps();

  it("covers every ruleset the system has", () => {
    expect([...RULESET_IDS]).toEqual([...RULESETS]);
  });

  it("has every step the end-to-end run must take, for each ruleset", () => {
    for (const ruleset of RULESETS) expect(missingKinds(steps, ruleset)).toEqual([]);
    expect(steps).toHaveLength(RULESETS.length * STEP_KINDS.length);
    expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
    expect(STEP_KINDS).toEqual(
      expect.arrayContaining([
        "createCharacter",
        "openSheet",
        "editField",
        "clickPortrait",
        "conditionAtMaxMomentum",
        "rollThroughDialog",
        "cardActionsByOwner",
        "cardActionsByOtherPlayer",
        "dropMove",
        "rollDroppedMove",
        "dropAsset",
        "rollDroppedAsset",
        "drawOracle",
        "writeTruths",
        "chatCommand",
        "privateRoll",
        "reloadCardsRendered",
        "burnMomentum",
        "tokenBars",
        "noGM",
        "cardForUpgrade",
      ]),
    );
  });

  it("notices a missing step", () => {
    const partial = steps.filter((s) => s.id !== "augur:privateRoll");
    expect(missingKinds(partial, "augur")).toEqual(["privateRoll"]);
  });

  it("runs every step for Ironsworn and Starforged; elsewhere says why a step does not apply", () => {
    for (const s of buildSteps(RULESET_IDS, { upgradeFollows: true })) {
      if (s.ruleset === "ironsworn" || s.ruleset === "starforged") expect(s.unavailable).toBeUndefined();
      if (s.unavailable !== undefined) expect(s.unavailable.length).toBeGreaterThan(5);
    }
    // Without an upgrade pass to follow, no card is left for one, and the report says why.
    for (const s of steps.filter((x) => x.kind === "cardForUpgrade"))
      expect(s.unavailable).toMatch(/no upgrade pass follows|no momentum/);
    const always = [
      "createCharacter",
      "openSheet",
      "editField",
      "clickPortrait",
      "rollThroughDialog",
      "chatCommand",
      "privateRoll",
      "reloadCardsRendered",
      "tokenBars",
    ];
    for (const s of steps.filter((x) => always.includes(x.kind))) expect(s.unavailable).toBeUndefined();
  });

  it("burns, and plays without a GM, in every ruleset whose cards offer a burn", () => {
    for (const kind of ["burnMomentum", "noGM"]) {
      const runs = steps.filter((s) => s.kind === kind && s.unavailable === undefined).map((s) => s.ruleset);
      expect(runs, kind).toEqual(RULESET_IDS.filter((r) => RULESET_PROFILES[r].cardActions.includes("burnMomentum")));
    }
    expect(steps.filter((s) => s.kind === "noGM").every((s) => s.as === "owner")).toBe(true);
  });

  it("has an upgrade pass that opens the world, then each ruleset's sheet, its kept card and every card", () => {
    const upgrade = buildUpgradeSteps();
    expect(upgrade[0]).toMatchObject({ id: "upgrade:world", ruleset: null, kind: "upgradedWorld", as: "gm" });
    expect(upgrade).toHaveLength(1 + RULESET_IDS.length * (UPGRADE_STEP_KINDS.length - 1));
    expect(upgrade.map((s) => s.id)).toContain("upgrade:ironsworn:burnUpgradedCard");
    expect(new Set(upgrade.map((s) => s.id)).size).toBe(upgrade.length);
    // A card is burnt after the upgrade exactly where the v13 pass left one.
    const leftBehind = buildSteps(RULESET_IDS, { upgradeFollows: true })
      .filter((s) => s.kind === "cardForUpgrade" && !s.unavailable)
      .map((s) => s.ruleset);
    expect(upgrade.filter((s) => s.kind === "burnUpgradedCard" && !s.unavailable).map((s) => s.ruleset)).toEqual(
      leftBehind,
    );
    // Each ruleset's last step is the reload that checks its cards (nothing rolls after the kept card).
    for (const ruleset of RULESET_IDS) {
      const own = buildSteps([ruleset], { upgradeFollows: true });
      expect(own.at(-1)?.kind).toBe("reloadCardsRendered");
      expect(own.at(-2)?.kind).toBe("cardForUpgrade");
    }
  });

  it("has the other player, who does not own the character, press the card's buttons", () => {
    expect(steps.filter((s) => s.kind === "cardActionsByOtherPlayer").every((s) => s.as === "other")).toBe(
      true,
    );
    expect(steps.filter((s) => s.kind === "createCharacter").every((s) => s.as === "gm")).toBe(true);
    // The truths dialog writes a world journal: the GM's button.
    expect(steps.filter((s) => s.kind === "writeTruths").every((s) => s.as === "gm")).toBe(true);
  });
});

describe("each ruleset's profile agrees with the system", () => {
  it("names actor types, packs and card actions that exist", () => {
    for (const [ruleset, p] of Object.entries(RULESET_PROFILES)) {
      expect(system.documentTypes.Actor).toHaveProperty(p.actorType);
      if (typeof p.movePack === "string") {
        expect(packs.get(p.movePack)?.type).toBe("Item");
        expect(packs.get(p.movePack)?.flags?.vowforge?.ruleset).toBe(ruleset);
      }
      // A ruleset's sheet takes dropped moves and assets exactly when its actor type holds them.
      expect(typeof p.movePack === "string").toBe(ACCEPTED_ITEMS[p.actorType]?.includes("move") ?? false);
      expect(typeof p.assetPack === "string").toBe(ACCEPTED_ITEMS[p.actorType]?.includes("asset") ?? false);
      if (typeof p.assetPack === "string") expect(packs.get(p.assetPack)?.type).toBe("Item");
      if (typeof p.oraclePack === "string") expect(packs.get(p.oraclePack)?.type).toBe("RollTable");
      if (typeof p.truthsPack === "string") {
        expect(packs.get(p.truthsPack)?.type).toBe("JournalEntry");
        expect(packs.get(p.truthsPack)?.flags?.vowforge?.ruleset).toBe(ruleset);
      }
      for (const a of p.cardActions) {
        expect(CARD_ACTIONS).toContain(a);
        expect(NAMED_CARD_ACTIONS).toContain(a);
      }
    }
    const named = new Set(Object.values(RULESET_PROFILES).flatMap((p) => p.cardActions));
    expect([...named].sort()).toEqual([...NAMED_CARD_ACTIONS].sort());
  });

  it("types chat commands the parser accepts", () => {
    for (const p of Object.values(RULESET_PROFILES)) {
      const parsed = parseCommand(p.command);
      expect(parsed?.ok, p.command).toBe(true);
    }
  });

  it("uses field names, roll buttons and sheet actions the sheet templates have", () => {
    // The portrait (and its editImage action) is a partial every header includes.
    const character = templates("character/header.hbs", "character/momentum.hbs", "character/stats.hbs", "parts/portrait.hbs");
    const parts = (kind: keyof typeof RULESET_PARTS) => Object.values(RULESET_PARTS[kind]).map((path) => readFileSync(templateFile(path), "utf8")).join("\n");
    const byType: Record<string, string> = {
      character,
      forgedTiesCharacter: parts("forgedTies") + templates("parts/portrait.hbs"),
      augurCharacter: parts("augur") + templates("parts/portrait.hbs"),
      strikeCharacter: parts("strike") + templates("parts/portrait.hbs"),
    };
    for (const p of Object.values(RULESET_PROFILES)) {
      const html = byType[p.actorType];
      expect(html).toContain(`data-action="${p.roll.action}"`);
      expect(html).toContain(`name="${p.editField.name}"`);
      if ("kind" in p.condition && p.condition.kind === "checkbox") {
        const names = conditionsView({ ruleset: p.characterRuleset === "starforged" ? "starforged" : "ironsworn" }, (k: string) => k, "x").items.map(
          (i) => i.name,
        );
        expect(names).toContain(p.condition.name);
      }
      if ("kind" in p.condition && p.condition.kind === "action")
        expect(html).toContain(`data-action="${p.condition.action}"`);
      expect(html).toContain('data-action="editImage"');
    }
  });
});

describe("the burn the steps set up", () => {
  const faces = (n: number) => seededFace(SEED_UNIFORM, n);

  it("seeds dice that roll a miss which the set momentum burns into a hit, with a new character's stat", () => {
    for (const ruleset of ["ironsworn", "starforged"]) {
      const burn = RULESET_PROFILES[ruleset].burn as { momentum: number };
      // A new character's stats are 1 (src/data/actor/character.ts); the roll adds nothing.
      const roll = resolveActionRoll({
        actionDie: faces(6),
        stat: 1,
        momentum: burn.momentum,
        challengeDice: [faces(10), faces(10)],
      });
      expect(roll.outcome, ruleset).toBe("miss");
      expect(roll.burn?.outcome, ruleset).toBe("strongHit");
    }
    const augur = RULESET_PROFILES.augur.burn as { momentum: number; reset: number };
    for (const dice of [1, 2, 3]) {
      const roll = resolveThreatRoll({
        actionDice: Array(dice).fill(faces(6)),
        threatDice: [faces(8)],
        burnMomentum: augur.momentum,
      });
      expect(roll.outcome).toBe("botched");
      expect(roll.burn?.outcome).toBe("messy");
    }
    expect(augur.reset).toBe(AUGUR_MOMENTUM_RESET);
  });

  it("maps the seed to faces as ceil(u × faces), and gives the client its own dice back", () => {
    expect([faces(6), faces(8), faces(10)]).toEqual([3, 4, 5]);
    expect(seededFace(0.999, 10)).toBe(10);
    expect(seededFace(1e-9, 6)).toBe(1);
    const original = () => 0.25;
    vi.stubGlobal("CONFIG", { Dice: { randomUniform: original } });
    vi.stubGlobal("window", {});
    expect(seedDice(SEED_UNIFORM)).toBe(true);
    expect(seedDice(0.9)).toBe(true);
    expect((globalThis as unknown as { CONFIG: { Dice: { randomUniform: () => number } } }).CONFIG.Dice.randomUniform()).toBe(0.9);
    unseedDice();
    expect((globalThis as unknown as { CONFIG: { Dice: { randomUniform: () => number } } }).CONFIG.Dice.randomUniform).toBe(original);
    vi.unstubAllGlobals();
  });
});

describe("what the steps read of a character", () => {
  const models = useDataModels();
  const prepared = (actorType: string) => {
    const model = build((models.actorModels as Record<string, unknown>)[actorType]);
    (model as { prepareDerivedData?: () => void }).prepareDerivedData?.();
    return model as unknown as Record<string, unknown> & { bars: Record<string, unknown> };
  };

  it("edits the actor type's trackable bars, which the model derives as { value, min, max }", () => {
    for (const p of Object.values(RULESET_PROFILES)) {
      const bars = (models.TRACKABLE_ATTRIBUTES as Record<string, { bar: string[] }>)[p.actorType].bar;
      expect(p.tokenBars.length).toBeGreaterThan(0);
      expect(p.tokenBars.length).toBeLessThanOrEqual(2);
      const system = prepared(p.actorType);
      for (const attribute of p.tokenBars) {
        expect(bars).toContain(attribute);
        const bar = system.bars[attribute.slice("bars.".length)] as Record<string, unknown>;
        for (const key of ["value", "min", "max"]) expect(typeof bar?.[key], `${attribute}.${key}`).toBe("number");
      }
    }
  });

  it("types into each bar past both its limits, then back to the value it had", () => {
    for (const p of Object.values(RULESET_PROFILES)) {
      const system = prepared(p.actorType);
      for (const attribute of p.tokenBars) {
        const bar = system.bars[attribute.slice("bars.".length)] as { value: number; min: number; max: number };
        expect(bar.max, attribute).toBeLessThan(BEYOND_ANY_BAR);
        expect(bar.min, attribute).toBeGreaterThan(-BEYOND_ANY_BAR);
        const edits = barEdits(bar);
        expect(edits.map(([, v]) => v)).toEqual([bar.max, bar.min, bar.value]);
        // What core makes of each: a number, or a change by it from the bar's value then.
        let shown = bar.value;
        for (const [typed] of edits) {
          const n = Number(typed);
          shown = Math.min(bar.max, Math.max(bar.min, /^[+-]/.test(typed) ? shown + n : n));
        }
        expect(shown, attribute).toBe(bar.value);
      }
    }
    expect(barEdits({ value: -3, min: -6, max: 10 })).toEqual([["99", 10], ["-99", -6], ["+3", -3]]);
  });

  it("checks a burn's reset against a field the character model derives (Ironsworn, Starforged)", () => {
    for (const ruleset of ["ironsworn", "starforged"]) {
      const { reset } = RULESET_PROFILES[ruleset].burn as { reset: string };
      expect(typeof prepared(RULESET_PROFILES[ruleset].actorType)[reset], ruleset).toBe("number");
    }
  });
});

describe("what a player is told with no GM connected", () => {
  it("is a message the system has, for a card and for a world clock", () => {
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
    for (const key of Object.values(NO_GM_REFUSALS)) {
      const text = key.split(".").reduce((node: Record<string, unknown> | undefined, k) => node?.[k] as never, lang);
      expect(typeof text, key).toBe("string");
    }
    expect(readFileSync("src/cards/actions/card-actions.ts", "utf8")).toContain('refuse("NoActiveGM")');
    expect(readFileSync("src/cards/clocks/clock-actions.ts", "utf8")).toContain('refuse("NoActiveGM")');
  });
});

describe("the relayed card action the other player sends", () => {
  it("uses the system socket's name, the card action request type and a refusal the system has", () => {
    expect(RELAY.socket).toBe(SOCKET_NAME);
    expect(RELAY.cardAction).toBe(CARD_ACTION_REQUEST);
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
    const errors = lang.VOWFORGE?.CardAction?.Error ?? {};
    expect(Object.keys(errors)).toContain(RELAY.refusal);
  });
});
