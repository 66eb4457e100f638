/** The threat kind: an Augur threat-dice roll (action d6s against threat d8s). */
import {
  applyThreatBurn,
  MAX_ACTION_DICE,
  MAX_ASSISTS,
  MAX_THREAT_DICE,
  resolveThreatRoll,
  THREAT_KEEPS,
  planThreatRoll,
  sharedRisk,
  THREAT_OUTCOMES,
  threatRollOdds,
  type ThreatPlan,
  type ThreatPlanInput,
  type ThreatRollResult,
} from "../rules/threat";
import { burnMomentum as augurBurn, gainMomentum } from "../rules/augur-momentum";
import { type ActorSubtype } from "../data/index";
import {
  anyApplied,
  momentumOf,
  requireActor,
  defineKind,
  lowestFaces,
  type CardTargets,
  type KindAction,
} from "./contract";
import { burnAction } from "./action";
import {
  added,
  choice,
  data,
  dice,
  int,
  nullableChoice,
  nullableInt,
  pick,
  type CardActionId,
  type CardWith,
  type RequestWith,
} from "./shape";
import { augurOf } from "../data/documents";
import {
  oddsTable,
  base,
  button,
  die,
  group,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  offerAction,
  type OddsView,
  type CardContext,
  type CardEnv,
} from "./view";
import { type Localize } from "../locale";

export const THREAT_SHAPE = {
  /** No roll was made: the action succeeds (more than 6 action dice) or cannot be done (threat +4). */
  noRoll: nullableChoice(["automatic", "impossible"]),
  actionDice: dice(6, 0, MAX_ACTION_DICE),
  /** "lowest" when the character had no action dice and rolled two, keeping the lower. */
  keep: choice(THREAT_KEEPS, "highest"),
  threatDice: dice(8, 0, MAX_THREAT_DICE),
  /** Momentum gained before the roll from a negative threat level. */
  momentumGained: int(0, 6, 0),
  /** Momentum at roll time (0..6), for the burn offer. */
  momentum: int(0, 6, 2),
  /** The momentum value burned, once burned; null before. */
  burnedMomentum: nullableInt(4, 6),
  /** Assisting characters who share the roll's risk (AU-20, rules/threat.ts sharedRisk); old cards: 0. */
  sharedRisk: added(int(0, MAX_ASSISTS, 0), 0),
} as const;

export const THREAT_REQUEST = {
  ...pick(THREAT_SHAPE, ["momentum"]),
  /** The inputs planThreatRoll (src/rules/threat.ts) turns into dice counts or a no-roll. */
  plan: data<ThreatPlanInput>(),
} as const;

export type ThreatCardState = CardWith<"threat", typeof THREAT_SHAPE>;
export type ThreatRequest = RequestWith<"threat", typeof THREAT_REQUEST>;
/** The dice of a threat roll, as cast. */
export type ThreatDice = Pick<ThreatCardState, "actionDice" | "threatDice">;

/**
 * Null when no dice were rolled (the action was automatic or impossible). As on an action card, a burn
 * is offered from `currentMomentum`, the actor's momentum now (undefined: none offered); once burned,
 * the card's `burnedMomentum` gives the result.
 */
export function resolveThreatCard(state: ThreatCardState, currentMomentum?: number): ThreatRollResult | null {
  if (state.noRoll) return null;
  const rolled = resolveThreatRoll({
    actionDice: state.actionDice,
    threatDice: state.threatDice,
    keep: state.keep,
    burnMomentum: state.burnedMomentum === null ? (currentMomentum ?? null) : null,
  });
  return state.burnedMomentum === null ? rolled : applyThreatBurn(rolled, state.burnedMomentum);
}

/** The Augur plan of a threat request, with the character's momentum taken into account. */
export function planThreat(request: ThreatRequest): ThreatPlan {
  return planThreatRoll({ ...request.plan, momentum: request.momentum });
}

/** A threat card: `dice` is null when the plan says no roll is made. */
function threatFromDice(request: ThreatRequest, dice: ThreatDice | null): ThreatCardState {
  const { plan: _plan, ...rest } = request;
  const plan = planThreat(request);
  const base = { ...rest, burnedMomentum: null, sharedRisk: sharedRisk(request.plan), applied: [] };
  if (plan.kind !== "roll" || dice === null) {
    const noRoll = plan.kind === "roll" ? "impossible" : plan.kind;
    return { ...base, noRoll, actionDice: [], keep: "highest", threatDice: [], momentumGained: 0 };
  }
  return {
    ...base,
    noRoll: null,
    actionDice: [...dice.actionDice],
    keep: plan.keep,
    threatDice: [...dice.threatDice],
    momentumGained: plan.momentumGained,
    momentum: plan.momentum ?? request.momentum,
  };
}

/** The context of an Augur threat roll's card (see buildCardContext in cards/log-cards.ts). */
function threatNoRoll(
  state: ThreatCardState,
  env: CardEnv,
  noRoll: "automatic" | "impossible",
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(noRoll, t(`VOWFORGE.Card.NoRoll.${noRoll}`)));
  ctx.lines.push(line(t(`VOWFORGE.Card.NoRoll.${noRoll}Hint`), "noRoll"));
  return ctx;
}

function threatRollView(state: ThreatCardState, result: ThreatRollResult, env: CardEnv): CardContext {
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
  if (state.sharedRisk > 0) {
    ctx.lines.push(line(t("VOWFORGE.Card.Threat.SharedRisk", { count: state.sharedRisk }), "sharedRisk"));
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
  offerAction(ctx, state, env, "takeHarm", t);
  const momentum = augurOf(env.actor)?.momentum ?? state.momentum;
  if (momentum > 0) offerAction(ctx, state, env, "loseMomentum", t);
}

/** A threat card's view: the dice and what they mean, or why no roll was made. */
function threatView(state: ThreatCardState, result: ThreatRollResult | null, env: CardEnv): CardContext {
  return result === null || state.noRoll
    ? threatNoRoll(state, env, state.noRoll ?? "impossible")
    : threatRollView(state, result, env);
}

/**
 * A burn that improves the roll; the momentum the threat level grants; after a botched or dire result,
 * taking harm, or losing momentum instead while the Augur character has some.
 */
function threatOffers(
  card: ThreatCardState,
  result: ThreatRollResult | null,
  targets: CardTargets,
): CardActionId[] {
  const actor = targets.actor;
  const offers: CardActionId[] = [];
  if (actor && result && card.burnedMomentum === null && result.burn !== null) offers.push("burnMomentum");
  if (actor && card.momentumGained > 0) offers.push("takeMomentum");
  const character = augurOf(actor);
  const hurt = result !== null && (result.outcome === "botched" || result.outcome === "dire");
  if (character && hurt && !anyApplied(card, ["takeHarm", "loseMomentum"])) {
    offers.push("takeHarm");
    if (character.momentum > 0) offers.push("loseMomentum");
  }
  return offers;
}

/** The threat level's momentum: through the Augur operation on an Augur character, else as a number. */
const takeMomentum: KindAction<ThreatCardState> = {
  apply(card, { targets }) {
    const actor = requireActor(targets);
    if (actor.type === ("augurCharacter" satisfies ActorSubtype)) {
      return { card, operations: [{ op: "gainMomentum", n: card.momentumGained }] };
    }
    return {
      card,
      actor: { momentum: gainMomentum(momentumOf(actor) ?? 0, card.momentumGained) },
    };
  },
};

/**
 * The dialog's odds of a threat roll: the threat level, then its outcomes and dice, or why no roll is
 * made. The plan is the request's as the dialog built it (the card's also weighs the momentum now).
 */
function threatOdds(request: ThreatRequest, t: Localize): OddsView {
  const plan = planThreatRoll(request.plan);
  const level = t("VOWFORGE.Dialog.Odds.ThreatLevel", { level: signed(request.plan.stanceThreat), harm: request.plan.harm ?? 0 });
  if (plan.kind !== "roll") return { tables: [], notes: [level, t(`VOWFORGE.Dialog.Odds.NoRoll.${plan.kind}`)] };
  const odds = threatRollOdds({ actionDice: plan.pool.total, threatDice: plan.threatDice });
  const notes = [level, t("VOWFORGE.Dialog.Odds.ThreatDice", { action: plan.actionDice, threat: plan.threatDice })];
  if (plan.keep === "lowest") notes.push(t("VOWFORGE.Dialog.Odds.KeepLowest"));
  if (plan.momentumGained > 0) notes.push(t("VOWFORGE.Dialog.Odds.MomentumGained", { momentum: plan.momentumGained }));
  if (plan.pool.ignoredHelpers > 0) notes.push(t("VOWFORGE.Dialog.Odds.IgnoredHelpers", { helpers: plan.pool.ignoredHelpers }));
  const sharing = sharedRisk(request.plan);
  if (sharing > 0) notes.push(t("VOWFORGE.Dialog.Odds.SharedRisk", { count: sharing }));
  return { tables: [oddsTable(t, THREAT_OUTCOMES.map((o) => [o, odds[o]] as const))], notes };
}

export const threat = defineKind({
  id: "threat",
  shape: THREAT_SHAPE,
  request: THREAT_REQUEST,
  resolve: resolveThreatCard,
  fromDice: threatFromDice,
  dice: (request) => {
    const plan = planThreat(request);
    if (plan.kind !== "roll") return null;
    return [{ count: plan.actionDice, die: "d6" }, ...(plan.threatDice > 0 ? [{ count: plan.threatDice, die: "dt" } as const] : [])];
  },
  read: (_request, [actionDice, threatDice]): ThreatDice => ({
    actionDice: [...actionDice],
    threatDice: [...(threatDice ?? [])],
  }),
  rewrites: { burnMomentum: { fields: ["burnedMomentum"], fits: (before) => before.burnedMomentum === null } },
  check: (request: ThreatRequest): ThreatDice | null => {
    const plan = planThreat(request);
    return plan.kind === "roll" ? { actionDice: lowestFaces(plan.actionDice), threatDice: lowestFaces(plan.threatDice) } : null;
  },
  // Momentum an Augur low threat level grants is gained at once, so the card's "take momentum" closes.
  closedOnPost: (card) => (card.momentumGained > 0 ? ["takeMomentum"] : []),
  onPost: (card, actor) =>
    card.momentumGained > 0 && augurOf(actor)
      ? { operations: [{ op: "gainMomentum", n: card.momentumGained }], closes: ["takeMomentum"] }
      : { operations: [], closes: [] },
  offers: threatOffers,
  actions: {
    burnMomentum: burnAction<ThreatCardState>(
      (card, m) => resolveThreatCard(card, m)?.burn?.momentum ?? null,
      (burned) => augurBurn(burned),
    ),
    takeMomentum,
    takeHarm: { apply: (card) => ({ card, operations: [{ op: "takeHarm", n: 1 }] }) },
    loseMomentum: { apply: (card) => ({ card, operations: [{ op: "loseMomentumInstead" }] }) },
  },
  odds: threatOdds,
  view: threatView,
});
