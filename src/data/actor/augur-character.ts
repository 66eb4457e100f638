/**
 * The Augur character ("augurCharacter"): approach values, expertise, abilities (an ability may grant a
 * bonus die), bonds with other characters, harm (one threat die each) and momentum (0..6, reset 2).
 *
 * The rules' state is read from this data by `augurState`: expertise and bonus-die abilities become the
 * id lists a roll may name. A change the rules could not read (harm above the harm maximum, two entries
 * with one id) is refused whole by `validateJoint`.
 */
import {
  AUGUR_MOMENTUM_MAX,
  AUGUR_MOMENTUM_MIN,
  AUGUR_MOMENTUM_RESET,
  canBurn,
} from "../../rules/augur-momentum";
import {
  assertAugurCharacter,
  AUGUR_APPROACH_MAX,
  AUGUR_APPROACHES,
  AUGUR_HARM_MAX,
  AUGUR_HARM_MAX_LIMIT,
} from "../../rules/augur-character";
import { assertIdList } from "../../rules/forged-ties-character";
import { RulesError } from "../../rules/errors";
import { boolField, htmlField, intField, record, textField, type NoBaseData } from "../fields";
import { bar, type Bar } from "./bars";
import { bondsField } from "./forged-ties-character";
import { AUGUR_STATE_KEYS, augurState, ids, pick, pickState } from "./system-data";
import { clocksField } from "./clocks";
import { pinClassName } from "../../class-names";

function augurSchema() {
  const fields = foundry.data.fields;
  return {
    approaches: new fields.SchemaField(record(AUGUR_APPROACHES, () => intField(0, AUGUR_APPROACH_MAX, 0))),
    expertise: new fields.ArrayField(new fields.SchemaField({ id: textField(), name: textField() })),
    abilities: new fields.ArrayField(
      new fields.SchemaField({
        id: textField(),
        name: textField(),
        text: htmlField(),
        bonusDie: boolField(),
      }),
    ),
    bonds: bondsField(),
    harm: intField(0, AUGUR_HARM_MAX_LIMIT, 0),
    harmMax: intField(1, AUGUR_HARM_MAX_LIMIT, AUGUR_HARM_MAX),
    momentum: intField(AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_RESET),
    notes: htmlField(),
    clocks: clocksField(),
  };
}

export type AugurSchema = ReturnType<typeof augurSchema>;

/** Values computed on every preparation, never stored. */
export type AugurDerived = {
  /** Threat dice the character's harm adds to every roll. */
  threatDice: number;
  /** Whether momentum can be burned (4 or more). */
  canBurn: boolean;
  /** Ids of the abilities that grant a bonus die. */
  bonusAbilities: string[];
  /** Token bars of harm and momentum. */
  bars: { harm: Bar; momentum: Bar };
};

function assertNamed(list: unknown, what: string): void {
  assertIdList(ids(list), `${what} ids`);
  (list as Array<{ name?: unknown }>).forEach((e, i) => {
    if (typeof e.name !== "string" || e.name.trim() === "")
      throw new RulesError("BadName", `${what}[${i}].name must not be blank`, { index: i });
  });
}

/**
 * Every check the rules make on the stored data; throws a RulesError on the first problem. `system` is
 * unknown on purpose: validateJoint hands it the source before Foundry accepts it.
 */
export function assertAugurSystem(system: unknown): void {
  assertNamed(pick(system, "expertise"), "expertise");
  assertNamed(pick(system, "abilities"), "abilities");
  assertAugurCharacter(augurState(pickState(system, AUGUR_STATE_KEYS)));
}

export class AugurCharacterModel extends foundry.abstract.TypeDataModel<
  AugurSchema,
  Actor.Implementation,
  NoBaseData,
  AugurDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Augur"];

  static override defineSchema() {
    return augurSchema();
  }

  /** Refuses data the rules cannot read (see the module comment). */
  static override validateJoint(data: object) {
    assertAugurSystem(data);
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    // One threat die per harm (the rules' harmThreatDice), read without its whole-state check.
    this.threatDice = Math.min(this.harm, this.harmMax);
    this.canBurn = canBurn(this.momentum);
    this.bonusAbilities = this.abilities.filter((a) => a.bonusDie).map((a) => a.id);
    this.bars = {
      harm: bar(this.harm, this.harmMax),
      momentum: bar(this.momentum, AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_MIN),
    };
  }
}
pinClassName(AugurCharacterModel, "AugurCharacterModel");
