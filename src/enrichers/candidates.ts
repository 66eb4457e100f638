/**
 * The moves and oracle tables a link may name: the world's own (items of type move, every RollTable)
 * and the compendium packs' (read from their index, with the few fields a link needs). A pack's index
 * is read once and kept: compendium contents do not change during play; the world's documents are read
 * each time, since they do.
 */
import { SYSTEM_ID } from "../constants";
import { recordOf, textOf } from "../applications/sheets/context/types";
import { type LinkCandidate } from "./references";

export type LinkKind = "move" | "oracle";

/** A pack index entry as read here (Foundry's index entries hold `_id`, `name`, `type` and the fields asked for). */
export interface IndexEntry {
  _id: string;
  uuid?: string;
  name?: string | null;
  type?: string;
  system?: { rollType?: unknown; formerly?: unknown; ruleset?: unknown };
  flags?: { vowforge?: { dataswornId?: unknown; contentId?: unknown } };
}

/** The part of a compendium pack read here. */
export interface CandidatePack {
  collection: string;
  documentName: string;
  metadata: { flags?: Record<string, unknown> };
  getIndex(options: { fields: string[] }): Promise<Iterable<IndexEntry>>;
}

/**
 * A world document as read here (an Item or a RollTable). `system` is unknown on purpose: an item of
 * any subtype, or none (a table), read as a pack's index entry is (candidateOf).
 */
export interface WorldDocument {
  uuid: string;
  name: string;
  type?: string;
  system?: unknown;
  flags?: unknown;
}

const DOCUMENT_NAME: Readonly<Record<LinkKind, string>> = { move: "Item", oracle: "RollTable" };

/** The index fields a link reads: Foundry adds the fields asked for to a pack index (`getIndex({ fields })`, as dnd5e module/documents/actor/trait.mjs reads its packs). */
const INDEX_FIELDS: Readonly<Record<LinkKind, string[]>> = {
  move: ["system.rollType", "system.formerly", "system.ruleset", "flags.vowforge.dataswornId", "flags.vowforge.contentId"],
  oracle: ["flags.vowforge.dataswornId", "flags.vowforge.contentId"],
};

/** Rulesets whose moves a character rolls from a link (the others' moves open their sheet). */
const ROLLING_RULESETS: readonly string[] = ["ironsworn", "starforged"];

/** A non-empty string from unknown data, or null. */
function text(value: unknown): string | null {
  return textOf(value) || null;
}

/**
 * One candidate from a document's (or index entry's) plain fields. `system` is unknown on purpose: an
 * index entry holds only the fields asked for (INDEX_FIELDS), of an item of any subtype.
 */
export function candidateOf(kind: LinkKind, doc: { uuid: string; name: string; system?: unknown; flags?: unknown }, packRuleset: string | null): LinkCandidate {
  const system = recordOf(doc.system);
  const ruleset = text(system.ruleset) ?? packRuleset;
  const formerly = text(system.formerly);
  const rolls = kind === "oracle" || (system.rollType !== "none" && ruleset !== null && ROLLING_RULESETS.includes(ruleset));
  const ours = recordOf(recordOf(doc.flags)[SYSTEM_ID]);
  return {
    uuid: doc.uuid,
    name: doc.name,
    ids: [text(ours.dataswornId), text(ours.contentId)].filter((id): id is string => id !== null),
    ruleset,
    aliases: formerly ? [formerly] : [],
    rolls,
  };
}

function packRuleset(pack: CandidatePack): string | null {
  return text(recordOf(pack.metadata.flags?.[SYSTEM_ID]).ruleset);
}

/** The candidates of one pack's index (entries of another type than a move skipped for moves). */
export function packCandidates(kind: LinkKind, pack: CandidatePack, entries: Iterable<IndexEntry>): LinkCandidate[] {
  const out: LinkCandidate[] = [];
  for (const entry of entries) {
    if (!entry.name || (kind === "move" && entry.type !== "move")) continue;
    const uuid = entry.uuid ?? `Compendium.${pack.collection}.${pack.documentName}.${entry._id}`;
    out.push(candidateOf(kind, { uuid, name: entry.name, system: entry.system, flags: entry.flags }, packRuleset(pack)));
  }
  return out;
}

const packCache = new Map<string, Promise<LinkCandidate[]>>();

async function readPack(kind: LinkKind, pack: CandidatePack): Promise<LinkCandidate[]> {
  try {
    return packCandidates(kind, pack, await pack.getIndex({ fields: INDEX_FIELDS[kind] }));
  } catch (error) {
    // A pack that cannot be read offers no links; the rest still resolve.
    console.warn(`Vowforge | the index of ${pack.collection} could not be read for links`, error);
    return [];
  }
}

/** Every candidate of `kind`: the world's first, then each pack's (whose index is read once). */
export async function linkCandidates(kind: LinkKind, world: Iterable<WorldDocument>, packs: Iterable<CandidatePack>): Promise<LinkCandidate[]> {
  const out: LinkCandidate[] = [];
  for (const doc of world) {
    if (kind === "move" && doc.type !== "move") continue;
    out.push(candidateOf(kind, doc, null));
  }
  for (const pack of packs) {
    if (pack.documentName !== DOCUMENT_NAME[kind]) continue;
    const key = `${kind}:${pack.collection}`;
    let read = packCache.get(key);
    if (!read) {
      read = readPack(kind, pack);
      packCache.set(key, read);
    }
    out.push(...(await read));
  }
  return out;
}

/** Forgets every pack index read (for tests, and after a world's packs change). */
export function forgetPackCandidates(): void {
  packCache.clear();
}
