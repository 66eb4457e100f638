/**
 * A press on an enriched link in (fake) Foundry: rolls are the user's character's (the reader the
 * starship's rolls use), an action roll on a stat opens the roll dialog with the link's adds, any other
 * inline roll rolls at once as its chat command would, a move rolls as its hotbar macro does; anything
 * missing ends in a localised message and nothing rolled. The fakes stand in for Foundry's game,
 * documents, dialogs and chat only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard, type StoredCard } from "../../src/kinds/registry";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue } from "../fakes/dice";
import { FakeApplicationV2, fakeControl } from "../fakes/foundry-application";
import { installRollingUser, REN as ren } from "../fakes/rolling-user";
import { localize } from "../helpers/handlebars";

const faceDanger = {
  uuid: "Compendium.vowforge.starforged-moves.Item.fd",
  id: "fd",
  name: "Face Danger",
  type: "move",
  sort: 0,
  system: {
    ruleset: "starforged",
    rollType: "action",
    rollOptions: [{ using: "stat", key: "edge", label: "edge" }, { using: "stat", key: "heart", label: "heart" }],
    rollConditions: [],
    outcomes: { strongHit: { text: "", match: "" }, weakHit: { text: "", match: "" }, miss: { text: "", match: "" } },
  },
  sheet: { render: vi.fn() },
};

const SETTINGS = {
  "vowforge.ruleset.starforged": true,
  "vowforge.ruleset.ironsworn": true,
  "vowforge.starforged.negativeMomentumCancels": true,
};

async function load(character: typeof ren | null, actors: unknown[], documents: unknown[] = []) {
  const { notifications } = await installRollingUser(character, actors, { documents: documents as Array<{ uuid: string }>, settings: SETTINGS });
  const { FOUNDRY_HANDLERS } = await import("../../src/enrichers/handlers");
  return { notifications, handlers: FOUNDRY_HANDLERS };
}

function postedCard() {
  const message = FakeChatMessage.created[0] as unknown as FakeChatMessage;
  return readCard(message.system as unknown as StoredCard);
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("an inline roll", () => {
  it("on a stat opens the roll dialog for the user's character with the link's adds, and rolls its card", async () => {
    const { handlers } = await load(ren, [ren]);
    const pending = handlers.roll("action edge +1");
    await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
    const app = FakeApplicationV2.instances[0];
    expect(app.lastContext).toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ name: "adds", value: "1" })]) });
    app.element.controls.set("option", fakeControl("option", "stat.edge"));
    diceQueue.set(4, 2, 9);
    await app.submit();
    await pending;
    expect(postedCard()).toMatchObject({ kind: "action", actorUuid: "Actor.ren", momentum: 4, adds: 1, stat: { id: "edge", value: 3 } });
  });

  it("that is not on a stat rolls at once, as the chat command, for the user's character", async () => {
    const { handlers } = await load(null, [ren]);
    diceQueue.set(3, 8);
    await handlers.roll("progress 7 Find my sister");
    expect(FakeApplicationV2.instances).toEqual([]);
    expect(postedCard()).toMatchObject({ kind: "progress", actorUuid: "Actor.ren", score: 7, trackName: "Find my sister" });
  });

  it("on a stat with no character to roll says so and rolls nothing", async () => {
    const { handlers, notifications } = await load(null, []);
    await handlers.roll("action edge +1");
    expect(notifications.shown).toEqual([{ level: "error", text: localize("VOWFORGE.Enricher.Error.NoCharacter") }]);
    expect(FakeApplicationV2.instances).toEqual([]);
    expect(FakeChatMessage.created).toEqual([]);
  });

  it("whose text is no roll says why, in the chat command's words", async () => {
    const { handlers, notifications } = await load(ren, [ren]);
    await handlers.roll("dance");
    expect(notifications.shown).toEqual([{ level: "error", text: localize("VOWFORGE.Enricher.Error.NotARoll", { value: "dance" }) }]);
    await handlers.roll("pool 3");
    expect(notifications.shown[1].text).toBe(localize("VOWFORGE.Command.Error.NeedsRuleset", { command: "/pool", ruleset: "Forged Ties" }));
    expect(FakeChatMessage.created).toEqual([]);
  });
});

describe("a move link", () => {
  it("rolls the move for the user's character through the roll dialog, on a card that names it", async () => {
    const { handlers } = await load(ren, [ren], [faceDanger]);
    const pending = handlers.rollMove(faceDanger.uuid);
    await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
    const app = FakeApplicationV2.instances[0];
    app.element.controls.set("option", fakeControl("option", "stat.heart"));
    diceQueue.set(5, 1, 2);
    await app.submit();
    await pending;
    expect(postedCard()).toMatchObject({ kind: "action", actorUuid: "Actor.ren", moveUuid: faceDanger.uuid, stat: { id: "heart", value: 2 } });
  });

  it("with no character to roll says so and rolls nothing", async () => {
    const { handlers, notifications } = await load(null, [], [faceDanger]);
    await handlers.rollMove(faceDanger.uuid);
    expect(notifications.shown).toEqual([{ level: "error", text: localize("VOWFORGE.Enricher.Error.NoCharacter") }]);
    expect(FakeApplicationV2.instances).toEqual([]);
  });

  it("opens the move's sheet, or says the move is gone", async () => {
    const { handlers, notifications } = await load(ren, [ren], [faceDanger]);
    await handlers.open(faceDanger.uuid);
    expect(faceDanger.sheet.render).toHaveBeenCalledWith({ force: true });
    await handlers.open("Compendium.vowforge.starforged-moves.Item.gone");
    expect(notifications.shown).toEqual([{ level: "error", text: localize("VOWFORGE.Enricher.Error.Gone") }]);
  });
});

describe("an oracle link", () => {
  it("to something that is not a table says so and draws nothing", async () => {
    const { handlers, notifications } = await load(ren, [ren], [faceDanger]);
    await handlers.drawOracle(faceDanger.uuid);
    expect(notifications.shown).toEqual([{ level: "error", text: localize("VOWFORGE.Oracle.Error.NotATable") }]);
    expect(FakeChatMessage.created).toEqual([]);
  });
});
