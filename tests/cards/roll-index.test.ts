/**
 * The chat log's roll index: which roll card is each actor's newest. Checked on small logs, for reading
 * each card once, and by a property test that drives it through seeded sequences of posts, deletions and
 * changes and compares every answer with a plain scan of the log as it then stands.
 */
import { describe, expect, it } from "vitest";
import { cardOfMessage, RollIndex, type IndexedMessage } from "../../src/cards/log-cards";
import { type CardState, storeCard } from "../../src/kinds/registry";
import { actionCard, oracleCard, threatCard } from "../templates/card-fixtures";
import { pickOne, prng } from "../data/random-updates";
import { PROPERTY_TIMEOUT_MS } from "../support/property";

const message = (id: string, state: CardState | null): IndexedMessage => ({
  id,
  type: state ? "roll" : "base",
  system: state ? storeCard(state) : {},
});

const log = [
  message("a", actionCard({ actorUuid: "Actor.hero" })),
  message("b", actionCard({ actorUuid: "Actor.other" })),
  message("c", null),
  message("d", threatCard({ actorUuid: "Actor.hero" })),
];

const indexOf = (messages: IndexedMessage[]) => RollIndex.of(messages, cardOfMessage);

describe("RollIndex", () => {
  it("says a card's actor rolled again while a later roll card of theirs follows, whoever rolled between", () => {
    const index = indexOf(log);
    expect(index.rolledAgainSince("a", "Actor.hero")).toBe(true);
    expect(index.rolledAgainSince("b", "Actor.other")).toBe(false);
    expect(index.rolledAgainSince("d", "Actor.hero")).toBe(false);
    expect(index.latestRoll("Actor.hero")).toBe("d");
    expect(index.size).toBe(4);
  });

  it("does not count an oracle card as a roll, and knows nothing of a message not in the log or without an actor", () => {
    const index = indexOf([...log.slice(0, 2), message("o", oracleCard({ actorUuid: "Actor.other" }))]);
    expect(index.rolledAgainSince("b", "Actor.other")).toBe(false);
    expect(index.rolledAgainSince("zzz", "Actor.hero")).toBe(false);
    expect(index.rolledAgainSince("a", null)).toBe(false);
    expect(index.latestRoll("Actor.nobody")).toBeNull();
  });

  it("names the card a posted roll closes, and the card a deleted newest roll opens again", () => {
    const index = indexOf(log);
    expect(index.posted(message("e", actionCard({ actorUuid: "Actor.hero" })))).toBe("d");
    expect(index.rolledAgainSince("d", "Actor.hero")).toBe(true);
    // Told twice of the same post, the index holds it once and answers the same.
    expect(index.posted(message("e", actionCard({ actorUuid: "Actor.hero" })))).toBe("d");
    expect(index.size).toBe(5);
    expect(index.posted(message("f", oracleCard({ actorUuid: "Actor.hero" })))).toBeNull();
    expect(index.deleted(message("a", null))).toBeNull();
    expect(index.deleted(message("e", null))).toBe("d");
    expect(index.rolledAgainSince("d", "Actor.hero")).toBe(false);
    expect(index.deleted(message("e", null))).toBeNull();
  });

  it("reads a changed message's card again", () => {
    const index = indexOf(log);
    index.changed(message("d", actionCard({ actorUuid: "Actor.other" })));
    expect(index.latestRoll("Actor.hero")).toBe("a");
    expect(index.latestRoll("Actor.other")).toBe("d");
    expect(index.rolledAgainSince("b", "Actor.other")).toBe(true);
  });

  it("reads each card once for the whole log", () => {
    let reads = 0;
    const counted = Array.from({ length: 2000 }, (_, i) => message(`m${i}`, actionCard({ actorUuid: `Actor.a${i % 1000}` })));
    const index = RollIndex.of(counted, (m) => {
      reads++;
      return cardOfMessage(m);
    });
    const answers = counted.map((m, i) => index.rolledAgainSince(m.id, `Actor.a${i % 1000}`));
    expect(answers.slice(0, 1000).every(Boolean)).toBe(true);
    expect(answers.slice(1000).some(Boolean)).toBe(false);
    expect(reads).toBe(counted.length);
  });
});

const plainRollers = new WeakMap<IndexedMessage, string | null>();

/** The actor of a message's roll card, read plainly (null for no roll, an oracle card or no actor). */
function plainRoller(m: IndexedMessage): string | null {
  if (!plainRollers.has(m)) {
    const card = cardOfMessage(m);
    plainRollers.set(m, card && card.kind !== "oracle" ? card.actorUuid : null);
  }
  return plainRollers.get(m) ?? null;
}

/** The answer from a scan of `messages`: a later roll card of the same actor follows `id`. */
function plainRolledAgain(messages: readonly IndexedMessage[], id: string, actor: string): boolean {
  const at = messages.findIndex((m) => m.id === id);
  return at >= 0 && messages.slice(at + 1).some((m) => plainRoller(m) === actor);
}

function plainLatest(messages: readonly IndexedMessage[], actor: string): string | null {
  return [...messages].reverse().find((m) => plainRoller(m) === actor)?.id ?? null;
}

describe("RollIndex kept step by step", () => {
  const ACTORS = ["Actor.a", "Actor.b", "Actor.c"];
  const randomMessage = (random: () => number, id: string): IndexedMessage => {
    const actorUuid = pickOne(random, [...ACTORS, null]);
    const kind = pickOne(random, ["action", "action", "threat", "oracle", "none"]);
    if (kind === "none") return message(id, null);
    const state = kind === "oracle" ? oracleCard({ actorUuid }) : kind === "threat" ? threatCard({ actorUuid }) : actionCard({ actorUuid });
    return message(id, state);
  };

  it(
    "answers as a scan of the log after any sequence of posts, deletions and changes",
    () => {
      const problems: string[] = [];
      for (let seed = 1; seed <= 200; seed++) {
        const random = prng(seed);
        const messages: IndexedMessage[] = Array.from({ length: Math.floor(random() * 6) }, (_, i) => randomMessage(random, `s${seed}-${i}`));
        const index = indexOf(messages);
        const gone: string[] = [];
        for (let step = 0; step < 40; step++) {
          const op = random();
          let redrawn: string | null = null;
          let expected: string | null = null;
          if (op < 0.5 || messages.length === 0) {
            const m = randomMessage(random, `s${seed}-n${step}`);
            const actor = plainRoller(m);
            const before = actor ? plainLatest(messages, actor) : null;
            messages.push(m);
            redrawn = index.posted(m);
            expected = actor ? before : null;
          } else if (op < 0.85) {
            const at = Math.floor(random() * messages.length);
            const [m] = messages.splice(at, 1);
            const actor = plainRoller(m);
            const wasLatest = actor !== null && plainLatest([...messages.slice(0, at), m, ...messages.slice(at)], actor) === m.id;
            redrawn = index.deleted(m);
            expected = actor && wasLatest ? plainLatest(messages, actor) : null;
            gone.push(m.id!);
          } else {
            const at = Math.floor(random() * messages.length);
            messages[at] = randomMessage(random, messages[at].id!);
            index.changed(messages[at]);
            expected = redrawn;
          }
          if (redrawn !== expected) problems.push(`seed ${seed} step ${step}: named ${redrawn}, expected ${expected}`);
          if (index.size !== messages.length) problems.push(`seed ${seed} step ${step}: size ${index.size} of ${messages.length}`);
          for (const actor of ACTORS) {
            if (index.latestRoll(actor) !== plainLatest(messages, actor)) problems.push(`seed ${seed} step ${step}: latest of ${actor}`);
            for (const id of [...messages.map((m) => m.id!), ...gone]) {
              if (index.rolledAgainSince(id, actor) !== plainRolledAgain(messages, id, actor)) {
                problems.push(`seed ${seed} step ${step}: ${id} ${actor}`);
              }
            }
          }
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
