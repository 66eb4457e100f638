/**
 * Connects the clocks to Foundry, called once on `init`: the button in the Actors sidebar that opens
 * the clock panel, and the redraws. The panel redraws on every client when the world's clocks change
 * (the setting's onChange, src/settings.ts; and `createSetting`, which the first save of a world setting
 * fires where onChange may not: the Global Progress Clocks module listens to both,
 * github.com/CarlosFdez/global-progress-clocks module/index.mjs), and when a character's clocks change,
 * or a character comes or goes (updateActor, createActor, deleteActor run on every client).
 */
import { SYSTEM_ID } from "../../constants";
import { onWorldClocksChange, SETTINGS, worldClocksChanged } from "../../settings";
import { addSidebarButton } from "../oracle-browser/sidebar-button";
import { worldClocks } from "../../operations/clocks";
import { visibleClocks } from "../../rules/clocks";
import { openClocks, refreshClocks } from "./clock-panel";
import { CLOCK_PANEL_TEMPLATE, CLOCK_PARTIALS } from "./clock-templates";
import { localize } from "../../locale";

/** The `renderActorDirectory` hook: adds the clock panel button to the directory header. */
export function onRenderActorDirectory(_app: unknown, html: HTMLElement): void {
  addSidebarButton(html, openClocks, localize, {
    className: "vf-open-clocks",
    action: "vowforgeOpenClocks",
    icon: "fa-solid fa-clock",
    label: "VOWFORGE.Clock.Open",
    tooltip: "VOWFORGE.Clock.OpenLabel",
  });
}

/** Whether an actor update touched its clocks. */
export function touchesClocks(changes: unknown): boolean {
  const system = (changes as { system?: Record<string, unknown> } | null)?.system;
  return typeof system === "object" && system !== null && "clocks" in system;
}

/**
 * Loads the panel's templates and registers the list partial by its path (Foundry's loadTemplates does
 * so for every path it loads), so the sheets that include the list find it too. Never rejects.
 */
export async function preloadClockTemplates(): Promise<void> {
  try {
    await foundry.applications.handlebars.loadTemplates([CLOCK_PANEL_TEMPLATE, ...CLOCK_PARTIALS]);
  } catch (error) {
    console.error("Vowforge | the clock templates could not be preloaded", error);
  }
}

export function registerClockHooks(): void {
  void preloadClockTemplates();
  Hooks.on("renderActorDirectory", onRenderActorDirectory);
  onWorldClocksChange(refreshClocks);
  Hooks.on("createSetting", (setting: { key?: unknown }) => {
    if (setting.key === `${SYSTEM_ID}.${SETTINGS.worldClocks}`) worldClocksChanged();
  });
  Hooks.on("updateActor", (_actor, changes) => {
    if (touchesClocks(changes)) refreshClocks();
  });
  Hooks.on("createActor", () => refreshClocks());
  Hooks.on("deleteActor", () => refreshClocks());
}

/** On `ready`: opens the panel for each user who has a world clock to see, so the table sees it at once. */
export function openClocksOnReady(): void {
  if (visibleClocks(worldClocks(), game.user.isGM).length > 0) void openClocks();
}
