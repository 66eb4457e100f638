/** Types of build.mjs for TypeScript callers (the browser tests). */
export declare const root: string;
export declare const defaultOutDir: string;
export declare function buildPlayground(options?: { outDir?: string; quiet?: boolean }): Promise<string>;
