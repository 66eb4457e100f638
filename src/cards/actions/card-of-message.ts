/** Reading a chat message's roll card back from its stored data, through the one reader of card data. */
import { type CardState, readCard } from "../../kinds/registry";
import { RulesError } from "../../rules/errors";
import { type CardMessage } from "./types";

/**
 * A roll message's card, or the RulesError that says why its stored data cannot be read; null when the
 * message is not a roll message.
 */
export function readCardOfMessage(
  message: Pick<CardMessage, "type" | "system">,
): { card: CardState } | { error: RulesError } | null {
  if (message.type !== "roll") return null;
  try {
    const system = message.system as { toObject?: () => unknown } | null;
    const data = typeof system?.toObject === "function" ? system.toObject() : system;
    return { card: readCard(data) };
  } catch (error) {
    if (error instanceof RulesError) return { error };
    return { error: new RulesError("MalformedCard", String(error), { field: "system" }) };
  }
}

/** The card state of a roll message, or null when the message is not a readable roll card. */
export function cardOfMessage(message: Pick<CardMessage, "type" | "system">): CardState | null {
  const read = readCardOfMessage(message);
  return read && "card" in read ? read.card : null;
}
