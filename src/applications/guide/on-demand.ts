/**
 * The guide's part of the runtime script. The welcome window and the way to the guide journal are a
 * chunk of their own (vowforge-guide.mjs beside vowforge.mjs, rollup.config.mjs), loaded when the
 * window or the guide opens: on a GM's `ready` while "Show at start" is on, from the settings window's
 * button, or from `vowforge.openGuide()`. A chunk that cannot be loaded (an incomplete install) ends in
 * a localised message; nothing else depends on it.
 */
import { pinClassName } from "../../class-names";
import { SYSTEM_ID } from "../../constants";
import { welcomeOn } from "../../settings";
import type * as Welcome from "./welcome";
import { localize } from "../../locale";

/** The chunk, or null after telling the user it could not be loaded. */
async function guideChunk(): Promise<typeof Welcome | null> {
  try {
    return await import("./welcome");
  } catch (error) {
    console.error(`${SYSTEM_ID} | the welcome window could not be loaded`, error);
    ui.notifications?.error(localize("VOWFORGE.Guide.Error.NotLoaded"));
    return null;
  }
}

/** Opens the welcome window (one window, brought back to the front when already open). */
export async function openWelcome(): Promise<void> {
  await (await guideChunk())?.openWelcomeWindow();
}

/** Opens the guide's first journal; resolves to whether it opened. */
export async function openGuide(): Promise<boolean> {
  return (await (await guideChunk())?.openGuide()) ?? false;
}

/** On `ready`: opens the welcome window for a GM who has not turned it off. */
export function welcomeOnReady(): void {
  if (game.user?.isGM && welcomeOn()) void openWelcome();
}

const { ApplicationV2 } = foundry.applications.api;

/**
 * The settings window's guide button. Foundry constructs a menu's `type` with no arguments and renders
 * it (dnd5e registers ApplicationV2 classes the same way, module/settings.mjs "bastionConfiguration");
 * this one renders the welcome window from the chunk instead of a window of its own, so the button
 * costs the runtime script this small class, not the window.
 */
export class GuideMenu extends ApplicationV2 {
  override async render(): Promise<this> {
    await openWelcome();
    return this;
  }
}

pinClassName(GuideMenu, "GuideMenu");
