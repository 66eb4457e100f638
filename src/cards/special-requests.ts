/**
 * Roll requests for the rolls the sheets start without the roll dialog: a forge roll after a
 * requirement is met, a Strike! opposed roll between two sides, and a Strike! purchase. Pure: plain data
 * in, a RollRequest out (performRoll checks it again before any die is cast).
 */
import { RulesError } from "../rules/errors";
import { rollModifiers, type StrikeRollTag } from "../rules/strike-character";
import { opposedRollSetup } from "../rules/strike-opposed";
import { assertName } from "../rules/validate";
import { strikeOf, type ActorLike } from "../data/documents";
import type { OpposedSideRequest } from "../kinds/opposed";
import type { RollRequest } from "../kinds/registry";

/** An actor as the request builders read it. */
export interface RequestActor extends ActorLike {
  uuid: string | null;
  name: string;
  type: string;
}

/** A forge roll: the requirement met, the dice the forge track gives, the helpers (actors). */
export function forgeRequest(
  actor: RequestActor,
  requirement: { id: string; label: string },
  dice: number,
  helpers: ReadonlyArray<{ uuid: string; name: string }>,
  title: string,
): Extract<RollRequest, { kind: "forge" }> {
  return {
    kind: "forge",
    ruleset: "forgedTies",
    actorUuid: actor.uuid,
    moveUuid: null,
    title,
    requirementId: requirement.id,
    requirement: requirement.label,
    dice,
    helpers: helpers.map((h) => ({ uuid: h.uuid, name: h.name })),
  };
}

/** One side of an opposed roll: a Strike! character (by its sheet) or an opponent the GM names. */
export interface OpposedSideInput {
  /** The side's character, or null for a named opponent. */
  actor?: RequestActor | null;
  /** The opponent's name (a character side uses its actor's name). */
  name?: string;
  /** The skill rolled, by its id on the character's sheet (skilled or not from the sheet). */
  skillId?: string | null;
  /** Whether the side has the skill, for a named opponent (a character side reads its sheet). */
  skilled?: boolean;
  /** Whether the side uses a general skill against a specific one. */
  general?: boolean;
  /** Roll tags the GM set (conditions that apply to them give disadvantage). */
  tags?: readonly StrikeRollTag[];
  advantage?: boolean;
  disadvantage?: boolean;
  /** Major conditions of a named opponent (a character side reads its sheet). */
  majorConditions?: number;
  helpers?: number;
}

interface SideDraft extends Omit<OpposedSideRequest, "disadvantage"> {
  disadvantage: boolean;
  general: boolean;
}

function draftSide(input: OpposedSideInput): SideDraft {
  const actor = input.actor ?? null;
  const character = strikeOf(actor);
  if (actor && !character)
    throw new RulesError("WrongActorType", "an opposed roll side must be a Strike! character", {
      type: actor.type,
    });
  const name = actor ? actor.name : input.name;
  assertName(name, "side name");
  const modifiers = character
    ? rollModifiers(character, {
        skill: input.skillId ?? null,
        tags: input.tags ?? [],
        advantage: input.advantage ?? false,
        disadvantage: input.disadvantage ?? false,
      })
    : null;
  return {
    actorUuid: actor?.uuid ?? null,
    name,
    skilled: modifiers ? modifiers.skilled : input.skilled === true,
    advantage: input.advantage ?? false,
    disadvantage: modifiers ? modifiers.disadvantage : input.disadvantage === true,
    majorConditions: modifiers ? modifiers.majorConditions : (input.majorConditions ?? 0),
    helpers: input.helpers ?? 0,
    general: input.general ?? false,
  };
}

/**
 * An opposed roll between side a (the card's character, whose skill may be learned) and side b. Each
 * side's sheet gives its skill, conditions and major conditions; an unskilled side against a skilled
 * one, and a general skill against a specific one, roll with disadvantage (opposedRollSetup).
 */
export function opposedRequest(
  title: string,
  aInput: OpposedSideInput,
  bInput: OpposedSideInput,
): Extract<RollRequest, { kind: "opposed" }> {
  const a = draftSide(aInput);
  const b = draftSide(bInput);
  const setup = opposedRollSetup({
    aSkilled: a.skilled,
    bSkilled: b.skilled,
    aGeneral: a.general,
    bGeneral: b.general,
  });
  const side = ({ general: _general, ...rest }: SideDraft, disadvantage: boolean): OpposedSideRequest => ({
    ...rest,
    disadvantage: rest.disadvantage || disadvantage,
  });
  return {
    kind: "opposed",
    ruleset: "strike",
    actorUuid: a.actorUuid,
    moveUuid: null,
    title,
    skillId: aInput.skillId ?? null,
    a: side(a, setup.a.disadvantage),
    b: side(b, setup.b.disadvantage),
  };
}

/** A purchase by a Strike! character: its wealth now, against the item's tier. */
export function purchaseRequest(
  actor: RequestActor,
  item: { name: string; tier: number },
  title: string,
): Extract<RollRequest, { kind: "purchase" }> {
  const character = strikeOf(actor);
  if (!character)
    throw new RulesError("WrongActorType", "a purchase is rolled by a Strike! character", {
      type: actor.type,
    });
  return {
    kind: "purchase",
    ruleset: "strike",
    actorUuid: actor.uuid,
    moveUuid: null,
    title,
    item: item.name,
    itemTier: item.tier,
    wealth: { ...character.wealth },
  };
}
