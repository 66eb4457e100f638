/**
 * The welcome window: what Vowforge is, the rulesets this world plays, the steps to a first roll and a
 * button that opens the guide. It opens for a GM when the world loads, until they untick "Show at
 * start" (a client setting, src/settings.ts), and for anyone from the button in the settings window.
 * Everything it shows comes from welcomeContext; this class connects it to Foundry's ApplicationV2 with
 * the Handlebars mixin, as the clock panel and the oracle browser do. This module starts the chunk
 * vowforge-guide.mjs, which on-demand.ts loads when the window or the guide opens.
 */
import { pinClassName } from "../../class-names";
import { enabledRulesets, setWelcome, welcomeOn } from "../../settings";
import { localize } from "../../locale";
import { openGuide } from "./open-guide";
import { WELCOME_TEMPLATE } from "./welcome-template";
import { welcomeContext, type WelcomeContext } from "./welcome-context";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = WelcomeContext & foundry.applications.api.ApplicationV2.RenderContext;

export class WelcomeDialog extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    id: "vowforge-welcome",
    classes: ["vowforge", "vf-welcome-app"],
    tag: "section",
    window: { title: "VOWFORGE.Guide.Welcome.Title", icon: "fa-solid fa-book-open" },
    position: { width: 460, height: "auto" as const },
    actions: { openGuide: WelcomeDialog.#onOpenGuide, closeWelcome: WelcomeDialog.#onClose },
  };

  static override PARTS = { main: { template: WELCOME_TEMPLATE } };

  protected override async _prepareContext(): Promise<RenderContext> {
    const context = welcomeContext({ rulesets: enabledRulesets(), showAtStart: welcomeOn(), gm: game.user?.isGM ?? false, idPrefix: this.id }, localize);
    return context as RenderContext;
  }

  protected override async _onRender(context: RenderContext, options: foundry.applications.api.ApplicationV2.RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const box = this.element.querySelector<HTMLInputElement>('[data-role="show-at-start"]');
    box?.addEventListener("change", () => void setWelcome(box.checked));
  }

  static async #onOpenGuide(this: WelcomeDialog): Promise<void> {
    if (await openGuide()) await this.close();
  }

  static async #onClose(this: WelcomeDialog): Promise<void> {
    await this.close();
  }
}

pinClassName(WelcomeDialog, "WelcomeDialog");

export { openGuide } from "./open-guide";

let welcome: WelcomeDialog | null = null;

/** Opens the welcome window, or brings it back to the front when it is open. */
export async function openWelcomeWindow(): Promise<void> {
  welcome ??= new WelcomeDialog();
  await welcome.render({ force: true });
  welcome.bringToFront();
}
