/**
 * The playground's light/dark switch: puts `theme-light` or `theme-dark` on <body>, as Foundry v13 does
 * for its interface theme, so the system's styles show in both. ?theme=dark opens the page dark.
 */
export type PageTheme = "light" | "dark";

export function applyTheme(theme: PageTheme): void {
  document.body.classList.remove("theme-light", "theme-dark");
  document.body.classList.add(`theme-${theme}`);
}

/** A labelled checkbox that switches the page's theme; returns its element to place in a header. */
export function themeSwitch(label: string): HTMLLabelElement {
  const wanted = new URL(window.location.href).searchParams.get("theme") === "dark" ? "dark" : "light";
  applyTheme(wanted);
  const wrapper = document.createElement("label");
  wrapper.className = "pg-theme";
  const box = document.createElement("input");
  box.type = "checkbox";
  box.dataset.role = "theme";
  box.checked = wanted === "dark";
  box.addEventListener("change", () => applyTheme(box.checked ? "dark" : "light"));
  const text = document.createElement("span");
  text.textContent = label;
  wrapper.append(box, text);
  return wrapper;
}
