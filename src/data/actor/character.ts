/**
 * The Ironsworn / Starforged character (see the actor shapes contract): stats, meters, momentum,
 * debilities or impacts, experience, bonds, legacy tracks, initiative / in control and notes. Momentum's maximum and reset are
 * derived from the marked debilities (Ironsworn) or impacts (Starforged).
 */
import { METERS, STATS } from "../../config";
import { MOMENTUM_MAX, MOMENTUM_MIN, MOMENTUM_RESET, momentumMax, momentumReset } from "../../rules/challenge";
import { MAX_TICKS, progressScore } from "../../rules/progress";
import { EMPTY_LEGACY_TRACK, legacyScore, legacyXp, markLegacy, type LegacyTrack } from "../../rules/legacy";
import { bar, barValueField, type Bar } from "./bars";
import { reshapeCharacterSystem } from "../../migrations/001-character-shape";
import {
  boolField,
  characterRulesetField,
  htmlField,
  intField,
  progressTrackField,
  record,
  textField,
  ticksField,
  type NoBaseData,
} from "../fields";
import {
  countMarked,
  DEBILITIES,
  EXPERIENCE_MAX,
  IMPACTS,
  LEGACIES,
  MARKED_GROUP,
  METER_MAX,
  STAT_MAX,
  type LegacyId,
} from "./conditions";
import { clocksField } from "./clocks";
import { nextMoveField } from "./next-move";
import { pinClassName } from "../../class-names";

function legacyTrackField() {
  return new foundry.data.fields.SchemaField({ ticks: ticksField(), overflow: boolField() });
}

function characterSchema() {
  const fields = foundry.data.fields;
  return {
    ruleset: characterRulesetField(),
    stats: new fields.SchemaField(record(STATS, () => intField(0, STAT_MAX, 1))),
    meters: new fields.SchemaField(record(METERS, () => intField(0, METER_MAX, METER_MAX))),
    momentum: intField(MOMENTUM_MIN, MOMENTUM_MAX, MOMENTUM_RESET),
    // The token bars' values, stored so Foundry's token HUD may edit them (bars.ts); they mirror the
    // meters and momentum, which stay the values the rules read.
    bars: new fields.SchemaField({
      ...record(METERS, () => barValueField(0, METER_MAX, METER_MAX)),
      momentum: barValueField(MOMENTUM_MIN, MOMENTUM_MAX, MOMENTUM_RESET),
    }),
    debilities: new fields.SchemaField(record(DEBILITIES, () => boolField())),
    impacts: new fields.SchemaField(record(IMPACTS, () => boolField())),
    experience: new fields.SchemaField({
      earned: intField(0, EXPERIENCE_MAX, 0),
      spent: intField(0, EXPERIENCE_MAX, 0),
    }),
    bonds: progressTrackField(),
    legacies: new fields.SchemaField(record(LEGACIES, () => legacyTrackField())),
    pronouns: textField(),
    callsign: textField(),
    biography: htmlField(),
    notes: htmlField(),
    clocks: clocksField(),
    // "+N on your next move" not yet used (rules/effects/next-move.ts).
    nextMove: nextMoveField(),
    // Ironsworn: the character has the initiative; Starforged: in control (false: in a bad spot).
    inControl: boolField(),
  };
}

export type CharacterSchema = ReturnType<typeof characterSchema>;

/** Values computed on every preparation, never stored. */
export type CharacterDerived = {
  /** Marked debilities (Ironsworn) or impacts (Starforged). */
  marked: number;
  momentumMax: number;
  momentumReset: number;
  /** Progress score of the Ironsworn bonds track. */
  bondsScore: number;
  /** Experience each legacy track has earned, and their sum. */
  legacyXp: Record<LegacyId, number> & { total: number };
  /** Progress score of each legacy track (10 in the "+10" state). */
  legacyScore: Record<LegacyId, number>;
  /** Token bars of the meters and momentum. */
  bars: { health: Bar; spirit: Bar; supply: Bar; momentum: Bar };
};

/** A legacy track as the rules engine accepts it: a full track is read as cleared into "+10". */
function normaliseLegacy(track: LegacyTrack): LegacyTrack {
  return markLegacy(EMPTY_LEGACY_TRACK, (track.overflow ? MAX_TICKS : 0) + track.ticks);
}

export class CharacterModel extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  NoBaseData,
  CharacterDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Character"];

  static override defineSchema() {
    return characterSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    reshapeCharacterSystem(source);
    return super.migrateData(source);
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    const group = MARKED_GROUP[this.ruleset] ?? "debilities";
    const marked = countMarked(this[group]);
    this.marked = marked;
    this.momentumMax = momentumMax(marked);
    this.momentumReset = momentumReset(marked);
    this.bondsScore = progressScore(this.bonds.ticks);
    const xp = { quests: 0, bonds: 0, discoveries: 0, total: 0 };
    const score = { quests: 0, bonds: 0, discoveries: 0 };
    for (const id of LEGACIES) {
      const track = normaliseLegacy(this.legacies[id]);
      xp[id] = legacyXp(track);
      score[id] = legacyScore(track);
      xp.total += xp[id];
    }
    this.legacyXp = xp;
    this.legacyScore = score;
    this.bars = {
      health: bar(this.meters.health, METER_MAX),
      spirit: bar(this.meters.spirit, METER_MAX),
      supply: bar(this.meters.supply, METER_MAX),
      momentum: bar(this.momentum, this.momentumMax, MOMENTUM_MIN),
    };
  }
}
pinClassName(CharacterModel, "CharacterModel");
