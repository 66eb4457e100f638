/**
 * The Vowforge ChatMessage and the roll card it draws. A roll card's markup is drawn inside
 * `renderHTML`, before the element is handed to the chat log. Done in the `renderChatMessageHTML` hook
 * instead, the card would arrive after the element was inserted (Foundry does not wait for a hook's
 * promise): core's dice line ("1d6 + 2dx = 13") would flash first and the log, scrolled to its bottom
 * for the shorter element, would stop short of it. draw-steel likewise builds its message markup inside
 * the render call rather than a hook (src/module/data/message/standard.mjs `renderHTML` at 0.11.1), and
 * dnd5e keeps the drawing of its cards and their buttons' listeners in its ChatMessage class's module
 * (module/documents/chat-message.mjs `renderHTML`, `_enrichChatCard`).
 *
 * Drawing a card renders it from the message's stored state (so a reloaded chat log shows the same
 * card), then wires its buttons. A button is disabled when its action was applied, is not offered by
 * the rules, or is not this user's to take; a click runs the card action with the arguments the button
 * carries (data-die-index, data-amount, data-choice, data-harm-index, data-helper-index; "Mark harm"
 * first asks for the harm's name) and reports a refusal in the user's language. What followed that the
 * player must settle on the sheet (a ruin advance, a harm to mark broken, a Broke) is also shown as a
 * notification to the user who clicked.
 *
 * Loading this module defines the class over Foundry's `ChatMessage`; the tests that draw cards without
 * the rest of Foundry stand a bare class in for it (tests/fakes/chat.ts `standInChatMessage`).
 */
import { creationProblem, type NewMessage } from "./card-creation";
import { drawClockCard } from "./clock-card-render";
import { pinClassName } from "../class-names";
import { ROLL_MESSAGE_TYPE } from "../constants";
import { CARD_ACTIONS, CARD_NOTES_TO_ACT_ON, type CardActionId, type CardNote } from "../kinds/shape";
import { traitsOf, type CardState, type ResolvedCard } from "../kinds/registry";
import { MOVE_OUTCOME_IDS } from "../kinds/action";
import { type CardEnv, type CardMove } from "../kinds/view";
import { CARD_TEMPLATE, templatesLoaded } from "../templates";
import {
  buildCardContext,
  cachedReadOfMessage,
  forgetCard,
  loadTargets,
  mayAct,
  offeredActions,
  resolveForViewer,
  type LoadedTargets,
} from "../cards/log-cards";
import { runCardAction } from "../cards/actions/card-actions";
import { argsOfButton, type CardActionArgs, type CardTargets } from "../kinds/contract";
import { type CardMessage } from "../cards/actions/types";
import { promptHarmName } from "../applications/dialogs/harm-prompt";
import { cleanHTML } from "../clean-html";
import { moveAt } from "../cards/move-document";
import { wireSufferRolls } from "./suffer-roll";
import { type RollActor } from "../applications/dialogs/roll-dialog";

export { argsOfButton };
import { localize, rulesErrorText } from "../locale";
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

function isActionId(value: string | undefined): value is CardActionId {
  return (CARD_ACTIONS as readonly string[]).includes(value ?? "");
}

/** The localised text of a refusal. */
export function refusalText(error: string): string {
  return game.i18n.localize(`VOWFORGE.CardAction.Error.${error}`);
}

/**
 * Disables the buttons this user may not use and wires the others to their card action. `offered` are
 * the actions the rules offer on this card now. A button the card itself drew disabled (a Repair buy the
 * points left cannot pay, cards/context/repair-rows.ts) stays disabled and is not wired, whatever else
 * of its action is open.
 */
export function wireCardButtons(
  message: CardMessage,
  buttons: Iterable<CardButtonLike>,
  state: CardState,
  offered: readonly CardActionId[],
  targets: Pick<LoadedTargets, "actor" | "track"> & Partial<Pick<LoadedTargets, "helpers">>,
): void {
  const user = game.user;
  for (const button of buttons) {
    const action = button.dataset.action;
    if (!isActionId(action)) continue;
    const open =
      !button.disabled &&
      !state.applied.includes(action) &&
      offered.includes(action) &&
      mayAct(user, action, message, targets, argsOfButton(button.dataset));
    button.disabled = !open;
    if (!open) continue;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void onClick(message, button, action);
    });
  }
}

/** The localised line of a card note. */
export function noteText(note: CardNote): string {
  return game.i18n.format(`VOWFORGE.Card.Note.${note.id}`, { count: String(note.count), name: note.name });
}

/** The notes a player must settle on the sheet, shown as notifications. */
export function notifyNotes(notes: readonly CardNote[] | undefined): void {
  for (const note of notes ?? []) {
    if (CARD_NOTES_TO_ACT_ON.includes(note.id)) ui.notifications.info(noteText(note));
  }
}

async function onClick(message: CardMessage, button: CardButtonLike, action: CardActionId): Promise<void> {
  button.disabled = true;
  const args: CardActionArgs = argsOfButton(button.dataset);
  const prompt = button.dataset.prompt;
  if (prompt === "harm" || prompt === "harmFull") {
    const name = await promptHarmName(prompt === "harmFull");
    if (name === null) {
      button.disabled = false;
      return;
    }
    args.name = name;
  }
  const outcome = await runCardAction(message, action, game.user, args);
  if (!outcome.ok) {
    ui.notifications.error(refusalText(outcome.error));
    button.disabled = false;
    return;
  }
  notifyNotes(outcome.notes);
}

async function enrichOutcomes(name: string, outcomes: CardMove["outcomes"]): Promise<CardMove> {
  // Cleaned before Foundry's enricher sees it (the texts a card keeps are anyone's to write).
  const enrich = (html: string) =>
    html ? foundry.applications.ux.TextEditor.implementation.enrichHTML(cleanHTML(html)) : Promise.resolve("");
  const enriched = {} as CardMove["outcomes"];
  for (const id of MOVE_OUTCOME_IDS) {
    const o = outcomes[id];
    enriched[id] = { text: await enrich(o.text), match: await enrich(o.match) };
  }
  return { name, outcomes: enriched };
}

/**
 * The move's outcome texts, enriched by Foundry: those an action card keeps, else those of the move the
 * card names (progress and pool cards, and action cards stored before they kept them).
 */
export async function moveOf(state: CardState): Promise<CardMove | undefined> {
  const kept = traitsOf(state).keptMoveOutcomes?.(state);
  if (kept) return enrichOutcomes(state.title, kept);
  if (!state.moveUuid) return undefined;
  const move = await moveAt(state.moveUuid);
  if (!move) return undefined;
  return enrichOutcomes(move.name ?? "", move.system.outcomes);
}

/**
 * Renders the card's markup for the current user. `resolved`: the card already resolved for this draw
 * (see buildCardContext).
 */
export async function renderCard(
  state: CardState,
  env: CardEnv,
  move?: CardMove,
  resolved?: ResolvedCard,
): Promise<string> {
  // CardContext is a plain-data interface; the template API asks for an index-signature object.
  const context: Record<string, unknown> = { ...buildCardContext(state, env, move, resolved) };
  // The log draws stored cards as soon as the world is set up: the card's partials may still be loading.
  await templatesLoaded();
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, context);
}

/** The localised line of a stored card that cannot be shown. */
function unreadable(error?: RulesError): string {
  const line = game.i18n.localize("VOWFORGE.Card.Unreadable");
  return error ? `${line} ${rulesErrorText(error)}` : line;
}

/**
 * Draws the card into a rendered message and wires its buttons (VowforgeChatMessage#renderHTML awaits
 * it). Every step that reads the message is inside one guard, so no stored card, however crafted (an
 * actor id that makes the lookup throw, data the rules refuse), stops the message or the log around
 * it from rendering: data the rules refuse says so in the user's language; anything else is logged
 * once and leaves the element core made as it was.
 */
export async function onRenderChatMessageHTML(
  message: RenderedCardMessage,
  html: CardRootLike,
): Promise<void> {
  let content: ReturnType<CardRootLike["querySelector"]> = null;
  try {
    if (!message.isContentVisible) return;
    const read = cachedReadOfMessage(message);
    if (!read) return;
    content = html.querySelector(".message-content");
    // Stored data that cannot be read: say which part, in the user's language, instead of the dice.
    if ("error" in read) throw read.error;
    const state = read.card;
    const targets = await loadTargets(state, message);
    const user = game.user;
    // The card is resolved once for this draw, for its offers and its context alike: a stored card the
    // rules refuse fails here.
    const resolved = resolveForViewer(state, targets);
    const offered = offeredActions(state, targets as CardTargets, resolved);
    // Each kind says whose permission lets a viewer act (a progress card writes its track, a forge card
    // also its helpers' bonds; every other card its actor, or, without one, is its author's).
    const canAct = (traitsOf(state).actsThrough ?? ["burnMomentum"]).some((action) =>
      mayAct(user, action, message, targets),
    );
    // Its items too: the companions an outcome effect may reach (operations/companion.ts).
    const actor = targets.actor
      ? { type: targets.actor.type, system: targets.actor.system, items: (targets.actor as { items?: unknown }).items }
      : null;
    const markup = await renderCard(
      state,
      { localize, canAct, actor, newerRoll: targets.newerRoll, cleanHTML },
      await moveOf(state),
      resolved,
    );
    if (!content) return;
    content.innerHTML = markup;
    wireCardButtons(message, html.querySelectorAll("button"), state, offered, targets);
    // The card's actor is the Actor document fromUuid found (loadTargets): it has its items and update.
    wireSufferRolls(html.querySelectorAll("button"), targets.actor as RollActor | null);
  } catch (error) {
    if (error instanceof RulesError) {
      if (content) content.textContent = unreadable(error);
      return;
    }
    console.error(`Vowforge | the card of chat message ${String(message.id)} could not be drawn`, error);
  }
}

type RenderOptions = Parameters<ChatMessage["renderHTML"]>[0];
type PreCreate = ChatMessage["_preCreate"];
type OnUpdate = ChatMessage["_onUpdate"];
type OnDelete = ChatMessage["_onDelete"];

export class VowforgeChatMessage<out SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  /**
   * Refuses a new message that is not born clean (card-creation.ts): a roll card with its actions
   * spent, a player's clock card about a clock that is not theirs. Foundry runs this on the creating
   * client before the data is sent, and a false return stops the creation (draw-steel's
   * src/module/data/item/base-item.mjs and data/effect/base.mjs refuse a creation so); the user is told
   * why in their language.
   */
  protected override async _preCreate(...[data, options, user]: Parameters<PreCreate>): ReturnType<PreCreate> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    // The document as built from the data: its type, system data, flags and speaking actor.
    const problem = creationProblem(this as unknown as NewMessage, user);
    if (!problem) return;
    ui.notifications.error(rulesErrorText(problem));
    return false;
  }

  /**
   * An update arrived (on every client): the card read before it is dropped before core hands the
   * message to the log to draw again, so the redraw reads the new data (cards/log-cards.ts). draw-steel
   * (src/module/documents/chat-message.mjs) overrides `_onUpdate` on its ChatMessage the same way,
   * calling super for core's redraw.
   */
  protected override _onUpdate(...[changed, options, userId]: Parameters<OnUpdate>): ReturnType<OnUpdate> {
    forgetCard(this);
    super._onUpdate(changed, options, userId);
  }

  /** A deleted message's card is dropped too (dnd5e's module/documents/chat-message.mjs `_onDelete` untracks its messages so). */
  protected override _onDelete(...[options, userId]: Parameters<OnDelete>): ReturnType<OnDelete> {
    forgetCard(this);
    super._onDelete(options, userId);
  }

  override async renderHTML(options?: RenderOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    try {
      // A roll message is drawn as its roll card (as card-creation.ts checks it); any other message as
      // a clock card when it carries one (flags.vowforge.clock), else left as core drew it.
      // A ChatMessage is the card message the drawing reads; the types cannot say so of `this`.
      if (this.type === ROLL_MESSAGE_TYPE) await onRenderChatMessageHTML(this as unknown as RenderedCardMessage, html);
      else await drawClockCard(this, html);
    } catch (error) {
      // A card that cannot be drawn (a lookup or template that fails) must not fail core's render of
      // the message: the log shows the element core made, and the failure goes to the console.
      console.error(`Vowforge | the card of chat message ${String(this.id)} could not be drawn`, error);
    }
    return html;
  }
}
pinClassName(VowforgeChatMessage, "VowforgeChatMessage");

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ChatMessage: typeof VowforgeChatMessage;
  }
}
