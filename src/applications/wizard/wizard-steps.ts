/**
 * The steps of each game's creation, in order, and what each does (steps-sworn.ts, steps-other.ts).
 * Ironsworn follows its rulebook's creation (stats, three assets, bonds, the background vow); Starforged
 * its published creation (two paths, the starship, one more asset, stats, the background vow, starting
 * connections); Forged Ties, Augur and Strike! walk through what their documents name.
 */
import { type CreationProblem } from "../../rules/character-creation";
import { text, type FormValues } from "./wizard-form";
import * as other from "./steps-other";
import * as sworn from "./steps-sworn";
import { type StepSpec } from "./steps-sworn";
import * as otherViews from "./views-other";
import * as swornViews from "./views-sworn";
import { type StepView } from "./views-sworn";
import { type Draft, type WizardGame, type WizardWorld } from "./wizard-types";

export const STEP_IDS = [
  "game",
  "identity",
  "stats",
  "assets",
  "paths",
  "starship",
  "finalAsset",
  "bonds",
  "vow",
  "connections",
  "ftStats",
  "ftSkills",
  "forge",
  "approaches",
  "expertise",
  "abilities",
  "partners",
  "strikeSkills",
  "ties",
  "wealth",
  "review",
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** Each game's steps after the choice of game (which comes first when there is a choice). */
export const GAME_STEPS: Readonly<Record<WizardGame, readonly StepId[]>> = {
  ironsworn: ["identity", "stats", "assets", "bonds", "vow", "review"],
  starforged: ["identity", "paths", "starship", "finalAsset", "stats", "vow", "connections", "review"],
  forgedTies: ["identity", "ftStats", "ftSkills", "partners", "forge", "review"],
  augur: ["identity", "approaches", "expertise", "abilities", "partners", "review"],
  strike: ["identity", "strikeSkills", "ties", "wealth", "review"],
};

const game: StepSpec = {
  read: (values, draft) => {
    const picked = text(values, "game");
    return picked === "" ? draft : { ...draft, game: picked as WizardGame };
  },
  problems: (draft: Draft, world: WizardWorld): CreationProblem[] =>
    world.games.includes(draft.game) ? [] : [{ code: "PickOne", field: "game" }],
};

const review: StepSpec = { read: (_values, draft) => draft, problems: () => [] };

/** A step: reading its form, its problems and what it draws (the review draws the whole draft). */
export type Step = StepSpec & { view: StepView | null };

/** What each step does. */
export const STEPS: Readonly<Record<StepId, Step>> = {
  game: { ...game, view: swornViews.game },
  identity: { ...sworn.identity, view: swornViews.identity },
  stats: { ...sworn.stats, view: swornViews.stats },
  assets: { ...sworn.assets, view: swornViews.assets },
  paths: { ...sworn.paths, view: swornViews.paths },
  starship: { ...sworn.starship, view: swornViews.starship },
  finalAsset: { ...sworn.finalAsset, view: swornViews.finalAsset },
  bonds: { ...sworn.bonds, view: swornViews.bonds },
  vow: { ...sworn.vow, view: swornViews.vow },
  connections: { ...sworn.connections, view: swornViews.connections },
  ftStats: { ...other.ftStats, view: otherViews.ftStats },
  ftSkills: { ...other.ftSkills, view: otherViews.ftSkills },
  forge: { ...other.forge, view: otherViews.forge },
  approaches: { ...other.approaches, view: otherViews.approaches },
  expertise: { ...other.expertise, view: otherViews.expertise },
  abilities: { ...other.abilities, view: otherViews.abilities },
  partners: { ...other.partners, view: otherViews.partners },
  strikeSkills: { ...other.strikeSkills, view: otherViews.strikeSkills },
  ties: { ...other.ties, view: otherViews.ties },
  wealth: { ...other.wealth, view: otherViews.wealth },
  review: { ...review, view: null },
};

/** The steps of a creation: the choice of game when the world offers more than one, then the game's. */
export function stepsFor(draft: Draft, world: WizardWorld): StepId[] {
  return [...(world.games.length > 1 ? (["game"] as const) : []), ...GAME_STEPS[draft.game]];
}

/** Reads `values` (the form of step `step`) into the draft. */
export function readStep(step: StepId, values: FormValues, draft: Draft, world: WizardWorld): Draft {
  return STEPS[step].read(values, draft, world);
}
