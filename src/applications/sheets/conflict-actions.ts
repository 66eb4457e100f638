/**
 * What each button of the team conflict sheet does: the conflict operation it runs, with the values of
 * the sheet's inputs (each input carries a `data-cf` key), the button's own data and what the sheet's
 * host gives a conflict (`SheetHost.conflict`: its dice, its players, the GM). The Foundry sheet and the
 * playground's sheets page both run these, so a click does the same thing in either.
 *
 * Input keys: `die|pa`, `die|pd`, `die|oa`, `die|od` (Advance and Defense dice of the players and the
 * opponents), `bonus|pa` ... `bonus|od`, `action|<player id>`, `opp-action|<opponent id>`,
 * `stock-up|<player id>` ("", "A" or "D"), `prep-action|<player id>`, `prep-die|<player id>`,
 * `new-player` (a character UUID), `new-opponent`, `opponents-name`, `opp-name|<index>`,
 * `new-trait|<index>`, `trait-name|<index>|<trait index>`, `disadvantage|pa` and `disadvantage|pd` (ticked
 * boxes: "1"), `flaws|<player index>`, `learn-skill|<player id>|<n>` (ticked boxes: the skill's name) and
 * `learn-other|<player id>` (names separated by commas).
 */
import { settleEvent } from "./context/conflict-context";
import { RulesError } from "../../rules/errors";
import { PREPARATORY_ACTION_IDS, TEAM_ACTION_IDS, type TeamActionId, type TeamRoll } from "../../rules/team-conflict";
import { type ConflictEvent } from "../../rules/team-conflict-tracker";
import { type TrackActor } from "../../operations/actor-write";
import * as conflict from "../../operations/conflict";
import {
  checkLearningRoll,
  learnAfterConflict,
  rollConflictLearning,
  setConflictPlayerFlaws,
} from "../../operations/conflict-learning";
import { ROUND_DIE_KEYS, type ConflictButtonEnv, type ConflictFormValues } from "./conflict-env";
import { withWriteLocks } from "../../operations/write-lock";
import { type ConflictButton } from "./conflict-action-names";
import { type ActionTable, type ButtonData, type SheetAction } from "./sheet-action";

/**
 * The form's values with every round die left blank rolled by `env` (a die chosen by hand is kept,
 * so a table that rolls physical dice can still enter them).
 */
export async function withRoundDice(values: ConflictFormValues, env: Pick<ConflictButtonEnv, "rollRoundDice">): Promise<ConflictFormValues> {
  const blank = ROUND_DIE_KEYS.filter((k) => face(values[`die|${k}`]) === null);
  if (blank.length === 0) return values;
  // A players' roll at disadvantage (its box ticked) is rolled twice and the lower die kept.
  const rolls = blank.flatMap((k) => (values[`disadvantage|${k}`] === "1" ? [k, k] : [k]));
  const faces = await env.rollRoundDice(rolls);
  const filled: Record<string, string> = { ...values };
  for (const k of blank) {
    const mine = faces.filter((_, i) => rolls[i] === k);
    if (mine.length === 0 || mine.some((f) => face(String(f)) === null)) throw new RulesError("BadRoundDie", `no d6 face for ${k}`, { key: k });
    filled[`die|${k}`] = String(Math.min(...mine));
  }
  return filled;
}

/** The skills a player ticked or typed in the learning form, in order, each once (case aside). */
export function learningSkillsFrom(values: ConflictFormValues, playerId: string): string[] {
  const ticked = Object.entries(values)
    .filter(([key, value]) => key.startsWith(`learn-skill|${playerId}|`) && value.trim() !== "")
    .map(([, value]) => value.trim());
  const typed = (values[`learn-other|${playerId}`] ?? "").split(",").map((v) => v.trim()).filter((v) => v !== "");
  const seen = new Set<string>();
  return [...ticked, ...typed].filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every input of `root` that carries a data-cf key, with its value. */
export function conflictFormValues(root: ParentNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-cf]")) {
    const key = control.dataset.cf;
    // A box counts with its value when ticked, as "" when not.
    const unticked = control.type === "checkbox" && !(control as HTMLInputElement).checked;
    if (key) out[key] = unticked ? "" : control.value;
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

/** The character behind `uuid`, refused unless the user may write it (its owner, or the GM). */
/** Refuses a relayed learning step before anything is done when no GM is connected to take it. */
function noGMRefusal(env: ConflictButtonEnv): void {
  if (!env.hasActiveGM()) throw new RulesError("NoGMToRecord", "no GM is connected to record this", {});
}

async function ownCharacter(env: ConflictButtonEnv, uuid: string | undefined): Promise<TrackActor> {
  const character = await characterFor(env, uuid);
  if (!env.mayWrite(character)) throw new RulesError("NotMemberOwner", "only the player's owner or the GM picks", { uuid });
  return character;
}

/** A conflict button: the conflict, the button's own data and what it may need beyond the conflict. */
type ConflictRun = (target: TrackActor, data: ButtonData, env: ConflictButtonEnv) => Promise<void>;

/** The value of the sheet's input `key` ("" when there is none). */
function text(env: ConflictButtonEnv, key: string): string {
  return env.values()[key] ?? "";
}

/** Records the preparation the form describes for the button's player, rolling its d6 when `roll`. */
async function prepare(target: TrackActor, data: ButtonData, env: ConflictButtonEnv, roll: boolean): Promise<void> {
  const playerId = data.player ?? "";
  const { action, die } = preparationFrom(env.values(), playerId);
  if (roll) {
    await conflict.rollPreparation(target, playerId, action, () => env.rollD6(playerId, action));
    return;
  }
  if (die === null) throw new RulesError("NoPreparationDie", "enter the die rolled, or roll it", {});
  await conflict.recordConflictEvent(target, { type: "prepare", playerId, action, die });
}

const CONFLICT_TABLE = {
  settlePending: async (target, data) => {
    const event = settleEvent(data);
    if (event) await conflict.recordConflictEvent(target, event);
  },
  startRounds: async (target) => {
    await conflict.recordConflictEvent(target, { type: "startRounds" });
  },
  playRound: async (target, _data, env) => {
    const event = roundEventFrom(await withRoundDice(env.values(), env));
    if (event) await conflict.recordConflictEvent(target, event);
  },
  undoEvent: async (target) => {
    await conflict.undoConflictEvent(target);
  },
  preventLoss: async (target, data, env) => {
    await conflict.preventConflictLoss(target, await characterFor(env, data.player));
  },
  recordPreparation: (target, data, env) => prepare(target, data, env, false),
  rollPreparation: (target, data, env) => prepare(target, data, env, true),
  addPlayer: async (target, _data, env) => {
    await conflict.addConflictPlayer(target, await characterFor(env, text(env, "new-player")));
  },
  removePlayer: async (target, data) => {
    await conflict.removeConflictPlayer(target, index(data.index));
  },
  addOpponent: async (target, _data, env) => {
    await conflict.addConflictOpponent(target, { name: text(env, "new-opponent") });
  },
  renameOpponent: async (target, data, env) => {
    const row = index(data.index);
    await conflict.renameConflictOpponent(target, row, text(env, `opp-name|${row}`));
  },
  removeOpponent: async (target, data) => {
    await conflict.removeConflictOpponent(target, index(data.index));
  },
  addOpponentTrait: async (target, data, env) => {
    const row = index(data.index);
    await conflict.addOpponentTrait(target, row, text(env, `new-trait|${row}`));
  },
  renameOpponentTrait: async (target, data, env) => {
    const row = index(data.index);
    const trait = index(data.trait);
    await conflict.renameOpponentTrait(target, row, trait, text(env, `trait-name|${row}|${trait}`));
  },
  removeOpponentTrait: async (target, data) => {
    await conflict.removeOpponentTrait(target, index(data.index), index(data.trait));
  },
  setOpponentsName: async (target, _data, env) => {
    await conflict.setOpponentsName(target, text(env, "opponents-name"));
  },
  /** The flaws field's value, stepped by the button's data-delta (the stepper's − and +) when it has one. */
  setFlaws: async (target, data, env) => {
    const row = index(data.index);
    const typed = text(env, `flaws|${row}`).trim();
    const step = Number(data.delta ?? 0);
    await setConflictPlayerFlaws(target, row, (typed === "" ? 0 : Number(typed)) + (Number.isInteger(step) ? step : 0));
  },
  rollLearning: async (target, data, env) => {
    const playerId = data.player ?? "";
    const skills = learningSkillsFrom(env.values(), playerId);
    if (env.mayWrite(target)) {
      // The same write locks as a relayed step on the GM's client (conflict-relay.ts).
      await withWriteLocks([target.uuid ?? "", playerId], () =>
        rollConflictLearning(target, playerId, skills, () => env.rollLearning(playerId, skills)),
      );
      return;
    }
    // A player who may not edit the conflict sends only the skills; the active GM's client rolls the
    // dice, posts and records them (conflict-relay.ts), so no face comes from the player's client.
    noGMRefusal(env);
    await ownCharacter(env, playerId);
    const names = checkLearningRoll(target, playerId, skills);
    await env.relayLearning({ step: "roll", playerId, skills: names });
  },
  learnAfterConflict: async (target, data, env) => {
    if (!env.mayWrite(target)) noGMRefusal(env);
    const character = await ownCharacter(env, data.player);
    const skill = data.skill ?? "";
    if (!env.mayWrite(target)) {
      await env.relayLearning({ step: "learn", playerId: data.player ?? "", skill });
      return;
    }
    const done = await withWriteLocks([target.uuid ?? "", character.uuid ?? ""], () =>
      learnAfterConflict(target, character, skill),
    );
    await env.postLearnt(character, skill, done);
  },
} satisfies Record<ConflictButton, ConflictRun>;

/** Runs `button` on `conflict`; throws a RulesError (nothing written) when the rules refuse it. */
export async function runConflictButton(conflict: TrackActor, button: ConflictButton, data: ButtonData, env: ConflictButtonEnv): Promise<void> {
  await CONFLICT_TABLE[button](conflict, data, env);
}

/** The conflict sheet's actions, each on what the sheet's host gives a conflict. */
export const CONFLICT_ACTIONS: ActionTable = Object.fromEntries(
  (Object.keys(CONFLICT_TABLE) as ConflictButton[]).map((button): [string, SheetAction] => [
    button,
    async (actor, { data }, host) => runConflictButton(actor, button, data, await host.conflict()),
  ]),
);
