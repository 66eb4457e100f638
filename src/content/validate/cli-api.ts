/** What the content CLI (tools/content/content.mjs) uses of the checks: one entry to bundle. */
export { checkDataswornText } from "./check-file";
export { problemLine } from "./problems";
export { unconvertedKey } from "../unconverted";
