import { describe, expect, it } from "vitest";
import { buildCardContext, offeredActions } from "../../src/cards/log-cards";
import { type CardEnv } from "../../src/kinds/view";
import { CARD_ACTIONS } from "../../src/kinds/shape";
import { type CardTargets } from "../../src/kinds/contract";
import { EFFECTS, POSITIONS } from "../../src/rules/pool";
import { forgedTiesSystem } from "./actions/characters";
import { cleanHTML } from "../../src/clean-html";
import { RulesError } from "../../src/rules/errors";
import { localize } from "../helpers/handlebars";
import {
  FACE_DANGER,
  actionCard,
  oracleCard,
  poolCard,
  progressCard,
  strikeCard,
  threatCard,
} from "../templates/card-fixtures";

const actor: CardEnv = { localize, canAct: true, cleanHTML };
const viewer: CardEnv = { localize, canAct: false };
/** An env whose card actor has this momentum now (a burn reads it, not the card's momentum). */
const withMomentum = (env: CardEnv, momentum: number, type = "character"): CardEnv => ({
  ...env,
  actor: { type, system: { momentum } },
});

const actionsOf = (ctx: ReturnType<typeof buildCardContext>): string[] => ctx.actions.map((a) => a.action);

describe("action cards", () => {
  it("words a strong hit with the score broken down", () => {
    const ctx = buildCardContext(actionCard(), actor);
    expect(ctx.outcome).toEqual({
      id: "strongHit",
      label: "Strong hit",
      cssClass: "vf-outcome vf-outcome--strongHit",
    });
    expect(ctx.cssClass).toContain("vf-card--action");
    expect(ctx.lines.map((l) => l.text)).toContain("Action score 7 (die 4 + Edge 2 + adds 1)");
    expect(ctx.ariaLabel).toBe("Face Danger: Strong hit");
    expect(ctx.match).toBeNull();
    expect(ctx.burnOffer).toBeNull();
    expect(actionsOf(ctx)).toEqual([]);
  });

  it("shows the cursed die after the other dice, tagged, with the curse and a cursed match said in words", () => {
    const plain = buildCardContext(actionCard({ ruleset: "starforged", cursedDie: { value: 7, source: "" } }), actor);
    const group = plain.diceGroups.find((g) => g.id === "cursed");
    expect(plain.diceGroups.at(-1)).toBe(group);
    expect(group?.label).toBe("Cursed die");
    expect(group?.dice[0]).toMatchObject({ value: 7, tags: [], srText: "Cursed die 7" });
    expect(plain.lines.some((l) => l.cssClass.includes("cursed"))).toBe(false);

    const curse = buildCardContext(
      actionCard({ ruleset: "starforged", challengeDice: [3, 5], cursedDie: { value: 10, source: "Chattering Skull" } }),
      actor,
    );
    const cursedDie = curse.diceGroups.find((g) => g.id === "cursed")?.dice[0];
    expect(cursedDie?.cssClass).toContain("vf-die--cursed");
    expect(cursedDie?.tags).toEqual(["curse"]);
    expect(curse.lines.map((l) => l.text)).toContain("The cursed die shows 10: the curse takes hold (Chattering Skull).");

    const match = buildCardContext(
      actionCard({ ruleset: "starforged", challengeDice: [6, 6], cursedDie: { value: 10, source: "" } }),
      actor,
    );
    const matchLine = match.lines.find((l) => l.cssClass.includes("cursed-match"));
    expect(matchLine?.text).toMatch(/^A match with a 10 on the cursed die: the curse takes hold/);
    expect(buildCardContext(actionCard(), actor).diceGroups.map((g) => g.id)).toEqual(["action", "challenge"]);
  });

  it("marks each challenge die beaten or not, in words as well as classes", () => {
    const ctx = buildCardContext(actionCard({ actionDie: 2, momentum: 0, challengeDice: [3, 8] }), actor);
    const [d1, d2] = ctx.diceGroups[1].dice;
    expect(d1.cssClass).toContain("vf-die--beaten");
    expect(d1.srText).toBe("Challenge die 1: 3, beaten");
    expect(d1.tags).toEqual(["beaten"]);
    expect(d2.cssClass).toContain("vf-die--notBeaten");
    expect(d2.srText).toBe("Challenge die 2: 8, not beaten");
    expect(ctx.outcome.id).toBe("weakHit");
  });

  it("offers a burn that improves the outcome, saying what it gives", () => {
    const ctx = buildCardContext(
      actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] }),
      withMomentum(actor, 9),
    );
    expect(ctx.actions).toHaveLength(1);
    expect(ctx.actions[0].action).toBe("burnMomentum");
    expect(ctx.actions[0].label).toBe("Burn momentum (+9): Weak hit → Strong hit");
    expect(ctx.burnOffer).toBeNull();
  });

  it("offers the burn from the actor's momentum now, not the momentum the card was rolled with", () => {
    const state = actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] });
    // Rolled at 9; since then the actor burned elsewhere (now 2) or lost some (now 5 beats only the 3).
    expect(actionsOf(buildCardContext(state, withMomentum(actor, 2)))).toEqual([]);
    expect(buildCardContext(state, withMomentum(viewer, 5)).burnOffer).toBeNull();
    // Gained since: a card rolled at 2 offers the burn of the 9 the actor has now.
    const gained = buildCardContext(actionCard({ actionDie: 2, momentum: 2, challengeDice: [3, 8] }), withMomentum(actor, 9));
    expect(gained.actions.map((a) => a.label)).toEqual(["Burn momentum (+9): Weak hit → Strong hit"]);
    // No actor known: nothing to burn.
    expect(buildCardContext(state, viewer).burnOffer).toBeNull();
  });

  it("offers no burn once the actor has rolled again since the card", () => {
    const state = actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] });
    const ctx = buildCardContext(state, { ...withMomentum(actor, 9), newerRoll: true });
    expect(actionsOf(ctx)).toEqual([]);
    expect(ctx.burnOffer).toBeNull();
    expect(ctx.outcome.id).toBe("weakHit");
  });

  it("shows the burn offer as text, with no button, to a viewer who cannot act", () => {
    const ctx = buildCardContext(
      actionCard({ actionDie: 2, momentum: 9, challengeDice: [3, 8] }),
      withMomentum(viewer, 9),
    );
    expect(ctx.actions).toEqual([]);
    expect(ctx.burnOffer).toBe("Burn momentum (+9): Weak hit → Strong hit");
    expect(ctx.diceGroups.flatMap((g) => g.dice).every((d) => d.reroll === null)).toBe(true);
  });

  it("after a burn shows the burned outcome and offers no burn or reroll", () => {
    const ctx = buildCardContext(
      actionCard({
        actionDie: 2,
        momentum: 9,
        challengeDice: [3, 8],
        burnedMomentum: 9,
        applied: ["burnMomentum"],
      }),
      withMomentum(actor, 2),
    );
    expect(ctx.outcome.id).toBe("strongHit");
    expect(ctx.lines.map((l) => l.text)).toContain("Momentum burned (+9).");
    expect(actionsOf(ctx)).toEqual([]);
    expect(ctx.burnOffer).toBeNull();
    expect(ctx.diceGroups.flatMap((g) => g.dice).every((d) => d.reroll === null)).toBe(true);
  });

  it("shows a cancelled action die in words and class", () => {
    const ctx = buildCardContext(actionCard({ momentum: -4, actionDie: 4 }), actor);
    const die = ctx.diceGroups[0].dice[0];
    expect(die.cssClass).toContain("vf-die--cancelled");
    expect(die.tags).toEqual(["cancelled"]);
    expect(die.srText).toBe("Action die 4, cancelled by momentum");
    expect(ctx.lines.map((l) => l.text)).toContain("Action score 3 (die 0 + Edge 2 + adds 1)");
    expect(ctx.lines.map((l) => l.text)).toContain("The action die is cancelled: momentum -4 matches it.");
  });

  it("shows a capped score and a match with its meaning and the move's match text", () => {
    const ctx = buildCardContext(
      actionCard({
        stat: { id: "iron", label: "Iron", value: 4 },
        adds: 5,
        actionDie: 6,
        challengeDice: [9, 9],
      }),
      actor,
      FACE_DANGER,
    );
    expect(ctx.lines.map((l) => l.text)).toContain("Capped at 10 (the total was 15).");
    expect(ctx.outcome.id).toBe("strongHit");
    expect(ctx.match?.label).toBe("Match");
    expect(ctx.match?.cssClass).toContain("opportunity");
    expect(ctx.move).toEqual({
      name: "Face Danger",
      heading: "Face Danger",
      html: "<p>A strong hit with a match.</p>",
    });
  });

  it("a match on a miss is a complication; the move's plain text is used when it has no match text", () => {
    const ctx = buildCardContext(actionCard({ challengeDice: [9, 9] }), actor, FACE_DANGER);
    expect(ctx.outcome.id).toBe("miss");
    expect(ctx.match?.cssClass).toContain("complication");
    expect(ctx.move?.html).toBe("<p>You fail, or your progress is undermined.</p>");
  });

  it("offers no reroll on a card that carries no allowance", () => {
    const ctx = buildCardContext(actionCard(), actor);
    expect(ctx.diceGroups.flatMap((g) => g.dice).every((d) => d.reroll === null)).toBe(true);
  });

  it("offers a reroll on each die the allowance covers, naming the die and the source", () => {
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    const ctx = buildCardContext(actionCard({ reroll }), actor);
    const dice = ctx.diceGroups.flatMap((g) => g.dice);
    expect(dice.map((d) => d.reroll?.dieIndex ?? null)).toEqual([null, 1, 2]);
    expect(dice[1].reroll?.ariaLabel).toBe("Reroll Challenge die 1: 3, beaten (Ironclad)");
    expect(dice[1].reroll?.action).toBe("reroll");
    const both = buildCardContext(
      actionCard({ reroll: { dice: ["action", "challenge"], source: "Sword" } }),
      actor,
    );
    expect(both.diceGroups.flatMap((g) => g.dice).map((d) => d.reroll?.dieIndex)).toEqual([0, 1, 2]);
    const actionOnly = buildCardContext(actionCard({ reroll: { dice: ["action"], source: "Sword" } }), actor);
    expect(actionOnly.diceGroups.flatMap((g) => g.dice).map((d) => d.reroll?.dieIndex ?? null)).toEqual([
      0,
      null,
      null,
    ]);
  });

  it("offers no reroll once used, after a burn, or to a viewer who cannot act", () => {
    const reroll = { dice: ["action" as const, "challenge" as const], source: "Ironclad" };
    const none = (ctx: ReturnType<typeof buildCardContext>) =>
      ctx.diceGroups.flatMap((g) => g.dice).every((d) => d.reroll === null);
    expect(none(buildCardContext(actionCard({ reroll, applied: ["reroll"] }), actor))).toBe(true);
    expect(
      none(
        buildCardContext(
          actionCard({
            reroll,
            actionDie: 2,
            momentum: 9,
            challengeDice: [3, 8],
            burnedMomentum: 9,
            applied: ["burnMomentum"],
          }),
          actor,
        ),
      ),
    ).toBe(true);
    expect(none(buildCardContext(actionCard({ reroll }), viewer))).toBe(true);
  });

  it("offers the momentum the move's text grants for the outcome, once", () => {
    const strong = buildCardContext(actionCard({ moveOutcomes: FACE_DANGER.outcomes }), actor);
    expect(strong.outcome.id).toBe("strongHit");
    expect(strong.actions.map((a) => [a.action, a.label, a.amount, a.ariaLabel])).toEqual([
      ["takeMomentum", "+1 momentum", 1, "Take +1 momentum"],
    ]);
    const miss = buildCardContext(
      actionCard({ moveOutcomes: FACE_DANGER.outcomes, challengeDice: [9, 10] }),
      actor,
    );
    expect(miss.outcome.id).toBe("miss");
    expect(actionsOf(miss)).toEqual([]);
    const taken = buildCardContext(
      actionCard({ moveOutcomes: FACE_DANGER.outcomes, applied: ["takeMomentum"] }),
      actor,
    );
    expect(actionsOf(taken)).toEqual([]);
    expect(actionsOf(buildCardContext(actionCard({ moveOutcomes: FACE_DANGER.outcomes }), viewer))).toEqual(
      [],
    );
  });

  it("reads the momentum from the burned outcome after a burn", () => {
    // Weak hit (no momentum in the text) burned into a strong hit (+1 momentum).
    const state = actionCard({
      actionDie: 2,
      momentum: 9,
      challengeDice: [3, 8],
      moveOutcomes: FACE_DANGER.outcomes,
    });
    expect(actionsOf(buildCardContext(state, withMomentum(actor, 9)))).toEqual(["burnMomentum"]);
    const burned = buildCardContext(
      { ...state, burnedMomentum: 9, applied: ["burnMomentum"] },
      withMomentum(actor, 2),
    );
    expect(burned.actions.map((a) => [a.action, a.amount])).toEqual([["takeMomentum", 1]]);
  });

  it("shows the outcome text the card keeps when no move is passed", () => {
    const ctx = buildCardContext(actionCard({ moveOutcomes: FACE_DANGER.outcomes }), actor);
    expect(ctx.move).toEqual({
      name: "Face Danger",
      heading: "Face Danger",
      html: "<p>You succeed. Take <strong>+1 momentum</strong>.</p>",
    });
    const enriched = {
      ...FACE_DANGER,
      outcomes: { ...FACE_DANGER.outcomes, strongHit: { text: "<p>enriched</p>", match: "" } },
    };
    expect(
      buildCardContext(actionCard({ moveOutcomes: FACE_DANGER.outcomes }), actor, enriched).move?.html,
    ).toBe("<p>enriched</p>");
  });

  it("throws a RulesError for dice the rules refuse", () => {
    expect(() => buildCardContext(actionCard({ actionDie: 7 }), actor)).toThrow(RulesError);
  });
});

describe("progress cards", () => {
  it("shows the track, score and challenge dice, and never a burn", () => {
    const ctx = buildCardContext(progressCard(), actor, FACE_DANGER);
    expect(ctx.subtitle).toBe("Find my sister");
    expect(ctx.outcome.id).toBe("weakHit");
    expect(ctx.lines.map((l) => l.text)).toEqual(["Progress score 7"]);
    expect(ctx.actions).toEqual([]);
    expect(ctx.move?.html).toBe("<p>You succeed, but at a cost.</p>");
  });
});

describe("Take Decisive Action cards", () => {
  const decisive = (over: Parameters<typeof progressCard>[0] = {}) =>
    progressCard({ ruleset: "starforged", score: 8, challengeDice: [3, 7], badSpot: false, ...over });

  it("ask whether the character is in a bad spot while it is not recorded", () => {
    const ctx = buildCardContext(decisive(), actor);
    expect(ctx.outcome.id).toBe("strongHit");
    expect(ctx.lines.map((l) => l.text)).toContain(
      "Read as acting in control. If the character acts from a bad spot, say so: the result drops one step.",
    );
    expect(ctx.actions.map((a) => a.action)).toEqual(["badSpot"]);
  });

  it("show the raw and the dropped result once a bad spot is recorded, with no button", () => {
    const ctx = buildCardContext(decisive({ badSpot: true, applied: ["badSpot"] }), actor);
    expect(ctx.outcome.id).toBe("weakHit");
    expect(ctx.lines.map((l) => l.text)).toContain("From a bad spot: the dice gave Strong hit, the result drops to Weak hit.");
    expect(ctx.actions).toEqual([]);
  });

  it("do not ask on other progress rolls", () => {
    expect(buildCardContext(progressCard({ badSpot: null }), actor).actions).toEqual([]);
  });
});

describe("pool cards", () => {
  it("marks the kept die and words the position's consequence", () => {
    const ctx = buildCardContext(poolCard(), actor);
    expect(ctx.outcome.id).toBe("partialSuccess");
    const pool = ctx.diceGroups[0].dice;
    expect(pool.map((d) => d.tags)).toEqual([[], ["kept"], []]);
    expect(pool[1].srText).toBe("8, kept");
    expect(ctx.lines.map((l) => l.text)).toContain("Risky position, Standard effect");
    expect(ctx.consequence).toEqual({
      heading: "Risky position",
      sentences: ["You get what you were after.", "Expect it to cost you something real."],
    });
    expect(ctx.actions).toEqual([]);
  });

  it("never offers a push after the roll, whatever the position, effect and outcome (FT-07)", () => {
    // A Forged Ties character with heart marked and free harm slots: every mark button a card can show.
    const ft: CardEnv = {
      ...actor,
      actor: { type: "forgedTiesCharacter", system: forgedTiesSystem({ heart: { marked: 2, length: 3 } }) },
    };
    const targets = { actor: ft.actor as CardTargets["actor"], track: null };
    const rolls: Array<{ pool: number[]; challengeDice: [number, number] }> = [
      { pool: [10], challengeDice: [2, 3] },
      { pool: [6], challengeDice: [5, 8] },
      { pool: [1], challengeDice: [5, 6] },
    ];
    const outcomes = new Set<string>();
    for (const position of POSITIONS)
      for (const effect of EFFECTS)
        for (const roll of rolls) {
          const card = poolCard({ ...roll, position, effect });
          const ctx = buildCardContext(card, ft);
          outcomes.add(ctx.outcome.id);
          expect(actionsOf(ctx)).not.toContain("push");
          expect(offeredActions(card, targets)).not.toContain("push");
        }
    expect([...outcomes].sort()).toEqual(["fullSuccess", "miss", "partialSuccess"]);
  });

  it("a desperate miss asks for harm and breaking; a match on a miss is a new complication", () => {
    const ctx = buildCardContext(
      poolCard({ pool: [2, 3], challengeDice: [6, 6], position: "desperate" }),
      actor,
    );
    expect(ctx.outcome.id).toBe("miss");
    expect(ctx.match?.meaning).toBe("a new complication arises.");
    expect(ctx.consequence?.sentences).toContain("Mark harm and breaking.");
    expect(actionsOf(ctx)).toEqual(["markHarm", "markBreaking"]);
    const done = buildCardContext(
      poolCard({ pool: [2, 3], challengeDice: [6, 6], position: "desperate", applied: ["markHarm"] }),
      actor,
    );
    expect(actionsOf(done)).toEqual(["markBreaking"]);
  });

  it("harm or breaking: once either is marked, neither is offered again", () => {
    const ctx = buildCardContext(
      poolCard({ pool: [2], challengeDice: [5, 6], applied: ["markBreaking"] }),
      actor,
    );
    expect(ctx.consequence?.sentences).toContain("Mark harm or breaking.");
    expect(actionsOf(ctx)).toEqual([]);
  });

  it("a controlled miss says only a push can get it done", () => {
    const ctx = buildCardContext(
      poolCard({ pool: [1], challengeDice: [5, 6], position: "controlled" }),
      actor,
    );
    expect(ctx.consequence?.sentences).toEqual([
      "You do not get what you were after.",
      "From here, only a push can see it done.",
    ]);
  });

  it("a card that recorded a push still shows it: the pushed die is marked", () => {
    const ctx = buildCardContext(
      poolCard({ pool: [3, 8, 2, 10], pushed: "addDie", applied: ["push"] }),
      actor,
    );
    expect(ctx.outcome.id).toBe("fullSuccess");
    expect(ctx.diceGroups[0].dice[3].tags).toEqual(["kept", "pushed"]);
    expect(ctx.lines.map((l) => l.text)).toContain("Pushed: one more die joined the pool.");
    expect(actionsOf(ctx)).toEqual([]);
  });

  it("maps the move's outcomes onto full / partial / miss", () => {
    const ctx = buildCardContext(poolCard(), actor, FACE_DANGER);
    expect(ctx.move?.html).toBe("<p>You succeed, but at a cost.</p>");
  });
});

describe("threat cards", () => {
  it("marks the kept die and the cutting threat dice, and says what the cuts did", () => {
    const ctx = buildCardContext(threatCard(), actor);
    expect(ctx.outcome.id).toBe("messy");
    expect(ctx.diceGroups[0].dice.map((d) => d.tags)).toEqual([[], ["kept"], []]);
    const threat = ctx.diceGroups[1];
    expect(threat.label).toBe("Threat dice");
    expect(threat.dice[0].cssClass).toContain("vf-die--cuts");
    expect(threat.dice[0].srText).toBe("7, cuts");
    expect(threat.dice[1].srText).toBe("3");
    expect(ctx.lines.map((l) => l.text)).toContain("Cuts from threat dice: 1 (Good → Messy).");
    expect(ctx.actions).toEqual([]);
  });

  it("offers a momentum burn that helps, then shows it burned", () => {
    const offer = buildCardContext(
      threatCard({ actionDice: [2, 3], threatDice: [3], momentum: 5 }),
      withMomentum(actor, 5, "augurCharacter"),
    );
    expect(offer.outcome.id).toBe("botched");
    expect(offer.actions.map((a) => a.label)).toEqual([
      "Burn momentum (5): Botched → Messy",
      "Take harm",
      "Lose 1 momentum instead",
    ]);
    const burned = buildCardContext(
      threatCard({
        actionDice: [2, 3],
        threatDice: [3],
        momentum: 5,
        burnedMomentum: 5,
        applied: ["burnMomentum"],
      }),
      actor,
    );
    expect(burned.outcome.id).toBe("messy");
    expect(burned.diceGroups[0].dice[1].tags).toEqual(["kept", "momentum"]);
    expect(burned.actions).toEqual([]);
  });

  it("says how many assisting characters shared the risk (AU-20), and nothing when none did", () => {
    const shared = buildCardContext(threatCard({ sharedRisk: 2 }), actor);
    expect(shared.lines.filter((l) => l.cssClass.includes("sharedRisk")).map((l) => l.text)).toEqual([
      "Assisting characters who shared the risk: 2. The GM may turn an impact on them too, make it stronger or add one, or take suspense instead.",
    ]);
    expect(buildCardContext(threatCard(), actor).lines.map((l) => l.cssClass).join(" ")).not.toContain("sharedRisk");
  });

  it("says why there was no roll: automatic success or impossible", () => {
    const auto = buildCardContext(threatCard({ noRoll: "automatic", actionDice: [], threatDice: [] }), actor);
    expect(auto.outcome).toEqual({
      id: "automatic",
      label: "Automatic success",
      cssClass: "vf-outcome vf-outcome--automatic",
    });
    expect(auto.diceGroups).toEqual([]);
    const impossible = buildCardContext(
      threatCard({ noRoll: "impossible", actionDice: [], threatDice: [] }),
      actor,
    );
    expect(impossible.outcome.label).toBe("Impossible");
    expect(impossible.lines[0].text).toMatch(/cannot be done/);
  });

  it("zero dice keep the lower; a perfect is not cut; gained momentum can be taken once", () => {
    const low = buildCardContext(threatCard({ actionDice: [6, 2], keep: "lowest", threatDice: [] }), actor);
    expect(low.outcome.id).toBe("botched");
    expect(low.diceGroups).toHaveLength(1);
    expect(low.lines.map((l) => l.text)).toContain(
      "No action dice: two were rolled and the lower one counts.",
    );
    const perfect = buildCardContext(
      threatCard({ actionDice: [6, 6], threatDice: [8, 8], momentumGained: 2 }),
      actor,
    );
    expect(perfect.outcome.id).toBe("perfect");
    expect(perfect.lines.map((l) => l.text)).toContain(
      "Cuts from threat dice: 2, none of which touches a perfect.",
    );
    expect(perfect.actions.map((a) => [a.action, a.label])).toEqual([["takeMomentum", "Take +2 momentum"]]);
    const taken = buildCardContext(
      threatCard({ actionDice: [6, 6], threatDice: [8, 8], momentumGained: 2, applied: ["takeMomentum"] }),
      actor,
    );
    expect(taken.actions).toEqual([]);
  });
});

describe("strike cards", () => {
  it("words an unskilled 6 kept with advantage, which does not learn, as a success with a bonus", () => {
    const ctx = buildCardContext(strikeCard({ skilled: false, advantage: true, dice: [6, 2], skillId: "stealth" }), actor);
    expect(ctx.outcome.label).toBe("Success with a bonus");
    expect(ctx.outcome.id).toBe("successBonus");
    expect(ctx.lines.some((l) => l.cssClass.includes("learn"))).toBe(false);
  });

  it("a natural 6 lowered by a major condition to a success learns without speaking of a bonus", () => {
    const ctx = buildCardContext(strikeCard({ skilled: false, dice: [6], majorConditions: 1, skillId: "stealth" }), actor);
    const learn = ctx.lines.find((l) => l.cssClass.includes("learn"));
    expect(learn?.text).toBe("The natural roll lets you learn this skill.");
    expect(learn?.text).not.toContain("bonus");
  });

  it("reads the skilled table", () => {
    const ctx = buildCardContext(strikeCard(), actor);
    expect(ctx.outcome.id).toBe("success");
    expect(ctx.lines.map((l) => l.text)).toContain("Skilled table");
    expect(ctx.actions).toEqual([]);
  });

  it("marks the kept die with advantage and lists the helpers' dice", () => {
    const ctx = buildCardContext(strikeCard({ advantage: true, dice: [2, 3], helperDice: [6, 4] }), actor);
    expect(ctx.diceGroups[0].dice.map((d) => d.tags)).toEqual([[], ["kept"]]);
    expect(ctx.diceGroups[1].dice.map((d) => d.value)).toEqual([4, 6]);
    expect(ctx.lines.map((l) => l.text)).toContain("Kept 3, helpers +2, major conditions 0: read at 5");
    expect(ctx.outcome.id).toBe("success");
  });

  it("an unskilled 6 may learn the skill, once, when the card names the skill", () => {
    expect(actionsOf(buildCardContext(strikeCard({ skilled: false, dice: [6] }), actor))).toEqual([]);
    const ctx = buildCardContext(strikeCard({ skilled: false, dice: [6], skillId: "climb" }), actor);
    expect(ctx.outcome.id).toBe("successLearn");
    expect(ctx.lines.map((l) => l.text)).toContain(
      "The natural roll lets you learn this skill (instead of taking the bonus).",
    );
    expect(actionsOf(ctx)).toEqual(["learnSkill"]);
    expect(
      actionsOf(
        buildCardContext(
          strikeCard({ skilled: false, dice: [6], skillId: "climb", applied: ["learnSkill"] }),
          actor,
        ),
      ),
    ).toEqual([]);
  });
});

describe("oracle cards", () => {
  it("answers with the odds and threshold", () => {
    const ctx = buildCardContext(oracleCard(), actor);
    expect(ctx.outcome).toEqual({ id: "yes", label: "Yes", cssClass: "vf-outcome vf-outcome--yes" });
    expect(ctx.subtitle).toBe("Is the bridge guarded?");
    expect(ctx.lines.map((l) => l.text)).toEqual(["Likely: yes on 26 or more"]);
    expect(ctx.match).toBeNull();
  });

  it("a doubled digit is an extreme result", () => {
    const ctx = buildCardContext(oracleCard({ roll: 22 }), actor);
    expect(ctx.outcome.id).toBe("no");
    expect(ctx.match?.label).toBe("Extreme result");
  });
});

it("every button carries an action id of CARD_ACTIONS", () => {
  const cards = [
    buildCardContext(
      actionCard({
        actionDie: 2,
        momentum: 9,
        challengeDice: [3, 8],
        reroll: { dice: ["action", "challenge"], source: "S" },
      }),
      actor,
    ),
    // A Forged Ties character with heart marked: "Clear heart instead" beside "Mark breaking".
    buildCardContext(poolCard({ pool: [2, 3], challengeDice: [6, 6], position: "desperate" }), {
      ...actor,
      actor: { type: "forgedTiesCharacter", system: forgedTiesSystem({ heart: { marked: 1, length: 3 } }) },
    }),
    buildCardContext(strikeCard({ skilled: false, dice: [6] }), actor),
  ];
  const ids = cards.flatMap((c) => [
    ...c.actions,
    ...c.diceGroups.flatMap((g) => g.dice.flatMap((d) => (d.reroll ? [d.reroll] : []))),
  ]);
  expect(ids.length).toBeGreaterThan(5);
  for (const b of ids) expect(CARD_ACTIONS).toContain(b.action);
});
