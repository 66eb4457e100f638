/**
 * What the content CLI (tools/content/content.mjs) uses of the checks: one entry to bundle. The module
 * API's `importDatasworn` loads it as a chunk (src/api/import-datasworn.ts).
 */
export { checkDataswornText } from "./check-file";
export { problemLine } from "./problems";
