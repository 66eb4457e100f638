/** The kinds of pack a Datasworn file fills, each with how its entries are listed and converted. */
import { assetDocument, collectAssets } from "./convert/assets";
import {
  collectDelveSites,
  collectSiteDomains,
  collectSiteThemes,
  delveSiteDocument,
  siteAspectDocument,
} from "./convert/delve-sites";
import { collectFoes, foeDocument } from "./convert/foes";
import { collectMoves, moveDocument } from "./convert/moves";
import { collectOracles, oracleDocument } from "./convert/oracles";
import { collectTruths, truthDocument } from "./convert/truths";
import { type Kind } from "./entries";

/**
 * Forgets which entry type a kind's converter takes: each converter is only ever handed what its own
 * `collect` listed, a pairing the table of kinds cannot spell out.
 */
function kind<E extends { dataswornId: string; name: string }>(k: Kind<E>): Kind {
  return k as unknown as Kind;
}

export const KINDS = {
  moves: kind({ type: "Item", documentName: "Item", collect: collectMoves, convert: moveDocument }),
  assets: kind({ type: "Item", documentName: "Item", collect: collectAssets, convert: assetDocument }),
  oracles: kind({
    type: "RollTable",
    documentName: "RollTable",
    collect: collectOracles,
    convert: oracleDocument,
  }),
  foes: kind({ type: "Actor", documentName: "Actor", collect: collectFoes, convert: foeDocument }),
  truths: kind({
    type: "JournalEntry",
    documentName: "JournalEntry",
    collect: collectTruths,
    convert: truthDocument,
  }),
  siteThemes: kind({
    type: "Item",
    documentName: "Item",
    collect: collectSiteThemes,
    convert: siteAspectDocument,
  }),
  siteDomains: kind({
    type: "Item",
    documentName: "Item",
    collect: collectSiteDomains,
    convert: siteAspectDocument,
  }),
  delveSites: kind({
    type: "Item",
    documentName: "Item",
    collect: collectDelveSites,
    convert: delveSiteDocument,
  }),
} as const;

export type KindName = keyof typeof KINDS;
