/**
 * The chat parser is total: 10,000 seeded random and mutated lines (random text, valid commands with
 * every argument mutated, unicode, huge numbers), blanks, and every inherited object word in every
 * position go through the `chatMessage`
 * hook as Foundry calls it — `(chatLog, message, chatData)`, the line as text on v13 and as
 * ProseMirror HTML on v14 (foundryvtt-acks-core#191) — and none may throw, leave the parser with
 * `undefined`, log an error, or yield a command outside its domain. Sized by count with a fixed seed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { METERS, STATS } from "../../../src/config";
import { type ChatCommandDeps } from "../../../src/chat/commands/handler";
import { createChatMessageHook } from "../../../src/chat/commands/hook";
import { parseCommand } from "../../../src/chat/commands/parse";
import { LOCALISED_FIELDS, type ChatCommand } from "../../../src/chat/commands/types";
import { chatLineText } from "../../../src/foundry-compat";
import { assertRequestShape, type RollRequest } from "../../../src/kinds/registry";
import { validateRequest } from "../../../src/kinds/registry";
import {
  ACTION_SCORE_CAP,
  ADDS_MAX,
  PROGRESS_SCORE_MAX,
  PROGRESS_SCORE_MIN,
} from "../../../src/rules/challenge";
import { ORACLE_ODDS_IDS } from "../../../src/rules/oracle";
import { EFFECTS, MAX_POOL_DICE, POSITIONS } from "../../../src/rules/pool";
import { STRIKE_MAX_HELPERS, STRIKE_MAX_MAJOR_CONDITIONS } from "../../../src/rules/strike";
import { MAX_APPROACH, MAX_THREAT_DICE } from "../../../src/rules/threat";
import { mulberry32 } from "../../../playground/prng";
import { enString, fakeTable, installChatCommandFakes, KAI } from "../../fakes/chat-commands";
import { asV14Html, fuzzLines, type FuzzLine } from "./fuzz-inputs";

// `/oracle` with no name opens the oracle browser, a Foundry window; here it only records the call.
vi.mock("../../../src/applications/oracle-browser/open", () => ({
  openOracles: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SEED = 20;
const COUNT = 10_000;

const whole = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
const oneOf = (value: unknown, list: readonly unknown[]) => list.includes(value);
const text = (value: unknown) => typeof value === "string";
const flag = (value: unknown) => typeof value === "boolean";

/** The domain of each command, written out here independently of the parser. */
function commandProblem(command: ChatCommand): string | null {
  const c = command as unknown as Record<string, unknown>;
  const fields = (...names: string[]) =>
    Object.keys(c).sort().join() === ["name", ...names].sort().join()
      ? null
      : `fields ${Object.keys(c).join()}`;
  switch (command.name) {
    case "action": {
      const stat = command.stat as unknown as Record<string, unknown>;
      const statOk =
        typeof stat === "object" &&
        stat !== null &&
        (stat.kind === "named"
          ? oneOf(stat.id, [...STATS, ...METERS])
          : stat.kind === "number" && whole(stat.value, 0, ACTION_SCORE_CAP));
      if (!statOk || !whole(c.adds, 0, ADDS_MAX)) return "action stat/adds";
      return fields("stat", "adds");
    }
    case "progress":
      if (!whole(c.score, PROGRESS_SCORE_MIN, PROGRESS_SCORE_MAX) || !text(c.trackName)) return "progress";
      return fields("score", "trackName");
    case "pool":
      if (!whole(c.dice, 1, MAX_POOL_DICE) || !oneOf(c.position, POSITIONS) || !oneOf(c.effect, EFFECTS))
        return "pool";
      return fields("dice", "position", "effect");
    case "threat":
      if (
        !whole(c.actionDice, 0, MAX_APPROACH) ||
        !whole(c.threatDice, 0, MAX_THREAT_DICE) ||
        !text(c.notation)
      )
        return "threat";
      return fields("actionDice", "threatDice", "notation");
    case "strike":
      if (
        !flag(c.skilled) ||
        !flag(c.advantage) ||
        !flag(c.disadvantage) ||
        !whole(c.majorConditions, 0, STRIKE_MAX_MAJOR_CONDITIONS) ||
        !whole(c.helpers, 0, STRIKE_MAX_HELPERS)
      )
        return "strike";
      return fields("skilled", "advantage", "disadvantage", "majorConditions", "helpers");
    case "ask":
      if (!oneOf(c.odds, ORACLE_ODDS_IDS) || !text(c.question)) return "ask";
      return fields("odds", "question");
    case "oracle":
      return text(c.query) ? fields("query") : "oracle";
    case "help":
      return fields();
    default:
      return `unknown command ${String((command as { name: unknown }).name)}`;
  }
}

/** What can go wrong with a line. */
const PROBLEMS = [
  "throws",
  "undefinedParses",
  "badResults",
  "badCommands",
  /** Lines whose meaning is certain (see FuzzLine) read otherwise. */
  "misreads",
  "unlocalisedErrors",
  "consoleErrors",
  "badRequests",
] as const;
type Problem = (typeof PROBLEMS)[number];

const noProblems = (): Record<Problem, number> =>
  Object.fromEntries(PROBLEMS.map((problem) => [problem, 0])) as Record<Problem, number>;

interface Tally {
  lines: number;
  ours: number;
  problems: Record<Problem, number>;
  examples: string[];
}

/** Runs every line through the hook of `generation`, as the chat box hands it over, and tallies. */
async function fuzz(generation: 13 | 14, lines: readonly FuzzLine[]): Promise<Tally> {
  const tally: Tally = { lines: 0, ours: 0, problems: noProblems(), examples: [] };
  const { notifications } = installChatCommandFakes({
    generation,
    rulesets: ["ironsworn", "starforged", "forgedTies", "augur", "strike"],
    character: generation === 13 ? KAI : null,
    tables: [fakeTable("Action"), fakeTable("Theme")],
  });
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  let line = "";
  const note = (problem: Problem, what: string) => {
    tally.problems[problem] += 1;
    if (tally.examples.length < 40) tally.examples.push(`${problem}: ${JSON.stringify(line)} ${what}`);
  };
  // performRoll stands in for the dice: it checks each request as performRoll would before rolling.
  const deps: ChatCommandDeps = {
    performRoll: async (request) => {
      try {
        assertRequestShape(request);
        validateRequest(request as RollRequest);
      } catch (error) {
        note("badRequests", String(error));
      }
    },
  };
  let work: Promise<void> = Promise.resolve();
  const hook = createChatMessageHook(deps, (started) => (work = started));
  const random = mulberry32(SEED + generation);
  for (const { line: typed, expected: typedExpected } of lines) {
    const v14 = generation === 14 ? asV14Html(random, typed) : null;
    line = v14?.html ?? typed;
    // A line sent with stray markup or entities may mean something else than the line it came from.
    const expected = v14 && !v14.faithful ? undefined : typedExpected;
    tally.lines += 1;
    notifications.error.mockClear();
    consoleError.mockClear();
    let parsed: ReturnType<typeof parseCommand> | undefined;
    try {
      parsed = parseCommand(chatLineText(line));
    } catch {
      // The hook's own call below meets the same throw and counts it.
    }
    let returned: unknown;
    try {
      returned = hook({}, line, { user: "user1", content: line });
    } catch (error) {
      note("throws", String(error));
      if (parsed === undefined) note("undefinedParses", "");
      continue;
    }
    if (parsed === undefined) note("undefinedParses", "");
    else if (parsed !== null && parsed.ok && commandProblem(parsed.command))
      note("badCommands", `${commandProblem(parsed.command)} ${JSON.stringify(parsed.command)}`);
    else if (parsed !== null && !parsed.ok) {
      const keys = [parsed.error.key, ...LOCALISED_FIELDS.map((f) => parsed.error.data[f])];
      if (keys.some((key) => key !== undefined && enString(String(key)) === undefined))
        note("unlocalisedErrors", JSON.stringify(parsed.error));
    }
    if (expected === "notOurs" && parsed !== null) note("misreads", `read as ${JSON.stringify(parsed)}`);
    if (expected === "refused" && (parsed === null || parsed?.ok))
      note("misreads", `read as ${JSON.stringify(parsed)}`);
    if (returned !== (parsed ? false : undefined)) note("badResults", `returned ${String(returned)}`);
    if (parsed) tally.ours += 1;
    // The command's own work is async (oracle draws): let it finish before reading the logs.
    await work;
    work = Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    if (consoleError.mock.calls.length > 0) note("consoleErrors", String(consoleError.mock.calls[0]));
    for (const [message] of notifications.error.mock.calls) {
      if (/VOWFORGE\.|could not be completed/.test(String(message)))
        note("unlocalisedErrors", String(message));
    }
  }
  return tally;
}

describe("chat command fuzz", () => {
  const { fixed, random } = fuzzLines(SEED, COUNT);
  const lines = [...fixed, ...random];

  it(`has ${COUNT} random and mutated lines besides every prototype word in every position`, () => {
    expect(random).toHaveLength(COUNT);
    expect(new Set(random.map((l) => l.line)).size).toBeGreaterThan(COUNT * 0.9);
    expect(fixed.length).toBeGreaterThan(COUNT / 2);
  });

  it.each([13, 14] as const)(
    "v%i: every line gives a command, a localised error, or is not ours",
    async (generation) => {
      const tally = await fuzz(generation, lines);
      expect(tally.lines).toBe(lines.length);
      // Most lines are typed as one of our commands, so the parser's paths are the ones exercised.
      expect(tally.ours).toBeGreaterThan(lines.length * 0.6);
      expect({ problems: tally.problems, examples: tally.examples }).toEqual({
        problems: noProblems(),
        examples: [],
      });
    },
  );
});
