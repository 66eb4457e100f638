/**
 * The one way a ruleset sheet runs its buttons: a table from the button's name (its data-action) to the
 * operation it runs on the actor's data with what the button carries. The operation writes one update
 * or throws a RulesError before anything is written; the sheet shows that refusal in the user's
 * language (`guarded` in ruleset-sheet-base.ts). The Foundry sheets and the playground's sheets page
 * both run these tables, so a click does the same thing in either.
 */
import { type TrackActor } from "../../operations/actor-write";

/** A sheet's buttons by name, each running one operation with the button's arguments. */
export type ButtonTable<A extends string, Args extends unknown[], R = unknown> = Readonly<
  Record<A, (actor: TrackActor, ...args: Args) => Promise<R>>
>;

/** A table's buttons as a sheet uses them. */
export interface SheetButtons<A extends string, Args extends unknown[], R> {
  /** The buttons' names, in the table's order. */
  readonly names: readonly A[];
  /** Whether a sheet action is one of the table's buttons. */
  readonly is: (action: string) => action is A;
  /** Runs the button `action` on `actor`; any refusal rejects the returned promise. */
  readonly run: (actor: TrackActor, action: A, ...args: Args) => Promise<R>;
}

/** The buttons of `table`: their names, telling them from a sheet's other actions, and running one. */
export function sheetButtons<A extends string, Args extends unknown[], R>(table: ButtonTable<A, Args, R>): SheetButtons<A, Args, R> {
  return {
    names: Object.keys(table) as A[],
    is: (action: string): action is A => Object.hasOwn(table, action),
    run: async (actor, action, ...args) => table[action](actor, ...args),
  };
}
