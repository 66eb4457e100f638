/** Types of build.mjs for the TypeScript tests. */
export function buildCreationPage(options: { outDir: string; quiet?: boolean }): Promise<string>;
export function creationContent(): {
  assets: Array<{ collection: string; index: Array<{ _id: string; name: string; type: string; sort: number; system: { category: string; ruleset: string } }> }>;
  backgrounds: ({ name: string; uuid: string; results: Array<{ range: number[]; description: string }> } & Record<string, unknown>) | null;
  truths: Array<{ id: string; label: string; ruleset: string; entries: Array<{ name: string; sort: number; flags: unknown; pages: unknown[] }> }>;
};
