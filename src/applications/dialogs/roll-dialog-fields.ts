/**
 * The roll dialog's controls: which it shows for each ruleset, their limits (taken from the rules
 * engine), the stats, meters and fixed values an Ironsworn / Starforged move offers, the choices the
 * dialog opens with, and the choices read back from its form.
 */
import { ROLL_MODES } from "../../roll-modes";
import { type RulesetId } from "../../config";
import { ADDS_MAX, ADDS_MIN } from "../../rules/challenge";
import { DEFAULT_EFFECT, DEFAULT_POSITION, EFFECTS, MAX_POOL_SOURCE_DICE, POSITIONS, type PoolSource } from "../../rules/pool";
import { FORGED_TIES_STATS } from "../../rules/forged-ties-character";
import { STRIKE_MAX_HELPERS, STRIKE_MAX_MAJOR_CONDITIONS } from "../../rules/strike";
import { rollModifiers } from "../../rules/strike-character";
import {
  MAX_APPROACH,
  MAX_ASSISTS,
  MAX_HARM,
  MAX_STANCE_THREAT,
  MIN_STANCE_THREAT,
} from "../../rules/threat";
import { STANCE_RANGES } from "../../rules/stances";
import { CLOCK_NAME_MAX } from "../../rules/clocks";
import { fixedValueOf } from "../../migrations/002-move-roll-conditions";
import { applyRollMethod, type RollMethod } from "../../rules/roll-method";
import {
  type ActorSummary,
  type ActorValue,
  type AddOffer,
  type MoveConditionOption,
  type MoveRollCondition,
  type MoveSummary,
  type RollChoices,
  type RollDialogInput,
} from "./roll-dialog-types";

const L = "VOWFORGE.Dialog.Field";

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

/** The Augur stances only a GM picks (the further threat level is typed by anyone). */
const GM_STANCE_FIELDS: ReadonlySet<keyof RollChoices> = new Set([
  "stanceCompromised",
  "stanceResistant",
  "stanceVolatile",
  "stanceSubstantial",
  "stanceInert",
  "stanceAdvancing",
]);

/** What a Forged Ties roll is on: a stat, a skill, or null when the dialog opened on neither. */
export function poolRolled(input: RollDialogInput): PoolSource | null {
  if (input.stat === null) return null;
  if (FORGED_TIES_STATS.includes(input.stat)) return "stat";
  return input.actor.stats.some((s) => s.id === input.stat) ? "skill" : null;
}

/** Fields shown only when the input's character can use them, or only to a GM (the stances). */
function shown(spec: FieldSpec, input: RollDialogInput): boolean {
  if (GM_STANCE_FIELDS.has(spec.name)) return input.gm !== false;
  const actor = input.actor;
  if (spec.name === "expertise") return actor.expertise === undefined || actor.expertise.length > 0;
  if (spec.name === "ability") return actor.bonusAbilities === undefined || actor.bonusAbilities.length > 0;
  if (spec.name === "relatedSkill") return actor.strike !== undefined && actor.strike !== null;
  // A stat helps only a stat roll (src/rules/pool.ts assertHelp): not offered on a skill roll.
  if (spec.name === "helperStatDice") return poolRolled(input) !== "skill";
  return true;
}

/**
 * A field's hint for this input: the character's expertise or bonus-die abilities when it has some; a
 * player's threat level is the whole level the GM gives, so it is labelled so.
 */
function withHint(spec: FieldSpec, input: RollDialogInput): FieldSpec {
  if (spec.name === "stanceThreat" && input.gm === false) {
    return { ...spec, label: `${L}.stanceThreat.PlayerLabel`, hint: `${L}.stanceThreat.PlayerHint` };
  }
  if (
    (spec.name === "expertise" && input.actor.expertise) ||
    (spec.name === "ability" && input.actor.bonusAbilities)
  ) {
    return { ...spec, hint: `${L}.${spec.name}.Hint` };
  }
  return spec;
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

function offerField(offer: AddOffer): OfferFieldSpec {
  return { name: "offers", type: "offer", label: offer.label, hint: null, offer };
}

/**
 * The controls the dialog shows for this input, in order: the ruleset's, the offered adds, the
 * reroll, the cursed die, the roll mode.
 */
export function fieldsFor(input: RollDialogInput): FieldSpec[] {
  const own = RULESET_FIELDS[input.ruleset]
    .filter((spec) => shown(spec, input))
    .map((spec) => withHint(spec, input));
  return [
    ...own,
    ...addOffers(input).map(offerField),
    ...(offersReroll(input) ? [REROLL_FIELD] : []),
    ...(offersCursedDie(input) ? [CURSED_DIE_FIELD] : []),
    ROLL_MODE_FIELD,
  ];
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

/*
 * The stats, meters and fixed values an Ironsworn / Starforged action move offers, condition by
 * condition: a player-choice condition offers each option the actor has; a "whichever is higher /
 * lower" condition offers the one value its method picks, with the values it chose from; an automatic
 * outcome offers nothing to roll.
 */

/** Why a roll method chose an option: the method, the condition it belongs to, and the values compared. */
export interface MethodReason {
  rollMethod: "highest" | "lowest";
  /** The condition's text ("Mend your own wounds"), or "". */
  condition: string;
  from: ActorValue[];
}

/** A stat, meter or fixed value the user may roll, as an option of the stat select. */
export interface StatOption {
  /** Form value: "stat.<id>", "meter.<id>", "custom.<key>", or "method.<condition index>". */
  value: string;
  stat: ActorValue;
  /** Set when a roll method picked this option. */
  reason?: MethodReason;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The option as the actor can roll it, or null when the actor has no value for it. */
function candidate(option: MoveConditionOption, actor: ActorSummary): StatOption | null {
  switch (option.using) {
    case "stat": {
      const stat = actor.stats.find((s) => s.id === option.key);
      return stat ? { value: `stat.${stat.id}`, stat } : null;
    }
    case "conditionMeter":
    case "assetMeter": {
      const meter = actor.meters.find((m) => m.id === option.key);
      return meter ? { value: `meter.${meter.id}`, stat: meter } : null;
    }
    case "custom":
      return {
        value: `custom.${option.key}`,
        stat: { id: option.key, label: capitalised(option.key), value: option.value },
      };
    default:
      return null;
  }
}

/** A move's conditions; a move given without them rolls by player choice over its options. */
export function conditionsOf(move: MoveSummary): MoveRollCondition[] {
  if (move.rollConditions && move.rollConditions.length > 0) return move.rollConditions;
  if (move.rollOptions.length === 0) return [];
  const rollOptions = move.rollOptions.map((o) => ({ ...o, value: fixedValueOf(o) }));
  return [{ rollMethod: "playerChoice", label: "", rollOptions }];
}

function reasonOf(method: RollMethod, condition: string, from: StatOption[]): MethodReason | null {
  if ((method !== "highest" && method !== "lowest") || from.length < 2) return null;
  return { rollMethod: method, condition, from: from.map((o) => o.stat) };
}

/**
 * The options a move offers the actor, in the move's order, without repeats; [] when none applies
 * (the dialog then offers every stat).
 */
export function moveStatOptions(move: MoveSummary, actor: ActorSummary): StatOption[] {
  const options: StatOption[] = [];
  conditionsOf(move).forEach((condition, index) => {
    const candidates = condition.rollOptions
      .map((o) => candidate(o, actor))
      .filter((o): o is StatOption => o !== null && Number.isInteger(o.stat.value));
    const pick = applyRollMethod(condition.rollMethod, candidates, (o) => o.stat.value);
    if (pick.kind === "choose" || pick.kind === "each") options.push(...pick.options);
    else if (pick.kind === "picked") {
      const reason = reasonOf(condition.rollMethod, condition.label, pick.from);
      options.push(reason ? { value: `method.${index}`, stat: pick.option.stat, reason } : pick.option);
    }
  });
  return options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i);
}

function statOption(stat: ActorValue): StatOption {
  return { value: `stat.${stat.id}`, stat };
}

/**
 * The stats, meters and fixed values an Ironsworn / Starforged action roll may use: what the move's
 * conditions offer the actor (a "whichever is higher / lower" condition offers the value it picks), or
 * every stat when there is no move or none of its options applies.
 */
export function statOptions(input: RollDialogInput): StatOption[] {
  const offered = input.move ? moveStatOptions(input.move, input.actor) : [];
  return offered.length > 0 ? offered : input.actor.stats.map(statOption);
}

/** The preselected stat's value and label, when the input names one the actor has. */
function presetStat(input: RollDialogInput): ActorValue | null {
  if (input.stat === null) return null;
  return (
    input.actor.stats.find((s) => s.id === input.stat) ??
    input.actor.meters.find((m) => m.id === input.stat) ??
    null
  );
}

/** Disadvantage the character's conditions give every roll of this skill, whatever the tags. */
function conditionDisadvantage(input: RollDialogInput): boolean {
  const strike = input.actor.strike;
  if (!strike) return false;
  const skill = strike.skills.some((s) => s.id === input.stat) ? input.stat : null;
  return rollModifiers(strike, { skill }).disadvantage;
}

/** The choices the dialog opens with. */
export function defaultChoices(input: RollDialogInput): RollChoices {
  const preset = presetStat(input);
  const options = statOptions(input);
  const presetOption = options.find((o) => o.stat.id === input.stat);
  return {
    option: presetOption?.value ?? options[0]?.value ?? "",
    adds: input.adds ?? 0,
    skillDice: preset?.value ?? 1,
    relatedSkillDice: (input.stat !== null ? input.actor.relatedDice?.[input.stat] : undefined) ?? 0,
    helperDice: 0,
    helperStatDice: 0,
    position: DEFAULT_POSITION,
    effect: DEFAULT_EFFECT,
    push: "none",
    pushClearHeart: false,
    approach: preset?.value ?? 1,
    expertise: false,
    ability: false,
    workingTogether: false,
    assists: 0,
    outsideAssistance: false,
    stanceCompromised: 0,
    stanceResistant: 0,
    stanceVolatile: 0,
    stanceSubstantial: 0,
    stanceInert: false,
    stanceAdvancing: "",
    stanceThreat: 0,
    harm: input.actor.harm,
    skilled: preset ? preset.value > 0 : false,
    advantage: false,
    disadvantage: conditionDisadvantage(input),
    majorConditions: input.actor.majorConditions,
    helpers: 0,
    tagSocial: false,
    tagConcentration: false,
    tagPhysical: false,
    relatedSkill: false,
    linked: false,
    offers: Object.fromEntries(addOffers(input).map((o) => [o.id, o.ticked])),
    reroll: false,
    // Something that adds the cursed die (an asset) ticks it; a bare offer leaves it to the player.
    cursedDie: offersCursedDie(input) && (input.cursedDie?.source ?? "") !== "",
    rollMode: input.rollMode ?? "publicroll",
  };
}

/** The card heading: the move's name, else the preselected stat's label, else the input's title. */
export function rollTitle(input: RollDialogInput, rolled: ActorValue | null = null): string {
  return input.move?.name || rolled?.label || presetStat(input)?.label || input.title;
}

/*
 * The form read back into RollChoices, as typed (numbers stay text until validated). Needs no Foundry:
 * the Foundry dialog and the playground read their forms with it.
 */

/** The part of a form control read here (an input or a select has it). */
export interface ChoiceControl {
  value: string;
  checked?: boolean;
}

/** The part of a form read here (an HTMLElement has it). */
export interface ChoiceForm {
  querySelector(selectors: string): unknown;
}

/** The form's current choices for the dialog's input; a control the form lacks keeps its current value. */
export function readChoices(form: ChoiceForm, input: RollDialogInput, current: RollChoices): RollChoices {
  const next: RollChoices = { ...current };
  const values = next as unknown as Record<string, unknown>;
  for (const spec of fieldsFor(input)) {
    if (spec.type === "offer") {
      const tick = form.querySelector(`[name="offers.${spec.offer.id}"]`) as ChoiceControl | null;
      if (tick) next.offers = { ...next.offers, [spec.offer.id]: tick.checked === true };
      continue;
    }
    const control = form.querySelector(`[name="${spec.name}"]`) as ChoiceControl | null;
    if (!control) continue;
    values[spec.name] = spec.type === "checkbox" ? control.checked === true : control.value;
  }
  return next;
}
