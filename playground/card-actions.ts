/**
 * Card actions on the playground's sample characters: the same state changes the real card actions
 * make on a chat message and its actor, written on plain objects. The real module that computes those
 * changes rolls its extra dice with Foundry's Roll, so it cannot load here; what an action may do is
 * still decided by the real code: an action is refused unless `offeredActions` (src/chat/actions)
 * offers it and it is not in `applied` yet.
 */
import { type CardActionId, type CardState } from "../src/chat/card-state";
import { offeredActions } from "../src/chat/actions/offered";
import { resolveCard } from "../src/chat/resolve-card";
import { burnMomentum as augurBurnReset, gainMomentum } from "../src/rules/augur-momentum";
import { adjustMomentum, momentumReset } from "../src/rules/momentum";
import { EFFECTS } from "../src/rules/pool";
import { type DiceRoller } from "./prng";
import { type SampleCharacter } from "./samples";

/** An action the card does not offer (already applied, or not this kind of card). */
export class ActionRefused extends Error {
  constructor(readonly action: string) {
    super(`the card does not offer "${action}"`);
    this.name = "ActionRefused";
  }
}

/** Options a card button carries in its data attributes. */
export interface ActionOptions {
  /** For push: "addDie" or "raiseEffect". */
  push?: string;
  /** For take momentum: how much. */
  amount?: number;
}

/** What an action did: the card's new state (the old one is unchanged) and whether a die was drawn. */
export interface ActionResult {
  state: CardState;
  usedDice: boolean;
}

function isOffered(state: CardState, action: string, character: SampleCharacter): action is CardActionId {
  const offers = offeredActions(state, { actor: { system: character }, track: null });
  return (offers as string[]).includes(action) && !(state.applied as string[]).includes(action);
}

function applied(state: CardState, action: CardActionId): CardActionId[] {
  if (state.applied.includes(action)) throw new ActionRefused(action);
  return [...state.applied, action];
}

/**
 * Applies `action` to the card and its character. `roller` gives the dice an action draws (the extra
 * die of a push). The character object is changed in place (it stands in for the actor).
 */
export function applyCardAction(
  state: CardState,
  action: string,
  character: SampleCharacter,
  roller: () => DiceRoller,
  options: ActionOptions = {},
): ActionResult {
  if (!isOffered(state, action, character)) throw new ActionRefused(action);
  const resolved = resolveCard(state);
  switch (action) {
    case "burnMomentum": {
      if (resolved.kind === "action" && "marked" in character) {
        if (resolved.result.burn === null || resolved.state.burned) throw new ActionRefused(action);
        const next = { ...resolved.state, burned: true, applied: applied(state, action) };
        character.momentum = momentumReset(character.marked);
        return { state: next, usedDice: false };
      }
      if (resolved.kind === "threat" && character.ruleset === "augur") {
        if (resolved.result === null || resolved.result.burn === null) throw new ActionRefused(action);
        const next = { ...resolved.state, burnedMomentum: resolved.state.momentum, applied: applied(state, action) };
        character.momentum = augurBurnReset(resolved.state.momentum);
        return { state: next, usedDice: false };
      }
      throw new ActionRefused(action);
    }
    case "push": {
      if (resolved.kind !== "pool" || character.ruleset !== "forgedTies" || resolved.state.pushed !== null) {
        throw new ActionRefused(action);
      }
      const how = options.push === "raiseEffect" ? "raiseEffect" : "addDie";
      const base = { ...resolved.state, pushed: how, applied: applied(state, action) } as const;
      const effectIndex = EFFECTS.indexOf(resolved.state.effect);
      if (how === "raiseEffect" && effectIndex >= EFFECTS.length - 1) throw new ActionRefused(action);
      character.breaking += 1;
      if (how === "raiseEffect") {
        return { state: { ...base, effect: EFFECTS[effectIndex + 1] }, usedDice: false };
      }
      return { state: { ...base, pool: [...resolved.state.pool, roller().die(10)] }, usedDice: true };
    }
    case "takeMomentum": {
      const next = { ...state, applied: applied(state, action) };
      if (character.ruleset === "augur") {
        const gained = resolved.kind === "threat" ? resolved.state.momentumGained : 0;
        character.momentum = gainMomentum(character.momentum, options.amount ?? gained);
      } else if ("marked" in character) {
        character.momentum = adjustMomentum(character.momentum, options.amount ?? 1, character.marked);
      } else {
        throw new ActionRefused(action);
      }
      return { state: next, usedDice: false };
    }
    case "markHarm":
    case "markBreaking": {
      if (resolved.kind !== "pool" || character.ruleset !== "forgedTies") throw new ActionRefused(action);
      const next = { ...state, applied: applied(state, action) };
      if (action === "markHarm") character.harm += 1;
      else character.breaking += 1;
      return { state: next, usedDice: false };
    }
    default:
      throw new ActionRefused(action);
  }
}
