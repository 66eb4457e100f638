/**
 * Which truths packs a world offers: part of the main script, since the Journal sidebar asks it before
 * the truths dialog's chunk is loaded (register.ts). No Foundry here.
 */
import { SYSTEM_ID } from "../../constants";
import { recordOf, textOf } from "../sheets/context/types";

/** Our own flags (`flags.vowforge`) of a pack, an entry or a page. */
export function own(flags: unknown): Record<string, unknown> {
  return recordOf(recordOf(flags)[SYSTEM_ID]);
}

/** A compendium pack as the set list reads it. */
export interface TruthPackLike {
  collection: string;
  documentName: string;
  metadata: { label: string; flags?: unknown };
}

/**
 * The truths packs of the enabled Ironsworn and Starforged rulesets (an expansion's while it is in
 * use): the JournalEntry packs built from Datasworn, which hold nothing but truths
 * (tools/packs/packs.mjs, kind "truths").
 */
export function truthSets(
  packs: Iterable<TruthPackLike>,
  enabled: readonly string[],
  inUse: (flags: unknown) => boolean,
): Array<{ id: string; label: string; ruleset: string }> {
  return [...packs]
    .filter((pack) => {
      const flags = own(pack.metadata.flags);
      const ruleset = textOf(flags.ruleset);
      return (
        pack.documentName === "JournalEntry" &&
        flags.generated === "datasworn" &&
        (ruleset === "ironsworn" || ruleset === "starforged") &&
        enabled.includes(ruleset) &&
        inUse(pack.metadata.flags)
      );
    })
    .map((pack) => ({ id: pack.collection, label: pack.metadata.label, ruleset: textOf(own(pack.metadata.flags).ruleset) }));
}
