/** What a migration is: one ordered, pure step from an older data shape to the next. */

/** The stored data of one document (what `toObject()` returns), as plain JSON. */
export type DocumentSource = Record<string, unknown>;

/**
 * A flattened update: dotted paths to new values; a last segment starting with "-=" removes that key
 * (value null), as Foundry updates do.
 */
export type FlatUpdate = Record<string, unknown>;

export interface Migration {
  /** Schema version this migration brings data up to (1, 2, ...; strictly increasing). */
  version: number;
  /** What it changes, for the console and the report. */
  description: string;
  /** The kind (or kinds) of document it reads. */
  documentName: "Actor" | "Item" | readonly ("Actor" | "Item")[];
  /** The subtypes it applies to (of any kind it reads). */
  types: readonly string[];
  /**
   * The update that brings `source` to the new shape, or `{}` when it already has it. Pure and
   * idempotent; every value present before must be present after (at its new path, or kept under
   * `flags.vowforge.retired` when the new shape derives it instead of storing it).
   */
  migrate(source: DocumentSource): FlatUpdate;
}
