/**
 * Checks a Datasworn file against the JSON schema `@datasworn/core` ships (json/datasworn.schema.json,
 * draft-07), with Ajv, and words each violation as a Problem. The schema is compiled once, on first
 * use; the module is only reached from the import chunk and the content CLI, never the main script.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import schema from "@datasworn/core/json/datasworn.schema.json";
import { type Problem, type ProblemCode, jsonPath } from "./problems";

let compiled: ValidateFunction | null = null;

function validator(): ValidateFunction {
  // strict: false, since the schema carries keywords of its own ("remarks", "releaseStage"); formats
  // such as "markdown" are Datasworn's names, not checks Ajv knows.
  compiled ??= new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
  return compiled;
}

/** Ajv's "/moves/core/contents/0" as our "$.moves.core.contents[0]". */
function pathOf(error: ErrorObject): string {
  const keys = error.instancePath
    .split("/")
    .slice(1)
    .map((key) => key.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return jsonPath(keys);
}

function problemOf(error: ErrorObject): Problem {
  const params = error.params as Record<string, unknown>;
  const path = pathOf(error);
  const as = (code: ProblemCode, args: Problem["args"] = {}): Problem => ({ path, code, args });
  switch (error.keyword) {
    case "required":
      return as("missing", { field: String(params.missingProperty) });
    case "type":
      return as("wrongType", { expected: String(params.type) });
    case "enum":
      return as("notAllowed", { allowed: (params.allowedValues as unknown[]).map(String).join(", ") });
    case "const":
      return as("notAllowed", { allowed: String(params.allowedValue) });
    case "additionalProperties":
      return as("unknownField", { field: String(params.additionalProperty) });
    default:
      return as("invalid", { detail: error.message ?? error.keyword });
  }
}

/** Keywords that only say a branch failed; the errors inside it say why. */
const BRANCHES = new Set(["if", "anyOf", "oneOf", "allOf", "not"]);

/** The file's schema violations, one per path and kind, at most `limit`. */
export function schemaProblems(data: unknown, limit = 100): Problem[] {
  const validate = validator();
  if (validate(data)) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of validate.errors ?? []) {
    if (BRANCHES.has(error.keyword)) continue;
    const problem = problemOf(error);
    const key = `${problem.path} ${problem.code} ${JSON.stringify(problem.args)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
    if (problems.length >= limit) break;
  }
  return problems;
}
