/**
 * Card actions in Foundry: rolls the die an action draws with Foundry's dice (so it shows in the chat
 * log and in Dice So Nice), then lets the pure applyCardAction (apply.ts) work out the card's next
 * state and the document changes, turned here into Foundry update data.
 */
import { ChallengeDie } from "../../dice/terms/challenge-die";
import { RulesError } from "../../rules/errors";
import type { CardActionId } from "../../kinds/kind";
import type { CardState } from "../../kinds/registry";
import { applyCardAction, dieNeeded, type EffectUser } from "./apply";
import {
  type CardActionArgs,
  type CardOperation,
  type CardTargets,
  type DrawnDie,
  type SystemChanges,
} from "../../kinds/card-action";

/** What applying an action changes, as Foundry updates. */
export interface CardEffect {
  /** The card's next state, with the action in `applied`. */
  card: CardState;
  /** Update data for the actor ("system.momentum": 2), or null. */
  actor: Record<string, unknown> | null;
  /** Update data for the progress item, or null. */
  track: Record<string, unknown> | null;
  /** Dice rolled by the action (a Foundry Roll), to attach to the message; null when none. */
  roll: unknown;
  /** Operations on the characters (run by runCardOperations). */
  operations: CardOperation[];
}

const FORMULA: Readonly<Record<DrawnDie, string>> = {
  action: "1d6",
  challenge: `1d${ChallengeDie.DENOMINATION}`,
  pool: "1d10",
  // Foundry's keep-lowest modifier, as dnd5e's disadvantage rolls it (module/dice/d20-die.mjs "kl").
  lowerChallenge: `2d${ChallengeDie.DENOMINATION}kl`,
};

/** Rolls one die of `kind`: the roll to attach to the message and the face it shows. */
export type DieRoller = (kind: DrawnDie) => Promise<{ roll: unknown; value: number }>;

/** Rolls one die of a kind with Foundry and returns the roll with its face. */
export async function rollOne(kind: DrawnDie): Promise<{ roll: foundry.dice.Roll; value: number }> {
  const formula = FORMULA[kind];
  const roll = new foundry.dice.Roll(formula);
  await roll.evaluate();
  // Two dice kept lowest: the roll's total is the die kept (the other is discarded).
  const value = kind === "lowerChallenge" ? roll.total : roll.dice[0]?.results[0]?.result;
  if (typeof value !== "number")
    throw new RulesError("NoDieRolled", `rolling ${formula} gave no die`, { formula });
  return { roll, value };
}

function updateData(changes: SystemChanges | null): Record<string, unknown> | null {
  if (!changes) return null;
  return Object.fromEntries(Object.entries(changes).map(([path, value]) => [`system.${path}`, value]));
}

/** The effect of `action` on the card. Throws a RulesError when the rules refuse it. */
export async function cardEffect(
  action: CardActionId,
  state: CardState,
  targets: CardTargets,
  args: CardActionArgs,
  roll: DieRoller = rollOne,
  user?: EffectUser,
): Promise<CardEffect> {
  const kind = dieNeeded(action, state, args);
  const rolled = kind ? await roll(kind) : null;
  const result = applyCardAction(state, action, args, targets, (asked) => {
    if (!rolled || asked !== kind)
      throw new RulesError("NoDieRolled", `no ${asked} die was rolled for this action`, {
        formula: FORMULA[asked],
      });
    return rolled.value;
  }, user);
  return {
    card: result.card,
    actor: updateData(result.actor),
    track: updateData(result.track),
    roll: rolled?.roll ?? null,
    operations: result.operations,
  };
}
