/** Reading a chat message's roll card back from its stored data. */
import { cardFromSystem, type RollCardSystemData } from "../../data/message/card-system";
import { type CardState } from "../../data/message/card-state";
import { type CardMessage } from "./types";

/** The card state of a roll message, or null when the message is not a readable roll card. */
export function cardOfMessage(message: Pick<CardMessage, "type" | "system">): CardState | null {
  if (message.type !== "roll") return null;
  const system = message.system as { toObject?: () => unknown } | null;
  const data = typeof system?.toObject === "function" ? system.toObject() : system;
  try {
    return cardFromSystem(data as RollCardSystemData);
  } catch {
    return null;
  }
}
