/**
 * What every converter asks of a Datasworn entry: where it comes from (its attribution) and how its
 * collections nest.
 */
import { type DsNode, check, isPlainObject, optDict, str } from "./errors";

export interface SourceBlock {
  title: string;
  page: number | null;
  authors: string;
  license: string;
  url: string;
}

const LICENSES = /creativecommons\.org\/licenses\/([a-z-]+)\/([\d.]+)/;

/**
 * The `source` block of a document: book, page, authors, licence name and licence url, read from
 * the entry's own `_source` (falling back to its collection's).
 */
export function sourceOf(
  entry: DsNode | undefined,
  fallback: DsNode | null | undefined,
  where: string,
): SourceBlock {
  const src = isPlainObject(entry?._source) ? entry._source : fallback?._source;
  check(isPlainObject(src), `${where}: no "_source" attribution`);
  const title = str(src, "title", `${where} _source`);
  const page = src.page ?? null;
  check(page === null || Number.isInteger(page), `${where} _source: "page" should be an integer`);
  check(
    Array.isArray(src.authors) && src.authors.length > 0,
    `${where} _source: "authors" should list someone`,
  );
  const authors = src.authors
    .map((a: unknown, i: number) => str(a, "name", `${where} _source.authors[${i}]`))
    .join(", ");
  const url = str(src, "license", `${where} _source`);
  const match = LICENSES.exec(url);
  check(match, `${where} _source: unknown licence "${url}"`);
  return { title, page, authors, license: `CC ${match[1].toUpperCase()} ${match[2]}`, url };
}

/** A one-paragraph attribution in HTML, for tables and journals that have no `source` field. */
export function attributionHtml(source: SourceBlock): string {
  const page = source.page === null ? "" : `, page ${source.page}`;
  return (
    `<p class="vowforge-attribution">From <em>${source.title}</em>${page}, by ${source.authors}. ` +
    `Licensed under <a href="${source.url}">${source.license}</a>; data from Datasworn.</p>`
  );
}

/** snake_case or "Two Words" to lowerCamelCase ("combat_talent" -> "combatTalent"). */
export function camel(text: unknown): string {
  const words = String(text)
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join("");
}

/** Called for each entry of a collection tree: the entry, the collection names above it, its key, its collection. */
export type CollectionVisitor = (entry: DsNode, path: string[], key: string, collection: DsNode) => void;

/**
 * Walks a Datasworn collection tree depth first, book order: for each entry of `contents` and then
 * each sub-collection, calls `visit(entry, path, key, collection)` where path lists the names of
 * the collections above the entry and collection is the one holding it.
 */
export function walkCollection(
  collection: DsNode,
  visit: CollectionVisitor,
  path: string[] = [],
  where = "collection",
): void {
  const contents = optDict(collection, "contents", where);
  for (const [key, entry] of Object.entries(contents)) visit(entry, path, key, collection);
  const collections = optDict(collection, "collections", where);
  for (const [key, child] of Object.entries(collections)) {
    const name = str(child, "name", `${where}.collections.${key}`);
    walkCollection(child, visit, [...path, name], `${where}.collections.${key}`);
  }
}
