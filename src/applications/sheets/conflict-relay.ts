/**
 * Foundry only: learning after a team conflict for a player who owns their character but may not edit
 * the conflict. Their client sends only the skills they chose, or the skill they pick, to the active GM
 * over the system socket (src/cards/socket.ts, as card actions do); the GM's client checks that the
 * asking user (the sender id the socket gives, never a field of the payload) owns the character
 * (Document#testUserPermission, as log-cards.ts's mayAct checks card targets) and may see the conflict, then
 * rolls the dice with Foundry's dice and posts them, records them with the same operations as the
 * sheet, and posts the small card naming what was learnt. The dice never come from the player.
 *
 * Each step holds the write locks of the conflict and of the character (operations/write-lock.ts), as
 * the GM's own learning buttons do (conflict-actions.ts), so steps sent at once, by one player or
 * several, or while the GM clicks, run one after another and each reads what the one before wrote: a 6
 * is used once, and a skill learnt after one conflict is not lost to one learnt after another.
 */
import { type TrackActor } from "../../operations";
import { checkLearningRoll, learnAfterConflict, rollConflictLearning, type ConflictLearntFollowUp } from "../../operations/conflict-learning";
import { rollLearningDice } from "./learning-dice";
import { RulesError } from "../../rules/errors";
import { isSocketFailure, requestFromActiveGM } from "../../cards/socket";
import { CONFLICT_LEARNING_REQUEST, type LearningRelayRequest } from "./conflict-env";
import { escapeHtml } from "../../html";
import { withWriteLocks } from "../../operations/write-lock";

/** What the player's client sends: the step and the conflict it belongs to. */
type RelayedLearning = LearningRelayRequest & { conflictUuid: string };

/** The GM's answer: done, or the refusal to show the player in their language. */
export type LearningRelayReply = { ok: true } | { ok: false; code: string; message: string; details: Record<string, unknown> };

/**
 * A small chat card naming what a player learnt after the conflict. `escapeHtml` keeps typed skill names
 * as text (ChatMessage content is HTML, as foundryvtt/dnd5e's chat cards build it).
 */
export async function postLearnt(
  conflictActor: Actor.Implementation,
  character: TrackActor,
  skill: string,
  done: ConflictLearntFollowUp,
): Promise<void> {
  const name = (character as { name?: unknown }).name;
  const title = game.i18n.format("VOWFORGE.Rulesets.Conflict.Learn.CardTitle", { conflict: conflictActor.name });
  const text = game.i18n.format("VOWFORGE.Rulesets.Conflict.Learn.CardText", { name: typeof name === "string" ? name : (character.uuid ?? ""), skill: done.name || skill });
  const added = done.added ? `<p>${escapeHtml(game.i18n.localize("VOWFORGE.Rulesets.Conflict.Learn.CardAdded"))}</p>` : "";
  await ChatMessage.create({
    author: game.user?.id,
    speaker: ChatMessage.getSpeaker({ actor: conflictActor }),
    content: `<div class="vowforge vf-cf-learnt"><h3>${escapeHtml(title)}</h3><p>${escapeHtml(text)}</p>${added}</div>`,
  });
}

/** The player's side: asks the GM to record the step; rejects with the GM's refusal as a RulesError. */
export async function relayLearning(conflictActor: Actor.Implementation, request: LearningRelayRequest): Promise<void> {
  if (!game.users.activeGM) throw new RulesError("NoGMToRecord", "no GM is connected to record this", {});
  const reply = await requestFromActiveGM(CONFLICT_LEARNING_REQUEST, { ...request, conflictUuid: conflictActor.uuid });
  if (isSocketFailure(reply)) throw new RulesError(reply.socketError === "NoActiveGM" ? "NoGMToRecord" : "RelayTimeout", reply.socketError, {});
  const answer = reply as Partial<LearningRelayReply> | null;
  if (answer?.ok === true) return;
  const refused = answer as { code?: unknown; message?: unknown; details?: unknown } | null;
  throw new RulesError(
    typeof refused?.code === "string" ? refused.code : "Failed",
    typeof refused?.message === "string" ? refused.message : "the GM could not record this",
    typeof refused?.details === "object" && refused.details !== null ? (refused.details as Record<string, unknown>) : {},
  );
}

function refuse(code: string, message: string, details: Record<string, unknown> = {}): LearningRelayReply {
  return { ok: false, code, message, details };
}

function isRelayed(payload: unknown): payload is RelayedLearning {
  const p = payload as Partial<Record<string, unknown>> | null;
  if (typeof p !== "object" || p === null || typeof p.conflictUuid !== "string" || typeof p.playerId !== "string") return false;
  if (p.step === "roll") return Array.isArray(p.skills) && p.skills.every((s) => typeof s === "string");
  return p.step === "learn" && typeof p.skill === "string";
}

type Owned = Actor.Implementation & { testUserPermission(user: User.Implementation, level: "OWNER" | "OBSERVER"): boolean };

async function actorAt(uuid: string): Promise<Owned | null> {
  const found: unknown = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  return found instanceof Actor ? (found as Owned) : null;
}

/** The GM's side of a relayed learning step (registered with activateSocket). */
export async function handleRelayedLearning(payload: unknown, fromUserId: string): Promise<LearningRelayReply> {
  const user = game.users.get(fromUserId);
  if (!user) return refuse("NotPermitted", "unknown user");
  if (!isRelayed(payload)) return refuse("BadArgument", "not a learning step");
  const conflictActor = await actorAt(payload.conflictUuid);
  const character = await actorAt(payload.playerId);
  if (!conflictActor || conflictActor.type !== "conflict" || !character)
    return refuse("CharacterNotFound", "no such conflict or character", { uuid: payload.playerId });
  if (!user.isGM && (!character.testUserPermission(user, "OWNER") || !conflictActor.testUserPermission(user, "OBSERVER")))
    return refuse("NotMemberOwner", "only the player's owner or the GM picks", { uuid: payload.playerId });
  try {
    if (payload.step === "roll") {
      // A second roll for the same player (pressed again while the first was on its way) waits for the
      // first and is then refused as already rolled; no die is cast for it.
      await withWriteLocks([conflictActor.uuid, character.uuid], async () => {
        const names = checkLearningRoll(conflictActor, payload.playerId, payload.skills);
        await rollConflictLearning(conflictActor, payload.playerId, names, () => rollLearningDice(conflictActor, character.name, names));
      });
    } else {
      const done = await withWriteLocks([conflictActor.uuid, character.uuid], () =>
        learnAfterConflict(conflictActor, character, payload.skill),
      );
      await postLearnt(conflictActor, character, payload.skill, done);
    }
    return { ok: true };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return refuse(error.code, error.message, error.details);
  }
}
