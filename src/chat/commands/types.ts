/**
 * The shapes a chat command takes once parsed, and the error a command reports instead of throwing.
 */
import { type MeterId, type StatId } from "../../config";
import { type Effect, type Position } from "../../rules/pool";
import { type OracleOdds } from "../../rules/oracle";

/** Names of the commands, as `/name` is typed (`help` answers `/vf` and `/vowforge`). */
export const COMMAND_NAMES = [
  "action",
  "progress",
  "pool",
  "threat",
  "strike",
  "ask",
  "oracle",
  "help",
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** What an action roll adds to the die: a stat or meter of the character, or a plain number. */
export type ActionStat = { kind: "named"; id: StatId | MeterId } | { kind: "number"; value: number };

export interface ActionCommand {
  name: "action";
  stat: ActionStat;
  adds: number;
}

export interface ProgressCommand {
  name: "progress";
  score: number;
  /** The track's name as typed, or "". */
  trackName: string;
}

export interface PoolCommand {
  name: "pool";
  dice: number;
  position: Position;
  effect: Effect;
}

export interface ThreatCommand {
  name: "threat";
  /** Action dice named by the notation (0 rolls two and keeps the lower). */
  actionDice: number;
  threatDice: number;
  /** The notation as typed, for the card's title. */
  notation: string;
}

export interface StrikeCommand {
  name: "strike";
  skilled: boolean;
  advantage: boolean;
  disadvantage: boolean;
  majorConditions: number;
  helpers: number;
}

export interface AskCommand {
  name: "ask";
  odds: OracleOdds;
  /** The question as typed, or "". */
  question: string;
}

export interface OracleCommand {
  name: "oracle";
  /** The table name (or part of it) as typed; "" opens the oracle browser. */
  query: string;
}

export interface HelpCommand {
  name: "help";
}

export type ChatCommand =
  | ActionCommand
  | ProgressCommand
  | PoolCommand
  | ThreatCommand
  | StrikeCommand
  | AskCommand
  | OracleCommand
  | HelpCommand;

/** The commands that become a roll request. */
export type RollCommand = Exclude<ChatCommand, OracleCommand | HelpCommand>;

/**
 * A problem with a command: an i18n key and the values it is formatted with. By convention the
 * fields named in LOCALISED_FIELDS (`usage`: the command's usage line; `what`: the name of the bad
 * argument), when present, are themselves i18n keys, localised before formatting (format-error.ts).
 */
export interface CommandError {
  key: string;
  data: Record<string, string | number>;
}

/** Error data fields that hold i18n keys rather than text. */
export const LOCALISED_FIELDS = ["usage", "what"] as const;

export type ParsedCommand = { ok: true; command: ChatCommand } | { ok: false; error: CommandError };
