/** Types of the rollup configuration (the configuration itself is plain JavaScript). */
import { type RollupOptions, type OutputOptions } from "rollup";

/** The chunks loaded on demand: the module each starts from (relative to the repository) -> its name. */
export const CHUNKS: Readonly<Record<string, string>>;

/** The chunks of modules other chunks share: the folder all their modules are in -> its name. */
export const SHARED_CHUNKS: Readonly<Record<string, string>>;

/**
 * A chunk's file name (output.chunkFileNames); throws for a chunk CHUNKS and SHARED_CHUNKS do not name,
 * or one holding two of CHUNKS' starting modules.
 */
export function chunkFileName(chunk: { facadeModuleId?: string | null; isDynamicEntry?: boolean; moduleIds?: readonly string[] }): string;

declare const config: RollupOptions & { output: OutputOptions };
export default config;
