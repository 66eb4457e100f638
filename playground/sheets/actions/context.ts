/**
 * What a sheets-page action handler works with: the sample actor as the document operations take it,
 * the rendered sheet (for inputs the button reads), the button's data, posting a roll, and localising.
 */
import type { RollRequest } from "../../../src/kinds/registry";
import { type RollMode } from "../../../src/roll-modes";
import { type TrackActor } from "../../../src/operations";
import { type Localize } from "../../../src/locale";
import { type SampleRulesetActor } from "../ruleset-samples";

export interface SheetActionContext {
  /** The sample as the document operations take it: `update` writes "system.<path>" on its data. */
  actor: TrackActor & { name: string; uuid: string };
  /** The sample's plain data, to read. */
  sample: SampleRulesetActor;
  /** The rendered sheet. */
  element: HTMLFormElement;
  /** The clicked button's data-* attributes. */
  data: Readonly<Record<string, string | undefined>>;
  post(request: RollRequest, rollMode: RollMode, sender: string): void;
  t: Localize;
  /** Another sample on the page by its UUID (a character joining a conflict, a bond), or null. */
  actorByUuid(uuid: string): (TrackActor & { name: string; uuid: string }) | null;
}

/** A ruleset's handler: true when it ran the action, false when the action is not its. */
export type SheetActionHandler = (c: SheetActionContext, action: string) => Promise<boolean>;
