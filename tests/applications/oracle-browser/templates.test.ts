import { describe, expect, it } from "vitest";
import { buildOracleBrowserContext } from "../../../src/applications/oracle-browser/browser-context";
import { type OracleSource } from "../../../src/applications/oracle-browser/oracle-index";
import { ORACLE_BROWSER_TEMPLATES } from "../../../src/oracles/templates";
import { localize } from "../../helpers/handlebars";
import { packTables } from "../../oracles/pack-tables";
import { everyFolder } from "./every-folder";
import { renderOracleTemplate } from "../../oracles/render-oracle";

function sources(): OracleSource[] {
  return packTables().packs.map((p) => ({
    id: `vowforge.${p.name}`,
    label: p.label,
    ruleset: p.ruleset as OracleSource["ruleset"],
    tables: p.tables,
  }));
}

function context(query = "", open: string[] = []) {
  return buildOracleBrowserContext({
    sources: sources(),
    query,
    open: new Set(open),
    idPrefix: "vf-ob",
    localize,
  });
}

function both(query = "", open: string[] = []) {
  const c = context(query, open);
  return {
    search: renderOracleTemplate(ORACLE_BROWSER_TEMPLATES.search, c),
    list: renderOracleTemplate(ORACLE_BROWSER_TEMPLATES.list, c),
  };
}

describe("oracle browser templates (strict Handlebars)", () => {
  it("labels the search box, ties it to the list and the live status", () => {
    const { search, list } = both();
    expect(search).toContain(
      '<label class="vf-oracle-browser__search-label" for="vf-ob-search">Search oracles</label>',
    );
    expect(search).toMatch(
      /<input type="search" id="vf-ob-search" name="query" value="" [^>]*aria-controls="vf-ob-list" aria-describedby="vf-ob-status"/,
    );
    expect(list).toContain('<div class="vf-oracle-browser__list" id="vf-ob-list">');
    expect(list).toMatch(
      /<p class="vf-oracle-browser__status" id="vf-ob-status" role="status" aria-live="polite">\d+ of \d+ tables<\/p>/,
    );
  });

  it("renders every table of the open folders with a labelled roll button and open button, in nested folders", () => {
    const { list } = both("", [...everyFolder(sources())]);
    const c = context();
    const rolls =
      list.match(
        /<button type="button" class="vf-oracle-table__roll" data-action="rollOracle" data-uuid="[^"]+" aria-label="Roll on [^"]+"/g,
      ) ?? [];
    const opens =
      list.match(
        /<button type="button" class="vf-oracle-table__open" data-action="openOracle" data-uuid="[^"]+" aria-label="Open the table [^"]+"/g,
      ) ?? [];
    expect(rolls).toHaveLength(c.total);
    expect(opens).toHaveLength(c.total);
    for (const button of list.match(/<button\b[^>]*>/g) ?? [])
      expect(button).toMatch(/type="button".*data-action="\w+".*aria-label="[^"]+"/);
    expect(list).toContain('<details data-folder-key="vowforge.starforged-oracles" open>');
    expect(list).toContain('<details data-folder-key="vowforge.starforged-oracles/Planet/Desert World" open>');
    expect(list.match(/<li\b/g)?.length).toBe(list.match(/<\/li>/g)?.length);
    expect(list.match(/<details\b/g)?.length).toBe(list.match(/<\/details>/g)?.length);
    for (const ul of list.match(/<ul\b[^>]*>/g) ?? []) expect(ul).toMatch(/aria-label="[^"]+"/);
  });

  it("draws a closed folder as its name and count alone, marked to be drawn when it opens", () => {
    const { list } = both("", ["vowforge.starforged-oracles"]);
    expect(list).toContain('<details data-folder-key="vowforge.ironsworn-oracles" data-drawn="false">');
    expect(list).toContain('<details data-folder-key="vowforge.starforged-oracles/Planet" data-drawn="false">');
    expect(list).not.toContain("Planet / Desert World");
    expect(list.match(/<details\b/g)?.length).toBe(list.match(/<\/details>/g)?.length);
    for (const ul of list.match(/<ul\b[^>]*>/g) ?? []) expect(ul).toMatch(/aria-label="[^"]+"/);
  });

  it("shows the filtered tree opened, and the empty message without a list", () => {
    const { list } = both("desert planetside");
    expect(list.match(/data-action="rollOracle"/g)).toHaveLength(1);
    expect(list).not.toMatch(/<details data-folder-key="[^"]+">/);
    const none = both("zzz");
    expect(none.list).toContain(
      '<p class="vf-oracle-browser__empty">No oracle table matches &quot;zzz&quot;.</p>',
    );
    expect(none.list).not.toContain("<ul");
  });

  it("escapes what the user typed", () => {
    const { search, list } = both('"><script>x</script>');
    expect(search).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(list).not.toContain("<script>");
  });
});
