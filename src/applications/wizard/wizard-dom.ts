/**
 * What the creation does to its drawn window after each draw, the same in Foundry and the playground
 * (the problems and news go to the live regions of ../live-region.ts): the status lines kept up to date
 * while the user picks, and the focus moved where the last button leaves it. Text is set with
 * `textContent`, never as HTML.
 */
import { showProblems } from "../live-region";
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

/** The ids of the error messages a context still shows (any `{ error, errorId }` inside it with a message). */
function shownErrorIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) shownErrorIds(item, ids);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.errorId === "string" && typeof record.error === "string" && record.error) ids.add(record.errorId);
    for (const inner of Object.values(record)) if (typeof inner === "object") shownErrorIds(inner, ids);
  }
  return ids;
}

/**
 * Takes down the drawn marks of problems the user has fixed since Next showed them: the message under
 * the field, its `aria-invalid` and the `aria-describedby` pointing at the message. Returns whether any
 * went. The step is not drawn again, so the focus and the typed text stay where they are.
 */
export function clearFixedMarks(root: ParentNode, context: WizardContext): boolean {
  const still = shownErrorIds(context.step);
  let cleared = false;
  for (const message of root.querySelectorAll<HTMLElement>(".vf-wizard__error[id]")) {
    if (still.has(message.id)) continue;
    // Ids are made of letters, digits, "_" and "-" (ControlKit.id), so they need no escaping here.
    for (const control of root.querySelectorAll<HTMLElement>(`[aria-describedby~="${message.id}"]`)) {
      const rest = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== message.id);
      if (rest.length > 0) control.setAttribute("aria-describedby", rest.join(" "));
      else control.removeAttribute("aria-describedby");
      control.removeAttribute("aria-invalid");
    }
    message.remove();
    cleared = true;
  }
  return cleared;
}

/** After a change that does not redraw the step: status lines, fixed problems' marks and the problem list. */
export function updateAfterChange(root: ParentNode, context: WizardContext): void {
  updateLiveTexts(root, context);
  if (clearFixedMarks(root, context)) showProblems(root, context.errors.heading, context.errors.items);
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
