/** learnSkill on a Strike! character: stored through the real data model. */
import type * as Strike from "../../src/operations/strike";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { setUpTracks, type TrackTestKit } from "./setup";

let kit: TrackTestKit;
let strike: typeof Strike;

beforeAll(async () => {
  kit = await setUpTracks();
  strike = await import("../../src/operations/strike");
});
afterAll(() => vi.unstubAllGlobals());

const climb = { id: "climb", name: "Climb", skilled: false, ability: "strength", restricted: false };

function skillsOf(actor: { system: unknown }) {
  return (actor.system as { skills: Array<Record<string, unknown>> }).skills;
}

describe("learnSkill", () => {
  it("marks a skill on the sheet skilled, keeping its ability", async () => {
    const actor = kit.makeActor("strikeCharacter", { skills: [climb] });
    expect(await strike.learnSkill(actor, { id: "climb", name: "Climbing" })).toEqual({
      name: "Climb",
      added: false,
    });
    expect(skillsOf(actor)).toEqual([{ ...climb, skilled: true }]);
    expect(actor.stored).toEqual([{ "system.skills": [{ ...climb, skilled: true }] }]);
  });

  it("adds a skill the sheet does not list, skilled", async () => {
    const actor = kit.makeActor("strikeCharacter", { skills: [climb] });
    expect(await strike.learnSkill(actor, { id: "swim", name: "Swim" })).toEqual({
      name: "Swim",
      added: true,
    });
    expect(skillsOf(actor)[1]).toEqual({
      id: "swim",
      name: "Swim",
      skilled: true,
      ability: null,
      restricted: false,
    });
  });

  it("refuses a skill already known, and a bad id, writing nothing", async () => {
    const actor = kit.makeActor("strikeCharacter", { skills: [{ ...climb, skilled: true }] });
    await expect(strike.learnSkill(actor, { id: "climb", name: "Climb" })).rejects.toMatchObject({
      code: "SkillKnown",
    });
    await expect(strike.learnSkill(actor, { id: "bad id", name: "X" })).rejects.toBeInstanceOf(RulesError);
    expect(actor.stored).toEqual([]);
  });

  it("refuses another subtype", async () => {
    const actor = kit.makeActor("augurCharacter");
    await expect(strike.learnSkill(actor, { id: "swim", name: "Swim" })).rejects.toMatchObject({
      code: "WrongActorType",
    });
  });
});
