/**
 * The steps of an Ironsworn or Starforged character, each as a pair: reading its form into the draft,
 * and the problems the draft has at that step (src/rules/character-creation.ts says what is legal).
 */
import { STATS, type StatId } from "../../config";
import {
  backgroundVowProblems,
  FINAL_ASSET_CATEGORIES,
  IRONSWORN_STARTING_ASSETS,
  isRank,
  MAX_STARTING_BONDS,
  MAX_STARTING_CONNECTIONS,
  nameListProblems,
  pickCountProblem,
  requiredTextProblem,
  STARFORGED_STARTING_PATHS,
  statArrayProblem,
  type CreationProblem,
} from "../../rules/character-creation";
import { has, list, rowCount, text, whole, type FormValues } from "./wizard-form";
import { type AssetOption, type Draft, type WizardWorld } from "./wizard-types";

/** What a step does with the draft. */
export interface StepSpec {
  /** The draft with the step's own form read into it. */
  read(values: FormValues, draft: Draft, world: WizardWorld): Draft;
  /** What is wrong with the draft at this step (empty when the step is done). */
  problems(draft: Draft, world: WizardWorld): CreationProblem[];
}

/** The STARSHIP command vehicle's category in the packs. */
export const COMMAND_VEHICLE = "commandVehicle";

/** The assets of the draft's game, in the packs' order. */
export function gameAssets(world: WizardWorld, draft: Draft): AssetOption[] {
  return world.assets.filter((asset) => asset.ruleset === draft.game);
}

/** The game's command vehicles (the STARSHIP; a Sundered Isles flagship too when that pack is in use). */
export function commandVehicles(world: WizardWorld, draft: Draft): AssetOption[] {
  return gameAssets(world, draft).filter((asset) => asset.category === COMMAND_VEHICLE);
}

/** The paths the draft's game offers. */
export function pathAssets(world: WizardWorld, draft: Draft): AssetOption[] {
  return gameAssets(world, draft).filter((asset) => asset.category === "path");
}

/** Assets the last Starforged asset may be: a path, companion, module or support vehicle not yet taken. */
export function finalAssetChoices(world: WizardWorld, draft: Draft): AssetOption[] {
  return gameAssets(world, draft).filter(
    (asset) => FINAL_ASSET_CATEGORIES.includes(asset.category) && !draft.paths.includes(asset.uuid),
  );
}

/** The rows of the text list `name` (`name.0`, `name.1` ...) the step's form shows. */
export function textRows(values: FormValues, name: string): string[] {
  return Array.from({ length: rowCount(values, name) }, (_, i) => text(values, `${name}.${i}`));
}

function unknownPicks(chosen: readonly string[], offered: readonly AssetOption[], field: string): CreationProblem[] {
  const known = new Set(offered.map((asset) => asset.uuid));
  return chosen.some((uuid) => !known.has(uuid)) ? [{ code: "UnknownAsset", field }] : [];
}

/** A list of the problem, or none. */
export function only<T>(problem: T | null): T[] {
  return problem ? [problem] : [];
}

export const identity: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    name: has(values, "name") ? text(values, "name") : draft.name,
    pronouns: has(values, "pronouns") ? text(values, "pronouns") : draft.pronouns,
    callsign: has(values, "callsign") ? text(values, "callsign") : draft.callsign,
    description: has(values, "description") ? text(values, "description") : draft.description,
  }),
  problems: (draft) => only(requiredTextProblem(draft.name, "name")),
};

export const stats: StepSpec = {
  read: (values, draft) => {
    const next = { ...draft.stats };
    for (const id of STATS) if (has(values, `stats.${id}`)) next[id] = whole(values, `stats.${id}`);
    return { ...draft, stats: next };
  },
  problems: (draft) => {
    const problem = statArrayProblem(draft.stats);
    return problem ? [{ ...problem, field: `stats.${problem.field as StatId}` }] : [];
  },
};

export const assets: StepSpec = {
  read: (values, draft) => (has(values, "assets") ? { ...draft, assets: list(values, "assets") } : draft),
  problems: (draft, world) => [
    ...unknownPicks(draft.assets, gameAssets(world, draft), "assets"),
    ...only(pickCountProblem(draft.assets.length, IRONSWORN_STARTING_ASSETS, "assets")),
  ],
};

export const bonds: StepSpec = {
  read: (values, draft) => ({ ...draft, bonds: textRows(values, "bonds") }),
  problems: (draft) => nameListProblems(draft.bonds, (i) => `bonds.${i}`, MAX_STARTING_BONDS),
};

export const vow: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    vow: {
      title: has(values, "vow.title") ? text(values, "vow.title") : draft.vow.title,
      rank: has(values, "vow.rank") ? text(values, "vow.rank") : draft.vow.rank,
    },
  }),
  problems: (draft) => backgroundVowProblems(draft.vow.title, draft.vow.rank),
};

/**
 * Reading the paths step: a background picked that differs from the one before takes its two paths;
 * otherwise the paths are the boxes checked.
 */
export const paths: StepSpec = {
  read: (values, draft, world) => {
    const picked = whole(values, "background");
    const background = has(values, "background") ? picked : draft.background;
    const row = background === null ? undefined : world.backgrounds[background];
    if (background !== draft.background && row) return { ...draft, background, paths: [...row.assets] };
    return { ...draft, background: row ? background : null, paths: has(values, "paths") ? list(values, "paths") : draft.paths };
  },
  problems: (draft, world) => [
    ...unknownPicks(draft.paths, pathAssets(world, draft), "paths"),
    ...only(pickCountProblem(draft.paths.length, STARFORGED_STARTING_PATHS, "paths")),
  ],
};

export const starship: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    starship: {
      asset: has(values, "starship.asset") ? text(values, "starship.asset") : draft.starship.asset,
      name: has(values, "starship.name") ? text(values, "starship.name") : draft.starship.name,
    },
  }),
  problems: (draft, world) => {
    if (draft.starship.asset === "") return [];
    if (!commandVehicles(world, draft).some((asset) => asset.uuid === draft.starship.asset))
      return [{ code: "UnknownAsset", field: "starship.asset" }];
    return only(requiredTextProblem(draft.starship.name, "starship.name"));
  },
};

export const finalAsset: StepSpec = {
  read: (values, draft) => (has(values, "finalAsset") ? { ...draft, finalAsset: text(values, "finalAsset") } : draft),
  problems: (draft, world) => {
    if (draft.finalAsset === "") return [{ code: "PickOne", field: "finalAsset" }];
    const allowed = finalAssetChoices(world, draft).some((asset) => asset.uuid === draft.finalAsset);
    return allowed ? [] : [{ code: "FinalAsset", field: "finalAsset" }];
  },
};

export const connections: StepSpec = {
  read: (values, draft) => ({
    ...draft,
    connections: Array.from({ length: rowCount(values, "connections") }, (_, i) => ({
      name: text(values, `connections.${i}.name`),
      role: text(values, `connections.${i}.role`),
      rank: text(values, `connections.${i}.rank`),
    })),
  }),
  problems: (draft) => [
    ...nameListProblems(
      draft.connections.map((row) => row.name),
      (i) => `connections.${i}.name`,
      MAX_STARTING_CONNECTIONS,
    ),
    ...draft.connections.flatMap((row, i) =>
      isRank(row.rank) ? [] : [{ code: "Rank", field: `connections.${i}.rank` }],
    ),
  ],
};
