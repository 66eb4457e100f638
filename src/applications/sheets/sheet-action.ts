/**
 * The one way every sheet runs its buttons, in Foundry and on the playground's sheets page: a table
 * from the button's name (its data-action) to an action, and the actions every actor sheet shares,
 * written once here (the roll of a stat, the edit toggle, an item's edit and delete, meters, progress
 * marks, asset abilities (an upgrade asks how it is paid), a new vow or journey, the clock panel's
 * buttons). An action reads what the button and its row carry, runs operations (src/operations: each
 * writes one update or throws a RulesError before anything is written) and asks its follow-up
 * questions through the sheet's host, which Foundry's sheets answer with DialogV2 and notifications
 * and the sheets page with its own. A sheet's own table (`*-actions.ts`) is looked up first, then the
 * shared one; a refusal is shown in the user's language in one place, `runAction`. Nothing here loads
 * Foundry or a data model, so the page and the tests run the same tables.
 */
import { RulesError } from "../../rules/errors";
import { type TrackActor } from "../../operations/actor-write";
import { type MeterOwner } from "../../data/meters";
import { rulesetOf } from "../../data/documents";
import { deleteItem, stepMeter, stepProgress } from "../../operations/items";
import { clearOutOfAction } from "../../operations/companion";
import { readProgress } from "./context/progress-context";
import { nudgeField } from "./nudge";
import { toggleAbilityOnSheet } from "./advance-on-demand";
import { safeTicks } from "./context/track-context";
import { type Localize } from "../../locale";
import { type EditFields } from "../../operations/augur-strike-rows";
import { editRowFields } from "./context/edit-rows";
import { type ConflictButtonEnv } from "./conflict-env";
import { type ProgressTarget } from "./context/moves-context";

/** What a clicked control carries (its data-* attributes). */
export type ButtonData = Readonly<Record<string, string | undefined>>;

/** An embedded item an action writes or removes (an Item, or a sample's item on the sheets page). */
export interface ActionItem extends MeterOwner {
  readonly name: string;
  readonly type: string;
  /** Its flags (a companion's out-of-action mark, operations/companion.ts). */
  readonly flags?: unknown;
  delete(): Promise<unknown>;
}

/** The actor an action works on (a VowforgeActor, or a sample on the sheets page). */
export interface ActionActor extends TrackActor {
  readonly name: string;
  /** A meter's limits where the actor has no data model to read them from (see MeterOwner). */
  meterLimits?(path: string): { min: number; max: number } | null;
  readonly uuid: string;
  readonly items: { get(id: string): ActionItem | undefined };
}

/** Another actor dropped on the sheet. */
export interface DroppedActor extends TrackActor {
  readonly uuid: string;
  readonly name: string;
}

/** What an action reads besides its actor: the control, its data and row, the rendered sheet. */
export interface ActionInput {
  /** The control's data-* attributes, with the item id of its row (data-item-id on it or a parent). */
  readonly data: ButtonData;
  /** The control's data-index as a whole number, or -1. */
  readonly index: number;
  /** The clicked control (null for a drop or a field's change). */
  readonly target: HTMLElement | null;
  /** The rendered sheet, for the edit fields a button saves. */
  readonly element: HTMLElement;
  /** The actor dropped on the sheet (only for `dropActor`). */
  readonly dropped?: DroppedActor;
}

/** One answer to a question. */
export interface Choice {
  id: string;
  label: string;
}

/** The follow-up questions and messages of an action; every text is a key of lang/en.json. */
export interface SheetAsk {
  /** Tells the user something. */
  tell(level: "info" | "warn", key: string, data?: Record<string, unknown>): void;
  /** Shows a refusal of the rules in the user's language (nothing was written). */
  refused(error: RulesError): void;
  /** Asks to pick one of `choices` (title and prompt are keys); resolves to its id, or null when closed. */
  choose(titleKey: string, promptKey: string, choices: readonly Choice[]): Promise<string | null>;
  /** Asks a harm's name (Forged Ties); null when closed. */
  harmName(harmBecomesBreaking: boolean): Promise<string | null>;
  /** Asks for a ruin advance's text (Forged Ties); null when closed or left empty. */
  ruinAdvance(): Promise<string | null>;
  /** Asks what a Strike! character buys: the item's name and tier; null when closed. */
  purchase(): Promise<{ name: string; tier: number } | null>;
  /** Asks what a Strike! character buys with a cash parcel, and the parcel's tier (null: none to spend). */
  parcelPurchase(): Promise<{ name: string; tier: number; parcelTier: number | null } | null>;
  /** Asks before deleting the item `name` of the actor `owner`. */
  confirmDelete(name: string, owner: string): Promise<boolean>;
}

/** The rolls a button starts: the host opens its roll dialog or rolls and posts the card. */
export interface SheetRolls {
  /** The roll dialog on a stat (a skill, an approach) of the sheet's character. */
  stat(stat: string): Promise<void>;
  /** An Ironsworn / Starforged move (data-move-uuid). */
  move(data: ButtonData): Promise<void>;
  /** A progress roll: an item's track (data-item-id), a legacy (data-legacy) or bonds, by a move or not. */
  progress(data: ButtonData): Promise<void>;
  /** A move that rolls each legacy track in turn (data-move-uuid). */
  eachLegacy(data: ButtonData): Promise<void>;
  /** The Forged Ties forge roll of a requirement just met, with the helpers' UUIDs. */
  forge(requirementId: string, helpers: readonly string[]): Promise<void>;
  /** A Strike! purchase roll. */
  purchase(item: { name: string; tier: number }): Promise<void>;
}

/** What an action may use beyond the actor: the host sheet, in Foundry or on the sheets page. */
export interface SheetHost {
  readonly ask: SheetAsk;
  readonly rolls: SheetRolls;
  readonly t: Localize;
  /** Whether the sheet shows its edit fields. */
  readonly editing: boolean;
  /** Opens or closes the edit fields (the sheet redraws). */
  toggleEdit(): Promise<void>;
  /** The names of the actors behind `uuids` that the user may see. */
  names(uuids: readonly string[]): Record<string, string>;
  /** Opens an item's own sheet. */
  openItem(item: ActionItem): Promise<void>;
  /** Creates an item on the actor; resolves to it. */
  createItem(data: { name: string; type: string; system: Record<string, unknown> }): Promise<ActionItem | undefined>;
  /** Runs a clock control of the sheet (the clock panel's own presses). */
  clock(target: HTMLElement): Promise<void>;
  /** What the team conflict's buttons need beyond the conflict (its dice, its players, the GM). */
  conflict(): Promise<ConflictButtonEnv>;
  /** The tracks the sheet's moves list offers the progress move `moveUuid` (none without a moves list). */
  moveTargets?(moveUuid: string): readonly ProgressTarget[];
}

/** An action: operations run with what the button carries; a refusal is a thrown RulesError. */
export type SheetAction = (actor: ActionActor, input: ActionInput, host: SheetHost) => Promise<unknown>;

/** A sheet's actions by their data-action names. */
export type ActionTable = Readonly<Record<string, SheetAction>>;

/** How a press ended: ran, refused by the rules (the user was told), or no action of that name. */
export type PressResult = "done" | "refused" | "none";

/** A control's data-index as a whole number, or -1. */
export function indexOf(data: ButtonData): number {
  const value = Number(data.index);
  return data.index !== undefined && data.index !== "" && Number.isInteger(value) ? value : -1;
}

/** A whole number from the control's data (default `fallback`). */
export function dataInt(data: ButtonData, key: string, fallback = 0): number {
  const value = Number(data[key]);
  return data[key] !== undefined && Number.isInteger(value) ? value : fallback;
}

/** The item the control's row names (data-item-id), if the actor holds it. */
export function itemOf(actor: ActionActor, input: ActionInput): ActionItem | undefined {
  const id = input.data.itemId;
  return id ? actor.items.get(id) : undefined;
}

/** An edit of a row (Augur, Strike!): the row's index (data-index) and what its fields hold (data-row). */
export type RowEdit = (actor: TrackActor, index: number, fields: EditFields) => Promise<unknown>;

/**
 * The actions of a table of row edits: each reads its row's fields from the rendered sheet, the row
 * named by the control's data-row (a button) or data-edit-row (the row itself, when a changed field
 * saves it: edit-rows.ts rowSaveOf).
 */
export function rowEditActions<Name extends string>(edits: Readonly<Record<Name, RowEdit>>): Record<Name, SheetAction> {
  return Object.fromEntries(
    (Object.entries(edits) as [Name, RowEdit][]).map(([name, edit]): [Name, SheetAction] => [
      name,
      (actor, input) => edit(actor, input.index, editRowFields(input.element, input.data.row ?? input.data.editRow)),
    ]),
  ) as Record<Name, SheetAction>;
}

/** Marks (`1`) or clears (`-1`) progress once on a progress item, at its rank. */
export async function stepTrack(track: MeterOwner, direction: 1 | -1): Promise<void> {
  const { rank, ticks } = readProgress(track);
  await stepProgress(track, { rank, ticks: safeTicks(ticks) }, direction);
}

/** Marks (`1`) or clears (`-1`) progress once on the track of the button's row. */
function progressStep(direction: 1 | -1): SheetAction {
  return async (actor, input) => {
    const track = itemOf(actor, input);
    if (track) await stepTrack(track, direction);
  };
}

/** The actions every actor sheet shares; a sheet's own action of the same name runs instead. */
export const SHARED_ACTIONS: ActionTable = {
  roll: async (_actor, { data }, host) => {
    if (data.stat) await host.rolls.stat(data.stat);
  },
  toggleEdit: (_actor, _input, host) => host.toggleEdit(),
  editItem: async (actor, input, host) => {
    const item = itemOf(actor, input);
    if (item) await host.openItem(item);
  },
  deleteItem: async (actor, input, host) => {
    const item = itemOf(actor, input);
    if (item && (await host.ask.confirmDelete(item.name, actor.name))) await deleteItem(item);
  },
  adjustMeter: async (actor, { data }) => {
    if (data.path) await stepMeter(actor, data.path, dataInt(data, "delta"));
  },
  /** A number field's − or + (parts/field-stepper.hbs): steps the field as typing would. */
  nudge: async (_actor, input) => {
    nudgeField(input.target, input.element);
  },
  adjustAssetMeter: async (actor, input) => {
    const asset = itemOf(actor, input);
    if (asset) await stepMeter(asset, "meter.value", dataInt(input.data, "delta"));
  },
  /** A companion's out-of-action mark, cleared by hand (operations/companion.ts). */
  clearCompanionMark: async (actor, input) => {
    const asset = itemOf(actor, input);
    if (asset) await clearOutOfAction(asset);
  },
  markProgress: progressStep(1),
  clearProgress: progressStep(-1),
  toggleAbility: async (actor, input, host) => {
    const asset = itemOf(actor, input);
    if (asset) await toggleAbilityOnSheet(actor, asset, input.index, host.ask, host.t);
  },
  createProgress: async (actor, { data }, host) => {
    const kind = data.kind === "vow" ? "vow" : "journey";
    const ruleset = rulesetOf(actor) === "starforged" ? "starforged" : "ironsworn";
    const name = host.t(kind === "vow" ? "VOWFORGE.Sheet.Tracks.NewVowName" : "VOWFORGE.Sheet.Tracks.NewTrackName");
    const created = await host.createItem({ name, type: "progress", system: { kind, ruleset } });
    if (created) await host.openItem(created);
  },
  clockPress: async (_actor, { target }, host) => {
    if (target) await host.clock(target);
  },
  clockCreate: async (_actor, { target }, host) => {
    if (target) await host.clock(target);
  },
};

/** The action `name`: the sheet's own (`table`), else the shared one, else none. */
function actionOf(table: ActionTable, name: string): SheetAction | undefined {
  if (Object.hasOwn(table, name)) return table[name];
  return Object.hasOwn(SHARED_ACTIONS, name) ? SHARED_ACTIONS[name] : undefined;
}

/**
 * Runs the action `name` of the sheet's own `table`, else the shared one of that name; a RulesError is
 * shown through the host's `ask.refused`.
 */
export async function runAction(
  table: ActionTable,
  name: string,
  actor: ActionActor,
  input: ActionInput,
  host: SheetHost,
): Promise<PressResult> {
  const action = actionOf(table, name);
  if (!action) return "none";
  try {
    await action(actor, input, host);
    return "done";
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    host.ask.refused(error);
    return "refused";
  }
}
