/**
 * The rolled move's outcome effects on its card (action and progress cards): which effects the card
 * offers, applying one (or one option of a "choose") to the card's Ironsworn / Starforged character
 * with the pure applier (src/rules/effects), and undoing the last one. Pure: the character and its
 * track come in as documents, read as their subtypes' data (data/documents.ts), the writes go out as
 * changes below `system` with the values they replace, kept on the card's trace so an undo restores
 * them (and refuses when any of them changed since). A match offers the base outcome's effects and the match clause's (SF-07).
 * An effect on the character's companion (its health, its suffer move, its fate) reaches the companion
 * the player picked, or the only one, through the companion's item (companion-effects.ts).
 */
import {
  characterRulesetOf,
  dataOf,
  trackDataOf,
  type ActorLike,
  type DocumentLike,
  type PartialActorData,
  type TrackData,
} from "../../data/documents";
import { type LegacyId } from "../../data/actor/conditions";
import { RulesError } from "../../rules/errors";
import { assertInt } from "../../rules/validate";
import {
  applyEffects,
  assertMoveEffects,
  effectsForOutcome,
  pickCompanion,
  sufferMove,
  SUFFER_MOVES,
  whenBranch,
  type EffectCharacter,
  type EffectChange,
  type EffectContext,
  type EffectRuleset,
  type FateDice,
  type OutcomeEffect,
  type RolledOutcome,
} from "../../rules/effects";
import type { EffectLogEntry, EffectWrite } from "../../kinds/effect-fields";
import { resolveCard, type ResolvedCard } from "../../kinds/registry";
import type { EffectCard } from "../../kinds/effect-cards";
import type { CardOperation } from "../../kinds/contract";
import { nextMoveAddOf, removeOperations, storeOperations, storesNextMoveAdd } from "./next-move-effects";
import { answeredEffect, sufferChoices, type EffectAnswer } from "./effect-picks";
import type { CompanionRef } from "../../operations/companion";
import { companionOperations, companionsFor, companionsRolled, companionWrites, reachesCompanion, rolledStatOf, withCompanion } from "./companion-effects";
import { automaticApplicable, automaticInputs } from "./automatic-effects";
import { applyRepairStep, repairStepsOf } from "./repair-effects";
import { exchanged, repairPointsLeft, situationPicked } from "../../rules/effects/repair";
import type { EffectInput } from "../../rules/effects/apply";
import { characterGuardsHold, guardedChoice } from "./when-effects";

type Sys = Record<string, unknown>;

function isRecord(value: unknown): value is Sys {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The effects the card offers for its outcome now (after a burn, the burned one), [] without any.
 * `resolved`: the card already resolved (a draw resolves it once, log-cards.ts resolveForViewer; the
 * actor's momentum it may read only offers a burn, never changes the outcome); without it the card is
 * resolved here. The same holds for every `resolved` below.
 */
export function outcomeEffectsOf(card: EffectCard, resolved?: ResolvedCard): OutcomeEffect[] {
  if (!card.moveEffects) return [];
  assertMoveEffects(card.moveEffects, "moveEffects");
  // Action and progress results both say the outcome and whether the challenge dice matched.
  const result = (resolved ?? resolveCard(card)).result as { outcome: RolledOutcome; match: boolean };
  // A `when` guarding a choice is offered as the choice, each option guarded (when-effects.ts).
  return effectsForOutcome(card.moveEffects, result.outcome, result.match).map(guardedChoice);
}

/** The dice of the card's roll a companion's fate reads (a progress roll has no action die). */
export function fateDiceOf(card: EffectCard, resolved: ResolvedCard = resolveCard(card)): FateDice {
  const result = resolved.result as { match?: boolean; actionDie?: number };
  return {
    match: result.match === true,
    ...(typeof result.actionDie === "number" ? { actionDie: result.actionDie } : {}),
  };
}

/** The meters a character document keeps (integrity lives elsewhere; a companion's health on its asset). */
const CHARACTER_METERS = ["health", "spirit", "supply", "momentum"] as const;

/** Whether the card writes this meter: the character's, and a companion's health when it has one. */
export function cardWrites(meter: string, companion = false): boolean {
  return (CHARACTER_METERS as readonly string[]).includes(meter) || (companion && meter === "companionHealth");
}

/** The writer test for a character with or without a companion. */
export function writerFor(companion: boolean): (meter: string) => boolean {
  return (meter) => cardWrites(meter, companion);
}

/** The rulesets' condition groups on the character (data/actor/conditions.ts MARKED_GROUP). */
const CONDITION_GROUP: Readonly<Record<EffectRuleset, "debilities" | "impacts">> = {
  ironsworn: "debilities",
  starforged: "impacts",
};

/**
 * Whether the card can apply this effect itself (everything else is done at the table); `companions`:
 * how many companions the character has.
 */
export function applicable(effect: OutcomeEffect, ruleset: EffectRuleset, hasTrack: boolean, companions = 0): boolean {
  const writes = writerFor(companions > 0);
  switch (effect.type) {
    case "meter":
      return writes(effect.meter) && (effect.forEach === undefined || writes(effect.forEach.meter));
    case "suffer": {
      if (effect.move === "any") return sufferChoices(ruleset, writes).length > 0;
      const rule = SUFFER_MOVES[ruleset][effect.move];
      return rule !== undefined && writes(rule.meter);
    }
    case "companionFate":
      return companions > 0;
    case "condition":
    case "xp":
    case "nextMove":
    case "control":
      return true;
    case "makeMove":
      // An automatic outcome (Sojourn's recover picks) applies the named move's effects it carries.
      return storesNextMoveAdd(effect) || automaticApplicable(effect, (e) => applicable(e, ruleset, hasTrack, companions));
    case "legacy":
      return ruleset === "starforged" || effect.track === "bonds";
    case "progress":
    case "clearProgress":
    case "recommit":
      return hasTrack;
    case "choose":
      return effect.options.some((o) => optionApplicable(o.effects, ruleset, hasTrack, companions));
    case "repairPoints":
      // Its pool is kept and spent on the card (repair-effects.ts, SF-25).
      return true;
    case "when":
      return optionApplicable([...effect.then, ...(effect.otherwise ?? [])], ruleset, hasTrack, companions);
    default:
      return false;
  }
}

/**
 * Whether the card can apply a choice's option: each of its effects, none asking a further answer (a
 * choice within it, or an "any" suffer move, are made at the table).
 */
function optionApplicable(effects: readonly OutcomeEffect[], ruleset: EffectRuleset, hasTrack: boolean, companions = 0): boolean {
  return effects.every(
    (e) => e.type !== "choose" && !(e.type === "suffer" && e.move === "any") && applicable(e, ruleset, hasTrack, companions),
  );
}

function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/**
 * The character as effects read it: the actor's data as an Ironsworn / Starforged character (the
 * `character` subtype) holds it, and its track's, a progress item's or a delve site's. A field a plain
 * object (the playground's, a test's) leaves out reads as the rules' empty value.
 */
export function effectCharacterOf(actor: ActorLike, track: DocumentLike | null): EffectCharacter {
  const ruleset = characterRulesetOf(actor);
  const system: PartialActorData<"character"> | null = dataOf(actor, "character");
  if (!ruleset || !system) {
    throw new RulesError("NoActor", "outcome effects need the card's Ironsworn or Starforged character");
  }
  const meters = system.meters ?? {};
  const legacy = (id: LegacyId) => {
    const t = system.legacies?.[id] ?? {};
    return { ticks: num(t.ticks), overflow: t.overflow === true };
  };
  const progress = trackDataOf(track);
  return {
    ruleset,
    meters: {
      health: num(meters.health),
      spirit: num(meters.spirit),
      supply: num(meters.supply),
      momentum: num(system.momentum),
    },
    stats: Object.fromEntries(
      [...Object.entries(system.stats ?? {}), ...Object.entries(meters)].map(([k, v]) => [k, num(v)]),
    ),
    conditions: Object.fromEntries(
      Object.entries(system[CONDITION_GROUP[ruleset]] ?? {}).map(([k, v]) => [k, v === true]),
    ),
    xp: num(system.experience?.earned),
    legacies: { quests: legacy("quests"), bonds: legacy("bonds"), discoveries: legacy("discoveries") },
    bonds: num(system.bonds?.ticks),
    track: progress ? { ticks: num(progress.ticks), rank: progress.rank } : null,
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
  inputs: readonly (EffectInput | undefined)[] = [],
): { character: EffectCharacter; changes: EffectChange[]; roll: EffectLogEntry["roll"] } {
  // A suffer move's roll names its move (the card offers rolling it) and whether it must be made.
  let c = character;
  const changes: EffectChange[] = [];
  let roll: EffectLogEntry["roll"] = null;
  const apply = (effect: OutcomeEffect, input?: EffectInput): void => {
    if (!applicable(effect, c.ruleset, c.track !== null, c.companion === undefined ? 0 : 1))
      throw new RulesError("NotOffered", `a ${effect.type} effect is done at the table`);
    // A `when` reads the character as it is now (with the targeted companion's health), then applies its branch.
    if (effect.type === "when") whenBranch(effect, c, ctx).forEach((e) => apply(e));
    else if (effect.type === "suffer") {
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
      const done = applyEffects([effect], c, ctx, [input]);
      c = done.character;
      changes.push(...done.changes);
    }
  };
  effects.forEach((e, i) => apply(e, inputs[i]));
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
export function pickedEffects(card: EffectCard, pick: EffectPick, resolved?: ResolvedCard): readonly OutcomeEffect[] {
  const effect = outcomeEffectsOf(card, resolved)[pick.effect];
  if (effect === undefined) return [];
  if (effect.type !== "choose") return [effect];
  return pick.option === null ? [] : (effect.options[pick.option]?.effects ?? []);
}

/**
 * Whether the card still offers `pick`: applicable, not taken, and a choice not yet full; an effect on
 * a companion while one of `companions` (the character's) is open to it; an effect guarded by a test
 * on the character (`character`, when given) while the test gives it something. `resolved`: as for
 * `outcomeEffectsOf`.
 */
export function pickOpen(
  card: EffectCard,
  pick: EffectPick,
  ruleset: EffectRuleset,
  hasTrack: boolean,
  companions: readonly CompanionRef[] = [],
  character?: EffectCharacter,
  resolved?: ResolvedCard,
): boolean {
  // A card without effects offers none, and is not resolved for it.
  if (!card.moveEffects) return false;
  const once = resolved ?? resolveCard(card);
  const effect = outcomeEffectsOf(card, once)[pick.effect];
  if (effect === undefined) return false;
  const picked = pickedEffects(card, pick, once);
  if (picked.some(reachesCompanion) && companionsFor(picked, companions, fateDiceOf(card, once)).length === 0) return false;
  if (character && !characterGuardsHold(picked, character, { moveId: "" })) return false;
  // A stored add names the rolled move, so a card without its move's Datasworn id cannot store one.
  if (!card.moveId && picked.some(storesNextMoveAdd)) return false;
  const log = card.effectLog ?? [];
  if (effect.type === "repairPoints") {
    // Open while a situation is to pick, points are left, or supply may still be exchanged.
    const steps = repairStepsOf(log, pick.effect);
    return pick.option === null && (!situationPicked(steps) || repairPointsLeft(steps) > 0 || exchanged(steps) < effect.extraFromSupply);
  }
  if (effect.type === "choose") {
    if (pick.option === null) return false;
    const option = effect.options[pick.option];
    if (option === undefined || !optionApplicable(option.effects, ruleset, hasTrack, companions.length)) return false;
    if (optionsTaken(log, pick.effect) >= effect.max) return false;
    return effect.repeat === true || !taken(log, pick);
  }
  return pick.option === null && applicable(effect, ruleset, hasTrack, companions.length) && !taken(log, pick);
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
  for (const w of writes) {
    if (w.doc === "actor") actor[w.path] = w[value];
    else if (w.doc === "track") track[w.path] = w[value];
  }
  return { actor, track };
}

/**
 * Applies the effect (or option) `pick` of the card's outcome for `user`; `recommitDie` is the lower of
 * the two challenge dice a published Starforged recommit rolled (recommit-effects.ts); `companions`
 * are the character's (operations/companion.ts companionsOf). Throws a RulesError when refused.
 */
export function applyOutcomeEffect(
  card: EffectCard,
  pick: EffectPick,
  actor: ActorLike,
  track: DocumentLike | null,
  user: { id: string; name: string },
  recommitDie?: number,
  companions: readonly CompanionRef[] = [],
  vehicles: readonly CompanionRef[] = [],
): EffectOutcome {
  companions = companionsRolled(companions, rolledStatOf(card));
  assertInt(pick.effect, 0, 100, "effect");
  if (pick.option !== null) assertInt(pick.option, 0, 100, "option");
  if (pick.inner !== undefined) assertInt(pick.inner, 0, 100, "option");
  const own = effectCharacterOf(actor, track);
  const resolved = resolveCard(card);
  if (!pickOpen(card, pick, own.ruleset, own.track !== null, companions, own, resolved)) {
    throw new RulesError("NotOffered", "the card does not offer that effect now");
  }
  const effect = outcomeEffectsOf(card, resolved)[pick.effect];
  if (effect.type === "repairPoints") return applyRepair(card, pick, effect, own, companions, vehicles, user);
  if (pick.repair !== undefined) throw new RulesError("NotOffered", "this effect keeps no repair points");
  const answer: Pick<EffectAnswer, "amount" | "suffer"> = {
    ...(pick.amount !== undefined ? { amount: pick.amount } : {}),
    ...(pick.suffer !== undefined ? { suffer: pick.suffer } : {}),
  };
  if (effect.type === "choose" && (answer.amount !== undefined || answer.suffer !== undefined)) {
    throw new RulesError("NotOffered", "an option of a choice takes no answer");
  }
  const list =
    effect.type === "choose" && pick.option !== null
      ? effect.options[pick.option].effects
      : [answeredEffect(effect, answer, own.ruleset, writerFor(companions.length > 0))];
  // An effect on a companion reaches the one picked (or the only one open to it); any other takes no companion.
  const dice = fateDiceOf(card, resolved);
  const companion = list.some(reachesCompanion)
    ? pickCompanion(companionsFor(list, companions, dice), pick.companion)
    : null;
  if (companion === null && pick.companion !== undefined) throw new RulesError("NotOffered", "this effect reaches no companion");
  const character = companion ? withCompanion(own, companion) : own;
  const adds = list.filter(storesNextMoveAdd).map((e) => nextMoveAddOf(e, card.moveId ?? ""));
  const ctx: EffectContext = {
    moveId: "",
    ...dice,
    ...(recommitDie === undefined ? {} : { lowestChallengeDie: recommitDie }),
  };
  const applied = list.filter((e) => !storesNextMoveAdd(e));
  const done = applyList(applied, character, ctx, automaticInputs(applied, pick.inner));
  const writes = [
    ...writesBetween(character, done.character),
    ...(companion ? companionWrites(character, done.character, companion) : []),
  ];
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
    ...(pick.inner !== undefined ? { inner: pick.inner } : {}),
    ...(companion ? { companion: companion.id } : {}),
    undone: false,
  };
  return {
    effectLog: [...(card.effectLog ?? []), entry],
    ...split(writes, "after"),
    operations: [...storeOperations(adds), ...companionOperations(writes)],
  };
}

/** One step with Repair's points (repair-effects.ts): its writes on the character or an asset, its line on the trace. */
function applyRepair(
  card: EffectCard,
  pick: EffectPick,
  effect: Extract<OutcomeEffect, { type: "repairPoints" }>,
  own: EffectCharacter,
  companions: readonly CompanionRef[],
  vehicles: readonly CompanionRef[],
  user: { id: string; name: string },
): EffectOutcome {
  if (pick.amount !== undefined || pick.suffer !== undefined || pick.inner !== undefined) {
    throw new RulesError("NotOffered", "a repair step takes no other answer");
  }
  const log = card.effectLog ?? [];
  const done = applyRepairStep(effect, pick.repair, repairStepsOf(log, pick.effect), own, companions, vehicles, pick.companion);
  const assetWrites = done.asset ? companionWrites(done.before, done.character, done.asset) : [];
  const writes = [
    ...writesBetween(done.before, done.character),
    ...(done.vehicle ? assetWrites.map((w) => ({ ...w, meter: "integrity" as const })) : assetWrites),
  ];
  const entry: EffectLogEntry = {
    effect: pick.effect,
    option: null,
    userId: user.id,
    userName: user.name,
    changes: [...done.changes],
    writes,
    roll: null,
    repair: done.step,
    ...(done.asset ? { companion: done.asset.id } : {}),
    undone: false,
  };
  return { effectLog: [...log, entry], ...split(writes, "after"), operations: companionOperations(writes) };
}

/**
 * The value at a dotted path below the character's or its track's data. The path is one an applied
 * effect wrote (kept on the card's trace), known only when the card is read, so the value read there
 * is unknown until compared with what the effect wrote.
 */
function valueAt(data: PartialActorData<"character"> | TrackData | null, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (isRecord(v) ? v[key] : undefined), data);
}

/**
 * Undoes the last effect applied and not undone: restores each value it wrote, or refuses
 * ("EffectChangedSince") when any of them is no longer what it wrote.
 */
export function undoOutcomeEffect(card: EffectCard, actor: ActorLike, track: DocumentLike | null): EffectOutcome {
  const log = card.effectLog ?? [];
  let index = log.length - 1;
  while (index >= 0 && log[index].undone) index -= 1;
  if (index < 0) throw new RulesError("NotOffered", "no effect to undo on this card");
  const entry = log[index];
  const character: PartialActorData<"character"> | null = dataOf(actor, "character");
  const progress = trackDataOf(track);
  // A companion's writes are checked by their own operation (operations/companion.ts) before it writes.
  for (const w of entry.writes.filter((x) => x.doc !== "companion")) {
    const now = valueAt(w.doc === "actor" ? character : progress, w.path);
    if (now !== w.after)
      throw new RulesError("EffectChangedSince", `${w.path} changed since the effect was applied`, {
        field: w.path,
      });
  }
  const operations = [
    ...companionOperations(entry.writes, true),
    ...removeOperations(entry.nextMove ?? [], character?.nextMove),
  ];
  const effectLog = log.map((e, i) => (i === index ? { ...e, undone: true } : e));
  return { effectLog, ...split(entry.writes, "before"), operations };
}
