/**
 * Everything a Datasworn file must pass before anything is written: it is JSON, of the Datasworn
 * version we read, valid against @datasworn/core's schema, passes our own checks (own-checks.ts), and
 * converts. The result is the packs to write, or every problem found; never both.
 */
import { type ConvertedPack, type PackPlan, convertPacks } from "../generate";
import { ContentError, type DsNode, isPlainObject } from "../errors";
import { normaliseShape } from "../shape";
import { KINDS, type KindName } from "../kinds";
import { ownChecks } from "./own-checks";
import { type Problem } from "./problems";
import { schemaProblems } from "./schema";
import { type Unconverted, unconvertedOf } from "../unconverted";
import { type ExternalDocument } from "../context";

/** Datasworn rulesets an expansion may build on, and our ruleset each one is played with. */
export const PARENT_RULESETS: Readonly<Record<string, string>> = { classic: "ironsworn", starforged: "starforged" };

/** The Datasworn versions this converter reads (the 0.1 line our packs are built from). */
const VERSION = /^0\.1\./;

export interface CheckOptions {
  /** Whether an id outside the file exists (our packs, or what the world imported before). */
  knownId?: (id: string) => boolean;
  /** Documents outside the file that links resolve to, by Datasworn id. */
  external?: ReadonlyMap<string, ExternalDocument>;
  /** The package whose compendia will hold the documents ("world", or a content module's id). */
  packageId: string;
  /** Our ruleset for a file that is a whole ruleset of its own (an expansion says its own). */
  ruleset?: string;
}

export interface CheckedFile {
  /** The file's own id, title and version. */
  id: string;
  title: string;
  version: string;
  packs: ConvertedPack[];
  /** What the file holds that becomes no document (src/content/unconverted.ts), to be said, not dropped. */
  unconverted: Unconverted[];
}

export type CheckResult = { ok: true; file: CheckedFile } | { ok: false; problems: Problem[] };

/** The pack name of one kind of a file's content ("my_homebrew" moves -> "my-homebrew-moves"). */
export function packName(fileId: string, kind: KindName): string {
  const slug = fileId.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "content";
  return `${slug}-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The top-level key of a file each kind lists its entries from. */
const KIND_KEYS: Readonly<Record<KindName, string>> = {
  moves: "moves",
  assets: "assets",
  oracles: "oracles",
  foes: "npcs",
  truths: "truths",
  siteThemes: "site_themes",
  siteDomains: "site_domains",
  delveSites: "delve_sites",
};

/** The packs a file fills: one per kind it has entries of. */
function plansOf(data: DsNode, ruleset: string): PackPlan[] {
  return (Object.keys(KINDS) as KindName[])
    .filter((kind) => isPlainObject(data[KIND_KEYS[kind]]) && KINDS[kind].collect(data).length > 0)
    .map((kind) => ({ name: packName(String(data._id), kind), kind, ruleset, source: "file" }));
}

/** Parses and checks a file's text; converts it when every check passes. */
export function checkDataswornText(text: string, options: CheckOptions): CheckResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: "$", code: "notJson", args: { detail: error instanceof Error ? error.message : String(error) } }] };
  }
  return checkDatasworn(data, options);
}

/** Checks parsed JSON; converts it when every check passes. `data` is not changed. */
export function checkDatasworn(data: unknown, options: CheckOptions): CheckResult {
  if (!isPlainObject(data)) return { ok: false, problems: [{ path: "$", code: "notObject", args: {} }] };
  const version = String(data.datasworn_version ?? "");
  if (!VERSION.test(version)) return { ok: false, problems: [{ path: "$.datasworn_version", code: "version", args: { version, supported: "0.1" } }] };
  const problems = [
    ...schemaProblems(data),
    ...ownChecks(data, { knownId: options.knownId ?? (() => false), knownRulesets: Object.keys(PARENT_RULESETS) }),
  ];
  if (problems.length > 0) return { ok: false, problems };
  const ruleset = data.type === "expansion" ? PARENT_RULESETS[data.ruleset] : (PARENT_RULESETS[data._id] ?? options.ruleset ?? "starforged");
  const copy = normaliseShape(structuredClone(data));
  try {
    const packs = convertPacks({ file: copy }, plansOf(copy, ruleset), { packageId: options.packageId, external: options.external });
    return { ok: true, file: { id: String(data._id), title: String(data.title ?? data._id), version, packs, unconverted: unconvertedOf(data) } };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { ok: false, problems: [{ path: "$", code: "cannotConvert", args: { detail: error.message } }] };
  }
}
