import { afterEach, describe, expect, it, vi } from "vitest";
import { handleChatLine, type ChatCommandDeps } from "../../../src/chat/commands/handler";
import { createChatMessageHook } from "../../../src/chat/commands/hook";
import { COMMAND_NAMES } from "../../../src/chat/commands/types";
import { helpKey, usageKey } from "../../../src/chat/commands/usage";
import {
  enString,
  fakePack,
  fakeTable,
  installChatCommandFakes,
  KAI,
  type FakeActor,
} from "../../fakes/chat-commands";

/** The work of every line a test's hook stopped, finished before the test's fakes are taken down. */
const started: Promise<void>[] = [];
const track = (work: Promise<void>) => void started.push(work);

afterEach(async () => {
  await Promise.all(started.splice(0));
  vi.unstubAllGlobals();
});

function deps(): ChatCommandDeps & { performRoll: ReturnType<typeof vi.fn> } {
  return { performRoll: vi.fn(async () => undefined) };
}

/** Runs a chat line through the handler and waits for its work. */
async function run(text: string, d = deps()) {
  const outcome = handleChatLine(text, d);
  if (outcome.handled) await outcome.done;
  return { outcome, deps: d };
}

describe("chatMessage hook", () => {
  it("lets other text through (undefined) and stops ours (false)", () => {
    installChatCommandFakes();
    const d = deps();
    const hook = createChatMessageHook(d, track);
    expect(hook({}, "hello there")).toBeUndefined();
    expect(hook({}, "/roll 1d20")).toBeUndefined();
    expect(hook({}, "/w gm psst")).toBeUndefined();
    expect(hook({}, "/action 3")).toBe(false);
    expect(hook({}, "/action nonsense")).toBe(false);
    expect(hook({}, "/vf")).toBe(false);
    expect(hook({}, "/oracle Action")).toBe(false);
  });
});

describe("chatMessage hook and inherited words", () => {
  // Before the fix the parser returned undefined for these lines and the hook threw into Foundry.
  it("lets /constructor and /__proto__ through without throwing", () => {
    const { notifications } = installChatCommandFakes();
    const hook = createChatMessageHook(deps(), track);
    expect(hook({}, "/constructor", {})).toBeUndefined();
    expect(hook({}, "/__proto__", {})).toBeUndefined();
    expect(notifications.error).not.toHaveBeenCalled();
  });

  it("refuses /ask constructor with a usage error and rolls nothing", async () => {
    const { notifications } = installChatCommandFakes();
    const { deps: d } = await run("/ask constructor Is it?");
    expect(d.performRoll).not.toHaveBeenCalled();
    expect(notifications.error).toHaveBeenCalledWith(
      '"constructor" is not one of the odds. Usage: /ask <almost-certain|likely|50/50|unlikely|small-chance> [question]',
    );
  });

  it("refuses /strike constructor rather than rolling with disadvantage", async () => {
    const { notifications } = installChatCommandFakes({ rulesets: ["strike"] });
    const { deps: d } = await run("/strike constructor");
    expect(d.performRoll).not.toHaveBeenCalled();
    expect(notifications.error).toHaveBeenCalledWith(expect.stringContaining('/strike does not understand "constructor"'));
  });

  it("reads an impossible character reference in a v14 line without throwing", () => {
    installChatCommandFakes({ generation: 14 });
    const hook = createChatMessageHook(deps(), track);
    expect(hook({}, "<p>/ask &#x110000;likely</p>", {})).toBe(false);
    expect(hook({}, "<p>hello &#99999999999;</p>", {})).toBeUndefined();
  });
});

describe("chatMessage hook, should a step throw", () => {
  it("reports the failure in the user's language and does not throw into Foundry", async () => {
    vi.resetModules();
    vi.doMock("../../../src/chat/commands/parse", () => ({
      parseCommand: () => {
        throw new Error("broken parser");
      },
    }));
    const { createChatMessageHook: hookWithBrokenParser } = await import("../../../src/chat/commands/hook");
    const { notifications } = installChatCommandFakes();
    const crashes = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(hookWithBrokenParser(deps(), track)({}, "/action iron", {})).toBe(false);
    await vi.waitFor(() => expect(crashes).toHaveBeenCalledOnce());
    expect(notifications.error).toHaveBeenCalledWith("The chat command could not be completed: broken parser");
    vi.doUnmock("../../../src/chat/commands/parse");
    vi.resetModules();
  });
});

describe("chatMessage hook on v14", () => {
  // v14 hands the hook the line as ProseMirror HTML (foundryvtt-acks-core#191).
  it("reads our commands from the HTML line and lets other lines through", () => {
    installChatCommandFakes({ generation: 14 });
    const hook = createChatMessageHook(deps(), track);
    expect(hook({}, "<p>/action iron</p>")).toBe(false);
    expect(hook({}, "<p>/oracle Action &amp; Theme</p>")).toBe(false);
    expect(hook({}, "<p>/vf</p>")).toBe(false);
    expect(hook({}, "<p>hello there</p>")).toBeUndefined();
    expect(hook({}, "<p>/roll 1d20</p>")).toBeUndefined();
  });

  it("rolls with the chat box's message mode, read from core.messageMode", async () => {
    installChatCommandFakes({ generation: 14, rollMode: "gm" });
    const d = deps();
    const hook = createChatMessageHook(d, track);
    expect(hook({}, "<p>/action 3</p>")).toBe(false);
    await vi.waitFor(() => expect(d.performRoll).toHaveBeenCalledTimes(1));
    expect(d.performRoll).toHaveBeenCalledWith(expect.objectContaining({ kind: "action" }), { rollMode: "gmroll" });
  });
});

describe("roll commands", () => {
  it("rolls with the chat box's roll mode", async () => {
    installChatCommandFakes({ rollMode: "gmroll" });
    const { deps: d } = await run("/action 3 +1");
    expect(d.performRoll).toHaveBeenCalledTimes(1);
    expect(d.performRoll).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "action",
        stat: { id: "custom", label: "Value", value: 3 },
        adds: 1,
        momentum: 0,
        actorUuid: null,
      }),
      { rollMode: "gmroll" },
    );
  });

  it("uses the assigned character for a stat", async () => {
    installChatCommandFakes({ character: KAI });
    const { deps: d } = await run("/action iron +1");
    expect(d.performRoll).toHaveBeenCalledWith(
      expect.objectContaining({
        actorUuid: "Actor.kai",
        ruleset: "ironsworn",
        stat: { id: "iron", label: "Iron", value: 3 },
        momentum: 4,
      }),
      { rollMode: "publicroll" },
    );
  });

  it("falls back to the first controlled token's actor", async () => {
    const other: FakeActor = {
      ...KAI,
      uuid: "Actor.other",
      system: { ruleset: "starforged", stats: { heart: 1 }, momentum: -2 },
    };
    installChatCommandFakes({ controlled: [other, KAI] });
    const { deps: d } = await run("/action heart+2");
    expect(d.performRoll).toHaveBeenCalledWith(
      expect.objectContaining({
        actorUuid: "Actor.other",
        ruleset: "starforged",
        stat: { id: "heart", label: "Heart", value: 1 },
        adds: 2,
        momentum: -2,
      }),
      expect.anything(),
    );
  });

  it("explains that a stat needs a character", async () => {
    const { notifications } = installChatCommandFakes();
    const { deps: d } = await run("/action iron");
    expect(d.performRoll).not.toHaveBeenCalled();
    expect(notifications.error).toHaveBeenCalledWith(
      "To roll Iron, assign a character to your user or select a token; or roll a number, as in /action 3.",
    );
  });

  it("shows parse errors with the localised usage line", async () => {
    const { notifications } = installChatCommandFakes();
    const { deps: d } = await run("/action strength");
    expect(d.performRoll).not.toHaveBeenCalled();
    expect(notifications.error).toHaveBeenCalledWith(
      '"strength" is not a stat. Use one of edge, heart, iron, shadow, wits, health, spirit, supply, or a number. Usage: /action <stat or number> [+adds]',
    );
  });

  it("shows a refused ruleset", async () => {
    const { notifications } = installChatCommandFakes({ rulesets: ["ironsworn"] });
    const { deps: d } = await run("/threat 3d2t");
    expect(d.performRoll).not.toHaveBeenCalled();
    expect(notifications.error).toHaveBeenCalledWith(expect.stringContaining("/threat needs Augur"));
  });

  it("passes each roll command's request on", async () => {
    installChatCommandFakes({ rulesets: ["ironsworn", "forgedTies", "augur", "strike"] });
    const d = deps();
    for (const text of [
      "/progress 6 Vow",
      "/pool 3 desperate great",
      "/threat 0d1t",
      "/strike adv",
      "/ask likely Is it so?",
    ]) {
      await run(text, d);
    }
    expect(d.performRoll.mock.calls.map(([request]) => request.kind)).toEqual([
      "progress",
      "pool",
      "threat",
      "strike",
      "oracle",
    ]);
  });

  it("reports a failed roll without throwing", async () => {
    const { notifications } = installChatCommandFakes();
    const d = deps();
    d.performRoll.mockRejectedValueOnce(new Error("boom"));
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await run("/action 2", d);
    expect(notifications.error).toHaveBeenCalledWith("The chat command could not be completed: boom");
    spy.mockRestore();
  });

  it("fills every error message: no missing key, no empty placeholder", async () => {
    const { notifications } = installChatCommandFakes({ rulesets: [] });
    const bad = [
      "/action",
      "/action strength",
      "/action 11",
      "/action 2.5",
      "/action iron +",
      "/action iron",
      "/action 3",
      "/progress",
      "/progress x",
      "/pool 3 hopeless",
      "/pool 3 risky risky",
      "/pool 3",
      "/threat",
      "/threat 7x",
      "/threat 11d",
      "/strike skilled unskilled",
      "/strike 2",
      "/strike",
      "/ask",
      "/ask maybe",
      "/vf what",
    ];
    const crashes = vi.spyOn(console, "error");
    for (const text of bad) await run(text);
    // Each is refused with its own message, none by a failure caught on the way.
    expect(crashes).not.toHaveBeenCalled();
    expect(notifications.error).toHaveBeenCalledTimes(bad.length);
    for (const [message] of notifications.error.mock.calls) {
      expect(message).not.toMatch(/VOWFORGE\.|{\w+}/);
    }
  });
});

describe("/oracle", () => {
  it("without a query opens the oracle browser, with no error", async () => {
    vi.resetModules();
    const openOracles = vi.fn(async () => undefined);
    vi.doMock("../../../src/applications/oracle-browser/open", () => ({ openOracles }));
    const { handleChatLine: handleWithMockedBrowser } = await import("../../../src/chat/commands/handler");
    const { notifications } = installChatCommandFakes();
    const crashes = vi.spyOn(console, "error");
    const outcome = handleWithMockedBrowser("/oracle", deps());
    if (outcome.handled) await outcome.done;
    expect(openOracles).toHaveBeenCalledOnce();
    expect(crashes).not.toHaveBeenCalled();
    expect(notifications.error).not.toHaveBeenCalled();
    vi.doUnmock("../../../src/applications/oracle-browser/open");
    vi.resetModules();
  });

  it("draws from the exact match with the chat box's roll mode", async () => {
    const action = fakeTable("Action");
    const theme = fakeTable("Action Theme");
    installChatCommandFakes({
      tables: [theme],
      packs: [fakePack("RollTable", [action])],
      rollMode: "selfroll",
    });
    await run("/oracle action");
    expect(action.draw).toHaveBeenCalledWith({ rollMode: "selfroll" });
    expect(theme.draw).not.toHaveBeenCalled();
  });

  it("draws from a unique part match in the world", async () => {
    const names = fakeTable("Ironlander Names");
    installChatCommandFakes({ tables: [names, fakeTable("Action")] });
    await run("/oracle lander");
    expect(names.draw).toHaveBeenCalledTimes(1);
  });

  it("lists several matches", async () => {
    const { notifications } = installChatCommandFakes({
      tables: [fakeTable("Ironlander Names")],
      packs: [fakePack("RollTable", [fakeTable("Elf Names")]), fakePack("Item", [fakeTable("Giant Names")])],
    });
    await run("/oracle names");
    expect(notifications.error).toHaveBeenCalledWith(
      '2 tables match "names": Ironlander Names, Elf Names. Type more of the name.',
    );
  });

  it("says when no table matches", async () => {
    const { notifications } = installChatCommandFakes({ tables: [fakeTable("Action")] });
    await run("/oracle weather");
    expect(notifications.error).toHaveBeenCalledWith('No oracle table is named like "weather".');
  });
});

describe("/vf", () => {
  it("whispers the usage of every command to the user, escaped", async () => {
    const { chatMessage } = installChatCommandFakes();
    const { deps: d } = await run("/vowforge help");
    expect(d.performRoll).not.toHaveBeenCalled();
    expect(chatMessage.create).toHaveBeenCalledTimes(1);
    const [data] = chatMessage.create.mock.calls[0] as [{ content: string; whisper: string[] }];
    expect(data.whisper).toEqual(["user1"]);
    expect(data.content).toContain("/action &lt;stat or number&gt; [+adds]");
    expect(data.content).not.toContain("<stat");
    for (const name of COMMAND_NAMES) {
      expect(enString(usageKey(name)), usageKey(name)).toBeTruthy();
      expect(enString(helpKey(name)), helpKey(name)).toBeTruthy();
    }
  });
});
