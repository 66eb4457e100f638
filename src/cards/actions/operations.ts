/**
 * Carries out a card action's operations on the characters through the document operations
 * (src/operations) and words what followed as card notes: breaking marked, a ruin advance due,
 * a harm to mark broken, harm taken, a skill learned, a Short that became Broke. The same runner serves
 * Foundry (actors are documents) and the playground (actors are plain data with an `update`).
 */
import { forgedTiesOf } from "../../data/documents";
import type { CardNote, CardNoteId } from "../../kinds/shape";
import { type TrackActor } from "../../operations/actor-write";
import { loseMomentumInsteadOfHarm, gainMomentum, takeHarm } from "../../operations/augur";
import { markBond } from "../../operations/bonds";
import { applyForgeOutcome } from "../../operations/forge";
import { markBreaking, markHarm, type BreakingFollowUp } from "../../operations/forged-ties";
import { learnSkill, markShort, spendActionPoint } from "../../operations/strike";
import { removeNextMoveAdd, storeNextMoveAdd } from "../../operations/next-move";
import { writeCompanion } from "../../operations/companion";
import { RulesError } from "../../rules/errors";
import { type CardOperation } from "../../kinds/contract";

/** The characters a card's operations write: its actor, and a forge card's helpers. */
export interface OperationTargets {
  actor: TrackActor | null;
  helpers?: ReadonlyArray<TrackActor | null>;
}

function note(id: CardNoteId, count = 0, name = ""): CardNote {
  return { id, count, name };
}

/** The notes of a breaking mark, in the order they matter. */
export function breakingNotes(f: BreakingFollowUp): CardNote[] {
  const notes: CardNote[] = [];
  if (f.heartCleared > 0) notes.push(note("heartCleared", f.heartCleared));
  if (f.breakingMarked > 0) notes.push(note("breakingMarked", f.breakingMarked));
  if (f.overflow > 0) notes.push(note("breakingOverflow", f.overflow));
  if (f.ruinAdvanceDue > 0) notes.push(note("ruinAdvanceDue", f.ruinAdvanceDue));
  if (f.markedBroken) notes.push(note("markedBroken"));
  if (f.brokenHarmDue > 0) notes.push(note("brokenHarmDue", f.brokenHarmDue));
  return notes;
}

function requireActor(actor: TrackActor | null): TrackActor {
  if (!actor) throw new RulesError("NoActor", "this action needs the card's actor");
  return actor;
}

function harmName(actor: TrackActor, index: number | null): string {
  if (index === null) return "";
  return forgedTiesOf(actor)?.harm[index]?.name ?? "";
}

async function runOne(operation: CardOperation, targets: OperationTargets): Promise<CardNote[]> {
  const actor = targets.actor;
  switch (operation.op) {
    case "markBreaking":
      return breakingNotes(
        await markBreaking(requireActor(actor), operation.n, { clearHeartFirst: operation.clearHeartFirst }),
      );
    case "markHarm": {
      const done = await markHarm(requireActor(actor), operation.name);
      if (!done.overflowed) return [note("harmMarked", 1, operation.name)];
      return [
        note("harmBecameBreaking", 1, operation.name),
        ...(done.breaking ? breakingNotes(done.breaking) : []),
      ];
    }
    case "forgeOutcome": {
      const forger = requireActor(actor);
      const removed = harmName(forger, operation.harmIndex);
      const done = await applyForgeOutcome(forger, operation.outcome, {
        option: operation.option,
        ...(operation.harmIndex === null ? {} : { harmIndex: operation.harmIndex }),
        clearHeartFirst: operation.clearHeartFirst,
      });
      return [
        ...(done.harmRemoved !== null ? [note("harmRemoved", 1, removed)] : []),
        ...(done.breaking ? breakingNotes(done.breaking) : []),
        ...(done.heartMarked > 0 ? [note("heartMarked", done.heartMarked)] : []),
      ];
    }
    case "markBond": {
      const helper = targets.helpers?.[operation.helperIndex] ?? null;
      if (!helper) throw new RulesError("NoActor", "the helper's character cannot be found");
      const done = await markBond(helper, operation.forgerUuid);
      return [note(done.newlyMarked ? "bondMarked" : "bondAlreadyMarked", 1, operation.helperName)];
    }
    case "takeHarm": {
      const done = await takeHarm(requireActor(actor), operation.n);
      return [
        note("augurHarmTaken", done.harmTaken),
        ...(done.overflow > 0 ? [note("augurHarmOverflow", done.overflow)] : []),
      ];
    }
    case "loseMomentumInstead": {
      const done = await loseMomentumInsteadOfHarm(requireActor(actor));
      return [note("momentumLost", done.momentum)];
    }
    case "gainMomentum":
      await gainMomentum(requireActor(actor), operation.n);
      return [];
    case "learnSkill": {
      const done = await learnSkill(requireActor(actor), { id: operation.skillId, name: operation.name });
      return [note("skillLearned", 1, done.name)];
    }
    case "markShort": {
      const done = await markShort(requireActor(actor));
      return [note("shortMarked"), ...(done.becameBroke ? [note("becameBroke")] : [])];
    }
    case "spendActionPoint": {
      const done = await spendActionPoint(requireActor(actor), operation.reason);
      return [note("actionPointSpent", done.actionPoints)];
    }
    case "storeNextMoveAdd":
      await storeNextMoveAdd(requireActor(actor), operation.add);
      return [];
    case "removeNextMoveAdd":
      await removeNextMoveAdd(requireActor(actor), operation.add);
      return [];
    case "writeCompanion":
      await writeCompanion(requireActor(actor), operation.itemId, operation.writes);
      return [];
  }
}

/**
 * Runs the operations in order and returns their notes. Each operation checks its own input with the
 * rules before writing; a refusal throws a RulesError (operations already run stay written, so a card
 * action makes at most one write that can be refused: see card-actions.ts).
 */
export async function runCardOperations(
  operations: readonly CardOperation[],
  targets: OperationTargets,
): Promise<CardNote[]> {
  const notes: CardNote[] = [];
  for (const operation of operations) notes.push(...(await runOne(operation, targets)));
  return notes;
}
