/** What a converter's `collect` lists and its `convert` turns into one document. */
import { type ConversionContext } from "./context";
import { type DocumentSource } from "./documents";
import { type DsNode } from "./errors";

/** An entry found in a Datasworn file, before conversion: its id and name, and the nodes it reads. */
export interface PlannedEntry {
  dataswornId: string;
  name: string;
}

/** Turns one entry into a document source; `index` orders it in its pack. */
export type Converter<E extends PlannedEntry> = (
  item: E,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
) => DocumentSource;

/** What one kind of pack holds and how its documents are made. */
export interface Kind<E extends PlannedEntry = PlannedEntry> {
  /** The compendium's document type. */
  type: "Item" | "Actor" | "RollTable" | "JournalEntry";
  /** The document name in UUIDs (the same as the type for every kind so far). */
  documentName: string;
  collect: (data: DsNode) => E[];
  convert: Converter<E>;
}
