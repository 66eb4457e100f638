/**
 * The team conflict sheet: both sides with their strikes and traits, where the conflict stands, the
 * choices waiting (a button per way to settle the first one), starting the rounds, entering a round's
 * dice and actions, and undoing the last event. Every event goes through the conflict operations,
 * which replay it through the rules before writing.
 */
import { conflict } from "../../documents/tracks";
import { type TeamConflictState } from "../../rules/team-conflict-tracker";
import { type SheetRenderOptions } from "./actor-sheet-base";
import { buildConflictContext, roundEvent, settleEvent } from "./context/conflict-context";
import { RULESET_SHEET_TEMPLATES } from "./context/forged-ties-context";
import { actorNames, guarded, RulesetActorSheet } from "./ruleset-sheet-base";
import { SHEET_PARTIALS } from "./sheet-templates";

/** The model's derived tracker state and problem, read from the prepared system data. */
function derived(system: unknown): { tracker: TeamConflictState | null; problem: string | null } {
  const s = system as { tracker?: TeamConflictState | null; problem?: { message?: string } | null };
  return { tracker: s.tracker ?? null, problem: s.problem?.message ?? null };
}

function playerUuids(system: unknown): string[] {
  const list = (system as { players?: unknown }).players;
  return Array.isArray(list) ? list.map((p: { id?: unknown }) => String(p?.id ?? "")) : [];
}

export class ConflictSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-conflict"],
    position: { width: 640, height: 720 },
    actions: {
      settlePending: ConflictSheet.#settle,
      startRounds: ConflictSheet.#startRounds,
      playRound: ConflictSheet.#playRound,
      undoEvent: ConflictSheet.#undo,
    },
  };

  static PARTS = {
    body: { template: RULESET_SHEET_TEMPLATES.conflict, templates: Object.values(SHEET_PARTIALS), scrollable: [""] },
  };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    const { tracker, problem } = derived(this.actor.system);
    return { ...base, ...buildConflictContext(this.plainActor(), tracker, problem, env, actorNames(playerUuids(this.actor.system)), true) };
  }

  static async #settle(this: ConflictSheet, _event: Event, target: HTMLElement) {
    const event = settleEvent(target.dataset);
    if (event) await guarded(() => conflict.recordConflictEvent(this.actor, event));
  }

  static async #startRounds(this: ConflictSheet) {
    await guarded(() => conflict.recordConflictEvent(this.actor, { type: "startRounds" }));
  }

  static async #playRound(this: ConflictSheet) {
    const event = roundEvent(this.element);
    if (event) await guarded(() => conflict.recordConflictEvent(this.actor, event));
  }

  static async #undo(this: ConflictSheet) {
    await guarded(() => conflict.undoConflictEvent(this.actor));
  }
}
