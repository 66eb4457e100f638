/**
 * The Ironsworn / Starforged character sheet's own actions, beside the shared ones: move and progress
 * rolls (the host's roll dialog and cards), momentum reset, legacy tracks and the Ironsworn bonds track.
 */
import { resetMomentum, stepBonds, stepLegacy } from "../../operations/character";
import { normaliseLegacy } from "./context/legacy-context";
import { safeTicks } from "./context/track-context";
import { recordOf } from "./context/types";
import { dataInt, type ActionTable } from "./sheet-action";

export const CHARACTER_ACTIONS: ActionTable = {
  rollMove: (_actor, { data }, host) => host.rolls.move(data),
  rollMoveProgress: (_actor, { data }, host) => host.rolls.progress(data),
  rollMoveEach: (_actor, { data }, host) => host.rolls.eachLegacy(data),
  progressRoll: (_actor, { data }, host) => host.rolls.progress(data),
  resetMomentum: (actor) => resetMomentum(actor),
  adjustLegacy: async (actor, { data }) => {
    const legacy = data.legacy;
    if (!legacy) return;
    const current = normaliseLegacy(recordOf(recordOf(actor.system).legacies)[legacy]);
    await stepLegacy(actor, legacy, current, dataInt(data, "delta"));
  },
  adjustBonds: (actor, { data }) => stepBonds(actor, safeTicks(recordOf(recordOf(actor.system).bonds).ticks), dataInt(data, "delta")),
};
