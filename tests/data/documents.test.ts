import { describe, expect, it } from "vitest";
import {
  ACTOR_TYPES,
  actorTypesWith,
  augurOf,
  characterRulesetOf,
  forgedTiesOf,
  isActorType,
  rulesetOf,
  strikeOf,
} from "../../src/data/documents";
import { useDataModels } from "../fakes/data-fields";

// Imported above without Foundry: cards, the playground and the tests read actors through it.
const models = useDataModels();

describe("the actor-type table", () => {
  it("names every subtype the data models register, and no other", () => {
    expect(Object.keys(ACTOR_TYPES).sort()).toEqual(Object.keys(models.actorModels).sort());
  });

  it("lists the characters of the five rulesets as the ones carrying clocks", () => {
    expect(actorTypesWith("clocks")).toEqual(["character", "forgedTiesCharacter", "augurCharacter", "strikeCharacter"]);
    expect(actorTypesWith("linkedTokens")).not.toContain("foe");
  });

  it("knows its own subtypes only", () => {
    expect(isActorType("conflict")).toBe(true);
    expect(isActorType("npc")).toBe(false);
    expect(isActorType("toString")).toBe(false);
  });
});

describe("rulesetOf", () => {
  it("reads an Ironsworn / Starforged character's ruleset from its data", () => {
    expect(rulesetOf({ type: "character", system: { ruleset: "starforged" } })).toBe("starforged");
    expect(rulesetOf({ type: "character", system: { ruleset: "ironsworn" } })).toBe("ironsworn");
    expect(rulesetOf({ type: "character", system: {} })).toBeNull();
  });

  it("takes the subtype's ruleset for the Forged Ties, Augur and Strike! characters", () => {
    expect(rulesetOf({ type: "forgedTiesCharacter", system: { ruleset: "starforged" } })).toBe("forgedTies");
    expect(rulesetOf({ type: "augurCharacter", system: {} })).toBe("augur");
    expect(rulesetOf({ type: "strikeCharacter", system: null })).toBe("strike");
  });

  it("has none for a foe, and reads the data when no subtype is given", () => {
    expect(rulesetOf({ type: "foe", system: { ruleset: "ironsworn" } })).toBeNull();
    expect(rulesetOf({ system: { ruleset: "augur" } })).toBe("augur");
    expect(rulesetOf({ system: { ruleset: "chess" } })).toBeNull();
  });

  it("narrows to the character subtype for characterRulesetOf", () => {
    expect(characterRulesetOf({ type: "character", system: { ruleset: "starforged" } })).toBe("starforged");
    expect(characterRulesetOf({ type: "shared", system: { ruleset: "starforged" } })).toBeNull();
    expect(characterRulesetOf({ system: { ruleset: "ironsworn" } })).toBeNull();
  });
});

describe("the rules' state of a character", () => {
  it("is null for another subtype and for data the rules refuse", () => {
    expect(forgedTiesOf({ type: "augurCharacter", system: {} })).toBeNull();
    expect(augurOf({ type: "augurCharacter", system: { momentum: "lots" } })).toBeNull();
    expect(strikeOf(null)).toBeNull();
  });
});
