import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drawRolls } from "../../src/oracles/resolve";
import { type OracleDraw } from "../../src/oracles/types";
import { generatedTable, type FakeWindow } from "../fakes/oracle-foundry";
import { installRegionFakes } from "./region-fakes";

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

const STARSHIP_TYPE = "Starship / Starship Type";

function drawOf(posted: { data: Record<string, unknown> }): OracleDraw {
  return (posted.data.flags as { vowforge: { oracleDraw: OracleDraw } }).vowforge.oracleDraw;
}

function linkedNames(draw: OracleDraw): string[] {
  return draw.entries[0].linked.map((d) => d.table.name);
}

describe("drawOracle: a row that offers a table per region", () => {
  it("rolls the current region's table without asking, and the card says so", async () => {
    // 70 is Multipurpose (68-82): "roll on the Starship Mission table" of the region; 5 on Outlands.
    const fakes = installRegionFakes({ totals: [70, 5], region: "outlands" });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable(STARSHIP_TYPE));
    expect(fakes.dialogs).toHaveLength(0);
    const draw = drawOf(fakes.posted[0]);
    expect(linkedNames(draw)).toEqual(["Starship / Starship Mission / Outlands"]);
    expect(draw.entries[0].choice?.picked?.by).toBe("region");
    expect(drawRolls(draw)).toEqual([70, 5]);
    expect(fakes.posted[0].data.rolls as string[]).toHaveLength(2);
    const content = String(fakes.posted[0].data.content);
    expect(content).toContain("Rolled on Outlands, the table of the current region.");
    expect(content).toContain(
      '<h4 class="vf-oracle-linked__title">Starship / Starship Mission / Outlands</h4>',
    );
    expect(content).not.toContain("Starship Mission / Terminus</h4>");
    expect(fakes.left()).toBe(0);
  });

  it("asks which table when no region is set, with a button per table", async () => {
    const fakes = installRegionFakes({ totals: [70, 5], answer: "Expanse" });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable(STARSHIP_TYPE));
    expect(fakes.dialogs).toHaveLength(1);
    const [dialog] = fakes.dialogs;
    expect(dialog.buttons.map((b) => b.label)).toEqual(["Terminus", "Outlands", "Expanse"]);
    expect(dialog.rejectClose).toBe(false);
    expect(dialog.window.title).toBe("Which table?");
    expect(dialog.content).toContain(
      "The result you drew on Starship / Starship Type points to a choice of tables.",
    );
    expect(dialog.content).toContain("A gamemaster can set the current region of the Forge");
    expect(dialog.content).not.toContain("@UUID");
    expect(dialog.content).toContain('<a class="content-link"');
    const draw = drawOf(fakes.posted[0]);
    expect(linkedNames(draw)).toEqual(["Starship / Starship Mission / Expanse"]);
    expect(String(fakes.posted[0].data.content)).toContain("Rolled on Expanse, as picked.");
  });

  it("closing the question keeps the row as drawn and rolls none", async () => {
    const fakes = installRegionFakes({ totals: [70], answer: null });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable(STARSHIP_TYPE));
    expect(fakes.dialogs).toHaveLength(1);
    expect(fakes.posted).toHaveLength(1);
    const draw = drawOf(fakes.posted[0]);
    expect(draw.entries[0].linked).toEqual([]);
    expect(draw.entries[0].choice).toMatchObject({ picked: null });
    expect(draw.entries[0].choice?.options.map((o) => o.label)).toEqual(["Terminus", "Outlands", "Expanse"]);
    expect(fakes.posted[0].data.rolls as string[]).toHaveLength(1);
    expect(String(fakes.posted[0].data.content)).toContain(
      "No table was picked (Terminus / Outlands / Expanse); the result stands as drawn.",
    );
  });

  it("follows the setting as it changes, and leaves rows without alternatives alone", async () => {
    const fakes = installRegionFakes({ totals: [95, 5, 70, 5, 35], region: "terminus" });
    const { drawOracle } = await import("../../src/oracles/draw");
    // Starship / Fleet 91-100 points to the mission tables too.
    await drawOracle(generatedTable("Starship / Fleet"));
    fakes.setRegion("expanse");
    await drawOracle(generatedTable(STARSHIP_TYPE));
    await drawOracle(generatedTable("Moves / Pay the Price"));
    expect(fakes.dialogs).toHaveLength(0);
    expect(linkedNames(drawOf(fakes.posted[0]))).toEqual(["Starship / Starship Mission / Terminus"]);
    expect(linkedNames(drawOf(fakes.posted[1]))).toEqual(["Starship / Starship Mission / Expanse"]);
    expect(drawOf(fakes.posted[2]).entries[0].choice).toBeNull();
    expect(fakes.left()).toBe(0);
  });

  it("still rolls every table of a row that means all of them (Action + Theme)", async () => {
    // Starship Mission / Terminus 86: Action and Theme, both rolled.
    const fakes = installRegionFakes({ totals: [86, 11, 22] });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable("Starship / Starship Mission / Terminus"));
    expect(linkedNames(drawOf(fakes.posted[0]))).toEqual(["Core / Action", "Core / Theme"]);
    expect(fakes.dialogs).toHaveLength(0);
  });
});

describe("the same path from /oracle and the oracle browser", () => {
  it("/oracle <name> picks by the current region", async () => {
    const fakes = installRegionFakes({ totals: [70, 5], region: "outlands" });
    (globalThis as unknown as { game: { tables: unknown[] } }).game.tables = [generatedTable(STARSHIP_TYPE)];
    const { handleChatLine } = await import("../../src/chat/commands/handler");
    const outcome = handleChatLine("/oracle starship type", { performRoll: async () => undefined });
    expect(outcome.handled).toBe(true);
    if (outcome.handled) await outcome.done;
    expect(fakes.posted).toHaveLength(1);
    expect(linkedNames(drawOf(fakes.posted[0]))).toEqual(["Starship / Starship Mission / Outlands"]);
  });

  it("the browser's roll button asks when no region is set", async () => {
    const fakes = installRegionFakes({ totals: [70, 5], answer: "Terminus" });
    const { openOracles } = await import("../../src/applications/oracle-browser/open");
    const app = (await openOracles()) as unknown as FakeWindow;
    type Handler = (this: unknown, event: unknown, target: unknown) => Promise<void>;
    const actions = (app.options as { actions: Record<string, Handler> }).actions;
    await actions.rollOracle.call(app, {}, { dataset: { uuid: generatedTable(STARSHIP_TYPE).uuid } });
    expect(fakes.dialogs).toHaveLength(1);
    expect(linkedNames(drawOf(fakes.posted[0]))).toEqual(["Starship / Starship Mission / Terminus"]);
  });
});
