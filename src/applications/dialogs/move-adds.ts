/**
 * What the roll dialog offers because it knows the move (IS-04, SF-06): the conditional adds the
 * move's text names for its own roll (`system.effects.adds`, rules/effects/moves/adds.ts) and the adds
 * of the character's marked asset abilities that enhance the move (rules/effects/asset-adds.ts), each
 * an unticked tick naming its condition or its asset and ability, since only the table knows whether
 * it holds. Adds of one `group` are alternatives: a roll counts the largest one ticked
 * (roll-dialog-request.ts `tickedAddTotal`). The abilities' table is a chunk of its own
 * (vowforge-asset-adds.mjs), fetched with the first move rolled.
 */
import type { AbilityAdd, AssetAbilities } from "../../rules/effects/asset-adds";
import { assertMoveEffects } from "../../rules/effects/validate-effects";
import { loadOnDemand } from "../../on-demand";
import { type AddOffer } from "./roll-dialog-types";

const MOVE_PREFIX = "moveAdd.";
const ABILITY_PREFIX = "ability.";

/** The ticks for the conditional adds a move's `effects` name, each naming `moveName` as its source. */
export function moveAddOffers(effects: unknown, moveName: string): AddOffer[] {
  try {
    assertMoveEffects(effects);
  } catch {
    return [];
  }
  return (effects.adds ?? []).map((a) => ({
    id: `${MOVE_PREFIX}${a.id}`,
    add: a.add,
    label: `VOWFORGE.Dialog.MoveAdd.${a.id}`,
    labelData: { source: moveName },
    ticked: false,
    ...(a.group === undefined ? {} : { group: a.group }),
  }));
}

/** An item as the roll reads it: its type, name and still unread system data. */
export interface RollItem {
  readonly name: string;
  readonly type: string;
  /**
   * Left unknown: the dialog takes the playground's plain sample items and Foundry's documents alike,
   * and an asset stored before abilities had names may lack fields, so `assetsOf` checks each field
   * it reads and counts an unreadable ability as unmarked.
   */
  readonly system?: unknown;
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** The assets among `items`, as the adds read them (an ability unreadable counts as unmarked). */
export function assetsOf(items: readonly RollItem[]): AssetAbilities[] {
  return items
    .filter((item) => item.type === "asset")
    .map((item) => {
      const system = recordOf(item.system);
      const abilities = Array.isArray(system.abilities) ? system.abilities : [];
      return {
        name: item.name,
        dataswornId: typeof system.dataswornId === "string" ? system.dataswornId : "",
        abilities: abilities.map((raw: unknown) => {
          const a = recordOf(raw);
          return { name: typeof a.name === "string" ? a.name.trim() : "", enabled: a.enabled === true };
        }),
      };
    });
}

/** The ticks for the adds marked abilities give a roll (rules/effects/asset-adds.ts `abilityAddsFor`). */
export function abilityAddOffers(adds: readonly AbilityAdd[]): AddOffer[] {
  return adds.map((a) => ({
    id: `${ABILITY_PREFIX}${a.assetIndex}.${a.ability}`,
    add: a.add,
    label: a.abilityName ? "VOWFORGE.Dialog.Offer.AbilityNamed" : "VOWFORGE.Dialog.Offer.Ability",
    labelData: { asset: a.asset, ability: a.abilityName, number: a.ability + 1 },
    ticked: false,
  }));
}

/**
 * Everything the dialog offers for a roll of the move: its own adds, then its enhancing abilities'
 * (none when the abilities' table cannot be loaded, which the user is told).
 */
export async function knownMoveOffers(
  move: { readonly dataswornId: string; readonly name: string; readonly effects: unknown },
  items: readonly RollItem[],
): Promise<AddOffer[]> {
  const table = await loadOnDemand(() => import("../../rules/effects/asset-adds"), {
    what: "asset abilities' adds",
    messageKey: "VOWFORGE.Dialog.Offer.AbilitiesNotLoaded",
  });
  const abilities = table ? table.abilityAddsFor(assetsOf(items), move.dataswornId) : [];
  return [...moveAddOffers(move.effects, move.name), ...abilityAddOffers(abilities)];
}
