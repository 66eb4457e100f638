/**
 * Fields of a pack document that Foundry fills with its own default when the stored data lacks them,
 * so the packs store them only where they differ (about a fifth of the packs' size: a table result
 * repeated its type, icon, weight, `drawn` and build stats some 12,500 times). The converters still
 * make whole documents; the build compacts them as it writes (tools/packs/build.mjs).
 *
 * Foundry accepts table results without these fields: foundry-ironsworn's pack sources
 * (json-packs/*-oracles/*.json, written by src/module/datasworn2/import/index.ts) store a result as
 * only its `_id`, `_key`, `range` and text, and its system sets CONFIG.RollTable.resultIcon for the
 * icon a result without an image shows (src/index.ts; src/module/roll-table/oracle-table.ts reads
 * `result.icon`). Foundry's default for that icon is the d20 our results named. The defaults Foundry
 * gives a result's other fields (type text, no name, weight 1, not drawn, no flags) and a primary
 * document's (no folder, nobody owning it beyond the default, null build stats) are on the list for
 * the first licensed run (tools/foundry-e2e/README.md, "What only a real run can confirm").
 *
 * `withFoundryDefaults` reads a stored document as Foundry would, for comparing builds
 * (tests/packs/compact-sources.test.ts): both sides through the same defaults.
 */

/** The icon Foundry shows for a table result without an image (CONFIG.RollTable.resultIcon). */
export const RESULT_ICON = "icons/svg/d20-black.svg";

/** A table result's fields whose stored value Foundry would give it anyway. */
const RESULT_DEFAULTS = { type: "text", name: "", img: RESULT_ICON, weight: 1, drawn: false };

/** A primary document's fields whose stored value Foundry would give it anyway. */
const PRIMARY_DEFAULTS = { folder: null };

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const isEmptyObject = (value) => isObject(value) && Object.keys(value).length === 0;
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** `flags` without empty namespaces (`{ vowforge: {} }` holds nothing); undefined when none is left. */
function compactFlags(flags) {
  if (!isObject(flags)) return flags;
  const kept = Object.entries(flags).filter(([, value]) => !isEmptyObject(value));
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** `_stats` without its null fields (Foundry's default for each); undefined when nothing is left. */
function compactStats(stats) {
  if (!isObject(stats)) return stats;
  const kept = Object.entries(stats).filter(([, value]) => value !== null);
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** A copy of `object` without the fields `defaults` gives the same value, and with `changes` applied (undefined removes). */
function without(object, defaults, changes) {
  const out = {};
  for (const [key, value] of Object.entries(object)) {
    if (key in defaults && same(value, defaults[key])) continue;
    const next = key in changes ? changes[key] : value;
    if (next !== undefined) out[key] = next;
  }
  return out;
}

/** A table result as the pack stores it: no default fields, no empty flags, no build stats of its own. */
function compactResult(result) {
  return without(result, RESULT_DEFAULTS, { flags: compactFlags(result.flags), _stats: undefined });
}

/** A journal page as the pack stores it: no null build stats, no empty flags. */
function compactPage(page) {
  return without(page, {}, { flags: compactFlags(page.flags), _stats: compactStats(page._stats) });
}

/** A document as the pack stores it: the fields Foundry would fill the same way left out, here and in its results and pages. */
export function compactDocument(doc) {
  const changes = { flags: compactFlags(doc.flags), _stats: compactStats(doc._stats) };
  if (same(doc.ownership, { default: 0 })) changes.ownership = undefined;
  if (Array.isArray(doc.results)) changes.results = doc.results.map(compactResult);
  if (Array.isArray(doc.pages)) changes.pages = doc.pages.map(compactPage);
  return without(doc, PRIMARY_DEFAULTS, changes);
}

/** Fills what `compactDocument` leaves out, so a stored document compares with a whole one field for field. */
function filled(object, defaults) {
  return { ...structuredClone(defaults), ...object };
}

/**
 * A stored document as Foundry reads it, for comparing: absent fields at Foundry's defaults, empty flag
 * namespaces dropped and build stats left out (they hold the core version a build targets and nulls).
 */
export function withFoundryDefaults(doc) {
  const read = (object, defaults) => {
    const out = filled(object, defaults);
    delete out._stats;
    return { ...out, flags: compactFlags(out.flags) ?? {} };
  };
  const out = read(doc, { ...PRIMARY_DEFAULTS, ownership: { default: 0 } });
  if (Array.isArray(doc.results)) out.results = doc.results.map((result) => read(result, RESULT_DEFAULTS));
  if (Array.isArray(doc.pages)) out.pages = doc.pages.map((page) => read(page, {}));
  return out;
}
