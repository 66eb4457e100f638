import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drawRolls } from "../../src/oracles/resolve";
import { type OracleDraw } from "../../src/oracles/types";
import { generatedTable, installOracleFakes } from "../fakes/oracle-foundry";
import { installRegionFakes } from "./region-fakes";

async function load() {
  return import("../../src/oracles/draw");
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("drawOracle", () => {
  it("posts one card with every roll: the table, its further rolls and its linked tables", async () => {
    // Multipurpose -> the Terminus mission table (the world's region) -> 86: Action and Theme.
    const fakes = installRegionFakes({ totals: [70, 86, 11, 22], region: "terminus" });
    const { drawOracle } = await load();
    const message = await drawOracle(generatedTable("Starship / Starship Type"));
    expect(message).not.toBeNull();
    expect(fakes.posted).toHaveLength(1);
    const [{ data, options }] = fakes.posted;
    const draw = (data.flags as { vowforge: { oracleDraw: OracleDraw } }).vowforge.oracleDraw;
    expect(drawRolls(draw)).toEqual([70, 86, 11, 22]);
    expect(data.rolls as string[]).toHaveLength(4);
    expect(JSON.parse((data.rolls as string[])[0])).toEqual({ class: "Roll", formula: "1d100", total: 70 });
    expect(data).toMatchObject({
      author: "user1",
      speaker: { alias: "Kai" },
      sound: "sounds/dice.wav",
      blind: false,
    });
    expect(options).toEqual({ rollMode: "publicroll" });
    const content = String(data.content);
    expect(content).toMatch(
      /^<article class="vowforge vf-oracle-card" aria-label="Oracle: Starship \/ Starship Type">/,
    );
    expect(content).toContain('<h4 class="vf-oracle-linked__title">Core / Theme</h4>');
    expect(content).not.toContain("@UUID");
    expect(content).toContain(
      '<a class="content-link" data-uuid="Compendium.vowforge.starforged-oracles.RollTable.',
    );
    expect(fakes.left()).toBe(0);
  });

  it("honours the roll mode asked for, else the chat box's", async () => {
    const fakes = installOracleFakes({ totals: [35, 35], rollMode: "gmroll" });
    const { drawOracle } = await load();
    await drawOracle(generatedTable("Moves / Pay the Price"), { rollMode: "blindroll" });
    expect(fakes.posted[0].data).toMatchObject({ whisper: ["gm1"], blind: true });
    expect(fakes.posted[0].options).toEqual({ rollMode: "blindroll" });
    await drawOracle(generatedTable("Moves / Pay the Price"));
    expect(fakes.posted[1].data).toMatchObject({ whisper: ["gm1"], blind: false });
    expect(fakes.posted[1].options).toEqual({ rollMode: "gmroll" });
  });

  it("leaves tables without replacement, and objects it cannot read, to Foundry's own draw", async () => {
    const fakes = installOracleFakes();
    const { drawOracle } = await load();
    const deck = {
      ...generatedTable("Moves / Pay the Price"),
      replacement: false,
      draw: vi.fn(async () => undefined),
    };
    expect(await drawOracle(deck, { rollMode: "selfroll" })).toBeNull();
    expect(deck.draw).toHaveBeenCalledWith({ rollMode: "selfroll" });
    const bare = { name: "Bare", draw: vi.fn(async () => undefined) };
    await drawOracle(bare);
    expect(bare.draw).toHaveBeenCalledTimes(1);
    expect(fakes.posted).toHaveLength(0);
  });

  it("on v14 asks Foundry's own draw for the mode as messageMode (rollMode is deprecated there)", async () => {
    installOracleFakes();
    const v13 = (globalThis as { game?: object }).game;
    vi.stubGlobal("game", { ...v13, release: { generation: 14 } });
    const { drawOracle } = await load();
    const deck = { name: "Deck", draw: vi.fn(async () => undefined) };
    await drawOracle(deck, { rollMode: "gmroll" });
    expect(deck.draw).toHaveBeenCalledWith({ messageMode: "gm" });
  });

  it("tells the user when a table cannot be rolled, and posts nothing", async () => {
    const fakes = installOracleFakes({ badFormulas: ["2d6+"] });
    const { drawOracle } = await load();
    const broken = { ...generatedTable("Moves / Pay the Price"), name: "Broken", formula: "2d6+" };
    expect(await drawOracle(broken)).toBeNull();
    expect(fakes.notifications.error).toHaveBeenCalledWith(
      "The oracle table Broken could not be rolled: bad formula 2d6+",
    );
    expect(fakes.posted).toHaveLength(0);
  });

  it("notes a linked table that is not a RollTable any more", async () => {
    const fakes = installOracleFakes({ totals: [45] });
    const { drawOracle } = await load();
    const faction = generatedTable("Faction / Faction Type");
    const guild = faction.results[1].flags as { vowforge: { rollTable: string } };
    fakes.tables.delete(guild.vowforge.rollTable);
    await drawOracle(faction);
    expect(String(fakes.posted[0].data.content)).toContain(
      "A linked table could not be found, so it was not rolled:",
    );
  });
});
