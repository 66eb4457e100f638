/**
 * Advance on the character sheet (IS-15 / SF-19): an asset dropped on an Ironsworn / Starforged
 * character, or an asset ability marked beyond the first, asks whether it is bought with experience
 * ("Buy for N XP") or added free (a reward "at no cost", a GM's gift, a character built by hand). A buy
 * the character cannot pay is refused (NotEnoughExperience) before anything is written. The creation
 * wizard creates its assets directly, so they never come this way and stay free.
 */
import { type ActorLike } from "../../data/documents";
import { asRecord } from "../../data/schema-shape";
import { advanceOffer, assertAffordable, payForAdvance } from "../../operations/advance";
import { isUpgrade, type AdvanceKind } from "../../rules/advance";
import { type TrackActor } from "../../operations/actor-write";
import { type Localize } from "../../locale";
import { toggleAbility } from "../../operations/items";
import { type MeterOwner } from "../../data/meters";

/**
 * The part of a sheet's questions (sheet-action.ts SheetAsk, which every host gives) an Advance asks:
 * pick one of `choices`, null when closed. Declared here because the shared sheet actions call this
 * module, so it cannot import theirs (the stack holds no import cycle).
 */
interface AdvanceAsk {
  choose(titleKey: string, promptKey: string, choices: readonly { id: string; label: string }[]): Promise<string | null>;
}

/** An asset as an ability's mark reads and writes it. */
type AssetItem = MeterOwner & { readonly type: string };

/** How an Advance is paid: with experience, or not at all. */
export type AdvancePayment = "buy" | "free";

/**
 * Asks how the Advance of `kind` is paid; null when the question is closed. An actor that does not
 * pay for Advances (a starship, another game's character) is never asked: "free". A buy the character
 * cannot pay throws NotEnoughExperience.
 */
export async function askAdvance(actor: ActorLike, kind: AdvanceKind, ask: AdvanceAsk, t: Localize): Promise<AdvancePayment | null> {
  const offer = advanceOffer(actor, kind);
  if (!offer) return "free";
  const answer = await ask.choose(
    "VOWFORGE.Sheet.Advance.Title",
    kind === "asset" ? "VOWFORGE.Sheet.Advance.PromptAsset" : "VOWFORGE.Sheet.Advance.PromptUpgrade",
    [
      { id: "buy", label: t(`VOWFORGE.Sheet.Advance.${kind === "asset" ? "Buy" : "Upgrade"}`, { cost: String(offer.cost), available: String(offer.available) }) },
      { id: "free", label: t(`VOWFORGE.Sheet.Advance.${kind === "asset" ? "AddFree" : "MarkFree"}`) },
    ],
  );
  if (answer === "buy") assertAffordable(actor, kind);
  return answer === "buy" || answer === "free" ? answer : null;
}

/** The marks of an asset's abilities, in order. */
function abilityMarks(asset: AssetItem): boolean[] {
  const abilities = asRecord(asset.system)?.abilities;
  return Array.isArray(abilities) ? abilities.map((a: unknown) => asRecord(a)?.enabled === true) : [];
}

/**
 * Marks or clears ability `index` of `asset` on the sheet of `actor`: marking one beyond the first
 * asks how the upgrade is paid (closing the question marks nothing); clearing a mark is never an
 * Advance and gives no experience back.
 */
export async function toggleAbilityOnSheet(
  actor: TrackActor,
  asset: AssetItem,
  index: number,
  ask: AdvanceAsk,
  t: Localize,
): Promise<void> {
  const marks = abilityMarks(asset);
  if (index < 0 || index >= marks.length) return;
  if (asset.type === "asset" && isUpgrade(marks, index)) {
    const payment = await askAdvance(actor, "upgrade", ask, t);
    if (payment === null) return;
    await toggleAbility(asset, index);
    if (payment === "buy") await payForAdvance(actor, "upgrade");
    return;
  }
  await toggleAbility(asset, index);
}
