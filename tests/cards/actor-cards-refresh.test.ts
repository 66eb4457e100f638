import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cardsOfActor,
  logRollIndex,
  registerActorCardsRefresh,
  resetLogRollIndex,
} from "../../src/cards/log-cards";
import { type CardState, storeCard } from "../../src/kinds/registry";
import { actionCard, oracleCard, threatCard } from "../templates/card-fixtures";

const message = (id: string, state: CardState | null, visible = true) => ({
  id,
  visible,
  type: state ? "roll" : "base",
  system: state ? storeCard(state) : {},
});

type Message = ReturnType<typeof message>;

const log = [
  message("a", actionCard({ actorUuid: "Actor.hero" })),
  message("b", actionCard({ actorUuid: "Actor.other" })),
  message("c", null),
  message("d", threatCard({ actorUuid: "Actor.hero" })),
  message("e", actionCard({ actorUuid: "Actor.hero" }), false),
];

beforeEach(() => resetLogRollIndex());
afterEach(() => vi.unstubAllGlobals());

describe("cardsOfActor", () => {
  it("finds the roll cards rolled for the actor, and no other message", () => {
    expect(cardsOfActor(log, "Actor.hero").map((m) => m.id)).toEqual(["a", "d", "e"]);
    expect(cardsOfActor(log, "Actor.nobody")).toEqual([]);
  });

  it("looks only at the newest messages", () => {
    expect(cardsOfActor(log, "Actor.hero", 2).map((m) => m.id)).toEqual(["d", "e"]);
    expect(cardsOfActor(log, "Actor.hero", 1).map((m) => m.id)).toEqual(["e"]);
  });
});

/**
 * game.messages as Foundry keeps it: a Collection, which is a Map of the messages by id in chat order
 * with `contents` as a fresh array (dnd5e's module/registry.mjs reads it with `game.messages.get`).
 */
function collection(messages: readonly Message[]) {
  const map = new Map(messages.map((m) => [m.id, m]));
  Object.defineProperty(map, "contents", { get: () => [...map.values()] });
  return map;
}

function install(messages: readonly Message[] = log) {
  const hooks = new Map<string, (...args: never[]) => void>();
  const updateMessage = vi.fn(() => Promise.resolve());
  const collected = collection(messages);
  vi.stubGlobal("Hooks", { on: (name: string, fn: (...args: never[]) => void) => hooks.set(name, fn) });
  vi.stubGlobal("game", { messages: collected });
  vi.stubGlobal("ui", { chat: { updateMessage } });
  registerActorCardsRefresh();
  const hook = (name: string) => {
    const fn = hooks.get(name);
    if (!fn) throw new Error(`no ${name} hook registered`);
    return fn as unknown as (...args: unknown[]) => void;
  };
  const redrawn = () => updateMessage.mock.calls.map(([m]: unknown[]) => (m as { id: string }).id);
  // Foundry's order: the message joins (or leaves) game.messages, then the create (delete) hook runs.
  const post = (m: Message) => {
    collected.set(m.id, m);
    hook("createChatMessage")(m);
  };
  const remove = (m: Message) => {
    collected.delete(m.id);
    hook("deleteChatMessage")(m);
  };
  return { hook, updateMessage, redrawn, post, remove, collected };
}

describe("the log's roll index", () => {
  it("answers for game.messages", () => {
    install();
    expect(logRollIndex().rolledAgainSince("a", "Actor.hero")).toBe(true);
    expect(logRollIndex().rolledAgainSince("e", "Actor.hero")).toBe(false);
  });

  it("is kept in step by the hooks, without building it again", () => {
    const { post, remove } = install();
    const index = logRollIndex();
    post(message("f", actionCard({ actorUuid: "Actor.other" })));
    expect(logRollIndex()).toBe(index);
    expect(index.rolledAgainSince("b", "Actor.other")).toBe(true);
    remove(log[4]);
    expect(logRollIndex()).toBe(index);
    expect(index.rolledAgainSince("d", "Actor.hero")).toBe(false);
  });

  it("is built again when the log holds a message it was not told of", () => {
    const { collected } = install();
    expect(logRollIndex().rolledAgainSince("e", "Actor.hero")).toBe(false);
    const late = message("g", actionCard({ actorUuid: "Actor.hero" }));
    collected.set(late.id, late);
    expect(logRollIndex().rolledAgainSince("e", "Actor.hero")).toBe(true);
  });

  it("reads the changed card of an updated message again", () => {
    const { hook } = install();
    logRollIndex();
    const changed = { ...log[3], system: storeCard(actionCard({ actorUuid: "Actor.other" })) };
    hook("updateChatMessage")(changed);
    expect(logRollIndex().latestRoll("Actor.other")).toBe("d");
  });
});

describe("the redraw hooks", () => {
  const visibleLog = log.slice(0, 4);

  it("redraws the actor's visible cards when its system data changes", () => {
    const { hook, redrawn } = install();
    hook("updateActor")({ uuid: "Actor.hero" }, { system: { momentum: 2 } });
    expect(redrawn()).toEqual(["a", "d"]);
  });

  it("leaves the chat alone when only the name or image changed", () => {
    const { hook, updateMessage } = install();
    hook("updateActor")({ uuid: "Actor.hero" }, { name: "Renamed" });
    expect(updateMessage).not.toHaveBeenCalled();
  });

  it("redraws only the card whose burn a new roll of the actor closes, and nothing for an oracle card", () => {
    const { post, redrawn, updateMessage } = install(visibleLog);
    logRollIndex();
    post(message("f", actionCard({ actorUuid: "Actor.hero" })));
    expect(redrawn()).toEqual(["d"]);
    updateMessage.mockClear();
    post(message("o", oracleCard({ actorUuid: "Actor.hero" })));
    expect(updateMessage).not.toHaveBeenCalled();
  });

  it("redraws nothing when an older roll, or the actor's only roll, is deleted", () => {
    const { remove, redrawn, updateMessage } = install(visibleLog);
    logRollIndex();
    remove(visibleLog[0]);
    expect(updateMessage).not.toHaveBeenCalled();
    remove(visibleLog[3]);
    expect(redrawn()).toEqual([]);
    expect(logRollIndex().latestRoll("Actor.hero")).toBeNull();
  });

  it("redraws the earlier roll when the newest is deleted", () => {
    const { remove, redrawn } = install(visibleLog);
    logRollIndex();
    remove(visibleLog[3]);
    expect(redrawn()).toEqual(["a"]);
  });
});
