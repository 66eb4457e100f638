/**
 * The action kind: an Ironsworn / Starforged action roll (an action die and a stat against two
 * challenge dice), with momentum to burn, a reroll an asset grants, the move's outcome texts and
 * Sundered Isles' cursed die.
 */
import {
  ADDS_MAX,
  ADDS_MIN,
  momentumBurnOf,
  resolveActionRoll,
  STAT_MAX,
  STAT_MIN,
  type ActionRollResult,
} from "../rules/challenge";
import { RulesError } from "../rules/errors";
import { assertOneOf } from "../rules/validate";
import { CURSED_DIE_FACES } from "../rules/cursed-die";
import { EFFECT_FIELDS } from "./effect-fields";
import { type CardWith, defineKind, type RequestWith } from "./kind";
import {
  added,
  bool,
  choice,
  html,
  id,
  int,
  list,
  nullableInt,
  object,
  omittable,
  optional,
  pair,
  pick,
  text,
  type ValueOf,
  type ValueOfShape,
} from "./shape";

/** Which dice of an action roll may be rerolled: the action die, the challenge dice, or both. */
export const REROLL_DICE = ["action", "challenge"] as const;
export type RerollDie = (typeof REROLL_DICE)[number];

/** The outcome ids of a roll against the challenge dice. */
export const MOVE_OUTCOME_IDS = ["strongHit", "weakHit", "miss"] as const;
export type MoveOutcomeId = (typeof MOVE_OUTCOME_IDS)[number];

/** Longest source name kept on a card. */
export const REROLL_SOURCE_MAX = 200;

/** Longest outcome text (HTML) a card keeps; the longest move outcome in our packs is far shorter. */
export const MOVE_OUTCOME_TEXT_MAX = 20_000;

/** Longest cursed-die source name kept on a card. */
export const CURSED_SOURCE_MAX = 200;

/** One outcome's texts of a move ("" where the move has none). */
const outcomeTexts = object({ text: html(), match: html() });

/** A reroll an asset or ability grants on an action roll (one die, once per card). */
const REROLL = optional({
  /** The dice it may reroll (one of them is picked on the card). */
  dice: list(choice(REROLL_DICE, "challenge"), { min: 1, max: REROLL_DICE.length, initial: ["challenge"] }),
  /** What grants it: the asset or ability name as the user sees it (plain text, escaped when shown). */
  source: id("?"),
});

/**
 * A move's outcome texts, copied onto the card when it is rolled so a reloaded card shows them (and
 * reads "take +N momentum" from them) without fetching the move. HTML from our compendium packs;
 * `match` is the "with a match" variant, "" when the move has none.
 */
const MOVE_OUTCOMES = optional({ strongHit: outcomeTexts, weakHit: outcomeTexts, miss: outcomeTexts });

export const ACTION_SHAPE = {
  /** The stat or meter rolled: its id (edge, health, ...), its label and its value at roll time. */
  stat: object({ id: text(), label: text(), value: int(STAT_MIN, STAT_MAX, 0) }),
  adds: int(ADDS_MIN, ADDS_MAX, 0),
  /** Momentum at roll time (-6..10). */
  momentum: int(-6, 10, 2),
  /** Whether negative momentum equal to the action die cancels it (Ironsworn: always; Starforged: setting). */
  cancelOnNegativeMomentum: bool(true),
  actionDie: int(1, 6, 1),
  challengeDice: pair(10),
  /** The momentum burned on this card (the actor's momentum when the burn was applied), or null before any burn. */
  burnedMomentum: added(nullableInt(1, 10), null),
  /** The reroll an asset or ability allows on this roll, or null. */
  reroll: added(REROLL, null),
  /** The rolled move's outcome texts, or null (no move). */
  moveOutcomes: added(MOVE_OUTCOMES, null),
  /**
   * Sundered Isles' cursed die rolled with it (src/rules/cursed-die.ts): its face and what added it
   * (an asset's name as the user sees it, plain text; "" when the roll was simply made with it), or
   * null (none was).
   */
  cursedDie: added(optional({ value: int(1, CURSED_DIE_FACES, 1), source: text() }), null),
  ...EFFECT_FIELDS,
} as const;

export const ACTION_REQUEST = {
  ...pick(ACTION_SHAPE, ["stat", "adds", "momentum", "cancelOnNegativeMomentum"]),
  /** Roll the cursed die too, naming what adds it ("" for none); absent or null: no cursed die. */
  cursedDie: omittable(optional({ source: text() })),
  /** A reroll the roll is allowed (default null). */
  reroll: omittable(REROLL),
  /** The move's outcome texts; when absent, the roll copies them from the move at `moveUuid`. */
  moveOutcomes: omittable(MOVE_OUTCOMES),
} as const;

/** The dice of an action roll, as cast (the cursed die only when the request asked for it). */
export type ActionDice = Pick<ActionCardState, "actionDie" | "challengeDice"> & { cursedDie?: number | null };

export type ActionRequest = RequestWith<"action", typeof ACTION_REQUEST>;
export type ActionCardState = CardWith<"action", typeof ACTION_SHAPE>;
export type RerollAllowance = NonNullable<ValueOf<typeof REROLL>>;
export type MoveOutcomes = NonNullable<ValueOf<typeof MOVE_OUTCOMES>>;
export type CursedDieRoll = ValueOfShape<typeof ACTION_SHAPE.cursedDie.fields>;

/** Throws a RulesError unless `value` is null or a well-formed allowance. */
export function assertRerollAllowance(value: unknown): asserts value is RerollAllowance | null {
  if (value === null) return;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new RulesError("BadReroll", "a reroll allowance must be { dice, source } or null", {});
  }
  const { dice, source } = value as Partial<RerollAllowance>;
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > REROLL_DICE.length) {
    throw new RulesError("BadReroll", "a reroll allowance names one or both of the action and challenge dice", {});
  }
  dice.forEach((d, i) => assertOneOf(d, REROLL_DICE, `reroll.dice[${i}]`));
  if (new Set(dice).size !== dice.length) {
    throw new RulesError("BadReroll", "a reroll allowance names a die twice", {});
  }
  if (typeof source !== "string" || source.trim() === "" || source.length > REROLL_SOURCE_MAX) {
    throw new RulesError("BadRerollSource", `the reroll's source must be a name of 1 to ${REROLL_SOURCE_MAX} characters`, { max: REROLL_SOURCE_MAX });
  }
}

/** Throws a RulesError unless `value` is null or outcome texts of the expected shape. */
export function assertMoveOutcomes(value: unknown): asserts value is MoveOutcomes | null {
  if (value === null) return;
  const bad = (what: string) =>
    new RulesError("BadMoveOutcomes", `the move's outcome texts are malformed (${what})`, { what });
  if (typeof value !== "object" || Array.isArray(value)) throw bad("not an object");
  const record = value as Record<string, unknown>;
  for (const id of MOVE_OUTCOME_IDS) {
    const entry = record[id] as { text?: unknown; match?: unknown } | undefined;
    if (typeof entry !== "object" || entry === null) throw bad(id);
    for (const key of ["text", "match"] as const) {
      const text = entry[key];
      if (typeof text !== "string" || text.length > MOVE_OUTCOME_TEXT_MAX) throw bad(`${id}.${key}`);
    }
  }
}

/**
 * Action data stored a burn as `burned: boolean`; it now keeps the momentum burned. An old burn reads
 * as the momentum the card stored at roll time, no burn as null.
 */
function migrateBurned(action: Record<string, unknown>): void {
  if (!("burned" in action)) return;
  if (action.burnedMomentum === undefined) {
    action.burnedMomentum = action.burned === true && typeof action.momentum === "number" ? action.momentum : null;
  }
  delete action.burned;
}

/**
 * An action card's result. The roll itself (and the cancel rule) reads the momentum stored at roll
 * time; a burn reads the actor's momentum instead. Once burned, the card's `burnedMomentum` gives the
 * outcome (it must improve the roll). Before that, a burn is offered from `currentMomentum`, the
 * actor's momentum now; without it no burn is offered.
 */
export function resolveActionCard(state: ActionCardState, currentMomentum?: number): ActionRollResult {
  const rolled = resolveActionRoll({
    actionDie: state.actionDie,
    stat: state.stat.value,
    adds: state.adds,
    momentum: state.momentum,
    challengeDice: state.challengeDice,
    cancelOnNegativeMomentum: state.cancelOnNegativeMomentum,
  });
  if (state.burnedMomentum !== null) {
    const burn = burnOf(rolled, state.burnedMomentum);
    if (burn === null) {
      throw new RulesError(
        "NoMomentumBurn",
        `burning momentum (${state.burnedMomentum}) would not improve this roll, so it cannot be burned`,
        { momentum: state.burnedMomentum },
      );
    }
    return { ...rolled, outcome: burn.outcome, beaten: burn.beaten, burn, burned: true };
  }
  const burn = currentMomentum === undefined ? null : burnOf(rolled, currentMomentum);
  return { ...rolled, burn };
}

/** What burning `momentum` gives on a roll, or null when it is not above 0 or would not improve it. */
function burnOf(rolled: ActionRollResult, momentum: number): ActionRollResult["burn"] {
  return momentumBurnOf(rolled.score, rolled.challengeDice, rolled.outcome, momentum);
}

/** Throws a RulesError unless a request's cursed die is absent, null or `{ source }` with a short name. */
function assertCursedDieRequest(value: unknown): void {
  if (value === undefined || value === null) return;
  const source = (value as { source?: unknown }).source;
  if (typeof value !== "object" || typeof source !== "string" || source.length > CURSED_SOURCE_MAX) {
    throw new RulesError("BadCursedDie", `the cursed die's source must be a name of at most ${CURSED_SOURCE_MAX} characters`, {
      max: CURSED_SOURCE_MAX,
    });
  }
}

/**
 * An action card: a request without a reroll allowance or outcome texts has null for them; the
 * cursed die is kept when the request asked for it and it was rolled.
 */
function actionFromDice(request: ActionRequest, dice: ActionDice): ActionCardState {
  const { cursedDie: asked, ...rest } = request;
  const cursed = asked && typeof dice.cursedDie === "number" ? { value: dice.cursedDie, source: asked.source } : null;
  return {
    ...rest,
    actionDie: dice.actionDie,
    challengeDice: dice.challengeDice,
    burnedMomentum: null,
    reroll: request.reroll ?? null,
    moveOutcomes: request.moveOutcomes ?? null,
    cursedDie: cursed,
    applied: [],
  };
}

export const action = defineKind({
  id: "action",
  shape: ACTION_SHAPE,
  request: ACTION_REQUEST,
  migrate: migrateBurned,
  resolve: resolveActionCard,
  fromDice: actionFromDice,
  check: (request: ActionRequest): ActionDice => {
    assertRerollAllowance(request.reroll ?? null);
    assertMoveOutcomes(request.moveOutcomes ?? null);
    assertCursedDieRequest(request.cursedDie);
    return { actionDie: 1, challengeDice: [1, 1], cursedDie: request.cursedDie ? 1 : null };
  },
});
