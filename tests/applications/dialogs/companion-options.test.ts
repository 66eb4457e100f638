/**
 * A character with several companions: the roll dialog's summary holds each one's health as its own
 * meter, and a move that rolls "+your companion's health" (or "whichever is higher" of heart and it),
 * or a roll opened on the companion's health, offers each companion by name; the choice reaches the
 * request. One companion keeps the id it always had.
 */
import { describe, expect, it } from "vitest";
import { rollSummary, statOptions } from "../../../src/applications/dialogs/actor-summaries";
import { assetMeterId, assetOfMeterId, isMeterOfKey } from "../../../src/config";
import { defaultChoices, statOptionLabel } from "../../../src/applications/dialogs/roll-dialog-context";
import { requestFromChoices } from "../../../src/applications/dialogs/roll-dialog-request";
import { type MoveSummary } from "../../../src/applications/dialogs/roll-dialog-types";
import { localize } from "../../helpers/handlebars";
import { choices, input, ironswornActor } from "./dialog-fixtures";

function companion(id: string, name: string, health: number) {
  return {
    id,
    name,
    type: "asset",
    system: { category: "Companion", meter: { enabled: true, label: "health", value: health, min: 0, max: 5 } },
  };
}

function summaryWith(items: ReturnType<typeof companion>[]) {
  return rollSummary({ name: "Kira", uuid: "Actor.kira", system: {}, items }, localize);
}

const COMPANION_HEALTH = { using: "assetMeter" as const, key: "companionHealth", label: "companion health", value: 0 };

/** Starforged's Companion Takes a Hit: "roll +your companion's health". */
const takesAHit: MoveSummary = {
  uuid: "Item.takesAHit",
  name: "Companion Takes a Hit",
  rollOptions: [{ using: "assetMeter", key: "companionHealth", label: "companion health" }],
  rollConditions: [{ rollMethod: "playerChoice", label: "", rollOptions: [COMPANION_HEALTH] }],
};

/** Ironsworn's Companion Endure Harm: "+heart or +your companion's health, whichever is higher". */
const endureHarm: MoveSummary = {
  uuid: "Item.endureHarm",
  name: "Companion Endure Harm",
  rollOptions: [
    { using: "stat", key: "heart", label: "heart" },
    { using: "assetMeter", key: "companionHealth", label: "companion health" },
  ],
  rollConditions: [
    {
      rollMethod: "highest",
      label: "",
      rollOptions: [{ using: "stat", key: "heart", label: "heart", value: 0 }, COMPANION_HEALTH],
    },
  ],
};

function twoCompanions(heart: number) {
  const summary = summaryWith([companion("rover", "Rover", 2), companion("owl", "Owl", 4)]);
  return ironswornActor({
    stats: ironswornActor().stats.map((s) => (s.id === "heart" ? { ...s, value: heart } : s)),
    meters: [...ironswornActor().meters, ...summary.meters.filter((m) => isMeterOfKey(m.id, "companionHealth"))],
  });
}

const rows = (options: ReturnType<typeof statOptions>) => options.map((o) => [o.value, o.stat.id, o.stat.label, o.stat.value]);

describe("the summary of a character with companions", () => {
  it("one companion: its health is companionHealth, as always", () => {
    expect(summaryWith([companion("rover", "Rover", 3)]).meters.filter((m) => m.id.startsWith("companion"))).toEqual([
      { id: "companionHealth", label: "Rover (health)", value: 3 },
    ]);
  });

  it("two companions: each one's health, the first's companionHealth, the second's by its item id", () => {
    const meters = summaryWith([companion("rover", "Rover", 3), companion("owl", "Owl", 5)]).meters;
    expect(meters.filter((m) => isMeterOfKey(m.id, "companionHealth"))).toEqual([
      { id: "companionHealth", label: "Rover (health)", value: 3 },
      { id: "companionHealth.owl", label: "Owl (health)", value: 5 },
    ]);
    expect(assetMeterId("companionHealth", "owl", false)).toBe("companionHealth.owl");
    expect(isMeterOfKey("companionHealthy", "companionHealth")).toBe(false);
    expect(["companionHealth", "companionHealth.owl", "companionHealth.gone", "health"].map((id) => assetOfMeterId(id, "companionHealth", ["rover", "owl"]))).toEqual(
      ["rover", "owl", null, null],
    );
  });
});

describe("a move that rolls the companion's health", () => {
  it("offers each companion's health by name, and the one picked is rolled", () => {
    const i = input("starforged", { move: takesAHit, actor: twoCompanions(1) });
    expect(rows(statOptions(i))).toEqual([
      ["meter.companionHealth", "companionHealth", "Rover (health)", 2],
      ["meter.companionHealth.owl", "companionHealth.owl", "Owl (health)", 4],
    ]);
    expect(statOptions(i).map((o) => statOptionLabel(o, localize))).toEqual(["Rover (health) (+2)", "Owl (health) (+4)"]);
    const request = requestFromChoices(i, choices(i, { option: "meter.companionHealth.owl" }));
    expect(request).toMatchObject({
      kind: "action",
      title: "Companion Takes a Hit",
      stat: { id: "companionHealth.owl", label: "Owl (health)", value: 4 },
    });
  });

  it("whichever is higher: heart is compared with each companion's health on its own", () => {
    const i = input("ironsworn", { move: endureHarm, actor: twoCompanions(3) });
    // Heart 3 beats Rover's 2 but not Owl's 4: rolling for Rover takes heart, for Owl its health.
    expect(rows(statOptions(i))).toEqual([
      ["method.0", "heart", "Heart", 3],
      ["method.0.1", "companionHealth.owl", "Owl (health)", 4],
    ]);
    expect(statOptions(i).map((o) => o.reason?.from.map((v) => v.id))).toEqual([
      ["heart", "companionHealth"],
      ["heart", "companionHealth.owl"],
    ]);
    const request = requestFromChoices(i, choices(i, { option: "method.0.1" }));
    expect(request).toMatchObject({ stat: { id: "companionHealth.owl", label: "Owl (health)", value: 4 } });
  });

  it("a value higher than every companion's is offered once, compared with all of them", () => {
    const i = input("ironsworn", { move: endureHarm, actor: twoCompanions(5) });
    expect(rows(statOptions(i))).toEqual([["method.0", "heart", "Heart", 5]]);
    expect(statOptions(i)[0].reason?.from.map((v) => v.id)).toEqual(["heart", "companionHealth", "companionHealth.owl"]);
  });

  it("one companion: the one option it always had", () => {
    const actor = ironswornActor({ meters: [{ id: "companionHealth", label: "Rover (health)", value: 4 }] });
    expect(rows(statOptions(input("ironsworn", { move: endureHarm, actor })))).toEqual([
      ["method.0", "companionHealth", "Rover (health)", 4],
    ]);
    expect(rows(statOptions(input("starforged", { move: takesAHit, actor })))).toEqual([
      ["meter.companionHealth", "companionHealth", "Rover (health)", 4],
    ]);
  });
});

describe("a roll opened on a companion's health (no move)", () => {
  it("offers the stats and every companion's health, the one named preselected", () => {
    const actor = twoCompanions(1);
    const first = input("starforged", { actor, stat: "companionHealth" });
    expect(statOptions(first).map((o) => o.value).slice(-2)).toEqual(["meter.companionHealth", "meter.companionHealth.owl"]);
    expect(defaultChoices(first).option).toBe("meter.companionHealth");
    const second = input("starforged", { actor, stat: "companionHealth.owl" });
    expect(defaultChoices(second).option).toBe("meter.companionHealth.owl");
    expect(requestFromChoices(second, choices(second))).toMatchObject({
      title: "Owl (health)",
      stat: { id: "companionHealth.owl", value: 4 },
    });
  });

  it("a roll opened on a stat offers the stats alone, as before", () => {
    expect(statOptions(input("starforged", { actor: twoCompanions(1), stat: "iron" })).map((o) => o.value)).toEqual([
      "stat.edge",
      "stat.heart",
      "stat.iron",
      "stat.shadow",
      "stat.wits",
    ]);
  });
});
