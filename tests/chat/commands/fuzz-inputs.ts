/**
 * Chat lines for the parser's fuzz test, from a fixed seed (the same lines every run): random text,
 * valid commands with each argument mutated (every argument kind, unicode, huge numbers, empty and
 * white space), and every word JavaScript objects inherit, typed as the command and as each argument.
 */
import { mulberry32 } from "../../../playground/prng";

/** Words every object, array, function or string inherits: a lookup by property finds them all. */
export const PROTOTYPE_WORDS: readonly string[] = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Array.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    ...Object.getOwnPropertyNames(String.prototype),
    "prototype",
    "constructor.prototype",
    "__proto__.x",
  ]),
];

/** Odd arguments: numbers of every writing, signs alone, unicode, markup, spaces of every kind. */
const ODD_ARGUMENTS: readonly string[] = [
  "",
  " ",
  "\t",
  "\n",
  "\u00a0",
  "\u2003",
  "\u200b",
  "\u0000",
  "+",
  "-",
  "++1",
  "--1",
  "+-1",
  "-0",
  "+0",
  "0",
  "1.5",
  "1,5",
  ".5",
  "1e3",
  "1e309",
  "0x10",
  "0b1",
  "Infinity",
  "-Infinity",
  "NaN",
  "9".repeat(20),
  "9".repeat(400),
  "-" + "9".repeat(400),
  String(Number.MAX_SAFE_INTEGER + 2),
  "\uff13", // fullwidth 3
  "\u0663", // Arabic-Indic 3
  "\u00b3", // superscript 3
  "\ud800", // a lone surrogate
  "\ud83c\udfb2", // a die emoji
  "e\u0301", // e and a combining accent
  "\u202eiron", // right-to-left override
  "IRON",
  "İron",
  "<b>iron</b>",
  "&amp;",
  "&#0;",
  "{value}",
  "%s",
  "$&",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
];

/** Valid words of each argument kind. */
const VALID = {
  stat: ["edge", "heart", "iron", "shadow", "wits", "health", "spirit", "supply", "3", "0", "10"],
  adds: ["+1", "+ 2", "3", "+0", "+10"],
  score: ["0", "7", "10"],
  trackName: ["Find my sister", "", "Vow"],
  dice: ["1", "3", "10"],
  position: ["controlled", "risky", "desperate"],
  effect: ["limited", "standard", "great"],
  notation: ["3d2t", "0d1t", "4d", "3 d 2 t", "6d4t"],
  strikeWord: ["skilled", "unskilled", "adv", "advantage", "dis", "disadvantage", "-1", "+2", "-0", "+3"],
  odds: ["likely", "almost certain", "almost-certain", "50/50", "fifty_fifty", "small chance", "unlikely"],
  question: ["Is the gate guarded?", "", "who?"],
  query: ["action", "Action & Theme", "", "names"],
  help: ["", "help"],
} as const;
type ArgumentKind = keyof typeof VALID;

/** Each command as typed, with the kinds of its arguments in order and a valid value of each. */
const COMMANDS: readonly {
  names: readonly string[];
  args: readonly ArgumentKind[];
  valid: readonly string[];
}[] = [
  { names: ["action"], args: ["stat", "adds"], valid: ["iron", "+1"] },
  { names: ["progress"], args: ["score", "trackName"], valid: ["7", "Vow"] },
  { names: ["pool"], args: ["dice", "position", "effect"], valid: ["3", "risky", "great"] },
  { names: ["threat"], args: ["notation"], valid: ["3d2t"] },
  {
    names: ["strike"],
    args: ["strikeWord", "strikeWord", "strikeWord", "strikeWord", "strikeWord"],
    valid: ["skilled", "adv", "dis", "-1", "+2"],
  },
  { names: ["ask"], args: ["odds", "question"], valid: ["likely", "Is it?"] },
  { names: ["oracle"], args: ["query"], valid: ["action"] },
  { names: ["vf", "vowforge"], args: ["help"], valid: ["help"] },
];

/** Words of our own commands: a prototype word that is also one of them ("strike") means ours. */
const OUR_WORDS = new Set<string>([
  ...COMMANDS.flatMap((command) => command.names),
  ...Object.values(VALID).flatMap((list) => list.map((word) => word.toLowerCase())),
]);

/** Characters random text is drawn from: ASCII, the chat's own signs, spaces, and a little of everything. */
const ALPHABET = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  ..."/+-.,_ \t\n<>&;#\"'{}[]()\\%$*=",
  "\u00a0",
  "\u200b",
  "\u0000",
  "\u00e9",
  "\u0663",
  "\uff13",
  "\ud800",
  "\ud83c\udfb2",
  "\u202e",
];

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function randomText(random: Random, maxLength: number): string {
  const length = Math.floor(random() * (maxLength + 1));
  let text = "";
  for (let i = 0; i < length; i++) text += pick(random, ALPHABET);
  return text;
}

/** The command word as a user might type it: any case, sometimes with a space or markup before it. */
function typedName(random: Random, name: string): string {
  const cased = [...name].map((c) => (random() < 0.2 ? c.toUpperCase() : c)).join("");
  const before = pick(random, ["", "", "", " ", "\t", "\n", "\u00a0"]);
  return `${before}/${cased}`;
}

/** A value for one argument: mostly valid, else odd, a prototype word, random text, or a huge number. */
function argumentValue(random: Random, kind: ArgumentKind): string {
  const roll = random();
  if (roll < 0.4) return pick(random, VALID[kind]);
  if (roll < 0.6) return pick(random, ODD_ARGUMENTS);
  if (roll < 0.75) return pick(random, PROTOTYPE_WORDS);
  if (roll < 0.85) return pick(random, ["+", "-", ""]) + pick(random, PROTOTYPE_WORDS);
  if (roll < 0.95) return randomText(random, 12);
  return String(Math.floor(random() * 1e6) * 10 ** Math.floor(random() * 30));
}

/** A valid command with its arguments mutated: replaced, dropped, repeated, glued, or extra words. */
function mutatedCommand(random: Random): string {
  const command = pick(random, COMMANDS);
  const args = command.args.map((kind) => argumentValue(random, kind));
  const roll = random();
  if (roll < 0.1 && args.length > 0) args.splice(Math.floor(random() * args.length), 1);
  else if (roll < 0.2 && args.length > 0) args.push(pick(random, args));
  else if (roll < 0.3) args.push(pick(random, PROTOTYPE_WORDS));
  const separator = random() < 0.9 ? " " : pick(random, ["", "  ", "\t", "\n", "\u00a0"]);
  return `${typedName(random, pick(random, command.names))} ${args.join(separator)}`;
}

/** Argument kinds that take any text (a track's name, a question, a table's name). */
const FREE_TEXT: readonly ArgumentKind[] = ["trackName", "question", "query"];

/** A fuzzed chat line, and what it must give when the parser cannot mistake it for anything else. */
export interface FuzzLine {
  line: string;
  /** "notOurs": the parser returns null; "refused": a usage error; undefined: whatever is right. */
  expected?: "notOurs" | "refused";
}

/**
 * Every prototype word as the command (not ours: no command has that name) and in every argument
 * position of every command (a usage error, unless the argument is free text).
 */
function prototypeLines(): FuzzLine[] {
  const lines: FuzzLine[] = [];
  for (const word of PROTOTYPE_WORDS) {
    const ours = OUR_WORDS.has(word.toLowerCase());
    for (const line of [`/${word}`, `/${word} iron`, `/${word.toUpperCase()}`, `/${word.toLowerCase()} 3`])
      lines.push({ line, expected: ours ? undefined : "notOurs" });
    for (const command of COMMANDS) {
      const name = command.names[0];
      for (let position = 0; position < command.args.length; position++) {
        const free = ours || FREE_TEXT.includes(command.args[position]);
        for (const typed of [word, word.toLowerCase(), `+${word}`, `-${word}`]) {
          const args = [...command.valid];
          args[position] = typed;
          lines.push({ line: `/${name} ${args.join(" ")}`, expected: free ? undefined : "refused" });
        }
      }
      const firstFree = ours || FREE_TEXT.includes(command.args[0]);
      lines.push({ line: `/${name} ${word}`, expected: firstFree ? undefined : "refused" });
      lines.push({ line: `/${name} ${word} ${word}`, expected: firstFree ? undefined : "refused" });
      lines.push({ line: `/${name}${word}`, expected: "notOurs" });
    }
  }
  return lines;
}

/** Empty and blank lines, and each command bare or with only white space after it. */
function blankLines(): string[] {
  const blanks = ["", " ", "\t", "\n", "\u00a0", "\u200b", "/", "/ ", "//", "\u0000"];
  const lines = [...blanks];
  for (const command of COMMANDS) {
    for (const name of command.names) {
      for (const blank of blanks) lines.push(`/${name}${blank}`, `/${name} ${blank}`);
    }
  }
  return lines;
}

/** The fuzzed lines: the fixed lists (prototype words, blanks) and `count` random and mutated ones. */
export function fuzzLines(seed: number, count: number): { fixed: FuzzLine[]; random: FuzzLine[] } {
  const random = mulberry32(seed);
  const generated: FuzzLine[] = [];
  while (generated.length < count) {
    const roll = random();
    if (roll < 0.15) generated.push({ line: randomText(random, 40) });
    else if (roll < 0.25) generated.push({ line: `/${randomText(random, 30)}` });
    else generated.push({ line: mutatedCommand(random) });
  }
  return { fixed: [...prototypeLines(), ...blankLines().map((line) => ({ line }))], random: generated };
}

/** HTML entities, valid and not, that a v14 line may carry. */
const ENTITIES: readonly string[] = [
  "&amp;",
  "&lt;",
  "&gt;",
  "&quot;",
  "&#39;",
  "&nbsp;",
  "&#47;",
  "&#x2F;",
  "&#0;",
  "&#x110000;",
  "&#99999999999;",
  "&#xFFFFFFFFFF;",
  "&#xD800;",
  "&constructor;",
  "&__proto__;",
  "&toString;",
  "&hasOwnProperty;",
  "&bogus;",
];

/**
 * A chat line as v14's ProseMirror chat box hands it to the hook: escaped text in paragraphs, one per
 * line (foundryvtt-acks-core#191, src/foundry-compat.ts); sometimes with raw markup and odd entities,
 * as a crafted client could send.
 */
export function asV14Html(random: Random, line: string): { html: string; faithful: boolean } {
  const escaped = line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const paragraphs = escaped
    .split("\n")
    .map((text) => `<p>${text}</p>`)
    .join("");
  const roll = random();
  if (roll < 0.7) return { html: paragraphs, faithful: true };
  if (roll < 0.85) return { html: paragraphs.replace(/ /, ` ${pick(random, ENTITIES)}`), faithful: false };
  const before = pick(random, ["<p>", "<br>", "<p class=x>", "<", ""]);
  return { html: `${before}${line}${pick(random, ENTITIES)}`, faithful: false };
}
