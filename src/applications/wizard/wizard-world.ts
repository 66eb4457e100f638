/**
 * Foundry's side of what the creation offers: the assets of the enabled rulesets' Item packs (read from
 * each pack's index, filtered by type, as the oracle browser reads its tables: oracle-index.ts), the
 * Starforged background table, and the characters a bond may be held with.
 */
import { type RulesetId } from "../../config";
import { SYSTEM_ID } from "../../constants";
import { packInUse } from "../../expansions";
import { oracleTableData, type RollTableLike } from "../../oracles/table-data";
import { enabledExpansions, enabledRulesets } from "../../settings";
import { actorNames, bondCandidates } from "../sheets/actor-names";
import { recordOf, textOf } from "../sheets/context/types";
import { gamesFor, type WizardActor } from "./wizard-games";
import {
  ASSET_INDEX_FIELDS,
  assetsOfIndex,
  BACKGROUND_TABLE_ID,
  backgroundsOf,
  type AssetIndexEntry,
} from "./wizard-sources";
import { type AssetOption, type BackgroundOption, type BondPartner, type WizardWorld } from "./wizard-types";
import { localize } from "../../locale";

/** The part of a compendium pack read here. */
interface PackLike {
  collection: string;
  documentName: string;
  metadata: { flags?: unknown };
  getIndex(options: { fields: string[] }): Promise<Iterable<unknown>>;
  getDocument(id: string): Promise<unknown>;
}

function packRuleset(pack: PackLike): unknown {
  return recordOf(recordOf(pack.metadata.flags)[SYSTEM_ID]).ruleset;
}

function packsOf(documentName: string, games: readonly RulesetId[]): PackLike[] {
  const expansions = enabledExpansions();
  return ([...(game.packs ?? [])] as unknown as PackLike[]).filter(
    (pack) =>
      pack.documentName === documentName &&
      games.includes(packRuleset(pack) as RulesetId) &&
      packInUse(pack.metadata.flags, expansions),
  );
}

async function packAssets(games: readonly RulesetId[]): Promise<AssetOption[]> {
  const out: AssetOption[] = [];
  for (const pack of packsOf("Item", games)) {
    const index = (await pack.getIndex({ fields: ASSET_INDEX_FIELDS })) as Iterable<AssetIndexEntry>;
    out.push(...assetsOfIndex(index, pack.collection).filter((asset) => games.includes(asset.ruleset)));
  }
  return out;
}

async function packBackgrounds(games: readonly RulesetId[]): Promise<BackgroundOption[]> {
  if (!games.includes("starforged")) return [];
  for (const pack of packsOf("RollTable", ["starforged"])) {
    const index = await pack.getIndex({ fields: [`flags.${SYSTEM_ID}.dataswornId`] });
    const entry = [...index].map(recordOf).find((e) => recordOf(recordOf(e.flags)[SYSTEM_ID]).dataswornId === BACKGROUND_TABLE_ID);
    if (!entry) continue;
    const table = (await pack.getDocument(textOf(entry._id))) as (RollTableLike & { uuid: string }) | null;
    if (table) return backgroundsOf(oracleTableData(table, table.uuid));
  }
  return [];
}

/**
 * The characters a bond may be held with (sheets/actor-names.ts), and those the actor already holds one
 * with (named "no longer in this world" when they are gone).
 */
function bondPartners(actor: WizardActor & { uuid: string }): BondPartner[] {
  const held = (Array.isArray(recordOf(actor.system).bonds) ? (recordOf(actor.system).bonds as unknown[]) : [])
    .map((bond) => textOf(recordOf(bond).characterId))
    .filter((uuid) => uuid !== "");
  const names = { ...bondCandidates(actor.uuid), ...actorNames(held) };
  const missing = localize("VOWFORGE.Rulesets.MissingCharacter");
  for (const uuid of held) names[uuid] ??= missing;
  return Object.entries(names).map(([uuid, name]) => ({ uuid, name }));
}

/** What the world offers a creation of `actor`. */
export async function foundryWizardWorld(actor: WizardActor & { uuid: string }): Promise<WizardWorld> {
  const games = gamesFor(actor, enabledRulesets());
  return {
    games,
    assets: await packAssets(games),
    backgrounds: await packBackgrounds(games),
    partners: bondPartners(actor),
  };
}
