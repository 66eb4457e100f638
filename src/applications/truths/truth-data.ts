/**
 * The setting truths as the truths dialog reads them from a truths pack (src/content/convert/truths.ts
 * writes them): one JournalEntry per category, one page per option with its d100 range
 * (`flags.vowforge.range`) and, where the option has one, the rows of its own table
 * (`flags.vowforge.table`); a "Your Character" page (`flags.vowforge.yourCharacter`) is not an option.
 * No Foundry here.
 */
import { recordOf, textOf } from "../sheets/context/types";
import { own } from "./truth-sets";

/** A row of an option's own table. */
export interface TruthRow {
  range: readonly [number, number];
  text: string;
}

/** One option of a category. */
export interface TruthOption {
  /** Its page's title (the option's first sentence). */
  name: string;
  range: readonly [number, number];
  /** Its page's HTML, as the pack holds it. */
  html: string;
  table: TruthRow[];
}

/** One category of truths (Cataclysm, Iron ...). */
export interface TruthCategory {
  id: string;
  name: string;
  options: TruthOption[];
}

/** A JournalEntry (document or source) as read here. */
export interface TruthEntryLike {
  name: string;
  flags?: unknown;
  pages: Iterable<unknown>;
}

function range(value: unknown): [number, number] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [low, high] = value as unknown[];
  return Number.isInteger(low) && Number.isInteger(high) && (low as number) <= (high as number) ? [low as number, high as number] : null;
}

function rows(value: unknown): TruthRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row) => {
    const r = range(recordOf(row).range);
    const text = textOf(recordOf(row).text);
    return r && text ? [{ range: r, text }] : [];
  });
}

/** The categories of a truths pack's entries, in the pack's order (entries without options left out). */
export function truthCategories(entries: Iterable<TruthEntryLike & { sort?: number | null }>): TruthCategory[] {
  return [...entries]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .flatMap((entry) => {
      const options = [...entry.pages]
        .map(recordOf)
        .sort((a, b) => (typeof a.sort === "number" ? a.sort : 0) - (typeof b.sort === "number" ? b.sort : 0))
        .flatMap((page) => {
          const flags = own(page.flags);
          const r = range(flags.range);
          if (!r || flags.yourCharacter === true) return [];
          return [{ name: textOf(page.name), range: r, html: textOf(recordOf(page.text).content), table: rows(flags.table) }];
        });
      const id = textOf(own(entry.flags).dataswornId) || entry.name;
      return options.length > 0 ? [{ id, name: entry.name, options }] : [];
    });
}
