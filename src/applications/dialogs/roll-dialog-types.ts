/**
 * The plain data the roll dialog works on: what opens it (RollDialogInput), what the user has chosen
 * so far (RollChoices, raw as the form holds them). Types only: nothing here runs.
 */
import type { MoveOutcomes, RerollAllowance } from "../../kinds/action";
import { type RollMode } from "../../roll-modes";
import { type RulesetId } from "../../config";
import { type RollMethod } from "../../rules/roll-method";
import { type StrikeCharacter } from "../../rules/strike-character";

/** A stat, meter, skill or approach the actor can roll, with its value. */
export interface ActorValue {
  id: string;
  /** Display text (already localised); it becomes the card heading and the stat label on the card. */
  label: string;
  value: number;
}

/**
 * The actor as the dialog needs it. `stats` holds what the ruleset rolls: Ironsworn / Starforged stats
 * (edge...), Forged Ties skills (their dice), Augur approaches (their dice), Strike! skills (value 1 when
 * the character has the skill).
 */
export interface ActorSummary {
  name: string;
  uuid: string | null;
  stats: ActorValue[];
  /** Condition meters (health, spirit, supply, and asset meters such as integrity). */
  meters: ActorValue[];
  /** Ironsworn / Starforged -6..10; Augur 0..6; ignored elsewhere. */
  momentum: number;
  /** Augur: harm marked (one threat die each). */
  harm: number;
  /** Strike!: major conditions (-1 each). */
  majorConditions: number;
  /** Forged Ties: the dice of each skill's related skills, by skill id (prefilled with the skill). */
  relatedDice?: Record<string, number>;
  /** Augur: names of the character's expertise (the expertise die is offered only when there is some). */
  expertise?: string[];
  /** Augur: names of the character's abilities that grant a bonus die. */
  bonusAbilities?: string[];
  /** Strike!: the character as the rules read it (conditions, skills, action points), or null. */
  strike?: StrikeCharacter | null;
}

/** A move's roll option, as in its item data (content-shapes.md). */
export interface MoveRollOption {
  using: "stat" | "conditionMeter" | "assetMeter" | "progressTrack" | "legacyTrack" | "custom";
  key: string;
  label: string;
}

/** A roll option within a trigger condition; `value` is a custom option's fixed value (0 otherwise). */
export interface MoveConditionOption extends MoveRollOption {
  value: number;
}

/** One trigger condition of a move: how it rolls (its roll method) and with what. */
export interface MoveRollCondition {
  rollMethod: RollMethod;
  /** The condition's text ("Mend your own wounds"), or "". */
  label: string;
  rollOptions: MoveConditionOption[];
}

/** The move being rolled, if any. */
export interface MoveSummary {
  uuid: string | null;
  name: string;
  rollOptions: MoveRollOption[];
  /**
   * How each trigger condition rolls; absent or empty: the player picks one of `rollOptions` (a custom
   * option's fixed value read from its label, "troublesome (+1)").
   */
  rollConditions?: MoveRollCondition[];
  /**
   * The move's outcome texts (its `system.outcomes`), copied onto an action card; when absent, the
   * roll copies them from the move at `uuid`.
   */
  outcomes?: MoveOutcomes | null;
}

/**
 * An add the dialog offers as a tick naming its source (a stored "+N on your next move"): ticked adds
 * join the typed adds and the odds follow them. `label` is an i18n key, `labelData` its placeholders.
 */
export interface AddOffer {
  /** Unique within the dialog ("nextMove.0" for the first stored add). */
  id: string;
  add: number;
  label: string;
  labelData: Record<string, string | number>;
  /** Whether it opens ticked (a stored add does: the user unticks it to keep it). */
  ticked: boolean;
  /** Offers of one group are alternatives: the largest ticked counts (move-adds.ts). */
  group?: string;
}

/** What opens the roll dialog. */
export interface RollDialogInput {
  ruleset: RulesetId;
  actor: ActorSummary;
  move: MoveSummary | null;
  /** A stat (or skill, approach) to preselect, by id; null for none. */
  stat: string | null;
  /** Ironsworn / Starforged: the adds the dialog opens with (an inline roll's "+1"); absent: 0. */
  adds?: number;
  /**
   * Heading of the card when there is neither a move nor a preselected stat to name it (display text,
   * for example "Forged Ties roll").
   */
  title: string;
  /** Ironsworn: always true; Starforged: the world setting. */
  cancelOnNegativeMomentum: boolean;
  /**
   * A reroll an asset or ability may grant this roll (Ironsworn / Starforged): the dialog offers it as
   * a checkbox, and the card carries it when ticked. Absent or null: none.
   */
  reroll?: RerollAllowance | null;
  /**
   * Starforged with Sundered Isles: the dialog offers to roll the cursed die too, ticked from the start
   * when `source` names what adds it (an asset such as the Chattering Skull; "" for none). Absent or
   * null: not offered.
   */
  cursedDie?: { source: string } | null;
  /** Ironsworn / Starforged: the character has the initiative / is in control (a move that sets it; control-line.ts). */
  control?: boolean;
  /** Ironsworn / Starforged: adds offered as ticks (absent: none). */
  addOffers?: AddOffer[];
  /** The roll mode the dialog opens with (the chat box's current mode); default public. */
  rollMode?: RollMode;
  /**
   * Whether the user rolling is a GM (default true). Augur stances are the GM's to pick: a player's
   * dialog shows no stance pickers, only the threat level the GM gives them, typed in (docs/rulings.md).
   */
  gm?: boolean;
}

/** A form value as the dialog holds it: numbers may arrive as typed text. */
export type RawNumber = number | string;

/** Every choice the dialog offers; only the current ruleset's are read. */
export interface RollChoices {
  /** Ironsworn / Starforged: the option rolled, "stat.<id>" or "meter.<id>". */
  option: string;
  adds: RawNumber;
  /** Forged Ties. */
  skillDice: RawNumber;
  relatedSkillDice: RawNumber;
  helperDice: RawNumber;
  helperStatDice: RawNumber;
  position: string;
  effect: string;
  /** "none", "addDie" or "raiseEffect". */
  push: string;
  /** Whether a marked heart box absorbs the push's breaking (FT-18). */
  pushClearHeart: boolean;
  /** Augur. */
  approach: RawNumber;
  expertise: boolean;
  ability: boolean;
  workingTogether: boolean;
  assists: RawNumber;
  outsideAssistance: boolean;
  /** Augur stances the GM picks, each within its range (0: not in play). */
  stanceCompromised: RawNumber;
  stanceResistant: RawNumber;
  stanceVolatile: RawNumber;
  stanceSubstantial: RawNumber;
  stanceInert: boolean;
  /** The name of the clock an Advancing stance sets ("" when Advancing is not in play). */
  stanceAdvancing: string;
  /** Threat level beyond the stances listed (added to their sum). */
  stanceThreat: RawNumber;
  harm: RawNumber;
  /** Strike!. */
  skilled: boolean;
  advantage: boolean;
  disadvantage: boolean;
  majorConditions: RawNumber;
  helpers: RawNumber;
  /** Strike!: the GM's roll tags (conditions that apply to them give disadvantage). */
  tagSocial: boolean;
  tagConcentration: boolean;
  tagPhysical: boolean;
  /** Strike!: advantage from a related skill, for one action point. */
  relatedSkill: boolean;
  /** Strike!: a linked roll (its result hands advantage to a later roll). */
  linked: boolean;
  /** Ironsworn / Starforged, when the input offers a reroll: whether this roll takes it. */
  reroll: boolean;
  /** Starforged with Sundered Isles, when the input offers it: whether the cursed die is rolled too. */
  cursedDie: boolean;
  /** Ironsworn / Starforged: the offered adds ticked, by offer id. */
  offers: Record<string, boolean>;
  /** Every ruleset: "publicroll", "gmroll", "blindroll" or "selfroll". */
  rollMode: string;
}
