import { describe, expect, it } from "vitest";
import { parseCommand } from "../../../src/chat/commands/parse";
import { type ChatCommand, type CommandError } from "../../../src/chat/commands/types";

function command(text: string): ChatCommand {
  const parsed = parseCommand(text);
  if (parsed === null) throw new Error(`${text}: not ours`);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.key} ${JSON.stringify(parsed.error.data)}`);
  return parsed.command;
}

function error(text: string): CommandError {
  const parsed = parseCommand(text);
  if (parsed === null) throw new Error(`${text}: not ours`);
  if (parsed.ok) throw new Error(`${text}: parsed as ${JSON.stringify(parsed.command)}`);
  return parsed.error;
}

const E = (code: string) => `VOWFORGE.Command.Error.${code}`;

describe("parseCommand: not ours", () => {
  it.each([
    "hello",
    "",
    "   ",
    "/roll 1d6",
    "/r 2d10",
    "/w gm hi",
    "/actionx iron",
    "/ action iron",
    "action iron",
    "/",
    "/pools 3",
  ])("returns null for %j", (text) => {
    expect(parseCommand(text)).toBeNull();
  });

  it("never throws on odd input", () => {
    for (const text of [
      "/action \u0000",
      "/threat " + "9".repeat(500),
      "/ask \n\n",
      "/strike +++",
      "/pool -",
    ]) {
      expect(() => parseCommand(text)).not.toThrow();
    }
    expect(parseCommand(undefined as unknown as string)).toBeNull();
  });
});

describe("/action", () => {
  it("reads a stat and adds in every spacing", () => {
    const iron1 = { name: "action", stat: { kind: "named", id: "iron" }, adds: 1 };
    expect(command("/action iron +1")).toEqual(iron1);
    expect(command("/action iron+1")).toEqual(iron1);
    expect(command("/action iron + 1")).toEqual(iron1);
    expect(command("  /action    IRON   +1  ")).toEqual(iron1);
    expect(command("/ACTION Iron 1")).toEqual(iron1);
    expect(command("/action heart+2")).toEqual({
      name: "action",
      stat: { kind: "named", id: "heart" },
      adds: 2,
    });
    expect(command("/action\twits")).toEqual({
      name: "action",
      stat: { kind: "named", id: "wits" },
      adds: 0,
    });
  });

  it("reads condition meters", () => {
    expect(command("/action health")).toEqual({
      name: "action",
      stat: { kind: "named", id: "health" },
      adds: 0,
    });
    expect(command("/action Supply +2")).toEqual({
      name: "action",
      stat: { kind: "named", id: "supply" },
      adds: 2,
    });
  });

  it("reads a plain number", () => {
    expect(command("/action 3")).toEqual({ name: "action", stat: { kind: "number", value: 3 }, adds: 0 });
    expect(command("/action 0 +4")).toEqual({ name: "action", stat: { kind: "number", value: 0 }, adds: 4 });
    expect(command("/action 10")).toEqual({ name: "action", stat: { kind: "number", value: 10 }, adds: 0 });
  });

  it("refuses a missing stat", () => {
    const e = error("/action");
    expect(e.key).toBe(E("MissingStat"));
    expect(e.data).toMatchObject({ command: "/action", usage: "VOWFORGE.Command.Usage.action" });
    expect(error("/action   ").key).toBe(E("MissingStat"));
    expect(error("/action +2").key).toBe(E("MissingStat"));
  });

  it("refuses an unknown stat, naming it and the stats", () => {
    const e = error("/action strength +1");
    expect(e.key).toBe(E("UnknownStat"));
    expect(e.data).toMatchObject({ value: "strength", usage: "VOWFORGE.Command.Usage.action" });
    expect(String(e.data.stats)).toContain("iron");
    expect(String(e.data.stats)).toContain("supply");
  });

  it("refuses bad numbers", () => {
    expect(error("/action 11")).toMatchObject({
      key: E("OutOfRange"),
      data: { value: "11", min: 0, max: 10 },
    });
    expect(error("/action -1")).toMatchObject({ key: E("OutOfRange"), data: { value: "-1" } });
    expect(error("/action 2.5")).toMatchObject({ key: E("NotANumber"), data: { value: "2.5" } });
    expect(error("/action iron +x")).toMatchObject({
      key: E("NotANumber"),
      data: { value: "x", what: "VOWFORGE.Command.What.adds" },
    });
    expect(error("/action iron +")).toMatchObject({
      key: E("MissingNumber"),
      data: { what: "VOWFORGE.Command.What.adds" },
    });
    expect(error("/action iron +21")).toMatchObject({ key: E("OutOfRange"), data: { max: 20 } });
    expect(error("/action iron -1")).toMatchObject({ key: E("OutOfRange"), data: { value: "-1" } });
    expect(error("/action iron +1 extra")).toMatchObject({
      key: E("NotANumber"),
      data: { usage: "VOWFORGE.Command.Usage.action" },
    });
  });
});

describe("/progress", () => {
  it("reads the score and the name", () => {
    expect(command("/progress 7")).toEqual({ name: "progress", score: 7, trackName: "" });
    expect(command("/progress 0 Find   my sister ")).toEqual({
      name: "progress",
      score: 0,
      trackName: "Find   my sister",
    });
    expect(command("/PROGRESS   10   <b>Vow</b>")).toEqual({
      name: "progress",
      score: 10,
      trackName: "<b>Vow</b>",
    });
  });

  it("refuses a missing, bad or out-of-range score", () => {
    expect(error("/progress")).toMatchObject({
      key: E("MissingNumber"),
      data: { what: "VOWFORGE.Command.What.score", usage: "VOWFORGE.Command.Usage.progress" },
    });
    expect(error("/progress vow")).toMatchObject({ key: E("NotANumber"), data: { value: "vow" } });
    expect(error("/progress 11 vow")).toMatchObject({
      key: E("OutOfRange"),
      data: { value: "11", min: 0, max: 10 },
    });
    expect(error("/progress -1")).toMatchObject({ key: E("OutOfRange") });
    expect(error("/progress 99999999999999999999999")).toMatchObject({
      key: E("OutOfRange"),
      data: { value: "99999999999999999999999" },
    });
  });
});

describe("/pool", () => {
  it("reads dice, position and effect in any order and case, with defaults", () => {
    expect(command("/pool 3 desperate great")).toEqual({
      name: "pool",
      dice: 3,
      position: "desperate",
      effect: "great",
    });
    expect(command("/pool 3 Great  DESPERATE")).toEqual({
      name: "pool",
      dice: 3,
      position: "desperate",
      effect: "great",
    });
    expect(command("/pool 2")).toEqual({ name: "pool", dice: 2, position: "risky", effect: "standard" });
    expect(command("/pool 1 limited")).toEqual({
      name: "pool",
      dice: 1,
      position: "risky",
      effect: "limited",
    });
    expect(command("/pool 4 controlled")).toEqual({
      name: "pool",
      dice: 4,
      position: "controlled",
      effect: "standard",
    });
  });

  it("refuses bad input", () => {
    expect(error("/pool")).toMatchObject({
      key: E("MissingNumber"),
      data: { usage: "VOWFORGE.Command.Usage.pool" },
    });
    expect(error("/pool three")).toMatchObject({ key: E("NotANumber"), data: { value: "three" } });
    expect(error("/pool 0")).toMatchObject({ key: E("OutOfRange"), data: { min: 1, max: 40 } });
    expect(error("/pool 41")).toMatchObject({ key: E("OutOfRange") });
    expect(error("/pool 3 hopeless")).toMatchObject({ key: E("UnknownWord"), data: { value: "hopeless" } });
    expect(error("/pool 3 risky desperate")).toMatchObject({
      key: E("Duplicate"),
      data: { value: "desperate" },
    });
    expect(error("/pool 3 great limited")).toMatchObject({ key: E("Duplicate"), data: { value: "limited" } });
  });
});

describe("/threat", () => {
  it("reads NdMt notation", () => {
    expect(command("/threat 3d2t")).toEqual({
      name: "threat",
      actionDice: 3,
      threatDice: 2,
      notation: "3d2t",
    });
    expect(command("/threat 0d1t")).toEqual({
      name: "threat",
      actionDice: 0,
      threatDice: 1,
      notation: "0d1t",
    });
    expect(command("/threat 4d")).toEqual({ name: "threat", actionDice: 4, threatDice: 0, notation: "4d" });
    expect(command("/threat 3D2T")).toEqual({
      name: "threat",
      actionDice: 3,
      threatDice: 2,
      notation: "3d2t",
    });
    expect(command("/threat  3d 2t ")).toEqual({
      name: "threat",
      actionDice: 3,
      threatDice: 2,
      notation: "3d2t",
    });
    expect(command("/threat 8d")).toEqual({ name: "threat", actionDice: 8, threatDice: 0, notation: "8d" });
  });

  it("refuses what is not the notation or out of range", () => {
    expect(error("/threat 7x")).toMatchObject({
      key: E("BadNotation"),
      data: { value: "7x", usage: "VOWFORGE.Command.Usage.threat" },
    });
    expect(error("/threat 3d2")).toMatchObject({ key: E("BadNotation") });
    expect(error("/threat d2t")).toMatchObject({ key: E("BadNotation") });
    expect(error("/threat -1d")).toMatchObject({ key: E("BadNotation") });
    expect(error("/threat")).toMatchObject({ key: E("MissingNotation") });
    expect(error("/threat 11d")).toMatchObject({
      key: E("OutOfRange"),
      data: { what: "VOWFORGE.Command.What.actionDice", max: 10 },
    });
    expect(error("/threat 2d13t")).toMatchObject({
      key: E("OutOfRange"),
      data: { what: "VOWFORGE.Command.What.threatDice", max: 12 },
    });
  });
});

describe("/strike", () => {
  const plain = {
    name: "strike",
    skilled: true,
    advantage: false,
    disadvantage: false,
    majorConditions: 0,
    helpers: 0,
  };

  it("defaults to a plain skilled roll", () => {
    expect(command("/strike")).toEqual(plain);
    expect(command("/strike skilled")).toEqual(plain);
  });

  it("reads every option in any order and case", () => {
    expect(command("/strike unskilled adv -2 +1")).toEqual({
      ...plain,
      skilled: false,
      advantage: true,
      majorConditions: 2,
      helpers: 1,
    });
    expect(command("/strike +3 DIS Unskilled")).toEqual({
      ...plain,
      skilled: false,
      disadvantage: true,
      helpers: 3,
    });
    expect(command("/strike advantage disadvantage")).toEqual({
      ...plain,
      advantage: true,
      disadvantage: true,
    });
    expect(command("/strike   -1")).toEqual({ ...plain, majorConditions: 1 });
  });

  it("refuses bad input", () => {
    expect(error("/strike skilled unskilled")).toMatchObject({
      key: E("Conflict"),
      data: { usage: "VOWFORGE.Command.Usage.strike" },
    });
    expect(error("/strike adv adv")).toMatchObject({ key: E("Duplicate"), data: { value: "adv" } });
    expect(error("/strike skilled skilled")).toMatchObject({ key: E("Duplicate") });
    expect(error("/strike -1 -2")).toMatchObject({ key: E("Duplicate"), data: { value: "-2" } });
    expect(error("/strike lucky")).toMatchObject({ key: E("UnknownWord"), data: { value: "lucky" } });
    expect(error("/strike 2")).toMatchObject({ key: E("StrikeNeedsSign"), data: { value: "2" } });
    expect(error("/strike -x")).toMatchObject({
      key: E("NotANumber"),
      data: { what: "VOWFORGE.Command.What.conditions" },
    });
    expect(error("/strike -")).toMatchObject({ key: E("MissingNumber") });
    expect(error("/strike -11")).toMatchObject({ key: E("OutOfRange"), data: { max: 10 } });
    expect(error("/strike +11")).toMatchObject({
      key: E("OutOfRange"),
      data: { what: "VOWFORGE.Command.What.helpers" },
    });
  });
});

describe("/ask", () => {
  it.each([
    ["almost-certain", "almostCertain"],
    ["Almost Certain", "almostCertain"],
    ["almostCertain", "almostCertain"],
    ["LIKELY", "likely"],
    ["50/50", "fiftyFifty"],
    ["fifty-fifty", "fiftyFifty"],
    ["fiftyFifty", "fiftyFifty"],
    ["unlikely", "unlikely"],
    ["small-chance", "smallChance"],
    ["small chance", "smallChance"],
    ["smallchance", "smallChance"],
  ])("reads the odds %j", (typed, odds) => {
    expect(command(`/ask ${typed}`)).toEqual({ name: "ask", odds, question: "" });
  });

  it("keeps the question as typed", () => {
    expect(command("/ask likely Is the gate   guarded?")).toEqual({
      name: "ask",
      odds: "likely",
      question: "Is the gate   guarded?",
    });
    expect(command("/ask small chance Does it rain?")).toEqual({
      name: "ask",
      odds: "smallChance",
      question: "Does it rain?",
    });
    expect(command("/ask 50/50   <i>who</i> ")).toEqual({
      name: "ask",
      odds: "fiftyFifty",
      question: "<i>who</i>",
    });
  });

  it("refuses unknown or missing odds", () => {
    expect(error("/ask maybe")).toMatchObject({
      key: E("UnknownOdds"),
      data: { value: "maybe", usage: "VOWFORGE.Command.Usage.ask" },
    });
    expect(error("/ask maybe is it?")).toMatchObject({ key: E("UnknownOdds"), data: { value: "maybe" } });
    expect(error("/ask")).toMatchObject({ key: E("MissingOdds") });
  });
});

describe("/oracle and /vf", () => {
  it("reads a table name", () => {
    expect(command("/oracle Action")).toEqual({ name: "oracle", query: "Action" });
    expect(command("/oracle   Character   Name ")).toEqual({ name: "oracle", query: "Character   Name" });
    expect(command("/oracle")).toEqual({ name: "oracle", query: "" });
  });

  it("reads help", () => {
    for (const text of ["/vf", "/VF", "/vowforge", "/vf help", "/vowforge HELP", "/vf  "]) {
      expect(command(text)).toEqual({ name: "help" });
    }
    expect(error("/vf roll")).toMatchObject({
      key: E("UnknownWord"),
      data: { value: "roll", command: "/vf", usage: "VOWFORGE.Command.Usage.help" },
    });
  });
});

describe("words every object inherits", () => {
  // Before the lookup tables were Maps, "/constructor" and "/__proto__" found Object's own members:
  // the parser returned undefined and the chat hook threw; "/ask constructor" gave odds set to a
  // function and "/strike constructor" a roll with disadvantage.
  it.each(["/constructor", "/__proto__", "/constructor iron", "/__proto__ 3", "/tostring", "/valueof"])(
    "%j is not ours",
    (text) => {
      expect(parseCommand(text)).toBeNull();
    },
  );

  it("refuses them as odds", () => {
    expect(error("/ask constructor Is it?")).toMatchObject({ key: E("UnknownOdds"), data: { value: "constructor" } });
    expect(error("/ask __proto__")).toMatchObject({ key: E("UnknownOdds") });
    expect(error("/ask hasOwnProperty")).toMatchObject({ key: E("UnknownOdds") });
  });

  it("refuses them as strike options", () => {
    expect(error("/strike constructor")).toMatchObject({ key: E("UnknownWord"), data: { value: "constructor" } });
    expect(error("/strike skilled __proto__")).toMatchObject({ key: E("UnknownWord") });
    expect(error("/strike valueOf")).toMatchObject({ key: E("UnknownWord") });
  });

  it("refuses them as stats, positions, notations and help", () => {
    expect(error("/action constructor")).toMatchObject({ key: E("UnknownStat") });
    expect(error("/pool 3 constructor")).toMatchObject({ key: E("UnknownWord") });
    expect(error("/threat __proto__")).toMatchObject({ key: E("BadNotation") });
    expect(error("/vf constructor")).toMatchObject({ key: E("UnknownWord") });
  });

  it("keeps them as plain text where any text goes", () => {
    expect(command("/oracle constructor")).toEqual({ name: "oracle", query: "constructor" });
    expect(command("/progress 3 __proto__")).toEqual({ name: "progress", score: 3, trackName: "__proto__" });
  });
});
