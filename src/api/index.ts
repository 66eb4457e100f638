/**
 * The module API (docs/api.md): what another module may call, as `game.system.api` and as
 * `vowforge.api`. A thin face over the roads the system's own buttons take; nothing here rolls, draws
 * or writes by itself. The hooks a module may listen to are in src/module-hooks.ts (below the cards,
 * which fire them); their names and payload types are given here too.
 *
 * Where it is put: open systems hang theirs on `game.system` during `init`, dnd5e by
 * `Object.assign(game.system, ...)` (dnd5e.mjs, for Foundry 13.347 to 14), cosmere-rpg as
 * `game.system.api` the same way (src/index.ts, Foundry 13), draw-steel its socket handler as
 * `game.system.socketHandler` (draw-steel.mjs, Foundry 14.356); so `game.system` takes a new property
 * at `init` on v13 and v14 alike, and nothing here asks which version runs.
 */
import { odds } from "../rules/odds";
import { performRoll } from "../cards/perform-roll";
import { MODULE_HOOKS } from "../module-hooks";
import { openRollDialog, rollMove, rollStat } from "./rolls";
import { advanceClock, drawOracle } from "./table-and-clock";
import { importDatasworn } from "../applications/import/on-demand";

export type { ApiActor, RollPresets } from "./rolls";
export type { ClockOwner } from "./table-and-clock";
export type { ImportOptions, ImportReport } from "../applications/import/on-demand";
export type { CardActionPayload, CardPostedPayload, PreRollPayload } from "../module-hooks";

/** The API's version: the major number changes only when something stable changes (docs/api.md). */
export const API_VERSION = "1.0.0";

/** The module API. Frozen: a module cannot replace what another module calls. */
export const api = Object.freeze({
  version: API_VERSION,
  /** The hook names (`vowforge.preRoll`, `vowforge.cardPosted`, `vowforge.cardAction`). */
  hooks: MODULE_HOOKS,
  rollStat,
  rollMove,
  openRollDialog,
  /** Rolls a request without a dialog and posts its card (the request shape: data/message/card-state.ts). */
  performRoll,
  /** The exact odds of each roll, as probabilities (rules/odds.ts `odds`). */
  odds,
  drawOracle,
  advanceClock,
  /**
   * Checks a Datasworn file and writes it into world compendium packs (a GM only); resolves to the
   * report. The import's code is a chunk loaded on the first call (applications/import/on-demand.ts).
   */
  importDatasworn,
});

export type VowforgeApi = typeof api;

/** Hangs the API on `game.system` (call on `init`). */
export function registerApi(): VowforgeApi {
  Object.assign(game.system, { api });
  return api;
}
