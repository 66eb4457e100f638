/**
 * What the steps of a Forged Ties, Augur or Strike! character draw: numbers within the sheet's limits,
 * lists of rows, and the characters a bond may be held with.
 */
import { AUGUR_APPROACH_MAX, AUGUR_APPROACHES } from "../../rules/augur-character";
import { FORGED_TIES_STATS, MAX_RATING_DICE } from "../../rules/forged-ties-character";
import { SESSION_AP_MAX, SESSION_AP_MIN, STRIKE_ABILITIES } from "../../rules/strike-character";
import { MAX_WEALTH_TIER } from "../../rules/wealth";
import { type ControlKit, type ControlView } from "./wizard-controls";
import { fields, picks, rowList, type StepView } from "./views-sworn";
import { type NamedRow, type RowList } from "./wizard-types";

function statLabel(kit: ControlKit, stat: string): string {
  return kit.t(`VOWFORGE.ForgedTies.FIELDS.stats.${stat}.label`);
}

/** A cell's label: the row's name, then the column's. */
function cell(kit: ControlKit, row: string, column: string): string {
  return `${row}: ${kit.t(`VOWFORGE.Wizard.Field.${column}`)}`;
}

/** A list of named rows (each keeps its id in a hidden field). */
function namedList(kit: ControlKit, list: RowList, rows: readonly NamedRow[], what: string) {
  return rowList(
    kit,
    list,
    kit.t(`VOWFORGE.Wizard.Field.${what}`),
    rows.length,
    (i) => {
      const label = kit.t(`VOWFORGE.Wizard.Field.${what}Row`, { n: i + 1 });
      return { label, controls: [kit.hidden(`${list}.${i}.id`, rows[i].id), kit.text(`${list}.${i}.name`, label, rows[i].name)] };
    },
    kit.t(`VOWFORGE.Wizard.Button.Add${what}`),
    kit.t(`VOWFORGE.Wizard.None${what}`),
    [kit.t(`VOWFORGE.Wizard.Field.${what}Name`)],
  );
}

export const ftStats: StepView = (draft, _world, kit) => [
  fields(
    kit,
    FORGED_TIES_STATS.map((stat) => kit.number(`ftStats.${stat}`, statLabel(kit, stat), draft.ftStats[stat], 0, MAX_RATING_DICE)),
  ),
];

export const ftSkills: StepView = (draft, _world, kit) => {
  const stats = FORGED_TIES_STATS.map((stat) => ({ value: stat, label: statLabel(kit, stat) }));
  return [
    rowList(
      kit,
      "ftSkills",
      kit.t("VOWFORGE.Wizard.Field.Skills"),
      draft.ftSkills.length,
      (i) => {
        const row = draft.ftSkills[i];
        const label = kit.t("VOWFORGE.Wizard.Field.SkillsRow", { n: i + 1 });
        const controls: ControlView[] = [
          kit.hidden(`ftSkills.${i}.id`, row.id),
          kit.text(`ftSkills.${i}.name`, label, row.name),
          kit.select(`ftSkills.${i}.stat`, cell(kit, label, "SkillStat"), row.stat, stats),
          kit.number(`ftSkills.${i}.dice`, cell(kit, label, "SkillDice"), row.dice, 1, MAX_RATING_DICE),
        ];
        return { label, controls };
      },
      kit.t("VOWFORGE.Wizard.Button.AddSkills"),
      kit.t("VOWFORGE.Wizard.NoneSkills"),
      ["SkillName", "SkillStat", "SkillDice"].map((c) => kit.t(`VOWFORGE.Wizard.Field.${c}`)),
    ),
  ];
};

export const partners: StepView = (draft, world, kit) => [
  picks(
    kit,
    "partners",
    kit.t("VOWFORGE.Wizard.Field.Partners"),
    "checkbox",
    world.partners.length === 0
      ? []
      : [
          {
            label: "",
            summary: "",
            summaryId: "",
            open: true,
            options: world.partners.map((p, i) => ({
              id: kit.id(`partners-${i}`),
              value: p.uuid,
              label: p.name,
              checked: draft.partners.includes(p.uuid),
            })),
          },
        ],
    "",
    kit.t("VOWFORGE.Wizard.NoPartners"),
  ),
];

export const forge: StepView = (draft, _world, kit) => [namedList(kit, "requirements", draft.requirements, "Requirements")];

export const approaches: StepView = (draft, _world, kit) => [
  fields(
    kit,
    AUGUR_APPROACHES.map((a) =>
      kit.number(`approaches.${a}`, kit.t(`VOWFORGE.Augur.FIELDS.approaches.${a}.label`), draft.approaches[a], 0, AUGUR_APPROACH_MAX),
    ),
  ),
];

export const expertise: StepView = (draft, _world, kit) => [namedList(kit, "expertise", draft.expertise, "Expertise")];

export const abilities: StepView = (draft, _world, kit) => [
  rowList(
    kit,
    "abilities",
    kit.t("VOWFORGE.Wizard.Field.Abilities"),
    draft.abilities.length,
    (i) => {
      const row = draft.abilities[i];
      const label = kit.t("VOWFORGE.Wizard.Field.AbilitiesRow", { n: i + 1 });
      const controls: ControlView[] = [
        kit.hidden(`abilities.${i}.id`, row.id),
        kit.text(`abilities.${i}.name`, label, row.name),
        kit.control("textarea", `abilities.${i}.text`, cell(kit, label, "AbilityText"), row.text, { maxLength: 4000 }),
        kit.checkbox(`abilities.${i}.bonusDie`, cell(kit, label, "AbilityBonusDie"), row.bonusDie),
      ];
      return { label, controls };
    },
    kit.t("VOWFORGE.Wizard.Button.AddAbilities"),
    kit.t("VOWFORGE.Wizard.NoneAbilities"),
    ["AbilityName", "AbilityText", "AbilityBonusDie"].map((c) => kit.t(`VOWFORGE.Wizard.Field.${c}`)),
  ),
];

export const strikeSkills: StepView = (draft, _world, kit) => {
  const abilities = [
    { value: "", label: kit.t("VOWFORGE.Rulesets.Strike.NoAbility") },
    ...STRIKE_ABILITIES.map((a) => ({ value: a, label: kit.t(`VOWFORGE.Rulesets.Strike.Ability.${a}`) })),
  ];
  return [
    rowList(
      kit,
      "strikeSkills",
      kit.t("VOWFORGE.Wizard.Field.Skills"),
      draft.strikeSkills.length,
      (i) => {
        const row = draft.strikeSkills[i];
        const label = kit.t("VOWFORGE.Wizard.Field.SkillsRow", { n: i + 1 });
        const controls: ControlView[] = [
          kit.hidden(`strikeSkills.${i}.id`, row.id),
          kit.text(`strikeSkills.${i}.name`, label, row.name),
          kit.select(`strikeSkills.${i}.ability`, cell(kit, label, "SkillAbility"), row.ability, abilities),
          kit.checkbox(`strikeSkills.${i}.restricted`, cell(kit, label, "SkillRestricted"), row.restricted),
        ];
        return { label, controls };
      },
      kit.t("VOWFORGE.Wizard.Button.AddSkills"),
      kit.t("VOWFORGE.Wizard.NoneSkills"),
      ["SkillName", "SkillAbility", "SkillRestricted"].map((c) => kit.t(`VOWFORGE.Wizard.Field.${c}`)),
    ),
  ];
};

export const ties: StepView = (draft, _world, kit) => [
  namedList(kit, "relationships", draft.relationships, "Relationships"),
  namedList(kit, "traits", draft.traits, "Traits"),
];

export const wealth: StepView = (draft, _world, kit) => [
  fields(kit, [
      kit.number("wealth", kit.t("VOWFORGE.Wizard.Field.Wealth"), draft.wealth, 0, MAX_WEALTH_TIER, { hint: kit.t("VOWFORGE.Wizard.Field.WealthHint") }),
      kit.number("actionPoints", kit.t("VOWFORGE.Wizard.Field.ActionPoints"), draft.actionPoints, SESSION_AP_MIN, SESSION_AP_MAX, {
      hint: kit.t("VOWFORGE.Wizard.Field.ActionPointsHint", { min: SESSION_AP_MIN, max: SESSION_AP_MAX }),
    }),
  ]),
];
