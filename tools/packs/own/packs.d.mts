/** Types of our own packs' definitions (the generator itself is plain JavaScript). */

export interface OwnPackDefinition {
  name: string;
  /** null for the guide, which serves every ruleset. */
  ruleset: "ironsworn" | "starforged" | "forgedTies" | "augur" | "strike" | null;
  kind: "moves" | "tables" | "reference";
  title: string;
}

export const CONTENT_DIR: string;
export const OWN_PACKS: OwnPackDefinition[];
export function contentFile(pack: OwnPackDefinition, dir?: string): string;
export function contentId(packName: string, key: string): string;
export const OWN_SOURCE: Readonly<{ title: string; page: null; authors: string; license: string; url: string }>;
