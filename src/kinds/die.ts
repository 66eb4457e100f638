/**
 * The die kind: a labelled roll of one to five plain dice (d6, d10 or d100) and their total, for the
 * rolls a table makes beside the moves (a random event, a d100 against a table in the book, a GM's d6),
 * posted as a card of the character who rolls, through the module API's `performRoll` or a macro.
 */
import { assertDice, assertInt, assertName } from "../rules/validate";
import { DIE_FACES, defineKind, lowestFaces } from "./contract";
import { choice, dice, int, pick, type CardWith, type RequestWith } from "./shape";
import { base, die, group, outcomeOf, type CardContext, type CardEnv } from "./view";

/** The dice a labelled roll may use. */
export const PLAIN_DICE = ["d6", "d10", "d100"] as const;

/** Most dice one labelled roll casts. */
export const MAX_PLAIN_DICE = 5;

export const DIE_SHAPE = {
  die: choice(PLAIN_DICE, "d6"),
  count: int(1, MAX_PLAIN_DICE, 1),
  /** The faces rolled, in rolled order (each within the die's faces, checked when resolved). */
  faces: dice(100, 1, MAX_PLAIN_DICE),
} as const;

export const DIE_REQUEST = pick(DIE_SHAPE, ["die", "count"]);

export type DieCardState = CardWith<"die", typeof DIE_SHAPE>;
export type DieRequest = RequestWith<"die", typeof DIE_REQUEST>;
/** The dice of a labelled roll, as cast. */
export type DieDice = Pick<DieCardState, "faces">;

/** What a labelled roll shows: its faces and their total. */
export interface DieResult {
  readonly faces: readonly number[];
  readonly total: number;
}

/** The faces checked against the die and the count the roll asked for, and their total. */
export function resolveDie(card: Pick<DieCardState, "die" | "count" | "faces">): DieResult {
  assertDice(card.faces, DIE_FACES[card.die], "faces");
  assertInt(card.faces.length, card.count, card.count, "faces");
  return { faces: card.faces, total: card.faces.reduce((sum, face) => sum + face, 0) };
}

/** The card: the label as its heading, the total as its outcome, each die as rolled. */
export function dieView(state: DieCardState, result: DieResult, env: CardEnv): CardContext {
  const t = env.localize;
  const ctx = base(state, env, outcomeOf("total", String(result.total)));
  const faces = DIE_FACES[state.die];
  const rolled = result.faces.map((value) => die(faces, value, [], [], t("VOWFORGE.Card.Die.OracleSr", { value })));
  ctx.diceGroups.push(group("plain", state.title, rolled));
  return ctx;
}

export const plainDie = defineKind({
  id: "die",
  shape: DIE_SHAPE,
  request: DIE_REQUEST,
  resolve: resolveDie,
  fromDice: (request: DieRequest, rolled: DieDice): DieCardState => ({ ...request, faces: [...rolled.faces], applied: [] }),
  /** A labelled roll needs its label: it is the card's heading and names its dice. */
  check: (request: DieRequest): DieDice => {
    assertName(request.title, "title");
    return { faces: lowestFaces(request.count) };
  },
  dice: (request) => [{ count: request.count, die: request.die }],
  read: (_request, [faces = []]): DieDice => ({ faces: [...faces] }),
  closesEarlierBurns: false,
  view: dieView,
});
