/**
 * The steps of a Forged Ties, Augur or Strike! character: reading each step's form into the draft and
 * the problems the draft has there. Their documents set no starting budget (docs/rulings.md,
 * "Character creation"): values are held to the sheet's limits, names must be written and not
 * repeated, a Forged Ties character needs a die among its stats and a Strike! character a skill.
 */
import { AUGUR_APPROACH_MAX, AUGUR_APPROACHES } from "../../rules/augur-character";
import {
  nameListProblems,
  poolDiceProblem,
  rangeProblem,
  type CreationProblem,
} from "../../rules/character-creation";
import { FORGED_TIES_STATS, MAX_RATING_DICE } from "../../rules/forged-ties-character";
import { SESSION_AP_MAX, SESSION_AP_MIN, STRIKE_ABILITIES } from "../../rules/strike-character";
import { MAX_WEALTH_TIER } from "../../rules/wealth";
import { flag, has, list, rowCount, text, whole, type FormValues } from "./wizard-form";
import { only, type StepSpec } from "./steps-sworn";
import { type Draft, type NamedRow } from "./wizard-types";

function rowsOf<T>(values: FormValues, name: string, read: (at: string) => T): T[] {
  return Array.from({ length: rowCount(values, name) }, (_, i) => read(`${name}.${i}`));
}

function namedRows(values: FormValues, name: string): NamedRow[] {
  return rowsOf(values, name, (at) => ({ id: text(values, `${at}.id`), name: text(values, `${at}.name`) }));
}

function numbers<const K extends string>(
  values: FormValues,
  prefix: string,
  keys: readonly K[],
  current: Readonly<Record<K, number | null>>,
): Record<K, number | null> {
  const next: Record<K, number | null> = { ...current };
  for (const key of keys) if (has(values, `${prefix}.${key}`)) next[key] = whole(values, `${prefix}.${key}`);
  return next;
}

function ranges(
  record: Readonly<Record<string, number | null>>,
  prefix: string,
  min: number,
  max: number,
): CreationProblem[] {
  return Object.entries(record).flatMap(([key, value]) => {
    const problem = rangeProblem(value, min, max, `${prefix}.${key}`);
    return problem ? [problem] : [];
  });
}

function named(rows: readonly NamedRow[], name: string): CreationProblem[] {
  return nameListProblems(
    rows.map((row) => row.name),
    (i) => `${name}.${i}.name`,
  );
}

export const ftStats: StepSpec = {
  read: (values, draft) => ({ ...draft, ftStats: numbers(values, "ftStats", FORGED_TIES_STATS, draft.ftStats) }),
  problems: (draft) => {
    const problems = ranges(draft.ftStats, "ftStats", 0, MAX_RATING_DICE);
    if (problems.length > 0) return problems;
    const dice = poolDiceProblem(draft.ftStats as Record<string, number>, `ftStats.${FORGED_TIES_STATS[0]}`);
    return dice ? [dice] : [];
  },
};

export const ftSkills: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    ftSkills: rowsOf(values, "ftSkills", (at) => ({
      id: text(values, `${at}.id`),
      name: text(values, `${at}.name`),
      stat: text(values, `${at}.stat`),
      dice: whole(values, `${at}.dice`),
    })),
  }),
  problems: (draft) => [
    ...nameListProblems(
      draft.ftSkills.map((row) => row.name),
      (i) => `ftSkills.${i}.name`,
    ),
    ...draft.ftSkills.flatMap((row, i) => [
      ...(FORGED_TIES_STATS.includes(row.stat) ? [] : [{ code: "PickOne", field: `ftSkills.${i}.stat` }]),
      ...only(rangeProblem(row.dice, 1, MAX_RATING_DICE, `ftSkills.${i}.dice`)),
    ]),
  ],
};

export const partners: StepSpec = {
  read: (values, draft) => (has(values, "partners") ? { ...draft, partners: list(values, "partners") } : draft),
  problems: (draft, world) => {
    const known = new Set(world.partners.map((p) => p.uuid));
    return draft.partners.some((uuid) => !known.has(uuid)) ? [{ code: "UnknownCharacter", field: "partners" }] : [];
  },
};

export const forge: StepSpec = {
  read: (values, draft) => ({ ...draft, requirements: namedRows(values, "requirements") }),
  problems: (draft) => named(draft.requirements, "requirements"),
};

export const approaches: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    approaches: numbers(values, "approaches", AUGUR_APPROACHES, draft.approaches),
  }),
  problems: (draft) => ranges(draft.approaches, "approaches", 0, AUGUR_APPROACH_MAX),
};

export const expertise: StepSpec = {
  read: (values, draft) => ({ ...draft, expertise: namedRows(values, "expertise") }),
  problems: (draft) => named(draft.expertise, "expertise"),
};

export const abilities: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    abilities: rowsOf(values, "abilities", (at) => ({
      id: text(values, `${at}.id`),
      name: text(values, `${at}.name`),
      text: text(values, `${at}.text`),
      bonusDie: flag(values, `${at}.bonusDie`),
    })),
  }),
  problems: (draft) => named(draft.abilities, "abilities"),
};

export const strikeSkills: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    strikeSkills: rowsOf(values, "strikeSkills", (at) => ({
      id: text(values, `${at}.id`),
      name: text(values, `${at}.name`),
      ability: text(values, `${at}.ability`),
      restricted: flag(values, `${at}.restricted`),
    })),
  }),
  problems: (draft) => {
    if (draft.strikeSkills.length === 0) return [{ code: "NoSkill", field: "strikeSkills.add" }];
    return [
      ...named(draft.strikeSkills, "strikeSkills"),
      ...draft.strikeSkills.flatMap((row, i) =>
        row.ability === "" || (STRIKE_ABILITIES as readonly string[]).includes(row.ability)
          ? []
          : [{ code: "PickOne", field: `strikeSkills.${i}.ability` }],
      ),
    ];
  },
};

export const ties: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    relationships: namedRows(values, "relationships"),
    traits: namedRows(values, "traits"),
  }),
  problems: (draft) => [...named(draft.relationships, "relationships"), ...named(draft.traits, "traits")],
};

export const wealth: StepSpec = {
  read: (values, draft: Draft) => ({
    ...draft,
    wealth: has(values, "wealth") ? whole(values, "wealth") : draft.wealth,
    actionPoints: has(values, "actionPoints") ? whole(values, "actionPoints") : draft.actionPoints,
  }),
  problems: (draft) => [
    ...only(rangeProblem(draft.wealth, 0, MAX_WEALTH_TIER, "wealth")),
    ...only(rangeProblem(draft.actionPoints, SESSION_AP_MIN, SESSION_AP_MAX, "actionPoints")),
  ],
};
