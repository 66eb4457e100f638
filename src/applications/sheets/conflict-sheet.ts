/**
 * The team conflict sheet: both sides with their strikes and traits (set up while the conflict is in
 * preparation: Strike! characters dropped on the sheet or picked from a list, opponents and their traits
 * typed in), the preparatory actions (rolled with Foundry's dice or entered by hand), the choices
 * waiting, preventing a loss with an action point, the round form, the log of the rounds and the
 * aftermath, and undo. Every button runs a conflict operation (conflict-buttons.ts), which replays the
 * conflict through the rules before writing.
 */
import { strikeState } from "../../data/actor/strike-character";
import { memberConditions, type TeamMemberConditions } from "../../rules/team-conflict-conditions";
import { conflict, type TrackActor } from "../../operations";
import { CONFLICT_BUTTONS, conflictFormValues, runConflictButton, type ConflictButton, type RoundDieKey } from "./conflict-buttons";
import { type TeamConflictState } from "../../rules/team-conflict-tracker";
import { type SheetRenderOptions } from "./actor-sheet-base";
import { buildConflictContext } from "./context/conflict-context";
import { RULESET_SHEET_TEMPLATES } from "./context/forged-ties-context";
import { localize } from "./foundry-env";
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

function isTrackActor(value: unknown): value is TrackActor {
  return typeof value === "object" && value !== null && "type" in value && "system" in value && "update" in value;
}

/**
 * Each player's conditions, read from their Strike! character sheet (world actors by UUID); a player
 * whose actor is missing or unreadable counts as having none.
 */
function playerConditions(uuids: readonly string[]): TeamMemberConditions[] {
  const actors = game.actors?.contents ?? [];
  return uuids.flatMap((uuid) => {
    const actor = actors.find((a) => a.uuid === uuid && a.type === "strikeCharacter");
    if (!actor) return [];
    try {
      return [memberConditions(strikeState(actor.system))];
    } catch {
      return [];
    }
  });
}

/** The Strike! characters of the world the user can see, to pick a player from. */
function strikeCharacters(): { uuid: string; name: string }[] {
  return (game.actors?.contents ?? [])
    .filter((a) => a.type === "strikeCharacter" && a.visible)
    .map((a) => ({ uuid: a.uuid, name: a.name }));
}

/**
 * Rolls a preparatory action's d6 and posts it, so the table sees the die (and Dice So Nice shows it),
 * saying whose action it is.
 */
async function rollD6(conflictActor: Actor.Implementation, playerId: string, action: string): Promise<number> {
  const roll = new foundry.dice.Roll("1d6");
  await roll.evaluate();
  const player = actorNames([playerId])[playerId] ?? playerId;
  const actionLabel = game.i18n.localize(`VOWFORGE.Rulesets.Conflict.Prep.Action.${action}`);
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor: conflictActor }),
    flavor: game.i18n.format("VOWFORGE.Rulesets.Conflict.Prep.RollFlavor", { player, action: actionLabel }),
  });
  return Number(roll.total);
}

/** The label of a round die, e.g. "Players' Advance", as the form's own labels name it. */
const ROUND_DIE_LABELS: Record<RoundDieKey, string> = {
  pa: "VOWFORGE.Conflict.FIELDS.events.element.players.advance.label",
  pd: "VOWFORGE.Conflict.FIELDS.events.element.players.defense.label",
  oa: "VOWFORGE.Conflict.FIELDS.events.element.opponents.advance.label",
  od: "VOWFORGE.Conflict.FIELDS.events.element.opponents.defense.label",
};

/**
 * Rolls the round dice left blank on the form as one Foundry roll of that many d6 and posts it, its
 * flavour naming each die in order, so the table sees every face (and Dice So Nice shows them). The
 * faces are read from the roll's one die term, in order (`roll.dice[0].results[i].result`, as
 * foundryvtt/dnd5e's module/dice/*.mjs reads die results).
 */
async function rollRoundDice(conflictActor: Actor.Implementation, keys: readonly RoundDieKey[]): Promise<number[]> {
  const roll = new foundry.dice.Roll(`${keys.length}d6`);
  await roll.evaluate();
  const faces = (roll.dice[0]?.results ?? []).map((r) => Number(r.result));
  const system = conflictActor.system as { events?: Array<{ type?: string }> };
  const round = (system.events ?? []).filter((e) => e.type === "round").length + 1;
  const dice = keys.map((k, i) => game.i18n.format("VOWFORGE.Rulesets.Conflict.Form.RoundDie", { die: game.i18n.localize(ROUND_DIE_LABELS[k]), n: String(faces[i] ?? "?") }));
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor: conflictActor }),
    flavor: game.i18n.format("VOWFORGE.Rulesets.Conflict.Form.RoundDice", { round: String(round), dice: dice.join(", ") }),
  });
  return faces;
}

type ButtonHandler = (this: ConflictSheet, event: Event, target: HTMLElement) => Promise<void>;

function handler(button: ConflictButton): ButtonHandler {
  return async function (this: ConflictSheet, _event: Event, target: HTMLElement) {
    await guarded(() =>
      runConflictButton(this.actor, button, target.dataset, {
        values: () => conflictFormValues(this.element),
        character: async (uuid) => {
          const found: unknown = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
          return isTrackActor(found) ? found : null;
        },
        rollD6: (playerId, action) => rollD6(this.actor, playerId, action),
        rollRoundDice: (keys) => rollRoundDice(this.actor, keys),
      }),
    );
  };
}

export class ConflictSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-conflict"],
    position: { width: 680, height: 760 },
    actions: Object.fromEntries(CONFLICT_BUTTONS.map((button) => [button, handler(button)])),
  };

  static PARTS = {
    body: { template: RULESET_SHEET_TEMPLATES.conflict, templates: Object.values(SHEET_PARTIALS), scrollable: [""] },
  };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    const { tracker, problem } = derived(this.actor.system);
    const names = actorNames(playerUuids(this.actor.system));
    const conditions = playerConditions(playerUuids(this.actor.system));
    return {
      ...base,
      ...buildConflictContext(this.plainActor(), tracker, problem, env, names, true, strikeCharacters(), conditions),
    };
  }

  /** A Strike! character dropped on the sheet joins the players (while the conflict is in preparation). */
  protected async _onDropActor(_event: DragEvent, actor: Actor.Implementation): Promise<unknown> {
    if (!this.isEditable) return null;
    if (actor.type !== "strikeCharacter") {
      ui.notifications.warn(localize("VOWFORGE.Rulesets.Conflict.Edit.DropNotStrike"));
      return null;
    }
    await guarded(() => conflict.addConflictPlayer(this.actor, actor));
    return actor;
  }
}
