/** Types of the template compaction (the function itself is plain JavaScript). */
export function compactTemplate(source: string): string;
export function listTemplates(dir: string): Promise<string[]>;
