/**
 * The hooks other modules may listen to (docs/api.md): their names, the payload each carries, and the
 * one place they are fired from. The names carry the system's id as a prefix, as dnd5e's
 * (`dnd5e.preRollAttack`, module/dice/d20-roll.mjs) and cosmere-rpg's (`cosmere-rpg.preRest`,
 * src/system/constants/hooks.ts) do, so they never meet a core hook's name.
 *
 * Foundry's `Hooks.call` runs the listeners in the order registered and stops at the first that
 * returns `false`, returning `false` then (and `true` when every listener ran); `Hooks.callAll` runs
 * every listener whatever they return (Foundry's API reference, v14: foundry.helpers.Hooks, `call` and
 * `callAll`; the v13 reference says the same). "Before a roll" is a `call`, so a module may cancel a
 * roll, as dnd5e's `dnd5e.preRollInitiative` may (module/documents/actor/actor.mjs); the others are
 * `callAll`, told after the fact.
 *
 * `Hooks` is Foundry's global. Where Foundry does not run (the playground, which runs the card actions
 * on its own page, and tests that fake no hooks) there is no listener, and nothing is fired.
 */
import { SYSTEM_ID } from "./constants";
import type { CardActionId, CardNote } from "./kinds/shape";
import type { CardState, RollRequest } from "./kinds/registry";
import type { ClockCardState } from "./data/message/clock-card";
import type { OracleDraw } from "./oracles/types";

/** The hook names, each `vowforge.<event>`. */
export const MODULE_HOOKS = {
  /** Before a roll's dice are cast (Hooks.call: a listener returning false cancels the roll). */
  preRoll: `${SYSTEM_ID}.preRoll`,
  /** After a roll, oracle or clock card is posted, on the client that posted it. */
  cardPosted: `${SYSTEM_ID}.cardPosted`,
  /** After a card action (burn momentum, mark progress, ...) was applied, on the client that applied it. */
  cardAction: `${SYSTEM_ID}.cardAction`,
} as const;

/** What `vowforge.preRoll` carries: the request about to be rolled, checked already, as a copy. */
export interface PreRollPayload {
  /** A copy of the request (changing it changes nothing: cancel and roll your own instead). */
  readonly request: RollRequest;
  /** The roll mode the card will be posted in ("publicroll", "gmroll", "blindroll", "selfroll"). */
  readonly rollMode: string;
  /** The id of the user rolling. */
  readonly userId: string;
}

/**
 * What `vowforge.cardPosted` carries: the new message, which card it is (`type`), and a copy of the
 * card's data as posted (the message holds the stored form).
 */
export type CardPostedPayload =
  | { readonly type: "roll"; readonly message: ChatMessage.Implementation; readonly card: CardState; readonly userId: string }
  | { readonly type: "oracle"; readonly message: ChatMessage.Implementation; readonly card: OracleDraw; readonly userId: string }
  | { readonly type: "clock"; readonly message: ChatMessage.Implementation; readonly card: ClockCardState; readonly userId: string };

/** What `vowforge.cardAction` carries: the card's message, the action taken, for whom, and the card after it. */
export interface CardActionPayload {
  readonly message: ChatMessage.Implementation;
  readonly action: CardActionId;
  /** The user the action was taken for (a player whose press the GM's client applied, say). */
  readonly userId: string;
  /** A copy of the card after the action. */
  readonly card: CardState;
  /** What followed, as the card's notes show it. */
  readonly notes: readonly CardNote[];
}

interface HooksGlobal {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): unknown;
}

/** Foundry's `Hooks`, or null where Foundry does not run. */
function hooks(): HooksGlobal | null {
  return (globalThis as { Hooks?: HooksGlobal }).Hooks ?? null;
}

/** Copies plain card data, so a listener cannot change what the system goes on with. */
function copy<T>(value: T): T {
  return structuredClone(value);
}

/**
 * Runs a call of `Hooks`, so that a listener's error never fails our roll or card: it is reported and
 * `fallback` is returned. Foundry's own `Hooks.call`/`callAll` catch a listener's error and report it
 * through `Hooks.onError` ("Error thrown in hooked function … for hook …", public issues
 * ben/foundry-ironsworn#1081 on v13/v14 and foundryvtt/dnd5e#2306), so this catches only what gets
 * past them; the licensed run confirms that they go on to the next listener (docs/architecture.md).
 */
function guarded<T>(hook: string, run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    console.error(`Vowforge | a ${hook} listener failed`, error);
    return fallback;
  }
}

/** Asks the `vowforge.preRoll` listeners whether the roll may go ahead: false when one cancelled it. */
export function allowRoll(request: RollRequest, rollMode: string): boolean {
  const payload: PreRollPayload = { request: copy(request), rollMode, userId: game.user?.id ?? "" };
  return guarded(MODULE_HOOKS.preRoll, () => hooks()?.call(MODULE_HOOKS.preRoll, payload), true) !== false;
}

/** The card a posted message holds, by type: a roll's state, an oracle draw, a clock card. */
interface PostedCards {
  roll: CardState;
  oracle: OracleDraw;
  clock: ClockCardState;
}

/** Tells the `vowforge.cardPosted` listeners of a posted card; returns the message as given. */
export function announceCardPosted<T extends keyof PostedCards>(
  message: ChatMessage.Implementation | null,
  type: T,
  card: PostedCards[T],
): ChatMessage.Implementation | null {
  if (message === null) return message;
  // The type and its card travel together (announceCardPosted's signature), so this is one member of the union.
  const payload = { type, message, card: copy(card), userId: game.user?.id ?? "" } as CardPostedPayload;
  guarded(MODULE_HOOKS.cardPosted, () => hooks()?.callAll(MODULE_HOOKS.cardPosted, payload), undefined);
  return message;
}

/** Tells the `vowforge.cardAction` listeners of an action applied on this client. */
export function announceCardAction(
  message: object,
  action: CardActionId,
  userId: string,
  card: CardState,
  notes: readonly CardNote[] = [],
): void {
  // In Foundry the card's message is a ChatMessage; the playground's stand-in meets no listener.
  const payload: CardActionPayload = { message: message as ChatMessage.Implementation, action, userId, card: copy(card), notes: copy([...notes]) };
  guarded(MODULE_HOOKS.cardAction, () => hooks()?.callAll(MODULE_HOOKS.cardAction, payload), undefined);
}
