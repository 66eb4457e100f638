/** What a clock button needs from Foundry, the same for the clock panel and a character sheet. */
import { type ClockTarget } from "../../cards/clocks/clock-actions";
import { type ClockButtonEnv, type ClockElement } from "./clock-buttons";
import { askClockName } from "./rename-prompt";
import { lookup } from "../../locale";

/** The buttons under `root`, acting on `target` when given (a sheet's own actor), else on their list's. */
export function foundryClockButtonEnv(root: HTMLElement, target?: ClockTarget): ClockButtonEnv {
  return {
    root: root as unknown as ClockElement,
    lookup,
    askName: askClockName,
    notifyError: (text) => ui.notifications.error(text),
    ...(target ? { target } : {}),
  };
}
