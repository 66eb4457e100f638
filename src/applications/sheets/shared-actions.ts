/**
 * The actions every actor sheet shares, written once: the roll of a stat, the edit toggle, an item's
 * edit and delete, meters, progress marks, asset abilities (an upgrade asks how it is paid), a new vow or journey, the clock panel's
 * buttons and marking a bond. Each sheet's own table (`*-actions.ts`) sits beside these.
 */
import { rulesetOf } from "../../data/documents";
import { type MeterOwner } from "../../data/meters";
import { bonds } from "../../operations";
import { deleteItem, stepMeter, stepProgress } from "../../operations/items";
import { clearOutOfAction } from "../../operations/companion";
import { toggleAbilityOnSheet } from "./advance-ask";
import { readProgress } from "./context/progress-context";
import { nudgeField } from "./nudge";
import { safeTicks } from "./context/track-context";
import { dataInt, itemOf, type ActionActor, type ActionInput, type ActionTable } from "./sheet-action";

/** Marks (`1`) or clears (`-1`) progress once on a progress item, at its rank. */
export async function stepTrack(track: MeterOwner, direction: 1 | -1): Promise<void> {
  const { rank, ticks } = readProgress(track);
  await stepProgress(track, { rank, ticks: safeTicks(ticks) }, direction);
}

/** Marks (`1`) or clears (`-1`) progress once on the track of the button's row. */
function progressStep(direction: 1 | -1) {
  return async (actor: ActionActor, input: ActionInput) => {
    const track = itemOf(actor, input);
    if (track) await stepTrack(track, direction);
  };
}

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
  markBond: async (actor, { data }) => {
    if (data.character) await bonds.markBond(actor, data.character);
  },
};
