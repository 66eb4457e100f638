/**
 * Which card actions a card offers, from its state and the documents it would write. The rules engine
 * decides (through resolveCard): a burn is offered only where it improves the result, a push only on an
 * unpushed pool roll it could help, harm and breaking only where the position's consequence asks
 * (consequenceMarks: both when both are required, either one when one is to be chosen); take momentum
 * on an action card only where the move's outcome text grants it, and a reroll only where the card
 * carries an allowance not yet used (nor spent by a burn). After a forge roll: breaking on a miss, the
 * outcome's options this character can take, and a bond for each helper who has not marked it. An Augur
 * botched or dire result offers taking harm, or losing momentum instead while there is momentum. A
 * Strike! roll that learns offers learning the skill when the character does not have it; a purchase
 * with a cost offers marking Short.
 * Whether an action was already applied is kept apart (see card-actions.ts).
 */
import { forgeChoices } from "../../rules/forge";
import { consequenceMarks } from "../../rules/forged-ties-consequences";
import { MAX_TICKS } from "../../rules/progress";
import type { CardActionId } from "../../kinds/kind";
import type { CardState } from "../../kinds/registry";
import { actionMomentumGain } from "../../kinds/action";
import { rerollOpen } from "../../kinds/action";
import { forgeOptionsFor } from "../../kinds/forge";
import { resolveCard } from "../../kinds/registry";
import { augurOf, forgedTiesOf, strikeOf, type ActorLike } from "../../data/documents";
import { readNumber } from "../../data/tracks";
import { effectCharacterOf, outcomeEffectsOf, pickOpen, type EffectCard } from "./outcome-effects";

/** The documents a card's actions write, when they exist. */
export interface CardTargets {
  /** The actor of `actorUuid`, or null. */
  actor: ActorLike | null;
  /** The progress item of a progress card's `trackUuid`, or null. */
  track: { system: unknown } | null;
  /** True when the actor has rolled again since this card: its burn is closed (see rolledAgainSince). */
  newerRoll?: boolean;
}

/** The momentum a card's burn reads: the actor's now, or none once the actor has rolled again. */
export function burnMomentumOf(targets: {
  actor?: { system: unknown } | null;
  newerRoll?: boolean;
}): number | undefined {
  return targets.newerRoll === true ? undefined : currentMomentumOf(targets.actor);
}

/** Whether a Strike! character may learn the skill `skillId` (on the sheet, not yet skilled). */
export function canLearn(actor: ActorLike | null, skillId: string | null): boolean {
  const character = strikeOf(actor);
  if (!character || skillId === null) return false;
  // Only a skill the sheet lists, unskilled: its name is the sheet's (a card's text names nothing).
  return character.skills.some((s) => s.id === skillId && !s.skilled);
}

function anyApplied(state: CardState, actions: readonly CardActionId[]): boolean {
  return actions.some((a) => state.applied.includes(a));
}

/** The actor's momentum now, or undefined when there is no actor or it keeps no momentum. */
function currentMomentumOf(actor: { system: unknown } | null | undefined): number | undefined {
  if (!actor) return undefined;
  const momentum = readNumber(actor.system, "momentum", Number.NaN);
  return Number.isInteger(momentum) ? momentum : undefined;
}

/**
 * The outcome-effect actions a card offers: applying one while any effect (or option) of its outcome
 * is open for its Ironsworn / Starforged character, undo while an applied one is not undone.
 */
function effectOffers(card: EffectCard, targets: CardTargets): CardActionId[] {
  if (!targets.actor || !card.moveEffects) return [];
  let character;
  try {
    character = effectCharacterOf(targets.actor.system, null);
  } catch {
    return [];
  }
  const hasTrack = targets.track !== null;
  const open = outcomeEffectsOf(card).some((effect, i) =>
    effect.type === "choose"
      ? effect.options.some((_, o) => pickOpen(card, { effect: i, option: o }, character.ruleset, hasTrack))
      : pickOpen(card, { effect: i, option: null }, character.ruleset, hasTrack),
  );
  const undo = (card.effectLog ?? []).some((e) => !e.undone);
  return [...(open ? (["applyEffect"] as const) : []), ...(undo ? (["undoEffect"] as const) : [])];
}

/** Every action the card offers now (applied ones included: see `applied` for those). */
export function offeredActions(state: CardState, targets: CardTargets): CardActionId[] {
  const offers: CardActionId[] = [];
  const actor = targets.actor;
  const resolved = resolveCard(state, burnMomentumOf(targets));
  switch (resolved.kind) {
    case "action":
      if (actor && resolved.state.burnedMomentum === null && resolved.result.burn !== null) offers.push("burnMomentum");
      // SF-10: where the move carries effects, its momentum is one of them (never read from the prose).
      if (actor && !resolved.state.moveEffects && actionMomentumGain(resolved.state) !== null)
        offers.push("takeMomentum");
      if (rerollOpen(resolved.state)) offers.push("reroll");
      offers.push(...effectOffers(resolved.state, targets));
      break;
    case "progress":
      if (resolved.state.badSpot === false) offers.push("badSpot");
      if (targets.track && readNumber(targets.track.system, "ticks", MAX_TICKS) < MAX_TICKS)
        offers.push("markProgress");
      offers.push(...effectOffers(resolved.state, targets));
      break;
    case "pool": {
      const { result } = resolved;
      const nothingToGain = result.outcome === "fullSuccess" && result.effect === "great";
      if (resolved.state.pushed === null && !nothingToGain) offers.push("push");
      const character = forgedTiesOf(actor);
      if (character) {
        const marks = consequenceMarks(result.consequence, character);
        if (!anyApplied(state, marks.chooseOne))
          offers.push(...new Set([...marks.required, ...marks.chooseOne]));
      }
      break;
    }
    case "threat": {
      const { result } = resolved;
      if (actor && result && resolved.state.burnedMomentum === null && result.burn !== null)
        offers.push("burnMomentum");
      if (actor && resolved.state.momentumGained > 0) offers.push("takeMomentum");
      const character = augurOf(actor);
      const hurt = result !== null && (result.outcome === "botched" || result.outcome === "dire");
      if (character && hurt && !anyApplied(state, ["takeHarm", "loseMomentum"])) {
        offers.push("takeHarm");
        if (character.momentum > 0) offers.push("loseMomentum");
      }
      break;
    }
    case "strike":
      if (resolved.result.learns && canLearn(actor, resolved.state.skillId)) offers.push("learnSkill");
      break;
    case "opposed":
      if (resolved.result.opposed.aLearns && canLearn(actor, resolved.state.skillId))
        offers.push("learnSkill");
      break;
    case "purchase":
      if (resolved.result.costs > 0 && strikeOf(actor)) offers.push("markShort");
      break;
    case "forge": {
      const character = forgedTiesOf(actor);
      if (character) {
        const outcome = resolved.result.outcome;
        if (forgeChoices(outcome).required.includes("markBreaking")) offers.push("markBreaking");
        if (forgeOptionsFor(outcome, character).length > 0) offers.push("forgeOption");
      }
      if (resolved.state.helpers.some((h) => !h.bondMarked)) offers.push("markBond");
      break;
    }
    case "oracle":
      break;
  }
  return offers;
}
