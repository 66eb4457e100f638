/**
 * Augur roll: d6 action dice and d8 threat dice, in the counts planThreatRoll gives. A plan that makes
 * no roll (automatic or impossible) has no ThreatRoll: its card is posted without dice.
 */
import { RulesError } from "../../rules/errors";
import { cardFromDice } from "../../kinds/registry";
import { planThreat } from "../../kinds/threat";
import type { RequestOf } from "../../kinds/registry";
import { ThreatDie } from "../terms/threat-die";
import { pinClassName } from "../../class-names";
import { CardRoll } from "./card-roll";

export class ThreatRoll extends CardRoll<"threat"> {
  /** The formula of a request that rolls, or null when its plan makes no roll. */
  static formulaFor(request: RequestOf<"threat">): string | null {
    const plan = planThreat(request);
    if (plan.kind !== "roll") return null;
    return plan.threatDice > 0 ? `${plan.actionDice}d6 + ${plan.threatDice}dt` : `${plan.actionDice}d6`;
  }

  static fromRequest(request: RequestOf<"threat">): ThreatRoll {
    const formula = ThreatRoll.formulaFor(request);
    if (formula === null) throw new RulesError("NoThreatRoll", "this action is not rolled: it succeeds or is impossible");
    return new ThreatRoll(formula, {}, { request });
  }

  get actionDice(): number[] {
    return this.termValues(0);
  }

  get threatDice(): number[] {
    const term = this.dice.find((t) => t instanceof ThreatDie);
    return term ? term.results.map((r) => r.result) : [];
  }

  toCardState() {
    return cardFromDice(this.request, { actionDice: this.actionDice, threatDice: this.threatDice });
  }
}
pinClassName(ThreatRoll, "ThreatRoll");
