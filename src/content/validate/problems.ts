/**
 * A mistake found in a Datasworn file: where (its JSON path, `$.moves.core.contents.face_danger`), what
 * kind (a code naming a sentence in the language files, `VOWFORGE.Import.Problem.<code>`) and the
 * values that sentence names. The CLI and the import dialog word the same problem the same way.
 */
export type ProblemCode =
  | "notJson"
  | "notObject"
  | "version"
  | "missing"
  | "wrongType"
  | "notAllowed"
  | "unknownField"
  | "invalid"
  | "duplicateId"
  | "unknownLink"
  | "rowGap"
  | "rowOverlap"
  | "rowsEnd"
  | "unknownRuleset"
  | "cannotConvert";

export interface Problem {
  path: string;
  code: ProblemCode;
  args: Record<string, string | number>;
}

/** The language key of a problem's sentence. */
export function problemKey(code: ProblemCode): string {
  return `VOWFORGE.Import.Problem.${code}`;
}

/** Looks a key up in the user's language and fills its {placeholders} (Foundry's `format`, or the CLI's). */
export type Formatter = (key: string, args: Record<string, string | number>) => string;

/** One line a person reads: where, then what is wrong there. */
export function problemLine(problem: Problem, format: Formatter): string {
  return `${problem.path}: ${format(problemKey(problem.code), problem.args)}`;
}

/** A JSON path from the keys leading to a value ("$.oracles.core.rows[3]"). */
export function jsonPath(keys: ReadonlyArray<string | number>): string {
  return keys.reduce<string>(
    (path, key) => (typeof key === "number" ? `${path}[${key}]` : /^[A-Za-z_][\w]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`),
    "$",
  );
}
