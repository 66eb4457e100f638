/**
 * Which card actions a card offers, from its state and the documents it would write. The rules engine
 * decides (through resolveCard): a burn is offered only where it improves the result, a push only on an
 * unpushed pool roll it could help, harm and breaking only where the position's consequence asks; take
 * momentum on an action card only where the move's outcome text grants it, and a reroll only where the
 * card carries an allowance not yet used (nor spent by a burn).
 * Whether an action was already applied is kept apart (see card-actions.ts).
 */
import { MAX_TICKS } from "../../rules/progress";
import { type CardActionId, type CardState } from "../card-state";
import { actionMomentumGain } from "../move-momentum";
import { rerollOpen } from "../reroll";
import { resolveCard } from "../resolve-card";
import { readNumber, readTrack } from "./tracks";

/** The documents a card's actions write, when they exist. */
export interface CardTargets {
  /** The actor of `actorUuid`, or null. */
  actor: { system: unknown } | null;
  /** The progress item of a progress card's `trackUuid`, or null. */
  track: { system: unknown } | null;
}

function hasRoom(system: unknown, key: string): boolean {
  const track = readTrack(system, key);
  return track !== null && (track.max === null || track.value < track.max);
}

/** Every action the card offers now (applied ones included: see `applied` for those). */
export function offeredActions(state: CardState, targets: CardTargets): CardActionId[] {
  const offers: CardActionId[] = [];
  const resolved = resolveCard(state);
  const actor = targets.actor;
  switch (resolved.kind) {
    case "action":
      if (actor && !resolved.state.burned && resolved.result.burn !== null) offers.push("burnMomentum");
      if (actor && actionMomentumGain(resolved.state) !== null) offers.push("takeMomentum");
      if (rerollOpen(resolved.state)) offers.push("reroll");
      break;
    case "progress":
      if (targets.track && readNumber(targets.track.system, "ticks", MAX_TICKS) < MAX_TICKS) offers.push("markProgress");
      break;
    case "pool": {
      const { result } = resolved;
      const nothingToGain = result.outcome === "fullSuccess" && result.effect === "great";
      if (resolved.state.pushed === null && !nothingToGain) offers.push("push");
      const marks = result.consequence.marks;
      const eitherDone = marks === "harmOrBreaking" && (state.applied.includes("markHarm") || state.applied.includes("markBreaking"));
      if (actor && marks !== "none" && !eitherDone) {
        if (hasRoom(actor.system, "harm")) offers.push("markHarm");
        if (hasRoom(actor.system, "breaking")) offers.push("markBreaking");
      }
      break;
    }
    case "threat":
      if (actor && resolved.result && resolved.state.burnedMomentum === null && resolved.result.burn !== null) offers.push("burnMomentum");
      if (actor && resolved.state.momentumGained > 0) offers.push("takeMomentum");
      break;
    case "strike":
    case "oracle":
      break;
  }
  return offers;
}
