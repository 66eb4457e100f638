/**
 * What the roll dialog shows, from plain data: the same code serves the Foundry dialog, the playground
 * and the tests. Which controls it shows for the input (some only to a GM, some only to a character
 * who can use them), the choices it opens with and the choices read back from its form, and its
 * template context: odds are computed for the current choices; bad input yields an error message and
 * marks the control at fault instead of odds. The stat select's options and hint say in words which
 * value a move's roll method picked (the sheets' move lists use the same words); a move that sets the
 * initiative / control names where the character stands.
 */
import type { RollRequest } from "../../kinds/registry";
import { type RollMode } from "../../roll-modes";
import { oddsOf } from "../../kinds/registry";
import { type OddsView } from "../../kinds/view";
import { DEFAULT_EFFECT, DEFAULT_POSITION } from "../../rules/pool";
import { rollModifiers } from "../../rules/strike-character";
import {
  CURSED_DIE_FIELD,
  FIELD_KEYS,
  REROLL_FIELD,
  ROLL_MODE_FIELD,
  RULESET_FIELDS,
  RollInputError,
  addOffers,
  offersCursedDie,
  offersReroll,
  poolRolled,
  requestFromChoices,
  rollModeFromChoices,
  type FieldSpec,
  type OfferFieldSpec,
} from "./roll-dialog-request";
import { presetOption, presetStat, statOptions, type MethodReason, type StatOption } from "./actor-summaries";
import { type ActorValue, type AddOffer, type RollChoices, type RollDialogInput } from "./roll-dialog-types";
import { type Localize } from "../../locale";
import { moveNameFromId, offeredNextMoveAdds, type NextMoveAdd, type NextMoveTarget } from "../../rules/effects/next-move";

/** The Augur stances only a GM picks (the further threat level is typed by anyone). */
const GM_STANCE_FIELDS: ReadonlySet<keyof RollChoices> = new Set([
  "stanceCompromised",
  "stanceResistant",
  "stanceVolatile",
  "stanceSubstantial",
  "stanceInert",
  "stanceAdvancing",
]);

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
    return { ...spec, label: `${FIELD_KEYS}.stanceThreat.PlayerLabel`, hint: `${FIELD_KEYS}.stanceThreat.PlayerHint` };
  }
  if (
    (spec.name === "expertise" && input.actor.expertise) ||
    (spec.name === "ability" && input.actor.bonusAbilities)
  ) {
    return { ...spec, hint: `${FIELD_KEYS}.${spec.name}.Hint` };
  }
  return spec;
}

function offerSpec(offer: AddOffer): OfferFieldSpec {
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
    ...addOffers(input).map(offerSpec),
    ...(offersReroll(input) ? [REROLL_FIELD] : []),
    ...(offersCursedDie(input) ? [CURSED_DIE_FIELD] : []),
    ROLL_MODE_FIELD,
  ];
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
  return {
    option: presetOption(options, input.stat)?.value ?? options[0]?.value ?? "",
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

export interface RollDialogEnv {
  localize: Localize;
  /** Unique prefix for element ids (the application's id), so labels point at their controls. */
  idPrefix: string;
}

export interface DialogOption {
  value: string;
  label: string;
}

export interface DialogField {
  name: string;
  id: string;
  type: "number" | "select" | "checkbox" | "text";
  label: string;
  hint: string | null;
  hintId: string;
  /** Value of a number or select control, as text. */
  value: string;
  /** State of a checkbox. */
  checked: boolean;
  min: number | null;
  max: number | null;
  options: DialogOption[];
  invalid: boolean;
  /** Ids of the hint and the error message, for aria-describedby ("" when none). */
  describedBy: string;
}

export interface RollDialogContext {
  ruleset: string;
  rulesetLabel: string;
  cssClass: string;
  heading: string;
  actorName: string;
  /** "Momentum +5", or null when the ruleset has no momentum. */
  momentum: string | null;
  /** The character's initiative / control, for a move that sets it (control-line.ts `controlOffer`); else null. */
  controlLine: string | null;
  fields: DialogField[];
  legend: string;
  /** The localised error for the current choices, or null. */
  error: string | null;
  errorId: string;
  odds: OddsView | null;
  /** The request the current choices make, or null when they are bad. */
  request: RollRequest | null;
  /** The roll mode chosen, or null when the choice is bad. */
  rollMode: RollMode | null;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

const M = "VOWFORGE.MoveMethod";

/** "a, b and c": every one of the texts, in the language's words. */
export function listAll(texts: readonly string[], t: Localize): string {
  if (texts.length < 2) return texts.join("");
  return `${texts.slice(0, -1).join(t(`${M}.ListSeparator`))}${t(`${M}.ListLast`)}${texts.at(-1)}`;
}

/**
 * How a condition rolls its options, in words: "iron or wits, whichever is lower", "each of quests,
 * bonds and discoveries", "edge or heart".
 */
export function methodListText(method: string, texts: readonly string[], t: Localize): string {
  const options = method === "all" ? listAll(texts, t) : texts.join(t(`${M}.Or`));
  return t(`${M}.List.${method}`, { options });
}

/** "Iron (+2), Wits (+1) and Heart (+3)". */
export function listValues(values: readonly ActorValue[], t: Localize): string {
  return listAll(
    values.map((v) => t("VOWFORGE.Dialog.StatOption", { label: v.label, value: signed(v.value) })),
    t,
  );
}

function reasonData(option: StatOption & { reason: MethodReason }, t: Localize) {
  return {
    label: option.stat.label,
    value: signed(option.stat.value),
    values: listValues(option.reason.from, t),
    condition: option.reason.condition,
  };
}

/** The stat select's text for an option: a method's pick says which method picked it. */
export function statOptionLabel(option: StatOption, t: Localize): string {
  if (!option.reason)
    return t("VOWFORGE.Dialog.StatOption", { label: option.stat.label, value: signed(option.stat.value) });
  const key = option.reason.condition ? "OptionFor" : "Option";
  return t(`${M}.${key}.${option.reason.rollMethod}`, reasonData({ ...option, reason: option.reason }, t));
}

/** The stat select's hint: why each method's pick was chosen, or null when no method picked one. */
export function methodHint(options: readonly StatOption[], moveName: string, t: Localize): string | null {
  const sentences = options.flatMap((o) => {
    if (!o.reason) return [];
    const key = o.reason.condition ? "WhyFor" : "Why";
    return [
      t(`${M}.${key}.${o.reason.rollMethod}`, {
        ...reasonData({ ...o, reason: o.reason }, t),
        move: moveName,
      }),
    ];
  });
  return sentences.length > 0 ? sentences.join(" ") : null;
}

function field(
  spec: FieldSpec,
  input: RollDialogInput,
  choices: RollChoices,
  env: RollDialogEnv,
  error: RollInputError | null,
): DialogField {
  const t = env.localize;
  const id = `${env.idPrefix}-${spec.name}`;
  if (spec.type === "offer") return offerField(spec, choices, env);
  const invalid = error?.field === spec.name;
  const data = labelData(spec, input, t);
  const stats = spec.type === "stat" ? statOptions(input) : [];
  // The stat picker explains a value a move's roll method picked ("whichever is higher").
  let hint = spec.hint ? t(spec.hint, data) : null;
  if (spec.type === "stat") hint = methodHint(stats, input.move?.name ?? "", t);
  const describedBy = [hint ? `${id}-hint` : "", invalid ? `${env.idPrefix}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const raw = choices[spec.name];
  const common = {
    name: spec.name,
    id,
    label: t(spec.label, data),
    hint,
    hintId: `${id}-hint`,
    invalid,
    describedBy,
  };
  switch (spec.type) {
    case "number":
      return {
        ...common,
        type: "number",
        value: String(raw),
        checked: false,
        min: spec.min,
        max: spec.max,
        options: [],
      };
    case "checkbox":
      return {
        ...common,
        type: "checkbox",
        value: "",
        checked: raw === true,
        min: null,
        max: null,
        options: [],
      };
    case "select":
      return {
        ...common,
        type: "select",
        value: String(raw),
        checked: false,
        min: null,
        max: null,
        options: spec.options.map((o) => ({ value: o, label: t(`${spec.optionPrefix}.${o}`) })),
      };
    case "text":
      return {
        ...common,
        type: "text",
        value: String(raw),
        checked: false,
        min: null,
        // A text field's longest length.
        max: spec.maxLength,
        options: [],
      };
    case "stat":
      return {
        ...common,
        type: "select",
        value: String(raw),
        checked: false,
        min: null,
        max: null,
        options: stats.map((o) => ({ value: o.value, label: statOptionLabel(o, t) })),
      };
  }
}

/** An offered add: a tick named "offers.<id>", its label naming the add and its source. */
function offerField(spec: OfferFieldSpec, choices: RollChoices, env: RollDialogEnv): DialogField {
  const id = `${env.idPrefix}-offer-${spec.offer.id.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  return {
    name: `offers.${spec.offer.id}`,
    id,
    type: "checkbox",
    label: env.localize(spec.label, { add: spec.offer.add, ...spec.offer.labelData }),
    hint: null,
    hintId: `${id}-hint`,
    value: "",
    checked: choices.offers[spec.offer.id] === true,
    min: null,
    max: null,
    options: [],
    invalid: false,
    describedBy: "",
  };
}

/**
 * Placeholders of a label or hint: the reroll's source (user text, escaped by the template) and dice;
 * the character's expertise or bonus-die abilities; its action points.
 */
function labelData(
  spec: FieldSpec,
  input: RollDialogInput,
  t: RollDialogEnv["localize"],
): Record<string, unknown> | undefined {
  if (spec.name === "expertise") return { names: (input.actor.expertise ?? []).join(", ") };
  if (spec.name === "ability") return { names: (input.actor.bonusAbilities ?? []).join(", ") };
  if (spec.name === "relatedSkill") return { points: input.actor.strike?.actionPoints ?? 0 };
  if (spec.name === "cursedDie") {
    const source = input.cursedDie?.source ?? "";
    return { from: source ? t("VOWFORGE.Dialog.CursedDie.From", { source }) : "" };
  }
  if (spec.name !== "reroll" || !input.reroll) return undefined;
  const dice = input.reroll.dice.length > 1 ? "both" : input.reroll.dice[0];
  return { source: input.reroll.source, dice: t(`VOWFORGE.Dialog.Reroll.${dice}`) };
}

/** The dialog's line for the character's initiative / control, or null when it shows none. */
export function controlLine(input: RollDialogInput, t: Localize): string | null {
  if (typeof input.control !== "boolean") return null;
  if (input.ruleset === "ironsworn") return t(input.control ? "VOWFORGE.CardEffect.Control.ironswornOn" : "VOWFORGE.Dialog.Control.ironswornFoe");
  if (input.ruleset === "starforged") return t(`VOWFORGE.CardEffect.Control.starforged${input.control ? "On" : "Off"}`);
  return null;
}

function momentumText(input: RollDialogInput, env: RollDialogEnv): string | null {
  switch (input.ruleset) {
    case "ironsworn":
    case "starforged":
      return env.localize("VOWFORGE.Dialog.Momentum", { momentum: signed(input.actor.momentum) });
    case "augur":
      return env.localize("VOWFORGE.Dialog.Momentum", { momentum: input.actor.momentum });
    default:
      return null;
  }
}

/** Everything the roll dialog's templates need for the current choices. */
export function buildRollDialogContext(
  input: RollDialogInput,
  choices: RollChoices,
  env: RollDialogEnv,
): RollDialogContext {
  const t = env.localize;
  let request: RollRequest | null = null;
  let rollMode: RollMode | null = null;
  let error: RollInputError | null = null;
  try {
    request = requestFromChoices(input, choices);
    rollMode = rollModeFromChoices(choices);
  } catch (e) {
    if (!(e instanceof RollInputError)) throw e;
    error = e;
    request = null;
  }
  const message = error
    ? t(error.key, { ...error.data, what: error.fieldLabel ? t(error.fieldLabel) : "" })
    : null;
  return {
    ruleset: input.ruleset,
    rulesetLabel: t(`VOWFORGE.Ruleset.${input.ruleset}`),
    cssClass: `vf-roll-dialog vf-roll-dialog--${input.ruleset}`,
    heading: input.move?.name || request?.title || input.title,
    actorName: input.actor.name,
    momentum: momentumText(input, env),
    controlLine: controlLine(input, t),
    fields: fieldsFor(input).map((spec) => field(spec, input, choices, env, error)),
    legend: t("VOWFORGE.Dialog.Legend", { ruleset: t(`VOWFORGE.Ruleset.${input.ruleset}`) }),
    error: message,
    errorId: `${env.idPrefix}-error`,
    odds: request ? oddsOf(request, t) : null,
    request,
    rollMode,
  };
}

/**
 * A character's stored "+N on your next move" adds as the dialog offers them: one tick per add the move
 * may take (rules/effects/next-move.ts), opened ticked and naming the move that granted it; the ticks
 * left on once the roll is made name the adds the roll used.
 */
const PREFIX = "nextMove.";

/** The ticks the dialog offers for the stored adds this move may take. */
export function nextMoveOffers(adds: readonly NextMoveAdd[], target: NextMoveTarget): AddOffer[] {
  return offeredNextMoveAdds(adds, target).map((i) => ({
    id: `${PREFIX}${i}`,
    add: adds[i].add,
    label: "VOWFORGE.Dialog.Offer.NextMove",
    labelData: { source: moveNameFromId(adds[i].source) },
    ticked: true,
  }));
}

/** The indexes of the stored adds among the ticked offers' ids. */
export function usedNextMoveAdds(ticked: readonly string[]): number[] {
  return ticked.filter((id) => id.startsWith(PREFIX)).map((id) => Number(id.slice(PREFIX.length)));
}
