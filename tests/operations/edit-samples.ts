/**
 * The sample characters the edit tests write to (Augur, Strike!, Forged Ties), the shape of their
 * system data as the tests read it, and waiting for a refusal: shared by the tests of the edit
 * operations and of the sheet buttons that run them.
 */
import { expect } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { type TrackTestKit } from "./setup";

/** An Augur character with an expertise, an ability and a bond. */
export function augurSample(kit: TrackTestKit, source: Record<string, unknown> = {}) {
  return kit.makeActor(
    "augurCharacter",
    {
      approaches: { prowess: 1, finesse: 2, insight: 0, presence: 0, resolve: 0 },
      expertise: [{ id: "locks", name: "Locks" }],
      abilities: [{ id: "shadow", name: "Shadowstep", text: "<p>Slip away.</p>", bonusDie: true }],
      bonds: [{ characterId: "Actor.other", marked: true }],
      ...source,
    },
    "Actor.self",
  );
}

/** An Augur character's system data as the tests read it. */
export function augurSystem(actor: { system: unknown }) {
  return actor.system as {
    approaches: Record<string, number>;
    expertise: { id: string; name: string }[];
    abilities: { id: string; name: string; text: string; bonusDie: boolean }[];
    bonds: { characterId: string; marked: boolean }[];
    bonusAbilities: string[];
  };
}

/** A Strike! character with a skill, a relationship, a trait and one action point. */
export function strikeSample(kit: TrackTestKit, source: Record<string, unknown> = {}) {
  return kit.makeActor("strikeCharacter", {
    skills: [{ id: "sail", name: "Sailing", skilled: true, ability: "dexterity", restricted: false }],
    relationships: [{ id: "aunt", name: "Aunt Hesper" }],
    traits: [{ id: "stubborn", name: "Stubborn", lost: false }],
    actionPoints: 1,
    ...source,
  });
}

/** A Strike! character's system data as the tests read it. */
export function strikeSystem(actor: { system: unknown }) {
  return actor.system as {
    skills: { id: string; name: string; skilled: boolean; ability: string | null; restricted: boolean }[];
    relationships: { id: string; name: string }[];
    traits: { id: string; name: string; lost: boolean }[];
    strikes: number;
    actionPoints: number;
  };
}

/** The Forged Ties sample's skills. */
export const FORGED_TIES_SKILLS = [
  { id: "climb", name: "Climb", stat: "agility", dice: 2, related: [] },
  { id: "lore", name: "Old lore", stat: "wits", dice: 1, related: ["climb"] },
];

/** A Forged Ties character with two skills. */
export function forgedTiesSample(kit: TrackTestKit, source: Record<string, unknown> = {}) {
  return kit.makeActor("forgedTiesCharacter", { skills: structuredClone(FORGED_TIES_SKILLS), ...source }, "Actor.brannoc");
}

/** A Forged Ties character's system data as the tests read it. */
export type ForgedTiesSys = {
  stats: Record<string, number>;
  skills: typeof FORGED_TIES_SKILLS;
  breaking: { marked: number; length: number };
  heart: { length: number };
  harm: unknown[];
  ruinAdvances: string[];
  statTracks: Record<string, { marked: number; length: number }>;
  forge: { length: number; requirements: { id: string; label: string; met: boolean }[] };
  bonds: { characterId: string; marked: boolean }[];
};

/** Runs `run`, expecting a RulesError with `code`; gives the error back. */
export async function refused(run: () => Promise<unknown>, code: string): Promise<RulesError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RulesError);
  expect((error as RulesError).code).toBe(code);
  return error as RulesError;
}
