/**
 * Drawing a clock card into its rendered message (called by VowforgeChatMessage#renderHTML): the
 * state in `flags.vowforge.clock` (src/data/message/clock-card.ts) becomes the card, in the reader's
 * language, on every render. A message without that flag is left alone; a flag that cannot be read
 * says so instead of an empty message.
 */
import { CLOCK_CARD_TEMPLATE, templatesLoaded } from "../templates";
import { clockCardContext } from "../cards/context/clock-card";
import { SYSTEM_ID } from "../constants";
import { CLOCK_CARD_FLAG, readClockCard } from "../data/message/clock-card";
import { localize } from "../locale";

/** The part of a message the drawing reads. */
export interface ClockCardMessage {
  flags?: unknown;
  isContentVisible: boolean;
}

/** The part of the rendered element it writes. */
export interface ClockCardRoot {
  querySelector(selectors: string): { innerHTML: string; textContent: string | null } | null;
}

/** The stored clock card flag of a message, or undefined when it has none. */
export function clockCardFlag(message: Pick<ClockCardMessage, "flags">): unknown {
  const flags = message.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  return flags?.[SYSTEM_ID]?.[CLOCK_CARD_FLAG];
}

/** Draws the card of a clock card message (or says it cannot be read); any other message is left alone. */
export async function drawClockCard(message: ClockCardMessage, html: ClockCardRoot): Promise<void> {
  const flag = clockCardFlag(message);
  if (flag === undefined) return;
  const content = message.isContentVisible ? html.querySelector(".message-content") : null;
  if (!content) return;
  const state = readClockCard(flag);
  if (!state) {
    content.textContent = localize("VOWFORGE.Clock.Card.Unreadable");
    return;
  }
  await templatesLoaded();
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(
    CLOCK_CARD_TEMPLATE,
    clockCardContext(state, localize) as unknown as Record<string, unknown>,
  );
}
