/**
 * The text syntax of links in rich text: Foundry's own `@UUID[target]{label}` and our enrichers'
 * `@Move[reference]{label}`, `@Oracle[reference]{label}` and `@Roll[roll]{label}` (src/enrichers/ turns
 * ours into links and buttons in Foundry). Pure: the patterns, and the text a link reads as where
 * markup is not drawn (search, plain-text summaries).
 */

/** Our enrichers' tags, as written after the `@`. */
export const ENRICHER_TAGS = ["Move", "Oracle", "Roll"] as const;
export type EnricherTag = (typeof ENRICHER_TAGS)[number];

/** The tags of every link written this way: ours and Foundry's `@UUID`. */
type LinkTag = EnricherTag | "UUID";

/**
 * A new global pattern of one tag: group 1 the reference inside the brackets, group 2 the label inside
 * the braces (absent when there is none). The shape follows Foundry's own `@UUID[...]{...}` links.
 */
export function enricherPattern(tag: LinkTag): RegExp {
  return new RegExp(`@${tag}\\[([^\\]\\n]+)\\](?:\\{([^}\\n]+)\\})?`, "g");
}

const ANY_LINK = /@(UUID|Move|Oracle|Roll)\[([^\]\n]+)\](?:\{([^}\n]+)\})?/g;

/**
 * `text` with every link written as its label; an unlabelled link of ours reads as its reference (the
 * move, table or roll it names), an unlabelled `@UUID` stays as written.
 */
export function linksAsText(text: string): string {
  return text.replace(ANY_LINK, (all: string, tag: string, reference: string, label: string | undefined) => {
    if (label !== undefined) return label;
    return tag === "UUID" ? all : reference;
  });
}
