/**
 * A roll message's card is read once and kept until the message changes: an update (the chat
 * message's `_onUpdate`, run on every client before core redraws it), a deletion, or a new `system`
 * object.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedCardOfMessage, cachedReadOfMessage, forgetCard } from "../../src/cards/log-cards";
import { storeCard } from "../../src/kinds/registry";
import { actionCard } from "../templates/card-fixtures";
import { makeWorld } from "./actions/world";

afterEach(() => vi.unstubAllGlobals());

/** A roll message whose system data counts how often it is read (as a data model's toObject). */
function countedMessage(momentum: number) {
  const counter = { reads: 0 };
  let data = storeCard(actionCard({ actorUuid: "Actor.hero", momentum }));
  const system = {
    toObject() {
      counter.reads++;
      return structuredClone(data);
    },
    /** Changes the stored data in place, keeping the same system object. */
    set(next: ReturnType<typeof storeCard>) {
      data = next;
    },
  };
  return { message: { id: "m1", type: "roll", system }, counter, system };
}

const momentumOf = (message: { type: string; system: unknown }) => {
  const card = cachedCardOfMessage(message);
  return card?.kind === "action" ? card.momentum : null;
};

describe("the card cache", () => {
  it("reads a message's card once while it does not change", () => {
    const { message, counter } = countedMessage(5);
    expect(momentumOf(message)).toBe(5);
    expect(momentumOf(message)).toBe(5);
    expect(cachedReadOfMessage(message)).toBe(cachedReadOfMessage(message));
    expect(counter.reads).toBe(1);
  });

  it("reads it again once forgotten", () => {
    const { message, counter, system } = countedMessage(5);
    expect(momentumOf(message)).toBe(5);
    system.set(storeCard(actionCard({ actorUuid: "Actor.hero", momentum: 7 })));
    forgetCard(message);
    expect(momentumOf(message)).toBe(7);
    expect(counter.reads).toBe(2);
  });

  it("reads it again when the message holds a new system object", () => {
    const { message } = countedMessage(5);
    expect(momentumOf(message)).toBe(5);
    const replaced = { ...message, system: storeCard(actionCard({ momentum: 3 })) };
    expect(momentumOf(replaced)).toBe(3);
    message.system = replaced.system as never;
    expect(momentumOf(message)).toBe(3);
  });

  it("keeps the reason a stored card cannot be read, and null for a message that is no roll", () => {
    expect(cachedReadOfMessage({ type: "roll", system: { kind: "nonsense" } })).toHaveProperty("error");
    expect(cachedReadOfMessage({ type: "base", system: {} })).toBeNull();
  });
});

describe("the chat message drops its card", () => {
  /** Core's ChatMessage as far as these steps go: records that its own step ran. */
  class CoreChatMessage {
    readonly ran: string[] = [];
    _onUpdate() {
      this.ran.push("update");
    }
    _onDelete() {
      this.ran.push("delete");
    }
  }

  async function chatMessageClass() {
    await makeWorld();
    vi.stubGlobal("ChatMessage", CoreChatMessage);
    return (await import("../../src/chat/chat-message")).VowforgeChatMessage;
  }

  it("when an update arrives, even one that changed its data in place, before core's own step", async () => {
    const VowforgeChatMessage = await chatMessageClass();
    const { message, system } = countedMessage(5);
    const doc = Object.assign(new CoreChatMessage(), message);
    expect(momentumOf(doc)).toBe(5);
    system.set(storeCard(actionCard({ actorUuid: "Actor.hero", momentum: 9 })));
    expect(momentumOf(doc)).toBe(5);
    // Foundry calls the protected step on every client; the test reaches it off the prototype as Foundry does.
    const onUpdate = (VowforgeChatMessage.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => void>)._onUpdate;
    onUpdate.call(doc, { system: {} }, {}, "user");
    expect(doc.ran).toEqual(["update"]);
    expect(momentumOf(doc)).toBe(9);
  });

  it("when the message is deleted", async () => {
    const VowforgeChatMessage = await chatMessageClass();
    const { message, counter } = countedMessage(5);
    const doc = Object.assign(new CoreChatMessage(), message);
    momentumOf(doc);
    const onDelete = (VowforgeChatMessage.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => void>)._onDelete;
    onDelete.call(doc, {}, "user");
    expect(doc.ran).toEqual(["delete"]);
    momentumOf(doc);
    expect(counter.reads).toBe(2);
  });
});
