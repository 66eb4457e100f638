/**
 * Hotbar macros: the drop hook that creates them and the roll function they call.
 */
export { registerHotbar, onHotbarDrop } from "./hotbar";
export { rollMacro } from "./roll-macro";
