/**
 * Foundry's `foundry.utils.escapeHTML`, for the fakes: the five characters that matter in markup and
 * attributes written as character references.
 */
export function fakeEscapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
