/** Types of the rollup configuration (the configuration itself is plain JavaScript). */
import { type RollupOptions, type OutputOptions } from "rollup";

/** The chunks loaded on demand: the module each starts from (relative to the repository) -> its name. */
export const CHUNKS: Readonly<Record<string, string>>;

/** The chunks of modules other chunks share: the folder all their modules are in -> its name. */
export const SHARED_CHUNKS: Readonly<Record<string, string>>;

declare const config: RollupOptions & { output: OutputOptions };
export default config;
