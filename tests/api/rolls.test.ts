/**
 * The rolls of the module API (src/api/rolls.ts, docs/api.md), called as another module calls them,
 * through `api`: each opens the system's own roll dialog (faked only as Foundry's ApplicationV2,
 * tests/fakes/foundry-application.ts) with the presets asked for, and the card posted reaches the
 * `vowforge.cardPosted` listeners (Foundry's Hooks faked as its API reference describes:
 * tests/fakes/foundry-entry.ts FakeHooks).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RollDialogContext } from "../../src/applications/dialogs/roll-dialog-context";
import { readCard, type StoredCard } from "../../src/kinds/registry";
import { MODULE_HOOKS, type CardPostedPayload } from "../../src/module-hooks";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue } from "../fakes/dice";
import { FakeApplicationV2 } from "../fakes/foundry-application";
import { FakeHooks } from "../fakes/hooks";
import { FakeActor, type SheetFakes } from "../fakes/foundry-sheets";
import { character as characterOf, installApiFakes, loadApi as loadApiWith, openedDialog } from "./api-fakes";

let fakes: SheetFakes;
let hooks: FakeHooks;
const loadApi = () => loadApiWith(fakes);
const character = (ruleset = "starforged") => characterOf(fakes, ruleset);

beforeEach(() => {
  fakes = installApiFakes();
  hooks = new FakeHooks();
  vi.stubGlobal("Hooks", hooks);
});

describe("api.openRollDialog", () => {
  it("opens the roll dialog with the presets filled in and posts what the user rolls", async () => {
    const api = await loadApi();
    const posted: CardPostedPayload[] = [];
    hooks.on(MODULE_HOOKS.cardPosted, ((payload: CardPostedPayload) => void posted.push(payload)) as never);
    const pending = api.openRollDialog(character() as never, { stat: "iron", adds: 2, title: "Hold the gate" });
    const app = await openedDialog();
    const context = app.lastContext as RollDialogContext;
    expect(context.request).toMatchObject({ kind: "action", stat: { id: "iron", value: 3 }, adds: 2 });
    diceQueue.set(4, 2, 9);
    await app.submit();
    const message = (await pending) as unknown as FakeChatMessage;
    expect(readCard(message.system as unknown as StoredCard)).toMatchObject({ kind: "action", actionDie: 4, challengeDice: [2, 9], adds: 2 });
    expect(posted.map((p) => [p.type, p.message])).toEqual([["roll", message]]);
  });

  it("offers the adds kept for the next move, ticked, and removes the ones the roll used", async () => {
    const api = await loadApi();
    const actor = character();
    const add = { add: 1, source: "move:starforged/adventure/secure_an_advantage", move: "", notProgress: true };
    actor.system.nextMove = [add];
    const pending = api.openRollDialog(actor as never, { stat: "iron" });
    const app = await openedDialog();
    const context = app.lastContext as RollDialogContext;
    expect(context.fields.find((f) => f.name === "offers.nextMove.0")).toMatchObject({ checked: true });
    expect(context.request).toMatchObject({ kind: "action", adds: 1 });
    diceQueue.set(4, 2, 9);
    await app.submit();
    const message = (await pending) as unknown as FakeChatMessage;
    expect(readCard(message.system as unknown as StoredCard)).toMatchObject({ kind: "action", adds: 1 });
    expect(actor.updates).toEqual([{ "system.nextMove": [] }]);
  });

  it("resolves to null and posts nothing when the user cancels", async () => {
    const api = await loadApi();
    const pending = api.openRollDialog(character() as never, { stat: "edge" });
    const app = await openedDialog();
    await app.act("cancel");
    await expect(pending).resolves.toBeNull();
    expect(FakeChatMessage.created).toEqual([]);
  });

  it("refuses an actor that is no character, with a sentence, opening nothing", async () => {
    const api = await loadApi();
    const ship = new FakeActor("Wayfinder", "starship", { ruleset: "starforged" });
    await expect(api.openRollDialog(ship as never, { stat: "edge" })).resolves.toBeNull();
    expect(FakeApplicationV2.instances).toHaveLength(0);
    expect(fakes.warnings).toHaveLength(1);
  });
});

describe("api.rollStat", () => {
  it("opens the dialog on the stat with the adds given", async () => {
    const api = await loadApi();
    const pending = api.rollStat(character("ironsworn") as never, "wits", 1);
    const app = await openedDialog();
    expect((app.lastContext as RollDialogContext).request).toMatchObject({ kind: "action", stat: { id: "wits", value: 2 }, adds: 1 });
    diceQueue.set(6, 1, 3);
    await app.submit();
    const message = (await pending) as unknown as FakeChatMessage;
    expect(readCard(message.system as unknown as StoredCard)).toMatchObject({ actionDie: 6, stat: { id: "wits" }, adds: 1 });
  });
});

describe("api.rollMove", () => {
  const faceDanger = {
    type: "move",
    name: "Face Danger",
    uuid: "Compendium.vowforge.starforged-moves.Item.faceDanger",
    id: "faceDanger",
    img: "",
    sort: 0,
    system: { ruleset: "starforged", rollType: "action", rollOptions: [{ using: "stat", key: "heart", label: "" }], rollConditions: [] },
  };

  it("opens the dialog on the move's stat, as its hotbar macro does, and posts the move's card", async () => {
    const api = await loadApi();
    fakes.documents.set(faceDanger.uuid, faceDanger);
    const pending = api.rollMove(character() as never, faceDanger.uuid);
    const app = await openedDialog();
    expect((app.lastContext as RollDialogContext).request).toMatchObject({ kind: "action", stat: { id: "heart", value: 2 } });
    diceQueue.set(5, 3, 8);
    await app.submit();
    await pending;
    expect(fakes.warnings).toEqual([]);
    expect(FakeChatMessage.created).toHaveLength(1);
    expect(readCard(FakeChatMessage.created[0].system as unknown as StoredCard)).toMatchObject({ actionDie: 5, challengeDice: [3, 8] });
  });

  it("refuses an actor that is no Ironsworn or Starforged character", async () => {
    const api = await loadApi();
    fakes.documents.set(faceDanger.uuid, faceDanger);
    await api.rollMove(new FakeActor("Wayfinder", "starship", { ruleset: "starforged" }) as never, faceDanger.uuid);
    expect(FakeApplicationV2.instances).toHaveLength(0);
    expect(fakes.warnings).toHaveLength(1);
  });
});

describe("api.odds", () => {
  it("gives the exact chances of an action roll: +3 against two d10s", async () => {
    const api = await loadApi();
    const odds = api.odds.actionRoll({ modifier: 3 });
    // Score 4-9 (d6+3, capped at 10) against two d10s, counted over the 600 outcomes.
    let strong = 0;
    let weak = 0;
    for (let a = 1; a <= 6; a++)
      for (let c1 = 1; c1 <= 10; c1++)
        for (let c2 = 1; c2 <= 10; c2++) {
          const score = Math.min(a + 3, 10);
          const beats = Number(score > c1) + Number(score > c2);
          if (beats === 2) strong++;
          else if (beats === 1) weak++;
        }
    expect(odds.strongHit).toBeCloseTo(strong / 600, 10);
    expect(odds.weakHit).toBeCloseTo(weak / 600, 10);
    expect(odds.miss).toBeCloseTo(1 - (strong + weak) / 600, 10);
  });
});
