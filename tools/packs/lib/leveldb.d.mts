/** Types of the pack writer (the module itself is plain JavaScript). */
export function packEntries(documents: ReadonlyArray<Record<string, unknown>>): Map<string, Record<string, unknown>>;
export function writePack(dir: string, documents: ReadonlyArray<Record<string, unknown>>): Promise<void>;
