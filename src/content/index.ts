/**
 * The converter's face for the tools (tools/packs/lib/converter.mjs bundles this file): everything
 * the pack build, our own content and the content CLI use.
 */
export { ContentError, check, isPlainObject, str, optStr, int, dict, optDict, arr, optArr } from "./errors";
export { createContext } from "./context";
export { ICONS, primary, stats } from "./documents";
export { stableId, embeddedId } from "./ids";
export { escapeMarkup, inlineHtml, markdownToHtml } from "./markdown";
export { normaliseShape } from "./shape";
export { camel, sourceOf, attributionHtml } from "./datasworn";
export { KINDS } from "./kinds";
export { convertPacks, assertKeys } from "./generate";
export { checkCoverage, dieSize } from "./convert/oracles";
