/**
 * Advance on the sheets (IS-15 / SF-19): an asset dropped on an Ironsworn / Starforged character, or
 * an asset ability marked beyond the first (on the character sheet or on the owned asset's own item
 * sheet), asks whether it is bought with experience ("Buy for N XP") or added free (a reward "at no
 * cost", a GM's gift, a character built by hand). A buy the character cannot pay is refused
 * (NotEnoughExperience) before anything is written; one whose write fails gives its experience back
 * (operations/advance.ts). The creation wizard creates its assets directly, so they never come this
 * way and stay free.
 *
 * This module is the vowforge-advance.mjs chunk (rollup.config.mjs), fetched with the first Advance a
 * client makes (advance-on-demand.ts); marking a first ability or clearing a mark never needs it.
 */
import { type ActorLike } from "../../data/documents";
import { advanceOffer, buyAdvance } from "../../operations/advance";
import { type AdvanceKind } from "../../rules/advance";
import { type TrackActor } from "../../operations/actor-write";
import { type Localize } from "../../locale";

/**
 * The part of a sheet's questions (sheet-action.ts SheetAsk, which every host gives) an Advance asks:
 * pick one of `choices`, null when closed. Declared here because the shared sheet actions call this
 * module, so it cannot import theirs (the stack holds no import cycle).
 */
export interface AdvanceAsk {
  choose(titleKey: string, promptKey: string, choices: readonly { id: string; label: string }[]): Promise<string | null>;
}

/** How an Advance is paid: with experience, or not at all. */
export type AdvancePayment = "buy" | "free";

/**
 * Asks how the Advance of `kind` is paid; null when the question is closed. An actor that does not
 * pay for Advances (a starship, another game's character) is never asked: "free".
 */
async function askAdvance(actor: ActorLike, kind: AdvanceKind, ask: AdvanceAsk, t: Localize): Promise<AdvancePayment | null> {
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
  return answer === "buy" || answer === "free" ? answer : null;
}

/**
 * The Advance of `kind` on `actor`, made by `write` once the question is answered: bought with
 * experience (buyAdvance: refused with nothing written when the character cannot pay, the experience
 * given back if `write` fails) or free; nothing is written when the question is closed (null).
 */
export async function makeAdvance<T>(
  actor: TrackActor,
  kind: AdvanceKind,
  ask: AdvanceAsk,
  t: Localize,
  write: () => Promise<T | null>,
): Promise<T | null> {
  const payment = await askAdvance(actor, kind, ask, t);
  if (payment === null) return null;
  return payment === "buy" ? buyAdvance(actor, kind, write) : write();
}
