/**
 * The checks a Datasworn file needs beyond its schema: every id once, every link to an id that exists
 * (in the file or in what it builds on: text links, oracle rolls, a delve site's theme, domain and
 * denizens, a rarity's asset), oracle rows covering their die exactly once, and an expansion
 * of a ruleset we know. Each finding is a Problem with its JSON path; the file is not changed.
 */
import { type DsNode, isPlainObject } from "../errors";
import { type Problem, jsonPath } from "./problems";
import { rangeOf, rowCoverage } from "./row-coverage";

export interface OwnCheckOptions {
  /** Whether an id outside the file exists (in the ruleset an expansion builds on, or another import). */
  knownId: (id: string) => boolean;
  /** Datasworn ids of the rulesets an expansion may build on. */
  knownRulesets: readonly string[];
}

type Keys = Array<string | number>;

/** Visits every object of the tree with the keys leading to it. */
function walk(node: unknown, keys: Keys, visit: (node: DsNode, keys: Keys) => void): void {
  if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...keys, i], visit));
  else if (isPlainObject(node)) {
    visit(node, keys);
    for (const [key, child] of Object.entries(node)) walk(child, [...keys, key], visit);
  }
}

/** Ids a text links to: [label](datasworn:id), [label](id:id), {{table>id}}, {{text>id}}. */
function linksIn(text: string): string[] {
  const links = [...text.matchAll(/\]\((?:datasworn|id):([^)\s]+)\)/g)].map((m) => m[1]);
  const templates = [...text.matchAll(/\{\{(?:table|text)[>:]([^}]+)\}\}/g)].map((m) => m[1]);
  return [...links, ...templates];
}

/** An id a link may name that stands for many (Datasworn's wildcards) or for a part of an entry. */
function isPattern(id: string): boolean {
  return id.includes("*") || id.includes("{{");
}

const TABLE_TYPES = new Set(["oracle_rollable"]);

/** Fields of a node type that name another entry by id: a delve site's theme and domain, a rarity's asset. */
const REFERENCES: Readonly<Record<string, readonly string[]>> = { delve_site: ["theme", "domain"], rarity: ["asset"] };

export function ownChecks(data: DsNode, { knownId, knownRulesets }: OwnCheckOptions): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  walk(data, [], (node, keys) => {
    if (typeof node._id !== "string" || keys.length === 0) return;
    const path = jsonPath(keys);
    const first = seen.get(node._id);
    if (first) problems.push({ path, code: "duplicateId", args: { id: node._id, first } });
    else seen.set(node._id, path);
  });
  const exists = (id: string) => isPattern(id) || seen.has(id) || knownId(id) || knownId(id.replace(/^oracle_rollable:/, "oracle_collection:"));
  const linkProblem = (id: string, keys: Keys) => {
    if (!exists(id)) problems.push({ path: jsonPath(keys), code: "unknownLink", args: { id } });
  };
  const visitStrings = (node: unknown, keys: Keys): void => {
    if (typeof node === "string") for (const id of linksIn(node)) linkProblem(id, keys);
    else if (Array.isArray(node)) node.forEach((child, i) => visitStrings(child, [...keys, i]));
    else if (isPlainObject(node)) for (const [key, child] of Object.entries(node)) visitStrings(child, [...keys, key]);
  };
  visitStrings(data, []);
  walk(data, [], (node, keys) => {
    if (typeof node.oracle === "string" && keys.includes("oracle_rolls")) linkProblem(node.oracle, [...keys, "oracle"]);
    if (typeof node.embed_table === "string") linkProblem(node.embed_table, [...keys, "embed_table"]);
    if (TABLE_TYPES.has(node.type) && Array.isArray(node.rows)) problems.push(...coverageProblems(node, keys, "rows"));
    if (node.type === "truth" && Array.isArray(node.options)) problems.push(...coverageProblems(node, keys, "options"));
    for (const key of REFERENCES[String(node.type)] ?? []) if (typeof node[key] === "string") linkProblem(node[key], [...keys, key]);
    if (node.type === "delve_site" && Array.isArray(node.denizens))
      node.denizens.forEach((denizen: DsNode, i: number) => {
        if (typeof denizen?.npc === "string") linkProblem(denizen.npc, [...keys, "denizens", i, "npc"]);
      });
  });
  if (data.type === "expansion" && typeof data.ruleset === "string" && !knownRulesets.includes(data.ruleset))
    problems.push({ path: "$.ruleset", code: "unknownRuleset", args: { ruleset: data.ruleset, known: knownRulesets.join(", ") } });
  return problems;
}

/** The first fault of a table's rows, as a problem at the row (or the table) it concerns. */
function coverageProblems(table: DsNode, keys: Keys, rowsKey: "rows" | "options"): Problem[] {
  // A truth without dice rolls 1d100 (src/content/convert/truths.ts).
  const match = /^1d(\d+)$/.exec(String(table.dice ?? (rowsKey === "options" ? "1d100" : "")));
  if (!match) return [];
  const faces = Number(match[1]);
  const rows = (table[rowsKey] as DsNode[])
    .map((row, i) => ({ range: rangeOf(row), i }))
    .filter((row): row is { range: { min: number; max: number }; i: number } => row.range !== null)
    .map(({ range, i }) => ({ ...range, i }))
    .sort((a, b) => a.min - b.min);
  const fault = rowCoverage(rows, faces);
  if (!fault || fault.kind === "empty") return [];
  if (fault.kind === "end")
    return [{ path: jsonPath([...keys, rowsKey]), code: "rowsEnd", args: { last: fault.last, faces } }];
  const path = jsonPath([...keys, rowsKey, fault.index]);
  const range = `${fault.min}–${fault.max}`;
  if (fault.kind === "gap") return [{ path, code: "rowGap", args: { range } }];
  return [{ path, code: "rowOverlap", args: { range } }];
}
