/**
 * The clock panel on the playground page: the world's clocks, drawn with the panel's real template and
 * context, and every button run through the system's own presses (src/cards/clocks/clock-actions.ts)
 * with the page as the world: the one user is the GM, the world's list is kept in memory, a roll to
 * advance takes the page's next seeded d100, and a clock card goes into the page's chat log.
 */
import { escapeHtml } from "../src/html";
import { type ClockWorld } from "../src/cards/clocks/clock-types";
import { CLOCK_CARD_TEMPLATE } from "../src/templates";
import { clockCardContext } from "../src/cards/context/clock-card";
import { runClockButton, type ClockElement } from "../src/applications/clocks/clock-buttons";
import { clockPanelContext } from "../src/applications/clocks/clock-list-context";
import { CLOCK_LIST_PARTIAL, CLOCK_PANEL_TEMPLATE } from "../src/applications/clocks/clock-templates";
import { type Clock } from "../src/rules/clocks";
import { type OracleOdds } from "../src/rules/oracle";
import { PAGE_USER } from "./card-world";
import { type ChatLog } from "./chat-log";
import { templateSources, type PageEnv } from "./env";
import { type DiceRoller } from "./prng";

/** The page's user acts as the GM of the world's clocks. */
const PAGE_GM = { ...PAGE_USER, isGM: true };

export class PlaygroundClocks {
  /** The world's clocks (what the hidden world setting holds in Foundry). */
  list: Clock[] = [];
  #odds: OracleOdds = "fiftyFifty";

  constructor(
    private readonly root: HTMLElement,
    private readonly env: PageEnv,
    private readonly chat: ChatLog,
    private readonly roller: () => DiceRoller,
    private readonly notify: (text: string) => void,
  ) {
    // The panel's list partial, registered by its system path as Foundry's loadTemplates does.
    const source = templateSources()[CLOCK_LIST_PARTIAL];
    if (source === undefined) throw new Error(`no template at ${CLOCK_LIST_PARTIAL}`);
    env.hbs.registerPartial(CLOCK_LIST_PARTIAL, source);
    root.addEventListener("click", (event) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-action]") : null;
      if (button && (button.dataset.action === "clockPress" || button.dataset.action === "clockCreate"))
        void this.#press(button);
    });
    root.addEventListener("change", (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && select.dataset.role === "clock-odds")
        this.#odds = select.value as OracleOdds;
    });
    this.render();
  }

  get world(): ClockWorld {
    return {
      currentUser: () => PAGE_GM,
      activeGMId: () => PAGE_GM.id,
      findActor: async () => null,
      worldStore: () => ({
        read: () => structuredClone(this.list),
        write: async (list) => {
          this.list = structuredClone(list);
        },
      }),
      rollD100: async () => {
        const value = this.roller().die(100);
        return { value, roll: { formula: "1d100", total: value } };
      },
      postCard: async (card) => {
        const html = this.env.render(CLOCK_CARD_TEMPLATE, clockCardContext(card, this.env.localize));
        this.chat.appendOther("clock", this.env.localize("VOWFORGE.Clock.Title"), html);
      },
      gmIds: () => [PAGE_GM.id],
      ownerIds: () => [],
    };
  }

  render(): void {
    const context = clockPanelContext(
      { worldClocks: this.list, characters: [], isGM: true, odds: this.#odds, idPrefix: "pg-clocks" },
      this.env.localize,
    );
    this.root.innerHTML = `<h2 class="pg-clocks__heading">${escapeHtml(this.env.localize("VOWFORGE.Clock.Title"))}</h2>${this.env.render(CLOCK_PANEL_TEMPLATE, context)}`;
  }

  async #press(button: HTMLElement): Promise<void> {
    const outcome = await runClockButton(button as unknown as ClockElement, {
      root: this.root as unknown as ClockElement,
      lookup: this.env.lookup,
      askName: async (current) =>
        window.prompt(this.env.localize("VOWFORGE.Clock.Action.RenamePrompt", { name: current }), current),
      notifyError: (text) => this.notify(text),
      world: this.world,
    });
    if (outcome?.ok) {
      this.notify("");
      this.render();
    }
  }
}
