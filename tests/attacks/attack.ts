/**
 * The attack class "forged, replayed and concurrent requests" (issue 20), as data: each attack is a
 * name and a run that plays it against the system's own code through Foundry's entry points (the
 * socket listener, the GM's request handlers, the document's pre-create step, the pre-update hook) and
 * says whether the attack was accepted. `runAttacks` turns a table into one test per attack, each
 * expecting "not accepted", so a run's failures are the attacks that got through.
 */
import { describe, expect, it } from "vitest";

export interface Attack {
  name: string;
  /** True when the attack was accepted (a forged answer believed, a write made twice, a spent card born...). */
  run(): Promise<boolean>;
}

export function runAttacks(group: string, attacks: readonly Attack[]): void {
  describe(group, () => {
    it.each(attacks.map((a) => [a.name, a] as const))("%s: refused", async (_name, attack) => {
      expect(await attack.run()).toBe(false);
    });
  });
}

/** Lets pending promise callbacks and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether `pending` has settled (resolved or rejected) once the callbacks queued now have run. */
export async function settledNow(pending: Promise<unknown>): Promise<boolean> {
  const done = pending.then(
    () => true,
    () => true,
  );
  return Promise.race([done, settle().then(() => false)]);
}
