/**
 * The team conflict sheet: both sides with their strikes and traits (set up while the conflict is in
 * preparation: Strike! characters dropped on the sheet or picked from a list, opponents and their traits
 * typed in), the preparatory actions (rolled with Foundry's dice or entered by hand), the choices
 * waiting, preventing a loss with an action point, the round form, the log of the rounds and the
 * aftermath, and undo; each player's conditions read from their own sheet with the flaws the GM counts,
 * and learning after the conflict. Every button runs a conflict operation (conflict-buttons.ts), which
 * replays the conflict through the rules before writing.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { strikeState } from "../../data/actor/strike-character";
import { conflict, type TrackActor } from "../../operations";
import { postLearnt, relayLearning } from "./conflict-relay";
import { rollLearningDice } from "./learning-dice";
import { type MemberSheet } from "./context/conflict-members-context";
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
 * Each player's own Strike! character sheet (world actors by UUID), for their conditions and the skills
 * they do not know; a player whose actor is missing or unreadable has none (null).
 */
function memberSheets(uuids: readonly string[]): MemberSheet[] {
  const actors = game.actors?.contents ?? [];
  return uuids.map((uuid) => {
    const actor = actors.find((a) => a.uuid === uuid && a.type === "strikeCharacter");
    try {
      return { id: uuid, strike: actor ? strikeState(actor.system) : null, owned: actor?.isOwner === true };
    } catch {
      return { id: uuid, strike: null, owned: actor?.isOwner === true };
    }
  });
}

/**
 * Whether the user may write `character`: the GM, or a user with OWNER permission on it (Document#
 * testUserPermission, as card-actions.ts's mayAct checks card targets).
 */
function mayWrite(character: TrackActor): boolean {
  if (game.user.isGM) return true;
  const doc = character as TrackActor & { testUserPermission?: (user: User.Implementation, level: "OWNER") => boolean };
  return typeof doc.testUserPermission === "function" && doc.testUserPermission(game.user, "OWNER");
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
  // A key given twice is a roll at disadvantage: named once, with the lower face and both faces.
  const dice = [...new Set(keys)].map((k) => {
    const mine = faces.filter((_, i) => keys[i] === k);
    const die = game.i18n.localize(ROUND_DIE_LABELS[k]);
    if (mine.length > 1)
      return game.i18n.format("VOWFORGE.Rulesets.Conflict.Form.RoundDieDisadvantage", { die, n: String(Math.min(...mine)), both: mine.join(", ") });
    return game.i18n.format("VOWFORGE.Rulesets.Conflict.Form.RoundDie", { die, n: String(mine[0] ?? "?") });
  });
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
        rollLearning: (playerId, skills) => rollLearningDice(this.actor, actorNames([playerId])[playerId] ?? playerId, skills),
        mayWrite,
        postLearnt: (character, skill, done) => postLearnt(this.actor, character, skill, done),
        relayLearning: (request) => relayLearning(this.actor, request),
        hasActiveGM: () => Boolean(game.users.activeGM),
      }),
    );
  };
}

export class ConflictSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-conflict"],
    position: { ...SHEET_SIZES.conflict },
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
    const members = memberSheets(playerUuids(this.actor.system));
    return {
      ...base,
      ...buildConflictContext(this.plainActor(), tracker, problem, env, names, true, strikeCharacters(), members),
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
