/**
 * Forging a tie on a "forgedTiesCharacter" actor: meeting a requirement (which calls for a forge roll
 * and asks each helper to mark their bond) and applying the forge roll's outcome.
 */
import { forgeTrackState } from "../data/actor/forged-ties-character";
import {
  applyForgeOutcome as applyForgeOutcomeRule,
  forgeChoices,
  markRequirement as markRequirementRule,
  type ForgeApplyOptions,
  type ForgeOption,
  type ForgeQuestion,
} from "../rules/forge";
import { type PoolOutcome } from "../rules/pool";
import { requireType, writeChanges, type TrackActor } from "./actor-write";
import {
  breakingFollowUp,
  readForgedTies,
  writeForgedTies,
  type BreakingFollowUp,
} from "./forged-ties";

/** What meeting a requirement leaves for the table to do. */
export interface RequirementFollowUp {
  /** Always true: roll the forge now. */
  rollForge: true;
  /** Dice of that forge roll. */
  dice: number;
  /** Forge boxes newly marked (0 once the track is full). */
  boxesMarked: 0 | 1;
  /** UUIDs of the helpers: each marks their bond with this character (see markHelperBonds). */
  helpersMarkBond: string[];
  /** Whether every requirement is now met. */
  allRequirementsMet: boolean;
}

/** Meets the requirement `requirementId`, helped by the characters of `helpers` (actor UUIDs). */
export async function markRequirement(
  actor: TrackActor,
  requirementId: string,
  helpers: readonly string[] = [],
): Promise<RequirementFollowUp> {
  requireType(actor, "forgedTiesCharacter");
  const before = forgeTrackState(actor.system);
  const result = markRequirementRule(before, requirementId, { helpers });
  // The rules keep id and met; each requirement keeps its label.
  const requirements = before.requirements.map((r) => ({
    ...r,
    met: result.track.requirements.find((m) => m.id === r.id)?.met ?? r.met,
  }));
  await writeChanges(actor, {
    "system.forge.marked": result.track.marked,
    "system.forge.requirements": requirements,
  });
  return {
    rollForge: true,
    dice: result.dice,
    boxesMarked: result.boxesMarked,
    helpersMarkBond: [...result.helpersMarkBond],
    allRequirementsMet: result.allRequirementsMet,
  };
}

/** What a forge roll's outcome offers, before the player picks. */
export interface ForgeOffer {
  /** Breaking is marked whatever the pick (a miss). */
  marksBreaking: boolean;
  /** Options, of which the player takes at most one. */
  options: ForgeOption[];
  /** The unbroken harm an option that removes harm may remove. */
  removableHarm: number[];
  /** The question to answer. */
  question: ForgeQuestion;
}

/**
 * What the outcome offers this character (ask this before `applyForgeOutcome`).
 *
 * @internal Tests call it; nothing in the system does yet.
 */
export function forgeOffer(actor: TrackActor, outcome: PoolOutcome): ForgeOffer {
  const state = readForgedTies(actor);
  const choices = forgeChoices(outcome);
  const removableHarm = state.harm.flatMap((h, i) => (h !== null && !h.broken ? [i] : []));
  const heartFull = state.heart.marked >= state.heart.length;
  const options = choices.options.filter((option) => {
    if (option === "markHeart") return !heartFull;
    return removableHarm.length > 0;
  });
  return {
    marksBreaking: choices.required.includes("markBreaking"),
    options,
    removableHarm,
    question: choices.question,
  };
}

/** What applying a forge outcome did. */
export interface ForgeFollowUp {
  option: ForgeOption | null;
  /** The breaking marked (a miss, or the partial option) with its follow-up, else null. */
  breaking: BreakingFollowUp | null;
  harmRemoved: number | null;
  heartMarked: 0 | 1;
  /** The question to answer. */
  question: ForgeQuestion;
}

/** Applies a forge roll's outcome and the player's pick. */
export async function applyForgeOutcome(
  actor: TrackActor,
  outcome: PoolOutcome,
  options: ForgeApplyOptions = {},
): Promise<ForgeFollowUp> {
  const before = readForgedTies(actor);
  const result = applyForgeOutcomeRule(before, outcome, options);
  await writeForgedTies(actor, before, result.state);
  return {
    option: result.option,
    breaking: result.breaking ? breakingFollowUp(result.breaking) : null,
    harmRemoved: result.harmRemoved,
    heartMarked: result.heartMarked,
    question: forgeChoices(outcome).question,
  };
}
