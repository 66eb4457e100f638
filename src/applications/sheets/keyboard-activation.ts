/**
 * Enter or Space on an element that plays a button without being one (the portrait: an <img> with
 * role="button", since core's editImage action needs the img itself) clicks it, as a real button would.
 */

/** The parts of a keydown event the handler reads. */
export interface KeyLike {
  key: string;
  target: unknown;
  preventDefault(): void;
}

interface ClickableLike {
  tagName: string;
  getAttribute(name: string): string | null;
  click(): void;
}

function isClickable(target: unknown): target is ClickableLike {
  if (typeof target !== "object" || target === null) return false;
  const element = target as Partial<ClickableLike>;
  return typeof element.tagName === "string" && typeof element.getAttribute === "function" && typeof element.click === "function";
}

/** Clicks an action element with role="button" (not a real button) on Enter or Space; true when it did. */
export function activateOnKey(event: KeyLike): boolean {
  if (event.key !== "Enter" && event.key !== " ") return false;
  const target = event.target;
  if (!isClickable(target) || target.tagName.toUpperCase() === "BUTTON") return false;
  if (target.getAttribute("role") !== "button" || target.getAttribute("data-action") === null) return false;
  event.preventDefault();
  target.click();
  return true;
}
