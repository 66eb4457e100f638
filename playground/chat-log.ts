/**
 * The chat column: every card rendered with the real card template and context builder, newest at
 * the bottom, and the card buttons applying their action to the card and the sample character.
 */
import { traitsOf, type CardState } from "../src/kinds/registry";
import { type RollMode } from "../src/roll-modes";
import { buildCardContext } from "../src/cards/log-cards";
import { type CardActorView } from "../src/kinds/view";
import { CARD_TEMPLATE } from "../src/templates";
import { cleanHTML } from "../src/clean-html";
import { type PageEnv } from "./env";
import messageSource from "./message.hbs";

export interface ChatEntry {
  state: CardState;
  sender: string;
  /** The roll mode the roll was made in (shown on the message when it is not public). */
  rollMode: RollMode;
}

export class ChatLog {
  readonly entries: ChatEntry[] = [];
  readonly #message: HandlebarsTemplateDelegate;

  constructor(
    readonly list: HTMLOListElement,
    private readonly empty: HTMLElement,
    private readonly env: PageEnv,
    /** The card's character now (its buttons follow it), or null. */
    private readonly actorFor: (state: CardState) => CardActorView | null = () => null,
  ) {
    this.#message = env.hbs.compile(messageSource);
  }

  /**
   * Whether the card's character rolled again after it (a later card of its ruleset that is not an
   * oracle card): its burn is closed, as in Foundry.
   */
  newerRoll(index: number): boolean {
    const ruleset = this.entries[index]?.state.ruleset;
    return this.entries.slice(index + 1).some((e) => e.state.ruleset === ruleset && traitsOf(e.state).closesEarlierBurns !== false);
  }

  #html(index: number): string {
    const entry = this.entries[index];
    const card = this.env.render(
      CARD_TEMPLATE,
      buildCardContext(entry.state, {
        localize: this.env.localize,
        canAct: true,
        actor: this.actorFor(entry.state),
        newerRoll: this.newerRoll(index),
        cleanHTML,
      }),
    );
    return this.#message({
      index,
      kind: entry.state.kind,
      sender: entry.sender,
      number: this.env.localize("VOWFORGE.Playground.RollNumber", { n: index + 1 }),
      mode:
        entry.rollMode === "publicroll"
          ? null
          : this.env.localize(`VOWFORGE.Dialog.RollMode.${entry.rollMode}`),
      card,
    });
  }

  /** Adds a card at the bottom and scrolls it into view. */
  append(entry: ChatEntry): HTMLElement {
    this.entries.push(entry);
    // The character's earlier cards close their burn now (as Foundry redraws them).
    this.entries.forEach((other, i) => {
      if (i < this.entries.length - 1 && other.state.ruleset === entry.state.ruleset && traitsOf(entry.state).closesEarlierBurns !== false) {
        this.update(i, other.state);
      }
    });
    this.list.insertAdjacentHTML("beforeend", this.#html(this.entries.length - 1));
    this.empty.hidden = true;
    const item = this.list.lastElementChild as HTMLElement;
    item.scrollIntoView({ block: "end" });
    return item;
  }

  /**
   * Adds a message that is not a roll card (a clock card) at the bottom: it keeps no state here, so
   * it carries no message index and no card button acts on it.
   */
  appendOther(kind: string, sender: string, card: string): HTMLElement {
    const html = this.#message({ index: "", kind, sender, number: "", mode: null, card });
    this.list.insertAdjacentHTML("beforeend", html);
    this.empty.hidden = true;
    const item = this.list.lastElementChild as HTMLElement;
    item.removeAttribute("data-message-index");
    item.scrollIntoView({ block: "end" });
    return item;
  }

  /** Replaces a card's state and re-renders it in place. */
  update(index: number, state: CardState): HTMLElement {
    this.entries[index] = { ...this.entries[index], state };
    const old = this.list.querySelector<HTMLElement>(`[data-message-index="${index}"]`);
    if (!old) throw new Error(`no chat message ${index}`);
    old.insertAdjacentHTML("afterend", this.#html(index));
    const fresh = old.nextElementSibling as HTMLElement;
    old.remove();
    return fresh;
  }
}
