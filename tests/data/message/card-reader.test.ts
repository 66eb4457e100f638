import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildCardContext, offeredActions } from "../../../src/cards/log-cards";
import { CARD_TEMPLATE } from "../../../src/templates";
import { cleanHTML } from "../../../src/clean-html";
import { rulesErrorSentence } from "../../../src/locale";
import { type CardState, readCard, storeCard } from "../../../src/kinds/registry";
import { RulesError } from "../../../src/rules/errors";
import * as actionCards from "../../cards/actions/cards";
import { oracleCard } from "../../templates/card-fixtures";
import { localize, render } from "../../helpers/handlebars";
import { PROPERTY_TIMEOUT_MS } from "../../support/property";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
function lookup(key: string): string | undefined {
  let node: unknown = lang;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

const VALID: CardState[] = [
  actionCards.actionCard(),
  actionCards.actionCard({
    reroll: { dice: ["action", "challenge"], source: "Sword" },
    moveOutcomes: {
      strongHit: { text: "a", match: "" },
      weakHit: { text: "b", match: "" },
      miss: { text: "c", match: "d" },
    },
  }),
  actionCards.actionCard({ ruleset: "starforged", cursedDie: { value: 10, source: "Chattering Skull" } }),
  actionCards.actionCard({ ruleset: "starforged", challengeDice: [4, 4], cursedDie: { value: 3, source: "" } }),
  actionCards.progressCard(),
  actionCards.poolCard(),
  actionCards.threatCard(),
  actionCards.strikeCard(),
  actionCards.forgeCard(),
  actionCards.opposedCard(),
  actionCards.purchaseCard(),
  oracleCard(),
];

/** A repeatable stream of numbers in [0, 1) (a small linear congruential generator). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ODD_VALUES: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1,
  7,
  11,
  2.5,
  1e9,
  NaN,
  Infinity,
  "",
  "x",
  "burnMomentum",
  "action",
  true,
  false,
  [],
  [1],
  [99, 99, 99],
  ["markHarm", "markHarm"],
  {},
  { text: 1 },
  [null],
  { dice: [], source: "" },
];

type Tree = Record<string, unknown> | unknown[];

/** Every container inside `value`, with the keys it holds. */
function containers(value: unknown, out: Tree[] = []): Tree[] {
  if (typeof value === "object" && value !== null) {
    out.push(value as Tree);
    for (const inner of Object.values(value)) containers(inner, out);
  }
  return out;
}

/** Changes one thing in the stored data: a value replaced, a key removed or added, a list cut or grown. */
function mutate(data: Record<string, unknown>, random: () => number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // A fresh copy each time: the same object placed twice could come to hold itself.
  const odd = () => structuredClone(pick(ODD_VALUES));
  const target = pick(containers(data));
  const keys = Object.keys(target);
  const roll = random();
  if (Array.isArray(target)) {
    if (roll < 0.2) target.pop();
    else if (roll < 0.4) target.push(odd());
    else if (keys.length) target[Number(pick(keys))] = odd();
    return;
  }
  if (roll < 0.15 || keys.length === 0)
    target[pick(["kind", "extra", "applied", "notes", "stat", "pool", "dice"])] = odd();
  else if (roll < 0.3) delete target[pick(keys)];
  else target[pick(keys)] = odd();
}

/** What happens downstream of the reader with a card it accepted: offers, context and the template. */
function useCard(state: CardState): void {
  offeredActions(state, { actor: null, track: null });
  render(CARD_TEMPLATE, { ...buildCardContext(state, { localize, canAct: true, cleanHTML }) });
}

describe("readCard", () => {
  it("reads every kind of valid card as it was stored", () => {
    for (const card of VALID) expect(readCard(storeCard(card))).toEqual(card);
  });

  it("refuses a cursed die off its faces or without its source, and reads a card stored before it as without one", () => {
    for (const bad of [{ value: 11, source: "" }, { value: 0, source: "" }, { value: 10 }, 10]) {
      const stored = storeCard(actionCards.actionCard({ cursedDie: { value: 10, source: "" } })) as unknown as Record<string, Record<string, unknown>>;
      stored.action.cursedDie = bad;
      expect(() => readCard(stored)).toThrow(RulesError);
    }
    const old = storeCard(actionCards.actionCard()) as unknown as Record<string, Record<string, unknown>>;
    delete old.action.cursedDie;
    expect(readCard(old)).toEqual(actionCards.actionCard());
  });

  it("refuses a malformed card with a localised reason naming the field", () => {
    const stored = storeCard(actionCards.actionCard()) as unknown as Record<string, unknown>;
    (stored.action as Record<string, unknown>).challengeDice = [6];
    const error = (() => {
      try {
        readCard(stored);
      } catch (e) {
        return e;
      }
    })() as RulesError;
    expect(error).toBeInstanceOf(RulesError);
    expect(rulesErrorSentence(error, lookup)).toBe("Its stored data cannot be read at action.challengeDice.");
  });

  it("fuzz: 6,000 mutated cards never throw anything but a localised RulesError, read or used", () => {
    const random = prng(20261124);
    const counts = { tried: 0, refused: 0, accepted: 0, refusedDownstream: 0 };
    const unexpected: string[] = [];
    const unlocalised = new Set<string>();
    for (let i = 0; i < 6000; i++) {
      const stored = structuredClone(storeCard(VALID[i % VALID.length])) as unknown as Record<
        string,
        unknown
      >;
      const changes = 1 + Math.floor(random() * 3);
      for (let c = 0; c < changes; c++) mutate(stored, random);
      counts.tried += 1;
      let state: CardState;
      try {
        state = readCard(stored);
      } catch (error) {
        if (!(error instanceof RulesError)) {
          unexpected.push(`read: ${String(error)} ${JSON.stringify(stored)}`);
          continue;
        }
        counts.refused += 1;
        if (lookup(`VOWFORGE.Error.${error.code}`) === undefined) unlocalised.add(error.code);
        continue;
      }
      counts.accepted += 1;
      try {
        useCard(state);
      } catch (error) {
        if (!(error instanceof RulesError))
          unexpected.push(`use: ${String(error)} ${JSON.stringify(stored)}`);
        else {
          counts.refusedDownstream += 1;
          if (lookup(`VOWFORGE.Error.${error.code}`) === undefined) unlocalised.add(error.code);
        }
      }
    }
    expect(unexpected.slice(0, 5)).toEqual([]);
    expect([...unlocalised]).toEqual([]);
    expect(counts.refused).toBeGreaterThan(1000);
    expect(counts.accepted).toBeGreaterThan(100);
  }, PROPERTY_TIMEOUT_MS);
});
