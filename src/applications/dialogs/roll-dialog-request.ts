/**
 * What the roll dialog's form means: its controls for each ruleset with their limits (taken from the
 * rules engine; the stat select's options are stat-options.ts'), and the choices turned into a
 * RollRequest, refusing bad input with a RollInputError the dialog can show next to the control at
 * fault; and what the roll hands back besides: the offered adds it took and the
 * clock an Augur Advancing stance sets.
 */
import type { RollRequest } from "../../kinds/registry";
import { ROLL_MODES, readRollMode, type RollMode } from "../../roll-modes";
import { type RulesetId } from "../../config";
import { RulesError } from "../../rules/errors";
import { ADDS_MAX, ADDS_MIN } from "../../rules/challenge";
import {
  EFFECTS,
  MAX_POOL_SOURCE_DICE,
  POSITIONS,
  buildPool,
  type Effect,
  type PoolSource,
  type Position,
  type PushChoice,
} from "../../rules/pool";
import { FORGED_TIES_STATS } from "../../rules/forged-ties-character";
import { STRIKE_MAX_HELPERS, STRIKE_MAX_MAJOR_CONDITIONS } from "../../rules/strike";
import { STANCE_RANGES, stanceThreatLevel } from "../../rules/stances";
import { CLOCK_NAME_MAX } from "../../rules/clocks";
import {
  MAX_APPROACH,
  MAX_ASSISTS,
  MAX_HARM,
  MAX_STANCE_THREAT,
  MAX_THREAT_DICE,
  MIN_STANCE_THREAT,
  planThreatRoll,
  type ThreatPlanInput,
} from "../../rules/threat";
import { AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_MIN } from "../../rules/augur-momentum";
import { rollModifiers, type StrikeRollTag } from "../../rules/strike-character";
import { presetStat, statOptions } from "./actor-summaries";
import {
  type ActorValue,
  type AddOffer,
  type RawNumber,
  type RollChoices,
  type RollDialogInput,
} from "./roll-dialog-types";

/** Where the fields' labels and hints are in the language files: `${FIELD_KEYS}.<name>.Label`. */
export const FIELD_KEYS = "VOWFORGE.Dialog.Field";
const L = FIELD_KEYS;

interface FieldBase {
  name: keyof RollChoices;
  /** i18n key of the label. */
  label: string;
  /** i18n key of a hint shown under the control, or null. */
  hint: string | null;
}

export interface NumberFieldSpec extends FieldBase {
  type: "number";
  min: number;
  max: number;
}

export interface CheckboxFieldSpec extends FieldBase {
  type: "checkbox";
}

/** A select whose options are fixed ids, labelled by `${optionPrefix}.<id>`. */
export interface SelectFieldSpec extends FieldBase {
  type: "select";
  options: readonly string[];
  optionPrefix: string;
}

/** The select of the stat or meter rolled (Ironsworn / Starforged); options come from the actor. */
export interface StatFieldSpec extends FieldBase {
  type: "stat";
}

/** A line of text (the name of the clock an Augur Advancing stance sets). */
export interface TextFieldSpec extends FieldBase {
  type: "text";
  maxLength: number;
}

/** One offered add, a tick (its control is named "offers.<id>"). */
export interface OfferFieldSpec extends FieldBase {
  type: "offer";
  offer: AddOffer;
}

export type FieldSpec =
  | NumberFieldSpec
  | CheckboxFieldSpec
  | SelectFieldSpec
  | StatFieldSpec
  | TextFieldSpec
  | OfferFieldSpec;

function num(name: keyof RollChoices, min: number, max: number, hint: boolean = false): NumberFieldSpec {
  return {
    name,
    type: "number",
    label: `${L}.${name}.Label`,
    hint: hint ? `${L}.${name}.Hint` : null,
    min,
    max,
  };
}

function box(name: keyof RollChoices, hint: boolean = false): CheckboxFieldSpec {
  return { name, type: "checkbox", label: `${L}.${name}.Label`, hint: hint ? `${L}.${name}.Hint` : null };
}

function select(name: keyof RollChoices, options: readonly string[], optionPrefix: string): SelectFieldSpec {
  return { name, type: "select", label: `${L}.${name}.Label`, hint: null, options, optionPrefix };
}

export const PUSH_OPTIONS = ["none", "addDie", "raiseEffect"] as const;

const CHALLENGE_FIELDS: readonly FieldSpec[] = [
  { name: "option", type: "stat", label: `${L}.option.Label`, hint: null },
  num("adds", ADDS_MIN, ADDS_MAX, true),
];

/** The controls of each ruleset, in the order shown. */
export const RULESET_FIELDS: Readonly<Record<RulesetId, readonly FieldSpec[]>> = {
  ironsworn: CHALLENGE_FIELDS,
  starforged: CHALLENGE_FIELDS,
  forgedTies: [
    num("skillDice", 0, MAX_POOL_SOURCE_DICE),
    num("relatedSkillDice", 0, MAX_POOL_SOURCE_DICE, true),
    num("helperDice", 0, MAX_POOL_SOURCE_DICE, true),
    num("helperStatDice", 0, MAX_POOL_SOURCE_DICE, true),
    select("position", POSITIONS, "VOWFORGE.Card.Position"),
    select("effect", EFFECTS, "VOWFORGE.Card.Effect"),
    select("push", PUSH_OPTIONS, "VOWFORGE.Dialog.Push"),
    // FT-18: heart may absorb the push's breaking; the player chooses (docs/rulings.md).
    box("pushClearHeart", true),
  ],
  augur: [
    num("approach", 0, MAX_APPROACH),
    box("expertise"),
    box("ability"),
    box("workingTogether"),
    num("assists", 0, MAX_ASSISTS, true),
    box("outsideAssistance"),
    num("stanceCompromised", STANCE_RANGES.compromised[0], STANCE_RANGES.compromised[1], true),
    num("stanceResistant", STANCE_RANGES.resistant[0], STANCE_RANGES.resistant[1], true),
    num("stanceVolatile", STANCE_RANGES.volatile[0], STANCE_RANGES.volatile[1], true),
    // 0 means "not in play": Substantial's own range starts at +1.
    num("stanceSubstantial", 0, STANCE_RANGES.substantial[1], true),
    box("stanceInert", true),
    // Advancing adds no threat: it names the clock the roll sets (see src/applications/clocks/stance-clock.ts).
    { name: "stanceAdvancing", type: "text", label: `${L}.stanceAdvancing.Label`, hint: `${L}.stanceAdvancing.Hint`, maxLength: CLOCK_NAME_MAX },
    num("stanceThreat", MIN_STANCE_THREAT, MAX_STANCE_THREAT, true),
    num("harm", 0, MAX_HARM, true),
  ],
  strike: [
    box("skilled"),
    box("advantage"),
    box("relatedSkill", true),
    box("disadvantage", true),
    box("tagSocial"),
    box("tagConcentration"),
    box("tagPhysical"),
    num("majorConditions", 0, STRIKE_MAX_MAJOR_CONDITIONS, true),
    num("helpers", 0, STRIKE_MAX_HELPERS),
    box("linked", true),
  ],
};

/** What a Forged Ties roll is on: a stat, a skill, or null when the dialog opened on neither. */
export function poolRolled(input: RollDialogInput): PoolSource | null {
  if (input.stat === null) return null;
  if (FORGED_TIES_STATS.includes(input.stat)) return "stat";
  return input.actor.stats.some((s) => s.id === input.stat) ? "skill" : null;
}

/** The roll mode select every dialog ends with. */
export const ROLL_MODE_FIELD: SelectFieldSpec = select("rollMode", ROLL_MODES, "VOWFORGE.Dialog.RollMode");

/** The checkbox of a reroll an asset or ability grants (its label names the source and the dice). */
export const REROLL_FIELD: CheckboxFieldSpec = box("reroll", true);

/** Whether the dialog offers the input's reroll: an Ironsworn / Starforged roll given one. */
export function offersReroll(input: RollDialogInput): boolean {
  return (input.ruleset === "ironsworn" || input.ruleset === "starforged") && (input.reroll ?? null) !== null;
}

/** The checkbox of Sundered Isles' cursed die (its label names what adds it, when something does). */
export const CURSED_DIE_FIELD: CheckboxFieldSpec = box("cursedDie", true);

/** Whether the dialog offers the cursed die: a Starforged roll given one (Sundered Isles on). */
export function offersCursedDie(input: RollDialogInput): boolean {
  return input.ruleset === "starforged" && (input.cursedDie ?? null) !== null;
}

/** The adds the dialog offers as ticks: an Ironsworn / Starforged roll's (none elsewhere). */
export function addOffers(input: RollDialogInput): AddOffer[] {
  return input.ruleset === "ironsworn" || input.ruleset === "starforged" ? (input.addOffers ?? []) : [];
}

/** The spec of one field of a ruleset (throws for a field the ruleset does not have). */
export function fieldSpec(ruleset: RulesetId, name: keyof RollChoices): FieldSpec {
  if (name === "rollMode") return ROLL_MODE_FIELD;
  if (name === "reroll") return REROLL_FIELD;
  if (name === "cursedDie") return CURSED_DIE_FIELD;
  const spec = RULESET_FIELDS[ruleset].find((f) => f.name === name);
  if (!spec) throw new Error(`the ${ruleset} roll dialog has no field ${name}`);
  return spec;
}

/** The card heading: the move's name, else the preselected stat's label, else the input's title. */
export function rollTitle(input: RollDialogInput, rolled: ActorValue | null = null): string {
  return input.move?.name || rolled?.label || presetStat(input)?.label || input.title;
}

/**
 * A choice the dialog cannot roll with. `key` is the i18n key of the message; `field` names the form
 * control at fault (a RollChoices key) and `fieldLabel` the i18n key of its label, for `{what}`.
 */
export class RollInputError extends Error {
  readonly key: string;
  readonly field: keyof RollChoices | null;
  readonly fieldLabel: string | null;
  readonly data: Readonly<Record<string, string | number>>;

  constructor(
    key: string,
    field: keyof RollChoices | null,
    fieldLabel: string | null,
    data: Record<string, string | number> = {},
  ) {
    super(`${key}${field ? ` (${field})` : ""}`);
    this.name = "RollInputError";
    this.key = key;
    this.field = field;
    this.fieldLabel = fieldLabel;
    this.data = data;
  }
}

const E = "VOWFORGE.Dialog.Error";
const WHOLE = /^\s*[+-]?\d+\s*$/;

/** Reads a whole number within the field's limits from what the user typed. */
export function parseWhole(raw: RawNumber, spec: NumberFieldSpec): number {
  const fail = (key: string, data: Record<string, string | number> = {}): RollInputError =>
    new RollInputError(`${E}.${key}`, spec.name, spec.label, data);
  let value: number;
  if (typeof raw === "number") value = raw;
  else if (raw.trim() === "") throw fail("Required");
  else if (!WHOLE.test(raw)) throw fail("NotWhole");
  else value = Number(raw.trim());
  if (!Number.isInteger(value)) throw fail("NotWhole");
  if (value < 0 && spec.min === 0) throw fail("Negative");
  if (value < spec.min || value > spec.max) throw fail("OutOfRange", { min: spec.min, max: spec.max });
  return value;
}

function whole(ruleset: RulesetId, choices: RollChoices, name: keyof RollChoices): number {
  const spec = fieldSpec(ruleset, name);
  if (spec.type !== "number") throw new Error(`${name} is not a number field`);
  return parseWhole(choices[name] as RawNumber, spec);
}

function oneOf<T extends string>(
  ruleset: RulesetId,
  choices: RollChoices,
  name: keyof RollChoices,
  allowed: readonly T[],
): T {
  const value = choices[name];
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  throw new RollInputError(`${E}.Choice`, name, fieldSpec(ruleset, name).label);
}

function flag(value: unknown): boolean {
  return value === true;
}

function checkMomentum(momentum: number, min: number, max: number): void {
  if (!Number.isInteger(momentum) || momentum < min || momentum > max) {
    throw new RollInputError(`${E}.Momentum`, null, null, { momentum: String(momentum), min, max });
  }
}

/** The sum of the ticked offers' adds; of a group's, only the largest ticked counts. */
export function tickedAddTotal(offers: readonly AddOffer[], ticked: Readonly<Record<string, boolean>>): number {
  const groups = new Map<string, number>();
  let total = 0;
  for (const o of offers) {
    if (ticked[o.id] !== true) continue;
    if (o.group === undefined) total += o.add;
    else groups.set(o.group, Math.max(groups.get(o.group) ?? 0, o.add));
  }
  return total + [...groups.values()].reduce((sum, n) => sum + n, 0);
}

/** The sum of the offered adds ticked (of a group's, the largest). */
export function offeredAdds(input: RollDialogInput, choices: RollChoices): number {
  return tickedAddTotal(addOffers(input), choices.offers);
}

/** The ids of the offered adds ticked, in the order offered. */
export function tickedOffers(input: RollDialogInput, choices: RollChoices): string[] {
  return addOffers(input).filter((o) => choices.offers[o.id] === true).map((o) => o.id);
}

function actionRequest(input: RollDialogInput, choices: RollChoices): RollRequest {
  const option = statOptions(input).find((o) => o.value === choices.option);
  if (!option) throw new RollInputError(`${E}.NoStat`, "option", fieldSpec(input.ruleset, "option").label);
  const adds = whole(input.ruleset, choices, "adds") + offeredAdds(input, choices);
  const addsSpec = fieldSpec(input.ruleset, "adds");
  if (addsSpec.type === "number" && adds > addsSpec.max) {
    throw new RollInputError(`${E}.OutOfRange`, "adds", addsSpec.label, { min: addsSpec.min, max: addsSpec.max });
  }
  checkMomentum(input.actor.momentum, -6, 10);
  return {
    kind: "action",
    ruleset: input.ruleset,
    actorUuid: input.actor.uuid,
    moveUuid: input.move?.uuid ?? null,
    title: rollTitle(input, option.stat),
    stat: { id: option.stat.id, label: option.stat.label, value: option.stat.value },
    adds,
    momentum: input.actor.momentum,
    cancelOnNegativeMomentum: input.cancelOnNegativeMomentum,
    reroll:
      offersReroll(input) && flag(choices.reroll) && input.reroll
        ? { dice: [...input.reroll.dice], source: input.reroll.source }
        : null,
    ...(offersCursedDie(input) && flag(choices.cursedDie) && input.cursedDie
      ? { cursedDie: { source: input.cursedDie.source } }
      : {}),
    // Absent outcome texts are copied from the move when the roll is made.
    ...(input.move?.outcomes !== undefined ? { moveOutcomes: input.move.outcomes } : {}),
  };
}

function poolRequest(input: RollDialogInput, choices: RollChoices): RollRequest {
  const r = input.ruleset;
  const skillDice = whole(r, choices, "skillDice");
  const relatedSkillDice = whole(r, choices, "relatedSkillDice");
  const helperDice = whole(r, choices, "helperDice");
  const rolled = poolRolled(input);
  // Hidden on a skill roll (a stat helps only a stat roll), so whatever it held counts for nothing there.
  const helperStatDice = rolled === "skill" ? 0 : whole(r, choices, "helperStatDice");
  const position = oneOf<Position>(r, choices, "position", POSITIONS);
  const effect = oneOf<Effect>(r, choices, "effect", EFFECTS);
  const pushChoice = oneOf(r, choices, "push", PUSH_OPTIONS);
  const push: PushChoice | null = pushChoice === "none" ? null : pushChoice;
  if (push === "raiseEffect" && effect === "great") {
    throw new RollInputError(`${E}.EffectAboveGreat`, "push", fieldSpec(r, "push").label);
  }
  if (skillDice + relatedSkillDice + helperDice + helperStatDice + (push === "addDie" ? 1 : 0) < 1) {
    throw new RollInputError(`${E}.EmptyPool`, "skillDice", fieldSpec(r, "skillDice").label);
  }
  const plan = buildPool({ skillDice, relatedSkillDice, helperDice, helperStatDice, rolled, effect, push });
  return {
    kind: "pool",
    ruleset: r,
    actorUuid: input.actor.uuid,
    moveUuid: input.move?.uuid ?? null,
    title: rollTitle(input),
    dice: plan.dice,
    position,
    effect: plan.effect,
    pushed: plan.push,
    pushClearHeart: plan.push !== null && flag(choices.pushClearHeart),
  };
}

/** A stance's pick: its value, or null when it is 0 (not in play). */
function stancePick(r: RulesetId, choices: RollChoices, name: keyof RollChoices): number | null {
  const value = whole(r, choices, name);
  return value === 0 ? null : value;
}

/**
 * The threat level of an Augur roll: the sum of the stances in play (src/rules/stances.ts) plus any
 * further level typed in, held to the rules' range. Harm is never part of it.
 */
export function stanceLevel(r: RulesetId, choices: RollChoices): number {
  const stances = stanceThreatLevel({
    compromised: stancePick(r, choices, "stanceCompromised"),
    resistant: stancePick(r, choices, "stanceResistant"),
    volatile: stancePick(r, choices, "stanceVolatile"),
    substantial: stancePick(r, choices, "stanceSubstantial"),
    inert: flag(choices.stanceInert) ? 0 : null,
  });
  return Math.min(MAX_STANCE_THREAT, Math.max(MIN_STANCE_THREAT, stances.level + whole(r, choices, "stanceThreat")));
}

function threatRequest(input: RollDialogInput, choices: RollChoices): RollRequest {
  const r = input.ruleset;
  const plan: ThreatPlanInput = {
    approach: whole(r, choices, "approach"),
    bonusDice: {
      expertise: flag(choices.expertise),
      ability: flag(choices.ability),
      workingTogether: flag(choices.workingTogether),
    },
    assists: whole(r, choices, "assists"),
    outsideAssistance: flag(choices.outsideAssistance),
    stanceThreat: stanceLevel(r, choices),
    harm: whole(r, choices, "harm"),
    momentum: input.actor.momentum,
  };
  checkMomentum(input.actor.momentum, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX);
  const threatDice = Math.max(0, plan.stanceThreat) + (plan.harm ?? 0);
  if (plan.stanceThreat < 4 && threatDice > MAX_THREAT_DICE) {
    throw new RollInputError(`${E}.TooManyThreatDice`, "harm", fieldSpec(r, "harm").label, {
      max: MAX_THREAT_DICE,
    });
  }
  planThreatRoll(plan);
  return {
    kind: "threat",
    ruleset: r,
    actorUuid: input.actor.uuid,
    moveUuid: input.move?.uuid ?? null,
    title: rollTitle(input),
    momentum: input.actor.momentum,
    plan,
  };
}

/** Disadvantage the roll's tags bring from the character's conditions (Angry, Winded). */
function tagDisadvantage(input: RollDialogInput, tags: StrikeRollTag[]): boolean {
  const strike = input.actor.strike;
  if (!strike || tags.length === 0) return false;
  const skill = strike.skills.some((s) => s.id === input.stat) ? input.stat : null;
  return rollModifiers(strike, { skill, tags }).disadvantageFrom.some((c) => c === "angry" || c === "winded");
}

function strikeRequest(input: RollDialogInput, choices: RollChoices): RollRequest {
  const r = input.ruleset;
  const tags: StrikeRollTag[] = [
    ...(flag(choices.tagSocial) ? (["social"] as const) : []),
    ...(flag(choices.tagConcentration) ? (["concentration"] as const) : []),
    ...(flag(choices.tagPhysical) ? (["physical"] as const) : []),
  ];
  const strike = input.actor.strike ?? null;
  const relatedSkill = strike !== null && flag(choices.relatedSkill);
  if (relatedSkill && strike.actionPoints < 1) {
    throw new RollInputError(`${E}.NoActionPoints`, "relatedSkill", fieldSpec(r, "relatedSkill").label);
  }
  const skillId =
    input.stat !== null && input.actor.stats.some((s) => s.id === input.stat) ? input.stat : null;
  return {
    kind: "strike",
    ruleset: r,
    actorUuid: input.actor.uuid,
    moveUuid: input.move?.uuid ?? null,
    title: rollTitle(input),
    skilled: flag(choices.skilled),
    advantage: flag(choices.advantage) || relatedSkill,
    disadvantage: flag(choices.disadvantage) || tagDisadvantage(input, tags),
    majorConditions: whole(r, choices, "majorConditions"),
    helpers: whole(r, choices, "helpers"),
    skillId,
    linked: flag(choices.linked),
    ...(relatedSkill ? { relatedSkillPoint: true } : {}),
  };
}

/**
 * The RollRequest for the current choices. Throws a RollInputError (with an i18n key) for bad input:
 * a number that is not whole or out of its range, an empty pool, a push that cannot raise effect, too
 * many threat dice, momentum out of range.
 */
export function requestFromChoices(input: RollDialogInput, choices: RollChoices): RollRequest {
  try {
    switch (input.ruleset) {
      case "ironsworn":
      case "starforged":
        return actionRequest(input, choices);
      case "forgedTies":
        return poolRequest(input, choices);
      case "augur":
        return threatRequest(input, choices);
      case "strike":
        return strikeRequest(input, choices);
    }
  } catch (error) {
    // Every case the rules would refuse is checked above; anything else still gets a readable message.
    if (error instanceof RulesError)
      throw new RollInputError(`${E}.Invalid`, null, null, { detail: error.message });
    throw error;
  }
}

/** The roll mode chosen; throws a RollInputError when it is not one of Foundry's four. */
export function rollModeFromChoices(choices: RollChoices): RollMode {
  const mode = readRollMode(choices.rollMode);
  if (!mode) throw new RollInputError(`${E}.Choice`, "rollMode", ROLL_MODE_FIELD.label);
  return mode;
}

/**
 * The Augur Advancing stance: it adds no threat, it names a clock. The name typed (trimmed) is handed
 * back with the roll, and once the roll is made the clock is advanced or started
 * (src/applications/clocks/stance-clock.ts); blank means Advancing is not in play.
 */
export function advancingClockOf(ruleset: RulesetId, choices: Pick<RollChoices, "stanceAdvancing">): string | null {
  if (ruleset !== "augur") return null;
  const name = typeof choices.stanceAdvancing === "string" ? choices.stanceAdvancing.trim() : "";
  return name === "" ? null : name;
}
