/**
 * The base of every Vowforge roll: a Foundry Roll whose formula is built from a roll request and whose
 * options keep that request, so the roll serialises with the message (tooltips, Dice So Nice, a reloaded
 * chat log) and rebuilds its card state from its own dice.
 */
import type { CardState, KindId, RollRequest } from "../../kinds/registry";
import { resolveCard, type ResolvedCard } from "../../kinds/registry";
import { RulesError } from "../../rules/errors";

/** The options a card roll keeps beyond Foundry's own. */
export interface CardRollOptions<K extends KindId> {
  /** The request the formula was built from. */
  request: Extract<RollRequest, { kind: K }>;
}

type FoundryRollOptions = ConstructorParameters<typeof foundry.dice.Roll>[2];

export abstract class CardRoll<K extends KindId> extends foundry.dice.Roll {
  declare options: NonNullable<FoundryRollOptions> & CardRollOptions<K>;

  constructor(formula: string, data: Record<string, never> = {}, options?: FoundryRollOptions & Partial<CardRollOptions<K>>) {
    super(formula, data, options);
  }

  /** The request this roll was made for. */
  get request(): Extract<RollRequest, { kind: K }> {
    const request = this.options.request;
    if (!request) throw new RulesError("RollWithoutRequest", "this roll does not carry the request it was made for");
    return request;
  }

  /** The faces of the `index`-th dice term of the formula, in rolled order. */
  protected termValues(index: number): number[] {
    const term = this.dice[index];
    if (!term) throw new RulesError("MissingDiceTerm", `the roll has no dice term ${index}`, { index });
    return term.results.map((r) => r.result);
  }

  /** The card state the dice make, once evaluated. */
  abstract toCardState(): Extract<CardState, { kind: K }>;

  /** Flags results for core tooltips once the rules have read the dice (by default nothing to flag). */
  protected flagResults(_resolved: ResolvedCard): void {}

  /** Evaluates the dice with Foundry, flags the results and returns the card state. */
  async evaluateCard(): Promise<Extract<CardState, { kind: K }>> {
    if (!this._evaluated) await this.evaluate();
    const state = this.toCardState();
    this.flagResults(resolveCard(state));
    return state;
  }
}

/** Two faces as a pair (the challenge dice). */
export function pair(values: readonly number[]): [number, number] {
  if (values.length !== 2) {
    throw new RulesError("ChallengeDiceCount", `challenge dice must be two, got ${values.length}`, { value: values });
  }
  return [values[0], values[1]];
}
