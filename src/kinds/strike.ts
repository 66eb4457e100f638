/** The strike kind: a Strike! skill roll (one or two d6, helpers' d6s). */
import {
  diceToRoll,
  linkedRollEffect,
  resolveStrikeRoll,
  STRIKE_MAX_HELPERS,
  STRIKE_MAX_MAJOR_CONDITIONS,
  strikeLearnOdds,
  strikeRollOdds,
  strikeTableRowIds,
  type StrikeRollResult,
} from "../rules/strike";
import { assertId, assertInt } from "../rules/validate";
import { strikeOf, type ActorLike } from "../data/documents";
import { RulesError } from "../rules/errors";
import { defineKind, lowestFaces, type KindAction } from "./contract";
import {
  oddsNote,
  oddsTable,
  base,
  die,
  group,
  line,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  offerAction,
  type OddsView,
  type CardContext,
  type CardEnv,
} from "./view";
import { type Localize } from "../locale";
import {
  added,
  bool,
  dice,
  int,
  nullableId,
  omittable,
  pick,
  type CardWith,
  type RequestWith,
} from "./shape";

export const STRIKE_SHAPE = {
  skilled: bool(true),
  advantage: bool(),
  disadvantage: bool(),
  majorConditions: int(0, STRIKE_MAX_MAJOR_CONDITIONS, 0),
  /** The d6 rolled for the skill (one, or two with advantage or disadvantage alone). */
  dice: dice(6, 1, 2),
  /** Each helper's d6. */
  helperDice: dice(6, 0, STRIKE_MAX_HELPERS),
  /** The skill rolled, by its id on the character sheet, or null (learning needs it). */
  skillId: added(nullableId(), null),
  /** A linked roll: its result hands advantage (or disadvantage) to a later roll. */
  linked: added(bool(), false),
} as const;

export const STRIKE_REQUEST = {
  ...pick(STRIKE_SHAPE, ["skilled", "advantage", "disadvantage", "majorConditions"]),
  /** How many helpers roll a d6 each. */
  helpers: int(0, STRIKE_MAX_HELPERS, 0),
  /** The skill's id on the sheet (default null). */
  skillId: omittable(STRIKE_SHAPE.skillId),
  /** A linked roll (default false). */
  linked: omittable(STRIKE_SHAPE.linked),
  /**
   * Advantage comes from a related skill: one action point of the card's actor is spent when the
   * roll is made (the roll is refused without one).
   */
  relatedSkillPoint: omittable(bool()),
} as const;

export type StrikeCardState = CardWith<"strike", typeof STRIKE_SHAPE>;
export type StrikeRequest = RequestWith<"strike", typeof STRIKE_REQUEST>;
/** The dice of a Strike! skill roll, as cast. */
export type StrikeDice = Pick<StrikeCardState, "dice" | "helperDice">;

/** A Strike! skill roll's result on its table: the strike card's, and each side's of an opposed roll. */
export function resolveSkillRoll(
  roll: Pick<StrikeCardState, "dice" | "helperDice" | "skilled" | "advantage" | "disadvantage" | "majorConditions">,
): StrikeRollResult {
  return resolveStrikeRoll({
    dice: roll.dice,
    skilled: roll.skilled,
    advantage: roll.advantage,
    disadvantage: roll.disadvantage,
    majorConditions: roll.majorConditions,
    helperDice: roll.helperDice,
  });
}

/** How many skill dice and helper dice a Strike! request rolls. */
export function strikeCounts(request: StrikeRequest): { dice: number; helpers: number } {
  assertInt(request.helpers, 0, STRIKE_MAX_HELPERS, "helpers");
  return {
    dice: diceToRoll({ advantage: request.advantage, disadvantage: request.disadvantage }).count,
    helpers: request.helpers,
  };
}

/** The context of a Strike! roll's card (see buildCardContext in cards/log-cards.ts). */
export function strikeView(state: StrikeCardState, result: StrikeRollResult, env: CardEnv): CardContext {
  const t = env.localize;
  // The learn row without learning (a 6 kept with advantage, say) reads as a success with a bonus.
  const row = result.row === "successLearn" && !result.learns ? "successBonus" : result.row;
  const ctx = base(state, env, outcomeOf(row, t(`${OUTCOME_KEY}.${row}`)));
  const several = result.dice.length > 1;
  const kept = t("VOWFORGE.Card.Die.kept");
  const dice = result.dice.map((value, i) => {
    const isKept = several && i === result.keptIndex;
    const srText = t(isKept ? "VOWFORGE.Card.Die.PoolKeptSr" : "VOWFORGE.Card.Die.PoolSr", { value });
    return die(6, value, isKept ? ["kept"] : [], isKept ? [kept] : [], srText);
  });
  ctx.diceGroups.push(group("skill", t("VOWFORGE.Card.Dice.Skill"), dice));
  if (result.helperDice.length > 0) {
    const helpers = result.helperDice.map((value) =>
      die(6, value, ["helper"], [], t("VOWFORGE.Card.Die.HelperSr", { value })),
    );
    ctx.diceGroups.push(group("helpers", t("VOWFORGE.Card.Dice.Helpers"), helpers));
  }
  ctx.lines.push(
    line(t(result.skilled ? "VOWFORGE.Card.Strike.Skilled" : "VOWFORGE.Card.Strike.Unskilled"), "table"),
  );
  if (result.advantage) ctx.lines.push(line(t("VOWFORGE.Card.Strike.Advantage"), "advantage"));
  if (result.disadvantage) ctx.lines.push(line(t("VOWFORGE.Card.Strike.Disadvantage"), "disadvantage"));
  if (state.advantage && state.disadvantage)
    ctx.lines.push(line(t("VOWFORGE.Card.Strike.Cancelled"), "advantage"));
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.Strike.Total", {
        kept: result.kept,
        helpers: signed(result.modifiers.helpers),
        conditions: signed(result.modifiers.conditions),
        value: result.value,
      }),
      "score",
    ),
  );
  if (state.linked) {
    const effect = linkedRollEffect(result);
    ctx.lines.push(line(t(`VOWFORGE.Card.Strike.Linked.${effect ?? "none"}`), "linked"));
  }
  if (result.learns) {
    // Only the learn row offers the bonus as the other choice.
    const key = row === "successLearn" ? "VOWFORGE.Card.Strike.Learn" : "VOWFORGE.Card.Strike.LearnOnly";
    ctx.lines.push(line(t(key), "learn"));
    if (state.skillId !== null) offerAction(ctx, state, env, "learnSkill", t);
  }
  return ctx;
}

/** Whether a Strike! character may learn the skill `skillId` (on the sheet, not yet skilled). */
export function canLearn(actor: ActorLike | null, skillId: string | null): boolean {
  const character = strikeOf(actor);
  if (!character || skillId === null) return false;
  // Only a skill the sheet lists, unskilled: its name is the sheet's (a card's text names nothing).
  return character.skills.some((s) => s.id === skillId && !s.skilled);
}

/** Learning the card's skill (a Strike! skill or opposed roll that learns). */
export function learnSkill<C extends { skillId: string | null }>(): KindAction<C> {
  return {
    apply(card, { targets }) {
      if (card.skillId === null) throw new RulesError("NotOffered", "no skill to learn on this card");
      const character = strikeOf(targets.actor);
      if (!character) throw new RulesError("NoActor", "this action needs the card's Strike! character");
      // The name comes from the character's sheet, never from the card's text (its author may rewrite it).
      const skill = character.skills.find((s) => s.id === card.skillId);
      if (!skill) throw new RulesError("NotOffered", "the card's skill is not on the character's sheet");
      return { card, operations: [{ op: "learnSkill", skillId: skill.id, name: skill.name }] };
    },
  };
}

/** The dialog's odds of a skill roll: its table's rows, and the chance to learn the skill when unskilled. */
function strikeOdds(request: StrikeRequest, t: Localize): OddsView {
  const odds = strikeRollOdds(request);
  const entries = strikeTableRowIds(request.skilled).map((id) => [id, odds[id] ?? 0] as const);
  const notes: string[] = [];
  if (request.advantage && request.disadvantage) notes.push(t("VOWFORGE.Card.Strike.Cancelled"));
  if (!request.skilled) notes.push(oddsNote(t, "VOWFORGE.Dialog.Odds.Learn", strikeLearnOdds(request)));
  return { tables: [oddsTable(t, entries)], notes };
}

export const strike = defineKind({
  id: "strike",
  shape: STRIKE_SHAPE,
  request: STRIKE_REQUEST,
  resolve: resolveSkillRoll,
  fromDice: (request: StrikeRequest, dice: StrikeDice): StrikeCardState => {
    const { helpers: _helpers, relatedSkillPoint: _point, ...rest } = request;
    return {
      ...rest,
      skillId: request.skillId ?? null,
      linked: request.linked ?? false,
      dice: [...dice.dice],
      helperDice: [...dice.helperDice],
      applied: [],
    };
  },
  dice: (request) => {
    const counts = strikeCounts(request);
    return [{ count: counts.dice, die: "d6" }, ...(counts.helpers > 0 ? [{ count: counts.helpers, die: "d6" } as const] : [])];
  },
  read: (_request, [dice, helpers]): StrikeDice => ({ dice: [...dice], helperDice: [...(helpers ?? [])] }),
  check: (request: StrikeRequest): StrikeDice => {
    if (request.skillId !== undefined && request.skillId !== null) assertId(request.skillId, "skill");
    const counts = strikeCounts(request);
    return { dice: lowestFaces(counts.dice), helperDice: lowestFaces(counts.helpers) };
  },
  beforeRoll: (request) =>
    request.relatedSkillPoint === true ? [{ op: "spendActionPoint", reason: "relatedSkillAdvantage" }] : [],
  offers: (card, result, targets) =>
    result.learns && canLearn(targets.actor, card.skillId) ? ["learnSkill"] : [],
  actions: { learnSkill: learnSkill<StrikeCardState>() },
  odds: strikeOdds,
  view: strikeView,
});
