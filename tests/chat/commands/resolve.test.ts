import { describe, expect, it } from "vitest";
import { type RulesetId } from "../../../src/config";
import { summarizeActor, type ActorSummary } from "../../../src/chat/commands/actor-summary";
import { parseCommand } from "../../../src/chat/commands/parse";
import {
  resolveCommand,
  type ResolveContext,
  type ResolvedCommand,
} from "../../../src/chat/commands/resolve";
import { type RollCommand } from "../../../src/chat/commands/types";
import { planThreatRoll } from "../../../src/rules/threat";
import { localize } from "../../fakes/chat-commands";

const kai: ActorSummary = summarizeActor({
  uuid: "Actor.kai",
  type: "character",
  name: "Kai",
  system: {
    ruleset: "starforged",
    stats: { edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 },
    meters: { health: 4, spirit: 5, supply: 3 },
    momentum: 5,
  },
});

function context(over: Partial<ResolveContext> = {}): ResolveContext {
  const rulesets: RulesetId[] = ["ironsworn", "starforged", "forgedTies", "augur", "strike"];
  return { actor: null, rulesets, starforgedCancel: true, localize, ...over };
}

function resolve(text: string, ctx: ResolveContext): ResolvedCommand {
  const parsed = parseCommand(text);
  if (!parsed?.ok) throw new Error(`${text} does not parse`);
  return resolveCommand(parsed.command as RollCommand, ctx);
}

function request(text: string, ctx: ResolveContext) {
  const resolved = resolve(text, ctx);
  if (!resolved.ok) throw new Error(`${text}: ${resolved.error.key}`);
  return resolved.request;
}

const E = (code: string) => `VOWFORGE.Command.Error.${code}`;

describe("resolve /action", () => {
  it("rolls a stat of the character, with its momentum and ruleset", () => {
    expect(request("/action iron +1", context({ actor: kai }))).toEqual({
      kind: "action",
      ruleset: "starforged",
      actorUuid: "Actor.kai",
      moveUuid: null,
      title: "Iron",
      stat: { id: "iron", label: "Iron", value: 3 },
      adds: 1,
      momentum: 5,
      cancelOnNegativeMomentum: true,
    });
  });

  it("rolls a condition meter", () => {
    expect(request("/action health", context({ actor: kai }))).toMatchObject({
      stat: { id: "health", label: "Health", value: 4 },
      title: "Health",
    });
  });

  it("follows the Starforged cancel setting; Ironsworn always cancels", () => {
    expect(request("/action iron", context({ actor: kai, starforgedCancel: false }))).toMatchObject({
      cancelOnNegativeMomentum: false,
    });
    const ironlander = { ...kai, ruleset: "ironsworn" as const };
    expect(request("/action iron", context({ actor: ironlander, starforgedCancel: false }))).toMatchObject({
      ruleset: "ironsworn",
      cancelOnNegativeMomentum: true,
    });
  });

  it("rolls a number without an actor: momentum 0, first enabled ruleset", () => {
    expect(request("/action 3 +2", context())).toEqual({
      kind: "action",
      ruleset: "ironsworn",
      actorUuid: null,
      moveUuid: null,
      title: "Action roll",
      stat: { id: "custom", label: "Value", value: 3 },
      adds: 2,
      momentum: 0,
      cancelOnNegativeMomentum: true,
    });
    expect(request("/action 3", context({ rulesets: ["starforged", "augur"] }))).toMatchObject({
      ruleset: "starforged",
    });
  });

  it("rolls a number for the character when there is one, with its momentum", () => {
    expect(request("/action 2", context({ actor: kai }))).toMatchObject({
      actorUuid: "Actor.kai",
      momentum: 5,
      ruleset: "starforged",
    });
  });

  it("uses the first enabled ruleset when the actor has none, and clamps odd momentum", () => {
    const odd = summarizeActor({ uuid: "Actor.x", name: "X", type: "character", system: { stats: { iron: 2 }, momentum: 15 } });
    expect(request("/action iron", context({ actor: odd, rulesets: ["starforged"] }))).toMatchObject({
      ruleset: "starforged",
      momentum: 10,
    });
  });

  it("asks for a character when a stat is named without one", () => {
    const resolved = resolve("/action iron", context());
    expect(resolved).toEqual({ ok: false, error: expect.objectContaining({ key: E("NoCharacter") }) });
    if (!resolved.ok) expect(resolved.error.data).toMatchObject({ stat: "Iron", command: "/action" });
  });

  it("says so when the actor lacks the stat", () => {
    const foe = summarizeActor({
      uuid: "Actor.foe",
      type: "foe",
      name: "Broken",
      system: { ruleset: "ironsworn", rank: "dangerous" },
    });
    const resolved = resolve("/action wits", context({ actor: foe }));
    expect(resolved.ok).toBe(false);
    if (!resolved.ok)
      expect(resolved.error).toMatchObject({ key: E("NoStat"), data: { actor: "Broken", stat: "Wits" } });
  });

  it("needs Ironsworn or Starforged enabled", () => {
    const resolved = resolve("/action 3", context({ rulesets: ["augur"] }));
    expect(resolved.ok).toBe(false);
    if (!resolved.ok)
      expect(resolved.error).toMatchObject({
        key: E("NeedsRuleset"),
        data: { ruleset: "Ironsworn / Starforged" },
      });
  });
});

describe("resolve /progress", () => {
  it("names the track, or titles it as a progress roll", () => {
    expect(request("/progress 7 Find my sister", context({ actor: kai }))).toEqual({
      kind: "progress",
      ruleset: "starforged",
      actorUuid: "Actor.kai",
      moveUuid: null,
      title: "Find my sister",
      trackUuid: null,
      trackName: "Find my sister",
      score: 7,
    });
    expect(request("/progress 0", context())).toMatchObject({
      title: "Progress roll",
      trackName: "",
      ruleset: "ironsworn",
      actorUuid: null,
    });
  });
});

describe("resolve /pool", () => {
  it("builds a Forged Ties request", () => {
    expect(request("/pool 3 desperate great", context())).toEqual({
      kind: "pool",
      ruleset: "forgedTies",
      actorUuid: null,
      moveUuid: null,
      title: "Pool roll",
      dice: 3,
      position: "desperate",
      effect: "great",
      pushed: null,
    });
  });

  it("needs Forged Ties enabled", () => {
    const resolved = resolve("/pool 3", context({ rulesets: ["ironsworn"] }));
    expect(resolved.ok).toBe(false);
    if (!resolved.ok)
      expect(resolved.error).toMatchObject({
        key: E("NeedsRuleset"),
        data: { ruleset: "Forged Ties", command: "/pool" },
      });
  });
});

describe("resolve /threat", () => {
  it("plans action and threat dice; threat dice never make the task impossible", () => {
    expect(request("/threat 3d2t", context())).toEqual({
      kind: "threat",
      ruleset: "augur",
      actorUuid: null,
      moveUuid: null,
      title: "Action roll (3d2t)",
      momentum: 0,
      plan: { approach: 3, stanceThreat: 0, harm: 2, momentum: 0 },
    });
    expect(request("/threat 1d5t", context())).toMatchObject({
      plan: { approach: 1, harm: 5, stanceThreat: 0 },
    });
    expect(request("/threat 0d1t", context())).toMatchObject({ plan: { approach: 0, harm: 1 } });
    expect(request("/threat 7d", context())).toMatchObject({ plan: { approach: 7, harm: 0 } });
  });

  it("hands planThreatRoll a plan it reads as the notation says", () => {
    const plan = (text: string) => {
      const r = request(text, context());
      if (r.kind !== "threat") throw new Error("not a threat request");
      return planThreatRoll(r.plan);
    };
    expect(plan("/threat 3d2t")).toMatchObject({
      kind: "roll",
      actionDice: 3,
      keep: "highest",
      threatDice: 2,
    });
    expect(plan("/threat 0d1t")).toMatchObject({
      kind: "roll",
      actionDice: 2,
      keep: "lowest",
      threatDice: 1,
    });
    expect(plan("/threat 1d5t")).toMatchObject({ kind: "roll", threatDice: 5 });
    expect(plan("/threat 7d")).toMatchObject({ kind: "automatic" });
    expect(plan("/threat 10d12t")).toMatchObject({ kind: "automatic" });
  });

  it("takes momentum from an Augur character only", () => {
    const augur = summarizeActor({ uuid: "Actor.a", name: "A", type: "augurCharacter", system: { momentum: 4 } });
    expect(request("/threat 2d", context({ actor: augur }))).toMatchObject({
      momentum: 4,
      actorUuid: "Actor.a",
      plan: { momentum: 4 },
    });
    expect(request("/threat 2d", context({ actor: kai }))).toMatchObject({ momentum: 0 });
  });

  it("needs Augur enabled", () => {
    expect(resolve("/threat 2d", context({ rulesets: ["ironsworn"] }))).toMatchObject({
      ok: false,
      error: { key: E("NeedsRuleset") },
    });
  });
});

describe("resolve /strike", () => {
  it("builds a Strike! request", () => {
    expect(request("/strike unskilled adv -2 +1", context())).toEqual({
      kind: "strike",
      ruleset: "strike",
      actorUuid: null,
      moveUuid: null,
      title: "Skill roll",
      skilled: false,
      advantage: true,
      disadvantage: false,
      majorConditions: 2,
      helpers: 1,
    });
  });

  it("needs Strike! enabled", () => {
    expect(resolve("/strike", context({ rulesets: ["augur"] }))).toMatchObject({
      ok: false,
      error: { key: E("NeedsRuleset"), data: { ruleset: "Strike!" } },
    });
  });
});

describe("resolve /ask", () => {
  it("builds an oracle request in any world", () => {
    expect(request("/ask likely Is it guarded?", context({ actor: kai }))).toEqual({
      kind: "oracle",
      ruleset: "starforged",
      actorUuid: "Actor.kai",
      moveUuid: null,
      title: "Ask the Oracle",
      odds: "likely",
      question: "Is it guarded?",
    });
    expect(request("/ask 50/50", context({ rulesets: ["augur"] }))).toMatchObject({
      ruleset: "augur",
      odds: "fiftyFifty",
    });
    expect(request("/ask 50/50", context({ rulesets: [] }))).toMatchObject({ ruleset: "ironsworn" });
  });
});

describe("summarizeActor", () => {
  it("reads stats, meters, momentum and ruleset, skipping what is missing or not a whole number", () => {
    expect(
      summarizeActor({
        uuid: "u",
        name: null,
        type: "character",
        system: { ruleset: "nope", stats: { iron: 2, edge: "3", wits: 1.5 }, momentum: "x" },
      }),
    ).toEqual({
      uuid: "u",
      name: "",
      ruleset: null,
      values: { iron: 2 },
      momentum: null,
    });
    expect(summarizeActor({ uuid: "u", name: "N", system: null })).toEqual({
      uuid: "u",
      name: "N",
      ruleset: null,
      values: {},
      momentum: null,
    });
  });
});
