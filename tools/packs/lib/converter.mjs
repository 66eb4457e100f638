/**
 * The Datasworn converter (src/content/, TypeScript shared with a GM's import in Foundry), loaded once
 * for every tool that turns Datasworn or our own content into documents. Its error class is the pack
 * build's: `PackBuildError` is `ContentError`.
 */
import { importTsModule } from "./ts-module.mjs";

const converter = await importTsModule("src/content/index.ts", "the Datasworn converter");

export const {
  ContentError,
  check,
  isPlainObject,
  str,
  optStr,
  int,
  dict,
  optDict,
  arr,
  optArr,
  createContext,
  ICONS,
  primary,
  stats,
  stableId,
  embeddedId,
  escapeMarkup,
  inlineHtml,
  markdownToHtml,
  normaliseShape,
  camel,
  sourceOf,
  attributionHtml,
  KINDS,
  convertPacks,
  assertKeys,
  checkCoverage,
  dieSize,
} = converter;

export { ContentError as PackBuildError };
