/**
 * Strike! team conflict: each side rolls an Advance die (A) and a Defense die (D), adds the bonuses of
 * its actions, and compares its A with the other side's D and its D with the other side's A.
 *
 * Outcomes, from the players' side (pA vs oD, pD vs oA; "beat" means strictly higher):
 * - win:  pA beats oD and pD beats oA;
 * - loss: oD beats pA and oA beats pD;
 * - tie:  pA equals oD and pD equals oA (a surprising twist; the conflict ends);
 * - push: both A's beat or tie the D's (pA >= oD and oA >= pD): both sides take a hit, go on;
 * - draw: both D's beat or tie the A's (oD >= pA and pD >= oA): go on.
 * The only overlap is the double tie, which fits tie, push and draw alike; precedence
 * tie > win > loss > push > draw puts it on tie. Every other combination fits exactly one outcome, so
 * a player's A beating with their D tied counts as a push, and so does an A tied with their A beating.
 *
 * Action effects the round can settle are settled here (Reckless Effort's hit, Calculated Risk's and
 * Targeted Effort's hits on a draw, Win At All Costs' unrecoverable strike); the rest are handed back
 * as follow-ups. Totals are not clamped: bonuses may take them past 6 or below 1.
 */
import { RulesError } from "./errors";
import { assertBool, assertDie, assertInt, assertOneOf } from "./validate";

/** The two rolls of a team conflict side. */
export type TeamRoll = "A" | "D";

/** Effects of a team action beyond its bonuses. */
export type TeamActionEffect =
  /** The acting side takes a hit: always, or only if the round is a draw. */
  | { kind: "takeHit"; when: "always" | "draw" }
  /** The other side takes a hit if the round is a draw. */
  | { kind: "enemyTakesHit"; when: "draw" }
  /** The acting player owes a personal concession; each player may choose it once a conflict. */
  | { kind: "personalConcession" }
  /** The acting side takes a strike that cannot be recovered. */
  | { kind: "unrecoverableStrike" }
  /** A bonus to one roll next round. */
  | { kind: "nextRoundModifier"; roll: TeamRoll; amount: number }
  /** Scout this many enemy rolls next round. */
  | { kind: "scoutNextRound"; rolls: number }
  /** Remove a strike or regain a trait. */
  | { kind: "recover" };

/** Team action categories. */
export type TeamActionCategory = "basic" | "advancing" | "defense";

/** A team conflict action. */
export interface TeamAction {
  /** Stable id (i18n key). */
  id: TeamActionId;
  /** Basic, advancing or defense action. */
  category: TeamActionCategory;
  /** Modifier to the side's Advance roll this round. */
  a: number;
  /** Modifier to the side's Defense roll this round. */
  d: number;
  /** Other effects. */
  effects: readonly TeamActionEffect[];
}

/** Every team action id. */
export const TEAM_ACTION_IDS = [
  "progress",
  "block",
  "recklessEffort",
  "takeOneForTheTeam",
  "allOutEffort",
  "calculatedRisk",
  "winAtAllCosts",
  "targetedEffort",
  "totalDefense",
  "prepare",
  "observe",
  "recover",
] as const;

/** A team action id. */
export type TeamActionId = (typeof TEAM_ACTION_IDS)[number];

function action(id: TeamActionId, category: TeamActionCategory, a: number, d: number, effects: TeamActionEffect[] = []): TeamAction {
  return Object.freeze({ id, category, a, d, effects: Object.freeze(effects) });
}

/** The team action catalogue. */
export const TEAM_ACTIONS: Readonly<Record<TeamActionId, TeamAction>> = Object.freeze({
  progress: action("progress", "basic", 2, 0),
  block: action("block", "basic", 0, 2),
  recklessEffort: action("recklessEffort", "basic", 3, 0, [{ kind: "takeHit", when: "always" }]),
  takeOneForTheTeam: action("takeOneForTheTeam", "basic", 0, 3, [{ kind: "personalConcession" }]),
  allOutEffort: action("allOutEffort", "advancing", 3, -1),
  calculatedRisk: action("calculatedRisk", "advancing", 3, 0, [{ kind: "takeHit", when: "draw" }]),
  winAtAllCosts: action("winAtAllCosts", "advancing", 4, 0, [{ kind: "unrecoverableStrike" }]),
  targetedEffort: action("targetedEffort", "advancing", 2, 0, [{ kind: "enemyTakesHit", when: "draw" }]),
  totalDefense: action("totalDefense", "defense", -1, 3),
  prepare: action("prepare", "defense", -1, 2, [{ kind: "nextRoundModifier", roll: "A", amount: 1 }]),
  observe: action("observe", "defense", 1, 1, [{ kind: "scoutNextRound", rolls: 1 }]),
  recover: action("recover", "defense", 0, 1, [{ kind: "recover" }]),
});

/** Every preparatory action id. */
export const PREPARATORY_ACTION_IDS = ["fortify", "playTheLongGame", "scout", "seizeTheAdvantage", "stockUp", "inspire"] as const;

/** A preparatory action id (each player may pick one before a team conflict and roll a d6). */
export type PreparatoryActionId = (typeof PREPARATORY_ACTION_IDS)[number];

/** Bands of the preparatory roll: 1-2, 3-4, 5-6. */
export type PreparatoryBand = "low" | "mid" | "high";

/** What a preparatory result does. */
export type PreparatoryEffect =
  /** A modifier to one roll in the listed rounds (1-based). */
  | { kind: "modifier"; roll: TeamRoll; amount: number; rounds: readonly number[] }
  /** A modifier to one roll every round until the side loses or pushes a round. */
  | { kind: "lastingModifier"; roll: TeamRoll; amount: number; until: "lossOrPush" }
  /** A modifier to either roll in one round of the player's choosing, chosen before or after the rolls. */
  | { kind: "floatingModifier"; amount: number; timing: "beforeRolls" | "afterRolls" }
  /** See this many of the enemy's rolls in the given round before committing. */
  | { kind: "scout"; rolls: number; round: number }
  /** The enemy takes this many hits before the conflict starts. */
  | { kind: "dealHit"; hits: number }
  /** Ignore one condition during the conflict: one player ("one") or every player ("each"). */
  | { kind: "ignoreCondition"; who: "one" | "each" };

const SETBACK: readonly PreparatoryEffect[] = Object.freeze([{ kind: "modifier", roll: "A", amount: -1, rounds: [1] }]);

/**
 * Preparatory actions and their results by band. The source's layout is garbled; reconstructed as:
 * every action's 1-2 is -1A in round 1. Fortify: +1D every round until a loss or push / +1D in round 1.
 * Play the Long Game: +1A in round 2 and +2A in rounds 3 and 4 / +1A in rounds 3 and 4. Scout: both
 * enemy rolls / one enemy roll, in round 1. Stock Up: +1 in any one round, picked after / before the
 * rolls. Inspire: ignore one condition each / one condition. Seize the Advantage takes the lines left
 * over: deal one hit / +1A in round 1.
 */
export const PREPARATORY_ACTIONS: Readonly<Record<PreparatoryActionId, Readonly<Record<PreparatoryBand, readonly PreparatoryEffect[]>>>> =
  Object.freeze({
    fortify: {
      high: [{ kind: "lastingModifier", roll: "D", amount: 1, until: "lossOrPush" }],
      mid: [{ kind: "modifier", roll: "D", amount: 1, rounds: [1] }],
      low: SETBACK,
    },
    playTheLongGame: {
      high: [
        { kind: "modifier", roll: "A", amount: 1, rounds: [2] },
        { kind: "modifier", roll: "A", amount: 2, rounds: [3, 4] },
      ],
      mid: [{ kind: "modifier", roll: "A", amount: 1, rounds: [3, 4] }],
      low: SETBACK,
    },
    scout: {
      high: [{ kind: "scout", rolls: 2, round: 1 }],
      mid: [{ kind: "scout", rolls: 1, round: 1 }],
      low: SETBACK,
    },
    seizeTheAdvantage: {
      high: [{ kind: "dealHit", hits: 1 }],
      mid: [{ kind: "modifier", roll: "A", amount: 1, rounds: [1] }],
      low: SETBACK,
    },
    stockUp: {
      high: [{ kind: "floatingModifier", amount: 1, timing: "afterRolls" }],
      mid: [{ kind: "floatingModifier", amount: 1, timing: "beforeRolls" }],
      low: SETBACK,
    },
    inspire: {
      high: [{ kind: "ignoreCondition", who: "each" }],
      mid: [{ kind: "ignoreCondition", who: "one" }],
      low: SETBACK,
    },
  });

/** The band a preparatory d6 falls in. */
export function preparatoryBand(die: number): PreparatoryBand {
  assertDie(die, 6, "die");
  return die >= 5 ? "high" : die >= 3 ? "mid" : "low";
}

/** A preparatory action's result. */
export interface PreparatoryResult {
  /** The action taken. */
  action: PreparatoryActionId;
  /** The d6 rolled. */
  die: number;
  /** Its band: low 1-2, mid 3-4, high 5-6. */
  band: PreparatoryBand;
  /** What it does. */
  effects: PreparatoryEffect[];
}

/** Resolves one preparatory action. */
export function resolvePreparatory(action: PreparatoryActionId, die: number): PreparatoryResult {
  assertOneOf(action, PREPARATORY_ACTION_IDS, "action");
  const band = preparatoryBand(die);
  return { action, die, band, effects: structuredClone([...PREPARATORY_ACTIONS[action][band]]) };
}

/** Sum of the fixed-round modifiers (kind "modifier") of `effects` that apply in `round`. */
export function preparatoryModifiers(effects: readonly PreparatoryEffect[], round: number): { bonusA: number; bonusD: number } {
  assertInt(round, 1, 1000, "round");
  let bonusA = 0;
  let bonusD = 0;
  for (const e of effects) {
    if (e.kind !== "modifier" || !e.rounds.includes(round)) continue;
    if (e.roll === "A") bonusA += e.amount;
    else bonusD += e.amount;
  }
  return { bonusA, bonusD };
}

/** Outcome of a team conflict round. */
export type TeamOutcome = "win" | "loss" | "tie" | "draw" | "push";

/** One side's rolls in a round. */
export interface TeamSideInput {
  /** The Advance d6 (the kept die, if the side rolled with disadvantage). */
  advance: number;
  /** The Defense d6 (the kept die, if the side rolled with disadvantage). */
  defense: number;
  /** Other modifiers to A (preparation, major conditions, ...). */
  bonusA?: number;
  /** Other modifiers to D. */
  bonusD?: number;
  /** The actions the side's members picked (their A and D modifiers are added). */
  actions?: readonly TeamActionId[];
}

/** One side's totals and effects after a round. */
export interface TeamSideResult {
  /** Final Advance: die + bonusA + the actions' A modifiers. */
  advance: number;
  /** Final Defense: die + bonusD + the actions' D modifiers. */
  defense: number;
  /** Unrecoverable strikes the side takes this round (Win At All Costs). */
  unrecoverableStrikes: number;
  /** Effects of the side's actions left for later (concessions, next-round bonuses, scouting, recovery). */
  followUps: TeamActionEffect[];
}

/** The resolved round. */
export interface TeamRoundResult {
  /** Win, loss, tie, draw or push, from the players' side. */
  outcome: TeamOutcome;
  /** Hits the players' side takes (each hit: a strike or a lost trait, the other side picks). */
  hitsToPlayers: number;
  /** Hits the opponents take. */
  hitsToOpponents: number;
  /** Whether the conflict goes on to another round. */
  continues: boolean;
  /** Whether the players spent an action point to turn a loss into one more hit and another round. */
  lossPrevented: boolean;
  /** Strikes the opponents remove or traits they recover (1 when a loss was prevented). */
  opponentRecoveries: number;
  /** The players' totals and effects. */
  players: TeamSideResult;
  /** The opponents' totals and effects. */
  opponents: TeamSideResult;
}

const BONUS_LIMIT = 20;

function compare(x: number, y: number): -1 | 0 | 1 {
  return x > y ? 1 : x < y ? -1 : 0;
}

/** The outcome from the players' side, given their A against the opponents' D and their D against the opponents' A. */
export function teamOutcome(players: { advance: number; defense: number }, opponents: { advance: number; defense: number }): TeamOutcome {
  const attack = compare(players.advance, opponents.defense);
  const guard = compare(players.defense, opponents.advance);
  if (attack === 0 && guard === 0) return "tie";
  if (attack > 0 && guard > 0) return "win";
  if (attack < 0 && guard < 0) return "loss";
  if (attack >= 0 && guard <= 0) return "push";
  return "draw";
}

interface SideTotals {
  side: TeamSideResult;
  actions: readonly TeamAction[];
}

function sideTotals(input: TeamSideInput, what: string): SideTotals {
  if (typeof input !== "object" || input === null) {
    throw new RulesError("BadTeamSide", `${what} must be an object with advance and defense`, { what, value: input });
  }
  assertDie(input.advance, 6, `${what}.advance`);
  assertDie(input.defense, 6, `${what}.defense`);
  const bonusA = input.bonusA ?? 0;
  const bonusD = input.bonusD ?? 0;
  assertInt(bonusA, -BONUS_LIMIT, BONUS_LIMIT, `${what}.bonusA`);
  assertInt(bonusD, -BONUS_LIMIT, BONUS_LIMIT, `${what}.bonusD`);
  const ids = input.actions ?? [];
  if (!Array.isArray(ids)) throw new RulesError("NotArray", `${what}.actions must be a list`, { what, value: ids });
  const actions = ids.map((id, i) => {
    assertOneOf(id, TEAM_ACTION_IDS, `${what}.actions[${i}]`);
    return TEAM_ACTIONS[id];
  });
  const settled = new Set<TeamActionEffect["kind"]>(["takeHit", "enemyTakesHit", "unrecoverableStrike"]);
  return {
    actions,
    side: {
      advance: input.advance + bonusA + actions.reduce((sum, a) => sum + a.a, 0),
      defense: input.defense + bonusD + actions.reduce((sum, a) => sum + a.d, 0),
      unrecoverableStrikes: actions.reduce(
        (sum, a) => sum + a.effects.filter((e) => e.kind === "unrecoverableStrike").length,
        0,
      ),
      followUps: structuredClone(actions.flatMap((a) => a.effects.filter((e) => !settled.has(e.kind)))),
    },
  };
}

function hitsFrom(actions: readonly TeamAction[], outcome: TeamOutcome): { own: number; enemy: number } {
  let own = 0;
  let enemy = 0;
  for (const a of actions) {
    for (const e of a.effects) {
      if (e.kind === "takeHit" && (e.when === "always" || outcome === "draw")) own += 1;
      if (e.kind === "enemyTakesHit" && outcome === "draw") enemy += 1;
    }
  }
  return { own, enemy };
}

/** Outcome for the opponents' side when the players got `outcome`. */
function mirrored(outcome: TeamOutcome): TeamOutcome {
  return outcome === "win" ? "loss" : outcome === "loss" ? "win" : outcome;
}

/** Input of a team conflict round. */
export interface TeamRoundInput {
  players: TeamSideInput;
  opponents: TeamSideInput;
}

/** Resolves one round of a team conflict. */
export function resolveTeamRound(input: TeamRoundInput): TeamRoundResult {
  const players = sideTotals(input.players, "players");
  const opponents = sideTotals(input.opponents, "opponents");
  const outcome = teamOutcome(players.side, opponents.side);
  const pushHit = outcome === "push" ? 1 : 0;
  const p = hitsFrom(players.actions, outcome);
  const o = hitsFrom(opponents.actions, mirrored(outcome));
  return {
    outcome,
    hitsToPlayers: pushHit + p.own + o.enemy,
    hitsToOpponents: pushHit + o.own + p.enemy,
    continues: outcome === "draw" || outcome === "push",
    lossPrevented: false,
    opponentRecoveries: 0,
    players: players.side,
    opponents: opponents.side,
  };
}

/**
 * Spending an action point on a loss: the players take one more hit, the opponents remove a strike or
 * recover a trait, and the conflict goes on. Refused unless the round was a loss not yet prevented.
 */
export function preventLoss(result: TeamRoundResult): TeamRoundResult {
  if (result.outcome !== "loss" || result.lossPrevented) {
    throw new RulesError("NotALoss", "an action point only prevents a loss that has not been prevented yet", {
      outcome: result.outcome,
      lossPrevented: result.lossPrevented,
    });
  }
  return {
    ...result,
    hitsToPlayers: result.hitsToPlayers + 1,
    continues: true,
    lossPrevented: true,
    opponentRecoveries: result.opponentRecoveries + 1,
  };
}

/** Condition a player takes at the end of a conflict. */
export type AftermathCondition = "none" | "minor" | "major";
/** Concession the players owe when they win. */
export type AftermathConcession = "none" | "minor" | "major" | "majorAndMinor";

/** Input of the end of a conflict. */
export interface AftermathInput {
  /** Strikes each player ended with. */
  strikes: readonly number[];
  /** Whether the players won. */
  playersWon: boolean;
  /** Strikes the opponents ended with (only matters when the players lost). */
  opponentStrikes?: number;
}

/** What the end of a conflict leaves behind. */
export interface AftermathResult {
  /** Per player, in input order: none (0-1 strikes), minor (2-3), major (4+). Win or lose. */
  conditions: AftermathCondition[];
  /** Total strikes on the players' side. */
  totalStrikes: number;
  /** Players won: owed for the side's total strikes: 1-2 minor, 3-4 major, 5+ both. Otherwise none. */
  concession: AftermathConcession;
  /** Players lost against opponents with at least one strike: they pick from the "yes, but" list as losers by 1-2. */
  losersPickYesBut: boolean;
}

const STRIKE_LIMIT = 100;

/**
 * The end of a conflict. Conditions are per player; the concession is owed by the team for its
 * total strikes (a concession is a team debt; only Take One For The Team makes a personal one).
 */
export function conflictAftermath(input: AftermathInput): AftermathResult {
  assertBool(input.playersWon, "playersWon");
  if (!Array.isArray(input.strikes)) {
    throw new RulesError("NotArray", "strikes must be a list with one count per player", { value: input.strikes });
  }
  input.strikes.forEach((s, i) => assertInt(s, 0, STRIKE_LIMIT, `strikes[${i}]`));
  const opponentStrikes = input.opponentStrikes ?? 0;
  assertInt(opponentStrikes, 0, STRIKE_LIMIT, "opponentStrikes");
  const conditions = input.strikes.map((s): AftermathCondition => (s >= 4 ? "major" : s >= 2 ? "minor" : "none"));
  const totalStrikes = input.strikes.reduce((sum, s) => sum + s, 0);
  let concession: AftermathConcession = "none";
  if (input.playersWon) {
    if (totalStrikes >= 5) concession = "majorAndMinor";
    else if (totalStrikes >= 3) concession = "major";
    else if (totalStrikes >= 1) concession = "minor";
  }
  return {
    conditions,
    totalStrikes,
    concession,
    losersPickYesBut: !input.playersWon && opponentStrikes >= 1,
  };
}
