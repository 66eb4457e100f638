/**
 * A stored Actor or Item as the migration runner sees it: `toObject()` gives its stored source and
 * `update` merges a flat update into it the way the database does (apply-update.ts).
 */
import { applyUpdate } from "../../src/migrations/apply-update";
import { type MigrationDocument } from "../../src/migrations/runner";
import { type DocumentSource, type FlatUpdate } from "../../src/migrations/types";

export class StoredDocument implements MigrationDocument {
  source: DocumentSource;
  updates: FlatUpdate[] = [];

  constructor(
    public documentName: "Actor" | "Item",
    source: DocumentSource,
  ) {
    this.source = structuredClone(source);
  }

  get id() {
    return String(this.source._id);
  }
  get name() {
    return String(this.source.name);
  }
  get type() {
    return String(this.source.type);
  }
  toObject() {
    return structuredClone(this.source);
  }
  async update(data: FlatUpdate, _operation?: { diff: boolean; render: boolean }): Promise<unknown> {
    this.updates.push(data);
    this.source = applyUpdate(this.source, data);
    return this;
  }
}
