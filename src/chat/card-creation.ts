/**
 * What a chat message may be born with. Any user may create a chat message, with any data (Foundry's
 * ChatMessage permissions), so a new card is checked before it is sent (VowforgeChatMessage#_preCreate,
 * on the creating client):
 *
 * - A roll card is born fresh: nothing applied but what posting it closes at once (its kind's `closedOnPost`), and
 *   nothing of an action already taken kept beside `applied` (a burn, a bad spot, a helper's bond). A
 *   copy of a spent card, or one with `applied` emptied and its burn kept, would let its author take its
 *   actions again. What a fresh card may hold from its making stays: the dice, a push chosen in the roll
 *   dialog (its die is in the pool), notes of what the roll did on the character.
 * - A clock card (`flags.vowforge.clock`) is the word of the one who pressed the clock: a world clock's
 *   card is posted by the GM's client (a player's press runs there, src/cards/clocks/clock-actions.ts),
 *   a character's by its owner's, speaking for the character, once the clock is written. So a player's
 *   clock card must speak for a character the player owns that carries that clock.
 *
 * Oracle draws (`flags.vowforge.oracleDraw`) and the learning card have no buttons and nothing to spend.
 * Pure but for the reads handed in: no Foundry globals.
 */
import { readCardOfMessage } from "../cards/log-cards";
import { type ActorLike } from "../data/documents";
import { actionsClosedOnPost, type CardState, type KindId } from "../kinds/registry";
import { readClockCard } from "../data/message/clock-card";
import { actorClocks } from "../operations/clocks";
import { RulesError } from "../rules/errors";
import { clockCardFlag } from "./clock-card-render";

type SpentMark<K extends KindId> = (card: Extract<CardState, { kind: K }>) => boolean;

/**
 * For each kind that keeps one, the field (beside `applied`) that shows an action was taken, and whether
 * it does; a kind absent here keeps nothing of an action but `applied`.
 */
const SPENT_MARKS: { [K in KindId]?: { field: string; spent: SpentMark<K> } } = {
  action: { field: "burnedMomentum", spent: (card) => card.burnedMomentum !== null },
  threat: { field: "burnedMomentum", spent: (card) => card.burnedMomentum !== null },
  progress: { field: "badSpot", spent: (card) => card.badSpot === true },
  forge: { field: "helpers", spent: (card) => card.helpers.some((h) => h.bondMarked) },
};

function notFresh(field: string): RulesError {
  return new RulesError("CardNotFresh", `a new roll card cannot hold ${field} already used`, { field });
}

/** Why `card`, about to be created, is not fresh; null when it is. */
export function freshCardProblem(card: CardState): RulesError | null {
  const closable = actionsClosedOnPost(card);
  if (card.applied.some((action) => !closable.includes(action))) return notFresh("applied");
  const mark = SPENT_MARKS[card.kind] as { field: string; spent: (card: CardState) => boolean } | undefined;
  return mark && mark.spent(card) ? notFresh(mark.field) : null;
}

/** The creating user, as Foundry hands it to the pre-create step. */
export interface CreatingUser {
  id: string | null;
  isGM: boolean;
}

/** The speaking actor of a new message, as far as the check reads it. */
export interface SpeakingActor extends ActorLike {
  testUserPermission(user: never, level: "OWNER"): boolean;
}

/** The part of a new message the check reads. */
export interface NewMessage {
  type: string;
  /** Unknown on purpose: the data a user sent, before Foundry or the card reader has checked any of it. */
  system: unknown;
  flags?: unknown;
  /** The actor the message speaks for (Foundry's ChatMessage#speakerActor), or null. */
  speakerActor?: SpeakingActor | null;
}

function notYours(): RulesError {
  return new RulesError("ClockCardNotYours", "a clock card is posted by the GM or by the clock's owner", {});
}

/** Why a player may not post this clock card flag; null when they may. */
function clockCardProblem(flag: unknown, user: CreatingUser, actor: SpeakingActor | null | undefined): RulesError | null {
  if (user.isGM) return null;
  const card = readClockCard(flag);
  if (!card || !actor || !actor.testUserPermission(user as never, "OWNER")) return notYours();
  return actorClocks(actor).some((clock) => clock.id === card.clock.id) ? null : notYours();
}

/** Why `message` may not be created by `user`; null when it may. */
export function creationProblem(message: NewMessage, user: CreatingUser): RulesError | null {
  const read = readCardOfMessage(message);
  if (read && "error" in read) return read.error;
  if (read) return freshCardProblem(read.card);
  const flag = clockCardFlag(message);
  return flag === undefined ? null : clockCardProblem(flag, user, message.speakerActor);
}
