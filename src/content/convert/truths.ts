/** Datasworn setting truths -> JournalEntries, one page per option. */
import { type DsNode, check, arr, dict, int, isPlainObject, optStr, str } from "../errors";
import { attributionHtml, sourceOf } from "../datasworn";
import { primary, stats } from "../documents";
import { embeddedId } from "../ids";
import { checkCoverage, dieSize } from "./oracles";
import { type ConversionContext } from "../context";
import { type DocumentSource } from "../documents";
import { type PlannedEntry } from "../entries";

export interface TruthEntry extends PlannedEntry {
  truth: DsNode;
}

/** Lists the truths of a ruleset in book order. */
export function collectTruths(data: DsNode): TruthEntry[] {
  return Object.entries(dict(data, "truths", data._id)).map(([key, truth]) => {
    const where = `truth ${truth?._id ?? key}`;
    return { dataswornId: str(truth, "_id", where), name: str(truth, "name", where), truth };
  });
}

/** Makes the tables inside truth options ({{table:<truth id>/<option index>}}) embeddable. */
export function registerTruthTables(items: TruthEntry[], ctx: ConversionContext): void {
  for (const { truth, dataswornId } of items) {
    arr(truth, "options", `truth ${dataswornId}`).forEach((option, i) => {
      if (!isPlainObject(option?.table)) return;
      const where = `truth ${dataswornId} options[${i}].table`;
      const rows = checkCoverage(arr(option.table, "rows", where), dieSize(option.table.dice, where), where);
      ctx.registerTable(
        `${dataswornId}/${i}`,
        rows.map(({ row }) => row),
        ["Roll", "Result"],
      );
    });
  }
}

/** A page title from markdown: its first sentence, without markup, at most 90 characters. */
export function titleFrom(text: string): string {
  const plain = text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/__|\*/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length <= 90 ? sentence : `${sentence.slice(0, 89).trimEnd()}…`;
}

function page(
  entryId: string,
  entryKey: string,
  key: string,
  index: number,
  name: string,
  content: string,
  flags: DocumentSource,
): DocumentSource {
  const pageId = embeddedId(entryKey, key);
  return {
    _id: pageId,
    _key: `!journal.pages!${entryId}.${pageId}`,
    name,
    type: "text",
    title: { show: true, level: 1 },
    text: { content, format: 1 },
    sort: (index + 1) * 100000,
    ownership: { default: -1 },
    flags: { vowforge: flags },
    _stats: stats(),
  };
}

/**
 * The rows of an option's own table (the sub-table a truth rolls on once the option is chosen), as
 * data for the truths dialog: each row's range and text. Null when the option has none.
 */
function subTable(
  option: DsNode | undefined,
  at: string,
): Array<{ range: [number, number]; text: string }> | null {
  if (!isPlainObject(option?.table)) return null;
  const where = `${at}.table`;
  const rows = checkCoverage(arr(option.table, "rows", where), dieSize(option.table.dice, where), where);
  return rows.map(({ row, i, min, max }) => ({
    range: [min, max] as [number, number],
    text: str(row, "text", `${where}.rows[${i}]`),
  }));
}

/** One truth JournalEntry. */
export function truthDocument(
  item: TruthEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { truth, dataswornId } = item;
  const where = `truth ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const source = sourceOf(truth, null, where);
  const faces = dieSize(truth.dice ?? "1d100", where);
  const options = checkCoverage(arr(truth, "options", where), faces, where);
  check(options.length > 0, `${where}: no options`);
  const pages = options.map(({ row: option, i, min, max }) => {
    const at = `${where} options[${i}]`;
    const summary = optStr(option, "summary", at);
    const description = str(option, "description", at);
    let content = `<p><strong>Roll ${min}–${max}</strong></p>`;
    if (summary) content += `<p><strong>${ctx.md(summary, at).replace(/^<p>|<\/p>$/g, "")}</strong></p>`;
    content += ctx.md(description, at);
    const quest = optStr(option, "quest_starter", at);
    if (quest) content += `<h3>Quest Starter</h3>${ctx.md(quest, `${at} quest_starter`)}`;
    content += attributionHtml(source);
    const flags = { dataswornId: `${dataswornId}/${i}`, range: [int(option, "min", at), int(option, "max", at)] };
    const table = subTable(option, at);
    return page(target.id, target.key, `option${i}`, i, titleFrom(summary || description), content, table ? { ...flags, table } : flags);
  });
  const yourCharacter = optStr(truth, "your_character", where);
  if (yourCharacter) {
    const content = ctx.md(yourCharacter, `${where} your_character`) + attributionHtml(source);
    pages.push(
      page(target.id, target.key, "yourCharacter", pages.length, "Your Character", content, {
        yourCharacter: true,
      }),
    );
  }
  return {
    ...primary("journal", target, (index + 1) * 100000, { dataswornId, ruleset, source }),
    pages,
    categories: [],
  };
}
