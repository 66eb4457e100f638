/**
 * Unlinked tokens for the migrations' delta test, from a fixed seed: for every actor type, a stored base
 * actor of some past schema version (the migration fixtures, and sources built here in the shapes older
 * versions stored), and a delta holding a random subset of that type's fields (none included), taken from
 * another actor of the same version with its values changed, as a token edited on its own would hold them.
 * Base and delta are always of one version: the runner migrates both in the same run.
 */
import { readFileSync } from "node:fs";
import { mulberry32 } from "../../playground/prng";
import { type DocumentSource } from "../../src/migrations/types";

type Random = () => number;
type Era = { version: number; sources: DocumentSource[] };

function fixture(name: string): DocumentSource[] {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/migrations/${name}.json`, import.meta.url), "utf8"),
  ) as DocumentSource[];
}

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A number near `n` (within 3, at least 0), sometimes far above what any track holds. */
function near(random: Random, n: number): number {
  if (random() < 0.1) return 99;
  return Math.max(0, n + Math.floor(random() * 7) - 3);
}

/** A copy of `value` with its leaves changed at random: numbers moved, flags flipped, text replaced. */
function vary(random: Random, value: unknown): unknown {
  if (Array.isArray(value)) return random() < 0.7 ? value.map((v) => vary(random, v)) : [];
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, vary(random, v)]));
  if (typeof value === "number") return near(random, value);
  if (typeof value === "boolean") return random() < 0.5 ? !value : value;
  if (typeof value === "string") return random() < 0.5 ? value : `${value} (token)`;
  return value;
}

/** Leaf paths of `system`: a key holding a list or a value is a leaf; an object's keys are walked. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!isObject(value) || Object.keys(value).length === 0) return prefix.length > 0 ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

function getAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = structuredClone(value);
}

/** The delta of a token: a random subset (possibly empty) of the donor's leaves. */
function deltaOf(
  random: Random,
  donor: DocumentSource,
): { system: Record<string, unknown>; flags: Record<string, unknown> } {
  const leaves = leafPaths(donor.system);
  const share = random() < 0.15 ? 0 : random() < 0.5 ? random() * 0.3 : random();
  const system: Record<string, unknown> = {};
  for (const path of leaves) if (random() < share) setAt(system, path, getAt(donor.system, path));
  const flags = random() < 0.3 ? { vowforge: { note: "token's own" } } : {};
  return { system, flags };
}

/** Sources of one actor type as versions before the current one stored them. */
function forgedTiesV2(random: Random): DocumentSource {
  const marked = Math.floor(random() * 11);
  const ruinSpaces = random() < 0.8 ? [5, 8] : [3, "7", null];
  const ruinAdvances = Array.from({ length: Math.floor(random() * 3) }, (_, i) => `Ruin ${i + 1}`);
  return {
    _id: "ftStored00000001",
    name: "Brannoc",
    type: "forgedTiesCharacter",
    system: {
      stats: { strength: 1, agility: 2, wits: 3, presence: 1 },
      breaking: { marked, length: 10, ruinSpaces },
      heart: { marked: 1, length: 3 },
      harm: [null, { name: "Cut", broken: false }, null],
      ruinAdvances,
      advances: { marked: 0, length: 5 },
      notes: "<p>Keeps the ferry.</p>",
    },
  };
}

function conflictV8(random: Random): DocumentSource {
  const flaws = pick(random, [0, 1, 3, 99, -2, 2.6, "2", "x", null, undefined]);
  const player = {
    id: "Actor.p1",
    traits: [{ id: "t", name: "Stubborn" }],
    strikes: 1,
    ...(flaws === undefined ? {} : { flaws }),
  };
  const learning = pick(random, [
    undefined,
    null,
    "lots",
    [{ playerId: "Actor.p1", skills: ["Lore"], dice: [6, 2], learnt: [] }],
    [{ playerId: "Actor.p1", skills: "Lore" }],
  ]);
  return {
    _id: "conflictStored01",
    name: "Brawl",
    type: "conflict",
    system: {
      opponentsName: "Smugglers",
      players: [player],
      opponents: [{ id: "o", name: "Smugglers", traits: [], strikes: 0 }],
      events: [],
      notes: "",
      ...(learning === undefined ? {} : { learning }),
    },
  };
}

function shipV6(random: Random): DocumentSource {
  const supply = pick(random, [3, 5, 0, 9, "2", undefined]);
  return {
    _id: "shipStored0000X1",
    name: "Gull",
    type: "starship",
    system: {
      integrity: Math.floor(random() * 6),
      bars: {
        integrity: { value: Math.floor(random() * 6) },
        ...(random() < 0.5 ? { shipSupply: { value: 4 } } : {}),
      },
      battered: false,
      cursed: true,
      notes: "",
      ...(supply === undefined ? {} : { supply }),
      ...(random() < 0.3 ? { unequipped: pick(random, [true, "yes", 1]) } : {}),
    },
  };
}

function clocksV6(type: string, random: Random): DocumentSource {
  const clocks = pick(random, [
    undefined,
    null,
    [{ id: "c1", name: "Doom", segments: 6, filled: 2, visibility: "all" }],
    [{ id: "c2", name: "Odd", segments: 7, filled: 9, visibility: "all" }],
    { doom: 3 },
  ]);
  return {
    _id: `${type}Stored01`,
    name: "Sela",
    type,
    system: { notes: "<p>x</p>", ...(clocks === undefined ? {} : { clocks }) },
  };
}

/** Every actor type with the versions its stored data may come from. */
export function eras(random: Random): Record<string, Era[]> {
  const of = (type: string, docs: DocumentSource[]) => docs.filter((d) => d.type === type);
  const many = (make: () => DocumentSource) => Array.from({ length: 6 }, make);
  return {
    character: [
      { version: 0, sources: of("character", fixture("characters-v0")) },
      { version: 6, sources: of("character", fixture("characters-v6")) },
    ],
    shared: [{ version: 3, sources: of("shared", fixture("parties-starships-v3")) }],
    starship: [
      { version: 3, sources: of("starship", fixture("parties-starships-v3")) },
      { version: 6, sources: [...of("starship", fixture("starships-v6")), ...many(() => shipV6(random))] },
    ],
    foe: [{ version: 3, sources: of("foe", fixture("datasworn-ids-v3")) }],
    forgedTiesCharacter: [
      { version: 2, sources: many(() => forgedTiesV2(random)) },
      {
        version: 6,
        sources: [
          ...of("forgedTiesCharacter", fixture("characters-v6")),
          ...many(() => clocksV6("forgedTiesCharacter", random)),
        ],
      },
    ],
    augurCharacter: [
      {
        version: 6,
        sources: [
          ...of("augurCharacter", fixture("characters-v6")),
          ...many(() => clocksV6("augurCharacter", random)),
        ],
      },
    ],
    strikeCharacter: [
      {
        version: 6,
        sources: [
          ...of("strikeCharacter", fixture("characters-v6")),
          ...many(() => clocksV6("strikeCharacter", random)),
        ],
      },
    ],
    conflict: [{ version: 8, sources: many(() => conflictV8(random)) }],
  };
}

/** One unlinked token: its base actor's stored source, its delta, and the version both were stored at. */
export interface TokenCase {
  type: string;
  version: number;
  base: DocumentSource;
  delta: { system: Record<string, unknown>; flags: Record<string, unknown> };
}

/** `perType` tokens for every actor type, from `seed`. */
export function tokenCases(seed: number, perType: number): TokenCase[] {
  const random = mulberry32(seed);
  const cases: TokenCase[] = [];
  for (const [type, list] of Object.entries(eras(random))) {
    for (let i = 0; i < perType; i++) {
      const era = pick(random, list);
      const base = structuredClone(pick(random, era.sources));
      const donor = {
        ...base,
        system: vary(random, pick(random, era.sources).system ?? {}),
      } as DocumentSource;
      cases.push({
        type,
        version: era.version,
        base: { ...base, _id: "baseActor0000001" },
        delta: deltaOf(random, donor),
      });
    }
  }
  return cases;
}
