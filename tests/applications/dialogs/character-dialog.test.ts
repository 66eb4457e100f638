/**
 * The roll dialog for Forged Ties, Augur and Strike! characters: the summaries built from their system
 * data, the values they prefill, and the Strike! roll tags, related skill (one action point) and linked
 * roll.
 */
import { describe, expect, it } from "vitest";
import {
  augurSummary,
  characterSummary,
  forgedTiesSummary,
  strikeSummary,
} from "../../../src/applications/dialogs/actor-summaries";
import { buildRollDialogContext, defaultChoices, fieldsFor } from "../../../src/applications/dialogs/roll-dialog-context";
import { RollInputError, requestFromChoices } from "../../../src/applications/dialogs/roll-dialog-request";
import {
  type RollChoices,
  type RollDialogInput,
} from "../../../src/applications/dialogs/roll-dialog-types";
import { DIALOG_TEMPLATES } from "../../../src/templates";
import { localize, render } from "../../helpers/handlebars";
import { augurSystem, forgedTiesSystem, strikeSystem } from "../../cards/actions/characters";

const env = { localize, idPrefix: "vf-test" };
const actor = (type: string, system: Record<string, unknown>) => ({
  name: "Sam",
  uuid: "Actor.sam",
  type,
  system,
});

function dialogInput(
  ruleset: RollDialogInput["ruleset"],
  summary: RollDialogInput["actor"],
  stat: string,
): RollDialogInput {
  return { ruleset, actor: summary, move: null, stat, title: "Roll", cancelOnNegativeMomentum: true };
}

function request(input: RollDialogInput, over: Partial<RollChoices> = {}) {
  return requestFromChoices(input, { ...defaultChoices(input), ...over });
}

describe("Forged Ties", () => {
  const system = forgedTiesSystem({
    skills: [
      { id: "mend", name: "Mend", stat: "wits", dice: 2, related: ["tinker", "sew"] },
      { id: "tinker", name: "Tinker", stat: "wits", dice: 1, related: [] },
      { id: "sew", name: "Sew", stat: "agility", dice: 2, related: [] },
    ],
  });

  it("lists the skills with their dice, then the stats; related skills' dice are prefilled", () => {
    const summary = forgedTiesSummary(actor("forgedTiesCharacter", system), localize);
    expect(summary.stats.map((s) => [s.id, s.label, s.value])).toEqual([
      ["mend", "Mend", 2],
      ["tinker", "Tinker", 1],
      ["sew", "Sew", 2],
      ["strength", "Strength", 1],
      ["agility", "Agility", 2],
      ["wits", "Wits", 2],
      ["presence", "Presence", 1],
    ]);
    expect(summary.relatedDice).toEqual({ mend: 3, tinker: 0, sew: 0 });
    const input = dialogInput("forgedTies", summary, "mend");
    expect(defaultChoices(input)).toMatchObject({ skillDice: 2, relatedSkillDice: 3, helperDice: 0 });
    expect(request(input, { helperDice: 1 })).toMatchObject({
      kind: "pool",
      dice: 6,
      title: "Mend",
      actorUuid: "Actor.sam",
    });
  });
});

describe("Augur", () => {
  it("reads approaches, harm, momentum, expertise and bonus-die abilities", () => {
    const summary = augurSummary(actor("augurCharacter", augurSystem({ harm: 2, momentum: 5 })), localize);
    expect(summary).toMatchObject({
      harm: 2,
      momentum: 5,
      expertise: ["Locks"],
      bonusAbilities: ["Quick Hands"],
    });
    expect(summary.stats.find((s) => s.id === "finesse")).toEqual({
      id: "finesse",
      label: "Finesse",
      value: 3,
    });
    const input = dialogInput("augur", summary, "finesse");
    expect(defaultChoices(input)).toMatchObject({ approach: 3, harm: 2 });
    const ctx = buildRollDialogContext(input, defaultChoices(input), env);
    expect(ctx.fields.find((f) => f.name === "expertise")?.hint).toBe("Yours: Locks.");
    expect(ctx.fields.find((f) => f.name === "ability")?.hint).toBe("Yours: Quick Hands.");
    expect(render(DIALOG_TEMPLATES.whole, ctx)).toContain("Yours: Quick Hands.");
  });

  it("hides the expertise and ability dice a character has none of", () => {
    const summary = augurSummary(
      actor("augurCharacter", augurSystem({ expertise: [], abilities: [] })),
      localize,
    );
    const names = fieldsFor(dialogInput("augur", summary, "finesse")).map((f) => f.name);
    expect(names).not.toContain("expertise");
    expect(names).not.toContain("ability");
    expect(names).toContain("workingTogether");
  });

  it("shows the stance pickers to the GM only; a player types the level the GM gives, and it still rules the roll", () => {
    const summary = augurSummary(actor("augurCharacter", augurSystem()), localize);
    const stances = ["stanceCompromised", "stanceResistant", "stanceVolatile", "stanceSubstantial", "stanceInert", "stanceAdvancing"];
    const gmInput = dialogInput("augur", summary, "finesse");
    const gmNames = fieldsFor(gmInput).map((f) => f.name);
    for (const s of stances) expect(gmNames).toContain(s);
    expect(fieldsFor({ ...gmInput, gm: true }).map((f) => f.name)).toEqual(gmNames);

    const player = { ...gmInput, gm: false };
    const fields = fieldsFor(player);
    for (const s of stances) expect(fields.map((f) => f.name)).not.toContain(s);
    const level = buildRollDialogContext(player, defaultChoices(player), env).fields.find((f) => f.name === "stanceThreat");
    expect(level?.label).toBe("Threat level");
    expect(level?.hint).toContain("The level the GM gives this roll");
    // The typed level is the threat: 4 is impossible, a negative level grants momentum first.
    expect(request(player, { stanceThreat: 4 })).toMatchObject({ kind: "threat", plan: { stanceThreat: 4 } });
    expect(request(player, { stanceThreat: -2 })).toMatchObject({ kind: "threat", plan: { stanceThreat: -2 } });
    // The GM's stances sum (Resistant +2, Substantial +1) to the same plan a player typing 3 gets.
    const gmPlan = request(gmInput, { stanceResistant: 2, stanceSubstantial: 1 });
    expect(gmPlan).toMatchObject({ plan: { stanceThreat: 3 } });
    expect(request(player, { stanceThreat: 3 })).toMatchObject({ plan: { stanceThreat: 3 } });
  });
});

describe("Strike!", () => {
  const strike = (over: Record<string, unknown> = {}) =>
    strikeSummary(actor("strikeCharacter", strikeSystem(over)));

  it("lists the skills (1 when skilled), major conditions, and the character for prefills", () => {
    const summary = strike({ major: { physical: 1, mental: 1, other: 0 } });
    expect(summary.stats).toEqual([
      { id: "climb", label: "Climb", value: 0 },
      { id: "locks", label: "Lockpicking", value: 1 },
    ]);
    expect(summary.majorConditions).toBe(2);
    expect(summary.strike?.actionPoints).toBe(1);
    const input = dialogInput("strike", summary, "locks");
    expect(defaultChoices(input)).toMatchObject({ skilled: true, majorConditions: 2, disadvantage: false });
    expect(request(input)).toMatchObject({ kind: "strike", skillId: "locks", skilled: true, linked: false });
  });

  it("prefills disadvantage from conditions on every roll; tags add Angry and Winded", () => {
    const exhausted = dialogInput(
      "strike",
      strike({ minor: { angry: false, winded: 0, lostConfidence: null, exhausted: true } }),
      "locks",
    );
    expect(defaultChoices(exhausted).disadvantage).toBe(true);
    const lost = dialogInput(
      "strike",
      strike({ minor: { angry: false, winded: 0, lostConfidence: "dexterity", exhausted: false } }),
      "locks",
    );
    expect(defaultChoices(lost).disadvantage).toBe(true);
    const angry = dialogInput(
      "strike",
      strike({ minor: { angry: true, winded: 1, lostConfidence: null, exhausted: false } }),
      "locks",
    );
    expect(defaultChoices(angry).disadvantage).toBe(false);
    expect(request(angry)).toMatchObject({ disadvantage: false });
    expect(request(angry, { tagSocial: true })).toMatchObject({ disadvantage: true });
    expect(request(angry, { tagPhysical: true })).toMatchObject({ disadvantage: true });
    expect(request(dialogInput("strike", strike(), "locks"), { tagSocial: true })).toMatchObject({
      disadvantage: false,
    });
  });

  it("a related skill gives advantage and spends an action point; with none left it is refused", () => {
    const input = dialogInput("strike", strike({ actionPoints: 2 }), "climb");
    expect(request(input, { relatedSkill: true })).toMatchObject({
      advantage: true,
      relatedSkillPoint: true,
    });
    expect(request(input)).not.toHaveProperty("relatedSkillPoint");
    const broke = dialogInput("strike", strike({ actionPoints: 0 }), "climb");
    let error: unknown;
    try {
      request(broke, { relatedSkill: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RollInputError);
    expect(error).toMatchObject({ key: "VOWFORGE.Dialog.Error.NoActionPoints", field: "relatedSkill" });
    const ctx = buildRollDialogContext(broke, { ...defaultChoices(broke), relatedSkill: true }, env);
    expect(ctx.error).toBe("Related skill: advantage for 1 action point: no action point left to spend.");
    expect(ctx.fields.find((f) => f.name === "relatedSkill")).toMatchObject({
      invalid: true,
      hint: "Action points left: 0. One is spent when you roll.",
    });
  });

  it("a linked roll is marked on the request; the dialog renders every Strike! control in strict mode", () => {
    const input = dialogInput("strike", strike(), "locks");
    expect(request(input, { linked: true })).toMatchObject({ linked: true });
    const html = render(DIALOG_TEMPLATES.whole, buildRollDialogContext(input, defaultChoices(input), env));
    for (const name of ["relatedSkill", "tagSocial", "tagConcentration", "tagPhysical", "linked"])
      expect(html).toContain(`name="${name}"`);
  });

  it("without a character, the related skill is not offered", () => {
    const names = fieldsFor(dialogInput("strike", { ...strike(), strike: null }, "locks")).map((f) => f.name);
    expect(names).not.toContain("relatedSkill");
  });
});

describe("characterSummary", () => {
  it("picks the summary by the actor's subtype", () => {
    expect(characterSummary(actor("augurCharacter", augurSystem()), localize)?.ruleset).toBe("augur");
    expect(characterSummary(actor("strikeCharacter", strikeSystem()), localize)?.ruleset).toBe("strike");
    expect(characterSummary(actor("forgedTiesCharacter", forgedTiesSystem()), localize)?.ruleset).toBe(
      "forgedTies",
    );
    expect(characterSummary(actor("character", {}), localize)).toBeNull();
  });
});
