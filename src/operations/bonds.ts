/**
 * Bonds between characters: marking one (Forged Ties and Augur characters keep `system.bonds`),
 * marking the bonds of those who helped meet a requirement, and resolving a Forged Ties bond.
 */
import { bondsState } from "../data/actor/forged-ties-character";
import { markCharacterBond, resolveCharacterBond } from "../rules/bonds";
import { statTrackChoices } from "../rules/forged-ties-advances";
import { RulesError } from "../rules/errors";
import { requireType, writeChanges, type TrackActor, type TrackActorOf } from "./actor-write";
import { readForgedTies } from "./forged-ties";
import { type ActorSubtype } from "../data/index";
import { isActorOf } from "../data/documents";

/** Actor subtypes that keep bonds (the same `bonds` field). */
const BOND_TYPES = ["forgedTiesCharacter", "augurCharacter"] as const satisfies readonly ActorSubtype[];

/**
 * Actor subtypes a bond may be held with: characters that keep bonds themselves (a bond is mutual, and a
 * forge helper marks its side of it).
 */
export const BOND_PARTNER_TYPES: readonly string[] = BOND_TYPES;

/** Refuses an actor a bond cannot be held with (a foe, a starship, a conflict ...). */
export function assertBondPartner(actor: { type: string; name: string }): void {
  if (!BOND_PARTNER_TYPES.includes(actor.type)) {
    throw new RulesError("BondNotCharacter", "only characters hold bonds", { name: actor.name });
  }
}

function requireBonds(actor: TrackActor): asserts actor is TrackActorOf<(typeof BOND_TYPES)[number]> {
  if (!BOND_TYPES.some((type) => isActorOf(actor, type))) {
    throw new RulesError("WrongActorType", `a ${String(actor?.type)} actor keeps no bonds`, {
      type: actor?.type,
    });
  }
}

/** Marks `actor`'s bond with the character of `characterUuid`; false when it was already marked. */
export async function markBond(actor: TrackActor, characterUuid: string): Promise<{ newlyMarked: boolean }> {
  requireBonds(actor);
  const result = markCharacterBond(bondsState(actor.system), characterUuid);
  if (result.newlyMarked) await writeChanges(actor, { "system.bonds": result.bonds });
  return { newlyMarked: result.newlyMarked };
}

/**
 * Each helper marks their bond with the character who met the requirement (`forgerUuid`): one update
 * per helper, in order. Returns, per helper, whether the bond was newly marked.
 *
 * @internal Tests call it; nothing in the system does yet.
 */
export async function markHelperBonds(
  helpers: readonly TrackActor[],
  forgerUuid: string,
): Promise<Array<{ newlyMarked: boolean }>> {
  const out: Array<{ newlyMarked: boolean }> = [];
  for (const helper of helpers) out.push(await markBond(helper, forgerUuid));
  return out;
}

/** What resolving a bond leaves for the player to do. */
export interface BondResolveFollowUp {
  /** The advances track filled: an advance is earned (the track cleared). */
  advanceEarned: boolean;
  /** Always true: choose a stat track to mark now (markStatTrack). */
  chooseStatTrack: true;
  /** The stat tracks that still take a mark. */
  statTrackChoices: string[];
  /** The question to answer. */
  question: "howHaveIGrown";
}

/** Resolves the marked bond with `characterUuid`: clears it and marks the advances track. */
export async function resolveBond(actor: TrackActor, characterUuid: string): Promise<BondResolveFollowUp> {
  requireType(actor, "forgedTiesCharacter");
  const state = readForgedTies(actor);
  const result = resolveCharacterBond(bondsState(actor.system), state.advances, characterUuid);
  await writeChanges(actor, {
    "system.bonds": result.bonds,
    "system.advances.marked": result.advances.marked,
  });
  return {
    advanceEarned: result.advanceEarned,
    chooseStatTrack: true,
    statTrackChoices: statTrackChoices(state),
    question: result.question,
  };
}
