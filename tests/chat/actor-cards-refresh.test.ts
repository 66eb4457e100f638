import { afterEach, describe, expect, it, vi } from "vitest";
import { cardsOfActor, registerActorCardsRefresh } from "../../src/chat/actor-cards-refresh";
import { type CardState } from "../../src/chat/card-state";
import { systemFromCard } from "../../src/data/message/card-system";
import { actionCard, threatCard } from "../templates/card-fixtures";

const message = (id: string, state: CardState | null) => ({
  id,
  type: state ? "roll" : "base",
  system: state ? systemFromCard(state) : {},
});

const log = [
  message("a", actionCard({ actorUuid: "Actor.hero" })),
  message("b", actionCard({ actorUuid: "Actor.other" })),
  message("c", null),
  message("d", threatCard({ actorUuid: "Actor.hero" })),
];

afterEach(() => vi.unstubAllGlobals());

describe("cardsOfActor", () => {
  it("finds the roll cards rolled for the actor, and no other message", () => {
    expect(cardsOfActor(log, "Actor.hero").map((m) => m.id)).toEqual(["a", "d"]);
    expect(cardsOfActor(log, "Actor.nobody")).toEqual([]);
  });

  it("looks only at the newest messages", () => {
    expect(cardsOfActor(log, "Actor.hero", 2).map((m) => m.id)).toEqual(["d"]);
  });
});

describe("the updateActor hook", () => {
  function install() {
    let hook: ((actor: { uuid: string }, changes: Record<string, unknown>) => void) | undefined;
    const updateMessage = vi.fn(() => Promise.resolve());
    vi.stubGlobal("Hooks", { on: (name: string, fn: typeof hook) => name === "updateActor" && (hook = fn) });
    vi.stubGlobal("game", { messages: { contents: log } });
    vi.stubGlobal("ui", { chat: { updateMessage } });
    registerActorCardsRefresh();
    if (!hook) throw new Error("no updateActor hook registered");
    return { hook, updateMessage };
  }

  it("redraws the actor's cards when its system data changes", () => {
    const { hook, updateMessage } = install();
    hook({ uuid: "Actor.hero" }, { system: { momentum: 2 } });
    expect(updateMessage.mock.calls.map(([m]: unknown[]) => (m as { id: string }).id)).toEqual(["a", "d"]);
  });

  it("leaves the chat alone when only the name or image changed", () => {
    const { hook, updateMessage } = install();
    hook({ uuid: "Actor.hero" }, { name: "Renamed" });
    expect(updateMessage).not.toHaveBeenCalled();
  });
});
