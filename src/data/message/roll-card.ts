/**
 * ChatMessage subtype "roll": the data model of a roll card. It stores the card's state (see
 * card-system.ts for the shape) with every number validated, and derives the result with the rules
 * engine; nothing derived is stored.
 */
import { CARD_ACTIONS, CARD_KINDS, CARD_NOTE_IDS, REROLL_DICE, type CardState } from "./card-state";
import { assertMoveOutcomes } from "./move-momentum";
import { assertRerollAllowance } from "./reroll";
import { resolveCard, type ResolvedCard } from "./resolve-card";
import { RULESETS } from "../../config";
import { CURSED_DIE_FACES } from "../../rules/cursed-die";
import { ADDS_MAX, ADDS_MIN, PROGRESS_SCORE_MAX, STAT_MAX, STAT_MIN } from "../../rules/challenge";
import { ORACLE_ODDS_IDS } from "../../rules/oracle";
import { EFFECTS, MAX_POOL_DICE, POSITIONS, PUSH_CHOICES } from "../../rules/pool";
import { STRIKE_MAX_HELPERS, STRIKE_MAX_MAJOR_CONDITIONS } from "../../rules/strike";
import { MAX_ACTION_DICE, MAX_THREAT_DICE, THREAT_KEEPS } from "../../rules/threat";
import { MAX_BROKE, MAX_WEALTH_TIER, SHORTS_PER_BROKE } from "../../rules/wealth";
import { cardFromSystem, migrateRollCardSource, type RollCardSystemData } from "./card-system";
import { pinClassName } from "../../class-names";

const f = foundry.data.fields;

const KINDS = CARD_KINDS;

/** Largest count a card note holds (a number of boxes, harm or momentum). */
const NOTE_COUNT_MAX = 1000;

function int(min: number, max: number, initial: number) {
  return new f.NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

function bool(initial = false) {
  return new f.BooleanField({ required: true, nullable: false, initial });
}

/** A list of faces of a die with `faces` sides, holding `min`..`max` dice. */
function dice(faces: number, min: number, max: number) {
  return new f.ArrayField(int(1, faces, 1), { required: true, nullable: false, min, max, initial: [] });
}

function text(initial = "") {
  return new f.StringField({ required: true, nullable: false, blank: true, initial });
}

function uuid() {
  return new f.StringField({ required: true, nullable: true, blank: false, initial: null });
}

function choice<T extends string>(choices: readonly T[], initial: T) {
  return new f.StringField({ required: true, nullable: false, blank: false, choices, initial });
}

function optional<F extends foundry.data.fields.DataSchema>(fields: F) {
  return new f.SchemaField(fields, { required: true, nullable: true, initial: null });
}

/** One side of an opposed roll. */
function opposedSide() {
  return new f.SchemaField({
    actorUuid: uuid(),
    name: text(),
    skilled: bool(true),
    advantage: bool(),
    disadvantage: bool(),
    majorConditions: int(0, STRIKE_MAX_MAJOR_CONDITIONS, 0),
    dice: dice(6, 1, 2),
    helperDice: dice(6, 0, STRIKE_MAX_HELPERS),
  });
}

/** HTML ("" for none): declared in system.json's htmlFields, so Foundry's server cleans it. */
function html() {
  return new f.HTMLField({ required: true, nullable: false, blank: true, initial: "" });
}

/** One outcome's texts of a move ("" where the move has none). */
function outcomeTexts() {
  return new f.SchemaField({ text: html(), match: html() });
}

function defineRollCardSchema() {
  return {
    kind: choice(KINDS, "action"),
    ruleset: choice(RULESETS, "ironsworn"),
    actorUuid: uuid(),
    moveUuid: uuid(),
    title: text(),
    applied: new f.ArrayField(choice(CARD_ACTIONS, "burnMomentum"), {
      required: true,
      nullable: false,
      initial: [],
    }),
    notes: new f.ArrayField(
      new f.SchemaField({
        id: choice(CARD_NOTE_IDS, "breakingMarked"),
        count: int(0, NOTE_COUNT_MAX, 0),
        name: text(),
      }),
      { required: true, nullable: false, initial: [] },
    ),
    action: optional({
      stat: new f.SchemaField({ id: text(), label: text(), value: int(STAT_MIN, STAT_MAX, 0) }),
      adds: int(ADDS_MIN, ADDS_MAX, 0),
      momentum: int(-6, 10, 2),
      cancelOnNegativeMomentum: bool(true),
      actionDie: int(1, 6, 1),
      challengeDice: dice(10, 2, 2),
      burnedMomentum: new f.NumberField({
        required: true,
        nullable: true,
        integer: true,
        min: 1,
        max: 10,
        initial: null,
      }),
      reroll: optional({
        dice: new f.ArrayField(choice(REROLL_DICE, "challenge"), {
          required: true,
          nullable: false,
          min: 1,
          max: REROLL_DICE.length,
          initial: ["challenge"],
        }),
        source: new f.StringField({ required: true, nullable: false, blank: false, initial: "?" }),
      }),
      moveOutcomes: optional({ strongHit: outcomeTexts(), weakHit: outcomeTexts(), miss: outcomeTexts() }),
      cursedDie: optional({
        value: int(1, CURSED_DIE_FACES, 1),
        source: text(),
      }),
    }),
    progress: optional({
      trackUuid: uuid(),
      trackName: text(),
      score: int(0, PROGRESS_SCORE_MAX, 0),
      challengeDice: dice(10, 2, 2),
      // Null: the roll does not ask about a bad spot (see ProgressCardState.badSpot).
      badSpot: new f.BooleanField({ required: true, nullable: true, initial: null }),
    }),
    pool: optional({
      pool: dice(10, 1, MAX_POOL_DICE),
      challengeDice: dice(10, 2, 2),
      position: choice(POSITIONS, "risky"),
      effect: choice(EFFECTS, "standard"),
      pushed: new f.StringField({
        required: true,
        nullable: true,
        blank: false,
        choices: PUSH_CHOICES,
        initial: null,
      }),
    }),
    threat: optional({
      noRoll: new f.StringField({
        required: true,
        nullable: true,
        blank: false,
        choices: ["automatic", "impossible"],
        initial: null,
      }),
      actionDice: dice(6, 0, MAX_ACTION_DICE),
      keep: choice(THREAT_KEEPS, "highest"),
      threatDice: dice(8, 0, MAX_THREAT_DICE),
      momentumGained: int(0, 6, 0),
      momentum: int(0, 6, 2),
      burnedMomentum: new f.NumberField({
        required: true,
        nullable: true,
        integer: true,
        min: 4,
        max: 6,
        initial: null,
      }),
    }),
    strike: optional({
      skilled: bool(true),
      advantage: bool(),
      disadvantage: bool(),
      majorConditions: int(0, STRIKE_MAX_MAJOR_CONDITIONS, 0),
      dice: dice(6, 1, 2),
      helperDice: dice(6, 0, STRIKE_MAX_HELPERS),
      skillId: new f.StringField({ required: true, nullable: true, blank: false, initial: null }),
      linked: bool(),
    }),
    oracle: optional({
      odds: choice(ORACLE_ODDS_IDS, "fiftyFifty"),
      question: text(),
      roll: int(1, 100, 1),
    }),
    forge: optional({
      requirementId: new f.StringField({
        required: true,
        nullable: false,
        blank: false,
        initial: "requirement",
      }),
      requirement: text(),
      pool: dice(10, 1, MAX_POOL_DICE),
      challengeDice: dice(10, 2, 2),
      helpers: new f.ArrayField(
        new f.SchemaField({
          uuid: new f.StringField({ required: true, nullable: false, blank: false, initial: "?" }),
          name: text(),
          bondMarked: bool(),
        }),
        { required: true, nullable: false, initial: [] },
      ),
    }),
    opposed: optional({
      a: opposedSide(),
      b: opposedSide(),
      skillId: new f.StringField({ required: true, nullable: true, blank: false, initial: null }),
    }),
    purchase: optional({
      item: text(),
      itemTier: int(0, MAX_WEALTH_TIER, 1),
      wealth: new f.SchemaField({
        tier: int(0, MAX_WEALTH_TIER, 1),
        short: int(0, SHORTS_PER_BROKE - 1, 0),
        broke: int(0, MAX_BROKE, 0),
      }),
      die: int(1, 6, 1),
    }),
  };
}

type RollCardSchema = ReturnType<typeof defineRollCardSchema>;

type RollCardDerived = {
  /** The card's result from the rules engine; null when the stored dice are not valid for its rules. */
  resolved: ResolvedCard | null;
};

export class RollCardModel extends foundry.abstract.TypeDataModel<
  RollCardSchema,
  ChatMessage.Implementation,
  Record<string, never>,
  RollCardDerived
> {
  static override defineSchema(): RollCardSchema {
    return defineRollCardSchema();
  }

  /**
   * Cards stored before `reroll` and `moveOutcomes` existed read them as null; an old `burned` flag
   * becomes `burnedMomentum` (the momentum stored at roll time, or null); strike cards before
   * `skillId` and `linked` as null and false; cards before notes with none.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateRollCardSource(source));
  }

  /** Refuses data whose kind has no data of its own, and a malformed reroll allowance or outcome texts. */
  static override validateJoint(data: Record<string, unknown>): void {
    const kind = data.kind;
    if (typeof kind === "string" && (data[kind] === null || data[kind] === undefined)) {
      throw new Error(`a "${kind}" roll card needs its ${kind} data`);
    }
    const action = data.action as { reroll?: unknown; moveOutcomes?: unknown } | null | undefined;
    if (action) {
      assertRerollAllowance(action.reroll ?? null);
      assertMoveOutcomes(action.moveOutcomes ?? null);
    }
  }

  /** The card's state, as the rules and the card template read it. */
  get card(): CardState {
    return cardFromSystem(this.toObject() as RollCardSystemData);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    try {
      this.resolved = resolveCard(this.card);
    } catch {
      this.resolved = null;
    }
  }
}
pinClassName(RollCardModel, "RollCardModel");

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: {
      roll: typeof RollCardModel;
    };
  }
}
