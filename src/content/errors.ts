/**
 * The one error the converter throws on bad Datasworn input, and the field readers that raise it: a
 * message names the entry and the field at fault. The readers test first and build their message only
 * on failure, since describing a value serialises it and they run on every field read.
 */

/**
 * A node of a Datasworn file: JSON from outside whose shape nothing guarantees until it is read. Every
 * field the converter uses goes through a reader below (or a check beside it), which refuses a wrong
 * type with a message; the shape itself is the Datasworn schema's, too large to restate as a type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untrusted JSON, checked field by field as read
export type DsNode = Record<string, any>;

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

/** Throws a ContentError when `condition` is false. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContentError(message);
}

function fail(message: string): never {
  throw new ContentError(message);
}

export function isPlainObject(value: unknown): value is DsNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}

/** Reads a required string field of a Datasworn object. */
export function str(obj: unknown, key: string, where: string): string {
  const value = (obj as DsNode | undefined)?.[key];
  if (typeof value !== "string") fail(`${where}: "${key}" should be a string, got ${describe(value)}`);
  return value;
}

/** Reads an optional string field (null or absent gives ""). */
export function optStr(obj: unknown, key: string, where: string): string {
  const value = (obj as DsNode | undefined)?.[key];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") fail(`${where}: "${key}" should be a string, got ${describe(value)}`);
  return value;
}

/** Reads a required integer field. */
export function int(obj: unknown, key: string, where: string): number {
  const value = (obj as DsNode | undefined)?.[key];
  if (!Number.isInteger(value)) fail(`${where}: "${key}" should be an integer, got ${describe(value)}`);
  return value as number;
}

/** Reads a required plain-object field (a Datasworn dictionary). */
export function dict(obj: unknown, key: string, where: string): DsNode {
  const value = (obj as DsNode | undefined)?.[key];
  if (!isPlainObject(value)) fail(`${where}: "${key}" should be an object, got ${describe(value)}`);
  return value;
}

/** Reads an optional dictionary (absent or null gives {}). */
export function optDict(obj: unknown, key: string, where: string): DsNode {
  const value = (obj as DsNode | undefined)?.[key];
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) fail(`${where}: "${key}" should be an object, got ${describe(value)}`);
  return value;
}

/** Reads a required array field. */
export function arr(obj: unknown, key: string, where: string): DsNode[] {
  const value = (obj as DsNode | undefined)?.[key];
  if (!Array.isArray(value)) fail(`${where}: "${key}" should be an array, got ${describe(value)}`);
  return value;
}

/** Reads an optional array field (absent or null gives []). */
export function optArr<T = DsNode>(obj: unknown, key: string, where: string): T[] {
  const value = (obj as DsNode | undefined)?.[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(`${where}: "${key}" should be an array, got ${describe(value)}`);
  return value;
}
