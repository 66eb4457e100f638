/**
 * Ironsworn: Delve site themes, site domains and sample delve sites -> Items of type "siteAspect"
 * (a theme or a domain with its feature and danger rows) and "delveSite" (rank, theme and domain
 * rows copied in, and the denizen matrix with links to the foes that fill it).
 */
import { type DsNode, check, dict, int, optStr, str } from "../errors";
import { camel, sourceOf } from "../datasworn";
import { primary } from "../documents";
import { rankName } from "./foes";
import { type ConversionContext } from "../context";
import { type DocumentSource } from "../documents";
import { type PlannedEntry } from "../entries";

export interface SiteEntry extends PlannedEntry {
  entry: DsNode;
  data: DsNode;
}

export const SITE_ICON = "icons/svg/door-exit.svg";
export const ASPECT_ICON = "icons/svg/book.svg";

/** Markdown of a row to plain text: links keep their label, emphasis goes. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, "$2")
    .trim();
}

function rowsOf(entry: DsNode, key: string, where: string) {
  const rows = Array.isArray(entry[key]) ? entry[key] : [];
  return rows.map((row: DsNode, i: number) => {
    const at = `${where} ${key}[${i}]`;
    const min = int(row, "min", at);
    const max = int(row, "max", at);
    check(min >= 1 && min <= max && max <= 100, `${at}: range ${min}-${max} is not within 1-100`);
    return { min, max, text: plain(str(row, "text", at)) };
  });
}

function collect(data: DsNode, key: string): SiteEntry[] {
  return Object.entries(dict(data, key, data._id)).map(([entryKey, entry]) => {
    const where = `${key} ${entry?._id ?? entryKey}`;
    return { dataswornId: str(entry, "_id", where), name: str(entry, "name", where), entry, data };
  });
}

export const collectSiteThemes = (data: DsNode): SiteEntry[] => collect(data, "site_themes");
export const collectSiteDomains = (data: DsNode): SiteEntry[] => collect(data, "site_domains");
export const collectDelveSites = (data: DsNode): SiteEntry[] => collect(data, "delve_sites");

/** One theme or domain Item. */
export function siteAspectDocument(
  item: SiteEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { entry, dataswornId } = item;
  const where = `site aspect ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const aspect = entry.type === "delve_site_theme" ? "theme" : "domain";
  check(entry.type === `delve_site_${aspect}`, `${where}: unexpected type "${entry.type}"`);
  return {
    ...primary("items", target, (index + 1) * 100000, { dataswornId }),
    type: "siteAspect",
    img: ASPECT_ICON,
    system: {
      ruleset,
      source: sourceOf(entry, null, where),
      dataswornId,
      aspect,
      summary: ctx.md(optStr(entry, "summary", where), `${where} summary`),
      description: ctx.md(optStr(entry, "description", where), `${where} description`),
      features: rowsOf(entry, "features", where),
      dangers: rowsOf(entry, "dangers", where),
    },
    effects: [],
  };
}

/**
 * The copy of a theme or domain a site keeps: the file's own, else one outside it (a homebrew site on
 * Delve's shipped themes), whose rows the built item already holds.
 */
function aspectCopy(data: DsNode, key: string, id: string, where: string, ctx: ConversionContext) {
  const entry = Object.values(dict(data, key, data._id)).find((e) => e?._id === id);
  const outside = entry ? null : ctx.externalAspect(id);
  if (outside) return { name: outside.name, dataswornId: id, features: outside.features, dangers: outside.dangers };
  check(entry, `${where}: names unknown ${key} "${id}"`);
  return {
    name: str(entry, "name", where),
    dataswornId: id,
    features: rowsOf(entry, "features", where),
    dangers: rowsOf(entry, "dangers", where),
  };
}

/** One sample delve site Item. */
export function delveSiteDocument(
  item: SiteEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { entry, dataswornId, data } = item;
  const where = `delve site ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const denizens = (Array.isArray(entry.denizens) ? entry.denizens : []).map((denizen: DsNode, i: number) => {
    const at = `${where} denizens[${i}]`;
    const npc = optStr(denizen, "npc", at);
    const uuid = npc ? ctx.uuidOf(npc) : null;
    check(!npc || uuid, `${at}: names foe "${npc}", which no pack holds`);
    const name = optStr(denizen, "name", at) || (uuid ? ctx.nameOf(uuid) : "");
    return {
      frequency: camel(str(denizen, "frequency", at)),
      min: int(denizen, "min", at),
      max: int(denizen, "max", at),
      name,
      uuid: uuid ?? "",
    };
  });
  return {
    ...primary("items", target, (index + 1) * 100000, { dataswornId }),
    type: "delveSite",
    img: SITE_ICON,
    system: {
      ruleset,
      source: sourceOf(entry, null, where),
      dataswornId,
      rank: rankName(entry.rank, where),
      ticks: 0,
      completed: false,
      objective: "",
      theme: aspectCopy(data, "site_themes", str(entry, "theme", where), `${where} theme`, ctx),
      domain: aspectCopy(data, "site_domains", str(entry, "domain", where), `${where} domain`, ctx),
      denizens,
      description: ctx.md(optStr(entry, "description", where), `${where} description`),
      notes: "",
    },
    effects: [],
  };
}
