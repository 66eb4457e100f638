/**
 * The Forged Ties character ("forgedTiesCharacter"): stats and skills, the tracks of the rules module
 * (breaking, heart, harm, ruin advances, advances, stat tracks) stored in the rules' own shape, the
 * forge track with its requirements, bonds with other characters (by actor UUID) and notes.
 *
 * Every track keeps its length on the actor (the rulings make each length a parameter). A change that
 * leaves the tracks in a state the rules cannot read (more boxes marked than the track has, a ruin space
 * on the Broken box, two bonds with one character) is refused whole by `validateJoint`, which runs the
 * rules' own checks.
 */
import { assertBonds, type Bond } from "../../rules/bonds";
import { assertForgeTrack, FORGE_TRACK_LENGTH, forgeDice, type ForgeTrack } from "../../rules/forge";
import {
  assertForgedTiesCharacter,
  assertIdList,
  FORGED_TIES_DEFAULTS,
  FORGED_TIES_STATS,
  FORGED_TIES_STATE_KEYS,
  MAX_RATING_DICE,
  MAX_TRACK_LENGTH,
  type ForgedTiesCharacter,
} from "../../rules/forged-ties-character";
import { statTrackChoices } from "../../rules/forged-ties-advances";
import { RulesError } from "../../rules/errors";
import { isWholeRuinRecord, owedRuinAdvances } from "../../migrations/003-ruin-advances-due";
import { boolField, choiceField, htmlField, intField, record, textField, type NoBaseData } from "../fields";
import { bar, type Bar } from "./bars";
import { forgedTiesState, pickState, safely } from "./system-data";
import { type ActorData } from "../views";
import { clocksField } from "./clocks";
import { pinClassName } from "../../class-names";

/** The keys of the system data that make up the rules' character state (defined by the rules). */
export { FORGED_TIES_STATE_KEYS };

/** A track of `length` boxes (the length itself may change within 1..30). */
export function markTrackField(length: number, minLength = 1) {
  return new foundry.data.fields.SchemaField({
    marked: intField(0, MAX_TRACK_LENGTH, 0),
    length: intField(minLength, MAX_TRACK_LENGTH, length),
  });
}

/** Bonds with other characters: the other actor's UUID and whether the bond is marked. */
export function bondsField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(new fields.SchemaField({ characterId: textField(), marked: boolField() }));
}

/** A list of ids (ruin advances, related skills). */
function idListField() {
  return new foundry.data.fields.ArrayField(textField());
}

function forgedTiesSchema() {
  const fields = foundry.data.fields;
  const d = FORGED_TIES_DEFAULTS;
  return {
    stats: new fields.SchemaField(record(FORGED_TIES_STATS, () => intField(0, MAX_RATING_DICE, 1))),
    skills: new fields.ArrayField(
      new fields.SchemaField({
        id: textField(),
        name: textField(),
        stat: choiceField(FORGED_TIES_STATS, FORGED_TIES_STATS[0]),
        dice: intField(0, MAX_RATING_DICE, 1),
        related: idListField(),
      }),
    ),
    breaking: new fields.SchemaField({
      marked: intField(0, MAX_TRACK_LENGTH, 0),
      length: intField(2, MAX_TRACK_LENGTH, d.breakingLength),
      ruinSpaces: new fields.ArrayField(intField(1, MAX_TRACK_LENGTH - 1, 1), { initial: [...d.ruinSpaces] }),
    }),
    heart: markTrackField(d.heartLength),
    harm: new fields.ArrayField(
      new fields.SchemaField({ name: textField(), broken: boolField() }, { nullable: true }),
      { initial: Array.from({ length: d.harmSlots }, () => null) },
    ),
    ruinAdvances: new fields.ArrayField(textField()),
    ruinAdvancesDue: intField(0, MAX_TRACK_LENGTH, 0),
    advances: markTrackField(d.advancesLength),
    statTracks: new fields.SchemaField(record(FORGED_TIES_STATS, () => markTrackField(d.statTrackLength))),
    forge: new fields.SchemaField({
      marked: intField(0, MAX_TRACK_LENGTH, 0),
      length: intField(1, MAX_TRACK_LENGTH, FORGE_TRACK_LENGTH),
      requirements: new fields.ArrayField(
        new fields.SchemaField({ id: textField(), label: textField(), met: boolField() }),
      ),
    }),
    bonds: bondsField(),
    notes: htmlField(),
    clocks: clocksField(),
  };
}

export type ForgedTiesSchema = ReturnType<typeof forgedTiesSchema>;

/** One box of the breaking track, as a sheet draws it. */
export interface BreakingBox {
  /** 1-based box number. */
  box: number;
  marked: boolean;
  /** A ruin space. */
  ruin: boolean;
  /** The last box: Broken. */
  broken: boolean;
}

/** Dice a skill brings to a pool: its own and those of its related skills. */
export interface SkillDice {
  id: string;
  skillDice: number;
  relatedSkillDice: number;
}

/** Values computed on every preparation, never stored. */
export type ForgedTiesDerived = {
  /** Harm slots in use, broken harm included. */
  harmCount: number;
  /** Indices of harm that is not broken (what forging or the end of a session may clear). */
  unbrokenHarm: number[];
  /** Whether the Broken box is marked. */
  isBroken: boolean;
  /** The breaking track box by box. */
  breakingBoxes: BreakingBox[];
  /** Dice of the next forge roll, from the forge track as it stands. */
  forgeDice: number;
  /** Whether every requirement of the forge track is met (false with none). */
  allRequirementsMet: boolean;
  /** Stat tracks that still take a mark. */
  statTrackChoices: string[];
  /** Per skill, in sheet order: its dice and the dice of its related skills. */
  skillDice: SkillDice[];
  /** Token bars of breaking, heart and the harm slots in use. */
  bars: { breaking: Bar; heart: Bar; harmSlots: Bar };
};

/** The system data a Forged Ties model stores (what the rules' state and forge track are read from). */
export interface ForgedTiesSystem {
  breaking: ForgedTiesCharacter["breaking"];
  heart: ForgedTiesCharacter["heart"];
  harm: ForgedTiesCharacter["harm"];
  ruinAdvances: string[];
  ruinAdvancesDue: number;
  advances: ForgedTiesCharacter["advances"];
  statTracks: ForgedTiesCharacter["statTracks"];
  forge: ForgeTrack & { requirements: Array<{ id: string; label: string; met: boolean }> };
  bonds: Bond[];
  skills: Array<{ id: string; name: string; stat: string; dice: number; related: string[] }>;
}

/** The forge track (requirements keep their labels: the rules read only id and met). */
export function forgeTrackState(system: Pick<ActorData<"forgedTiesCharacter">, "forge">): ForgedTiesSystem["forge"] {
  return structuredClone(system.forge);
}

/** The bonds (a Forged Ties or Augur character's: one field), copied. */
export function bondsState(system: Pick<ActorData<"forgedTiesCharacter">, "bonds">): Bond[] {
  return structuredClone(system.bonds);
}

/** The keys of the stored data `assertForgedTiesSystem` checks. */
const CHECKED_KEYS = [...FORGED_TIES_STATE_KEYS, "forge", "bonds", "skills"] as const;

/** Throws a RulesError unless the skills have distinct ids and names. */
export function assertSkills(skills: unknown): void {
  if (!Array.isArray(skills)) throw new RulesError("NotArray", "skills must be a list", { value: skills });
  assertIdList(
    skills.map((s: { id?: unknown }) => s?.id),
    "skill ids",
  );
  skills.forEach((s: { name?: unknown; related?: unknown }, i) => {
    if (typeof s.name !== "string" || s.name.trim() === "")
      throw new RulesError("BadName", `skills[${i}].name must not be blank`, { index: i });
    assertIdList(s.related, `skills[${i}].related`);
  });
}

/**
 * Every check the rules make on the stored data; throws a RulesError on the first problem. `system` is
 * unknown on purpose: validateJoint hands it the source before Foundry accepts it. The rules check each
 * copied part whole, so no part is trusted for the type the copy is given.
 */
export function assertForgedTiesSystem(system: unknown): void {
  const source = pickState<Pick<ActorData<"forgedTiesCharacter">, (typeof CHECKED_KEYS)[number]>>(system, CHECKED_KEYS);
  assertForgedTiesCharacter(forgedTiesState(source));
  assertForgeTrack(forgeTrackState(source));
  assertBonds(bondsState(source));
  assertSkills(source.skills);
}

function skillDiceOf(skills: ForgedTiesSystem["skills"]): SkillDice[] {
  const byId = new Map(skills.map((s) => [s.id, s.dice]));
  return skills.map((skill) => ({
    id: skill.id,
    skillDice: skill.dice,
    relatedSkillDice: skill.related
      .filter((id) => id !== skill.id)
      .reduce((sum, id) => sum + (byId.get(id) ?? 0), 0),
  }));
}

export class ForgedTiesCharacterModel extends foundry.abstract.TypeDataModel<
  ForgedTiesSchema,
  Actor.Implementation,
  NoBaseData,
  ForgedTiesDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.ForgedTies"];

  static override defineSchema() {
    return forgedTiesSchema();
  }

  /**
   * A whole character stored before the owed count existed reads it from its track (migration 3
   * stores it). Foundry also runs this on the partial data of an update, which names only what
   * changed: that is left alone, or the count would be read from half a track.
   */
  static override migrateData(source: Record<string, unknown>) {
    if (source.ruinAdvancesDue === undefined && isWholeRuinRecord(source)) {
      source.ruinAdvancesDue = owedRuinAdvances(source);
    }
    return super.migrateData(source);
  }

  /** Refuses data the rules cannot read (see the module comment). */
  static override validateJoint(data: object) {
    assertForgedTiesSystem(data);
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    const state = forgedTiesState(this);
    const harm = this.harm.filter((h) => h !== null);
    this.harmCount = harm.length;
    this.unbrokenHarm = this.harm.flatMap((h, i) => (h !== null && !h.broken ? [i] : []));
    this.isBroken = this.breaking.marked >= this.breaking.length;
    this.breakingBoxes = Array.from({ length: this.breaking.length }, (_, i) => ({
      box: i + 1,
      marked: i < this.breaking.marked,
      ruin: this.breaking.ruinSpaces.includes(i + 1),
      broken: i + 1 === this.breaking.length,
    }));
    this.forgeDice = safely(() => forgeDice(forgeTrackState(this)), 1);
    const requirements = this.forge.requirements;
    this.allRequirementsMet = requirements.length > 0 && requirements.every((r) => r.met);
    this.statTrackChoices = safely(() => statTrackChoices(state), []);
    this.skillDice = skillDiceOf(this.skills);
    this.bars = {
      breaking: bar(this.breaking.marked, this.breaking.length),
      heart: bar(this.heart.marked, this.heart.length),
      harmSlots: bar(harm.length, this.harm.length),
    };
  }
}
pinClassName(ForgedTiesCharacterModel, "ForgedTiesCharacterModel");
