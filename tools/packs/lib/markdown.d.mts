export interface MarkdownContext {
  uuidOf: (dataswornId: string) => string | null;
  tableHtml: (dataswornId: string) => string;
  where: string;
  /** false writes links to moves and oracle tables as @UUID too. */
  enricherLinks?: boolean;
}
/** Converts a block of Datasworn markdown to HTML ("" for empty text). */
export function markdownToHtml(text: string | null | undefined, ctx: MarkdownContext): string;
