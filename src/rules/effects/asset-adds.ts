/**
 * The adds marked asset abilities give a move's roll ("When you Face Danger using your shield as
 * cover, add +1"): our data (asset-adds.json), keyed by Datasworn asset id, one entry per ability
 * (its index in the asset's abilities) with the add and the moves it enhances (Datasworn's
 * `enhance_moves` of that ability; null for any move). Read against the abilities' texts and
 * enhancements by tests/rules/effects/asset-adds-text.test.ts. An ability whose add hinges on more
 * than the roll (one given after rolling, one for a later move, one of several amounts) is not here:
 * the table applies it by hand.
 */
import table from "./asset-adds.json";

/** One ability's add: the ability's index, the add, the move ids (Datasworn; `*` one segment) or null for any move. */
export interface AbilityAddEntry {
  readonly ability: number;
  readonly add: number;
  readonly moves: readonly string[] | null;
}

export const ASSET_ABILITY_ADDS: Readonly<Record<string, readonly AbilityAddEntry[]>> = table;

/** What the adds read of an asset: its name, Datasworn id and abilities (marked or not). */
export interface AssetAbilities {
  readonly name: string;
  readonly dataswornId: string;
  readonly abilities: readonly { readonly name: string; readonly enabled: boolean }[];
}

/** An add a marked ability gives the move: the asset (by its index in the list given) and ability. */
export interface AbilityAdd {
  readonly assetIndex: number;
  readonly asset: string;
  /** Index of the ability in the asset's abilities. */
  readonly ability: number;
  readonly abilityName: string;
  readonly add: number;
}

/** Whether a Datasworn id (or wildcard id, `*` for one segment) names the move. */
export function idMatches(pattern: string, moveId: string): boolean {
  if (!pattern.includes("*")) return pattern === moveId;
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/.]+");
  return new RegExp(`^${source}$`).test(moveId);
}

/** The adds the marked abilities of `assets` give a roll of `moveId` (none without a move), in asset then ability order. */
export function abilityAddsFor(assets: readonly AssetAbilities[], moveId: string): AbilityAdd[] {
  if (moveId === "") return [];
  return assets.flatMap((asset, assetIndex) => {
    const entries = Object.hasOwn(ASSET_ABILITY_ADDS, asset.dataswornId) ? ASSET_ABILITY_ADDS[asset.dataswornId] : [];
    return entries.flatMap((entry) => {
      const ability = asset.abilities.at(entry.ability);
      if (ability?.enabled !== true) return [];
      if (entry.moves !== null && !entry.moves.some((m) => idMatches(m, moveId))) return [];
      return [{ assetIndex, asset: asset.name, ability: entry.ability, abilityName: ability.name, add: entry.add }];
    });
  });
}
