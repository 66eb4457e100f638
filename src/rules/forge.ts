/**
 * Forged Ties: forging a tie. The forge track lists requirements; meeting one marks a box of the track
 * and calls for a forge roll, a pool of d10s against the two challenge dice.
 *
 * Rulings:
 * - Marking a requirement marks one box of the forge track (none once the track is full).
 * - Forge dice = 1 + floor(marked boxes / 3), counted after the mark: 1 die for boxes 0-2, 2 for 3-5,
 *   3 for 6-8, 4 for 9-10. The divisor is a parameter.
 * - The forge roll is read like any pool roll (highest die, ties to the challenge die); position does
 *   not apply.
 * - Outcomes: miss: mark breaking (required). Partial: the player may take "mark breaking and remove
 *   harm" as one choice; the harm is removed first, then breaking is marked. Full: the player may mark
 *   heart or remove harm (one of them). Forging removes only unbroken harm.
 * - Helpers of a requirement each mark their bond with the forging character (returned as ids).
 */
import { RulesError } from "./errors";
import {
  assertForgedTiesCharacter,
  assertIdList,
  assertTrack,
  type ForgedTiesCharacter,
} from "./forged-ties-character";
import { assertBool, assertId, assertInt, assertOneOf } from "./validate";
import { type BreakingMarkResult, markBreaking, markHeart } from "./forged-ties-breaking";
import { removeHarm } from "./forged-ties-harm";
import { POOL_OUTCOMES, type PoolMatchResult, type PoolOutcome, resolvePoolRoll } from "./pool";

/** A requirement of a tie being forged. */
export interface ForgeRequirement {
  /** Requirement id. */
  id: string;
  /** Whether it has been met. */
  met: boolean;
}

/** The forge track. */
export interface ForgeTrack {
  /** Boxes marked, 0..length. */
  marked: number;
  /** Boxes on the track. */
  length: number;
  /** The requirements to meet. */
  requirements: ForgeRequirement[];
}

/** Default forge track length. */
export const FORGE_TRACK_LENGTH = 10;
/** Default number of marked boxes per extra forge die. */
export const FORGE_DICE_DIVISOR = 3;
/** Most requirements on one forge track. */
export const MAX_FORGE_REQUIREMENTS = 30;

/** Throws unless `track` is a valid forge track. */
export function assertForgeTrack(track: ForgeTrack): void {
  assertTrack(track, "forge");
  if (!Array.isArray(track.requirements)) {
    throw new RulesError("NotArray", "forge.requirements must be a list", { value: track.requirements });
  }
  assertInt(track.requirements.length, 0, MAX_FORGE_REQUIREMENTS, "number of requirements");
  track.requirements.forEach((r: unknown, i) => {
    if (typeof r !== "object" || r === null)
      throw new RulesError("BadRequirement", `requirements[${i}] must be { id, met }`, { value: r });
    const req = r as Partial<ForgeRequirement>;
    assertId(req.id, `requirements[${i}].id`);
    assertBool(req.met, `requirements[${i}].met`);
  });
  assertIdList(
    track.requirements.map((r) => r.id),
    "requirement ids",
  );
}

/** A new forge track with the given requirements, none met. */
export function createForgeTrack(requirementIds: readonly string[], length = FORGE_TRACK_LENGTH): ForgeTrack {
  assertIdList(requirementIds, "requirementIds");
  const track: ForgeTrack = {
    marked: 0,
    length,
    requirements: requirementIds.map((id) => ({ id, met: false })),
  };
  assertForgeTrack(track);
  return track;
}

/** Forge dice for a track: 1 + floor(marked / divisor). */
export function forgeDice(track: ForgeTrack, divisor = FORGE_DICE_DIVISOR): number {
  assertForgeTrack(track);
  assertInt(divisor, 1, 30, "divisor");
  return 1 + Math.floor(track.marked / divisor);
}

/** Options of `markRequirement`. */
export interface MarkRequirementOptions {
  /** Ids of the characters who helped meet the requirement. */
  helpers?: readonly string[];
  /** Marked boxes per extra forge die (default FORGE_DICE_DIVISOR). */
  divisor?: number;
}

/** What meeting a requirement did. */
export interface RequirementMarkResult {
  /** The forge track after the mark. */
  track: ForgeTrack;
  /** Always true: meeting a requirement calls for a forge roll. */
  rollForge: true;
  /** Number of d10s for the forge roll (from the track after the mark). */
  dice: number;
  /** Forge track boxes newly marked (0 once the track is full). */
  boxesMarked: 0 | 1;
  /** Ids of the helpers, each of whom marks their bond with this character. */
  helpersMarkBond: string[];
  /** True when every requirement is now met. */
  allRequirementsMet: boolean;
}

/** Meets the requirement `requirementId`: marks it and a forge box, and calls for a forge roll. */
export function markRequirement(
  track: ForgeTrack,
  requirementId: string,
  options: MarkRequirementOptions = {},
): RequirementMarkResult {
  assertForgeTrack(track);
  assertId(requirementId, "requirementId");
  const given = options.helpers ?? [];
  assertIdList(given, "helpers");
  const helpers = [...given];
  const req = track.requirements.find((r) => r.id === requirementId);
  if (req === undefined)
    throw new RulesError("UnknownRequirement", `no requirement ${requirementId} on this forge track`, {
      requirementId,
    });
  if (req.met)
    throw new RulesError("RequirementMet", `requirement ${requirementId} is already met`, { requirementId });
  const boxesMarked: 0 | 1 = track.marked < track.length ? 1 : 0;
  const next: ForgeTrack = {
    marked: track.marked + boxesMarked,
    length: track.length,
    requirements: track.requirements.map((r) =>
      r.id === requirementId ? { id: r.id, met: true } : { ...r },
    ),
  };
  return {
    track: next,
    rollForge: true,
    dice: forgeDice(next, options.divisor ?? FORGE_DICE_DIVISOR),
    boxesMarked,
    helpersMarkBond: helpers,
    allRequirementsMet: next.requirements.every((r) => r.met),
  };
}

/** Mark the forge outcome requires. */
export type ForgeRequiredMark = "markBreaking";
/** A choice the forge outcome offers. */
export type ForgeOption = "markBreakingAndRemoveHarm" | "markHeart" | "removeHarm";
/** The question the player answers after a forge roll. */
export type ForgeQuestion = "newDifficulties" | "opportunityInDanger" | "opportunityReady";
/** Every forge option id. */
export const FORGE_OPTIONS: readonly ForgeOption[] = ["markBreakingAndRemoveHarm", "markHeart", "removeHarm"];

/** What a forge outcome offers. */
export interface ForgeChoices {
  /** The forge roll's outcome. */
  outcome: PoolOutcome;
  /** Marks that happen whatever the player picks. */
  required: ForgeRequiredMark[];
  /** Options, of which the player may take at most one (or none). */
  options: ForgeOption[];
  /** The question to answer. */
  question: ForgeQuestion;
}

const CHOICES: Readonly<Record<PoolOutcome, Omit<ForgeChoices, "outcome">>> = {
  miss: { required: ["markBreaking"], options: [], question: "newDifficulties" },
  partialSuccess: { required: [], options: ["markBreakingAndRemoveHarm"], question: "opportunityInDanger" },
  fullSuccess: { required: [], options: ["markHeart", "removeHarm"], question: "opportunityReady" },
};

/** What a forge outcome requires and offers. */
export function forgeChoices(outcome: PoolOutcome): ForgeChoices {
  assertOneOf(outcome, POOL_OUTCOMES, "outcome");
  const c = CHOICES[outcome];
  return { outcome, required: [...c.required], options: [...c.options], question: c.question };
}

/** Input of `resolveForgeRoll`. */
export interface ForgeRollInput {
  /** The forge dice rolled (d10s). */
  pool: readonly number[];
  /** The two challenge dice. */
  challengeDice: readonly number[];
}

/** A resolved forge roll. */
export interface ForgeRollResult {
  /** Full success, partial success or miss. */
  outcome: PoolOutcome;
  /** The highest forge die. */
  highest: number;
  /** For each challenge die, whether the highest die beat it. */
  beaten: [boolean, boolean];
  /** True when the challenge dice match. */
  match: boolean;
  /** A new opportunity (success) or complication (miss) on a match; else null. */
  matchResult: PoolMatchResult | null;
  /** What the outcome requires and offers. */
  choices: ForgeChoices;
}

/** Resolves a forge roll: highest forge die against the challenge dice. */
export function resolveForgeRoll(input: ForgeRollInput): ForgeRollResult {
  const r = resolvePoolRoll({ pool: input.pool, challengeDice: input.challengeDice });
  return {
    outcome: r.outcome,
    highest: r.highest,
    beaten: r.beaten,
    match: r.match,
    matchResult: r.matchResult,
    choices: forgeChoices(r.outcome),
  };
}

/** The player's pick after a forge roll. */
export interface ForgeApplyOptions {
  /** The option taken, or null (the default) for none. */
  option?: ForgeOption | null;
  /** The unbroken harm to remove, for an option that removes harm. */
  harmIndex?: number;
  /** Clear heart before marking breaking. */
  clearHeartFirst?: boolean;
}

/** The character after a forge outcome. */
export interface ForgeApplyResult {
  /** The character after the marks. */
  state: ForgedTiesCharacter;
  /** The option taken, or null. */
  option: ForgeOption | null;
  /** The breaking marked (miss, or the partial option), else null. */
  breaking: BreakingMarkResult | null;
  /** Index of the harm removed, or null. */
  harmRemoved: number | null;
  /** Heart marked: 1 with the "markHeart" option, else 0. */
  heartMarked: 0 | 1;
}

/** Applies a forge outcome and the player's pick to the character. */
export function applyForgeOutcome(
  state: ForgedTiesCharacter,
  outcome: PoolOutcome,
  options: ForgeApplyOptions = {},
): ForgeApplyResult {
  assertForgedTiesCharacter(state);
  const choices = forgeChoices(outcome);
  const option = options.option ?? null;
  if (option !== null) {
    assertOneOf(option, FORGE_OPTIONS, "option");
    if (!choices.options.includes(option)) {
      throw new RulesError("ForgeOptionNotOffered", `a forge ${outcome} does not offer ${option}`, {
        outcome,
        option,
      });
    }
  }
  const removes = option === "markBreakingAndRemoveHarm" || option === "removeHarm";
  if (!removes && options.harmIndex !== undefined) {
    throw new RulesError("HarmIndexUnused", "harmIndex is only given with an option that removes harm", {
      option,
    });
  }
  const clearHeartFirst = options.clearHeartFirst ?? false;
  assertBool(clearHeartFirst, "clearHeartFirst");
  let next = state;
  let harmRemoved: number | null = null;
  if (removes) {
    if (options.harmIndex === undefined)
      throw new RulesError("HarmIndexMissing", `${option} needs harmIndex`, { option });
    next = removeHarm(next, options.harmIndex, "forge");
    harmRemoved = options.harmIndex;
  }
  let breaking: BreakingMarkResult | null = null;
  if (choices.required.includes("markBreaking") || option === "markBreakingAndRemoveHarm") {
    breaking = markBreaking(next, 1, { clearHeartFirst });
    next = breaking.state;
  }
  let heartMarked: 0 | 1 = 0;
  if (option === "markHeart") {
    next = markHeart(next, 1);
    heartMarked = 1;
  }
  if (next === state) next = structuredClone(state);
  return { state: next, option, breaking, harmRemoved, heartMarked };
}
