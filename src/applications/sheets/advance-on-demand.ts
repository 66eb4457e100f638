/**
 * Advances on the sheets, as far as the main script holds them: whether an Advance applies to an actor,
 * whether an ability's mark is one, and the loader of the rest. The question of how an Advance is paid
 * and the buy (advance-ask.ts, with operations/advance.ts) are the vowforge-advance.mjs chunk, fetched
 * with the first Advance a client makes: an asset dropped on an Ironsworn / Starforged character, or an
 * ability of an asset it owns marked beyond the first. Any other actor (a starship, another game's
 * character) never pays for Advances, so its drops and marks never need the chunk. When it cannot be
 * loaded the user is told (on-demand.ts) and nothing is written.
 */
import { asRecord } from "../../data/schema-shape";
import { isUpgrade } from "../../rules/advance";
import { type TrackActor } from "../../operations/actor-write";
import { type Localize } from "../../locale";
import { setAbilityMark, toggleAbility } from "../../operations/items";
import { characterRulesetOf, type ActorLike } from "../../data/documents";
import { type MeterOwner } from "../../data/meters";
import { loadOnDemand } from "../../on-demand";
import { type AdvanceAsk } from "./advance-ask";

/** An asset as an ability's mark reads and writes it. */
type AssetItem = MeterOwner & { readonly type: string };

/** Whether an Advance applies on `actor`: only an Ironsworn / Starforged character pays for one (operations/advance.ts). */
export const advanceApplies = (actor: ActorLike): boolean => characterRulesetOf(actor) !== null;

/**
 * The assets whose upgrade is being asked or bought on this client: a press on one of them meanwhile is
 * ignored. Held by the document object both presses read (the actor's `items.get(id)`, or the item
 * sheet's own `item`); that Foundry keeps it one object while it is updated is on the first licensed
 * run's list (docs/architecture.md).
 */
const upgrading = new WeakSet<AssetItem>();

/** The Advance's question and buy (vowforge-advance.mjs); null, the user told, when they cannot be loaded. */
export const loadAdvance = () =>
  loadOnDemand(() => import("./advance-ask"), { what: "advance question", messageKey: "VOWFORGE.Error.PartNotLoaded" });

/** The marks of an asset's abilities, in order. */
function abilityMarks(asset: AssetItem): boolean[] {
  const abilities = asRecord(asset.system)?.abilities;
  return Array.isArray(abilities) ? abilities.map((a: unknown) => asRecord(a)?.enabled === true) : [];
}

/**
 * Marks or clears ability `index` of `asset` owned by `actor` (from the character sheet or the asset's
 * own item sheet): on a character, marking one beyond the first asks how the upgrade is paid (closing
 * the question, or a question that cannot be loaded, marks nothing) and then marks it, never clearing
 * it; while that upgrade is pending, another press on the same asset does nothing (a double click asks
 * and spends once). Clearing a mark is never an Advance and gives no experience back.
 */
export async function toggleAbilityOnSheet(
  actor: TrackActor,
  asset: AssetItem,
  index: number,
  ask: AdvanceAsk,
  t: Localize,
): Promise<void> {
  if (upgrading.has(asset)) return;
  const marks = abilityMarks(asset);
  if (index < 0 || index >= marks.length) return;
  if (asset.type !== "asset" || !advanceApplies(actor) || !isUpgrade(marks, index)) return toggleAbility(asset, index);
  upgrading.add(asset);
  try {
    await (await loadAdvance())?.makeAdvance(actor, "upgrade", ask, t, async () => {
      await setAbilityMark(asset, index, true);
      return true;
    });
  } finally {
    upgrading.delete(asset);
  }
}
