/**
 * Advance on an Ironsworn / Starforged character (IS-15 / SF-19): what an Advance costs the character,
 * and the buy that records the experience spent (`system.experience.spent`) around the Advance's own
 * write, giving it back if that write fails. A character with
 * less to spend than the cost is refused (NotEnoughExperience) before anything is written.
 */
import { asRecord } from "../data/schema-shape";
import { characterRulesetOf, type ActorLike } from "../data/documents";
import { LEGACIES } from "../data/actor/conditions";
import { advanceCost, experienceToSpend, spendExperience, type AdvanceKind, type ExperienceHeld } from "../rules/advance";
import { EMPTY_LEGACY_TRACK, legacyXp, markLegacy } from "../rules/legacy";
import { MAX_TICKS } from "../rules/progress";
import { type TrackActor } from "./actor-write";
import { RulesError } from "../rules/errors";

/** What an Advance would cost the character, and what it has to spend (null: not an Advance's actor). */
export interface AdvanceOffer {
  readonly kind: AdvanceKind;
  readonly cost: number;
  readonly available: number;
}

function whole(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The legacy tracks' experience, read as the sheet reads them (a full track counts as "+10"). */
function legacyExperience(system: Record<string, unknown>): number {
  const legacies = asRecord(system.legacies) ?? {};
  return LEGACIES.reduce((sum, id) => {
    const track = asRecord(legacies[id]) ?? {};
    const total = (track.overflow === true ? MAX_TICKS : 0) + Math.min(MAX_TICKS, whole(track.ticks));
    return sum + legacyXp(markLegacy(EMPTY_LEGACY_TRACK, total));
  }, 0);
}

/** The character's experience as the Advance rules read it; null for any other actor. */
export function experienceHeld(actor: ActorLike): ExperienceHeld | null {
  const ruleset = characterRulesetOf(actor);
  const system = asRecord(actor.system);
  if (!ruleset || !system) return null;
  const experience = asRecord(system.experience) ?? {};
  return {
    earned: whole(experience.earned),
    spent: whole(experience.spent),
    legacy: ruleset === "starforged" ? legacyExperience(system) : 0,
  };
}

/** The Advance of `kind` the actor may buy: its cost and what is left to spend; null for another actor. */
export function advanceOffer(actor: ActorLike, kind: AdvanceKind): AdvanceOffer | null {
  const ruleset = characterRulesetOf(actor);
  const held = experienceHeld(actor);
  if (!ruleset || !held) return null;
  return { kind, cost: advanceCost(ruleset, kind), available: experienceToSpend(held) };
}

/**
 * Buys an Advance of `kind` with experience and makes it with `write` (creating the asset, marking the
 * ability), losing nothing whichever write fails. The experience is recorded as spent first; if `write`
 * then throws, or makes nothing (null: core's drop created no item), the spent figure is written back
 * as it was, so no Advance is left unpaid and no experience is spent on nothing. Refused with nothing
 * written (NotEnoughExperience) when the character cannot pay; a failed `write` is refused as
 * AdvanceNotWritten once the experience is given back. Foundry's `update` and
 * `createEmbeddedDocuments` reject when the server refuses the write (dnd5e module/migration.mjs:99-106
 * catches a rejected `update`). An actor that does not pay for Advances just runs `write`.
 */
export async function buyAdvance<T>(actor: TrackActor, kind: AdvanceKind, write: () => Promise<T | null>): Promise<T | null> {
  const offer = advanceOffer(actor, kind);
  const held = experienceHeld(actor);
  if (!offer || !held) return write();
  const spent = spendExperience(held, offer.cost);
  await actor.update({ "system.experience.spent": spent });
  let made: T | null;
  try {
    made = await write();
  } catch (error) {
    await actor.update({ "system.experience.spent": held.spent });
    console.error("Vowforge | the Advance could not be written; its experience was given back", error);
    throw new RulesError("AdvanceNotWritten", `the Advance could not be written; its ${offer.cost} experience was given back`, {
      cost: offer.cost,
    });
  }
  if (made === null) await actor.update({ "system.experience.spent": held.spent });
  return made;
}
