/** What a migration is: one ordered, pure step from an older data shape to the next. */

/** The stored data of one document (what `toObject()` returns), as plain JSON. */
export type DocumentSource = Record<string, unknown>;

/**
 * A flattened update: dotted paths to new values; a key made by `removalKey` (apply-update.ts) removes
 * what it names (value null). The runner writes removals as the running Foundry version does.
 */
export type FlatUpdate = Record<string, unknown>;

/** What a migration is told of the source beside its data. */
export interface MigrationContext {
  /**
   * Set when the source is an unlinked token's delta, holding only what the token overrides; `base` is
   * the stored source of the actor the token shows, brought through the earlier migrations (null when
   * the world does not hold it). A delta is given only what a value it holds calls for: a value it does
   * not hold is its actor's, and one written into the delta would hide the actor's for good.
   */
  delta?: { base: DocumentSource | null };
}

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
  migrate(source: DocumentSource, context?: MigrationContext): FlatUpdate;
}
