/**
 * Foundry only: the `preUpdateChatMessage` hook that refuses a player's rewrite of a chat card (see
 * card-rewrite.ts). The hook runs on the client that asks for the update, with the update and its
 * options as asked, before it is sent; returning false cancels it (Dice So Nice reads `(message,
 * updateData, options)` in its own preUpdateChatMessage hook; modules that lock chat cards return false
 * from it).
 */
import { readCardOfMessage } from "../cards/log-cards";
import { storeCard } from "../kinds/registry";
import { cardRewriteProblem, specialRewriteProblem, systemAfter, touchesSystem } from "./card-rewrite";
import { lookup, rulesErrorSentence } from "../locale";
import { type CardMessage } from "../cards/actions/types";
import { type RulesError } from "../rules/errors";

/** Why a player's update of `message` is refused, or null. */
function rewriteProblem(message: Pick<CardMessage, "type" | "system">, changes: unknown, options: unknown): RulesError | null {
  const special = specialRewriteProblem(changes, options);
  if (special) return special;
  if (message.type !== "roll" || !touchesSystem(changes)) return null;
  const read = readCardOfMessage(message);
  // A card that cannot be read now has nothing the rewrite could reopen; the GM may repair it.
  if (!read || "error" in read) return null;
  // The update is merged into the card as read (its stored form), so what the player changed is read once.
  return cardRewriteProblem(read.card, systemAfter(storeCard(read.card), changes));
}

/** The hook handler: false (and an error in the user's language) for a refused rewrite. */
export function onPreUpdateChatMessage(
  message: Pick<CardMessage, "type" | "system">,
  changes: unknown,
  options: unknown,
  userId: string,
): false | void {
  if (game.users.get(userId)?.isGM) return;
  const problem = rewriteProblem(message, changes, options);
  if (!problem) return;
  ui.notifications.error(
    rulesErrorSentence(problem, lookup),
  );
  return false;
}
