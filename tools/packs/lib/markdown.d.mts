export interface MarkdownContext {
  uuidOf: (dataswornId: string) => string | null;
  tableHtml: (dataswornId: string) => string;
  where: string;
}
/** Converts a block of Datasworn markdown to HTML ("" for empty text). */
export function markdownToHtml(text: string | null | undefined, ctx: MarkdownContext): string;
