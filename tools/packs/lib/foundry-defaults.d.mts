/** Types of the pack defaults (the module itself is plain JavaScript). */
export const RESULT_ICON: string;
export function compactDocument(doc: object): Record<string, unknown>;
export function withFoundryDefaults(doc: object): Record<string, unknown>;
