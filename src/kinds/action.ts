/**
 * The action kind: an Ironsworn / Starforged action roll (an action die and a stat against two
 * challenge dice), with momentum to burn, a reroll an asset grants, the move's outcome texts and
 * Sundered Isles' cursed die; and its view on the roll card. Its burn (`burnAction`) is the threat
 * kind's too. Pure.
 */
import {
  ADDS_MAX,
  ADDS_MIN,
  adjustMomentum,
  momentumBurnOf,
  momentumReset,
  resolveActionRoll,
  STAT_MAX,
  STAT_MIN,
  type ActionRollResult,
} from "../rules/challenge";
import { RulesError } from "../rules/errors";
import { assertInt, assertOneOf } from "../rules/validate";
import { CURSED_DIE_FACES } from "../rules/cursed-die";
import { EFFECT_FIELDS, EFFECT_LOG_KEPT } from "./effect-fields";
import { dataOf, type ActorLike, type PartialActorData } from "../data/documents";
import {
  burnMomentumOf,
  challengePair,
  defineKind,
  momentumOf,
  requireActor,
  type KindAction,
  type RollWorld,
} from "./contract";
import { momentumForOutcome } from "./move-text";
import {
  added,
  bool,
  choice,
  html,
  id,
  int,
  list,
  nullableInt,
  object,
  omittable,
  optional,
  pair,
  pick,
  text,
  type CardActionId,
  type CardWith,
  type RequestWith,
  type ValueOf,
} from "./shape";
import {
  base,
  button,
  challengeGroup,
  die,
  group,
  line,
  offered,
  OUTCOME_KEY,
  outcomeOf,
  signed,
  challengeMatch,
  moveText,
  challengeOdds,
  type CardContext,
  type CardEnv,
  type CardMove,
} from "./view";
import { cursedActionReading } from "../rules/cursed-die";

/** Which dice of an action roll may be rerolled: the action die, the challenge dice, or both. */
export const REROLL_DICE = ["action", "challenge"] as const;
export type RerollDie = (typeof REROLL_DICE)[number];

/** The outcome ids of a roll against the challenge dice. */
export const MOVE_OUTCOME_IDS = ["strongHit", "weakHit", "miss"] as const;

/** Longest source name kept on a card. */
export const REROLL_SOURCE_MAX = 200;

/** Longest outcome text (HTML) a card keeps; the longest move outcome in our packs is far shorter. */
export const MOVE_OUTCOME_TEXT_MAX = 20_000;

/** Longest cursed-die source name kept on a card. */
export const CURSED_SOURCE_MAX = 200;

/** One outcome's texts of a move ("" where the move has none). */
const outcomeTexts = object({ text: html(), match: html() });

/** A reroll an asset or ability grants on an action roll (one die, once per card). */
const REROLL = optional({
  /** The dice it may reroll (one of them is picked on the card). */
  dice: list(choice(REROLL_DICE, "challenge"), { min: 1, max: REROLL_DICE.length, initial: ["challenge"] }),
  /** What grants it: the asset or ability name as the user sees it (plain text, escaped when shown). */
  source: id("?"),
});

/**
 * A move's outcome texts, copied onto the card when it is rolled so a reloaded card shows them (and
 * reads "take +N momentum" from them) without fetching the move. HTML from our compendium packs;
 * `match` is the "with a match" variant, "" when the move has none.
 */
const MOVE_OUTCOMES = optional({ strongHit: outcomeTexts, weakHit: outcomeTexts, miss: outcomeTexts });

export const ACTION_SHAPE = {
  /** The stat or meter rolled: its id (edge, health, ...), its label and its value at roll time. */
  stat: object({ id: text(), label: text(), value: int(STAT_MIN, STAT_MAX, 0) }),
  adds: int(ADDS_MIN, ADDS_MAX, 0),
  /** Momentum at roll time (-6..10). */
  momentum: int(-6, 10, 2),
  /** Whether negative momentum equal to the action die cancels it (Ironsworn: always; Starforged: setting). */
  cancelOnNegativeMomentum: bool(true),
  actionDie: int(1, 6, 1),
  challengeDice: pair(10),
  /** The momentum burned on this card (the actor's momentum when the burn was applied), or null before any burn. */
  burnedMomentum: added(nullableInt(1, 10), null),
  /** The reroll an asset or ability allows on this roll, or null. */
  reroll: added(REROLL, null),
  /** The rolled move's outcome texts, or null (no move). */
  moveOutcomes: added(MOVE_OUTCOMES, null),
  /**
   * Sundered Isles' cursed die rolled with it (src/rules/cursed-die.ts): its face and what added it
   * (an asset's name as the user sees it, plain text; "" when the roll was simply made with it), or
   * null (none was).
   */
  cursedDie: added(optional({ value: int(1, CURSED_DIE_FACES, 1), source: text() }), null),
  ...EFFECT_FIELDS,
} as const;

export const ACTION_REQUEST = {
  ...pick(ACTION_SHAPE, ["stat", "adds", "momentum", "cancelOnNegativeMomentum"]),
  /** Roll the cursed die too, naming what adds it ("" for none); absent or null: no cursed die. */
  cursedDie: omittable(optional({ source: text() })),
  /** A reroll the roll is allowed (default null). */
  reroll: omittable(REROLL),
  /** The move's outcome texts; when absent, the roll copies them from the move at `moveUuid`. */
  moveOutcomes: omittable(MOVE_OUTCOMES),
} as const;

/** The dice of an action roll, as cast (the cursed die only when the request asked for it). */
export type ActionDice = Pick<ActionCardState, "actionDie" | "challengeDice"> & { cursedDie?: number | null };

export type ActionRequest = RequestWith<"action", typeof ACTION_REQUEST>;
export type ActionCardState = CardWith<"action", typeof ACTION_SHAPE>;
export type RerollAllowance = NonNullable<ValueOf<typeof REROLL>>;
export type MoveOutcomes = NonNullable<ValueOf<typeof MOVE_OUTCOMES>>;

/** Throws a RulesError unless `value` is null or a well-formed allowance. */
export function assertRerollAllowance(value: unknown): asserts value is RerollAllowance | null {
  if (value === null) return;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new RulesError("BadReroll", "a reroll allowance must be { dice, source } or null", {});
  }
  const { dice, source } = value as Partial<RerollAllowance>;
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > REROLL_DICE.length) {
    throw new RulesError("BadReroll", "a reroll allowance names one or both of the action and challenge dice", {});
  }
  dice.forEach((d, i) => assertOneOf(d, REROLL_DICE, `reroll.dice[${i}]`));
  if (new Set(dice).size !== dice.length) {
    throw new RulesError("BadReroll", "a reroll allowance names a die twice", {});
  }
  if (typeof source !== "string" || source.trim() === "" || source.length > REROLL_SOURCE_MAX) {
    throw new RulesError("BadRerollSource", `the reroll's source must be a name of 1 to ${REROLL_SOURCE_MAX} characters`, { max: REROLL_SOURCE_MAX });
  }
}

/** Throws a RulesError unless `value` is null or outcome texts of the expected shape. */
export function assertMoveOutcomes(value: unknown): asserts value is MoveOutcomes | null {
  if (value === null) return;
  const bad = (what: string) =>
    new RulesError("BadMoveOutcomes", `the move's outcome texts are malformed (${what})`, { what });
  if (typeof value !== "object" || Array.isArray(value)) throw bad("not an object");
  const record = value as Record<string, unknown>;
  for (const id of MOVE_OUTCOME_IDS) {
    const entry = record[id] as { text?: unknown; match?: unknown } | undefined;
    if (typeof entry !== "object" || entry === null) throw bad(id);
    for (const key of ["text", "match"] as const) {
      const text = entry[key];
      if (typeof text !== "string" || text.length > MOVE_OUTCOME_TEXT_MAX) throw bad(`${id}.${key}`);
    }
  }
}

/**
 * Action data stored a burn as `burned: boolean`; it now keeps the momentum burned. An old burn reads
 * as the momentum the card stored at roll time, no burn as null.
 */
function migrateBurned(action: Record<string, unknown>): void {
  if (!("burned" in action)) return;
  if (action.burnedMomentum === undefined) {
    action.burnedMomentum = action.burned === true && typeof action.momentum === "number" ? action.momentum : null;
  }
  delete action.burned;
}

/**
 * An action card's result. The roll itself (and the cancel rule) reads the momentum stored at roll
 * time; a burn reads the actor's momentum instead. Once burned, the card's `burnedMomentum` gives the
 * outcome (it must improve the roll). Before that, a burn is offered from `currentMomentum`, the
 * actor's momentum now; without it no burn is offered.
 */
export function resolveActionCard(state: ActionCardState, currentMomentum?: number): ActionRollResult {
  const rolled = resolveActionRoll({
    actionDie: state.actionDie,
    stat: state.stat.value,
    adds: state.adds,
    momentum: state.momentum,
    challengeDice: state.challengeDice,
    cancelOnNegativeMomentum: state.cancelOnNegativeMomentum,
  });
  if (state.burnedMomentum !== null) {
    const burn = burnOf(rolled, state.burnedMomentum);
    if (burn === null) {
      throw new RulesError(
        "NoMomentumBurn",
        `burning momentum (${state.burnedMomentum}) would not improve this roll, so it cannot be burned`,
        { momentum: state.burnedMomentum },
      );
    }
    return { ...rolled, outcome: burn.outcome, beaten: burn.beaten, burn, burned: true };
  }
  const burn = currentMomentum === undefined ? null : burnOf(rolled, currentMomentum);
  return { ...rolled, burn };
}

/** What burning `momentum` gives on a roll, or null when it is not above 0 or would not improve it. */
function burnOf(rolled: ActionRollResult, momentum: number): ActionRollResult["burn"] {
  return momentumBurnOf(rolled.score, rolled.challengeDice, rolled.outcome, momentum);
}

/** Throws a RulesError unless a request's cursed die is absent, null or `{ source }` with a short name. */
function assertCursedDieRequest(value: unknown): void {
  if (value === undefined || value === null) return;
  const source = (value as { source?: unknown }).source;
  if (typeof value !== "object" || typeof source !== "string" || source.length > CURSED_SOURCE_MAX) {
    throw new RulesError("BadCursedDie", `the cursed die's source must be a name of at most ${CURSED_SOURCE_MAX} characters`, {
      max: CURSED_SOURCE_MAX,
    });
  }
}

/**
 * An action card: a request without a reroll allowance or outcome texts has null for them; the
 * cursed die is kept when the request asked for it and it was rolled.
 */
function actionFromDice(request: ActionRequest, dice: ActionDice): ActionCardState {
  const { cursedDie: asked, ...rest } = request;
  const cursed = asked && typeof dice.cursedDie === "number" ? { value: dice.cursedDie, source: asked.source } : null;
  return {
    ...rest,
    actionDie: dice.actionDie,
    challengeDice: dice.challengeDice,
    burnedMomentum: null,
    reroll: request.reroll ?? null,
    moveOutcomes: request.moveOutcomes ?? null,
    cursedDie: cursed,
    applied: [],
  };
}

/** The die a reroll index names on an action card: 0 the action die, 1 and 2 the challenge dice. */
export function rerollDieOf(dieIndex: number): RerollDie | null {
  if (dieIndex === 0) return "action";
  if (dieIndex === 1 || dieIndex === 2) return "challenge";
  return null;
}

/** Whether the card still allows a reroll: it has an allowance, none was used, and momentum was not burned. */
export function rerollOpen(state: ActionCardState): boolean {
  return state.reroll !== null && state.burnedMomentum === null && !state.applied.includes("reroll");
}

/** Whether the card allows rerolling the die at `dieIndex` now. */
export function rerollAllowedFor(state: ActionCardState, dieIndex: number): boolean {
  const die = rerollDieOf(dieIndex);
  return die !== null && rerollOpen(state) && (state.reroll?.dice.includes(die) ?? false);
}

/** A fresh copy holding only the outcome texts, from a move's `system.outcomes` (null when malformed). */
export function copyMoveOutcomes(source: unknown): MoveOutcomes | null {
  try {
    assertMoveOutcomes(source);
  } catch {
    return null;
  }
  if (source === null) return null;
  const copy = {} as MoveOutcomes;
  for (const id of MOVE_OUTCOME_IDS) copy[id] = { text: source[id].text, match: source[id].match };
  return copy;
}

/**
 * The momentum an action card's move grants for the card's current outcome (after a burn, the burned
 * one), or null when the card keeps no outcome texts or the text grants none.
 */
export function actionMomentumGain(state: ActionCardState): number | null {
  if (!state.moveOutcomes) return null;
  const result = resolveActionCard(state);
  return momentumForOutcome(state.moveOutcomes, result.outcome, result.match);
}

/**
 * The outcome texts an action card keeps: the request's own, else those of the move at `moveUuid`
 * (null when there is no move, it cannot be found, or it has no outcome texts).
 */
async function outcomesFor(request: ActionRequest, world: RollWorld): Promise<MoveOutcomes | null> {
  if (request.moveOutcomes !== undefined) return request.moveOutcomes;
  if (!request.moveUuid) return null;
  return copyMoveOutcomes(await world.moveOutcomes(request.moveUuid));
}

/**
 * The move text the card shows: the one given (cleaned and enriched by Foundry), else the texts the
 * card keeps, through the env's cleaner; never stored HTML that went through no cleaner.
 */
function cardMove(state: ActionCardState, move: CardMove | undefined, env: CardEnv): CardMove | undefined {
  if (move || !state.moveOutcomes) return move;
  const clean = env.cleanHTML;
  if (!clean) return undefined;
  const stored = state.moveOutcomes;
  const outcomes = {} as CardMove["outcomes"];
  for (const id of MOVE_OUTCOME_IDS) outcomes[id] = { text: clean(stored[id].text), match: clean(stored[id].match) };
  return { name: state.title, outcomes };
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

export function actionView(
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

  const gain = state.moveEffects ? null : actionMomentumGain(state);
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
  addCursedDie(ctx, state, env);
  return ctx;
}

/**
 * Sundered Isles' cursed die, after the other dice (so the reroll indexes stay 0..2), in a group of
 * its own; a 10 is tagged "curse", and said under the dice, as is a match with it.
 */
function addCursedDie(ctx: CardContext, state: ActionCardState, env: CardEnv): void {
  if (!state.cursedDie) return;
  const t = env.localize;
  const { value, source } = state.cursedDie;
  const reading = cursedActionReading(state.challengeDice, value);
  // The group's label names the die; a tag marks only the curse face.
  const tags = reading.cursed ? [t("VOWFORGE.Card.Cursed.Curse")] : [];
  const srText = t(reading.cursed ? "VOWFORGE.Card.Cursed.CursedSr" : "VOWFORGE.Card.Cursed.Sr", { value });
  ctx.diceGroups.push(
    group("cursed", t("VOWFORGE.Card.Dice.Cursed"), [die(10, value, reading.cursed ? ["cursed"] : [], tags, srText)]),
  );
  const from = source ? t("VOWFORGE.Card.Cursed.From", { source }) : "";
  if (reading.cursedMatch) ctx.lines.push(line(t("VOWFORGE.Card.Cursed.MatchLine", { from }), "cursed-match"));
  else if (reading.cursed) ctx.lines.push(line(t("VOWFORGE.Card.Cursed.CurseLine", { from }), "cursed"));
}

/*
 * Burning and taking momentum from a card, as the action and threat kinds declare them: the burn
 * reads the actor's momentum now (not the momentum stored when the card was rolled) and must improve
 * the roll; what the actor's momentum becomes is the kind's (an Ironsworn / Starforged reset, an Augur
 * burn, src/kinds/threat.ts).
 */

/**
 * An Ironsworn / Starforged character's data (the `character` subtype), as far as the actor holds it;
 * none for an actor of another subtype, whose momentum then follows the rules' defaults.
 */
function characterOf(actor: ActorLike): PartialActorData<"character"> {
  return dataOf(actor, "character") ?? {};
}

/** Marked debilities/impacts of an Ironsworn or Starforged character (its derived `marked`). */
function markedOf(system: PartialActorData<"character">): number {
  const { marked, momentumMax = 10 } = system;
  return marked !== undefined && Number.isInteger(marked) ? marked : 10 - momentumMax;
}

/** An Ironsworn / Starforged character's momentum after a burn: its reset. */
function momentumAfterBurn(_burned: number, actor: ActorLike): number {
  const system = characterOf(actor);
  const reset = system.momentumReset;
  return reset !== undefined && Number.isInteger(reset) ? reset : momentumReset(markedOf(system));
}

/**
 * The burn of a card whose `burnedMomentum` keeps what was burned. `burnable` is the momentum the
 * card's burn would burn with the actor's momentum now (null: none offered); `after` the actor's
 * momentum once burned, read from the actor by the kind (each narrows it to the subtype it rolls for).
 */
export function burnAction<C extends { burnedMomentum: number | null }>(
  burnable: (card: C, momentum: number | undefined) => number | null,
  after: (burned: number, actor: ActorLike) => number,
): KindAction<C> {
  return {
    apply(card, { targets }) {
      const actor = requireActor(targets);
      if (card.burnedMomentum !== null) {
        throw new RulesError("NotOffered", "momentum was already burned on this card");
      }
      const momentum = burnable(card, burnMomentumOf(targets));
      if (momentum === null) throw new RulesError("NotOffered", "momentum cannot be burned on this card");
      return {
        card: { ...card, burnedMomentum: momentum },
        actor: { momentum: after(momentum, actor) },
      };
    },
  };
}

/**
 * Taking the momentum an Ironsworn / Starforged card grants (`amountOf`: null when it grants none); a
 * button naming another amount is refused.
 */
function takeMomentumAction<C>(amountOf: (card: C) => number | null): KindAction<C> {
  return {
    apply(card, { targets, args }) {
      const actor = requireActor(targets);
      const amount = amountOf(card);
      if (amount === null) throw new RulesError("NotOffered", "the move's outcome grants no momentum");
      if (args.amount !== undefined && args.amount !== amount) {
        throw new RulesError(
          "MomentumAmountMismatch",
          `the move grants +${amount} momentum, not ${String(args.amount)}`,
          { amount, value: args.amount },
        );
      }
      const current = momentumOf(actor) ?? 0;
      return { card, actor: { momentum: adjustMomentum(current, amount, markedOf(characterOf(actor))) } };
    },
  };
}

/** A reroll the card allows: the die at `dieIndex` drawn again. */
const reroll: KindAction<ActionCardState> = {
  apply(state, { args, draw }) {
    assertInt(args.dieIndex, 0, 2, "die to reroll");
    if (!rerollAllowedFor(state, args.dieIndex)) {
      throw new RulesError("RerollNotAllowed", "this card allows no reroll of that die", {
        die: rerollDieOf(args.dieIndex) ?? "",
      });
    }
    const card: ActionCardState = { ...state, challengeDice: [...state.challengeDice] };
    if (args.dieIndex === 0) card.actionDie = draw("action");
    else card.challengeDice[args.dieIndex - 1] = draw("challenge");
    return { card };
  },
  die: (state, { dieIndex: i }) => (typeof i === "number" && rerollAllowedFor(state, i) ? rerollDieOf(i) : null),
};

/**
 * A burn that improves the roll; the move's momentum (SF-10: where the move carries effects, its
 * momentum is one of them, never read from the prose); an open reroll.
 */
function actionOffers(card: ActionCardState, result: ActionRollResult, hasActor: boolean): CardActionId[] {
  const offers: CardActionId[] = hasActor && card.burnedMomentum === null && result.burn !== null ? ["burnMomentum"] : [];
  if (hasActor && !card.moveEffects && actionMomentumGain(card) !== null) offers.push("takeMomentum");
  return rerollOpen(card) ? [...offers, "reroll"] : offers;
}

export const action = defineKind({
  id: "action",
  shape: ACTION_SHAPE,
  request: ACTION_REQUEST,
  migrate: migrateBurned,
  resolve: resolveActionCard,
  fromDice: actionFromDice,
  dice: (request) => [{ count: 1, die: "d6" }, { count: 2, die: "dx" }, ...(request.cursedDie ? [{ count: 1, die: "du" } as const] : [])],
  read: (request, [[actionDie], challenge, cursed]): ActionDice => ({
    actionDie,
    challengeDice: challengePair(challenge),
    cursedDie: request.cursedDie && cursed ? cursed[0] : null,
  }),
  beaten: (result) => result.beaten,
  keptMoveOutcomes: (card) => card.moveOutcomes,
  kept: EFFECT_LOG_KEPT,
  rewrites: {
    burnMomentum: { fields: ["burnedMomentum"], fits: (before) => before.burnedMomentum === null },
    reroll: {
      fields: ["actionDie", "challengeDice"],
      fits: (before, next) => {
        const shown = (card: ActionCardState) => [card.actionDie, ...card.challengeDice];
        const changed = shown(before).flatMap((die, i) => (die === shown(next)[i] ? [] : [i]));
        return changed.length === 1 && rerollAllowedFor(before, changed[0]);
      },
    },
  },
  prepare: async (request, world) => ({
    roll: { ...request, moveOutcomes: null },
    card: { moveOutcomes: await outcomesFor(request, world) },
  }),
  check: (request: ActionRequest): ActionDice => {
    assertRerollAllowance(request.reroll ?? null);
    assertMoveOutcomes(request.moveOutcomes ?? null);
    assertCursedDieRequest(request.cursedDie);
    return { actionDie: 1, challengeDice: [1, 1], cursedDie: request.cursedDie ? 1 : null };
  },
  offers: (card, result, targets) => actionOffers(card, result, targets.actor !== null),
  actions: {
    burnMomentum: burnAction<ActionCardState>((card, m) => resolveActionCard(card, m).burn?.momentum ?? null, momentumAfterBurn),
    takeMomentum: takeMomentumAction(actionMomentumGain),
    reroll,
  },
  odds: ({ stat, adds, momentum, cancelOnNegativeMomentum, cursedDie }, t) =>
    challengeOdds({ modifier: stat.value + adds, momentum, cancelOnNegativeMomentum }, Boolean(cursedDie), t),
  view: actionView,
});
