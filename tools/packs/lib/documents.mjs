/** The parts every generated document shares: key, stats, ownership, our flags. */
export const CORE_VERSION = "13.345";

export const ICONS = {
  move: "icons/svg/book.svg",
  asset: "icons/svg/item-bag.svg",
  table: "icons/svg/d20-black.svg",
  result: "icons/svg/d20-black.svg",
  foe: "icons/svg/skull.svg",
  truth: "icons/svg/book.svg",
};

/** `_stats` without times or users, so a rebuild writes the same bytes. */
export function stats() {
  return {
    coreVersion: CORE_VERSION,
    systemId: "vowforge",
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
export function primary(collection, target, sort, flags) {
  return {
    _id: target.id,
    _key: `!${collection}!${target.id}`,
    name: target.name,
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: { vowforge: flags },
    _stats: stats(),
  };
}
