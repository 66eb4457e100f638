import { describe, expect, it } from "vitest";
import {
  ACTOR_TYPES,
  actorTypesWith,
  augurOf,
  characterRulesetOf,
  characterTypeOf,
  forgedTiesOf,
  isActorOf,
  isActorType,
  isItemOf,
  rulesetOf,
  type ActorData,
  type ItemView,
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

  it("names each game's character subtype, the one system.json registers for it", () => {
    expect(characterTypeOf("ironsworn")).toBe("character");
    expect(characterTypeOf("starforged")).toBe("character");
    expect(characterTypeOf("forgedTies")).toBe("forgedTiesCharacter");
    expect(characterTypeOf("augur")).toBe("augurCharacter");
    expect(characterTypeOf("strike")).toBe("strikeCharacter");
    expect(actorTypesWith("character")).not.toContain("shared");
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

describe("the typed views", () => {
  const ship: ActorData<"starship"> = {
    integrity: 4,
    bars: { integrity: { value: 4, min: 0, max: 5 }, shipSupply: { value: 5, min: 0, max: 5 } },
    battered: false,
    cursed: true,
    supply: 5,
    unequipped: false,
    notes: "",
  };

  it("narrow an actor by its subtype, and only by it", () => {
    const actor: { type: string; system: unknown } = { type: "starship", system: ship };
    expect(isActorOf(actor, "starship") ? actor.system.integrity : null).toBe(4);
    expect(isActorOf(actor, "character")).toBe(false);
    expect(isActorOf(null, "starship")).toBe(false);
    expect(isActorOf({ system: ship }, "starship")).toBe(false);
  });

  it("narrow an item by its subtype", () => {
    const vow: ItemView<"progress"> = {
      type: "progress",
      uuid: "Item.p1",
      name: "Find the relic",
      system: {
        ruleset: "ironsworn",
        kind: "vow",
        rank: "formidable",
        ticks: 12,
        completed: false,
        role: "",
        bond: false,
        notes: "",
        score: 3,
        boxes: [4, 4, 4, 0, 0, 0, 0, 0, 0, 0],
      },
    };
    const item: { type: string; system: unknown } = vow;
    expect(isItemOf(item, "progress") ? item.system.score : null).toBe(3);
    expect(isItemOf(item, "move")).toBe(false);
  });
});
