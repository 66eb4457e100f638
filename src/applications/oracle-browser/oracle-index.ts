/**
 * The oracle tables the browser lists: the RollTable packs of the enabled rulesets (each pack says
 * its ruleset in flags.vowforge.ruleset), read from their indexes only (name and UUID), in the
 * packs' own order.
 */
import { RULESETS, type RulesetId } from "../../config";
import { packInUse, type ExpansionId } from "../../expansions";
import { SYSTEM_ID } from "../../constants";

/** One table of the index. */
export interface OracleIndexEntry {
  name: string;
  uuid: string;
}

/** One pack of oracle tables. */
export interface OracleSource {
  /** The pack's collection id, e.g. "vowforge.starforged-oracles". */
  id: string;
  /** The pack's label: an i18n key or plain text. */
  label: string;
  ruleset: RulesetId;
  tables: OracleIndexEntry[];
}

/** An index entry as a pack gives it. */
export interface PackIndexEntry {
  _id: string;
  name?: string | null;
  uuid?: string | null;
  sort?: number | null;
}

/** The part of a compendium pack read here. */
export interface OraclePackLike {
  collection: string;
  documentName: string;
  metadata: { label: string; flags?: unknown };
  getIndex(options?: { fields?: string[] }): Promise<Iterable<PackIndexEntry>>;
}

/** The ruleset a pack declares, or null. */
export function packRuleset(pack: OraclePackLike): RulesetId | null {
  const flags = pack.metadata.flags as Record<string, { ruleset?: unknown } | undefined> | undefined;
  const ruleset = flags?.[SYSTEM_ID]?.ruleset;
  return RULESETS.find((id) => id === ruleset) ?? null;
}

/**
 * The packs with the ruleset a Datasworn import recorded for its world packs (`imported`, by
 * collection: src/settings.ts ImportedPacks) put into their flags, so the browser lists their tables
 * under that ruleset as it lists ours; other packs as they are.
 */
export function withImportedRulesets(
  packs: Iterable<OraclePackLike>,
  imported: Readonly<Record<string, { ruleset: string }>>,
): OraclePackLike[] {
  return [...packs].map((pack) => {
    const entry = imported[pack.collection];
    if (!entry || packRuleset(pack)) return pack;
    const flags = { ...(pack.metadata.flags as object | undefined), [SYSTEM_ID]: { ruleset: entry.ruleset } };
    return {
      collection: pack.collection,
      documentName: pack.documentName,
      metadata: { label: pack.metadata.label, flags },
      getIndex: (options) => pack.getIndex(options),
    };
  });
}

function bySort(a: PackIndexEntry, b: PackIndexEntry): number {
  return (a.sort ?? 0) - (b.sort ?? 0);
}

/**
 * Reads the index of each oracle pack of an enabled ruleset (an expansion's only while the expansion
 * is active), rulesets in their canonical order.
 */
export async function collectOracleSources(
  packs: Iterable<OraclePackLike>,
  enabled: readonly RulesetId[],
  expansions: readonly ExpansionId[] = [],
): Promise<OracleSource[]> {
  const chosen = [...packs].filter((pack) => {
    const ruleset = packRuleset(pack);
    if (!packInUse(pack.metadata.flags, expansions)) return false;
    return pack.documentName === "RollTable" && ruleset !== null && enabled.includes(ruleset);
  });
  const order = (pack: OraclePackLike) => RULESETS.indexOf(packRuleset(pack) ?? "ironsworn");
  chosen.sort((a, b) => order(a) - order(b));
  const sources: OracleSource[] = [];
  for (const pack of chosen) {
    const index = [...(await pack.getIndex({ fields: ["sort"] }))].sort(bySort);
    const tables = index
      .filter((entry) => typeof entry.name === "string" && entry.name.trim() !== "")
      .map((entry) => ({
        name: String(entry.name),
        uuid: entry.uuid ?? `Compendium.${pack.collection}.RollTable.${entry._id}`,
      }));
    sources.push({
      id: pack.collection,
      label: pack.metadata.label,
      ruleset: packRuleset(pack) ?? "ironsworn",
      tables,
    });
  }
  return sources;
}
