/**
 * Connects the oracles to Foundry, called once on `init`: the oracle templates, the button in the
 * RollTable sidebar that opens the browser, and the world's current region of the Forge (a setting). (`/oracle` typed alone opens it too: src/chat/commands.)
 */
import { addOracleBrowserButton } from "./sidebar-button";
import { openOracles } from "./open";
import { registerRegionSetting } from "../../oracles/region-setting";
import { preloadOracleTemplates } from "../../oracles/templates";
import { localize } from "../../locale";

/** The `renderRollTableDirectory` hook: adds the oracle browser button to the directory header. */
export function onRenderRollTableDirectory(_app: unknown, html: HTMLElement): void {
  addOracleBrowserButton(html, openOracles, localize);
}

export function registerOracleHooks(): void {
  registerRegionSetting();
  Hooks.on("renderRollTableDirectory", onRenderRollTableDirectory);
  void preloadOracleTemplates();
}
