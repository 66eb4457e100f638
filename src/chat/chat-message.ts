/**
 * The Vowforge ChatMessage: a roll card's markup is drawn inside `renderHTML`, before the element is
 * handed to the chat log. Done in the `renderChatMessageHTML` hook instead, the card would arrive after
 * the element was inserted (Foundry does not wait for a hook's promise): core's dice line ("1d6 + 2dx =
 * 13") would flash first and the log, scrolled to its bottom for the shorter element, would stop short
 * of it. draw-steel likewise builds its message markup inside the render call rather than a hook
 * (src/module/data/message/standard.mjs `renderHTML` at 0.11.1).
 */
import { onRenderChatMessageHTML, type RenderedCardMessage } from "./card-listeners";
import { creationProblem, type NewMessage } from "./card-creation";
import { drawClockCard } from "./clock-card-render";
import { rulesErrorText } from "../locale";
import { pinClassName } from "../class-names";
import { forgetCard } from "../cards/log-cards";
import { ROLL_MESSAGE_TYPE } from "../constants";

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
