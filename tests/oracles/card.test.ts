import { describe, expect, it } from "vitest";
import { buildOracleCardContext, choiceNote, enrichCardContext } from "../../src/oracles/card-context";
import { resolveOracleDraw } from "../../src/oracles/resolve";
import { ORACLE_CARD_TEMPLATE } from "../../src/oracles/templates";
import { type ChooseAlternative, type OracleDraw } from "../../src/oracles/types";
import { localize } from "../helpers/handlebars";
import { fixedDice, packTables } from "./pack-tables";
import { renderOracleTemplate } from "./render-oracle";

const tables = packTables();
const lookup = (uuid: string) => tables.byUuid.get(uuid) ?? null;

async function draw(name: string, ...rolls: number[]): Promise<OracleDraw> {
  return resolveOracleDraw(tables.named(name), fixedDice(...rolls).source, { lookup });
}

/** A draw on Starship Type whose alternatives are answered by picking `label` (`by` says how). */
async function starship(
  label: string | null,
  by: "region" | "user",
  ...rolls: number[]
): Promise<OracleDraw> {
  const choose: ChooseAlternative = (options) => {
    const found = options.find((o) => o.label === label);
    return found ? { uuid: found.uuid, by } : null;
  };
  return resolveOracleDraw(tables.named("Starship / Starship Type"), fixedDice(...rolls).source, {
    lookup,
    choose,
  });
}

function card(d: OracleDraw): string {
  return renderOracleTemplate(ORACLE_CARD_TEMPLATE, buildOracleCardContext(d, localize));
}

describe("oracle card context", () => {
  it("names the table and the roll, and keeps the row's HTML", async () => {
    const context = buildOracleCardContext(await draw("Moves / Pay the Price", 35), localize);
    expect(context).toMatchObject({
      title: "Moves / Pay the Price",
      ariaLabel: "Oracle: Moves / Pay the Price",
      formula: "1d100",
      listLabel: "Results on Moves / Pay the Price",
    });
    expect(context.entries[0]).toMatchObject({
      roll: "35",
      rollLabel: "Rolled 35",
      html: "<p>The current situation worsens.</p>",
      cssClass: "vf-oracle-entry",
      rerolledNote: null,
      duplicateNote: null,
      hasAgain: false,
    });
  });

  it("notes rerolls and duplicates of a roll-twice row", async () => {
    const context = buildOracleCardContext(await draw("Moves / Pay the Price", 99, 100, 60, 65), localize);
    const [entry] = context.entries;
    expect(entry.hasAgain).toBe(true);
    expect(entry.againLabel).toBe("2 further rolls on this table");
    expect(entry.again[0].rerolledNote).toBe('Landed on "roll again" (100) and was rolled once more.');
    expect(entry.again.map((e) => e.cssClass)).toEqual([
      "vf-oracle-entry vf-oracle-entry--duplicate",
      "vf-oracle-entry vf-oracle-entry--duplicate",
    ]);
    expect(entry.again[1].duplicateNote).toMatch(/extreme version/);
  });

  it("says when no row covers the roll, and why a linked table was not rolled", () => {
    const d: OracleDraw = {
      table: { name: "Gaps", uuid: null },
      formula: "1d6",
      entries: [
        {
          roll: 6,
          row: null,
          rerolled: [],
          again: [],
          duplicate: false,
          linked: [],
          skipped: [{ uuid: 'Compendium.a"b', reason: "missing" }],
          choice: null,
        },
      ],
    };
    const [entry] = buildOracleCardContext(d, localize).entries;
    expect(entry.html).toBe("<p>No row of this table covers the roll 6.</p>");
    expect(entry.cssClass).toContain("vf-oracle-entry--empty");
    expect(entry.skipped).toEqual([
      "<p>A linked table could not be found, so it was not rolled: @UUID[Compendium.a&quot;b]</p>",
    ]);
  });

  it("enriches every HTML field, nested ones included", async () => {
    const context = buildOracleCardContext(await starship("Terminus", "user", 70, 86, 11, 22), localize);
    const seen: string[] = [];
    await enrichCardContext(context, async (html) => {
      seen.push(html);
      return html.replace(/@UUID\[[^\]]+\]\{([^}]+)\}/g, '<a class="content-link">$1</a>');
    });
    // 1 Starship Type + the Terminus mission + Action + Theme.
    expect(seen).toHaveLength(4);
    expect(context.entries[0].html).not.toContain("@UUID");
    expect(context.entries[0].linked[0].entries[0].html).toContain('<a class="content-link">');
  });
});

describe("oracle card template (strict Handlebars)", () => {
  it("renders one labelled article with the roll and result", async () => {
    const html = card(await draw("Moves / Pay the Price", 35));
    expect(html).toMatch(
      /^<article class="vowforge vf-oracle-card" aria-label="Oracle: Moves \/ Pay the Price">/,
    );
    expect(html).toContain('<h3 class="vf-oracle-card__title">Moves / Pay the Price</h3>');
    expect(html).toContain('<span aria-hidden="true">35</span><span class="vf-sr-only">Rolled 35</span>');
    expect(html).toContain("<p>The current situation worsens.</p>");
    expect(html.trim().endsWith("</article>")).toBe(true);
    for (const list of html.match(/<ol\b[^>]*>/g) ?? []) expect(list).toMatch(/aria-label="[^"]+"/);
  });

  it("nests further rolls and linked tables as indented lists", async () => {
    const html = card(await starship("Expanse", "user", 70, 95, 10, 10));
    expect(html.match(/<section class="vf-oracle-linked"/g)).toHaveLength(1);
    expect(html).toContain('<h4 class="vf-oracle-linked__title">Starship / Starship Mission / Expanse</h4>');
    expect(html).toContain('<ol class="vf-oracle-entry__again" aria-label="2 further rolls on this table">');
    expect(html.match(/vf-oracle-entry--duplicate/g)).toHaveLength(2);
    expect(html.match(/<li class="vf-oracle-entry/g)).toHaveLength(4);
    expect(html.match(/<li\b/g)).toHaveLength(html.match(/<\/li>/g)?.length ?? -1);
  });

  it("escapes a table name someone typed", async () => {
    const d = await draw("Moves / Pay the Price", 35);
    d.table.name = '<img src=x onerror="alert(1)">';
    const html = card(d);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;");
  });
});

describe("oracle card: a row that offers alternative tables", () => {
  it("says the current region picked the table, and shows only that table's draw", async () => {
    const html = card(await starship("Outlands", "region", 70, 5));
    expect(html).toContain(
      '<p class="vf-oracle-entry__choice">Rolled on Outlands, the table of the current region.</p>',
    );
    expect(html.match(/<section class="vf-oracle-linked"/g)).toHaveLength(1);
    expect(html).toContain('<h4 class="vf-oracle-linked__title">Starship / Starship Mission / Outlands</h4>');
    expect(html).not.toContain('vf-oracle-linked__title">Starship / Starship Mission / Terminus');
  });

  it("says the user picked it", async () => {
    const context = buildOracleCardContext(await starship("Expanse", "user", 70, 5), localize);
    expect(context.entries[0].html).toContain(
      '<p class="vf-oracle-entry__choice">Rolled on Expanse, as picked.</p>',
    );
  });

  it("says when none was picked, and rolls none", async () => {
    const d = await starship(null, "user", 70);
    expect(d.entries[0].linked).toEqual([]);
    const html = card(d);
    expect(html).toContain(
      '<p class="vf-oracle-entry__choice">No table was picked (Terminus / Outlands / Expanse); the result stands as drawn.</p>',
    );
    expect(html).not.toContain('<section class="vf-oracle-linked"');
  });

  it("escapes labels and reads the single-option case", () => {
    const note = choiceNote(
      { options: [{ uuid: "A", label: "<b>Odd</b>" }], picked: { uuid: "A", by: "only" } },
      localize,
    );
    expect(note).toBe(
      '<p class="vf-oracle-entry__choice">Rolled on &lt;b&gt;Odd&lt;/b&gt;, the only table offered.</p>',
    );
  });
});
