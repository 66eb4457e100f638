/** A Foundry document id derived from a key, the same on every build. */
export function stableId(key: string): string;
/** The id of a document embedded in another: parent key plus a child key. */
export function embeddedId(parentKey: string, childKey: string): string;
