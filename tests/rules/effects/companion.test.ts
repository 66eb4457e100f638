/**
 * Companions: the fate of a companion at 0 health after its suffer move misses (Ironsworn: dead on a
 * 1 on the action die, with 1 experience per marked ability; Starforged: dead on a match), the
 * companion an effect reaches, the companion's health as a suffer move's meter with the overflow
 * to momentum (both rules documents, the companion's suffer move), and out of action ending when its
 * health is above 0 again (a dead companion stays dead).
 */
import { describe, expect, it } from "vitest";
import {
  applyEffects,
  companionFate,
  companionStateAt,
  pickCompanion,
  sufferMove,
  type OutcomeEffect,
} from "../../../src/rules/effects";
import { documentEffects } from "../../../src/rules/effects/moves";
import { ironsworn, starforged } from "./fixtures";

const IS_MOVE = "move:classic/suffer/companion_endure_harm";
const SF_MOVE = "move:starforged/suffer/companion_takes_a_hit";

function fateOf(moveId: string): OutcomeEffect {
  const fate = (documentEffects(moveId).miss ?? []).find((e) => e.type === "companionFate");
  if (!fate) throw new Error(`${moveId} has no companion fate on a miss`);
  return fate;
}

describe("companionFate", () => {
  it("leaves a companion above 0 health alone, whatever the dice", () => {
    expect(companionFate(1, "actionDieOne", { actionDie: 1 })).toBeNull();
    expect(companionFate(2, "match", { match: true })).toBeNull();
  });

  it("Ironsworn: out of action at 0, dead with a 1 on the action die", () => {
    expect(companionFate(0, "actionDieOne", { actionDie: 2, match: true })).toBe("outOfAction");
    expect(companionFate(0, "actionDieOne", { actionDie: 1 })).toBe("dead");
  });

  it("Starforged: out of action at 0, dead on a match", () => {
    expect(companionFate(0, "match", { actionDie: 1, match: false })).toBe("outOfAction");
    expect(companionFate(0, "match", { match: true })).toBe("dead");
  });
});

describe("the companion fate effect of each game's move", () => {
  const down = { state: null, markedAbilities: 2 } as const;

  it("Ironsworn's miss: dead on a 1, with 1 experience for each marked ability", () => {
    const c = ironsworn({ meters: { ...ironsworn().meters, companionHealth: 0 }, companion: down, xp: 3 });
    const r = applyEffects([fateOf(IS_MOVE)], c, { moveId: IS_MOVE, actionDie: 1 });
    expect(r.changes).toEqual([
      { target: "companion.state", before: null, after: "dead" },
      { target: "xp", before: 3, after: 5 },
    ]);
    expect(r.character.companion?.state).toBe("dead");
  });

  it("Ironsworn's miss on another face: out of action, no experience", () => {
    const c = ironsworn({ meters: { ...ironsworn().meters, companionHealth: 0 }, companion: down });
    const r = applyEffects([fateOf(IS_MOVE)], c, { moveId: IS_MOVE, actionDie: 4 });
    expect(r.changes).toEqual([{ target: "companion.state", before: null, after: "outOfAction" }]);
  });

  it("Starforged's miss with a match: dead, and no experience (the text gives none)", () => {
    const c = starforged({ meters: { ...starforged().meters, companionHealth: 0 }, companion: down });
    const r = applyEffects([fateOf(SF_MOVE)], c, { moveId: SF_MOVE, match: true });
    expect(r.changes).toEqual([{ target: "companion.state", before: null, after: "dead" }]);
  });

  it("is refused while the companion's health is above 0, and without a companion", () => {
    const standing = starforged({ companion: down });
    expect(() => applyEffects([fateOf(SF_MOVE)], standing, { moveId: SF_MOVE, match: true })).toThrow(
      expect.objectContaining({ code: "CompanionStanding" }),
    );
    const none = starforged({ meters: { ...starforged().meters, companionHealth: 0 } });
    expect(() => applyEffects([fateOf(SF_MOVE)], none, { moveId: SF_MOVE })).toThrow(
      expect.objectContaining({ code: "NoCompanion" }),
    );
  });

  it("refuses a companion state the rules do not know", () => {
    const bad = starforged({ companion: { state: "asleep" as never, markedAbilities: 0 } });
    expect(() => applyEffects([], bad, { moveId: SF_MOVE })).toThrow(expect.objectContaining({ code: "NotOneOf" }));
  });
});

describe("the companion's health as a suffer move's meter", () => {
  it("takes -N and sends what is left at 0 to momentum (both documents)", () => {
    const r = sufferMove(starforged({ meters: { ...starforged().meters, companionHealth: 1 } }), "companionHarm", 3);
    expect(r.changes).toEqual([
      { target: "companionHealth", before: 1, after: 0 },
      { target: "momentum", before: 2, after: 0 },
    ]);
    expect(r.overflow).toBe(2);
    expect(r.roll?.required).toBe(true);
  });

  it("keeps the companion's own maximum when it rallies", () => {
    const r = applyEffects([{ type: "meter", meter: "companionHealth", amount: 1 }], starforged(), { moveId: SF_MOVE });
    expect(r.changes).toEqual([]);
  });
});

describe("coming back from out of action", () => {
  const out = { state: "outOfAction", markedAbilities: 1 } as const;
  const heal = { type: "meter", meter: "companionHealth", amount: 1 } as const;

  it("out of action ends once the companion's health is above 0; dead and unmarked stay", () => {
    expect(companionStateAt("outOfAction", 1)).toBeNull();
    expect(companionStateAt("outOfAction", 0)).toBe("outOfAction");
    expect(companionStateAt("dead", 3)).toBe("dead");
    expect(companionStateAt(null, 2)).toBeNull();
  });

  it("+1 health to a companion out of action at 0 clears the mark, in the changes", () => {
    const c = starforged({ meters: { ...starforged().meters, companionHealth: 0 }, companion: out });
    const r = applyEffects([heal], c, { moveId: SF_MOVE });
    expect(r.changes).toEqual([
      { target: "companionHealth", before: 0, after: 1 },
      { target: "companion.state", before: "outOfAction", after: null },
    ]);
    expect(r.character.companion?.state).toBeNull();
  });

  it("health lost keeps the mark", () => {
    const c = ironsworn({ meters: { ...ironsworn().meters, companionHealth: 0 }, companion: out });
    const r = applyEffects([{ ...heal, amount: -1 }], c, { moveId: IS_MOVE });
    expect(r.character.companion?.state).toBe("outOfAction");
  });
});

describe("pickCompanion", () => {
  const one = [{ id: "a" }];
  const two = [{ id: "a" }, { id: "b" }];

  it("takes the only companion, or the one named", () => {
    expect(pickCompanion(one).id).toBe("a");
    expect(pickCompanion(two, "b").id).toBe("b");
  });

  it("asks which when there are several, and refuses none or a stranger", () => {
    expect(() => pickCompanion(two)).toThrow(expect.objectContaining({ code: "CompanionNeeded" }));
    expect(() => pickCompanion([])).toThrow(expect.objectContaining({ code: "NoCompanion" }));
    expect(() => pickCompanion(two, "z")).toThrow(expect.objectContaining({ code: "ChoiceOutOfRange" }));
  });
});
