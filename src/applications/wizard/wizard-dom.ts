/**
 * What the creation does to its drawn window after each draw, the same in Foundry and the playground
 * (the problems and news go to the live regions of ../live-region.ts): the status lines kept up to date
 * while the user picks, and the focus moved where the last button leaves it. Text is set with
 * `textContent`, never as HTML.
 */
import { type WizardFocus } from "./wizard-actions";
import { type WizardContext } from "./wizard-context";

/** The status lines and group summaries of the current step, by element id. */
export function liveTexts(context: WizardContext): Map<string, string> {
  const texts = new Map<string, string>();
  for (const block of context.step.blocks) {
    if ((block.kind === "fields" || block.kind === "picks") && block.status) texts.set(block.statusId, block.status);
    if (block.kind === "picks") for (const group of block.groups) if (group.summaryId) texts.set(group.summaryId, group.summary);
  }
  return texts;
}

/** Brings the drawn status lines (`data-live`) up to date with `context`, without drawing again. */
export function updateLiveTexts(root: ParentNode, context: WizardContext): void {
  const texts = liveTexts(context);
  for (const element of root.querySelectorAll<HTMLElement>("[data-live]")) {
    const text = texts.get(element.dataset.live ?? "");
    if (text !== undefined && element.textContent !== text) element.textContent = text;
  }
}

function focusable(element: Element | null): HTMLElement | null {
  return element && "focus" in element ? (element as HTMLElement) : null;
}

/** Moves the focus as the last button asked (to the element marked data-focus-home, the heading, when the target is gone). */
export function applyFocus(root: ParentNode, focus: WizardFocus): void {
  let target: HTMLElement | null = null;
  if (focus.kind === "invalid") {
    target = focusable(root.querySelector('[aria-invalid="true"]'));
    // A group's problem (picks, rows, a truth category): the group's first control.
    const group = root.querySelector(".vf-wizard__error")?.closest("fieldset");
    target ??= focusable(group?.querySelector('input:not([type="hidden"]), select, textarea') ?? null);
    target ??= focusable(group?.querySelector("button:not([disabled])") ?? null);
  } else if (focus.kind === "row") {
    target = focusable(root.querySelector(`[data-list="${focus.list}"] [data-index="${focus.index}"] :is(input:not([type="hidden"]), select, textarea)`));
  } else if (focus.kind === "control") {
    target = focusable(root.querySelector(`[name="${focus.name.replace(/["\\]/g, "\\$&")}"]:not([disabled])`));
  }
  target ??= focusable(root.querySelector("[data-focus-home]"));
  target?.focus();
}
