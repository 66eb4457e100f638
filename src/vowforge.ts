/**
 * Vowforge: the entry module Foundry loads. Registration only; behaviour lives in the modules it
 * imports.
 */
import { VOWFORGE } from "./config";
import { registerSettings } from "./settings";
import * as rules from "./rules/index";

declare global {
  interface CONFIG {
    VOWFORGE: typeof VOWFORGE;
  }
}

Hooks.once("init", () => {
  CONFIG.VOWFORGE = VOWFORGE;
  registerSettings();
  Object.assign(globalThis, { vowforge: { rules } });
});
