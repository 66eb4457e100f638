/**
 * Parses what a user typed into the chat box. Pure: no Foundry globals, never throws. Returns null
 * for text that is not one of our commands, so Foundry handles it as usual.
 *
 *   /action <stat or number> [+adds]          /action iron +1, /action 3, /action heart+2
 *   /progress <score 0..10> [name]
 *   /pool <dice> [position] [effect]          /pool 3 desperate great
 *   /threat <NdMt>                            /threat 3d2t, /threat 0d1t, /threat 4d
 *   /strike [skilled|unskilled] [adv] [dis] [-N] [+H]
 *   /ask <odds> [question]
 *   /oracle <table name>
 *   /vf, /vowforge [help]
 */
import { METERS, STATS, type MeterId, type StatId } from "../../config";
import { ADDS_MAX, ACTION_SCORE_CAP, PROGRESS_SCORE_MAX, PROGRESS_SCORE_MIN } from "../../rules/challenge";
import { ORACLE_ODDS_IDS, type OracleOdds } from "../../rules/oracle";
import {
  EFFECTS,
  DEFAULT_EFFECT,
  DEFAULT_POSITION,
  MAX_POOL_DICE,
  POSITIONS,
  type Effect,
  type Position,
} from "../../rules/pool";
import { STRIKE_MAX_HELPERS, STRIKE_MAX_MAJOR_CONDITIONS } from "../../rules/strike";
import { MAX_APPROACH, MAX_THREAT_DICE } from "../../rules/threat";
import { commandLine } from "./command-line";
import { commandError, looksNumeric, readNumber, wholeNumber, words } from "./tokens";
import { type ChatCommand, type ParsedCommand } from "./types";

/** Names of the argument kinds, for "missing / bad <what>" messages. */
const WHAT = {
  stat: "VOWFORGE.Command.What.stat",
  adds: "VOWFORGE.Command.What.adds",
  score: "VOWFORGE.Command.What.score",
  dice: "VOWFORGE.Command.What.dice",
  actionDice: "VOWFORGE.Command.What.actionDice",
  threatDice: "VOWFORGE.Command.What.threatDice",
  conditions: "VOWFORGE.Command.What.conditions",
  helpers: "VOWFORGE.Command.What.helpers",
} as const;

/*
 * Every table a typed word is looked up in is a Map (see command-line.ts): only its own entries
 * answer, so a word every object inherits ("constructor", "__proto__") is unknown like any other.
 */

const fail = (error: ReturnType<typeof commandError>): ParsedCommand => ({ ok: false, error });
const done = (command: ChatCommand): ParsedCommand => ({ ok: true, command });

/** Parses a chat line; null when it is not one of ours. */
export function parseCommand(text: string): ParsedCommand | null {
  const line = commandLine(text);
  if (line === null) return null;
  const { name, rest } = line;
  switch (name) {
    case "action":
      return parseAction(rest);
    case "progress":
      return parseProgress(rest);
    case "pool":
      return parsePool(rest);
    case "threat":
      return parseThreat(rest);
    case "strike":
      return parseStrike(rest);
    case "ask":
      return parseAsk(rest);
    case "oracle":
      return rest === ""
        ? done({ name: "oracle", query: "" })
        : done({ name: "oracle", query: rest });
    case "help":
      return rest === "" || rest.toLowerCase() === "help"
        ? done({ name: "help" })
        : fail(commandError("help", "UnknownWord", { value: rest }));
  }
}

const ROLLABLE: readonly (StatId | MeterId)[] = [...STATS, ...METERS];

function parseAction(rest: string): ParsedCommand {
  if (rest === "" || rest.startsWith("+")) return fail(commandError("action", "MissingStat"));
  // The first word ends at white space or at the "+" of the adds ("heart+2").
  const [, first, tail] = /^([^\s+]+)\s*([\s\S]*)$/.exec(rest) ?? ["", rest, ""];
  let adds = 0;
  if (tail !== "") {
    const addsText = tail.replace(/^\+\s*/, "");
    const read = readNumber("action", addsText, 0, ADDS_MAX, WHAT.adds);
    if (!read.ok) return fail(read.error);
    adds = read.value;
  }
  const number = wholeNumber(first);
  if (number !== null) {
    if (number < 0 || number > ACTION_SCORE_CAP) {
      return fail(
        commandError("action", "OutOfRange", {
          what: WHAT.stat,
          value: first,
          min: 0,
          max: ACTION_SCORE_CAP,
        }),
      );
    }
    return done({ name: "action", stat: { kind: "number", value: number }, adds });
  }
  if (looksNumeric(first))
    return fail(commandError("action", "NotANumber", { what: WHAT.stat, value: first }));
  const id = ROLLABLE.find((stat) => stat === first.toLowerCase());
  if (!id) return fail(commandError("action", "UnknownStat", { value: first, stats: ROLLABLE.join(", ") }));
  return done({ name: "action", stat: { kind: "named", id }, adds });
}

function parseProgress(rest: string): ParsedCommand {
  const [, first, name] = /^(\S*)\s*([\s\S]*)$/.exec(rest) ?? ["", "", ""];
  const read = readNumber("progress", first, PROGRESS_SCORE_MIN, PROGRESS_SCORE_MAX, WHAT.score);
  if (!read.ok) return fail(read.error);
  return done({ name: "progress", score: read.value, trackName: name.trim() });
}

function parsePool(rest: string): ParsedCommand {
  const [first, ...others] = words(rest);
  const read = readNumber("pool", first, 1, MAX_POOL_DICE, WHAT.dice);
  if (!read.ok) return fail(read.error);
  let position: Position | null = null;
  let effect: Effect | null = null;
  for (const word of others) {
    const lower = word.toLowerCase();
    const asPosition = POSITIONS.find((p) => p === lower);
    const asEffect = EFFECTS.find((e) => e === lower);
    if (asPosition) {
      if (position) return fail(commandError("pool", "Duplicate", { value: word }));
      position = asPosition;
    } else if (asEffect) {
      if (effect) return fail(commandError("pool", "Duplicate", { value: word }));
      effect = asEffect;
    } else {
      return fail(commandError("pool", "UnknownWord", { value: word }));
    }
  }
  return done({
    name: "pool",
    dice: read.value,
    position: position ?? DEFAULT_POSITION,
    effect: effect ?? DEFAULT_EFFECT,
  });
}

function parseThreat(rest: string): ParsedCommand {
  if (rest === "") return fail(commandError("threat", "MissingNotation"));
  const notation = rest.replace(/\s+/g, "").toLowerCase();
  const match = /^(\d{1,3})d(?:(\d{1,3})t)?$/.exec(notation);
  if (!match) return fail(commandError("threat", "BadNotation", { value: rest }));
  const action = readNumber("threat", match[1], 0, MAX_APPROACH, WHAT.actionDice);
  if (!action.ok) return fail(action.error);
  const threat = readNumber("threat", match[2] ?? "0", 0, MAX_THREAT_DICE, WHAT.threatDice);
  if (!threat.ok) return fail(threat.error);
  return done({ name: "threat", actionDice: action.value, threatDice: threat.value, notation });
}

const STRIKE_WORDS: ReadonlyMap<string, "skilled" | "unskilled" | "advantage" | "disadvantage"> = new Map([
  ["skilled", "skilled"],
  ["unskilled", "unskilled"],
  ["adv", "advantage"],
  ["advantage", "advantage"],
  ["dis", "disadvantage"],
  ["disadvantage", "disadvantage"],
]);

function parseStrike(rest: string): ParsedCommand {
  const seen = new Set<string>();
  let skilled: boolean | null = null;
  let advantage = false;
  let disadvantage = false;
  let majorConditions = 0;
  let helpers = 0;
  for (const word of words(rest)) {
    const lower = word.toLowerCase();
    const sign = lower[0];
    const slot = sign === "-" || sign === "+" ? sign : (STRIKE_WORDS.get(lower) ?? null);
    if (slot === null) {
      return fail(
        commandError("strike", looksNumeric(word) ? "StrikeNeedsSign" : "UnknownWord", { value: word }),
      );
    }
    const group = slot === "unskilled" ? "skilled" : slot;
    if (seen.has(group)) {
      const conflict = group === "skilled" && skilled !== (slot === "skilled");
      return fail(commandError("strike", conflict ? "Conflict" : "Duplicate", { value: word }));
    }
    seen.add(group);
    if (slot === "-" || slot === "+") {
      const read =
        slot === "-"
          ? readNumber("strike", lower.slice(1), 0, STRIKE_MAX_MAJOR_CONDITIONS, WHAT.conditions)
          : readNumber("strike", lower.slice(1), 0, STRIKE_MAX_HELPERS, WHAT.helpers);
      if (!read.ok) return fail(read.error);
      if (slot === "-") majorConditions = read.value;
      else helpers = read.value;
    } else if (slot === "skilled" || slot === "unskilled") {
      skilled = slot === "skilled";
    } else if (slot === "advantage") {
      advantage = true;
    } else {
      disadvantage = true;
    }
  }
  return done({
    name: "strike",
    skilled: skilled ?? true,
    advantage,
    disadvantage,
    majorConditions,
    helpers,
  });
}

/** Odds by their typed names, folded (see foldOdds): the ids, plus "50/50" and the dashed names. */
const ODDS_NAMES: ReadonlyMap<string, OracleOdds> = new Map([
  ...ORACLE_ODDS_IDS.map((id): [string, OracleOdds] => [id.toLowerCase(), id]),
  ["5050", "fiftyFifty"],
]);

/** Lower case without spaces, dashes, underscores or slashes: "Almost-Certain" -> "almostcertain". */
function foldOdds(text: string): string {
  return text.toLowerCase().replace(/[\s_/-]+/g, "");
}

function parseAsk(rest: string): ParsedCommand {
  const list = words(rest);
  if (list.length === 0) return fail(commandError("ask", "MissingOdds"));
  // Two-word names ("almost certain", "small chance") are tried before one-word ones.
  for (const take of [2, 1]) {
    if (list.length < take) continue;
    const odds = ODDS_NAMES.get(foldOdds(list.slice(0, take).join("")));
    if (odds === undefined) continue;
    const oddsWords = take === 2 ? /^\S+\s+\S+/ : /^\S+/;
    const question = rest.replace(oddsWords, "").trim();
    return done({ name: "ask", odds, question });
  }
  return fail(commandError("ask", "UnknownOdds", { value: list[0] }));
}
