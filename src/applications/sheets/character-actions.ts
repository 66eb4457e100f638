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
  rollMoveProgress: async (_actor, { data }, host) => {
    // A move offering several tracks carries none: the user picks one (the tracks are listed once, in the Tracks tab).
    if (data.itemId || data.legacy || data.bonds === "true") return host.rolls.progress(data);
    const targets = host.moveTargets?.(data.moveUuid ?? "") ?? [];
    const choices = targets.map((target, i) => ({ id: String(i), label: target.label }));
    const picked = choices.length === 1 ? "0" : await host.ask.choose("VOWFORGE.Sheet.Move.PickTitle", "VOWFORGE.Sheet.Move.PickPrompt", choices);
    const target = picked === null ? undefined : targets[Number(picked)];
    if (!target) return;
    const { trackId: itemId, trackUuid: itemUuid, legacy, bonds } = target;
    return host.rolls.progress({ moveUuid: data.moveUuid, itemId, itemUuid, legacy, bonds: String(bonds) });
  },
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
