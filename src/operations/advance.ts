/**
 * Advance on an Ironsworn / Starforged character (IS-15 / SF-19): what an Advance costs the character,
 * and the one write that records the experience spent (`system.experience.spent`). A character with
 * less to spend than the cost is refused (NotEnoughExperience) before anything is written.
 */
import { asRecord } from "../data/schema-shape";
import { characterRulesetOf, type ActorLike } from "../data/documents";
import { LEGACIES } from "../data/actor/conditions";
import { advanceCost, experienceToSpend, spendExperience, type AdvanceKind, type ExperienceHeld } from "../rules/advance";
import { EMPTY_LEGACY_TRACK, legacyXp, markLegacy } from "../rules/legacy";
import { MAX_TICKS } from "../rules/progress";
import { type TrackActor } from "./actor-write";

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

/** Refuses (NotEnoughExperience) unless the actor can pay for an Advance of `kind`; writes nothing. */
export function assertAffordable(actor: ActorLike, kind: AdvanceKind): void {
  const offer = advanceOffer(actor, kind);
  const held = experienceHeld(actor);
  if (offer && held) spendExperience(held, offer.cost);
}

/** Records the experience an Advance of `kind` costs as spent, or refuses with nothing written. */
export async function payForAdvance(actor: TrackActor, kind: AdvanceKind): Promise<void> {
  const offer = advanceOffer(actor, kind);
  const held = experienceHeld(actor);
  if (!offer || !held) return;
  await actor.update({ "system.experience.spent": spendExperience(held, offer.cost) });
}
