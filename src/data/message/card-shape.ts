/**
 * The one reader of stored roll-card data: checks every field against the card's stored shape (the same
 * shape the RollCardModel schema declares, held in step with it by a test) before the rules read it, so
 * data that is malformed however it came to be (an old client, a module, a hand edit) is refused with a
 * RulesError naming the field (VOWFORGE.Error.MalformedCard), never read half-way into a TypeError.
 * Pure: no Foundry globals.
 */
import { CARD_ACTIONS, CARD_KINDS, CARD_NOTE_IDS, REROLL_DICE, type CardState } from "./card-state";
import { RULESETS } from "../../config";
import { RulesError } from "../../rules/errors";
import { CURSED_DIE_FACES } from "../../rules/cursed-die";
import { ADDS_MAX, ADDS_MIN, PROGRESS_SCORE_MAX, STAT_MAX, STAT_MIN } from "../../rules/challenge";
import { ORACLE_ODDS_IDS } from "../../rules/oracle";
import { EFFECTS, MAX_POOL_DICE, POSITIONS, PUSH_CHOICES } from "../../rules/pool";
import { STRIKE_MAX_HELPERS, STRIKE_MAX_MAJOR_CONDITIONS } from "../../rules/strike";
import { MAX_ACTION_DICE, MAX_THREAT_DICE, THREAT_KEEPS } from "../../rules/threat";
import { MAX_BROKE, MAX_WEALTH_TIER, SHORTS_PER_BROKE } from "../../rules/wealth";
import { cardFromSystem, migrateRollCardSource, type RollCardSystemData } from "./card-system";

/** The shape of one stored value. */
export type Shape =
  | { type: "int"; min: number; max: number; nullable?: boolean }
  | { type: "bool"; nullable?: boolean }
  | { type: "text"; nullable?: boolean; blank?: boolean; choices?: readonly string[] }
  | { type: "list"; of: Shape; min?: number; max?: number }
  | { type: "object"; fields: Record<string, Shape>; nullable?: boolean };

const int = (min: number, max: number, nullable = false): Shape => ({ type: "int", min, max, nullable });
const bool: Shape = { type: "bool" };
const text: Shape = { type: "text", blank: true };
const uuid: Shape = { type: "text", nullable: true, blank: false };
const id: Shape = { type: "text", blank: false };
const choice = (choices: readonly string[], nullable = false): Shape => ({ type: "text", choices, nullable });
const dice = (faces: number, min: number, max: number): Shape => ({
  type: "list",
  of: int(1, faces),
  min,
  max,
});
const object = (fields: Record<string, Shape>, nullable = false): Shape => ({
  type: "object",
  fields,
  nullable,
});

/** Largest count a card note holds (a number of boxes, harm or momentum); as in roll-card.ts. */
export const NOTE_COUNT_MAX = 1000;

const outcomeTexts = object({ text, match: text });

const opposedSide = object({
  actorUuid: uuid,
  name: text,
  skilled: bool,
  advantage: bool,
  disadvantage: bool,
  majorConditions: int(0, STRIKE_MAX_MAJOR_CONDITIONS),
  dice: dice(6, 1, 2),
  helperDice: dice(6, 0, STRIKE_MAX_HELPERS),
});

/** Each kind's own data, as stored under its name. */
export const KIND_SHAPES: Record<(typeof CARD_KINDS)[number], Shape> = {
  action: object({
    stat: object({ id: text, label: text, value: int(STAT_MIN, STAT_MAX) }),
    adds: int(ADDS_MIN, ADDS_MAX),
    momentum: int(-6, 10),
    cancelOnNegativeMomentum: bool,
    actionDie: int(1, 6),
    challengeDice: dice(10, 2, 2),
    burnedMomentum: int(1, 10, true),
    reroll: object(
      { dice: { type: "list", of: choice(REROLL_DICE), min: 1, max: REROLL_DICE.length }, source: id },
      true,
    ),
    moveOutcomes: object({ strongHit: outcomeTexts, weakHit: outcomeTexts, miss: outcomeTexts }, true),
    cursedDie: object({ value: int(1, CURSED_DIE_FACES), source: text }, true),
  }),
  progress: object({
    trackUuid: uuid,
    trackName: text,
    score: int(0, PROGRESS_SCORE_MAX),
    challengeDice: dice(10, 2, 2),
    // Null: the roll does not ask about a bad spot (Take Decisive Action asks; see roll-card.ts).
    badSpot: { type: "bool", nullable: true },
  }),
  pool: object({
    pool: dice(10, 1, MAX_POOL_DICE),
    challengeDice: dice(10, 2, 2),
    position: choice(POSITIONS),
    effect: choice(EFFECTS),
    pushed: choice(PUSH_CHOICES, true),
  }),
  threat: object({
    noRoll: choice(["automatic", "impossible"], true),
    actionDice: dice(6, 0, MAX_ACTION_DICE),
    keep: choice(THREAT_KEEPS),
    threatDice: dice(8, 0, MAX_THREAT_DICE),
    momentumGained: int(0, 6),
    momentum: int(0, 6),
    burnedMomentum: int(4, 6, true),
  }),
  strike: object({
    skilled: bool,
    advantage: bool,
    disadvantage: bool,
    majorConditions: int(0, STRIKE_MAX_MAJOR_CONDITIONS),
    dice: dice(6, 1, 2),
    helperDice: dice(6, 0, STRIKE_MAX_HELPERS),
    skillId: { type: "text", nullable: true, blank: false },
    linked: bool,
  }),
  oracle: object({ odds: choice(ORACLE_ODDS_IDS), question: text, roll: int(1, 100) }),
  forge: object({
    requirementId: id,
    requirement: text,
    pool: dice(10, 1, MAX_POOL_DICE),
    challengeDice: dice(10, 2, 2),
    helpers: { type: "list", of: object({ uuid: id, name: text, bondMarked: bool }) },
  }),
  opposed: object({
    a: opposedSide,
    b: opposedSide,
    skillId: { type: "text", nullable: true, blank: false },
  }),
  purchase: object({
    item: text,
    itemTier: int(0, MAX_WEALTH_TIER),
    wealth: object({
      tier: int(0, MAX_WEALTH_TIER),
      short: int(0, SHORTS_PER_BROKE - 1),
      broke: int(0, MAX_BROKE),
    }),
    die: int(1, 6),
  }),
};

/** The fields every card has. */
export const COMMON_SHAPE: Record<string, Shape> = {
  kind: choice(CARD_KINDS),
  ruleset: choice(RULESETS),
  actorUuid: uuid,
  moveUuid: uuid,
  title: text,
  applied: { type: "list", of: choice(CARD_ACTIONS) },
  notes: {
    type: "list",
    of: object({ id: choice(CARD_NOTE_IDS), count: int(0, NOTE_COUNT_MAX), name: text }),
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The path of the first value of `value` that does not fit `shape`, or null when all fit. */
export function misfit(value: unknown, shape: Shape, path: string): string | null {
  if (value === null || value === undefined) {
    const nullable = "nullable" in shape && shape.nullable === true;
    return nullable ? null : path;
  }
  switch (shape.type) {
    case "int":
      return Number.isInteger(value) && (value as number) >= shape.min && (value as number) <= shape.max
        ? null
        : path;
    case "bool":
      return typeof value === "boolean" ? null : path;
    case "text":
      if (typeof value !== "string") return path;
      if (shape.blank !== true && value === "") return path;
      return shape.choices && !shape.choices.includes(value) ? path : null;
    case "list": {
      if (!Array.isArray(value)) return path;
      if (value.length < (shape.min ?? 0) || value.length > (shape.max ?? Infinity)) return path;
      for (const [index, entry] of value.entries()) {
        const bad = misfit(entry, shape.of, `${path}.${index}`);
        if (bad) return bad;
      }
      return null;
    }
    case "object": {
      if (!isRecord(value)) return path;
      for (const [key, inner] of Object.entries(shape.fields)) {
        const bad = misfit(value[key], inner, path ? `${path}.${key}` : key);
        if (bad) return bad;
      }
      return null;
    }
  }
}

/** `value` (which fits `shape`) with only the keys the shape knows, as Foundry's cleaning keeps them. */
function known(value: unknown, shape: Shape): unknown {
  if (value === null || value === undefined) return null;
  if (shape.type === "list") return (value as unknown[]).map((entry) => known(entry, shape.of));
  if (shape.type !== "object") return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shape.fields).map(([key, inner]) => [key, known(record[key], inner)]),
  );
}

/**
 * The card state of stored card data, or a RulesError saying which field cannot be read. Older shapes
 * are brought up to date first (as the data model's migrateData does); a card without the data of its
 * kind is refused as MissingCardData.
 */
export function readStoredCard(data: unknown): CardState {
  if (!isRecord(data)) throw new RulesError("MalformedCard", "the card holds no data", { field: "system" });
  let copy: Record<string, unknown>;
  try {
    copy = structuredClone(data);
  } catch {
    throw new RulesError("MalformedCard", "the card holds values that are not data", { field: "system" });
  }
  const source = migrateRollCardSource(copy);
  const kind = source.kind;
  if (typeof kind !== "string" || !(CARD_KINDS as readonly string[]).includes(kind)) {
    throw new RulesError("UnknownCardKind", `unknown card kind ${String(kind)}`, { value: String(kind) });
  }
  const common = misfit(source, object(COMMON_SHAPE), "");
  if (common) throw new RulesError("MalformedCard", `card field ${common} cannot be read`, { field: common });
  const own = source[kind];
  if (own === null || own === undefined) {
    throw new RulesError("MissingCardData", `the card has no ${kind} data`, { kind });
  }
  const bad = misfit(own, KIND_SHAPES[kind as keyof typeof KIND_SHAPES], kind);
  if (bad) throw new RulesError("MalformedCard", `card field ${bad} cannot be read`, { field: bad });
  const cleaned = {
    ...(known(source, object(COMMON_SHAPE)) as object),
    [kind]: known(own, KIND_SHAPES[kind as keyof typeof KIND_SHAPES]),
  };
  // Every field was checked against the stored shape above, which is RollCardSystemData's.
  return cardFromSystem(cleaned as unknown as RollCardSystemData);
}
