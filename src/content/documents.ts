/** The parts every generated document shares: key, stats, ownership, our flags. */
import { SYSTEM_ID } from "../constants";

export const CORE_VERSION = "13.345";

export const ICONS = {
  move: "icons/svg/book.svg",
  asset: "icons/svg/item-bag.svg",
  table: "icons/svg/d20-black.svg",
  result: "icons/svg/d20-black.svg",
  foe: "icons/svg/skull.svg",
  truth: "icons/svg/book.svg",
} as const;

/** A document's source as the converter makes it: plain JSON for a pack or for `createDocuments`. */
export type DocumentSource = Record<string, unknown>;

/** What a planned document is known by: its id, its key in the pack, its name. */
export interface DocumentTarget {
  pack: string;
  documentName: string;
  id: string;
  /** The key its id was hashed from (embedded ids hash it further). */
  key: string;
  name: string;
  uuid: string;
}

/** `_stats` without times or users, so a rebuild writes the same bytes. */
export function stats(): DocumentSource {
  return {
    coreVersion: CORE_VERSION,
    systemId: SYSTEM_ID,
    systemVersion: null,
    createdTime: null,
    modifiedTime: null,
    lastModifiedBy: null,
    compendiumSource: null,
    duplicateSource: null,
    exportSource: null,
  };
}

/** Fields of a primary document: `_id`, `_key`, folder, sort, ownership, flags, stats. */
export function primary(
  collection: string,
  target: Pick<DocumentTarget, "id" | "name">,
  sort: number,
  flags: DocumentSource,
): DocumentSource {
  return {
    _id: target.id,
    _key: `!${collection}!${target.id}`,
    name: target.name,
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: flags },
    _stats: stats(),
  };
}
