/**
 * The rolled move's outcome effects on its card (action and progress cards): which effects the card
 * offers, applying one (or one option of a "choose") to the card's Ironsworn / Starforged character
 * with the pure applier (src/rules/effects), and undoing the last one. Pure: the character and its
 * track come in as documents' `system` data, the writes go out as changes below `system` with the
 * values they replace, kept on the card's trace so an undo restores them (and refuses when any of
 * them changed since). A match offers the base outcome's effects and the match clause's (SF-07).
 */
import { RulesError } from "../../rules/errors";
import { assertInt } from "../../rules/validate";
import {
  applyEffects,
  assertMoveEffects,
  effectsForOutcome,
  sufferMove,
  SUFFER_MOVES,
  type EffectCharacter,
  type EffectChange,
  type EffectContext,
  type EffectRuleset,
  type OutcomeEffect,
  type RolledOutcome,
} from "../../rules/effects";
import type { ProgressRank } from "../../rules/progress";
import type { EffectLogEntry, EffectWrite } from "../../kinds/effect-fields";
import { resolveCard } from "../../kinds/registry";
import type { EffectCard } from "../../kinds/effect-cards";
import type { CardOperation } from "../../kinds/card-action";
import { nextMoveAddOf, removeOperations, storeOperations, storesNextMoveAdd } from "./next-move-effects";
import { answeredEffect, sufferChoices, type EffectAnswer } from "./effect-picks";

type Sys = Record<string, unknown>;

function isRecord(value: unknown): value is Sys {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The effects the card offers for its outcome now (after a burn, the burned one), [] without any. */
export function outcomeEffectsOf(card: EffectCard): OutcomeEffect[] {
  if (!card.moveEffects) return [];
  assertMoveEffects(card.moveEffects, "moveEffects");
  // Action and progress results both say the outcome and whether the challenge dice matched.
  const result = resolveCard(card).result as { outcome: RolledOutcome; match: boolean };
  return effectsForOutcome(card.moveEffects, result.outcome, result.match);
}

/** The meters a character document keeps (companion health and integrity live elsewhere). */
const CHARACTER_METERS = ["health", "spirit", "supply", "momentum"] as const;

/** Whether the card writes this meter (on the character document). */
export function cardWrites(meter: string): boolean {
  return (CHARACTER_METERS as readonly string[]).includes(meter);
}

/** The rulesets' condition groups on the character (data/actor/conditions.ts MARKED_GROUP). */
const CONDITION_GROUP: Readonly<Record<EffectRuleset, "debilities" | "impacts">> = {
  ironsworn: "debilities",
  starforged: "impacts",
};

/** Whether the card can apply this effect itself (everything else is done at the table). */
export function applicable(effect: OutcomeEffect, ruleset: EffectRuleset, hasTrack: boolean): boolean {
  switch (effect.type) {
    case "meter":
      return (
        cardWrites(effect.meter) && (effect.forEach === undefined || cardWrites(effect.forEach.meter))
      );
    case "suffer": {
      if (effect.move === "any") return sufferChoices(ruleset, cardWrites).length > 0;
      const rule = SUFFER_MOVES[ruleset][effect.move];
      return rule !== undefined && cardWrites(rule.meter);
    }
    case "condition":
    case "xp":
    case "nextMove":
    case "control":
      return true;
    case "makeMove":
      return storesNextMoveAdd(effect);
    case "legacy":
      return ruleset === "starforged" || effect.track === "bonds";
    case "progress":
    case "recommit":
      return hasTrack;
    case "choose":
      return effect.options.some((o) => optionApplicable(o.effects, ruleset, hasTrack));
    default:
      return false;
  }
}

/**
 * Whether the card can apply a choice's option: each of its effects, none asking a further answer (a
 * choice within it, or an "any" suffer move, are made at the table).
 */
function optionApplicable(effects: readonly OutcomeEffect[], ruleset: EffectRuleset, hasTrack: boolean): boolean {
  return effects.every(
    (e) => e.type !== "choose" && !(e.type === "suffer" && e.move === "any") && applicable(e, ruleset, hasTrack),
  );
}

function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** The character as effects read it, from an Ironsworn / Starforged character's `system`. */
export function effectCharacterOf(system: unknown, track: unknown): EffectCharacter {
  if (!isRecord(system) || (system.ruleset !== "ironsworn" && system.ruleset !== "starforged")) {
    throw new RulesError("NoActor", "outcome effects need the card's Ironsworn or Starforged character");
  }
  const ruleset = system.ruleset;
  const meters = isRecord(system.meters) ? system.meters : {};
  const stats = isRecord(system.stats) ? system.stats : {};
  const group = system[CONDITION_GROUP[ruleset]];
  const legacies = isRecord(system.legacies) ? system.legacies : {};
  const legacy = (id: string) => {
    const t = isRecord(legacies[id]) ? legacies[id] : {};
    return { ticks: num(t.ticks), overflow: t.overflow === true };
  };
  const experience = isRecord(system.experience) ? system.experience : {};
  return {
    ruleset,
    meters: {
      health: num(meters.health),
      spirit: num(meters.spirit),
      supply: num(meters.supply),
      momentum: num(system.momentum),
    },
    stats: Object.fromEntries(
      [...Object.entries(stats), ...Object.entries(meters)].map(([k, v]) => [k, num(v)]),
    ),
    conditions: Object.fromEntries(
      Object.entries(isRecord(group) ? group : {}).map(([k, v]) => [k, v === true]),
    ),
    xp: num(experience.earned),
    legacies: { quests: legacy("quests"), bonds: legacy("bonds"), discoveries: legacy("discoveries") },
    bonds: num(isRecord(system.bonds) ? system.bonds.ticks : 0),
    track: isRecord(track)
      ? { ticks: num(track.ticks), rank: String(track.rank) as ProgressRank }
      : null,
    inControl: typeof system.inControl === "boolean" ? system.inControl : null,
    nextMove: [],
  };
}

/** The writes that turn `before` into `after` (the character's paths below `system`). */
function writesBetween(before: EffectCharacter, after: EffectCharacter): EffectWrite[] {
  const writes: EffectWrite[] = [];
  const put = (doc: EffectWrite["doc"], path: string, a: EffectWrite["before"], b: EffectWrite["after"]) => {
    if (a !== b) writes.push({ doc, path, before: a, after: b });
  };
  for (const m of CHARACTER_METERS) {
    put("actor", m === "momentum" ? "momentum" : `meters.${m}`, before.meters[m] ?? 0, after.meters[m] ?? 0);
  }
  const group = CONDITION_GROUP[before.ruleset];
  for (const [k, v] of Object.entries(after.conditions)) put("actor", `${group}.${k}`, before.conditions[k], v);
  put("actor", "experience.earned", before.xp, after.xp);
  put("actor", "bonds.ticks", before.bonds, after.bonds);
  for (const id of ["quests", "bonds", "discoveries"] as const) {
    put("actor", `legacies.${id}.ticks`, before.legacies[id].ticks, after.legacies[id].ticks);
    put("actor", `legacies.${id}.overflow`, before.legacies[id].overflow, after.legacies[id].overflow);
  }
  if (before.track && after.track) {
    put("track", "ticks", before.track.ticks, after.track.ticks);
    put("track", "rank", before.track.rank, after.track.rank);
  }
  if (after.inControl !== null) put("actor", "inControl", before.inControl ?? false, after.inControl);
  if (after.nextMove.length !== before.nextMove.length) {
    throw new RulesError("NotOffered", "this effect is kept at the table, not on the card");
  }
  return writes;
}

/** Applies effects in order, a suffer move by its rule (cost, overflow to momentum, its roll). */
function applyList(
  effects: readonly OutcomeEffect[],
  character: EffectCharacter,
  ctx: EffectContext,
): { character: EffectCharacter; changes: EffectChange[]; roll: EffectLogEntry["roll"] } {
  // A suffer move's roll names its move (the card offers rolling it) and whether it must be made.
  let c = character;
  const changes: EffectChange[] = [];
  let roll: EffectLogEntry["roll"] = null;
  for (const effect of effects) {
    if (!applicable(effect, c.ruleset, c.track !== null))
      throw new RulesError("NotOffered", `a ${effect.type} effect is done at the table`);
    if (effect.type === "suffer") {
      const done = sufferMove(c, effect.move, effect.amount, ctx.moveId);
      c = done.character;
      changes.push(...done.changes);
      if (done.roll) {
        roll = {
          key: done.roll.best.key,
          value: done.roll.best.value,
          move: effect.move,
          moveId: done.rule.moveId,
          required: done.roll.required,
        };
      }
    } else {
      const done = applyEffects([effect], c, ctx);
      c = done.character;
      changes.push(...done.changes);
    }
  }
  return { character: c, changes, roll };
}

/** Which effect (and option) a button applies, with the player's answer to an "up to" or "any". */
export interface EffectPick extends EffectAnswer {
  effect: number;
  option: number | null;
}

/** Whether this effect (or this option of it) was applied and not undone. */
export function taken(log: readonly EffectLogEntry[], pick: EffectPick): boolean {
  return log.some((e) => !e.undone && e.effect === pick.effect && e.option === pick.option);
}

/** Options of a "choose" effect applied and not undone. */
function optionsTaken(log: readonly EffectLogEntry[], effect: number): number {
  return log.filter((e) => !e.undone && e.effect === effect && e.option !== null).length;
}

/** The effects `pick` applies: the option's of a "choose", else the effect itself ([] when there is none). */
export function pickedEffects(card: EffectCard, pick: EffectPick): readonly OutcomeEffect[] {
  const effect = outcomeEffectsOf(card)[pick.effect];
  if (effect === undefined) return [];
  if (effect.type !== "choose") return [effect];
  return pick.option === null ? [] : (effect.options[pick.option]?.effects ?? []);
}

/** Whether the card still offers `pick`: applicable, not taken, and a choice not yet full. */
export function pickOpen(card: EffectCard, pick: EffectPick, ruleset: EffectRuleset, hasTrack: boolean): boolean {
  const effect = outcomeEffectsOf(card)[pick.effect];
  if (effect === undefined) return false;
  // A stored add names the rolled move, so a card without its move's Datasworn id cannot store one.
  if (!card.moveId && pickedEffects(card, pick).some(storesNextMoveAdd)) return false;
  const log = card.effectLog ?? [];
  if (effect.type === "choose") {
    if (pick.option === null) return false;
    const option = effect.options[pick.option];
    if (option === undefined || !optionApplicable(option.effects, ruleset, hasTrack)) return false;
    if (optionsTaken(log, pick.effect) >= effect.max) return false;
    return effect.repeat === true || !taken(log, pick);
  }
  return pick.option === null && applicable(effect, ruleset, hasTrack) && !taken(log, pick);
}

/** What applying or undoing gives: the card's next trace and the writes for the actor and track. */
export interface EffectOutcome {
  effectLog: EffectLogEntry[];
  actor: Record<string, EffectWrite["after"]>;
  track: Record<string, EffectWrite["after"]>;
  /** Writes made through the document operations ("+N on your next move" stored or taken back). */
  operations: CardOperation[];
}

function split(writes: readonly EffectWrite[], value: "before" | "after"): Omit<EffectOutcome, "effectLog" | "operations"> {
  const actor: Record<string, EffectWrite["after"]> = {};
  const track: Record<string, EffectWrite["after"]> = {};
  for (const w of writes) (w.doc === "actor" ? actor : track)[w.path] = w[value];
  return { actor, track };
}

/**
 * Applies the effect (or option) `pick` of the card's outcome for `user`; `recommitDie` is the lower of
 * the two challenge dice a published Starforged recommit rolled (recommit-effects.ts). Throws a
 * RulesError when refused.
 */
export function applyOutcomeEffect(
  card: EffectCard,
  pick: EffectPick,
  actorSystem: unknown,
  trackSystem: unknown,
  user: { id: string; name: string },
  recommitDie?: number,
): EffectOutcome {
  assertInt(pick.effect, 0, 100, "effect");
  if (pick.option !== null) assertInt(pick.option, 0, 100, "option");
  const character = effectCharacterOf(actorSystem, trackSystem);
  if (!pickOpen(card, pick, character.ruleset, character.track !== null)) {
    throw new RulesError("NotOffered", "the card does not offer that effect now");
  }
  const effect = outcomeEffectsOf(card)[pick.effect];
  const answer: EffectAnswer = {
    ...(pick.amount !== undefined ? { amount: pick.amount } : {}),
    ...(pick.suffer !== undefined ? { suffer: pick.suffer } : {}),
  };
  if (effect.type === "choose" && (answer.amount !== undefined || answer.suffer !== undefined)) {
    throw new RulesError("NotOffered", "an option of a choice takes no answer");
  }
  const list =
    effect.type === "choose" && pick.option !== null
      ? effect.options[pick.option].effects
      : [answeredEffect(effect, answer, character.ruleset, cardWrites)];
  const adds = list.filter(storesNextMoveAdd).map((e) => nextMoveAddOf(e, card.moveId ?? ""));
  const ctx: EffectContext = recommitDie === undefined ? { moveId: "" } : { moveId: "", lowestChallengeDie: recommitDie };
  const done = applyList(list.filter((e) => !storesNextMoveAdd(e)), character, ctx);
  const writes = writesBetween(character, done.character);
  const entry: EffectLogEntry = {
    effect: pick.effect,
    option: pick.option,
    userId: user.id,
    userName: user.name,
    changes: done.changes,
    writes,
    roll: done.roll,
    ...(adds.length > 0 ? { nextMove: adds } : {}),
    ...(recommitDie === undefined ? {} : { recommitDie }),
    ...answer,
    undone: false,
  };
  return { effectLog: [...(card.effectLog ?? []), entry], ...split(writes, "after"), operations: storeOperations(adds) };
}

/** The value at a dotted path below `system`. */
function valueAt(system: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (isRecord(v) ? v[key] : undefined), system);
}

/**
 * Undoes the last effect applied and not undone: restores each value it wrote, or refuses
 * ("EffectChangedSince") when any of them is no longer what it wrote.
 */
export function undoOutcomeEffect(card: EffectCard, actorSystem: unknown, trackSystem: unknown): EffectOutcome {
  const log = card.effectLog ?? [];
  let index = log.length - 1;
  while (index >= 0 && log[index].undone) index -= 1;
  if (index < 0) throw new RulesError("NotOffered", "no effect to undo on this card");
  const entry = log[index];
  for (const w of entry.writes) {
    const now = valueAt(w.doc === "actor" ? actorSystem : trackSystem, w.path);
    if (now !== w.after)
      throw new RulesError("EffectChangedSince", `${w.path} changed since the effect was applied`, {
        field: w.path,
      });
  }
  const operations = removeOperations(entry.nextMove ?? [], valueAt(actorSystem, "nextMove"));
  const effectLog = log.map((e, i) => (i === index ? { ...e, undone: true } : e));
  return { effectLog, ...split(entry.writes, "before"), operations };
}
