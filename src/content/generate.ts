/**
 * The one conversion of Datasworn into documents, for the pack build (tools/packs/build.mjs), the
 * content CLI (tools/content/) and a GM's import: plan every document's id first, so links resolve
 * both ways, register every oracle table that text may embed, then convert each pack's entries.
 */
import { type ContextOptions, createContext } from "./context";
import { type DocumentSource } from "./documents";
import { type DsNode, check } from "./errors";
import { KINDS, type KindName } from "./kinds";
import { checkCoverage, collectOracles, columnLabels, dieSize, oracleCollections } from "./convert/oracles";
import { collectTruths, registerTruthTables } from "./convert/truths";

/** One pack to fill: its name, kind, the ruleset its documents belong to and the source it reads. */
export interface PackPlan {
  name: string;
  kind: KindName;
  /** Our ruleset id (ironsworn, starforged), stored on each document. */
  ruleset: string;
  /** The key in `sources` of the Datasworn file its entries come from. */
  source: string;
}

export interface ConvertedPack {
  name: string;
  type: (typeof KINDS)[KindName]["type"];
  ruleset: string;
  documents: DocumentSource[];
}

/**
 * Converts the Datasworn files `sources` (each already normalised, normaliseShape) into the packs
 * `plans` asks for; a pack with no entries stops with an error when `requireEntries` is set (the
 * build, where it means the data changed under us).
 */
export function convertPacks(
  sources: Readonly<Record<string, DsNode>>,
  plans: readonly PackPlan[],
  options: ContextOptions & { requireEntries?: boolean } = {},
): ConvertedPack[] {
  const ctx = createContext(options);
  const planned = plans.map((plan) => {
    const kind = KINDS[plan.kind];
    const items = kind.collect(sources[plan.source]);
    if (options.requireEntries) check(items.length > 0, `${plan.name}: Datasworn has no entries for it`);
    for (const item of items) ctx.register(item.dataswornId, plan.name, kind.documentName, item.name);
    return { plan, kind, items };
  });
  for (const data of Object.values(sources)) {
    for (const item of collectOracles(data)) {
      const where = `oracle ${item.dataswornId}`;
      const rows = checkCoverage(item.table.rows ?? [], dieSize(item.table.dice, where), where);
      ctx.registerTable(
        item.dataswornId,
        rows.map(({ row }) => row),
        columnLabels(item.table, item.collection),
      );
    }
    for (const [id, tableIds] of oracleCollections(data)) ctx.registerCollection(id, tableIds);
    registerTruthTables(collectTruths(data), ctx);
  }
  const packs = planned.map(({ plan, kind, items }) => ({
    name: plan.name,
    type: kind.type,
    ruleset: plan.ruleset,
    documents: items.map((item, index) => kind.convert(item, index, plan.ruleset, ctx)),
  }));
  for (const pack of packs) for (const doc of pack.documents) assertKeys(doc, pack.name);
  return packs;
}

/** Every document and embedded document must carry a `_key`, or the Foundry CLI silently drops it. */
export function assertKeys(doc: DocumentSource, where: string): void {
  check(typeof doc._key === "string" && doc._key.startsWith("!"), `${where}: ${doc.name} has no _key`);
  for (const field of ["results", "pages"]) {
    for (const child of (doc[field] as DocumentSource[] | undefined) ?? []) {
      check(
        typeof child._key === "string" && child._key.startsWith("!"),
        `${where}: ${doc.name} ${field} without _key`,
      );
    }
  }
}
