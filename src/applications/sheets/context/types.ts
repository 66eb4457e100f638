/**
 * Plain data the sheet context builders read and share: the environment (localisation, rich-text
 * rendering, whether the sheet is editable) and items as plain objects. No Foundry globals, so the
 * same builders serve the Foundry sheets, the playground, the tests and the benchmark.
 */
import { type Localize } from "../../../locale";
import { type DocumentLike } from "../../../data/documents";

/** What every builder needs besides the data. */
export interface SheetEnv {
  localize: Localize;
  /**
   * Turns stored HTML (notes, move and ability texts) into the HTML the sheet shows. Foundry passes
   * the enricher's output (computed beforehand); the playground and tests a sanitiser of their own.
   */
  html(source: string): string;
  /** Whether the user may change the document (buttons that write are hidden otherwise). */
  editable: boolean;
  /** Unique prefix for element ids, so labels point at their controls. */
  idPrefix: string;
}

/**
 * An embedded or compendium item as plain data. Its `system` is any subtype's data, still unread: the
 * readers narrow it by `type` first (`isItemOf`).
 */
export interface SheetItem extends DocumentLike {
  id: string;
  /** Document UUID, for rolling, dragging and editing; "" when there is none. */
  uuid: string;
  name: string;
  type: string;
  img: string;
  sort: number;
}

/** A record read defensively from unknown data. */
export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** A list read defensively from unknown data. */
export function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(recordOf) : [];
}

/** A whole number from unknown data, or `fallback`. */
export function intOf(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

/** A string from unknown data, or "". */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A signed number as sheets print modifiers: "+2", "0", "-1". */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/**
 * A Forged Ties, Augur, Strike! or team conflict actor as plain data. Its `system` is still unread:
 * each builder narrows it by `type` (its subtype's state reader checks it).
 */
export interface RulesetActor extends DocumentLike {
  name: string;
  img: string;
}
