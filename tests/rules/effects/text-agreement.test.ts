/**
 * The moves' effects data against their outcome texts in the Datasworn packages we ship, so data and
 * text cannot drift: every amount the data names appears in the outcome's prose, and every amount
 * the prose names on a meter, momentum, a suffer move, an add, progress (marked, or all of it
 * cleared), a legacy reward or experience is in the data, unless the entry says why not (`notEffects`).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assertMoveEffects,
  flattenEffects,
  PROGRESS_RANKS,
  type MoveEffects,
  type OutcomeEffect,
  type RankTable,
} from "../../../src/rules";
import { MOVE_EFFECTS, OWN_MOVE_EFFECTS } from "../../../src/rules/effects/moves";
import { ROLLS } from "../../../tools/packs/own/moves.mjs";

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Datasworn JSON read as it is

const PACKAGES = {
  ironsworn: "ironsworn-classic/json/classic.json",
  delve: "ironsworn-classic-delve/json/delve.json",
  starforged: "starforged/json/starforged.json",
  sunderedIsles: "sundered-isles/json/sundered_isles.json",
};

function rolledMoves(file: string): Node[] {
  const data = JSON.parse(readFileSync(`node_modules/@datasworn/${file}`, "utf8")) as Node;
  const moves: Node[] = [];
  const walk = (c: Node) => {
    for (const m of Object.values<Node>(c.contents ?? {})) if (m.roll_type !== "no_roll") moves.push(m);
    for (const s of Object.values<Node>(c.collections ?? {})) walk(s);
  };
  for (const c of Object.values<Node>(data.moves ?? {})) walk(c);
  return moves;
}

const WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };
const num = (s: string) => WORDS[s.toLowerCase()] ?? Number(s);
const ranksToken = (t: RankTable) => `ranks:${PROGRESS_RANKS.map((r) => t[r]).join(",")}`;

/** The amounts an outcome's prose names. */
export function proseTokens(markdown: string): Set<string> {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/__/g, "")
    .replace(/[’]/g, "'");
  const tokens = new Set<string>();
  for (const m of text.matchAll(/([+-]\d+)\s+(health|spirit|supply|momentum|integrity)\b/g))
    tokens.add(`${m[2]}${m[1]}`);
  const suffer =
    /(?:Lose Momentum|Sacrifice Resources|suffer moves?|Endure Harm|Endure Stress|Withstand Damage|Companion Takes a Hit)\s*\(-?(\d+)(?:\s+(?:harm|stress))?\)/gi;
  for (const m of text.matchAll(suffer)) tokens.add(`suffer-${m[1]}`);
  for (const m of text.matchAll(/\badd \+(\d+)/gi)) tokens.add(`add+${m[1]}`);
  for (const m of text.matchAll(/inflict \+(\d+) harm/gi)) tokens.add(`harm+${m[1]}`);
  for (const m of text.matchAll(/(?<!not )mark progress( twice)?/gi)) tokens.add(`progress:${m[1] ? 2 : 1}`);
  for (const m of text.matchAll(/\bmark (a|one|two|\d+) ticks?\b/gi)) tokens.add(`ticks:${num(m[1])}`);
  for (const m of text.matchAll(/\btake (\d+) experience/gi)) tokens.add(`xp:${m[1]}`);
  if (/fill a clock segment/i.test(text)) tokens.add("clock:1");
  if (/\bclear all progress\b/i.test(text)) tokens.add("clear:progress");
  for (const m of text.matchAll(/fill (two|\d+) segments/gi)) tokens.add(`clock:${num(m[1])}`);
  const rank = /(troublesome|dangerous|formidable|extreme|epic)\s*=\s*\+?(\d+)(?:\s+(ticks?|box(?:es)?))?/gi;
  let run: number[] = [];
  for (const m of text.matchAll(rank)) {
    run.push(Number(m[2]) * (m[3]?.startsWith("box") ? 4 : 1));
    if (m[1].toLowerCase() === "epic") {
      if (run.length === 5) tokens.add(`ranks:${run.join(",")}`);
      run = [];
    }
  }
  return tokens;
}

/** The amounts the data names. */
export function dataTokens(effects: readonly OutcomeEffect[]): Set<string> {
  const tokens = new Set<string>();
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  for (const e of flattenEffects(effects)) {
    if (e.type === "meter") {
      tokens.add(`${e.meter === "companionHealth" ? "health" : e.meter}${signed(e.amount)}`);
      if (e.forEach) tokens.add(`${e.forEach.meter}${signed(e.forEach.amount)}`);
    } else if (e.type === "suffer" && e.amount > 0) tokens.add(`suffer-${e.amount}`);
    else if ((e.type === "nextMove" || e.type === "makeMove") && e.add !== undefined)
      tokens.add(`add${signed(e.add)}`);
    else if (e.type === "progress") {
      if (e.plusHarm !== true) tokens.add(`progress:${e.times}`);
      else if (e.times > 0) tokens.add(`harm+${e.times}`);
    } else if (e.type === "legacy")
      tokens.add(typeof e.ticks === "number" ? `ticks:${e.ticks}` : ranksToken(e.ticks));
    else if (e.type === "xp")
      tokens.add(typeof e.amount === "number" ? `xp:${e.amount}` : ranksToken(e.amount));
    else if (e.type === "clock") tokens.add(`clock:${e.segments}`);
    else if (e.type === "clearProgress") tokens.add("clear:progress");
    else if (e.type === "companionFate" && e.xpPerMarkedAbility !== undefined) tokens.add(`xp:${e.xpPerMarkedAbility}`);
  }
  return tokens;
}

const SLOTS = { strongHit: "strong_hit", weakHit: "weak_hit", miss: "miss" } as const;
type Slot = keyof typeof SLOTS;

/** Where an outcome's tokens disagree with its Datasworn prose; empty when they agree. */
export function disagreements(id: string, effects: MoveEffects, move: Node): string[] {
  return disagreementsWith(id, effects, (slot) => proseTokens(move.outcomes?.[SLOTS[slot]]?.text ?? ""));
}

/** Where an outcome's tokens disagree with the tokens `proseOf` reads in its prose. */
function disagreementsWith(id: string, effects: MoveEffects, proseOf: (slot: Slot) => Set<string>): string[] {
  const problems: string[] = [];
  for (const ours of Object.keys(SLOTS) as Slot[]) {
    const prose = proseOf(ours);
    const data = dataTokens([...(effects[ours] ?? []), ...(effects[`${ours}Match`] ?? [])]);
    const excused = new Set((effects.notEffects ?? []).filter((n) => n.outcome === ours).map((n) => n.token));
    for (const t of data)
      if (!prose.has(t) && !excused.has(t)) problems.push(`${id} ${ours}: data ${t} is not in the text`);
    for (const t of prose)
      if (!data.has(t) && !excused.has(t)) problems.push(`${id} ${ours}: text ${t} is not in the data`);
    for (const t of excused) {
      if (!prose.has(t) && !data.has(t)) problems.push(`${id} ${ours}: excuses ${t}, which neither names`);
    }
  }
  return problems;
}

describe("moves' outcome effects", () => {
  for (const [ruleset, file] of Object.entries(PACKAGES)) {
    const moves = rolledMoves(file);
    it(`${ruleset}: every rolled move has effects for each outcome`, () => {
      const missing = moves.filter((m) => {
        const e = MOVE_EFFECTS[m._id as string];
        return e === undefined || !e.strongHit || !e.weakHit || !e.miss;
      });
      expect(missing.map((m) => m._id)).toEqual([]);
    });

    it(`${ruleset}: every entry agrees with its outcome texts`, () => {
      const problems = moves.flatMap((m) => {
        const e = MOVE_EFFECTS[m._id as string];
        return e ? disagreements(m._id as string, e, m) : [];
      });
      expect(problems).toEqual([]);
    });
  }

  it("a move's least progress score is the one its trigger names (\"track is +6 or greater\"), and only there", () => {
    const named = Object.values(PACKAGES)
      .flatMap((f) => rolledMoves(f))
      .flatMap((m) => {
        const gate = /track is \+(\d+) or greater/i.exec(String(m.text ?? ""));
        return gate ? [[m._id as string, Number(gate[1])] as const] : [];
      });
    const data = Object.entries(MOVE_EFFECTS).flatMap(([id, e]) => (e.minProgress === undefined ? [] : [[id, e.minProgress] as const]));
    expect(named).toEqual([["move:delve/failure/learn_from_your_failures", 6]]);
    expect(data).toEqual(named);
  });

  it("every entry is a valid effects table of a move we ship", () => {
    const ids = new Set(Object.values(PACKAGES).flatMap((f) => rolledMoves(f).map((m) => m._id as string)));
    for (const [id, effects] of Object.entries(MOVE_EFFECTS)) {
      expect(ids.has(id), id).toBe(true);
      assertMoveEffects(effects, id);
    }
  });

  it("fails when one amount changes (the guard works)", () => {
    const face = rolledMoves(PACKAGES.ironsworn).find((m) => m._id === "move:classic/adventure/face_danger");
    const changed: MoveEffects = {
      ...MOVE_EFFECTS["move:classic/adventure/face_danger"],
      strongHit: [{ type: "meter", meter: "momentum", amount: 2 }],
    };
    expect(disagreements("face_danger", changed, face as Node)).toEqual([
      "face_danger strongHit: data momentum+2 is not in the text",
      "face_danger strongHit: text momentum+1 is not in the data",
    ]);
  });
});

/** Our own games' move packs (packs/content/<pack>.json), by ruleset. */
const OWN_PACKS = { forgedTies: "forged-ties-moves", augur: "augur-moves", strike: "strike-moves" } as const;

/** Our own rolled moves: content id, and each outcome slot's text (every result it holds, with its match text). */
function ownRolledMoves(ruleset: keyof typeof OWN_PACKS): { id: string; slots: Record<Slot, string> }[] {
  const pack = OWN_PACKS[ruleset];
  const content = JSON.parse(readFileSync(`packs/content/${pack}.json`, "utf8")) as Node;
  return (content.moves as Node[])
    .filter((m) => m.roll !== null)
    .map((m) => {
      const roll = ROLLS[ruleset][m.roll as string];
      const text = (slot: Slot) =>
        roll.slots[slot]
          .flatMap((r) => [m.outcomes[r].text as string[] | string, (m.outcomes[r].match ?? []) as string[] | string])
          .flat()
          .join("\n");
      return { id: `vowforge/${pack}/${m.key as string}`, slots: { strongHit: text("strongHit"), weakHit: text("weakHit"), miss: text("miss") } };
    });
}

/**
 * The amounts and marks our own texts name: Datasworn's tokens, "+N to it / your ...", Forged Ties'
 * marks (harm, breaking, heart) and removing harm, learning a Strike! skill, spending an action point.
 */
export function ownProseTokens(text: string): Set<string> {
  const plain = text.replace(/\u2212/g, "-");
  const tokens = proseTokens(plain);
  for (const m of plain.matchAll(/([+-]\d+) to (?:it|your)\b/gi)) tokens.add(`add${m[1]}`);
  for (const m of plain.matchAll(/\bmark (harm|breaking|heart)(?: (?:or|and) (harm|breaking|heart))?/gi)) {
    tokens.add(`mark:${m[1].toLowerCase()}`);
    if (m[2]) tokens.add(`mark:${m[2].toLowerCase()}`);
  }
  if (/\bremove one harm\b/i.test(plain)) tokens.add("remove:harm");
  if (/\blearn the skill\b/i.test(plain)) tokens.add("learn:skill");
  if (/\bspend an action point\b/i.test(plain)) tokens.add("spend:actionPoint");
  return tokens;
}

describe("our own games' moves' outcome effects", () => {
  for (const ruleset of Object.keys(OWN_PACKS) as (keyof typeof OWN_PACKS)[]) {
    const moves = ownRolledMoves(ruleset);
    it(`${ruleset}: every rolled move has effects for each outcome`, () => {
      expect(moves.length).toBeGreaterThan(0);
      const missing = moves.filter((m) => {
        const e = OWN_MOVE_EFFECTS[m.id];
        return e === undefined || !e.strongHit || !e.weakHit || !e.miss;
      });
      expect(missing.map((m) => m.id)).toEqual([]);
    });

    it(`${ruleset}: every entry agrees with its outcome texts`, () => {
      const problems = moves.flatMap((m) =>
        disagreementsWith(m.id, OWN_MOVE_EFFECTS[m.id] ?? {}, (slot) => ownProseTokens(m.slots[slot])),
      );
      expect(problems).toEqual([]);
    });
  }

  it("every entry is a valid effects table of a rolled move of ours", () => {
    const ids = new Set((Object.keys(OWN_PACKS) as (keyof typeof OWN_PACKS)[]).flatMap((r) => ownRolledMoves(r).map((m) => m.id)));
    for (const [id, effects] of Object.entries(OWN_MOVE_EFFECTS)) {
      expect(ids.has(id), id).toBe(true);
      assertMoveEffects(effects, id);
    }
  });

  it("fails when a mark the text names is neither data nor noted (the guard works)", () => {
    const forge = ownRolledMoves("forgedTies").find((m) => m.id === "vowforge/forged-ties-moves/forge");
    const { notEffects: _notes, ...bare } = OWN_MOVE_EFFECTS["vowforge/forged-ties-moves/forge"];
    expect(disagreementsWith("forge", bare, (slot) => ownProseTokens(forge?.slots[slot] ?? ""))).toEqual([
      "forge strongHit: text mark:heart is not in the data",
      "forge strongHit: text remove:harm is not in the data",
      "forge weakHit: text mark:breaking is not in the data",
      "forge weakHit: text remove:harm is not in the data",
      "forge miss: text mark:breaking is not in the data",
    ]);
  });
});
