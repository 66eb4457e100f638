/**
 * Our reference journals -> JournalEntries with one text page each. A journal that summarises an
 * openly licensed game names it in `rulesSource`, and every page then ends with the attribution.
 */
import { check, embeddedId, escapeMarkup, isPlainObject, primary, stats } from "../lib/converter.mjs";
import { OWN_SOURCE, contentId } from "./packs.mjs";
import { contentHtml } from "./text.mjs";

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function rulesSourceOf(journal, where) {
  if (journal.rulesSource === undefined) return null;
  const source = journal.rulesSource;
  check(isPlainObject(source), `${where}: "rulesSource" should be an object`);
  for (const key of ["title", "authors", "license", "url"]) {
    check(typeof source[key] === "string" && source[key] !== "", `${where} rulesSource: "${key}" should be a non-empty string`);
  }
  check(/^https:\/\//.test(source.url), `${where} rulesSource: "url" should be an https address`);
  return { title: source.title, authors: source.authors, license: source.license, url: source.url };
}

/** The closing paragraph of a page whose rules come from an openly licensed game. */
export function rulesAttributionHtml(source) {
  return (
    `<p class="vowforge-attribution">Rules from <em>${escapeMarkup(source.title)}</em> by ${escapeMarkup(source.authors)}, ` +
    `licensed under <a href="${escapeMarkup(source.url)}">${escapeMarkup(source.license)}</a>. ` +
    `This summary is written for Vowforge in its own words.</p>`
  );
}

/** The id of a journal page's document, from its journal's registry key and its own key. */
function pageId(journalId, pageKey) {
  return embeddedId(journalId, `page:${pageKey}`);
}

/**
 * Lets text link to each page of a journal as `id:vowforge/<pack>/<journal key>#<page key>` (the journal
 * itself must be registered first). Pages that are not well formed are left to the converter to refuse.
 */
export function registerJournalPages(journal, pack, ctx) {
  const id = contentId(pack.name, journal.key);
  const target = ctx.target(id);
  for (const page of Array.isArray(journal.pages) ? journal.pages : []) {
    if (!isPlainObject(page) || typeof page.key !== "string" || typeof page.name !== "string") continue;
    ctx.registerEmbedded(`${id}#${page.key}`, `${target.uuid}.JournalEntryPage.${pageId(id, page.key)}`, page.name);
  }
}

/** One JournalEntry with its pages. */
export function ownJournalDocument(journal, index, { pack, ctx, blocks }) {
  const id = contentId(pack.name, journal.key);
  const where = `${pack.name} journal "${journal.key}"`;
  const target = ctx.target(id);
  const rulesSource = rulesSourceOf(journal, where);
  check(Array.isArray(journal.pages) && journal.pages.length > 0, `${where}: "pages" should be a non-empty list`);
  const seen = new Set();
  const pages = journal.pages.map((page, i) => {
    const at = `${where} pages[${i}]`;
    check(isPlainObject(page), `${at}: should be an object`);
    check(typeof page.key === "string" && KEY.test(page.key), `${at}: "key" should be lower-case words joined by "-"`);
    check(!seen.has(page.key), `${at}: page key "${page.key}" appears twice`);
    seen.add(page.key);
    check(typeof page.name === "string" && page.name.trim() !== "", `${at}: "name" should be a non-empty string`);
    let content = contentHtml(page.text, ctx, `${at} (${page.key})`, { blocks });
    if (rulesSource) content += rulesAttributionHtml(rulesSource);
    const _id = pageId(id, page.key);
    return {
      _id,
      _key: `!journal.pages!${target.id}.${_id}`,
      name: page.name,
      type: "text",
      title: { show: true, level: 1 },
      text: { content, format: 1 },
      sort: (i + 1) * 100000,
      ownership: { default: -1 },
      flags: { vowforge: { contentId: `${id}/${page.key}` } },
      _stats: stats(),
    };
  });
  const flags = { contentId: id, ruleset: pack.ruleset, source: { ...OWN_SOURCE } };
  if (rulesSource) flags.rulesSource = rulesSource;
  return {
    ...primary("journal", target, (index + 1) * 100000, flags),
    pages,
    categories: [],
  };
}
