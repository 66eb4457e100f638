/** The context of an Augur threat roll's card (see buildCardContext in card-context.ts). */
import { type ThreatRollResult } from "../../rules/threat";
import { augurOf } from "../../data/documents";
import {
  base,
  button,
  die,
  group,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  type CardContext,
  type CardEnv,
} from "./card-parts";
import type { ThreatCardState } from "../../kinds/threat";

export function threatNoRoll(
  state: ThreatCardState,
  env: CardEnv,
  noRoll: "automatic" | "impossible",
): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf(noRoll, t(`VOWFORGE.Card.NoRoll.${noRoll}`)));
  ctx.lines.push(line(t(`VOWFORGE.Card.NoRoll.${noRoll}Hint`), "noRoll"));
  return ctx;
}

export function threatCard(state: ThreatCardState, result: ThreatRollResult, env: CardEnv): CardContext {
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
