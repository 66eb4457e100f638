/**
 * The clock panel: one window every user may open, listing the world's clocks and the clocks of the
 * characters the user can see, with the buttons the user may press (clock-list-context.ts says which).
 * Everything it shows comes from clockPanelContext; this class connects it to Foundry's ApplicationV2
 * with the Handlebars mixin, as the oracle browser does (and as draw-steel 0.11.1 builds its
 * applications: src/module/applications/api/document-sheet.mjs). It redraws when the world's clocks
 * or a character's clocks change (register.ts).
 */
import { type Localize } from "../../cards/context/clock-card";
import { actorClocks, CLOCK_ACTOR_TYPES, worldClocks } from "../../operations/clocks";
import { type TrackActor } from "../../operations/actor-write";
import { type OracleOdds } from "../../rules/oracle";
import { runClockButton, type ClockElement } from "./clock-buttons";
import { clockPanelContext, type ClockPanelContext, type PanelCharacter } from "./clock-list-context";
import { CLOCK_PANEL_TEMPLATE, CLOCK_PARTIALS } from "./clock-templates";
import { foundryClockButtonEnv } from "./foundry-button-env";
import { pinClassName } from "../../class-names";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = ClockPanelContext & foundry.applications.api.ApplicationV2.RenderContext;

const localize: Localize = (key, data) =>
  data
    ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])))
    : game.i18n.localize(key);

/** The characters this user can see (limited permission or more) that carry clocks. */
function panelCharacters(): PanelCharacter[] {
  const actors = (game.actors?.contents ?? []) as unknown as Array<
    TrackActor & { name: string; isOwner: boolean; testUserPermission(user: unknown, level: string): boolean }
  >;
  return actors
    .filter((a) => (CLOCK_ACTOR_TYPES as readonly string[]).includes(a.type))
    .filter((a) => a.testUserPermission(game.user, "LIMITED"))
    .map((a) => ({ uuid: a.uuid ?? "", name: a.name, clocks: actorClocks(a), owner: a.isOwner }));
}

export class ClockPanel extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    id: "vowforge-clock-panel",
    classes: ["vowforge", "vf-clock-panel-app"],
    tag: "section",
    window: { title: "VOWFORGE.Clock.Title", icon: "fa-solid fa-clock", resizable: true },
    position: { width: 340, height: 560 },
    actions: { clockPress: ClockPanel.#onPress, clockCreate: ClockPanel.#onPress },
  };

  static override PARTS = {
    main: { template: CLOCK_PANEL_TEMPLATE, templates: [...CLOCK_PARTIALS], scrollable: [""] },
  };

  /** The odds a roll to advance asks with, kept across redraws. */
  #odds: OracleOdds = "fiftyFifty";

  protected override async _prepareContext(): Promise<RenderContext> {
    const context = clockPanelContext(
      {
        worldClocks: worldClocks(),
        characters: panelCharacters(),
        isGM: game.user.isGM,
        odds: this.#odds,
        idPrefix: this.id,
      },
      localize,
    );
    return context as RenderContext;
  }

  protected override async _onRender(
    context: RenderContext,
    options: foundry.applications.api.ApplicationV2.RenderOptions,
  ) {
    await super._onRender(context, options);
    const odds = this.element.querySelector<HTMLSelectElement>('[data-role="clock-odds"]');
    odds?.addEventListener("change", () => (this.#odds = odds.value as OracleOdds));
  }

  static async #onPress(this: ClockPanel, _event: Event, target: HTMLElement) {
    await runClockButton(target as unknown as ClockElement, foundryClockButtonEnv(this.element));
  }
}
pinClassName(ClockPanel, "ClockPanel");

let panel: ClockPanel | null = null;

/** Opens (or brings to the front) the clock panel. */
export async function openClocks(): Promise<ClockPanel> {
  panel ??= new ClockPanel();
  await panel.render({ force: true });
  panel.bringToFront();
  return panel;
}

/** Redraws the panel where it is open. */
export function refreshClocks(): void {
  if (panel?.rendered) void panel.render();
}
