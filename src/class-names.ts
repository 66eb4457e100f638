/**
 * The names of our classes that Foundry stores in a world or looks up by name. The release script is
 * minified, which renames classes, so each such class pins its name right after its declaration:
 *
 * - Roll classes: a roll saved with a message records `class: this.constructor.name`, and Foundry
 *   rebuilds it with the class of that name from CONFIG.Dice.rolls (foundryvtt/foundryvtt#7668 on
 *   re-creating a Roll subclass from message data; foundryvtt-starfinder PR #1538: minified class names
 *   broke "already created messages" that stored the old name).
 * - Dice terms: a term is saved with its class name too and found again among the registered terms
 *   by that name (cosmere-rpg's src/index.ts keys CONFIG.Dice.termTypes by `PlotDie.name`).
 * - Sheets: a registered sheet's id is `<system id>.<class name>`, which worlds keep in each document's
 *   `flags.core.sheetClass` and in the `core.sheetClasses` setting (foundry-ironsworn's
 *   src/module/helpers/settings.ts compares that setting with "ironsworn.IronswornCharacterSheetV2").
 * - Applications (sheets, dialogs, panels): their render hooks are named after each class of their
 *   chain (`render` + class name, as draw-steel's `renderCombatantConfig` and dnd5e's
 *   `renderActorDirectory` hooks show), which modules listen to.
 * - Data models and document classes: named in Foundry's validation messages and in the console, and
 *   kept for the same reason as the rest.
 *
 * The pinned name is data a world keeps, so it stays the same even if the class is renamed in the
 * source. tests/build/class-names.test.ts builds the script and checks every registered class.
 */

/** Gives `cls` the name `name` whatever the minifier called it (as esbuild's keepNames does, for one class). */
export function pinClassName(cls: abstract new (...args: never[]) => unknown, name: string): void {
  Object.defineProperty(cls, "name", { value: name, configurable: true });
}
