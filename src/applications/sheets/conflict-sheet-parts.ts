/**
 * The working parts of the team conflict sheet (conflict-sheet.ts), loaded on the sheet's first render
 * or click as a chunk of their own (vowforge-conflict.mjs): a team conflict is played only in Strike!
 * worlds, and there only now and then, so no other world's clients fetch this code. The context of a
 * render (both sides, each player's own sheet, the characters to pick from) and what a button does
 * (conflict-actions.ts) with the dice it rolls and posts.
 */
import { strikeState } from "../../data/actor/system-data";
import { dataOf, type ActorData } from "../../data/documents";
import { type TrackActor } from "../../operations";
import { postLearnt, relayLearning } from "./conflict-relay";
import { rollLearningDice } from "./learning-dice";
import { type MemberSheet } from "./context/conflict-members-context";
import { conflictFormValues } from "./conflict-actions";

export { CONFLICT_ACTIONS } from "./conflict-actions";
// The GM's side of a player's relayed learning step, answered with this chunk (src/vowforge.ts).
export { handleRelayedLearning } from "./conflict-relay";
// A Strike! character dropped on the sheet joins the players (conflict-sheet-actions.ts `dropActor`).
export { addConflictPlayer } from "../../operations/conflict";
import { type ConflictButtonEnv, type RoundDieKey } from "./conflict-env";
import { type TeamConflictState } from "../../rules/team-conflict-tracker";
import { type SheetEnv } from "./context/types";
import { buildConflictContext } from "./context/conflict-context";
import { actorNames } from "./actor-names";

/** The model's derived tracker state and problem, read from the prepared conflict's data. */
function derived(conflict: ActorData<"conflict"> | null): { tracker: TeamConflictState | null; problem: string | null } {
  return { tracker: conflict?.tracker ?? null, problem: conflict?.problem?.message ?? null };
}

function playerUuids(conflict: ActorData<"conflict"> | null): string[] {
  return conflict?.players.map((p) => p.id) ?? [];
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
    const data = actor ? dataOf(actor, "strikeCharacter") : null;
    try {
      return { id: uuid, strike: data ? strikeState(data) : null, owned: actor?.isOwner === true };
    } catch {
      return { id: uuid, strike: null, owned: actor?.isOwner === true };
    }
  });
}

/**
 * Whether the user may write `character`: the GM, or a user with OWNER permission on it (Document#
 * testUserPermission, as log-cards.ts's mayAct checks card targets).
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
  // The player's name is user text and Foundry shows a flavour as HTML: escaped whole, as the round
  // dice's flavour below (the translations hold no markup).
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor: conflictActor }),
    flavor: foundry.utils.escapeHTML(game.i18n.format("VOWFORGE.Rulesets.Conflict.Prep.RollFlavor", { player, action: actionLabel })),
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
    flavor: foundry.utils.escapeHTML(game.i18n.format("VOWFORGE.Rulesets.Conflict.Form.RoundDice", { round: String(round), dice: dice.join(", ") })),
  });
  return faces;
}

/** The actor as the builders read it (RulesetActorSheet#plainActor). */
type PlainActor = Parameters<typeof buildConflictContext>[0];

/** The sheet's context beyond the base sheet's: both sides, the log, the forms, each player's sheet. */
export function conflictContext(conflictActor: Actor.Implementation, plain: PlainActor, env: SheetEnv) {
  const data = dataOf(conflictActor, "conflict");
  const { tracker, problem } = derived(data);
  const names = actorNames(playerUuids(data));
  const members = memberSheets(playerUuids(data));
  return buildConflictContext(plain, tracker, problem, env, names, true, strikeCharacters(), members);
}

/** What the conflict's buttons need in Foundry: the sheet's inputs, the players' actors, dice posted to chat, the GM. */
export function conflictButtonEnv(conflictActor: Actor.Implementation, element: HTMLElement): ConflictButtonEnv {
  return {
    values: () => conflictFormValues(element),
    character: async (uuid) => {
      const found: unknown = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
      return isTrackActor(found) ? found : null;
    },
    rollD6: (playerId, action) => rollD6(conflictActor, playerId, action),
    rollRoundDice: (keys) => rollRoundDice(conflictActor, keys),
    rollLearning: (playerId, skills) => rollLearningDice(conflictActor, actorNames([playerId])[playerId] ?? playerId, skills),
    mayWrite,
    postLearnt: (character, skill, done) => postLearnt(conflictActor, character, skill, done),
    relayLearning: (request) => relayLearning(conflictActor, request),
    hasActiveGM: () => Boolean(game.users.activeGM),
  };
}
