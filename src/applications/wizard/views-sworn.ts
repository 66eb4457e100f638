/**
 * What the steps of an Ironsworn or Starforged character draw (and the identity and game steps every
 * game shares): blocks of controls built from the draft and the world.
 */
import { RANKS, STATS } from "../../config";
import {
  BACKGROUND_VOW_RANKS,
  IRONSWORN_STARTING_ASSETS,
  STARFORGED_STARTING_PATHS,
  STARTING_STATS,
} from "../../rules/character-creation";
import { type BlockView, type ControlKit, type ControlView, type PickGroup } from "./wizard-controls";
import { ROW_LIMITS } from "./wizard-rows";
import { commandVehicles, finalAssetChoices, gameAssets, pathAssets } from "./steps-sworn";
import { type AssetOption, type Draft, type RowList, type WizardWorld } from "./wizard-types";

export type StepView = (draft: Draft, world: WizardWorld, kit: ControlKit) => BlockView[];

/** The assets of `options` in groups by category (in the packs' order), `chosen` checked. */
function assetGroups(kit: ControlKit, name: string, options: readonly AssetOption[], chosen: readonly string[]): PickGroup[] {
  const categories = [...new Set(options.map((a) => a.category))];
  return categories.map((category, g) => {
    const members = options.filter((a) => a.category === category);
    const picked = members.filter((a) => chosen.includes(a.uuid)).length;
    const label = kit.t(`VOWFORGE.Wizard.Category.${category}`);
    return {
      label,
      summary: kit.t("VOWFORGE.Wizard.Status.GroupChosen", { group: label, chosen: picked }),
      summaryId: kit.id(`${name}-group-${g}`),
      open: picked > 0 || (g === 0 && chosen.length === 0),
      options: members.map((a, i) => ({
        id: kit.id(`${name}-${category}-${i}`),
        value: a.uuid,
        label: a.name,
        checked: chosen.includes(a.uuid),
      })),
    };
  });
}

/** A block of fields, with a status line kept up to date while the user changes them. */
export function fields(kit: ControlKit, controls: ControlView[], status = "", name = "fields"): BlockView {
  return { kind: "fields", legend: "", status, statusId: kit.id(`${name}-status`), controls };
}

/** A block of picks (checkboxes or radio buttons) with a live count or status line. */
export function picks(
  kit: ControlKit,
  name: string,
  legend: string,
  type: "checkbox" | "radio",
  groups: PickGroup[],
  status: string,
  empty = "",
  refresh = false,
): BlockView {
  const error = kit.error(name, legend);
  const statusId = kit.id(`${name}-status`);
  const errorId = kit.id(`${name}-error`);
  return {
    kind: "picks",
    legend,
    type,
    name,
    grouped: groups.length > 1,
    groups,
    statusId,
    status,
    error,
    errorId,
    describedBy: [status ? statusId : "", error ? errorId : ""].filter(Boolean).join(" "),
    empty,
    refresh,
  };
}

/** The "n of m chosen" line of a pick step. */
export function chosenStatus(kit: ControlKit, chosen: number, expected: number): string {
  return kit.t("VOWFORGE.Wizard.Status.Chosen", { chosen, expected });
}

/** A list of rows with its add button. */
export function rowList(
  kit: ControlKit,
  list: RowList,
  legend: string,
  count: number,
  row: (index: number) => { label: string; controls: ControlView[] },
  addLabel: string,
  empty: string,
  columns: string[] = [],
): BlockView {
  const name = `${list}.add`;
  return {
    kind: "rows",
    legend,
    list,
    columns,
    rows: Array.from({ length: count }, (_, index) => {
      const { label, controls } = row(index);
      const cells = controls.map((c) => ({ ...c, hideLabel: true }));
      return { index, label, controls: cells, remove: { index, label: kit.t("VOWFORGE.Wizard.Button.RemoveRow", { row: label }) } };
    }),
    add: {
      id: kit.id(name),
      name,
      label: addLabel,
      disabled: count >= ROW_LIMITS[list],
      error: kit.error(name, legend),
      errorId: kit.id(`${name}-error`),
    },
    empty,
  };
}

function rankOptions(kit: ControlKit, ranks: readonly string[]) {
  return ranks.map((rank) => ({ value: rank, label: kit.t(`VOWFORGE.Rank.${rank}`) }));
}

export const game: StepView = (draft, world, kit) => [
  picks(
    kit,
    "game",
    kit.t("VOWFORGE.Wizard.Field.Game"),
    "radio",
    [
      {
        label: "",
        summary: "",
        summaryId: "",
        open: true,
        options: world.games.map((g, i) => ({
          id: kit.id(`game-${i}`),
          value: g,
          label: kit.t(`VOWFORGE.Ruleset.${g}`),
          checked: g === draft.game,
        })),
      },
    ],
    "",
    "",
    true,
  ),
];

export const identity: StepView = (draft, _world, kit) => {
  const t = kit.t;
  const sworn = draft.game === "ironsworn" || draft.game === "starforged";
  const controls = [kit.text("name", t("VOWFORGE.Wizard.Field.Name"), draft.name, { required: true })];
  if (sworn) controls.push(kit.text("pronouns", t("VOWFORGE.Sheet.Pronouns"), draft.pronouns));
  if (draft.game === "starforged") controls.push(kit.text("callsign", t("VOWFORGE.Sheet.Callsign"), draft.callsign));
  controls.push(
    kit.control("textarea", "description", t(`VOWFORGE.Wizard.Field.Description.${draft.game}`), draft.description, {
      hint: t("VOWFORGE.Wizard.Field.DescriptionHint"),
      maxLength: 4000,
    }),
  );
  return [fields(kit, controls)];
};

export const stats: StepView = (draft, _world, kit) => {
  const values = [...new Set(STARTING_STATS)].map((v) => ({ value: String(v), label: String(v) }));
  const options = [{ value: "", label: kit.t("VOWFORGE.Wizard.Field.NotChosen") }, ...values];
  const left = [...STARTING_STATS];
  for (const id of STATS) {
    const at = left.indexOf(draft.stats[id] ?? Number.NaN);
    if (at >= 0) left.splice(at, 1);
  }
  const status = left.length === 0 ? kit.t("VOWFORGE.Wizard.Status.StatsDone") : kit.t("VOWFORGE.Wizard.Status.StatsLeft", { values: left.join(", ") });
  const controls = STATS.map((id) =>
    kit.select(`stats.${id}`, kit.t(`VOWFORGE.Stat.${id}`), draft.stats[id] === null ? "" : String(draft.stats[id]), options),
  );
  return [fields(kit, controls, status, "stats")];
};

export const assets: StepView = (draft, world, kit) => [
  picks(
    kit,
    "assets",
    kit.t("VOWFORGE.Wizard.Field.Assets", { count: IRONSWORN_STARTING_ASSETS }),
    "checkbox",
    assetGroups(kit, "assets", gameAssets(world, draft), draft.assets),
    chosenStatus(kit, draft.assets.length, IRONSWORN_STARTING_ASSETS),
    kit.t("VOWFORGE.Wizard.NoAssets"),
  ),
];

export const paths: StepView = (draft, world, kit) => {
  const t = kit.t;
  const blocks: BlockView[] = [];
  if (world.backgrounds.length > 0) {
    const options = [
      { value: "", label: t("VOWFORGE.Wizard.Field.OwnPaths") },
      ...world.backgrounds.map((row, i) => ({ value: String(i), label: `${row.range[0]}–${row.range[1]} ${row.label}` })),
    ];
    const value = draft.background === null ? "" : String(draft.background);
    const select = kit.select("background", t("VOWFORGE.Wizard.Field.Background"), value, options, {
      hint: t("VOWFORGE.Wizard.Field.BackgroundHint"),
      refresh: true,
    });
    blocks.push(fields(kit, [select], "", "background"));
    blocks.push({ kind: "action", action: "wizardRollBackground", label: t("VOWFORGE.Wizard.Button.RollBackground"), icon: "fa-solid fa-dice-d20" });
  }
  blocks.push(
    picks(
      kit,
      "paths",
      t("VOWFORGE.Wizard.Field.Paths", { count: STARFORGED_STARTING_PATHS }),
      "checkbox",
      assetGroups(kit, "paths", pathAssets(world, draft), draft.paths),
      chosenStatus(kit, draft.paths.length, STARFORGED_STARTING_PATHS),
      t("VOWFORGE.Wizard.NoAssets"),
    ),
  );
  return blocks;
};

export const starship: StepView = (draft, world, kit) => {
  const t = kit.t;
  const ships = commandVehicles(world, draft);
  const none = { id: kit.id("starship-none"), value: "", label: t("VOWFORGE.Wizard.Field.NoShip"), checked: draft.starship.asset === "" };
  const options = ships.map((a, i) => ({ id: kit.id(`starship-${i}`), value: a.uuid, label: a.name, checked: a.uuid === draft.starship.asset }));
  return [
    picks(kit, "starship.asset", t("VOWFORGE.Wizard.Field.Ship"), "radio", [{ label: "", summary: "", summaryId: "", open: true, options: [...options, none] }], ""),
    fields(kit, [kit.text("starship.name", t("VOWFORGE.Wizard.Field.ShipName"), draft.starship.name, { hint: t("VOWFORGE.Wizard.Field.ShipNameHint") })]),
  ];
};

export const finalAsset: StepView = (draft, world, kit) => [
  picks(
    kit,
    "finalAsset",
    kit.t("VOWFORGE.Wizard.Field.FinalAsset"),
    "radio",
    assetGroups(kit, "finalAsset", finalAssetChoices(world, draft), draft.finalAsset === "" ? [] : [draft.finalAsset]),
    chosenStatus(kit, draft.finalAsset === "" ? 0 : 1, 1),
    kit.t("VOWFORGE.Wizard.NoAssets"),
  ),
];

export const bonds: StepView = (draft, _world, kit) => [
  rowList(
    kit,
    "bonds",
    kit.t("VOWFORGE.Wizard.Field.Bonds"),
    draft.bonds.length,
    (i) => {
      const label = kit.t("VOWFORGE.Wizard.Field.BondRow", { n: i + 1 });
      return { label, controls: [kit.text(`bonds.${i}`, label, draft.bonds[i])] };
    },
    kit.t("VOWFORGE.Wizard.Button.AddBond"),
    kit.t("VOWFORGE.Wizard.NoBonds"),
    [kit.t("VOWFORGE.Wizard.Field.BondName")],
  ),
];

export const vow: StepView = (draft, _world, kit) => [
  fields(kit, [
    kit.text("vow.title", kit.t("VOWFORGE.Wizard.Field.VowTitle"), draft.vow.title, { required: true }),
    kit.select("vow.rank", kit.t("VOWFORGE.Wizard.Field.VowRank"), draft.vow.rank, rankOptions(kit, BACKGROUND_VOW_RANKS)),
  ]),
];

export const connections: StepView = (draft, _world, kit) => [
  rowList(
    kit,
    "connections",
    kit.t("VOWFORGE.Wizard.Field.Connections"),
    draft.connections.length,
    (i) => {
      const row = draft.connections[i];
      const label = kit.t("VOWFORGE.Wizard.Field.ConnectionRow", { n: i + 1 });
      const cell = (what: string) => `${label}: ${kit.t(`VOWFORGE.Wizard.Field.${what}`)}`;
      return {
        label,
        controls: [
          kit.text(`connections.${i}.name`, label, row.name),
          kit.text(`connections.${i}.role`, cell("ConnectionRole"), row.role),
          kit.select(`connections.${i}.rank`, cell("ConnectionRank"), row.rank, rankOptions(kit, RANKS)),
        ],
      };
    },
    kit.t("VOWFORGE.Wizard.Button.AddConnection"),
    kit.t("VOWFORGE.Wizard.NoConnections"),
    ["ConnectionName", "ConnectionRole", "ConnectionRank"].map((c) => kit.t(`VOWFORGE.Wizard.Field.${c}`)),
  ),
];
