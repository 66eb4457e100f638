/**
 * The Strike! character ("strikeCharacter"): skills (skilled or not, an ability, restricted or not),
 * wealth (tier, Short count, Broke count), minor and major conditions, action points, relationships,
 * traits and strikes (team conflict), notes.
 *
 * The data is the rules' state as is (a skill's `restricted` flag is one more key the rules carry along
 * untouched). A change the rules could not read (three Shorts, more than 10 major conditions in all,
 * two skills with one id) is refused whole by `validateJoint`.
 */
import {
  activeMinorConditions,
  assertStrikeCharacter,
  MAX_ACTION_POINTS,
  MAX_STRIKES,
  SESSION_AP_MAX,
  SESSION_AP_MIN,
  STRIKE_ABILITIES,
  STRIKE_MAJOR_CONDITIONS,
  STRIKE_STATE_KEYS,
  WINDED_PER_EXHAUSTED,
  type StrikeMinorCondition,
} from "../../rules/strike-character";
import { STRIKE_MAX_MAJOR_CONDITIONS } from "../../rules/strike";
import { MAX_BROKE, MAX_WEALTH_TIER, SHORTS_PER_BROKE, effectiveTier } from "../../rules/wealth";
import { RulesError } from "../../rules/errors";
import { boolField, htmlField, intField, record, textField, type NoBaseData } from "../fields";
import { bar, type Bar } from "./bars";
import { pick, pickState, safely, strikeState } from "./system-data";
import { clocksField } from "./clocks";
import { pinClassName } from "../../class-names";

/** The keys of the system data that make up the rules' character state (defined by the rules). */
export { STRIKE_STATE_KEYS };

/** An ability id, or null for none. */
function abilityField() {
  return new foundry.data.fields.StringField({
    required: true,
    nullable: true,
    blank: false,
    choices: [...STRIKE_ABILITIES],
    initial: null,
  });
}

function strikeSchema() {
  const fields = foundry.data.fields;
  return {
    skills: new fields.ArrayField(
      new fields.SchemaField({
        id: textField(),
        name: textField(),
        skilled: boolField(true),
        ability: abilityField(),
        restricted: boolField(),
      }),
    ),
    wealth: new fields.SchemaField({
      tier: intField(0, MAX_WEALTH_TIER, 1),
      short: intField(0, SHORTS_PER_BROKE - 1, 0),
      broke: intField(0, MAX_BROKE, 0),
    }),
    minor: new fields.SchemaField({
      angry: boolField(),
      winded: intField(0, WINDED_PER_EXHAUSTED - 1, 0),
      lostConfidence: abilityField(),
      exhausted: boolField(),
    }),
    major: new fields.SchemaField(
      record(STRIKE_MAJOR_CONDITIONS, () => intField(0, STRIKE_MAX_MAJOR_CONDITIONS, 0)),
    ),
    actionPoints: intField(0, MAX_ACTION_POINTS, SESSION_AP_MIN),
    relationships: new fields.ArrayField(new fields.SchemaField({ id: textField(), name: textField() })),
    traits: new fields.ArrayField(
      new fields.SchemaField({ id: textField(), name: textField(), lost: boolField() }),
    ),
    strikes: intField(0, MAX_STRIKES, 0),
    notes: htmlField(),
    clocks: clocksField(),
  };
}

export type StrikeSchema = ReturnType<typeof strikeSchema>;

/** Values computed on every preparation, never stored. */
export type StrikeDerived = {
  /** The wealth tier the character buys at (Short and Broke applied; may be below 0). */
  effectiveTier: number;
  /** Major conditions in all: the penalty on every roll. */
  majorConditions: number;
  /** Minor conditions present. */
  activeMinor: StrikeMinorCondition[];
  /** Token bar of action points (its maximum grows past 3 when play awards more). */
  bars: { actionPoints: Bar };
};

/**
 * Every check the rules make on the stored data; throws a RulesError on the first problem. `system` is
 * unknown on purpose: validateJoint hands it the source before Foundry accepts it.
 */
export function assertStrikeSystem(system: unknown): void {
  const skills = pick(system, "skills");
  if (Array.isArray(skills)) {
    skills.forEach((s: { restricted?: unknown }, i) => {
      if (typeof s.restricted !== "boolean")
        throw new RulesError("NotBoolean", `skills[${i}].restricted must be true or false`, { index: i });
    });
  }
  assertStrikeCharacter(strikeState(pickState(system, STRIKE_STATE_KEYS)));
}

export class StrikeCharacterModel extends foundry.abstract.TypeDataModel<
  StrikeSchema,
  Actor.Implementation,
  NoBaseData,
  StrikeDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Strike"];

  static override defineSchema() {
    return strikeSchema();
  }

  /** Refuses data the rules cannot read (see the module comment). */
  static override validateJoint(data: object) {
    assertStrikeSystem(data);
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    this.effectiveTier = safely(() => effectiveTier({ ...this.wealth }), this.wealth.tier);
    this.majorConditions = STRIKE_MAJOR_CONDITIONS.reduce((sum, kind) => sum + this.major[kind], 0);
    this.activeMinor = safely(() => activeMinorConditions(strikeState(this)), []);
    this.bars = {
      actionPoints: bar(this.actionPoints, Math.max(SESSION_AP_MAX, this.actionPoints)),
    };
  }
}
pinClassName(StrikeCharacterModel, "StrikeCharacterModel");
