/** Types of build.mjs for the TypeScript tests. */
export function buildSheetsPage(options: { outDir: string; quiet?: boolean }): Promise<string>;
export function bundleEntry(entry: string, outfile: string): Promise<string>;
