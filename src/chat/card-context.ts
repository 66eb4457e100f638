/**
 * Builds what the roll card template shows from a card's stored state: plain data in, plain data out,
 * so the Foundry chat log, the playground and the tests render the same card. Results come from
 * resolveCard (the rules engine); this module only words them.
 *
 * Every string is localised here through `env.localize`; text a user typed (titles, track names,
 * questions) is passed on as plain strings for the template to escape. The one piece of trusted HTML
 * is the move's outcome text: cleaned and enriched by Foundry beforehand, or the card's stored texts
 * passed through `env.cleanHTML` (without a cleaner they are not shown).
 */
import { type DecisiveActionResult } from "../rules/bad-spot";
import { type ActionRollResult, type ChallengeOutcome } from "../rules/challenge";
import { type AskTheOracleResult } from "../rules/oracle";
import { EFFECTS, type PoolConsequence, type PoolRollResult } from "../rules/pool";
import { linkedRollEffect, type StrikeRollResult } from "../rules/strike";
import { type ThreatRollResult } from "../rules/threat";
import { augurOf, forgedTiesOf } from "./actions/actor-state";
import {
  base,
  button,
  challengeGroup,
  die,
  group,
  keptPool,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  type CardContext,
  type CardEnv,
  type CardMove,
  type Localize,
} from "./card-parts";
import {
  type ActionCardState,
  type CardState,
  type OracleCardState,
  type PoolCardState,
  type ProgressCardState,
  type StrikeCardState,
  type ThreatCardState,
} from "./card-state";
import { forgeCard } from "./cards/forge-card";
import { opposedCard } from "./cards/opposed-card";
import { purchaseCard } from "./cards/purchase-card";
import { actionMomentumGain } from "./move-momentum";
import { burnMomentumOf } from "./actions/offered";
import { resolveCard } from "./resolve-card";
import { rerollAllowedFor, rerollOpen } from "./reroll";

export type {
  CardButton,
  CardContext,
  CardDiceGroup,
  CardDie,
  CardEnv,
  CardLine,
  CardList,
  CardMove,
} from "./card-parts";

/** Match line of a roll against the challenge dice: an opportunity on a hit, a complication on a miss. */
function challengeMatch(t: Localize, outcome: ChallengeOutcome): CardContext["match"] {
  const meaning = outcome === "miss" ? "complication" : "opportunity";
  return {
    label: t("VOWFORGE.Card.Match.Label"),
    meaning: t(`VOWFORGE.Card.Match.${meaning}`),
    cssClass: `vf-card__match vf-card__match--${meaning}`,
  };
}

function moveText(
  t: Localize,
  move: CardMove | undefined,
  outcome: ChallengeOutcome,
  match: boolean,
): CardContext["move"] {
  if (!move) return null;
  const texts = move.outcomes[outcome];
  const html = match && texts.match ? texts.match : texts.text;
  if (!html) return null;
  return { name: move.name, heading: t("VOWFORGE.Card.MoveOutcome", { move: move.name }), html };
}

/**
 * Adds a reroll button to each die of an action card the card's allowance covers, while it is unused
 * and no momentum was burned: index 0 is the action die, 1 and 2 the challenge dice.
 */
function addRerolls(ctx: CardContext, state: ActionCardState, env: CardEnv): void {
  if (!env.canAct || !rerollOpen(state) || !state.reroll) return;
  const source = state.reroll.source;
  const dice = ctx.diceGroups.flatMap((g) => g.dice);
  dice.forEach((d, index) => {
    if (!rerollAllowedFor(state, index)) return;
    d.reroll = button("reroll", env.localize("VOWFORGE.Card.Action.reroll"), {
      dieIndex: index,
      ariaLabel: env.localize("VOWFORGE.Card.Action.rerollDie", { die: d.srText, source }),
    });
  });
}

/**
 * The move text the card shows: the one given (cleaned and enriched by Foundry), else the texts the
 * card keeps, through the env's cleaner; never stored HTML that went through no cleaner.
 */
function cardMove(state: CardState, move: CardMove | undefined, env: CardEnv): CardMove | undefined {
  if (move || state.kind !== "action" || !state.moveOutcomes) return move;
  const clean = env.cleanHTML;
  if (!clean) return undefined;
  const stored = state.moveOutcomes;
  const outcomes = {} as CardMove["outcomes"];
  for (const id of ["strongHit", "weakHit", "miss"] as const)
    outcomes[id] = { text: clean(stored[id].text), match: clean(stored[id].match) };
  return { name: state.title, outcomes };
}

function actionCard(
  state: ActionCardState,
  result: ActionRollResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  const cancelled = result.actionDieCancelled;
  const actionDie = die(
    6,
    result.actionDie,
    cancelled ? ["cancelled"] : [],
    cancelled ? [t("VOWFORGE.Card.Die.cancelled")] : [],
    t(cancelled ? "VOWFORGE.Card.Die.ActionCancelledSr" : "VOWFORGE.Card.Die.ActionSr", {
      value: result.actionDie,
    }),
  );
  ctx.diceGroups.push(
    group("action", t("VOWFORGE.Card.Dice.Action"), [actionDie]),
    challengeGroup(t, result.challengeDice, result.beaten),
  );
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.Score.Action", {
        score: result.score,
        die: cancelled ? 0 : result.actionDie,
        stat: state.stat.label,
        value: result.stat,
        adds: result.adds,
      }),
      "score",
    ),
  );
  if (cancelled)
    ctx.lines.push(line(t("VOWFORGE.Card.Score.Cancelled", { momentum: result.momentum }), "cancelled"));
  if (result.capped)
    ctx.lines.push(
      line(t("VOWFORGE.Card.Score.Capped", { raw: result.rawScore, score: result.score }), "capped"),
    );
  ctx.lines.push(line(t("VOWFORGE.Card.Momentum", { momentum: signed(result.momentum) }), "momentum"));
  if (state.burnedMomentum !== null && result.burn) {
    ctx.lines.push(line(t("VOWFORGE.Card.Burn.Done", { momentum: signed(result.burn.momentum) }), "burned"));
  }
  if (result.match) ctx.match = challengeMatch(t, result.outcome);
  ctx.move = moveText(t, cardMove(state, move, env), result.outcome, result.match);

  const gain = actionMomentumGain(state);
  if (gain !== null && offered(state, env, "takeMomentum")) {
    ctx.actions.push(
      button("takeMomentum", t("VOWFORGE.Card.Action.momentumGain", { amount: gain }), {
        amount: gain,
        ariaLabel: t("VOWFORGE.Card.Action.momentumGainAria", { amount: gain }),
      }),
    );
  }
  if (state.burnedMomentum === null && result.burn) {
    const offer = t("VOWFORGE.Card.Burn.Offer", {
      momentum: signed(result.burn.momentum),
      from: t(`${OUTCOME_KEY}.${result.outcome}`),
      to: t(`${OUTCOME_KEY}.${result.burn.outcome}`),
    });
    if (offered(state, env, "burnMomentum")) ctx.actions.push(button("burnMomentum", offer));
    else if (!state.applied.includes("burnMomentum")) ctx.burnOffer = offer;
  }
  addRerolls(ctx, state, env);
  return ctx;
}

function progressCard(
  state: ProgressCardState,
  result: DecisiveActionResult,
  env: CardEnv,
  move?: CardMove,
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  ctx.subtitle = state.trackName || null;
  ctx.diceGroups.push(challengeGroup(t, result.challengeDice, result.beaten));
  ctx.lines.push(line(t("VOWFORGE.Card.Score.Progress", { score: result.score }), "score"));
  if (state.badSpot === true) {
    const raw = result.droppedFrom ?? result.outcome;
    ctx.lines.push(
      line(
        t("VOWFORGE.Card.BadSpot.Dropped", {
          raw: t(`${OUTCOME_KEY}.${raw}`),
          outcome: t(`${OUTCOME_KEY}.${result.outcome}`),
        }),
        "badSpot",
      ),
    );
  } else if (state.badSpot === false) {
    ctx.lines.push(line(t("VOWFORGE.Card.BadSpot.InControl"), "badSpot"));
    if (offered(state, env, "badSpot")) ctx.actions.push(button("badSpot", t("VOWFORGE.Card.Action.badSpot")));
  }
  if (result.match) ctx.match = challengeMatch(t, result.outcome);
  ctx.move = moveText(t, move, result.outcome, result.match);
  return ctx;
}

const POOL_TO_CHALLENGE = { fullSuccess: "strongHit", partialSuccess: "weakHit", miss: "miss" } as const;

/** The position's consequence in our own words, sentence by sentence, from the rules' data. */
function consequenceSentences(t: Localize, c: PoolConsequence): string[] {
  const sentences = [t(`VOWFORGE.Card.Consequence.Achieved.${c.achieved}`)];
  if (c.severity !== "none") sentences.push(t(`VOWFORGE.Card.Consequence.Severity.${c.severity}`));
  if (c.marks !== "none") sentences.push(t(`VOWFORGE.Card.Consequence.Marks.${c.marks}`));
  if (c.needsPush) sentences.push(t("VOWFORGE.Card.Consequence.NeedsPush"));
  return sentences;
}

function poolCard(state: PoolCardState, result: PoolRollResult, env: CardEnv, move?: CardMove): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  const pushedDie = state.pushed === "addDie" ? result.pool.length - 1 : -1;
  const pool = keptPool(t, result.pool, result.keptIndex, pushedDie);
  ctx.diceGroups.push(
    group("pool", t("VOWFORGE.Card.Dice.Pool"), pool),
    challengeGroup(t, result.challengeDice, result.beaten),
  );
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.PositionEffect", {
        position: t(`VOWFORGE.Card.Position.${result.position}`),
        effect: t(`VOWFORGE.Card.Effect.${result.effect}`),
      }),
      "position",
    ),
  );
  if (state.pushed) ctx.lines.push(line(t(`VOWFORGE.Card.Pushed.${state.pushed}`), "pushed"));
  if (result.matchResult) {
    ctx.match = {
      label: t("VOWFORGE.Card.Match.Label"),
      meaning: t(`VOWFORGE.Card.Match.new.${result.matchResult}`),
      cssClass: `vf-card__match vf-card__match--${result.matchResult}`,
    };
  }
  ctx.consequence = {
    heading: t("VOWFORGE.Card.Consequence.Heading", {
      position: t(`VOWFORGE.Card.Position.${result.position}`),
    }),
    sentences: consequenceSentences(t, result.consequence),
  };
  ctx.move = moveText(t, move, POOL_TO_CHALLENGE[result.outcome], result.match);

  const nothingToGain = result.outcome === "fullSuccess" && result.effect === "great";
  if (state.pushed === null && !nothingToGain && offered(state, env, "push")) {
    ctx.actions.push(button("push", t("VOWFORGE.Card.Action.pushAddDie"), { choice: "addDie" }));
    const raised = EFFECTS[EFFECTS.indexOf(result.effect) + 1];
    if (raised) {
      const effect = t(`VOWFORGE.Card.Effect.${raised}`);
      ctx.actions.push(
        button("push", t("VOWFORGE.Card.Action.pushRaiseEffect", { effect }), { choice: "raiseEffect" }),
      );
    }
  }
  addMarkButtons(ctx, state, result, env);
  return ctx;
}

/**
 * The marks a pool roll's consequence asks for, as buttons: "Mark harm" (asks for the harm's name; says
 * it marks breaking instead when the character has no free harm slot) and "Mark breaking", with "Clear
 * heart instead" beside it while the character has heart marked. When one of the two is to be chosen,
 * taking either closes both.
 */
function addMarkButtons(ctx: CardContext, state: PoolCardState, result: PoolRollResult, env: CardEnv): void {
  const t = env.localize;
  const marks = result.consequence.marks;
  const eitherDone =
    marks === "harmOrBreaking" &&
    (state.applied.includes("markHarm") || state.applied.includes("markBreaking"));
  if (marks === "none" || eitherDone) return;
  const character = forgedTiesOf(env.actor);
  const harmFull = character !== null && !character.harm.includes(null);
  if (offered(state, env, "markHarm")) {
    const label = t(harmFull ? "VOWFORGE.Card.Action.markHarmFull" : "VOWFORGE.Card.Action.markHarm");
    ctx.actions.push(button("markHarm", label, { prompt: harmFull ? "harmFull" : "harm" }));
  }
  if (offered(state, env, "markBreaking")) {
    ctx.actions.push(button("markBreaking", t("VOWFORGE.Card.Action.markBreaking")));
    if (character && character.heart.marked > 0) {
      ctx.actions.push(
        button("markBreaking", t("VOWFORGE.Card.Action.clearHeart"), { choice: "clearHeart" }),
      );
    }
  }
}

function threatNoRoll(state: ThreatCardState, env: CardEnv, noRoll: "automatic" | "impossible"): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(noRoll, t(`VOWFORGE.Card.NoRoll.${noRoll}`)));
  ctx.lines.push(line(t(`VOWFORGE.Card.NoRoll.${noRoll}Hint`), "noRoll"));
  return ctx;
}

function threatCard(state: ThreatCardState, result: ThreatRollResult, env: CardEnv): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.outcome, t(`${OUTCOME_KEY}.${result.outcome}`)));
  const kept = t("VOWFORGE.Card.Die.kept");
  const burnedIndex = result.burned ? result.burned.replacedIndex : -1;
  const actionDice = result.actionDice.map((value, i) => {
    const isKept = i === result.keptIndex;
    const isBurned = i === burnedIndex;
    const flags = [...(isKept ? ["kept"] : []), ...(isBurned ? ["burned"] : [])];
    const tags = [...(isKept ? [kept] : []), ...(isBurned ? [t("VOWFORGE.Card.Die.burned")] : [])];
    const key = isBurned
      ? "VOWFORGE.Card.Die.ThreatBurnedSr"
      : isKept
        ? "VOWFORGE.Card.Die.PoolKeptSr"
        : "VOWFORGE.Card.Die.PoolSr";
    return die(6, value, flags, tags, t(key, { value, rolled: result.burned?.replacedValue ?? value }));
  });
  const cuts = t("VOWFORGE.Card.Die.cuts");
  const threatDice = result.threatDice.map((value, i) => {
    const cutting = result.cutDice.includes(i);
    const srText = t(cutting ? "VOWFORGE.Card.Die.ThreatCutsSr" : "VOWFORGE.Card.Die.ThreatSr", { value });
    return die(8, value, cutting ? ["cuts"] : [], cutting ? [cuts] : [], srText);
  });
  ctx.diceGroups.push(group("action", t("VOWFORGE.Card.Dice.ActionDice"), actionDice));
  if (threatDice.length > 0) ctx.diceGroups.push(group("threat", t("VOWFORGE.Card.Dice.Threat"), threatDice));
  if (result.keep === "lowest") ctx.lines.push(line(t("VOWFORGE.Card.Threat.KeepLowest"), "keep"));
  if (state.momentumGained > 0) {
    ctx.lines.push(
      line(t("VOWFORGE.Card.Threat.MomentumGained", { momentum: state.momentumGained }), "momentum"),
    );
    if (offered(state, env, "takeMomentum")) {
      ctx.actions.push(
        button(
          "takeMomentum",
          t("VOWFORGE.Card.Action.takeMomentum", { momentum: signed(state.momentumGained) }),
        ),
      );
    }
  }
  if (result.cuts > 0) {
    const key =
      result.baseOutcome === "perfect" ? "VOWFORGE.Card.Threat.CutsPerfect" : "VOWFORGE.Card.Threat.Cuts";
    ctx.lines.push(
      line(
        t(key, {
          cuts: result.cuts,
          from: t(`${OUTCOME_KEY}.${result.baseOutcome}`),
          to: t(`${OUTCOME_KEY}.${result.outcome}`),
        }),
        "cuts",
      ),
    );
  }
  if (result.burned) {
    ctx.lines.push(line(t("VOWFORGE.Card.Burn.DoneThreat", { momentum: result.burned.momentum }), "burned"));
  }
  if (result.burned === null && result.burn) {
    const offer = t("VOWFORGE.Card.Burn.Offer", {
      momentum: result.burn.momentum,
      from: t(`${OUTCOME_KEY}.${result.outcome}`),
      to: t(`${OUTCOME_KEY}.${result.burn.outcome}`),
    });
    if (offered(state, env, "burnMomentum")) ctx.actions.push(button("burnMomentum", offer));
    else if (!state.applied.includes("burnMomentum")) ctx.burnOffer = offer;
  }
  addHarmButtons(ctx, state, result, env);
  return ctx;
}

/**
 * On a botched or dire result: "Take harm", and "Lose 1 momentum instead" while the character has
 * momentum (the actor's when known, else the card's). Taking either closes both.
 */
function addHarmButtons(
  ctx: CardContext,
  state: ThreatCardState,
  result: ThreatRollResult,
  env: CardEnv,
): void {
  const t = env.localize;
  if (result.outcome !== "botched" && result.outcome !== "dire") return;
  if (state.applied.includes("takeHarm") || state.applied.includes("loseMomentum")) return;
  ctx.lines.push(line(t("VOWFORGE.Card.Threat.Harm"), "harm"));
  if (offered(state, env, "takeHarm"))
    ctx.actions.push(button("takeHarm", t("VOWFORGE.Card.Action.takeHarm")));
  const momentum = augurOf(env.actor)?.momentum ?? state.momentum;
  if (momentum > 0 && offered(state, env, "loseMomentum")) {
    ctx.actions.push(button("loseMomentum", t("VOWFORGE.Card.Action.loseMomentum")));
  }
}

function strikeCard(state: StrikeCardState, result: StrikeRollResult, env: CardEnv): CardContext {
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
    if (state.skillId !== null && offered(state, env, "learnSkill"))
      ctx.actions.push(button("learnSkill", t("VOWFORGE.Card.Action.learnSkill")));
  }
  return ctx;
}

function oracleCard(state: OracleCardState, result: AskTheOracleResult, env: CardEnv): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(result.answer, t(`VOWFORGE.Card.Oracle.${result.answer}`)));
  ctx.subtitle = state.question || null;
  const roll = die(
    100,
    result.roll,
    [result.answer],
    [],
    t("VOWFORGE.Card.Die.OracleSr", { value: result.roll }),
  );
  ctx.diceGroups.push(group("oracle", t("VOWFORGE.Card.Dice.Oracle"), [roll]));
  ctx.lines.push(
    line(
      t("VOWFORGE.Card.Oracle.Odds", {
        odds: t(`VOWFORGE.Card.OracleOdds.${result.odds}`),
        threshold: result.threshold,
      }),
      "odds",
    ),
  );
  if (result.extreme) {
    ctx.match = {
      label: t("VOWFORGE.Card.Match.extremeLabel"),
      meaning: t("VOWFORGE.Card.Match.extreme"),
      cssClass: "vf-card__match vf-card__match--extreme",
    };
  }
  return ctx;
}

/**
 * The card's template context. Throws a RulesError when the stored dice are not valid for the card's
 * rules (see resolveCard). `move` supplies the move's outcome text on action, progress and pool cards.
 *
 * Buttons appear only when the viewer can act and the action is open: burnMomentum when a burn would
 * improve the result and none was made; takeMomentum on an action card whose move text for the outcome
 * says "take +N momentum" (`data-amount` N); push on an unpushed pool roll that a push could still help,
 * as two buttons (`data-choice` addDie, and raiseEffect while the effect can still rise);
 * markHarm / markBreaking when the position's consequence asks for them (with clearHeart, see
 * addMarkButtons); learnSkill when an unskilled Strike! roll of a named skill learns; takeMomentum when
 * a low Augur threat level granted momentum and it was not applied when posted (the amount is the card's
 * `momentumGained`); takeHarm / loseMomentum on a botched or dire Augur result; reroll on each die the
 * card's allowance covers, while unused and unburned, with `data-die-index` 0 for the action die and 1,
 * 2 for the challenge dice. Forge, opposed and purchase cards: see src/chat/cards/. An action card shows
 * its move's outcome text from `move` (Foundry passes it enriched) or else from the texts the card keeps.
 * Applied actions' notes are worded in `notes`.
 */
export function buildCardContext(state: CardState, env: CardEnv, move?: CardMove): CardContext {
  const resolved = resolveCard(state, burnMomentumOf(env));
  switch (resolved.kind) {
    case "action":
      return actionCard(resolved.state, resolved.result, env, move);
    case "progress":
      return progressCard(resolved.state, resolved.result, env, move);
    case "pool":
      return poolCard(resolved.state, resolved.result, env, move);
    case "threat":
      return resolved.result === null || resolved.state.noRoll
        ? threatNoRoll(resolved.state, env, resolved.state.noRoll ?? "impossible")
        : threatCard(resolved.state, resolved.result, env);
    case "strike":
      return strikeCard(resolved.state, resolved.result, env);
    case "oracle":
      return oracleCard(resolved.state, resolved.result, env);
    case "forge":
      return forgeCard(resolved.state, resolved.result, env);
    case "opposed":
      return opposedCard(resolved.state, resolved.result, env);
    case "purchase":
      return purchaseCard(resolved.state, resolved.result, env);
  }
}
