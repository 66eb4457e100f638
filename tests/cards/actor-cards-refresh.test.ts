import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsOfActor, registerActorCardsRefresh, rolledAgainSince } from "../../src/cards/actor-cards-refresh";
import { type CardState } from "../../src/data/message/card-state";
import { systemFromCard } from "../../src/data/message/card-system";
import { actionCard, oracleCard, threatCard } from "../templates/card-fixtures";

const message = (id: string, state: CardState | null, visible = true) => ({
  id,
  visible,
  type: state ? "roll" : "base",
  system: state ? systemFromCard(state) : {},
});

const log = [
  message("a", actionCard({ actorUuid: "Actor.hero" })),
  message("b", actionCard({ actorUuid: "Actor.other" })),
  message("c", null),
  message("d", threatCard({ actorUuid: "Actor.hero" })),
  message("e", actionCard({ actorUuid: "Actor.hero" }), false),
];

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

describe("rolledAgainSince", () => {
  it("is true while a later roll card of the same actor follows, whoever else rolled in between", () => {
    expect(rolledAgainSince(log, "a", "Actor.hero")).toBe(true);
    expect(rolledAgainSince(log, "b", "Actor.other")).toBe(false);
    expect(rolledAgainSince(log.slice(0, 4), "d", "Actor.hero")).toBe(false);
  });

  it("finds the newer roll however far back the card is", () => {
    const long = [log[0], ...Array.from({ length: 30 }, (_, i) => message(`x${i}`, actionCard({ actorUuid: "Actor.other" }))), log[3]];
    expect(rolledAgainSince(long, "a", "Actor.hero")).toBe(true);
    expect(rolledAgainSince(long, "x3", "Actor.other")).toBe(true);
    expect(rolledAgainSince(long, "x29", "Actor.other")).toBe(false);
  });

  it("does not count an oracle card as a roll, and knows nothing of a card not in the log or without an actor", () => {
    const withOracle = [...log.slice(0, 2), message("o", oracleCard({ actorUuid: "Actor.other" }))];
    expect(rolledAgainSince(withOracle, "b", "Actor.other")).toBe(false);
    expect(rolledAgainSince(log, "zzz", "Actor.hero")).toBe(false);
    expect(rolledAgainSince(log, "a", null)).toBe(false);
  });
});

describe("rolledAgainSince over a long log", () => {
  it("reads each card once for the whole log, not once per message drawn (the log draws every message on load)", () => {
    let reads = 0;
    const counted = Array.from({ length: 2000 }, (_, i) => {
      const plain = message(`m${i}`, actionCard({ actorUuid: `Actor.a${i % 1000}` }));
      return {
        id: plain.id,
        type: plain.type,
        get system() {
          reads++;
          return plain.system;
        },
      };
    });
    // Each message drawn asks with the log as Foundry gives it: a fresh array every time.
    const answers = counted.map((m, i) => rolledAgainSince([...counted], m.id, `Actor.a${i % 1000}`));
    expect(answers.slice(0, 1000).every(Boolean)).toBe(true);
    expect(answers.slice(1000).some(Boolean)).toBe(false);
    expect(reads).toBeLessThanOrEqual(2 * counted.length);
  });

  it("answers for the list it is given, even one with the count and first and last ids of another", () => {
    const hero = (id: string) => message(id, actionCard({ actorUuid: "Actor.hero" }));
    const other = (id: string) => message(id, actionCard({ actorUuid: "Actor.other" }));
    const whole = [hero("a"), other("b"), other("c")];
    expect(rolledAgainSince(whole, "a", "Actor.hero")).toBe(false);
    // A different list (a subset of a longer log) that starts and ends with the same messages.
    const subset = [whole[0], hero("d"), whole[2]];
    expect(rolledAgainSince(subset, "a", "Actor.hero")).toBe(true);
    expect(rolledAgainSince(whole, "a", "Actor.hero")).toBe(false);
  });

  it("sees a roll posted after the first question", () => {
    const first = [message("p", actionCard({ actorUuid: "Actor.hero" }))];
    expect(rolledAgainSince(first, "p", "Actor.hero")).toBe(false);
    const later = [...first, message("q", actionCard({ actorUuid: "Actor.hero" }))];
    expect(rolledAgainSince(later, "p", "Actor.hero")).toBe(true);
  });
});

describe("the redraw hooks", () => {
  function install() {
    const hooks = new Map<string, (...args: never[]) => void>();
    const updateMessage = vi.fn(() => Promise.resolve());
    vi.stubGlobal("Hooks", { on: (name: string, fn: (...args: never[]) => void) => hooks.set(name, fn) });
    vi.stubGlobal("game", { messages: { contents: log } });
    vi.stubGlobal("ui", { chat: { updateMessage } });
    registerActorCardsRefresh();
    const hook = (name: string) => {
      const fn = hooks.get(name);
      if (!fn) throw new Error(`no ${name} hook registered`);
      return fn as unknown as (...args: unknown[]) => void;
    };
    const redrawn = () => updateMessage.mock.calls.map(([m]: unknown[]) => (m as { id: string }).id);
    return { hook, updateMessage, redrawn };
  }

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

  it("redraws the actor's earlier cards when a new roll of theirs is posted, but not for an oracle card", () => {
    const { hook, redrawn, updateMessage } = install();
    hook("createChatMessage")(log[3]);
    expect(redrawn()).toEqual(["a"]);
    updateMessage.mockClear();
    hook("createChatMessage")(message("o", oracleCard({ actorUuid: "Actor.hero" })));
    expect(updateMessage).not.toHaveBeenCalled();
  });

  it("redraws the actor's other cards when one of their rolls is deleted (an earlier burn may open again)", () => {
    const { hook, redrawn } = install();
    hook("deleteChatMessage")(log[3]);
    expect(redrawn()).toEqual(["a"]);
  });
});
