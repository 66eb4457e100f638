/**
 * The `renderChatMessageHTML` hook for roll cards: renders the card from the message's stored state (so
 * a reloaded chat log shows the same card), then wires its buttons. A button is disabled when its action
 * was applied, is not offered by the rules, or is not this user's to take; a click runs the card action
 * and reports a refusal in the user's language.
 */
import { type CardActionId, CARD_ACTIONS, type CardState } from "./card-state";
import { buildCardContext, type CardEnv, type CardMove } from "./card-context";
import { CARD_TEMPLATE } from "./card-template";
import { cardOfMessage, loadTargets, mayAct, runCardAction } from "./actions/card-actions";
import { offeredActions, type CardTargets } from "./actions/offered";
import { type CardActionArgs, type CardMessage, type CardTarget } from "./actions/types";
import { rulesErrorText } from "./perform-roll";
import { RulesError } from "../rules/errors";

/** The part of a card button the wiring uses (an HTMLButtonElement has it). */
export interface CardButtonLike {
  dataset: Record<string, string | undefined>;
  disabled: boolean;
  addEventListener(type: "click", listener: (event: { preventDefault(): void }) => void): void;
}

/** The part of a rendered chat message the hook uses (an HTMLElement has it). */
export interface CardRootLike {
  querySelector(selectors: string): { innerHTML: string; textContent: string | null } | null;
  querySelectorAll(selectors: "button"): Iterable<CardButtonLike>;
}

/** A roll message as the hook sees it. */
export type RenderedCardMessage = CardMessage & { isContentVisible: boolean };

function localize(key: string, data?: Record<string, unknown>): string {
  if (!data) return game.i18n.localize(key);
  return game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
}

function isActionId(value: string | undefined): value is CardActionId {
  return (CARD_ACTIONS as readonly string[]).includes(value ?? "");
}

/** The arguments a button carries in its data attributes. */
export function argsOfButton(dataset: Record<string, string | undefined>): CardActionArgs {
  const args: CardActionArgs = {};
  if (dataset.dieIndex !== undefined) args.dieIndex = Number(dataset.dieIndex);
  if (dataset.amount !== undefined) args.amount = Number(dataset.amount);
  if (dataset.choice === "addDie" || dataset.choice === "raiseEffect") args.choice = dataset.choice;
  return args;
}

/** Asks how to push (a die or effect); null when the user closes the dialog. */
async function askPushChoice(): Promise<"addDie" | "raiseEffect" | null> {
  const choice = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize("VOWFORGE.CardAction.Push.Title") },
    content: `<p>${game.i18n.localize("VOWFORGE.CardAction.Push.Prompt")}</p>`,
    buttons: [
      { action: "addDie", label: game.i18n.localize("VOWFORGE.CardAction.Push.addDie"), default: true },
      { action: "raiseEffect", label: game.i18n.localize("VOWFORGE.CardAction.Push.raiseEffect") },
    ],
    rejectClose: false,
  });
  return choice === "addDie" || choice === "raiseEffect" ? choice : null;
}

/** The localised text of a refusal. */
export function refusalText(error: string): string {
  return game.i18n.localize(`VOWFORGE.CardAction.Error.${error}`);
}

/**
 * Disables the buttons this user may not use and wires the others to their card action. `offered` are
 * the actions the rules offer on this card now.
 */
export function wireCardButtons(
  message: CardMessage,
  buttons: Iterable<CardButtonLike>,
  state: CardState,
  offered: readonly CardActionId[],
  targets: { actor: CardTarget | null; track: CardTarget | null },
): void {
  const user = game.user;
  for (const button of buttons) {
    const action = button.dataset.action;
    if (!isActionId(action)) continue;
    const open = !state.applied.includes(action) && offered.includes(action) && mayAct(user, action, message, targets);
    button.disabled = !open;
    if (!open) continue;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void onClick(message, button, action);
    });
  }
}

async function onClick(message: CardMessage, button: CardButtonLike, action: CardActionId): Promise<void> {
  button.disabled = true;
  const args = argsOfButton(button.dataset);
  if (action === "push" && !args.choice) {
    const choice = await askPushChoice();
    if (!choice) {
      button.disabled = false;
      return;
    }
    args.choice = choice;
  }
  const outcome = await runCardAction(message, action, game.user, args);
  if (!outcome.ok) {
    ui.notifications.error(refusalText(outcome.error));
    button.disabled = false;
  }
}

function isMoveSystem(system: unknown): system is { outcomes: CardMove["outcomes"] } {
  const outcomes = (system as { outcomes?: unknown } | null)?.outcomes;
  return typeof outcomes === "object" && outcomes !== null && "strongHit" in outcomes && "weakHit" in outcomes && "miss" in outcomes;
}

/** The move's outcome texts, enriched by Foundry, when the card names a move that has them. */
async function moveOf(state: CardState): Promise<CardMove | undefined> {
  if (!state.moveUuid) return undefined;
  const move = (await foundry.utils.fromUuid(state.moveUuid as Parameters<typeof foundry.utils.fromUuid>[0])) as { name?: string; system?: unknown } | null;
  if (!move || !isMoveSystem(move.system)) return undefined;
  const enrich = (html: string) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html);
  const outcomes = {} as CardMove["outcomes"];
  for (const id of ["strongHit", "weakHit", "miss"] as const) {
    const o = move.system.outcomes[id];
    outcomes[id] = { text: await enrich(o.text), match: await enrich(o.match) };
  }
  return { name: move.name ?? "", outcomes };
}

/** Renders the card's markup for the current user. */
export async function renderCard(state: CardState, env: CardEnv, move?: CardMove): Promise<string> {
  // CardContext is a plain-data interface; the template API asks for an index-signature object.
  const context: Record<string, unknown> = { ...buildCardContext(state, env, move) };
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, context);
}

/** The renderChatMessageHTML hook handler. */
export async function onRenderChatMessageHTML(message: RenderedCardMessage, html: CardRootLike): Promise<void> {
  const state = cardOfMessage(message);
  if (!state || !message.isContentVisible) return;
  const content = html.querySelector(".message-content");
  const targets = await loadTargets(state);
  const user = game.user;
  const offered = offeredActions(state, targets as CardTargets);
  // Progress cards write their track; every other card writes its actor (or, without one, is its author's).
  const canAct = mayAct(user, state.kind === "progress" ? "markProgress" : "burnMomentum", message, targets);
  try {
    const markup = await renderCard(state, { localize, canAct }, await moveOf(state));
    if (content) content.innerHTML = markup;
  } catch (error) {
    // The stored card cannot be shown: say why instead of leaving the core rendering of the dice.
    if (error instanceof RulesError) {
      if (content) content.textContent = rulesErrorText(error);
    } else {
      console.error("Vowforge | the roll card could not be rendered", error);
    }
    return;
  }
  wireCardButtons(message, html.querySelectorAll("button"), state, offered, targets);
}
