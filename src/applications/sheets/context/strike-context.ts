/**
 * Context of the Strike! character sheet: skills (skilled or not, each a roll button), wealth with its
 * Short and Broke marks and the tier the character buys at, minor and major conditions, action
 * points (spent or earned for a reason), relationships, traits (lost or not) and strikes. In edit
 * mode, the fields of each skill, relationship and trait and of a new one. Also the reading of the
 * purchase prompt's fields.
 */
import { AP_EARN_REASONS, AP_SPEND_REASONS, MAX_ACTION_POINTS, MAX_STRIKES, STRIKE_ABILITIES, STRIKE_MAJOR_CONDITIONS } from "../../../rules/strike-character";
import { editTool, isEditing, namedRows, newRow, numberField, type EditableActor, type NamedRowView, type NewRowView, type NumberFieldView, type SheetToolView } from "./edit-rows";
import { sheetTabs, type SheetTabs } from "./tabs-context";
import { STRIKE_TABS, type StrikeTab } from "./ruleset-tabs";
import { MAX_WEALTH_TIER, SHORTS_PER_BROKE, effectiveTier } from "../../../rules/wealth";
import { rulesetBase, type RulesetBase } from "./ruleset-base";
import { intOf, listOf, recordOf, textOf, type SheetEnv } from "./types";
import { type Localize } from "../../../locale";

/** A choice of a select. */
interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

/** A skill's row in edit mode. */
export type SkillRowView = NamedRowView & {
  skilled: boolean;
  skilledId: string;
  skilledLabel: string;
  abilityId: string;
  abilityLabel: string;
  abilities: Choice[];
  restricted: boolean;
  restrictedId: string;
  restrictedLabel: string;
};

/**
 * Spending or earning an action point: one button per reason, each in its own edit row (a hidden
 * field holds the reason, so the row reads like any other: context/edit-rows.ts editRowFields).
 */
export interface ApReasonView {
  kind: "spend" | "earn";
  action: "spendActionPoint" | "earnActionPoint";
  icon: string;
  label: string;
  disabled: boolean;
  reasons: { value: string; label: string; row: string }[];
}

/** How many pips the action point track shows at least (it grows with the points). */
const AP_TRACK_MIN = 5;

export { STRIKE_TABS, type StrikeTab };
export { readPurchase } from "./purchase";

/** A minor condition marked or recovered whole (Angry, Exhausted): a toggle whose press runs `action`. */
export interface MinorToggleView {
  id: string;
  label: string;
  on: boolean;
  pressed: "true" | "false";
  action: "markMinor" | "recoverMinor";
}

export interface StrikeSheetContext extends RulesetBase, SheetTabs<StrikeTab> {
  /** The header band's buttons: the edit toggle. */
  tools: SheetToolView[];
  editMode: boolean;
  skills: { id: string; name: string; skilled: boolean; status: string; ability: string; restricted: boolean; rollLabel: string }[];
  skillRows: SkillRowView[];
  newSkill: NewRowView;
  relationshipRows: NamedRowView[];
  newRelationship: NewRowView;
  traitRows: NamedRowView[];
  newTrait: NewRowView;
  apReasons: [spend: ApReasonView, earn: ApReasonView];
  /** The action point track: a pip per point, filled, then empty ones up to AP_TRACK_MIN. */
  actionPointPips: { filled: boolean }[];
  strikeButtons: { canAdd: boolean; canRemove: boolean; addLabel: string; removeLabel: string };
  /** The wealth tier's field in edit mode. */
  wealthTierField: NumberFieldView;
  wealth: {
    tier: number;
    short: number;
    broke: number;
    effectiveTier: number;
    shortMarks: { marked: boolean; cssClass: string }[];
    /** The Short marks in words, read instead of the boxes. */
    shortText: string;
    summary: string;
    canRecoverShort: boolean;
    canRecoverBroke: boolean;
  };
  tiers: { value: number; label: string }[];
  minor: {
    angry: boolean;
    winded: number;
    exhausted: boolean;
    lostConfidence: string;
    hasLostConfidence: boolean;
    abilities: { value: string; label: string }[];
    windedLabels: { mark: string; recover: string };
  };
  minorToggles: MinorToggleView[];
  major: { id: string; label: string; count: number; addLabel: string; removeLabel: string }[];
  majorTotal: number;
  /** What the major conditions take off every roll, signed ("−1"), or "0". */
  penalty: string;
  penaltyText: string;
  actionPoints: number;
  relationships: { id: string; name: string }[];
  traits: { id: string; name: string; lost: boolean; index: number; pressed: "true" | "false"; lostLabel: string }[];
  strikes: number;
}

const abilityLabel = (t: Localize, id: string) => t(`VOWFORGE.Rulesets.Strike.Ability.${id}`);

/** The Strike! sheet's context. */
export function buildStrikeContext(actor: EditableActor, env: SheetEnv, richEditor = false): StrikeSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const w = recordOf(s.wealth);
  const wealth = { tier: intOf(w.tier, 0), short: intOf(w.short, 0), broke: intOf(w.broke, 0) };
  let buysAt: number;
  try {
    buysAt = effectiveTier(wealth);
  } catch {
    buysAt = wealth.tier;
  }
  const minor = recordOf(s.minor);
  const major = recordOf(s.major);
  const lost = textOf(minor.lostConfidence);
  const majorTotal = STRIKE_MAJOR_CONDITIONS.reduce((sum, id) => sum + intOf(major[id], 0), 0);
  const editing = isEditing(actor, env);
  const skills = listOf(s.skills).map((skill) => ({
    id: textOf(skill.id),
    name: textOf(skill.name),
    skilled: skill.skilled === true,
    ability: textOf(skill.ability),
    restricted: skill.restricted === true,
  }));
  const relationships = listOf(s.relationships).map((r) => ({ id: textOf(r.id), name: textOf(r.name) }));
  const traits = listOf(s.traits).map((r) => ({ id: textOf(r.id), name: textOf(r.name), lost: r.lost === true }));
  const strikes = intOf(s.strikes, 0);
  const actionPoints = intOf(s.actionPoints, 0);
  const entry = (list: string) => t(`VOWFORGE.Strike.FIELDS.${list}.element.name.label`);
  return {
    ...rulesetBase({ ...actor, type: "strikeCharacter" }, env, richEditor, t("VOWFORGE.Ruleset.strike")),
    ...sheetTabs(STRIKE_TABS, STRIKE_TABS, actor.activeTab, env, actor.drawnTabs),
    tools: [editTool(t, editing)],
    editMode: editing,
    skills: skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      skilled: skill.skilled,
      status: t(skill.skilled ? "VOWFORGE.Rulesets.Strike.Skilled" : "VOWFORGE.Rulesets.Strike.Unskilled"),
      ability: skill.ability ? abilityLabel(t, skill.ability) : "",
      restricted: skill.restricted,
      rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name: skill.name }),
    })),
    skillRows: namedRows(skills, "skill", entry("skills"), env).map((row, i) => {
      const skill = skills[i];
      const name = row.name || row.nameLabel;
      const id = `${env.idPrefix}-skill-${i}`;
      return {
        ...row,
        skilled: skill.skilled,
        skilledId: `${id}-skilled`,
        skilledLabel: t("VOWFORGE.Rulesets.Strike.SkilledOf", { name }),
        abilityId: `${id}-ability`,
        abilityLabel: t("VOWFORGE.Rulesets.Strike.AbilityOf", { name }),
        abilities: [
          { value: "", label: t("VOWFORGE.Rulesets.Strike.NoAbility"), selected: skill.ability === "" },
          ...STRIKE_ABILITIES.map((a) => ({ value: a, label: abilityLabel(t, a), selected: skill.ability === a })),
        ],
        restricted: skill.restricted,
        restrictedId: `${id}-restricted`,
        restrictedLabel: t("VOWFORGE.Rulesets.Strike.RestrictedOf", { name }),
      };
    }),
    newSkill: newRow("skill", entry("skills"), env),
    relationshipRows: namedRows(relationships, "relationship", entry("relationships"), env),
    newRelationship: newRow("relationship", entry("relationships"), env),
    traitRows: namedRows(traits, "trait", entry("traits"), env),
    newTrait: newRow("trait", entry("traits"), env),
    apReasons: [
      {
        kind: "spend",
        action: "spendActionPoint",
        icon: "fa-circle-minus",
        label: t("VOWFORGE.Rulesets.Strike.SpendReason"),
        disabled: actionPoints < 1,
        reasons: AP_SPEND_REASONS.map((r) => ({ value: r, label: t(`VOWFORGE.Rulesets.Strike.SpendFor.${r}`), row: `ap-spend-${r}` })),
      },
      {
        kind: "earn",
        action: "earnActionPoint",
        icon: "fa-circle-plus",
        label: t("VOWFORGE.Rulesets.Strike.EarnReason"),
        disabled: actionPoints >= MAX_ACTION_POINTS,
        reasons: AP_EARN_REASONS.map((r) => ({ value: r, label: t(`VOWFORGE.Rulesets.Strike.EarnFor.${r}`), row: `ap-earn-${r}` })),
      },
    ],
    actionPointPips: Array.from({ length: Math.max(actionPoints, AP_TRACK_MIN) }, (_, i) => ({ filled: i < actionPoints })),
    strikeButtons: {
      canAdd: strikes < MAX_STRIKES,
      canRemove: strikes > 0,
      addLabel: t("VOWFORGE.Rulesets.Strike.AddStrike"),
      removeLabel: t("VOWFORGE.Rulesets.Strike.RemoveStrike"),
    },
    wealthTierField: numberField(env, {
      key: "wealth-tier",
      field: "tier",
      save: "saveWealthTier",
      label: t("VOWFORGE.Strike.FIELDS.wealth.tier.label"),
      value: wealth.tier,
      min: 0,
      max: MAX_WEALTH_TIER,
      hint: t("VOWFORGE.Rulesets.Strike.WealthTierRange", { min: 0, max: MAX_WEALTH_TIER }),
    }),
    wealth: {
      ...wealth,
      effectiveTier: buysAt,
      shortMarks: Array.from({ length: SHORTS_PER_BROKE - 1 }, (_, i) => ({
        marked: i < wealth.short,
        cssClass: i < wealth.short ? "vf-mark vf-mark--on" : "vf-mark",
      })),
      shortText: t("VOWFORGE.Rulesets.Strike.ShortCount", { count: wealth.short }),
      summary: t("VOWFORGE.Rulesets.Strike.BuysAt", { tier: buysAt }),
      canRecoverShort: wealth.short > 0,
      canRecoverBroke: wealth.broke > 0,
    },
    tiers: Array.from({ length: MAX_WEALTH_TIER + 1 }, (_, value) => ({ value, label: t("VOWFORGE.Rulesets.Strike.Tier", { tier: value }) })),
    minor: {
      angry: minor.angry === true,
      winded: intOf(minor.winded, 0),
      exhausted: minor.exhausted === true,
      lostConfidence: lost ? abilityLabel(t, lost) : "",
      hasLostConfidence: lost !== "",
      abilities: STRIKE_ABILITIES.map((id) => ({ value: id, label: abilityLabel(t, id) })),
      windedLabels: {
        mark: t("VOWFORGE.Rulesets.Strike.AddCondition", { name: t("VOWFORGE.Strike.FIELDS.minor.winded.label") }),
        recover: t("VOWFORGE.Rulesets.Strike.RemoveCondition", { name: t("VOWFORGE.Strike.FIELDS.minor.winded.label") }),
      },
    },
    minorToggles: (["angry", "exhausted"] as const).map((id) => {
      const on = minor[id] === true;
      return { id, label: t(`VOWFORGE.Strike.FIELDS.minor.${id}.label`), on, pressed: on ? "true" : "false", action: on ? "recoverMinor" : "markMinor" };
    }),
    major: STRIKE_MAJOR_CONDITIONS.map((id) => {
      const label = t(`VOWFORGE.Strike.FIELDS.major.${id}.label`);
      return {
        id,
        label,
        count: intOf(major[id], 0),
        addLabel: t("VOWFORGE.Rulesets.Strike.AddCondition", { name: label }),
        removeLabel: t("VOWFORGE.Rulesets.Strike.RemoveCondition", { name: label }),
      };
    }),
    majorTotal,
    penalty: majorTotal > 0 ? `\u2212${majorTotal}` : "0",
    penaltyText: t("VOWFORGE.Rulesets.Strike.Penalty", { penalty: majorTotal }),
    actionPoints,
    relationships,
    traits: traits.map((trait, index) => ({
      ...trait,
      index,
      pressed: trait.lost ? "true" : "false",
      lostLabel: t("VOWFORGE.Rulesets.Strike.TraitLost", { name: trait.name }),
    })),
    strikes,
  };
}
