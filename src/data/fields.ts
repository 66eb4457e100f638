/**
 * Field builders shared by the data models. Each returns a Foundry data field with the options every
 * model of the system uses, so an integer is always required, never null, whole and bounded.
 *
 * These read `foundry.data.fields` when called (inside `defineSchema`), never at import time.
 */
import { RANKS, RULESETS, type RankId, type RulesetId } from "../config";
import { MAX_TICKS } from "../rules/progress";

/** Rulesets a character (and the party, foes, starships) may belong to. */
export const CHARACTER_RULESETS = ["ironsworn", "starforged"] as const satisfies readonly RulesetId[];
export type CharacterRulesetId = (typeof CHARACTER_RULESETS)[number];

/** The base data of a model that adds none beyond its schema. */
export type NoBaseData = Record<never, never>;

/** A whole number from `min` to `max`, starting at `initial`. */
export function intField(min: number, max: number, initial: number) {
  return new foundry.data.fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min,
    max,
    initial,
  });
}

/** A true/false flag, starting false unless told otherwise. */
export function boolField(initial = false) {
  return new foundry.data.fields.BooleanField({ required: true, nullable: false, initial });
}

/** Plain text (a name, a label); may be empty. */
export function textField(initial = "") {
  return new foundry.data.fields.StringField({ required: true, nullable: false, blank: true, initial });
}

/** Rich text a user edits; rendered through Foundry's enricher only. */
export function htmlField() {
  return new foundry.data.fields.HTMLField({ required: true, nullable: false, blank: true, initial: "" });
}

/** One of `choices`, starting at `initial`. */
export function choiceField<const T extends string>(choices: readonly T[], initial: T) {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...choices],
    initial,
  });
}

/** Any of the five rulesets. */
export function rulesetField(initial: RulesetId = "ironsworn") {
  return choiceField(RULESETS, initial);
}

/** Ironsworn or Starforged. */
export function characterRulesetField(initial: CharacterRulesetId = "ironsworn") {
  return choiceField(CHARACTER_RULESETS, initial);
}

/** A challenge rank. */
export function rankField(initial: RankId = "dangerous") {
  return choiceField(RANKS, initial);
}

/** Where a piece of content comes from (book, page, authors, licence). */
export function sourceField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    title: textField(),
    page: new fields.NumberField({
      required: true,
      nullable: true,
      integer: true,
      min: 1,
      max: 9999,
      initial: null,
    }),
    authors: textField(),
    license: textField(),
    url: textField(),
  });
}

/** What every piece of pack content carries: its ruleset, its source and its Datasworn id. */
export function contentFields() {
  return { ruleset: rulesetField(), source: sourceField(), dataswornId: textField() };
}

/** The ticks of a progress track: 0..40 (10 boxes of 4). */
export function ticksField() {
  return intField(0, MAX_TICKS, 0);
}

/** A progress track stored as an object of its own ({ ticks }). */
export function progressTrackField() {
  return new foundry.data.fields.SchemaField({ ticks: ticksField() });
}

/** `Object.fromEntries` over fixed keys, typed: one field (or value) per key. */
export function record<const K extends string, F>(keys: readonly K[], make: (key: K) => F): Record<K, F> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, F>;
}
