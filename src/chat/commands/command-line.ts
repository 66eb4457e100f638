/**
 * Which chat lines are ours: `/name …` with a name of ALIASES. The chat hook asks this of every line
 * the user sends, in the main script, so that it can stop ours before Foundry posts them; the parser
 * (parse.ts, loaded with the rest of the commands when a line is ours) reads the rest of the line.
 * Pure: no Foundry globals, never throws.
 */
import { type CommandName } from "./types";

/*
 * Every table a typed word is looked up in is a Map: only its own entries answer, so a word every
 * object inherits ("constructor", "__proto__", "toString") is unknown like any other, and `get()` is
 * typed `T | undefined`, so the compiler makes each lookup handle the miss (eslint.config.js keeps
 * string-keyed records out of this folder).
 */

/** The words typed after `/name`, for each command. */
const ALIASES: ReadonlyMap<string, CommandName> = new Map([
  ["action", "action"],
  ["progress", "progress"],
  ["pool", "pool"],
  ["threat", "threat"],
  ["strike", "strike"],
  ["ask", "ask"],
  ["oracle", "oracle"],
  ["vf", "help"],
  ["vowforge", "help"],
]);

/** A line of ours: the command it names and the text after the name, trimmed. */
export interface CommandLine {
  name: CommandName;
  rest: string;
}

/** The command a chat line names, or null when the line is not one of ours. */
export function commandLine(text: unknown): CommandLine | null {
  if (typeof text !== "string") return null;
  const match = /^\s*\/(\S+)(?:\s+([\s\S]*))?$/.exec(text);
  if (!match) return null;
  const name = ALIASES.get(match[1].toLowerCase());
  if (name === undefined) return null;
  return { name, rest: (match[2] ?? "").trim() };
}
