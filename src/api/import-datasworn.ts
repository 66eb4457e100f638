/**
 * `api.importDatasworn`: checks a Datasworn file as the content CLI does (src/content/validate/: the
 * JSON schema of @datasworn/core, our own checks, the conversion) and returns the documents it would
 * make, or every problem with its JSON path and its sentence in the user's language. It writes nothing:
 * the import dialog, which writes world compendium packs, is a separate piece of work. The checks and
 * the schema are a chunk loaded on the first call (rollup.config.mjs), so the main script stays small.
 */
import { type CheckResult } from "../content/validate/check-file";
import { type Problem } from "../content/validate/problems";
import { localize } from "../locale";

export interface ImportOptions {
  /** The package whose compendia will hold the documents; default "world". */
  packageId?: string;
  /** Datasworn ids outside the file that its links may name (the games it builds on). */
  knownIds?: Iterable<string>;
  /** Our ruleset ("ironsworn", "starforged") for a file that is a whole ruleset of its own. */
  ruleset?: string;
}

/** A problem with the sentence a person reads: where, then what is wrong there. */
export interface WordedProblem extends Problem {
  message: string;
}

export type ImportResult = Extract<CheckResult, { ok: true }> | { ok: false; problems: WordedProblem[] };

/** Checks and converts `file` (its text, or the parsed JSON). Never throws for a bad file. */
export async function importDatasworn(file: string | object, options: ImportOptions = {}): Promise<ImportResult> {
  const { checkDataswornText, problemLine } = await import("../content/validate/cli-api");
  const known = new Set(options.knownIds ?? []);
  const check = {
    packageId: options.packageId ?? "world",
    knownId: (id: string) => known.has(id),
    ...(options.ruleset ? { ruleset: options.ruleset } : {}),
  };
  // Parsed JSON is written out again, so the chunk has one entry (the content CLI's) and the check reads a copy.
  const result = checkDataswornText(typeof file === "string" ? file : (JSON.stringify(file) ?? ""), check);
  if (result.ok) return result;
  return { ok: false, problems: result.problems.map((problem) => ({ ...problem, message: problemLine(problem, localize) })) };
}
