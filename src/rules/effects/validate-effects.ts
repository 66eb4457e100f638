/** Checks outcome effects data (ours, or a move document's `system.effects`): a RulesError names the first bad value. */
import { RulesError } from "../errors";
import { assertBool, assertId, assertInt, assertOneOf } from "../validate";
import { PROGRESS_RANKS } from "../progress";
import {
  EFFECT_LEGACIES,
  EFFECT_METERS,
  EFFECT_OUTCOMES,
  COMPANION_DEATH_DICE,
  SUFFER_KINDS,
  type OutcomeEffect,
  type EffectTest,
  type MoveEffects,
  MAX_MOVE_ADD,
} from "./vocabulary";

const MOVE_ID = /^[a-z0-9_]+:[a-z0-9_/.*-]+$/;

/** Throws unless `value` is a Datasworn move id ("move:classic/adventure/face_danger"). */
export function assertMoveId(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.length > 200 || !MOVE_ID.test(value)) {
    throw new RulesError("BadMoveId", `${what} must be a Datasworn move id, got ${String(value)}`, {
      what,
      value,
    });
  }
}

/** Largest amount any effect names (the largest in the books is 12 ticks, an epic legacy reward). */
export const MAX_EFFECT_AMOUNT = 12;
/** Deepest nesting of `choose` / `when`. */
const MAX_DEPTH = 4;

function obj(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesError("BadEffect", `${what} must be an object`, { what, value });
  }
  return value as Record<string, unknown>;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new RulesError("NotArray", `${what} must be a list`, { what, value });
  return value;
}

function optBool(value: unknown, what: string): void {
  if (value !== undefined) assertBool(value, what);
}

function amountOrRanks(value: unknown, what: string): void {
  if (typeof value === "number") {
    assertInt(value, 0, MAX_EFFECT_AMOUNT, what);
    return;
  }
  const table = obj(value, what);
  for (const rank of PROGRESS_RANKS) assertInt(table[rank], 0, MAX_EFFECT_AMOUNT, `${what}.${rank}`);
}

function assertTest(value: unknown, what: string): asserts value is EffectTest {
  const test = obj(value, what);
  const keys = Object.keys(test);
  if (keys.length !== 1) throw new RulesError("BadEffect", `${what} must name one test`, { what, keys });
  const [key] = keys;
  if (key === "atZero" || key === "aboveZero") assertOneOf(test[key], EFFECT_METERS, `${what}.${key}`);
  else if (key === "marked" || key === "notMarked" || key === "during") assertId(test[key], `${what}.${key}`);
  else throw new RulesError("BadEffect", `${what}: unknown test "${key}"`, { what, key });
}

function assertList(value: unknown, what: string, depth: number): void {
  list(value, what).forEach((e, i) => assertEffectAt(e, `${what}[${i}]`, depth));
}

function assertEffectAt(value: unknown, what: string, depth: number): asserts value is OutcomeEffect {
  if (depth > MAX_DEPTH) throw new RulesError("BadEffect", `${what}: nested too deep`, { what });
  const e = obj(value, what);
  const amount = (key: string, min: number, max = MAX_EFFECT_AMOUNT) =>
    assertInt(e[key], min, max, `${what}.${key}`);
  switch (e.type) {
    case "meter":
      assertOneOf(e.meter, EFFECT_METERS, `${what}.meter`);
      amount("amount", -MAX_EFFECT_AMOUNT);
      if (e.amount === 0) throw new RulesError("BadEffect", `${what}.amount must not be 0`, { what });
      optBool(e.upTo, `${what}.upTo`);
      if (e.forEach !== undefined) {
        const each = obj(e.forEach, `${what}.forEach`);
        assertOneOf(each.meter, EFFECT_METERS, `${what}.forEach.meter`);
        assertInt(each.amount, -MAX_EFFECT_AMOUNT, MAX_EFFECT_AMOUNT, `${what}.forEach.amount`);
      }
      return;
    case "choose": {
      const options = list(e.options, `${what}.options`);
      amount("max", 1, options.length);
      amount("min", 0, e.max as number);
      optBool(e.repeat, `${what}.repeat`);
      options.forEach((o, i) => {
        const option = obj(o, `${what}.options[${i}]`);
        assertId(option.id, `${what}.options[${i}].id`);
        assertList(option.effects, `${what}.options[${i}].effects`, depth + 1);
      });
      return;
    }
    case "progress":
      amount("times", 0, 10);
      optBool(e.plusHarm, `${what}.plusHarm`);
      return;
    case "nextMove":
    case "makeMove":
      if (e.type === "nextMove" || e.add !== undefined) amount("add", 1, 5);
      if (e.move !== undefined) assertMoveId(e.move, `${what}.move`);
      optBool(e.notProgress, `${what}.notProgress`);
      if (e.automatic !== undefined) assertOneOf(e.automatic, ["strongHit"] as const, `${what}.automatic`);
      if (e.effects !== undefined || e.during !== undefined) {
        // The named move's own effects, taken as its automatic outcome while this move is made.
        if (e.type !== "makeMove" || e.automatic === undefined || e.move === undefined) {
          throw new RulesError("BadEffect", `${what}: effects and during belong to an automatic move named by id`, { what });
        }
        assertList(e.effects, `${what}.effects`, depth + 1);
        assertId(e.during, `${what}.during`);
      }
      return;
    case "suffer":
      assertOneOf(e.move, SUFFER_KINDS, `${what}.move`);
      amount("amount", 0, 5);
      return;
    case "payThePrice":
    case "table":
      return;
    case "recommit":
      assertOneOf(e.method, ["keepOneBox", "lowestDie"] as const, `${what}.method`);
      return;
    case "reroll":
      assertOneOf(e.dice, ["any", "challengeDie"] as const, `${what}.dice`);
      return;
    case "legacy":
      assertOneOf(e.track, EFFECT_LEGACIES, `${what}.track`);
      amountOrRanks(e.ticks, `${what}.ticks`);
      optBool(e.rankLower, `${what}.rankLower`);
      return;
    case "xp":
      amountOrRanks(e.amount, `${what}.amount`);
      optBool(e.perMarkedAbility, `${what}.perMarkedAbility`);
      if (e.min !== undefined) amount("min", 0);
      return;
    case "condition":
      assertId(e.key, `${what}.key`);
      assertBool(e.mark, `${what}.mark`);
      return;
    case "control":
      assertBool(e.inControl, `${what}.inControl`);
      return;
    case "clock":
      amount("segments", 1, 12);
      return;
    case "repairPoints": {
      const points = obj(e.points, `${what}.points`);
      for (const [situation, n] of Object.entries(points)) {
        assertId(situation, `${what}.points key`);
        assertInt(n, 0, MAX_EFFECT_AMOUNT, `${what}.points.${situation}`);
      }
      amount("extraFromSupply", 0, 5);
      return;
    }
    case "clearProgress":
      return;
    case "companionFate":
      assertOneOf(e.deadOn, COMPANION_DEATH_DICE, `${what}.deadOn`);
      if (e.xpPerMarkedAbility !== undefined) amount("xpPerMarkedAbility", 1, 5);
      return;
    case "when":
      assertTest(e.test, `${what}.test`);
      assertList(e.then, `${what}.then`, depth + 1);
      if (e.otherwise !== undefined) assertList(e.otherwise, `${what}.otherwise`, depth + 1);
      return;
    default:
      throw new RulesError("BadEffect", `${what}: unknown effect type "${String(e.type)}"`, {
        what,
        type: e.type,
      });
  }
}

/** Throws unless `value` is one effect. */
export function assertEffect(value: unknown, what = "effect"): asserts value is OutcomeEffect {
  assertEffectAt(value, what, 0);
}

/** Throws unless `value` lists conditional adds, each condition once. */
function assertMoveAdds(value: unknown, what: string): void {
  const ids = new Set<string>();
  list(value, what).forEach((a, i) => {
    const add = obj(a, `${what}[${i}]`);
    assertId(add.id, `${what}[${i}].id`);
    if (ids.has(add.id)) throw new RulesError("BadEffect", `${what}: "${add.id}" twice`, { what, id: add.id });
    ids.add(add.id);
    assertInt(add.add, 1, MAX_MOVE_ADD, `${what}[${i}].add`);
    if (add.group !== undefined) assertId(add.group, `${what}[${i}].group`);
  });
}

/** Throws unless `value` is a move's effects. */
export function assertMoveEffects(value: unknown, what = "effects"): asserts value is MoveEffects {
  const effects = obj(value, what);
  for (const [key, entry] of Object.entries(effects)) {
    if (key === "notEffects") {
      list(entry, `${what}.notEffects`).forEach((n, i) => {
        const note = obj(n, `${what}.notEffects[${i}]`);
        assertOneOf(note.outcome, EFFECT_OUTCOMES, `${what}.notEffects[${i}].outcome`);
        if (typeof note.token !== "string" || typeof note.why !== "string" || note.why === "") {
          throw new RulesError("BadEffect", `${what}.notEffects[${i}] needs a token and a reason`, { what });
        }
      });
    } else if (key === "adds") {
      assertMoveAdds(entry, `${what}.adds`);
    } else if (key === "minProgress") {
      assertInt(entry, 1, 10, `${what}.minProgress`);
    } else if (key === "roll" || key === "unrolled" || (EFFECT_OUTCOMES as readonly string[]).includes(key)) {
      assertList(entry, `${what}.${key}`, 0);
    } else {
      throw new RulesError("BadEffect", `${what}: unknown outcome "${key}"`, { what, key });
    }
  }
}

/** Every effect of a list, nested ones included, depth first. */
export function flattenEffects(effects: readonly OutcomeEffect[]): OutcomeEffect[] {
  const out: OutcomeEffect[] = [];
  for (const effect of effects) {
    out.push(effect);
    if (effect.type === "choose") effect.options.forEach((o) => out.push(...flattenEffects(o.effects)));
    if (effect.type === "when") out.push(...flattenEffects([...effect.then, ...(effect.otherwise ?? [])]));
  }
  return out;
}
