import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../src/config";
import { CARD_ACTIONS } from "../../src/data/message/card-state";
import { parseCommand } from "../../src/chat/commands/parse";
import { SOCKET_NAME } from "../../src/cards/socket";
import { ACCEPTED_ITEMS } from "../../src/applications/sheets/context/drop-rules";
import { conditionsView } from "../../src/applications/sheets/context/vitals-context";
import {
  NAMED_CARD_ACTIONS,
  RELAY,
  RULESET_IDS,
  RULESET_PROFILES,
  STEP_KINDS,
  buildSteps,
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
      ]),
    );
  });

  it("notices a missing step", () => {
    const partial = steps.filter((s) => s.id !== "augur:privateRoll");
    expect(missingKinds(partial, "augur")).toEqual(["privateRoll"]);
  });

  it("runs every step for Ironsworn and Starforged; elsewhere says why a step does not apply", () => {
    for (const s of steps) {
      if (s.ruleset === "ironsworn" || s.ruleset === "starforged") expect(s.unavailable).toBeUndefined();
      if (s.unavailable !== undefined) expect(s.unavailable.length).toBeGreaterThan(5);
    }
    const always = [
      "createCharacter",
      "openSheet",
      "editField",
      "clickPortrait",
      "rollThroughDialog",
      "chatCommand",
      "privateRoll",
      "reloadCardsRendered",
    ];
    for (const s of steps.filter((x) => always.includes(x.kind))) expect(s.unavailable).toBeUndefined();
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
    const character = templates("character/header.hbs", "character/momentum.hbs", "character/stats.hbs");
    const byType: Record<string, string> = {
      character,
      forgedTiesCharacter: templates("forged-ties/sheet.hbs", "actors/header.hbs"),
      augurCharacter: templates("augur/sheet.hbs", "actors/header.hbs"),
      strikeCharacter: templates("strike/sheet.hbs", "actors/header.hbs"),
    };
    for (const p of Object.values(RULESET_PROFILES)) {
      const html = byType[p.actorType];
      expect(html).toContain(`data-action="${p.roll.action}"`);
      expect(html).toContain(`name="${p.editField.name}"`);
      if ("kind" in p.condition && p.condition.kind === "checkbox") {
        const names = conditionsView({ ruleset: p.characterRuleset }, (k: string) => k, "x").items.map(
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

describe("the relayed card action the other player sends", () => {
  it("uses the system socket's name, the card action request type and a refusal the system has", () => {
    expect(RELAY.socket).toBe(SOCKET_NAME);
    // card-actions.ts reads Foundry globals when loaded, so its constant is read from the source.
    expect(readFileSync("src/cards/actions/card-actions.ts", "utf8")).toContain(
      `export const CARD_ACTION_REQUEST = "${RELAY.cardAction}";`,
    );
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
    const errors = lang.VOWFORGE?.CardAction?.Error ?? {};
    expect(Object.keys(errors)).toContain(RELAY.refusal);
  });
});
