import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_DEPTH,
  MAX_REROLLS,
  drawRolls,
  linkedTables,
  resolveOracleDraw,
  rollAgainCount,
  rowFor,
} from "../../src/oracles/resolve";
import { type ChooseAlternative, type OracleEntry, type OracleTableData } from "../../src/oracles/types";
import { fixedDice, packTables } from "./pack-tables";

const tables = packTables();
const lookup = (uuid: string) => tables.byUuid.get(uuid) ?? null;

/** The plain text of a row (tags dropped). */
function text(entry: OracleEntry): string {
  return (entry.row?.text ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const payThePrice = () => tables.named("Moves / Pay the Price");
const sighting = () => tables.named("Space Encounter / Space Sighting / Expanse");
const starshipType = () => tables.named("Starship / Starship Type");

/** A chooser that always picks the alternative labelled `label`. */
const pick =
  (label: string): ChooseAlternative =>
  (options) => {
    const found = options.find((o) => o.label === label);
    return found ? { uuid: found.uuid, by: "user" } : null;
  };

describe("the generated oracle tables", () => {
  it("are all readable: every table has rows covering its die, and the flags the resolver reads", () => {
    expect(tables.all.length).toBeGreaterThanOrEqual(290);
    for (const table of tables.all) {
      const faces = Number(/^1d(\d+)$/.exec(table.formula)?.[1]);
      expect(faces, table.name).toBeGreaterThan(1);
      for (let roll = 1; roll <= faces; roll++)
        expect(rowFor(table, roll), `${table.name} ${roll}`).not.toBeNull();
    }
    const flagged = tables.all.flatMap((t) => t.results).filter((r) => rollAgainCount(r) > 0);
    expect(flagged.length).toBeGreaterThan(20);
    const links = tables.all.flatMap((t) => t.results).flatMap(linkedTables);
    expect(links.length).toBeGreaterThan(80);
    for (const uuid of links) expect(tables.byUuid.has(uuid), uuid).toBe(true);
  });
});

describe("resolveOracleDraw: one roll", () => {
  it("finds the row covering the roll, with the table's formula", async () => {
    const dice = fixedDice(35);
    const draw = await resolveOracleDraw(payThePrice(), dice.source, { lookup });
    expect(dice.formulas).toEqual(["1d100"]);
    expect(draw.table).toEqual({ name: "Moves / Pay the Price", uuid: payThePrice().uuid });
    expect(draw.formula).toBe("1d100");
    expect(draw.entries).toHaveLength(1);
    const [entry] = draw.entries;
    expect(entry).toMatchObject({
      roll: 35,
      rerolled: [],
      again: [],
      duplicate: false,
      linked: [],
      skipped: [],
    });
    expect(entry.row?.range).toEqual([33, 41]);
    expect(text(entry)).toBe("The current situation worsens.");
  });

  it("reads the range edges inclusively", async () => {
    for (const [roll, range] of [
      [32, [24, 32]],
      [33, [33, 41]],
      [1, [1, 2]],
      [98, [95, 98]],
    ] as const) {
      const draw = await resolveOracleDraw(payThePrice(), fixedDice(roll).source);
      expect(draw.entries[0].row?.range).toEqual(range);
    }
  });

  it("keeps a roll no row covers, with no row (a world table with gaps)", async () => {
    const draw = await resolveOracleDraw(payThePrice(), fixedDice(0).source);
    expect(draw.entries[0]).toMatchObject({ roll: 0, row: null, again: [], linked: [] });
  });

  it("uses a table's own die (Sample Names is a d20)", async () => {
    const names = tables.named("Planet / Desert World / Sample Names");
    const dice = fixedDice(20);
    const draw = await resolveOracleDraw(names, dice.source);
    expect(dice.formulas).toEqual(["1d20"]);
    expect(draw.entries[0].row?.range).toEqual([20, 20]);
  });

  it("waits for an asynchronous dice source", async () => {
    const draw = await resolveOracleDraw(payThePrice(), async () => 60);
    expect(text(draw.entries[0])).toBe("It is harmful.");
  });
});

describe("resolveOracleDraw: roll twice", () => {
  it("rolls the same table twice more on a roll-twice row, listing both beneath it", async () => {
    const dice = fixedDice(99, 5, 60);
    const draw = await resolveOracleDraw(payThePrice(), dice.source, { lookup });
    const [entry] = draw.entries;
    expect(entry.roll).toBe(99);
    expect(text(entry)).toMatch(/^Roll twice more on this table/);
    expect(entry.again.map((e) => e.roll)).toEqual([5, 60]);
    expect(entry.again.map(text)).toEqual([
      "A person or community you trusted loses faith in you, or acts against you.",
      "It is harmful.",
    ]);
    expect(entry.again.every((e) => !e.duplicate && e.again.length === 0)).toBe(true);
    expect(dice.left()).toBe(0);
  });

  it("rolls again when a further roll lands on a roll-twice row, keeping that roll as rerolled", async () => {
    const dice = fixedDice(100, 99, 100, 12, 40);
    const draw = await resolveOracleDraw(payThePrice(), dice.source);
    const [entry] = draw.entries;
    expect(entry.again).toHaveLength(2);
    expect(entry.again[0]).toMatchObject({ roll: 12, rerolled: [99, 100], again: [] });
    expect(entry.again[1]).toMatchObject({ roll: 40, rerolled: [] });
    expect(drawRolls(draw)).toEqual([100, 99, 100, 12, 40]);
  });

  it("keeps both of two further rolls on the same row and marks them as duplicates", async () => {
    const draw = await resolveOracleDraw(payThePrice(), fixedDice(99, 60, 65).source);
    const [entry] = draw.entries;
    expect(entry.again.map((e) => [e.roll, e.duplicate])).toEqual([
      [60, true],
      [65, true],
    ]);
    expect(entry.duplicate).toBe(false);
  });

  it("rolls three times on a roll-three-times row", async () => {
    const draw = await resolveOracleDraw(sighting(), fixedDice(99, 20, 36, 38).source, { lookup });
    const [entry] = draw.entries;
    expect(text(entry)).toBe("Roll three times");
    expect(entry.again.map(text)).toEqual(["Planet", "Settlement", "Starship"]);
  });

  it("gives up rerolling after MAX_REROLLS and keeps the row landed on", async () => {
    const all = Array.from({ length: MAX_REROLLS + 1 }, () => 99);
    const draw = await resolveOracleDraw(payThePrice(), fixedDice(99, ...all, 50).source);
    const [first, second] = draw.entries[0].again;
    expect(first.rerolled).toHaveLength(MAX_REROLLS);
    expect(first.roll).toBe(99);
    expect(first.again).toEqual([]);
    expect(second.roll).toBe(50);
  });

  it("reads a missing or odd rollCount as two", () => {
    const row = { id: "r", range: [1, 1] as const, text: "", flags: { rollTwice: true } };
    expect(rollAgainCount(row)).toBe(2);
    expect(rollAgainCount({ ...row, flags: { rollTwice: true, rollCount: 1.5 } })).toBe(2);
    expect(rollAgainCount({ ...row, flags: { rollTwice: true, rollCount: 3 } })).toBe(3);
    expect(rollAgainCount({ ...row, flags: { rollCount: 3 } })).toBe(0);
  });
});

describe("resolveOracleDraw: linked tables", () => {
  it("draws the table a row points to (Settlement Name -> Landscape Feature)", async () => {
    const table = tables.named("Settlement / Settlement Name", "ironsworn-oracles");
    const dice = fixedDice(10, 1);
    const draw = await resolveOracleDraw(table, dice.source, { lookup });
    const [entry] = draw.entries;
    expect(entry.linked).toHaveLength(1);
    expect(entry.linked[0].table.name).toBe("Settlement / Settlement Name / Landscape Feature");
    expect(entry.linked[0].entries[0].roll).toBe(1);
    expect(entry.linked[0].entries[0].row).not.toBeNull();
  });

  it("draws each of several linked tables in order (Faction Type -> Dominion, Dominion: Leadership)", async () => {
    const table = tables.named("Faction / Faction Type");
    const draw = await resolveOracleDraw(table, fixedDice(1, 50, 93).source, { lookup });
    const linked = draw.entries[0].linked;
    expect(linked.map((d) => d.table.name)).toEqual(["Faction / Dominion", "Faction / Dominion: Leadership"]);
    expect(text(linked[1].entries[0])).toBe("Machine intelligence");
  });

  it("follows links of links (Starship Type -> the mission table picked -> Action and Theme)", async () => {
    // Multipurpose -> the Terminus mission table; 86 there -> Action and Theme.
    const dice = fixedDice(70, 86, 11, 22);
    const draw = await resolveOracleDraw(starshipType(), dice.source, { lookup, choose: pick("Terminus") });
    const [entry] = draw.entries;
    expect(entry.linked.map((d) => d.table.name)).toEqual(["Starship / Starship Mission / Terminus"]);
    const [terminus] = entry.linked.map((d) => d.entries[0]);
    expect(terminus.linked.map((d) => d.table.name)).toEqual(["Core / Action", "Core / Theme"]);
    expect(terminus.linked.map((d) => d.entries[0].roll)).toEqual([11, 22]);
    expect(drawRolls(draw)).toEqual([70, 86, 11, 22]);
    expect(dice.left()).toBe(0);
  });

  it("rolls twice inside a picked table (Expanse mission 95)", async () => {
    const dice = fixedDice(70, 95, 10, 20);
    const draw = await resolveOracleDraw(starshipType(), dice.source, { lookup, choose: pick("Expanse") });
    const expanse = draw.entries[0].linked[0].entries[0];
    expect(expanse.again.map((e) => e.roll)).toEqual([10, 20]);
    expect(dice.left()).toBe(0);
  });

  it("stops at maxDepth and says so", async () => {
    expect(DEFAULT_MAX_DEPTH).toBe(3);
    const draw = await resolveOracleDraw(starshipType(), fixedDice(70, 86).source, {
      lookup,
      maxDepth: 1,
      choose: pick("Terminus"),
    });
    const terminus = draw.entries[0].linked[0].entries[0];
    expect(terminus.linked).toEqual([]);
    expect(terminus.skipped.map((s) => s.reason)).toEqual(["depth", "depth"]);
    const none = await resolveOracleDraw(starshipType(), fixedDice(70).source, {
      lookup,
      maxDepth: 0,
      choose: pick("Outlands"),
    });
    expect(none.entries[0].skipped.map((s) => s.reason)).toEqual(["depth"]);
    expect(none.entries[0].choice?.picked?.uuid).toBe(none.entries[0].skipped[0].uuid);
  });

  it("reports a linked table the lookup cannot find (or no lookup) as missing", async () => {
    const table = tables.named("Faction / Faction Type");
    const draw = await resolveOracleDraw(table, fixedDice(45).source);
    expect(draw.entries[0].skipped).toEqual([
      { uuid: "Compendium.vowforge.starforged-oracles.RollTable.YigsmZqZMqAcmZ6C", reason: "missing" },
    ]);
  });

  it("never draws a table already on the chain of links", async () => {
    const real = tables.named("Faction / Faction Type");
    const loop: OracleTableData = {
      ...real,
      results: real.results.map((row) => ({
        ...row,
        flags: { rollTables: [real.uuid ?? "", "Compendium.x.y.RollTable.z"] },
      })),
    };
    const draw = await resolveOracleDraw(loop, fixedDice(3).source, { lookup: async () => null });
    expect(draw.entries[0].skipped).toEqual([
      { uuid: real.uuid, reason: "loop" },
      { uuid: "Compendium.x.y.RollTable.z", reason: "missing" },
    ]);
  });

  it("lists a row's targets once, from rollTables or the single rollTable", () => {
    const row = { id: "r", range: [1, 1] as const, text: "" };
    expect(linkedTables({ ...row, flags: { rollTable: "A" } })).toEqual(["A"]);
    expect(linkedTables({ ...row, flags: { rollTable: "A", rollTables: ["B", "B", "C"] } })).toEqual([
      "B",
      "C",
    ]);
    expect(linkedTables({ ...row, flags: {} })).toEqual([]);
  });
});
