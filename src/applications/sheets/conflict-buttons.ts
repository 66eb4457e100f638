/**
 * What each button of the team conflict sheet does: the conflict operation it runs, with the values of
 * the sheet's inputs (each input carries a `data-cf` key) and the button's own data. The Foundry sheet
 * and the playground's sheets page both run these, so a click does the same thing in either.
 *
 * Input keys: `die|pa`, `die|pd`, `die|oa`, `die|od` (Advance and Defense dice of the players and the
 * opponents), `bonus|pa` ... `bonus|od`, `action|<player id>`, `opp-action|<opponent id>`,
 * `stock-up|<player id>` ("", "A" or "D"), `prep-action|<player id>`, `prep-die|<player id>`,
 * `new-player` (a character UUID), `new-opponent`, `opponents-name`, `opp-name|<index>`,
 * `new-trait|<index>`, `trait-name|<index>|<trait index>`.
 */
import { settleEvent } from "./context/conflict-context";
import { RulesError } from "../../rules/errors";
import { PREPARATORY_ACTION_IDS, TEAM_ACTION_IDS, type TeamActionId, type TeamRoll } from "../../rules/team-conflict";
import { type ConflictEvent } from "../../rules/team-conflict-tracker";
import { type TrackActor } from "../../operations/actor-write";
import * as conflict from "../../operations/conflict";

/** Every button of the conflict sheet (its data-action). */
export const CONFLICT_BUTTONS = [
  "settlePending",
  "startRounds",
  "playRound",
  "undoEvent",
  "preventLoss",
  "recordPreparation",
  "rollPreparation",
  "addPlayer",
  "removePlayer",
  "addOpponent",
  "renameOpponent",
  "removeOpponent",
  "addOpponentTrait",
  "renameOpponentTrait",
  "removeOpponentTrait",
  "setOpponentsName",
] as const;

export type ConflictButton = (typeof CONFLICT_BUTTONS)[number];

/** Whether `action` is one of the conflict sheet's buttons. */
export function isConflictButton(action: string): action is ConflictButton {
  return (CONFLICT_BUTTONS as readonly string[]).includes(action);
}

/** The sheet's inputs by their data-cf key. */
export type ConflictFormValues = Readonly<Record<string, string>>;

/** What a button may need beyond the conflict itself. */
export interface ConflictButtonEnv {
  /** The sheet's inputs (read only by the buttons that need them). */
  values(): ConflictFormValues;
  /** The actor behind a UUID (a player's character), or null when there is none. */
  character(uuid: string): Promise<TrackActor | null>;
  /** Rolls one d6 for the preparatory action `action` of the player `playerId` (the UUID). */
  rollD6(playerId: string, action: string): Promise<number>;
  /**
   * Rolls one d6 for each round die left blank on the form (`keys` in the order given), shown to the
   * table; resolves to the faces in the same order.
   */
  rollRoundDice(keys: readonly RoundDieKey[]): Promise<number[]>;
}

/** The four dice of a round: the players' and the opponents' Advance and Defense. */
export const ROUND_DIE_KEYS = ["pa", "pd", "oa", "od"] as const;
export type RoundDieKey = (typeof ROUND_DIE_KEYS)[number];

/**
 * The form's values with every round die left blank rolled by `env` (a die chosen by hand is kept,
 * so a table that rolls physical dice can still enter them).
 */
export async function withRoundDice(values: ConflictFormValues, env: Pick<ConflictButtonEnv, "rollRoundDice">): Promise<ConflictFormValues> {
  const blank = ROUND_DIE_KEYS.filter((k) => face(values[`die|${k}`]) === null);
  if (blank.length === 0) return values;
  const faces = await env.rollRoundDice(blank);
  const filled: Record<string, string> = { ...values };
  blank.forEach((k, i) => {
    const rolled = faces[i];
    if (rolled === undefined || face(String(rolled)) === null) throw new RulesError("BadRoundDie", `no d6 face for ${k}`, { key: k });
    filled[`die|${k}`] = String(rolled);
  });
  return filled;
}

/** Every input of `root` that carries a data-cf key, with its value. */
export function conflictFormValues(root: ParentNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-cf]")) {
    const key = control.dataset.cf;
    if (key) out[key] = control.value;
  }
  return out;
}

/** A die face 1..6 from an input's value, or null. */
function face(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= 1 && n <= 6 ? n : null;
}

/** A bonus from an input's value: blank is 0; anything else is left for the rules to check. */
function bonus(value: string | undefined): number {
  return value === undefined || value.trim() === "" ? 0 : Number(value);
}

function teamAction(value: string | undefined): TeamActionId | undefined {
  return TEAM_ACTION_IDS.find((id) => id === value);
}

/** The round event the round form describes, or null when a die is missing. */
export function roundEventFrom(values: ConflictFormValues): ConflictEvent | null {
  const [pa, pd, oa, od] = ["pa", "pd", "oa", "od"].map((k) => face(values[`die|${k}`]));
  if (pa === null || pd === null || oa === null || od === null) return null;
  const playerActions: Record<string, TeamActionId> = {};
  const opponentActions: Record<string, TeamActionId> = {};
  const stockUp: Array<{ playerId: string; roll: TeamRoll }> = [];
  for (const [key, value] of Object.entries(values)) {
    const bar = key.indexOf("|");
    const kind = key.slice(0, bar);
    const id = key.slice(bar + 1);
    if (bar < 0 || id === "") continue;
    const action = teamAction(value);
    if (kind === "action" && action) playerActions[id] = action;
    if (kind === "opp-action" && action) opponentActions[id] = action;
    if (kind === "stock-up" && (value === "A" || value === "D")) stockUp.push({ playerId: id, roll: value });
  }
  return {
    type: "round",
    players: {
      advance: pa,
      defense: pd,
      bonusA: bonus(values["bonus|pa"]),
      bonusD: bonus(values["bonus|pd"]),
      actions: playerActions,
      ...(stockUp.length > 0 ? { stockUp } : {}),
    },
    opponents: {
      advance: oa,
      defense: od,
      bonusA: bonus(values["bonus|oa"]),
      bonusD: bonus(values["bonus|od"]),
      actions: opponentActions,
    },
  };
}

/** The preparatory action picked for `playerId`, and the die entered by hand (null when none is). */
export function preparationFrom(values: ConflictFormValues, playerId: string) {
  const action = PREPARATORY_ACTION_IDS.find((id) => id === values[`prep-action|${playerId}`]);
  if (!action) throw new RulesError("NoPreparatoryAction", "pick a preparatory action first", {});
  return { action, die: face(values[`prep-die|${playerId}`]) };
}

/** A row index from a button's data; anything but a whole number is refused by the list edits. */
function index(value: string | undefined): number {
  return value === undefined || value === "" ? Number.NaN : Number(value);
}

async function characterFor(env: ConflictButtonEnv, uuid: string | undefined): Promise<TrackActor> {
  if (!uuid) throw new RulesError("NoCharacterPicked", "pick a character first", {});
  const character = await env.character(uuid);
  if (character === null) throw new RulesError("CharacterNotFound", `no character ${uuid}`, { uuid });
  return character;
}

/** Runs `button` on `conflict`; throws a RulesError (nothing written) when the rules refuse it. */
export async function runConflictButton(
  target: TrackActor,
  button: ConflictButton,
  data: Readonly<Record<string, string | undefined>>,
  env: ConflictButtonEnv,
): Promise<void> {
  const text = (key: string) => env.values()[key] ?? "";
  const row = index(data.index);
  switch (button) {
    case "settlePending": {
      const event = settleEvent(data);
      if (event) await conflict.recordConflictEvent(target, event);
      return;
    }
    case "startRounds":
      await conflict.recordConflictEvent(target, { type: "startRounds" });
      return;
    case "playRound": {
      const event = roundEventFrom(await withRoundDice(env.values(), env));
      if (event) await conflict.recordConflictEvent(target, event);
      return;
    }
    case "undoEvent":
      await conflict.undoConflictEvent(target);
      return;
    case "preventLoss":
      await conflict.preventConflictLoss(target, await characterFor(env, data.player));
      return;
    case "recordPreparation":
    case "rollPreparation": {
      const playerId = data.player ?? "";
      const { action, die } = preparationFrom(env.values(), playerId);
      if (button === "rollPreparation") {
        await conflict.rollPreparation(target, playerId, action, () => env.rollD6(playerId, action));
        return;
      }
      if (die === null) throw new RulesError("NoPreparationDie", "enter the die rolled, or roll it", {});
      await conflict.recordConflictEvent(target, { type: "prepare", playerId, action, die });
      return;
    }
    case "addPlayer":
      await conflict.addConflictPlayer(target, await characterFor(env, text("new-player")));
      return;
    case "removePlayer":
      await conflict.removeConflictPlayer(target, row);
      return;
    case "addOpponent":
      await conflict.addConflictOpponent(target, { name: text("new-opponent") });
      return;
    case "renameOpponent":
      await conflict.renameConflictOpponent(target, row, text(`opp-name|${row}`));
      return;
    case "removeOpponent":
      await conflict.removeConflictOpponent(target, row);
      return;
    case "addOpponentTrait":
      await conflict.addOpponentTrait(target, row, text(`new-trait|${row}`));
      return;
    case "renameOpponentTrait": {
      const trait = index(data.trait);
      await conflict.renameOpponentTrait(target, row, trait, text(`trait-name|${row}|${trait}`));
      return;
    }
    case "removeOpponentTrait":
      await conflict.removeOpponentTrait(target, row, index(data.trait));
      return;
    case "setOpponentsName":
      await conflict.setOpponentsName(target, text("opponents-name"));
      return;
  }
}
