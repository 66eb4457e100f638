/**
 * The one error the pack generator throws on bad input: its message names the Datasworn entry and
 * the field at fault, so a broken data release is easy to trace.
 */
export class PackBuildError extends Error {
  constructor(message) {
    super(message);
    this.name = "PackBuildError";
  }
}

/**
 * Throws a PackBuildError when `condition` is false. The field readers below test first and build
 * their message only on failure: describing a value serialises it, and they run on every field read.
 */
export function check(condition, message) {
  if (!condition) throw new PackBuildError(message);
}

function fail(message) {
  throw new PackBuildError(message);
}

/** Reads a required string field of a Datasworn object. */
export function str(obj, key, where) {
  const value = obj?.[key];
  if (typeof value !== "string") fail(`${where}: "${key}" should be a string, got ${describe(value)}`);
  return value;
}

/** Reads an optional string field (null or absent gives ""). */
export function optStr(obj, key, where) {
  const value = obj?.[key];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") fail(`${where}: "${key}" should be a string, got ${describe(value)}`);
  return value;
}

/** Reads a required integer field. */
export function int(obj, key, where) {
  const value = obj?.[key];
  if (!Number.isInteger(value)) fail(`${where}: "${key}" should be an integer, got ${describe(value)}`);
  return value;
}

/** Reads a required plain-object field (a Datasworn dictionary). */
export function dict(obj, key, where) {
  const value = obj?.[key];
  if (!isPlainObject(value)) fail(`${where}: "${key}" should be an object, got ${describe(value)}`);
  return value;
}

/** Reads an optional dictionary (absent or null gives {}). */
export function optDict(obj, key, where) {
  const value = obj?.[key];
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) fail(`${where}: "${key}" should be an object, got ${describe(value)}`);
  return value;
}

/** Reads a required array field. */
export function arr(obj, key, where) {
  const value = obj?.[key];
  if (!Array.isArray(value)) fail(`${where}: "${key}" should be an array, got ${describe(value)}`);
  return value;
}

/** Reads an optional array field (absent or null gives []). */
export function optArr(obj, key, where) {
  const value = obj?.[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(`${where}: "${key}" should be an array, got ${describe(value)}`);
  return value;
}

export function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value) {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}
