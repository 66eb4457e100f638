/**
 * A chat log of N roll cards for `npm run bench` (tools/bench/chat-log.bench.mjs): the system's own
 * drawing (`onRenderChatMessageHTML`), roll index and redraw hooks, with Foundry's plumbing reduced to
 * what they call. The log is driven in Foundry's order: on load each stored message is drawn in turn; a
 * new message joins `game.messages`, the `createChatMessage` hook runs, and the log draws it (v13's
 * ChatMessage#_onCreate hands it to the log; the drawing awaits, so it reads the index after the hook, see
 * src/cards/log-cards.ts). What Foundry itself spends (its DOM work, its own enricher) is not
 * in these figures: the templates are the real ones in real Handlebars, the enricher returns its input.
 */
import "../fakes/chat-message-stand-in";
import { onRenderChatMessageHTML, type RenderedCardMessage } from "../../src/chat/chat-message";
import { registerActorCardsRefresh, resetLogRollIndex } from "../../src/cards/log-cards";
import { type CardState, storeCard } from "../../src/kinds/registry";
import { render, localize } from "../helpers/handlebars";
import { renderedElement } from "../fakes/chat";
import { actionCard, FACE_DANGER, oracleCard, threatCard } from "../templates/card-fixtures";

const USER = { id: "player", isGM: false };

interface BenchMessage extends RenderedCardMessage {
  id: string;
  visible: boolean;
}

function benchMessage(id: string, state: CardState | null): BenchMessage {
  return {
    id,
    type: state ? "roll" : "base",
    system: state ? storeCard(state) : {},
    author: { id: USER.id },
    whisper: [],
    blind: false,
    rolls: [],
    visible: true,
    isContentVisible: true,
    canUserModify: () => true,
    update: () => Promise.resolve(undefined),
  };
}

const ACTORS = 20;
const actorUuid = (i: number) => `Actor.hero${i % ACTORS}`;

/** The i-th stored message: mostly action rolls (with their move's outcome texts), some threat rolls, oracles, plain chat. */
function storedMessage(i: number): BenchMessage {
  const kind = i % 10;
  const uuid = actorUuid(i);
  const dice = { actionDie: 1 + (i % 6), challengeDice: [1 + (i % 10), 1 + ((i * 7) % 10)] as [number, number] };
  if (kind < 6) return benchMessage(`m${i}`, actionCard({ actorUuid: uuid, momentum: 5, moveOutcomes: FACE_DANGER.outcomes, ...dice }));
  if (kind < 8) return benchMessage(`m${i}`, threatCard({ actorUuid: uuid }));
  if (kind < 9) return benchMessage(`m${i}`, oracleCard({ actorUuid: uuid }));
  return benchMessage(`m${i}`, null);
}

/** A Foundry Collection as game.messages is one: a Map by id in chat order; `contents` counts its copies. */
class MessageCollection extends Map<string, BenchMessage> {
  copies = 0;
  get contents(): BenchMessage[] {
    this.copies++;
    return [...this.values()];
  }
}

export interface ChatLogWorld {
  /** Draws every stored message, as the log does on load. */
  load(): Promise<void>;
  /** Posts one action roll of an actor with cards in the log and waits for every drawing it causes. */
  postRoll(): Promise<void>;
  /** Changes the momentum of an actor with a few cards among the newest and waits for the redraws. */
  updateActor(): Promise<void>;
  /** How many times the message list was copied (`game.messages.contents`) so far. */
  readonly copies: number;
}

/** Installs a world whose chat log holds `n` stored messages (replacing the globals of the last one). */
export function chatLogWorld(n: number): ChatLogWorld {
  const messages = new MessageCollection();
  for (let i = 0; i < n; i++) {
    const m = storedMessage(i);
    messages.set(m.id, m);
  }
  const actors = new Map(
    Array.from({ length: ACTORS }, (_, i) => [
      actorUuid(i),
      {
        type: "character",
        uuid: actorUuid(i),
        name: `Hero ${i}`,
        system: { momentum: 6, momentumReset: 2, momentumMax: 10, marked: 0 },
        testUserPermission: () => true,
        update: () => Promise.resolve(undefined),
      },
    ]),
  );
  const hooks = new Map<string, Array<(...args: unknown[]) => unknown>>();
  const pending: Promise<unknown>[] = [];
  const draw = (message: BenchMessage) => onRenderChatMessageHTML(message, renderedElement());
  const g = globalThis as Record<string, unknown>;
  g.game = {
    user: USER,
    messages,
    i18n: { localize: (key: string) => localize(key), format: (key: string, data: Record<string, string>) => localize(key, data) },
  };
  g.ui = {
    notifications: { info() {}, error() {}, warn() {} },
    chat: {
      updateMessage: (message: BenchMessage) => {
        const drawn = draw(message);
        pending.push(drawn);
        return drawn;
      },
    },
  };
  g.Hooks = {
    on: (name: string, fn: (...args: unknown[]) => unknown) => hooks.set(name, [...(hooks.get(name) ?? []), fn]),
  };
  g.foundry = {
    ...(g.foundry as object),
    utils: { fromUuid: (uuid: string) => Promise.resolve(actors.get(uuid) ?? null) },
    applications: {
      handlebars: { renderTemplate: (path: string, context: object) => Promise.resolve(render(path, context)) },
      ux: { TextEditor: { implementation: { enrichHTML: (html: string) => Promise.resolve(html) } } },
    },
  };
  resetLogRollIndex();
  registerActorCardsRefresh();
  const call = (name: string, ...args: unknown[]) => {
    for (const fn of hooks.get(name) ?? []) fn(...args);
  };
  const settle = async () => {
    while (pending.length > 0) await pending.shift();
  };
  let posted = 0;
  return {
    async load() {
      for (const message of messages.values()) await draw(message);
    },
    async postRoll() {
      const message = benchMessage(`new${posted++}`, actionCard({ actorUuid: actorUuid(0), moveOutcomes: FACE_DANGER.outcomes }));
      messages.set(message.id, message);
      call("createChatMessage", message);
      await draw(message);
      await settle();
    },
    async updateActor() {
      const actor = actors.get(actorUuid(1))!;
      actor.system = { ...actor.system, momentum: (actor.system.momentum + 1) % 10 };
      call("updateActor", actor, { system: { momentum: actor.system.momentum } });
      await settle();
    },
    get copies() {
      return messages.copies;
    },
  };
}
