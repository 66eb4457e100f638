import { RulesError } from "./errors";

/** Throws unless `value` is an integer in [min, max]. `what` names the value in the message. */
export function assertInt(value: unknown, min: number, max: number, what: string): asserts value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesError("NotInteger", `${what} must be a whole number, got ${String(value)}`, { what, value });
  }
  if (value < min || value > max) {
    throw new RulesError("OutOfRange", `${what} must be between ${min} and ${max}, got ${value}`, {
      what,
      value,
      min,
      max,
    });
  }
}

/** Throws unless `value` is a face of a die with `faces` sides (1..faces). */
export function assertDie(value: unknown, faces: number, what: string): asserts value is number {
  assertInt(value, 1, faces, what);
}

/** Throws unless every entry of `values` is a face of a die with `faces` sides. */
export function assertDice(values: unknown, faces: number, what: string): asserts values is number[] {
  if (!Array.isArray(values)) {
    throw new RulesError("NotArray", `${what} must be a list of dice`, { what, value: values });
  }
  values.forEach((v, i) => assertDie(v, faces, `${what}[${i}]`));
}

/** Throws unless `value` is a boolean. */
export function assertBool(value: unknown, what: string): asserts value is boolean {
  if (typeof value !== "boolean") {
    throw new RulesError("NotBoolean", `${what} must be true or false, got ${String(value)}`, { what, value });
  }
}

/** Throws unless `value` is one of `allowed`. */
export function assertOneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): asserts value is T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesError("NotOneOf", `${what} must be one of ${allowed.join(", ")}, got ${String(value)}`, {
      what,
      value,
      allowed,
    });
  }
}

/** Longest id or name accepted. */
export const MAX_TEXT_LENGTH = 200;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/** Throws unless `value` is an id: letters, digits and `_ . : -`, starting with a letter or digit. */
export function assertId(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.length > MAX_TEXT_LENGTH || !ID_PATTERN.test(value)) {
    throw new RulesError("BadId", `${what} must be an id (letters, digits, _ . : -), got ${String(value)}`, {
      what,
      value,
    });
  }
}

/** Throws unless `value` is a non-blank name of at most MAX_TEXT_LENGTH characters. */
export function assertName(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_TEXT_LENGTH) {
    throw new RulesError(
      "BadName",
      `${what} must be a non-empty text of at most ${MAX_TEXT_LENGTH} characters`,
      { what, value },
    );
  }
}
