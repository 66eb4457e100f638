/**
 * The playground's side of the card actions: the page's chat entries as chat messages and its sample
 * characters as documents, so a card button runs the system's own applyCardActionHere
 * (src/cards/actions/card-actions.ts), exactly the code Foundry runs, with the page's seeded dice.
 */
import { applyCardActionHere, type CardActionOutcome, type CardWorld } from "../src/cards/actions/card-actions";
import { cardOfMessage, RollIndex } from "../src/cards/log-cards";
import { type ActingUser, type CardMessage, type CardTarget } from "../src/cards/actions/types";
import { DRAWN_DIE_FACES, type CardActionArgs } from "../src/kinds/contract";
import { CARD_ACTIONS, type CardActionId } from "../src/kinds/shape";
import { readCard, storeCard, type StoredCard } from "../src/kinds/registry";
import { writeSampleUpdate } from "./sample-update";
import { type CompanionItem } from "../src/operations/companion";
import { type ChatLog } from "./chat-log";
import { type DiceRoller } from "./prng";

/** The one user of the page: it owns every sample, as a player owns their character. */
export const PAGE_USER = { id: "playground-user", isGM: false };

/** The page's user with its name in the page's language, which a card's trace of applied effects shows. */
export function pageUser(localize: (key: string) => string): ActingUser {
  return { ...PAGE_USER, name: localize("VOWFORGE.Playground.UserName") };
}

/**
 * A plain sample (an actor or an item) as a document the card actions can read and write. `prepare`
 * adds what Foundry's data model derives when it prepares the data (a character's momentum maximum and
 * reset); writes go to the sample's own stored data.
 */
export function sampleDocument(
  sample: { type: string; uuid: string; name: string; system: unknown; items?: readonly SampleItem[] },
  prepare: (system: unknown) => unknown = (system) => system,
): CardTarget & { items: CompanionItem[] } {
  return {
    type: sample.type,
    uuid: sample.uuid,
    name: sample.name,
    get system() {
      return prepare(sample.system);
    },
    // Foundry's actor.items is an embedded collection that iterates its item documents (see
    // src/operations/companion.ts); an array of sample item documents iterates the same way.
    items: (sample.items ?? []).map(sampleItemDocument),
    testUserPermission: () => true,
    update(changes: Record<string, unknown>) {
      writeSampleUpdate(sample, changes);
      return Promise.resolve(this);
    },
  };
}

/** A sample embedded item (a companion asset): its id, name, stored data and flags. */
export interface SampleItem {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly system: Record<string, unknown>;
  readonly flags: Record<string, unknown>;
}

/** A sample item as an embedded item document: its update writes the `system.` and `flags.` paths it names into the sample. */
function sampleItemDocument(item: SampleItem): CompanionItem {
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    get system() {
      return item.system;
    },
    get flags() {
      return item.flags;
    },
    update(changes: Record<string, unknown>) {
      writeSampleUpdate(item, changes);
      return Promise.resolve(this);
    },
  };
}

function messageId(index: number): string {
  return `pg-message-${index}`;
}

/** The chat entry at `index` as a chat message; its update re-renders the card. */
function entryMessage(chat: ChatLog, index: number): CardMessage {
  return {
    id: messageId(index),
    type: "roll",
    get system() {
      return storeCard(chat.entries[index].state);
    },
    author: { id: PAGE_USER.id },
    whisper: [],
    blind: false,
    rolls: [],
    canUserModify: () => true,
    update(data: Record<string, unknown>) {
      if (data.system) chat.update(index, readCard(data.system as StoredCard));
      return Promise.resolve(this);
    },
  };
}

export function isCardAction(value: string): value is CardActionId {
  return (CARD_ACTIONS as readonly string[]).includes(value);
}

/** The page's world: its samples by UUID, its chat log, and dice from `roller()` (a fresh seeded roll). */
export function pageCardWorld(chat: ChatLog, documentAt: (uuid: string) => CardTarget | null, roller: () => DiceRoller): CardWorld {
  return {
    documentAt: async (uuid) => documentAt(uuid),
    rolledAgainSince: (messageId, actorUuid) =>
      RollIndex.of(
        chat.entries.map((_, i) => entryMessage(chat, i)),
        cardOfMessage,
      ).rolledAgainSince(messageId, actorUuid),
    async rollDie(kind) {
      const dice = roller();
      // A recommit's die is the lower of two challenge dice (2d10 keep lowest in Foundry).
      const value = kind === "lowerChallenge" ? Math.min(dice.die(10), dice.die(10)) : dice.die(DRAWN_DIE_FACES[kind]);
      return { roll: { formula: `1d${DRAWN_DIE_FACES[kind]}`, total: value }, value };
    },
    showDice: async () => undefined,
  };
}

/** Runs a card button's action on the chat entry at `index` through the system's own code, as `user` (pageUser). */
export function runPageCardAction(chat: ChatLog, index: number, action: CardActionId, args: CardActionArgs, world: CardWorld, user: ActingUser): Promise<CardActionOutcome> {
  return applyCardActionHere(entryMessage(chat, index), action, user, args, world);
}
