/**
 * Context of the Augur character sheet: approaches (each a roll button), expertise, abilities (with
 * the bonus-die flag), bonds, harm (one threat die each) and momentum 0..6 with its burn and reset.
 * In edit mode, the fields of each list's rows and of a new row, and the harm maximum.
 */
import { AUGUR_APPROACH_MAX, AUGUR_APPROACHES, AUGUR_HARM_MAX_LIMIT } from "../../../rules/augur-character";
import { AUGUR_BURN_MIN, AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_RESET } from "../../../rules/augur-momentum";
import { bondViews, markTrackView, type ForgedTiesSheetContext, type MarkTrackView } from "./forged-ties-context";
import { rulesetBase, type RulesetBase } from "./ruleset-base";
import { intOf, listOf, recordOf, textOf, type SheetEnv } from "./types";
import { editTool, isEditing, namedRows, newRow, numberField, type EditableActor, type NamedRowView, type NewRowView, type NumberFieldView, type SheetToolView } from "./edit-rows";
import { sheetTabs, type SheetTabs } from "./tabs-context";
import { AUGUR_TABS, type AugurTab } from "./ruleset-tabs";
import { abilityEditText } from "../../../data/actor/ability-text";
import { pluralText } from "../../../locale";

/** The Augur sheet's tabs, in order. */
export { AUGUR_TABS, type AugurTab };

export interface AugurSheetContext extends RulesetBase, SheetTabs<AugurTab> {
  /** The header band's buttons: the edit toggle. */
  tools: SheetToolView[];
  editMode: boolean;
  approaches: { id: string; label: string; value: number; rollLabel: string; inputId: string }[];
  /** The approaches' range in edit mode, and the hint saying it. */
  approachHint: { id: string; text: string; min: number; max: number };
  expertiseRows: NamedRowView[];
  newExpertise: NewRowView;
  abilityRows: (NamedRowView & { text: string; textId: string; textLabel: string; bonusDie: boolean; bonusId: string; bonusLabel: string })[];
  newAbility: NewRowView;
  bondRows: { index: number; name: string; removeLabel: string }[];
  newBond: { row: string; selectId: string; label: string; options: { value: string; label: string }[]; dropHint: string };
  expertise: { id: string; name: string }[];
  abilities: { id: string; name: string; html: string; bonusDie: boolean }[];
  bonds: ForgedTiesSheetContext["bonds"];
  harm: MarkTrackView & { threatDice: number; threatText: string };
  /** The harm maximum's field in edit mode. */
  harmMaxField: NumberFieldView;
  momentum: {
    value: number;
    boxes: { value: number; current: boolean; cssClass: string }[];
    canGain: boolean;
    canLose: boolean;
    canBurn: boolean;
    burnText: string;
    resetText: string;
  };
}

/**
 * The Augur sheet's context; `names` gives characters' names by UUID: the bonded ones, and in edit mode
 * the others a bond may be added with.
 */
export function buildAugurContext(
  actor: EditableActor,
  env: SheetEnv,
  names: Readonly<Record<string, string>> = {},
  richEditor = false,
): AugurSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const values = recordOf(s.approaches);
  const harmMax = Math.max(1, intOf(s.harmMax, 1));
  const harm = markTrackView({ marked: intOf(s.harm, 0), length: harmMax }, t);
  const momentum = Math.min(AUGUR_MOMENTUM_MAX, Math.max(AUGUR_MOMENTUM_MIN, intOf(s.momentum, AUGUR_MOMENTUM_RESET)));
  const canBurn = momentum >= AUGUR_BURN_MIN;
  const editing = isEditing(actor, env);
  const expertise = listOf(s.expertise).map((e) => ({ id: textOf(e.id), name: textOf(e.name) }));
  const abilities = listOf(s.abilities).map((a) => ({ id: textOf(a.id), name: textOf(a.name), text: textOf(a.text), bonusDie: a.bonusDie === true }));
  const bonds = bondViews(s.bonds, names, t);
  const bonded = new Set(bonds.map((b) => b.characterId));
  return {
    ...rulesetBase({ ...actor, type: "augurCharacter" }, env, richEditor, t("VOWFORGE.Ruleset.augur")),
    ...sheetTabs(AUGUR_TABS, AUGUR_TABS, actor.activeTab, env, actor.drawnTabs),
    tools: [editTool(t, editing)],
    editMode: editing,
    approaches: AUGUR_APPROACHES.map((id) => {
      const label = t(`VOWFORGE.Augur.FIELDS.approaches.${id}.label`);
      return { id, label, value: intOf(values[id], 0), rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name: label }), inputId: `${env.idPrefix}-au-approach-${id}` };
    }),
    approachHint: { id: `${env.idPrefix}-au-approach-hint`, text: t("VOWFORGE.Rulesets.Augur.ApproachRange", { min: 0, max: AUGUR_APPROACH_MAX }), min: 0, max: AUGUR_APPROACH_MAX },
    expertise,
    expertiseRows: namedRows(expertise, "expertise", t("VOWFORGE.Augur.FIELDS.expertise.element.name.label"), env),
    newExpertise: newRow("expertise", t("VOWFORGE.Augur.FIELDS.expertise.element.name.label"), env),
    abilities: abilities.map((a) => ({ id: a.id, name: a.name, html: env.html(a.text), bonusDie: a.bonusDie })),
    abilityRows: namedRows(abilities, "ability", t("VOWFORGE.Augur.FIELDS.abilities.element.name.label"), env).map((row, i) => ({
      ...row,
      text: abilityEditText(abilities[i].text),
      textId: `${env.idPrefix}-ability-${i}-text`,
      textLabel: t("VOWFORGE.Rulesets.Augur.AbilityText", { name: row.name || row.nameLabel }),
      bonusDie: abilities[i].bonusDie,
      bonusId: `${env.idPrefix}-ability-${i}-bonus`,
      bonusLabel: t("VOWFORGE.Rulesets.Augur.BonusDieOf", { name: row.name || row.nameLabel }),
    })),
    newAbility: newRow("ability", t("VOWFORGE.Augur.FIELDS.abilities.element.name.label"), env),
    bonds,
    bondRows: bonds.map((b, index) => ({ index, name: b.name, removeLabel: t("VOWFORGE.Rulesets.Augur.RemoveBond", { name: b.name }) })),
    newBond: {
      row: "bond-new",
      selectId: `${env.idPrefix}-bond-new`,
      label: t("VOWFORGE.Rulesets.Augur.BondWith"),
      options: Object.entries(names)
        .filter(([uuid]) => uuid !== actor.uuid && !bonded.has(uuid))
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      dropHint: t("VOWFORGE.Rulesets.Augur.DropBond"),
    },
    harm: { ...harm, threatDice: harm.marked, threatText: pluralText(t, "VOWFORGE.Rulesets.Augur.ThreatDice", harm.marked) },
    harmMaxField: numberField(env, {
      key: "harm-max",
      field: "harmMax",
      save: "saveHarmMax",
      label: t("VOWFORGE.Augur.FIELDS.harmMax.label"),
      value: harmMax,
      min: Math.max(1, harm.marked),
      max: AUGUR_HARM_MAX_LIMIT,
      hint: t("VOWFORGE.Rulesets.Augur.HarmMaxRange", { min: Math.max(1, harm.marked), max: AUGUR_HARM_MAX_LIMIT }),
    }),
    momentum: {
      value: momentum,
      boxes: Array.from({ length: AUGUR_MOMENTUM_MAX - AUGUR_MOMENTUM_MIN + 1 }, (_, i) => {
        const value = AUGUR_MOMENTUM_MIN + i;
        return { value, current: value === momentum, cssClass: value === momentum ? "vf-momentum-box vf-momentum-box--current" : "vf-momentum-box" };
      }),
      canGain: momentum < AUGUR_MOMENTUM_MAX,
      canLose: true,
      canBurn,
      burnText: canBurn
        ? t("VOWFORGE.Rulesets.Augur.BurnReady", { value: momentum, reset: AUGUR_MOMENTUM_RESET })
        : t("VOWFORGE.Rulesets.Augur.BurnNotReady", { min: AUGUR_BURN_MIN }),
      resetText: t("VOWFORGE.Rulesets.Augur.Reset", { reset: AUGUR_MOMENTUM_RESET }),
    },
  };
}
