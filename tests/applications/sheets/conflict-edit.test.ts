/**
 * The team conflict sheet beyond the sample's round: setting up the sides, preparatory actions, the
 * round form's extras, preventing a loss, the round log and the aftermath, in the context, the strict
 * template and the Foundry sheet (its plumbing faked).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildConflictContext, effectText } from "../../../src/applications/sheets/context/conflict-context";
import { applyConflictEvents } from "../../../src/rules/team-conflict-events";
import { createTeamConflict, type ConflictEvent } from "../../../src/rules/team-conflict-tracker";
import { sampleConflict, sampleNames, sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { ApplyingActor, fakeButton } from "../../fakes/applying-actor";
import { diceQueue, fakeConfigDice } from "../../fakes/dice";
import { installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";
import { localize } from "../../helpers/handlebars";
import { CONFLICT_TEMPLATE } from "../../../src/applications/sheets/sheet-templates";
import { renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

const players = [
  { id: "Actor.a", traits: [{ id: "bold", name: "Bold" }], strikes: 0 },
  { id: "Actor.b", traits: [], strikes: 0 },
];
const opponents = [{ id: "crew", name: "Dock crew", traits: [{ id: "armed", name: "Armed" }], strikes: 0 }];
const names = { "Actor.a": "Ash", "Actor.b": "Bryn" };

/** The parts of a stored event the sheet reads (the round log's dice). */
function stored(event: ConflictEvent): Record<string, unknown> {
  if (event.type !== "round") return { type: event.type };
  const side = (x: { advance: number; defense: number }) => ({ advance: x.advance, defense: x.defense });
  return { type: "round", players: side(event.players), opponents: side(event.opponents) };
}

/** A conflict actor after `events`, with its tracker replayed through the rules. */
function conflictAfter(events: ConflictEvent[], members = players) {
  const tracker = applyConflictEvents(
    createTeamConflict({
      players: members.map((p) => ({ id: p.id, traits: p.traits.map((t) => t.id), strikes: p.strikes })),
      opponents: opponents.map((o) => ({ id: o.id, traits: o.traits.map((t) => t.id), strikes: o.strikes })),
    }),
    events,
  );
  const actor = {
    name: "Fight",
    img: "",
    system: { opponentsName: "", players: members, opponents, events: events.map(stored), notes: "" },
  };
  return { actor, tracker };
}

const round = (pa: number, pd: number, oa: number, od: number, a = "block", b = "block"): ConflictEvent => ({
  type: "round",
  players: { advance: pa, defense: pd, actions: { "Actor.a": a, "Actor.b": b } as Record<string, "progress"> },
  opponents: { advance: oa, defense: od },
});

describe("setting up and preparing", () => {
  it("offers the set-up controls in preparation, and the characters not yet taking part", () => {
    const { actor, tracker } = conflictAfter([]);
    const candidates = [{ uuid: "Actor.a", name: "Ash" }, { uuid: "Actor.c", name: "Cato" }];
    const c = buildConflictContext(actor, tracker, null, sheetEnv(), names, false, candidates);
    expect(c.editMembers).toBe(true);
    expect(c.candidates).toEqual([{ uuid: "Actor.c", name: "Cato" }]);
    expect(c.players.map((p) => p.removeLabel)).toEqual(["Remove Ash", "Remove Bryn"]);
    expect(c.opponentEdits[0]).toMatchObject({
      nameKey: "opp-name|0",
      nameLabel: "Name of opponent 1",
      renameLabel: "Rename Dock crew",
      newTraitKey: "new-trait|0",
      addTraitLabel: "Add a trait to Dock crew",
      traits: [{ name: "Armed", key: "trait-name|0|0", label: "Trait 1 of Dock crew", removeLabel: "Remove Armed" }],
    });
    expect(c.prepareForms.map((f) => [f.playerId, f.actionKey, f.dieKey])).toEqual([
      ["Actor.a", "prep-action|Actor.a", "prep-die|Actor.a"],
      ["Actor.b", "prep-action|Actor.b", "prep-die|Actor.b"],
    ]);
    expect(buildConflictContext(actor, tracker, null, sheetEnv({ editable: false }), names).editMembers).toBe(false);
  });

  it("shows each preparation with its effects in words, and no form for a player who prepared", () => {
    const { actor, tracker } = conflictAfter([
      { type: "prepare", playerId: "Actor.a", action: "playTheLongGame", die: 6 },
    ]);
    const c = buildConflictContext(actor, tracker, null, sheetEnv(), names);
    expect(c.preparations).toEqual([
      { text: "Ash: Play the Long Game, die 6.", effects: ["+1 Advance in round 2.", "+2 Advance in rounds 3, 4."] },
    ]);
    expect(c.prepareForms.map((f) => f.name)).toEqual(["Bryn"]);
  });

  it("words every kind of preparatory effect", () => {
    const t = localize;
    expect(effectText({ kind: "lastingModifier", roll: "D", amount: 1, until: "lossOrPush" }, t)).toBe("+1 Defense in every round until the players lose or push one.");
    expect(effectText({ kind: "floatingModifier", amount: 1, timing: "afterRolls" }, t)).toContain("even once the dice are seen");
    expect(effectText({ kind: "scout", rolls: 2, round: 1 }, t)).toBe("In round 1 the players see 2 of the opponents' dice before they choose.");
    expect(effectText({ kind: "dealHit", hits: 1 }, t)).toBe("The opponents begin with hits to take: 1.");
    expect(effectText({ kind: "ignoreCondition", who: "each" }, t)).toBe("Every player may set aside one condition for this conflict.");
    expect(effectText({ kind: "modifier", roll: "A", amount: -1, rounds: [1] }, t)).toBe("-1 Advance in round 1.");
  });

  it("closes the set-up once the rounds have begun", () => {
    const { actor, tracker } = conflictAfter([{ type: "startRounds" }]);
    const c = buildConflictContext(actor, tracker, null, sheetEnv(), names);
    expect(c.editMembers).toBe(false);
    expect(c.prepareForms).toEqual([]);
  });
});

describe("the round form, the log and the aftermath", () => {
  it("offers unused Stock Up bonuses and the opponents' actions, and says what the rules add", () => {
    const { actor, tracker } = conflictAfter([
      { type: "prepare", playerId: "Actor.a", action: "stockUp", die: 3 },
      { type: "prepare", playerId: "Actor.b", action: "fortify", die: 6 },
      { type: "startRounds" },
    ]);
    const c = buildConflictContext(actor, tracker, null, sheetEnv(), names);
    expect(c.stockUps).toEqual([{ playerId: "Actor.a", key: "stock-up|Actor.a", selectId: "vf-test-cf-stock-0", label: "Stock Up of Ash (choose before rolling)" }]);
    expect(c.opponentActions).toEqual([{ id: "crew", key: "opp-action|crew", selectId: "vf-test-cf-oact-0", label: "Action of Dock crew" }]);
    expect(c.roundNotes).toEqual(["Already counted for the Players: Advance 0, Defense +1."]);
  });

  it("logs each round with the dice as rolled, the totals, the actions and the outcome, newest last", () => {
    const sample = sampleConflict();
    const c = buildConflictContext(sample, sample.tracker, null, sheetEnv(), sampleNames());
    expect(c.log).toEqual([
      {
        round: 1,
        heading: "Round 1: Push",
        outcome: "push",
        players: "Players: Advance 2 (total 4), Defense 1 (total 1); Orrin Flint: Progress.",
        opponents: "Opponents: Advance 6 (total 6), Defense 3 (total 3); no actions.",
        hits: "Hits taken: players 1, opponents 1.",
        prevented: "",
      },
    ]);
    const { actor, tracker } = conflictAfter([round(3, 3, 3, 3), round(6, 6, 1, 1)]);
    const two = buildConflictContext(actor, tracker, null, sheetEnv(), names);
    expect(two.log.map((e) => e.heading)).toEqual(["Round 1: Draw", "Round 2: Win"]);
  });

  it("offers each player's action point after a loss, and marks the prevented round in the log", () => {
    const lost = conflictAfter([round(1, 1, 6, 6)]);
    const c = buildConflictContext(lost.actor, lost.tracker, null, sheetEnv(), names);
    expect(c.canPreventLoss).toBe(true);
    expect(c.preventButtons).toEqual([
      { playerId: "Actor.a", label: "Ash spends an action point" },
      { playerId: "Actor.b", label: "Bryn spends an action point" },
    ]);
    expect(c.aftermath?.result).toBe("The players lose");
    const kept = conflictAfter([round(1, 1, 6, 6), { type: "preventLoss" }]);
    const after = buildConflictContext(kept.actor, kept.tracker, null, sheetEnv(), names);
    expect(after.canPreventLoss).toBe(false);
    expect(after.log[0].prevented).toBe("An action point turned this loss into one more hit.");
    expect(after.pending.map((p) => p.kind)).toEqual(["hit", "recovery"]);
  });

  it("tells the aftermath of a win: conditions, the team's concession and a personal one", () => {
    const { actor, tracker } = conflictAfter(
      [round(1, 3, 6, 6, "takeOneForTheTeam", "winAtAllCosts"), round(6, 6, 1, 1, "progress", "progress")],
      [{ ...players[0], strikes: 2 }, players[1]],
    );
    expect(tracker.rounds.map((r) => r.result.outcome)).toEqual(["draw", "win"]);
    const c = buildConflictContext(actor, tracker, null, sheetEnv(), names);
    expect(c.aftermath).toEqual({
      result: "The players win",
      conditions: ["Ash (strikes: 2): a minor condition.", "Bryn (strikes: 1): no condition."],
      concession: "With 3 strikes taken, the team owes a major concession.",
      personal: ["Ash owes a personal concession for taking one for the team."],
      yesBut: "",
    });
  });

  it("tells a lost conflict against struck opponents, and waits while choices are pending", () => {
    const pushed = conflictAfter([round(6, 1, 6, 1)]);
    expect(buildConflictContext(pushed.actor, pushed.tracker, null, sheetEnv(), names).aftermathWaiting).toBe(false);
    const events: ConflictEvent[] = [
      round(6, 1, 6, 1),
      { type: "assignHit", side: "players", memberId: "Actor.a", as: "strike" },
      { type: "assignHit", side: "opponents", memberId: "crew", as: "strike" },
      round(1, 1, 6, 6),
    ];
    const lost = conflictAfter(events);
    const c = buildConflictContext(lost.actor, lost.tracker, null, sheetEnv(), names);
    expect(c.aftermath?.yesBut).toContain("“yes, but”");
    expect(c.aftermath?.concession).toBe("The team owes no concession.");
    const pendingEnd = conflictAfter([round(6, 1, 6, 1, "recklessEffort", "progress"), { type: "assignHit", side: "players", memberId: "Actor.a", as: "strike" }]);
    expect(pendingEnd.tracker.phase).toBe("rounds");
  });
});

describe("the template", () => {
  function html(events: ConflictEvent[], editable = true): string {
    const { actor, tracker } = conflictAfter(events);
    return renderSheet(CONFLICT_TEMPLATE, buildConflictContext(actor, tracker, null, sheetEnv({ editable }), names, false, [{ uuid: "Actor.c", name: "Cato" }]));
  }

  function labelsPointAtControls(page: string): void {
    for (const [, id] of page.matchAll(/<label[^>]* for="([^"]+)"/g)) expect(page).toContain(`id="${id}"`);
    for (const button of page.match(/<button\b[^>]*>/g) ?? []) expect(button).toContain('type="button"');
  }

  it("renders the set-up and preparation controls, every one labelled", () => {
    const page = html([]);
    labelsPointAtControls(page);
    expect(page).toContain('data-action="addPlayer"');
    expect(page).toContain('<option value="Actor.c">Cato</option>');
    expect(page).toContain('data-cf="opp-name|0" value="Dock crew"');
    expect(page).toContain('data-action="rollPreparation" data-player="Actor.a" aria-label="Roll d6 for the preparatory action of Ash"');
    expect(page).toContain('data-cf="prep-die|Actor.b"');
    expect(page).not.toContain("data-round-form");
  });

  it("renders the round form with bonuses, the log and the prevent buttons", () => {
    const playing = html([{ type: "prepare", playerId: "Actor.a", action: "stockUp", die: 5 }, round(3, 3, 3, 3)]);
    labelsPointAtControls(playing);
    expect(playing).toContain('data-cf="bonus|oa"');
    expect(playing).toContain('data-cf="stock-up|Actor.a"');
    expect(playing).toContain('data-cf="opp-action|crew"');
    expect(playing).toContain("Round 1: Draw");
    expect(playing).not.toContain('data-action="addOpponent"');
    const lost = html([round(1, 1, 6, 6)]);
    expect(lost.match(/data-action="preventLoss"/g)).toHaveLength(2);
    expect(lost).toContain("Aftermath");
    expect(html([round(1, 1, 6, 6)], false)).not.toContain('data-action="preventLoss"');
  });
});

type Action = (this: unknown, event: unknown, target: unknown) => Promise<unknown>;
interface TestSheet {
  options: { actions: Record<string, Action> };
  element: object;
  _onDropActor(event: unknown, actor: unknown): Promise<unknown>;
}
type SheetClass = new (options: { document: ApplyingActor }) => TestSheet;

describe("the Foundry sheet", () => {
  let fakes: SheetFakes;
  let ConflictSheet: SheetClass;

  beforeEach(async () => {
    vi.unstubAllGlobals();
    vi.resetModules();
    fakes = installSheetFakes();
    vi.stubGlobal("CONFIG", { Dice: fakeConfigDice() });
    ConflictSheet = (await import("../../../src/applications/sheets/conflict-sheet")).ConflictSheet as unknown as SheetClass;
  });

  function freshConflict(): ApplyingActor {
    return new ApplyingActor("Fight", "conflict", { opponentsName: "", players: [], opponents, events: [], notes: "" }, "Actor.fight");
  }

  /** The sheet's inputs as the button handlers read them. */
  function withInputs(sheet: TestSheet, values: Record<string, string>): void {
    const controls = Object.entries(values).map(([cf, value]) => ({ dataset: { cf }, value }));
    Object.assign(sheet.element, { querySelectorAll: () => controls });
  }

  it("a dropped Strike! character joins; another kind of actor is refused with a message", async () => {
    const actor = freshConflict();
    const sheet = new ConflictSheet({ document: actor });
    const s = sampleStrike();
    await sheet._onDropActor({}, new ApplyingActor(s.name, s.type, s.system, s.uuid));
    expect((actor.system.players as { id: string }[]).map((p) => p.id)).toEqual(["Actor.stOrrin"]);
    await sheet._onDropActor({}, new ApplyingActor("Mira", "augurCharacter", {}, "Actor.mira"));
    expect(fakes.warnings).toEqual(["Only a Strike! character can join a team conflict as a player."]);
    await sheet._onDropActor({}, new ApplyingActor(s.name, s.type, s.system, s.uuid));
    expect(fakes.errors.at(-1)).toBe("The same id appears twice in the list.");
  });

  it("rolls a preparatory d6 with Foundry's dice, and says why a hand entry without a die is refused", async () => {
    const actor = freshConflict();
    actor.system.players = [players[0]];
    const sheet = new ConflictSheet({ document: actor });
    withInputs(sheet, { "prep-action|Actor.a": "scout", "prep-die|Actor.a": "" });
    await sheet.options.actions.recordPreparation.call(sheet, {}, fakeButton({ player: "Actor.a" }));
    expect(fakes.errors).toEqual(["Enter the face the die showed, or roll it."]);
    diceQueue.set(5);
    const posted: Record<string, unknown>[] = [];
    vi.stubGlobal("ChatMessage", {
      getSpeaker: ({ actor: speaker }: { actor: { name: string } }) => ({ alias: speaker.name }),
      create: async (data: Record<string, unknown>) => posted.push(data),
    });
    await sheet.options.actions.rollPreparation.call(sheet, {}, fakeButton({ player: "Actor.a" }));
    expect(actor.system.events).toEqual([expect.objectContaining({ type: "prepare", playerId: "Actor.a", action: "scout", die: 5 })]);
    // The die is posted to the chat, so the table sees it.
    expect(posted).toEqual([
      expect.objectContaining({ flavor: expect.stringMatching(/ prepares: Scout$/), speaker: { alias: actor.name }, rolls: [expect.any(String)] }),
    ]);
  });

  it("refuses to change the sides once the rounds have begun, in the user's language", async () => {
    const sample = sampleConflict();
    const actor = new ApplyingActor(sample.name, sample.type, sample.system, sample.uuid);
    const sheet = new ConflictSheet({ document: actor });
    withInputs(sheet, { "new-opponent": "Late arrival" });
    await sheet.options.actions.addOpponent.call(sheet, {}, fakeButton({}));
    expect(fakes.errors).toEqual(["Players and opponents cannot change once the conflict has begun."]);
    expect((actor.system.opponents as unknown[]).length).toBe(1);
  });
});
