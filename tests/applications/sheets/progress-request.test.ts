import { describe, expect, it } from "vitest";
import { asksBadSpot, progressRollRequest } from "../../../src/applications/sheets/context/progress-request";

const t = (key: string) => key;
const input = {
  ruleset: "starforged" as const,
  actorUuid: "Actor.ren",
  move: null,
  trackUuid: "Item.foe",
  trackName: "Raider",
  kind: "combat",
  score: 6,
};

describe("progress roll requests", () => {
  it("ask about a bad spot on Starforged's combat progress roll (Take Decisive Action) only", () => {
    expect(asksBadSpot(input)).toBe(true);
    expect(progressRollRequest(input, t)).toMatchObject({ kind: "progress", badSpot: false, score: 6 });
    expect(asksBadSpot({ ruleset: "ironsworn", kind: "combat" })).toBe(false);
    expect(asksBadSpot({ ruleset: "starforged", kind: "vow" })).toBe(false);
    expect(progressRollRequest({ ...input, kind: "vow" }, t)).not.toHaveProperty("badSpot");
  });
});
